import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppProps, CustomProps, ParcelConfig } from 'single-spa';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { CONTRACT_VERSION, type RemoteMountProps } from '@arena/contracts';
import { frameOf } from '../DialogHost';
import { renderDialog } from './render-dialog';

const api = createFakeEndpoints();
jest.mock('../dialog-api', () => ({ useDialogApi: () => api, useDeviceFingerprint: () => () => Promise.resolve('fp-test') }));
jest.mock('canvas-confetti', () => ({ create: () => jest.fn() }));

// what a remote's parcel is mounted with: the shell's props (bus, contract, remote, dialog) and single-spa's own
type MountProps = AppProps & CustomProps & RemoteMountProps;
const mounted: MountProps[] = [];
const fakeParcel: ParcelConfig<RemoteMountProps & { domElement: HTMLElement }> = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    mounted.push(props);
    const button = document.createElement('button');
    button.textContent = `${props.remote} body of ${props.dialog?.name} ${JSON.stringify(props.dialog?.props ?? {})}`;
    button.onclick = () => props.dialog?.close();
    props.domElement.replaceChildren(button);
  },
  unmount: async (props) => props.domElement.replaceChildren(),
};
const mockLoad = jest.fn(async (_name: string, _retry: boolean) => fakeParcel);
jest.mock('../../federation/remote-registry', () => ({ loadRemoteParcel: (name: string, retry: boolean) => mockLoad(name, retry) }));

describe('DialogHost', () => {
  it.each([
    ['login', 'Login', 'login-form'],
    ['register', 'Sign Up', 'register-form'],
    ['recovery', 'Recovery Password', 'recovery'],
    ['phone', 'Phone Verification', 'phone-verification'],
    ['changePassword', 'Change Password', 'change-password-form'],
  ] as const)('%s: frame dialog-%s titled %s, body loaded lazily', async (name, title, bodyTestId) => {
    renderDialog(name);
    expect(screen.getByTestId(`dialog-${name}`)).toHaveAttribute('data-size', frameOf(name).size);
    expect(await screen.findByTestId(bodyTestId)).toBeInTheDocument();
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  // the frame takes its content's height; its width follows what the dialog holds, and only the long
  // forms and lists cover a phone's screen
  it.each([
    ['login', 'lg', true],
    ['register', 'lg', true],
    ['recovery', 'sm', false],
    ['phone', 'sm', false],
    ['changePassword', 'sm', false],
    ['notifications', 'md', true],
    ['deposit', 'md', true],
    ['withdraw', 'md', true],
    ['promotion', 'md', true],
    ['popup', 'md', false],
  ] as const)('%s opens in a %s frame, whole screen on a phone: %s', (name, size, fullOnPhone) => {
    expect(frameOf(name)).toEqual({ size, fullOnPhone });
  });

  it('a dialog without a body keeps its empty frame', () => {
    renderDialog('popup');
    expect(screen.getByTestId('dialog-popup')).toBeInTheDocument();
  });

  it('promotion: the cms remote is mounted into the frame titled Promotion with the slug, and closes it', async () => {
    mounted.length = 0;
    const { bus } = renderDialog('promotion', { i18n: { locale: 'en', translations: {} } });
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'promotion', props: { slug: 'welcome-bonus' } } }));
    expect(screen.getByTestId('dialog-promotion')).toHaveTextContent('Promotion');
    expect(screen.getByTestId('dialog-promotion')).toHaveAttribute('data-size', 'md');
    expect(screen.getByTestId('dialog-promotion')).toHaveAttribute('data-full-on-phone', 'true');
    const body = await screen.findByRole('button', { name: 'cms body of promotion {"slug":"welcome-bonus"}' });
    expect(mockLoad).toHaveBeenLastCalledWith('cms', false);
    expect(mounted.at(-1)).toMatchObject({ remote: 'cms', dialog: { name: 'promotion', props: { slug: 'welcome-bonus' } } });
    await act(async () => fireEvent.click(body));
    expect(bus.getState().dialog).toBeNull();
  });

  it.each([
    ['deposit', 'Deposit'],
    ['withdraw', 'Withdraw'],
  ] as const)('%s: the payments remote is mounted into the frame titled %s, and closes it', async (name, title) => {
    mounted.length = 0;
    const { bus } = renderDialog(name, { i18n: { locale: 'en', translations: {} } });
    expect(screen.getByTestId(`dialog-${name}`)).toHaveTextContent(title);
    const body = await screen.findByRole('button', { name: `payments body of ${name} {}` });
    expect(mockLoad).toHaveBeenLastCalledWith('payments', false);
    expect(mounted[0]).toMatchObject({ remote: 'payments', contractVersion: CONTRACT_VERSION, dialog: { name } });
    await act(async () => fireEvent.click(body));
    expect(bus.getState().dialog).toBeNull();
  });

  it("mounts the remote anew with the opener's props when the sheet leads to the deposit dialog", async () => {
    mounted.length = 0;
    const { bus } = renderDialog('depositSheet');
    expect(await screen.findByRole('button', { name: 'payments body of depositSheet {}' })).toBeInTheDocument();
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'deposit', props: { methodId: 2 } } }));
    expect(await screen.findByRole('button', { name: 'payments body of deposit {"methodId":2}' })).toBeInTheDocument();
    expect(screen.getByTestId('dialog-deposit')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('dialog-depositSheet')).toBeNull());
    expect(mounted.map((p) => p.dialog?.name)).toEqual(['depositSheet', 'deposit']);
  });

  it('gamePlay: the casino remote gets the whole screen with no frame of the shell (its body draws its own title bar)', async () => {
    mounted.length = 0;
    const game = { gameCode: 'g-1', name: 'Aviator', providerName: 'Hub88', mainProviderId: 2, system: 'spribe', productId: 113 };
    const { bus } = renderDialog('gamePlay', { i18n: { locale: 'en', translations: {} } });
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'gamePlay', props: { game } } }));
    const frame = screen.getByTestId('dialog-gamePlay');
    const body = await screen.findByRole('button', { name: `casino body of gamePlay ${JSON.stringify({ game })}` });
    expect(mockLoad).toHaveBeenLastCalledWith('casino', false);
    expect(mounted.at(-1)).toMatchObject({ remote: 'casino', dialog: { name: 'gamePlay', props: { game } } });
    // no title heading of the shell's frame: the remote's body draws its own
    expect(frame).toHaveAccessibleName('Game');
    expect(within(frame).queryByRole('heading')).toBeNull();
    await act(async () => fireEvent.click(body));
    expect(bus.getState().dialog).toBeNull();
  });

  it('gamePlay: while the casino remote cannot be loaded, the frame keeps a close button of its own', async () => {
    mockLoad.mockRejectedValueOnce(new Error('offline'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bus } = renderDialog('gamePlay', { i18n: { locale: 'en', translations: {} } });
    const frame = screen.getByTestId('dialog-gamePlay');
    expect(await within(frame).findByText('This section could not be loaded.')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(frame).getByRole('button', { name: 'Close' })));
    expect(bus.getState().dialog).toBeNull();
    logged.mockRestore();
  });
});
