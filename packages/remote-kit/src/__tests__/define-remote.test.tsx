import { fireEvent, screen } from '@testing-library/react';
import type { RemoteDialogProps } from '../create-remote-parcel';
import { defineRemote } from '../define-remote';
import { PageFrame } from '../pages';
import { renderRemoteAt, renderRemoteDialog } from '../testing';

const Page = () => <PageFrame />;
function Body({ props, close }: RemoteDialogProps) {
  return (
    <div data-testid="body">
      method {String(props.methodId)}
      <button onClick={close}>close me</button>
    </div>
  );
}
const dialogs = { deposit: Body, withdraw: Body, depositSheet: Body };

describe('defineRemote', () => {
  it('makes the parcel lifecycles and the App from the name and page map', () => {
    const cms = defineRemote('cms', { home: Page, promotions: Page, 'static-page': Page }, { promotion: Body });
    expect(cms.name).toBe('cms');
    for (const lifecycle of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(cms[lifecycle]).toEqual(expect.any(Function));
    renderRemoteAt(cms, '/promotions', { i18n: { locale: 'tr', translations: { Promotions: 'Promosyonlar' } } });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Promosyonlar');
  });

  it('requires exactly the pages of the routes the remote owns (checked by the type-check)', () => {
    // @ts-expect-error payments owns /dashboard/withdraw: its page cannot be left out
    const missing = () => defineRemote('payments', { deposit: Page }, dialogs);
    // @ts-expect-error 'slot' is a page of casino's routes, not of payments'
    const foreign = () => defineRemote('payments', { deposit: Page, withdraw: Page, slot: Page }, dialogs);
    expect([missing, foreign]).toHaveLength(2);
  });

  it('requires a body for exactly the dialogs the remote owns, and none of a remote that owns none (checked by the type-check)', () => {
    // @ts-expect-error payments owns the deposit, withdraw and deposit-sheet dialogs
    const withoutDialogs = () => defineRemote('payments', { deposit: Page, withdraw: Page });
    // @ts-expect-error payments owns depositSheet: its body cannot be left out
    const missing = () => defineRemote('payments', { deposit: Page, withdraw: Page }, { deposit: Body, withdraw: Body });
    // @ts-expect-error the login dialog is the shell's
    const foreign = () => defineRemote('payments', { deposit: Page, withdraw: Page }, { ...dialogs, login: Body });
    // @ts-expect-error sports owns no dialog
    const none = () => defineRemote('sports', { sports: Page, 'live-sports': Page, esports: Page }, {});
    expect([withoutDialogs, missing, foreign, none]).toHaveLength(4);
  });

  it("renders a dialog body with the opener's props and the frame's close", () => {
    const payments = defineRemote('payments', { deposit: Page, withdraw: Page }, dialogs);
    const { close } = renderRemoteDialog(payments, 'withdraw', { props: { methodId: 7 } });
    expect(screen.getByTestId('body')).toHaveTextContent('method 7');
    fireEvent.click(screen.getByRole('button', { name: 'close me' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
