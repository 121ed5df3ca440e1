import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { TERMS_PAGE_ID, TERMS_VERSION } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { AUTH, ok, renderDialog } from './render-dialog';

const api = createFakeEndpoints();
jest.mock('../dialog-api', () => ({ useDialogApi: () => api, useDeviceFingerprint: () => () => Promise.resolve('fp-test') }));
const mockCannon = jest.fn();
jest.mock('canvas-confetti', () => ({ create: () => mockCannon }));

const COUNTRIES = [
  { id: 1, name: 'Almanya' },
  { id: 235, name: 'Türkiye' },
];

/** Lets pending promises (API replies, final-form's submit) settle without moving the clock. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

function type(name: string, value: string) {
  const input = screen.getByTestId(`input-${name}`);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function openWithCountries() {
  const view = renderDialog('register', {}, { trialBonusAmount: 5000 });
  await screen.findByTestId('register-form');
  await flush();
  await advance(300);
  return view;
}

/** Ticks a box; it reports its change a frame later. */
async function tick(name: string) {
  fireEvent.click(screen.getByTestId(`input-${name}`));
  await advance(20);
}

async function fillAndSubmit({ trialBonus = false } = {}) {
  type('name', 'Ayşe');
  type('surname', 'Çağlar');
  type('username', 'ayse2024');
  type('email', 'ayse@example.com');
  type('phone', '532 123 45 67');
  type('PersonalNo', '12345678901');
  type('birthDateDay', '09');
  type('birthDateMonth', '04');
  type('birthDateYear', '1990');
  type('password', 'Kumsal-41');
  type('password2', 'Kumsal-41');
  if (trialBonus) await tick('trialBonus');
  await tick('acceptTerms');
  await tick('adult');
  expect(screen.getByTestId('register-submit')).toBeEnabled();
  fireEvent.click(screen.getByTestId('register-submit'));
  await flush();
}

// Filling the whole form through Chakra in jsdom takes seconds on a busy 2-core runner.
jest.setTimeout(20_000);

