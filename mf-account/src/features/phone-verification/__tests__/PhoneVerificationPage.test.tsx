import { act, fireEvent, screen } from '@testing-library/react';
import type { ArenaState, AuthData } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import remote from '../../../remote';
import { createFakeEndpoints, authData } from '@arena/api-client/testing';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const AUTH: AuthData = { ...authData, token: 'tok', username: 'ayse', usercode: 'U1', balance: 0, fingerprint: null };
const loggedIn = (data: Partial<AuthData> = {}): Partial<ArenaState> => ({
  auth: { loggedIn: true, balance: 0, userName: 'ayse', userCode: 'U1', data: { ...AUTH, ...data } },
});
const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
const page = () => screen.getByTestId('phone-verification').getAttribute('data-page');

describe('/dashboard/phone-verification', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens as Verified for a verified player', () => {
    renderRemoteAt(remote, '/dashboard/phone-verification', loggedIn({ smsVerified: true }));
    expect(page()).toBe('Verified');
  });

  it('Send Code → VerificationCode with the 60 s countdown → Verify saves phone and flag to the session', async () => {
    api.updatePhone.mockResolvedValueOnce({ success: true, message: 'Code sent' }).mockResolvedValueOnce({ success: true, message: 'Verified' });
    const { bus } = renderRemoteAt(remote, '/dashboard/phone-verification', loggedIn());
    expect(page()).toBe('NotVerified');
    fireEvent.click(screen.getByTestId('send-code'));
    await flush();
    expect(page()).toBe('VerificationCode');
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60s');
    for (let i = 0; i < 60; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Click to resend')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('input-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('verify'));
    await flush();
    expect(api.updatePhone).toHaveBeenLastCalledWith({ step: 2, phone: '5321234567', code: '123456' });
    expect(page()).toBe('Verified');
    expect(bus.getState().auth.data).toMatchObject({ phone: '5321234567', smsVerified: true });
  });
});
