import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { AUTH, ok, renderDialog } from './render-dialog';

const api = createFakeEndpoints();
const mockDevice = { fingerprint: () => Promise.resolve<string | null>('fp-test') };
jest.mock('../dialog-api', () => ({ useDialogApi: () => api, useDeviceFingerprint: () => () => mockDevice.fingerprint() }));

async function fill(username: string, password: string) {
  const user = await screen.findByTestId('input-username');
  fireEvent.change(user, { target: { value: username } });
  fireEvent.blur(user);
  const pass = screen.getByTestId('input-password');
  fireEvent.change(pass, { target: { value: password } });
  fireEvent.blur(pass);
}

describe('Login dialog', () => {
  it('shows the logo and tagline panel, and cannot submit while invalid', async () => {
    renderDialog('login');
    await fill('ayse', 'ab');
    expect(screen.getByTestId('brand-panel')).toHaveTextContent('Safe Betting Address');
    expect(screen.getByTestId('error-password')).toHaveTextContent('Too short');
    expect(screen.getByTestId('login-submit')).toBeDisabled();
  });

  it('success: session on the bus, server message as success toast, all dialogs closed', async () => {
    api.login.mockReturnValueOnce(ok('Welcome back', AUTH));
    const { bus, events } = renderDialog('login');
    await fill('ayse', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(bus.getState().dialog).toBeNull());
    expect(api.login).toHaveBeenCalledWith({ username: 'ayse', password: 'secret' });
    expect(bus.getState().auth).toMatchObject({ loggedIn: true, userName: 'ayse2024' });
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Welcome back' } });
  });

  it('logs in only once the device fingerprint is known: the server records it with the session', async () => {
    let known!: (fp: string) => void;
    mockDevice.fingerprint = () =>
      new Promise((resolve) => {
        known = resolve;
      });
    api.login.mockClear();
    api.login.mockReturnValueOnce(ok('Welcome back', AUTH));
    const { bus } = renderDialog('login');
    await fill('ayse', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.login).not.toHaveBeenCalled();
    known('fp-late');
    await waitFor(() => expect(bus.getState().dialog).toBeNull());
    expect(api.login).toHaveBeenCalledTimes(1);
    mockDevice.fingerprint = () => Promise.resolve('fp-test');
  });

  it('failure keeps the dialog open (the api client shows the error)', async () => {
    api.login.mockRejectedValueOnce(new ApiError('Wrong password', 200));
    const { bus } = renderDialog('login');
    await fill('ayse', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeEnabled());
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(bus.getState().auth.loggedIn).toBe(false);
  });

  it('links open the recovery and the register dialogs', async () => {
    const { bus } = renderDialog('login');
    fireEvent.click(await screen.findByText('Recovery Password'));
    expect(bus.getState().dialog).toEqual({ name: 'recovery' });
    bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
    fireEvent.click(await screen.findByText('Not a Member? Sign Up Now!'));
    expect(bus.getState().dialog).toEqual({ name: 'register' });
  });
});
