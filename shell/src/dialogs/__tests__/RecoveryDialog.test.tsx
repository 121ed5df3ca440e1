import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { ok, renderDialog } from './render-dialog';

const api = createFakeEndpoints();
jest.mock('../dialog-api', () => ({ useDialogApi: () => api }));

const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
const step = () => screen.getByTestId('recovery').getAttribute('data-step');

function type(name: string, value: string) {
  const input = screen.getByTestId(`input-${name}`);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function submit() {
  fireEvent.click(screen.getByTestId('recovery-submit'));
  await flush();
}

describe('Recovery dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('four steps, each advancing only on success; step 4 opens login after 1 s', async () => {
    const { bus } = renderDialog('recovery');
    await screen.findByTestId('recovery');
    expect(step()).toBe('1');

    type('username', 'a');
    expect(screen.getByTestId('recovery-submit')).toBeDisabled();
    type('username', 'ayse');
    api.sendResetPassword.mockRejectedValueOnce(new ApiError('Unknown user', 200));
    await submit();
    expect(step()).toBe('1');
    api.sendResetPassword.mockReturnValueOnce(ok('Code sent'));
    await submit();
    expect(api.sendResetPassword).toHaveBeenLastCalledWith({ username: 'ayse' });
    expect(step()).toBe('2');
    expect(
      screen.getByText('A code has been sent to your email address to reset your password. Please enter this code in the field below.'),
    ).toBeInTheDocument();

    type('code', 'ab');
    expect(screen.getByTestId('recovery-submit')).toBeDisabled();
    type('code', 'abc123');
    api.checkResetCode.mockRejectedValueOnce(new ApiError('Wrong code', 200));
    await submit();
    expect(step()).toBe('2');
    api.checkResetCode.mockReturnValueOnce(ok('OK'));
    await submit();
    expect(api.checkResetCode).toHaveBeenLastCalledWith({ code: 'abc123', username: 'ayse' });
    expect(step()).toBe('3');
    expect(screen.getByText('New Password')).toBeInTheDocument();
    expect(screen.getByText('Please enter your new password')).toBeInTheDocument();

    type('password', 'Kumsal-41');
    type('password2', 'Kumsal-42');
    expect(screen.getByTestId('recovery-submit')).toBeDisabled();
    type('password2', 'Kumsal-41');
    api.changePasswordWithCode.mockReturnValueOnce(ok('Changed'));
    await submit();
    expect(api.changePasswordWithCode).toHaveBeenCalledWith({ password: 'Kumsal-41', password2: 'Kumsal-41', username: 'ayse', code: 'abc123' });
    expect(step()).toBe('4');
    expect(screen.getByTestId('recovery-done')).toHaveTextContent('Password change successful. You are now directed to the login page.');

    act(() => jest.advanceTimersByTime(999));
    expect(bus.getState().dialog).toEqual({ name: 'recovery' });
    act(() => jest.advanceTimersByTime(1));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
  });

  it("footer 'Not a Member? Sign Up Now!' opens registration", async () => {
    const { bus } = renderDialog('recovery');
    fireEvent.click(await screen.findByText('Not a Member? Sign Up Now!'));
    expect(bus.getState().dialog).toEqual({ name: 'register' });
  });
});
