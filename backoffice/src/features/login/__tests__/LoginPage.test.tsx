import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { EMPTY_DASHBOARD, renderBackoffice } from '../../../__tests__/render';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login with TOTP', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    mocked.dashboard.mockResolvedValue(EMPTY_DASHBOARD);
  });

  it('enrols an authenticator at the first login, then opens the dashboard with its own token', async () => {
    mocked.login.mockResolvedValue({ challenge: 'challenge-1', secondFactor: 'enrol' });
    mocked.enrol.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Arena%20Back%20Office%3Aboss?secret=JBSWY3DPEHPK3PXP' });
    mocked.verify.mockResolvedValue({ token: 'operator-token', username: 'boss', role: 'admin' });
    renderBackoffice();

    expect(screen.getByRole('heading', { name: 'Back office login' })).toBeInTheDocument();
    type('Username', 'boss');
    type('Password', 'boss-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(mocked.login).toHaveBeenCalledWith('boss', 'boss-password-1');
    expect(mocked.enrol).toHaveBeenCalledWith('challenge-1');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    // the otpauth:// URI drawn as a QR code: modules as SVG path data
    expect(screen.getByTestId('totp-qr').querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));

    type('Authentication code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('boss (admin)');
    expect(mocked.verify).toHaveBeenCalledWith('challenge-1', '123456');
    expect(sessionStorage.getItem('arena-backoffice-token')).toBe('operator-token');
    expect(localStorage.getItem('arena-backoffice-token')).toBeNull();
  });

  it('asks an enrolled operator for the code only, and shows a refused code', async () => {
    mocked.login.mockResolvedValue({ challenge: 'challenge-2', secondFactor: 'verify' });
    mocked.verify.mockRejectedValueOnce(new ApiError('The code is wrong or has already been used.', 400));
    renderBackoffice();
    type('Username', 'cashier');
    type('Password', 'cashier-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(mocked.enrol).not.toHaveBeenCalled();

    type('Authentication code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has already been used.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    expect(sessionStorage.getItem('arena-backoffice-token')).toBeNull();
  });

  it('shows a wrong password', async () => {
    mocked.login.mockRejectedValue(new ApiError('Invalid username or password.', 400));
    renderBackoffice();
    type('Username', 'boss');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
  });
});