describe('Registration dialog', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    mockCannon.mockClear();
    Object.values(api).forEach((fn) => fn.mockClear());
  });
  afterEach(() => jest.useRealTimers());

  it('applies the country list 300 ms after it arrives, with Türkiye chosen', async () => {
    let deliver!: (v: { countries: typeof COUNTRIES }) => void;
    api.authForm.mockImplementationOnce(
      () =>
        new Promise((r) => {
          deliver = r;
        }),
    );
    renderDialog('register');
    await screen.findByTestId('register-form');
    expect(screen.getByTestId('brand-panel')).toBeInTheDocument();
    await act(async () => deliver({ countries: COUNTRIES }));
    await advance(299);
    expect(screen.queryByRole('option', { name: 'Türkiye' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('option', { name: 'Türkiye' })).toBeInTheDocument();
    expect(screen.getByTestId('input-country')).toHaveValue('235');
  });

  it('keeps Sign Up disabled while invalid and shows the first error per control', async () => {
    await openWithCountries();
    type('name', 'A1');
    type('username', 'ali_');
    type('password', 'Kumsal-41');
    type('password2', 'Kumsal-42');
    expect(screen.getByTestId('error-name')).toHaveTextContent('Invalid format');
    expect(screen.getByTestId('error-username')).toHaveTextContent('Too short');
    expect(screen.getByTestId('error-password2')).toHaveTextContent('Passwords do not match');
    expect(screen.getByTestId('register-submit')).toBeDisabled();
  });

  it('asks to accept the terms (linked, in a new tab) and to confirm 18 or older: Sign Up waits for both', async () => {
    await openWithCountries();
    type('name', 'Ayşe');
    type('surname', 'Çağlar');
    type('username', 'ayse2024');
    type('email', 'ayse@example.com');
    type('phone', '532 123 45 67');
    type('PersonalNo', '12345678901');
    type('birthDateDay', '09');
    type('birthDateMonth', '04');
    type('birthDateYear', '1990');
    type('password', 'Kumsal-41');
    type('password2', 'Kumsal-41');
    const terms = screen.getByTestId('register-terms-link');
    expect(terms).toHaveAttribute('href', `/pages/${TERMS_PAGE_ID}`);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('field-acceptTerms')).toHaveTextContent('I have read and accept the General Terms and Conditions.');
    expect(screen.getByTestId('field-adult')).toHaveTextContent('I confirm that I am 18 years of age or older.');
    expect(screen.getByTestId('register-submit')).toBeDisabled();
    await tick('acceptTerms');
    expect(screen.getByTestId('register-submit')).toBeDisabled();
    await tick('adult');
    expect(screen.getByTestId('register-submit')).toBeEnabled();
    // taking a tick away asks for it again
    await tick('adult');
    expect(screen.getByTestId('error-adult')).toHaveTextContent('This field is required');
    expect(screen.getByTestId('register-submit')).toBeDisabled();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('without trial bonus: sends the composed body, logs in, sets the trial bonus amount to 0 and celebrates after 100 ms', async () => {
    localStorage.setItem('refId', '77');
    api.register.mockReturnValueOnce(ok('Registered', AUTH));
    const { bus, events, action } = await openWithCountries();
    await fillAndSubmit();
    expect(api.register).toHaveBeenCalledWith({
      name: 'Ayşe',
      surname: 'Çağlar',
      username: 'ayse2024',
      email: 'ayse@example.com',
      phone: '5321234567',
      PersonalNo: '12345678901',
      country: 235,
      currencyId: 1,
      birthDate: '1990-04-09',
      trialBonus: 0,
      password: 'Kumsal-41',
      password2: 'Kumsal-41',
      termsVersion: TERMS_VERSION,
      adult: true,
      refId: 77,
    });
    expect(bus.getState().auth.loggedIn).toBe(true);
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Registered' } });
    expect(action.get().trialBonusAmount).toBe(0);
    expect(api.updatePhone).not.toHaveBeenCalled();

    await advance(99);
    expect(screen.queryByTestId('celebration')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('celebration')).toHaveAttribute('data-variant', 'welcome');
    // a few lines and buttons: the small frame, a card on a phone too
    expect(screen.getByTestId('dialog-register')).toHaveAttribute('data-size', 'sm');
    expect(screen.getByTestId('dialog-register')).not.toHaveAttribute('data-full-on-phone');
    expect(mockCannon).toHaveBeenCalledWith({ particleCount: 150, spread: 180 });
    expect(bus.getState().dialog).toEqual({ name: 'register' });

    fireEvent.click(screen.getByTestId('celebration-deposit'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/deposit');
    expect(bus.getState().dialog).toBeNull();
  });

  it('a non-numeric stored refId is not sent; a failed registration stays on the form', async () => {
    localStorage.setItem('refId', 'abc');
    api.register.mockRejectedValueOnce(new ApiError('Username taken', 200));
    const { bus } = await openWithCountries();
    await fillAndSubmit();
    expect(api.register.mock.calls[0][0]).not.toHaveProperty('refId');
    expect(bus.getState().auth.loggedIn).toBe(false);
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });

  it('Live Chat opens the LiveChat site option in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    api.register.mockReturnValueOnce(ok('Registered', AUTH));
    await openWithCountries();
    await fillAndSubmit();
    await advance(100);
    fireEvent.click(screen.getByTestId('celebration-live-chat'));
    await flush();
    expect(open).toHaveBeenCalledWith('https://chat.example/widget', '_blank', 'noopener');
    open.mockRestore();
  });

  it('with trial bonus: the code is sent at once; Verify → celebration with Yes; Yes claims the bonus and closes after 1 s', async () => {
    api.register.mockReturnValueOnce(ok('Registered', AUTH));
    api.updatePhone.mockReturnValueOnce(ok('Code sent')).mockReturnValueOnce(ok('Phone verified'));
    api.defineTrialBonus.mockReturnValueOnce(ok('Bonus defined', { amount: 5000, balance: 5000 }));
    const { bus, events } = await openWithCountries();
    await fillAndSubmit({ trialBonus: true });
    expect(api.register.mock.calls[0][0]).toMatchObject({ trialBonus: 1 });
    await flush();
    expect(api.updatePhone).toHaveBeenCalledWith({ step: 1, phone: '5321234567' });
    const step = screen.getByTestId('register-phone-step');
    expect(step).toHaveAttribute('data-step', '2');
    expect(screen.getByTestId('input-phone')).toHaveAttribute('readonly');
    expect(screen.getByTestId('input-code')).toBeEnabled();

    type('code', '123456');
    fireEvent.click(screen.getByTestId('verify'));
    await flush();
    expect(api.updatePhone).toHaveBeenLastCalledWith({ step: 2, phone: '5321234567', code: '123456' });
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Phone verified' } });
    expect(bus.getState().auth.data).toMatchObject({ smsVerified: true });
    await advance(100);
    expect(screen.getByTestId('celebration')).toHaveAttribute('data-variant', 'trial-bonus');
    expect(screen.getByText('Congratulations! Your Phone Number has been successfully verified!')).toBeInTheDocument();
    expect(mockCannon).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('claim-trial-bonus'));
    await flush();
    expect(api.defineTrialBonus).toHaveBeenCalled();
    expect(bus.getState().auth.balance).toBe(5000);
    expect(mockCannon).toHaveBeenCalledTimes(2);
    await advance(999);
    expect(bus.getState().dialog).toEqual({ name: 'register' });
    await advance(1);
    expect(bus.getState().dialog).toBeNull();
  });

  it('phone step: code disabled at step 1; a wrong code is cleared; Change Phone Number unlocks the phone; Skip celebrates without bonus', async () => {
    api.register.mockReturnValueOnce(ok('Registered', AUTH));
    api.updatePhone
      .mockRejectedValueOnce(new ApiError('SMS failed', 200))
      .mockReturnValueOnce(ok('Code sent'))
      .mockRejectedValueOnce(new ApiError('Wrong code', 200));
    const { action } = await openWithCountries();
    await fillAndSubmit({ trialBonus: true });
    await flush();
    expect(screen.getByTestId('register-phone-step')).toHaveAttribute('data-step', '1');
    expect(screen.getByTestId('input-code')).toBeDisabled();

    fireEvent.click(screen.getByTestId('send-code'));
    await flush();
    expect(screen.getByTestId('register-phone-step')).toHaveAttribute('data-step', '2');
    type('code', '111111');
    fireEvent.click(screen.getByTestId('verify'));
    await flush();
    expect(screen.getByTestId('input-code')).toHaveValue('');

    type('code', '12');
    fireEvent.click(screen.getByTestId('change-phone'));
    expect(screen.getByTestId('register-phone-step')).toHaveAttribute('data-step', '1');
    expect(screen.getByTestId('input-code')).toHaveValue('');
    expect(screen.getByTestId('input-phone')).not.toHaveAttribute('readonly');

    fireEvent.click(screen.getByTestId('skip-verification'));
    expect(action.get().trialBonusAmount).toBe(0);
    await advance(100);
    expect(screen.getByTestId('celebration')).toHaveAttribute('data-variant', 'welcome');
  });

  it('links to the login dialog', async () => {
    const { bus } = await openWithCountries();
    fireEvent.click(screen.getByText('Are you already a member? Sign In Now!'));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
  });
});
