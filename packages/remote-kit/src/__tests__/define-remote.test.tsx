import { screen } from '@testing-library/react';
import { defineRemote } from '../define-remote';
import { PageFrame } from '../pages';
import { renderRemoteAt } from '../testing';

const Page = () => <PageFrame />;

describe('defineRemote', () => {
  it('makes the parcel lifecycles and the App from the name and page map', () => {
    const cms = defineRemote('cms', { home: Page, promotions: Page, 'static-page': Page });
    expect(cms.name).toBe('cms');
    for (const lifecycle of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(cms[lifecycle]).toEqual(expect.any(Function));
    renderRemoteAt(cms, '/promotions', { i18n: { locale: 'tr', translations: { Promotions: 'Promosyonlar' } } });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Promosyonlar');
  });

  it('requires exactly the pages of the routes the remote owns (checked by the type-check)', () => {
    // @ts-expect-error payments owns /dashboard/withdraw: its page cannot be left out
    const missing = () => defineRemote('payments', { deposit: Page });
    // @ts-expect-error 'slot' is a page of casino's routes, not of payments'
    const foreign = () => defineRemote('payments', { deposit: Page, withdraw: Page, slot: Page });
    expect([missing, foreign]).toHaveLength(2);
  });
});
