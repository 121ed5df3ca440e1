import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { PhoneVerification, RESEND_SECONDS } from '../PhoneVerification';
import { loggedIn, renderWithBus } from '../../__tests__/render-with-bus';

const ok = (message: string) => Promise.resolve({ success: true, message });

function setup(state = loggedIn(), onClose?: () => void) {
  const api = { updatePhone: jest.fn() };
  const view = renderWithBus(<PhoneVerification api={api} onClose={onClose} />, state);
  return { api, ...view };
}

const page = () => screen.getByTestId('phone-verification').getAttribute('data-page');

describe('PhoneVerification (the dashboard state machine)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens as Verified when the player is already SMS verified', () => {
    setup(loggedIn({ smsVerified: true }));
    expect(page()).toBe('Verified');
    expect(screen.getByTestId('phone-badge')).toHaveTextContent('Verified');
    expect(screen.queryByTestId('send-code')).toBeNull();
  });

  it('NotVerified: stored phone locked; Send Code → VerificationCode only once the server reports success', async () => {
    const { api, events } = setup();
    expect(page()).toBe('NotVerified');
    expect(screen.getByTestId('phone-badge')).toHaveTextContent('Not Verified');
    expect(screen.getByTestId('input-phone')).toHaveValue('5321234567');
    expect(screen.getByTestId('input-phone')).toHaveAttribute('readonly');

    api.updatePhone.mockRejectedValueOnce(new ApiError('SMS failed', 200));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(api.updatePhone).toHaveBeenCalledWith({ step: 1, phone: '5321234567' }));
    await waitFor(() => expect(screen.getByTestId('send-code')).toBeEnabled());
    expect(page()).toBe('NotVerified');

    api.updatePhone.mockReturnValueOnce(ok('Code sent'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(page()).toBe('VerificationCode'));
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Code sent' } });
    expect(screen.getByTestId('input-code')).toBeInTheDocument();
  });

  it('counts down 60 s before offering "Click to resend", which sends again and restarts it', async () => {
    const { api } = setup();
    api.updatePhone.mockImplementation(() => ok('Code sent'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('resend-countdown')).toHaveTextContent(`Resend code in ${RESEND_SECONDS}s`));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('59s');
    for (let i = 0; i < RESEND_SECONDS - 1; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    expect(screen.getByText("Didn't get a code ?")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('resend'));
    await waitFor(() => expect(api.updatePhone).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60s'));
    // sixty renders, one a second (the countdown re-arms its timer after each): more than jest's 5 s on a
    // busy 2-core machine
  }, 20_000);

  it('Update Number makes the phone editable and sends the new number', async () => {
    const { api } = setup();
    fireEvent.click(screen.getByTestId('update-number'));
    expect(page()).toBe('Update');
    const phone = screen.getByTestId('input-phone');
    expect(phone).not.toHaveAttribute('readonly');
    fireEvent.change(phone, { target: { value: '5559998877' } });
    api.updatePhone.mockReturnValueOnce(ok('Code sent'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(page()).toBe('VerificationCode'));
    expect(api.updatePhone).toHaveBeenCalledWith({ step: 1, phone: '5559998877' });
  });

  it('Verify: failure clears the code; success saves phone + flag to the session and shows Verified', async () => {
    const onClose = jest.fn();
    const { api, bus } = setup(loggedIn(), onClose);
    api.updatePhone.mockReturnValueOnce(ok('Code sent'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(page()).toBe('VerificationCode'));

    const code = screen.getByTestId('input-code');
    fireEvent.change(code, { target: { value: '123456' } });
    expect(code).toHaveValue('12 34 56');
    api.updatePhone.mockRejectedValueOnce(new ApiError('Wrong code', 200));
    fireEvent.click(screen.getByTestId('verify'));
    await waitFor(() => expect(screen.getByTestId('input-code')).toHaveValue(''));
    expect(api.updatePhone).toHaveBeenLastCalledWith({ step: 2, phone: '5321234567', code: '123456' });
    expect(page()).toBe('VerificationCode');

    fireEvent.change(screen.getByTestId('input-code'), { target: { value: '654321' } });
    api.updatePhone.mockReturnValueOnce(ok('Verified!'));
    fireEvent.click(screen.getByTestId('verify'));
    await waitFor(() => expect(page()).toBe('Verified'));
    expect(bus.getState().auth.data).toMatchObject({ phone: '5321234567', smsVerified: true });
    expect(screen.getByTestId('phone-verified')).toHaveTextContent('Congratulations! Your Phone Number has been successfully verified!');
    fireEvent.click(screen.getByTestId('phone-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('Verify stays disabled until the code has 6 digits; Change Phone Number clears it and unlocks the phone', async () => {
    const { api } = setup();
    api.updatePhone.mockReturnValueOnce(ok('Code sent'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(page()).toBe('VerificationCode'));
    fireEvent.change(screen.getByTestId('input-code'), { target: { value: '12345' } });
    expect(screen.getByTestId('verify')).toBeDisabled();
    fireEvent.click(screen.getByTestId('change-phone'));
    expect(page()).toBe('Update');
    expect(screen.queryByTestId('input-code')).toBeNull();
    expect(screen.getByTestId('input-phone')).not.toHaveAttribute('readonly');
  });
});
