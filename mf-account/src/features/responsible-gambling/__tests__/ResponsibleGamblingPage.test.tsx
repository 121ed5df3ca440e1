import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusEvent, ProtectionSettings } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult, fixtures } from '@arena/api-client/testing';
import { ApiError } from '@arena/api-client';
import remote from '../../../remote';
import { LOGOUT_DELAY_MS } from '../components/LoggingOutNotice';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/responsible-gambling';
const EN = { i18n: { locale: 'en', translations: {} } };
const settings = fixtureResult('protectionSettings');
const dailyDeposit = settings.limits[0];

function render(state = EN) {
  const view = renderRemoteAt(remote, PATH, state);
  const events: BusEvent[] = [];
  view.bus.events$.subscribe((event) => events.push(event));
  return { ...view, events };
}

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  for (const call of [api.protectionSettings, api.setLimit, api.confirmLimit, api.setRealityCheck, api.timeOut, api.selfExclusion, api.closeAccount])
    call.mockClear();
  api.protectionSettings.mockReset();
  api.protectionSettings.mockResolvedValue(settings);
});

describe('/dashboard/responsible-gambling: limits', () => {
  it('shows each limit in force with what is used, when it resets, and a pending raise', async () => {
    render();
    const row = await screen.findByRole('form', { name: 'Daily deposit limit' });
    expect(within(row).getByTestId('limit-deposit-day-current')).toHaveTextContent('₺500.00 · used ₺200.00 · resets 25/11/2026, 00:00');
    expect(within(row).getByTestId('limit-deposit-day-pending')).toHaveTextContent('Raise to ₺1,000.00 pending until 25/11/2026, 12:00');
    expect(within(row).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByTestId('limit-deposit-week-current')).toHaveTextContent('No limit');
    expect(screen.getByTestId('limit-session-month-current')).toHaveTextContent('No limit');
    expect(screen.getAllByRole('form', { name: /limit$/ })).toHaveLength(9);
  });

  it('sets a limit with the amount in minor units and shows the server message and the new settings', async () => {
    const { events } = render();
    const row = await screen.findByRole('form', { name: 'Weekly deposit limit' });
    const save = within(row).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    api.setLimit.mockResolvedValueOnce({
      ...fixtures.setLimit,
      data: { ...settings, limits: [...settings.limits, { ...dailyDeposit, period: 'week', amount: 150_050, used: 0, pending: null }] },
    });
    // typed as the English page writes money
    fireEvent.change(within(row).getByLabelText('New limit'), { target: { value: '1,500.5' } });
    // a click on Save leaves the field first
    fireEvent.blur(within(row).getByLabelText('New limit'));
    fireEvent.click(save);
    await waitFor(() => expect(api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'week', amount: 150_050 }));
    expect(await within(row).findByTestId('limit-deposit-week-current')).toHaveTextContent('₺1,500.50 · used ₺0.00');
    expect(screen.getByTestId('protection-message')).toHaveTextContent('Your limit has been saved.');
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Your limit has been saved.' } });
    expect(within(row).getByLabelText('New limit')).toHaveValue('');
  });

  it('sets a session time limit in minutes and removes a limit with null', async () => {
    render();
    const session = await screen.findByRole('form', { name: 'Daily session time limit' });
    fireEvent.change(within(session).getByLabelText('New limit (minutes)'), { target: { value: '90' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setLimit).toHaveBeenCalledWith({ kind: 'session', period: 'day', amount: 90 }));

    const deposit = screen.getByRole('form', { name: 'Daily deposit limit' });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.setLimit).toHaveBeenLastCalledWith({ kind: 'deposit', period: 'day', amount: null }));
  });

  it('keeps what the player typed when the server refuses', async () => {
    api.setLimit.mockRejectedValueOnce(new ApiError('The limit is too high.', 400));
    render();
    const row = await screen.findByRole('form', { name: 'Monthly loss limit' });
    fireEvent.change(within(row).getByLabelText('New limit'), { target: { value: '250' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setLimit).toHaveBeenCalledWith({ kind: 'loss', period: 'month', amount: 25_000 }));
    expect(within(row).getByLabelText('New limit')).toHaveValue('250');
  });

  it('confirms a raise whose 24 hours have passed', async () => {
    const ready: ProtectionSettings = {
      ...settings,
      limits: [{ ...dailyDeposit, pending: { amount: null, effectiveAt: '2026-11-25T09:00:00.000Z', confirmable: true } }],
    };
    api.protectionSettings.mockResolvedValue(ready);
    api.confirmLimit.mockResolvedValueOnce({ ...fixtures.confirmLimit, data: { ...settings, limits: [] } });
    render();
    const row = await screen.findByRole('form', { name: 'Daily deposit limit' });
    expect(within(row).getByTestId('limit-deposit-day-pending')).toHaveTextContent('Removal pending until 25/11/2026, 12:00');
    expect(within(row).queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.confirmLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'day' }));
    expect(await within(row).findByTestId('limit-deposit-day-current')).toHaveTextContent('No limit');
    expect(screen.getByTestId('protection-message')).toHaveTextContent('Your new limit is in force.');
  });

  it('saves the reality check interval, and Off as null, and tells the shell once each is saved', async () => {
    const { events } = render();
    const saved = () => events.filter((event) => event.type === 'protection/reality-check-saved');
    const form = await screen.findByRole('form', { name: 'Reality check' });
    const select = within(form).getByLabelText('Reality check interval');
    expect(select).toHaveValue('30');
    api.setRealityCheck.mockRejectedValueOnce(new ApiError('Too soon.', 400));
    fireEvent.change(select, { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setRealityCheck).toHaveBeenCalledWith({ minutes: 60 }));
    // a refused save changes nothing the shell should re-read
    expect(saved()).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    fireEvent.change(select, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setRealityCheck).toHaveBeenLastCalledWith({ minutes: null }));
    await waitFor(() => expect(saved()).toHaveLength(2));
  });

  it("offers only the licence's intervals, and no Off when its reality check is mandatory", async () => {
    api.protectionSettings.mockResolvedValue({
      ...settings,
      realityCheckMinutes: 60,
      rules: { ...settings.rules, realityCheckIntervals: [15, 30, 45, 60], realityCheckMandatory: true },
    });
    render();
    const form = await screen.findByRole('form', { name: 'Reality check' });
    const offered = within(form)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(['15', '30', '45', '60']);
    expect(within(form).getByLabelText('Reality check interval')).toHaveValue('60');
    expect(within(form).getByTestId('reality-check-mandatory')).toBeInTheDocument();
  });

  it('offers Retry when the settings could not be loaded', async () => {
    api.protectionSettings.mockRejectedValueOnce(new Error('Network Error'));
    render();
    fireEvent.click(within(await screen.findByTestId('protection-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Daily deposit limit' })).toBeInTheDocument();
  });
});

describe('/dashboard/responsible-gambling: time-out, self-exclusion, closure', () => {
  it('takes a break after the confirmation, then shows the message and logs out', async () => {
    const { events } = render();
    const form = await screen.findByRole('form', { name: 'Take a break' });
    fireEvent.change(within(form).getByLabelText('Length of the break'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take a break for 1 week?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(api.timeOut).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(api.timeOut).toHaveBeenCalledWith({ days: 7, password: 'secret-1' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Your time-out has started.' });
    expect(notice).toHaveTextContent('You are being logged out.');
    expect(events.filter((event) => event.type === 'auth/logout-requested')).toEqual([]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Log out now' }));
    expect(events).toContainEqual({ type: 'auth/logout-requested', reason: 'user' });
  });

  it('self-excludes for the chosen length, shows the message and logs out by itself', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { events } = render();
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    fireEvent.change(within(form).getByLabelText('Length of the self-exclusion'), { target: { value: '60' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Self-exclude for 5 years?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude' }));
    await waitFor(() => expect(api.selfExclusion).toHaveBeenCalledWith({ months: 60, password: 'secret-1' }));
    await screen.findByRole('alertdialog', { name: 'Your self-exclusion has started.' });
    const asked = () => events.filter((event) => event.type === 'auth/logout-requested');
    act(() => jest.advanceTimersByTime(LOGOUT_DELAY_MS - 100));
    expect(asked()).toEqual([]);
    act(() => jest.advanceTimersByTime(100));
    expect(asked()).toEqual([{ type: 'auth/logout-requested', reason: 'user' }]);
  });

  it('stays logged in when the password is wrong', async () => {
    api.selfExclusion.mockRejectedValueOnce(new ApiError('Your password is not correct.', 400));
    const { events } = render();
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Self-exclude' }));
    await waitFor(() => expect(api.selfExclusion).toHaveBeenCalledWith({ months: 6, password: 'wrong' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(events.filter((event) => event.type === 'auth/logout-requested')).toEqual([]);
  });

  it('needs the password before asking', async () => {
    render();
    const form = await screen.findByRole('form', { name: 'Take a break' });
    expect(within(form).getByRole('button', { name: 'Take a break' })).toBeDisabled();
  });

  it('closes the account with the reason and note, then logs out', async () => {
    const { events } = render();
    const form = await screen.findByRole('form', { name: 'Close account' });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'too_expensive' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: ' Spending too much ' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close account' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Close your account?' })).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(api.closeAccount).toHaveBeenCalledWith({ reason: 'too_expensive', note: 'Spending too much', password: 'secret-1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Your account has been closed.' })).getByRole('button', { name: 'Log out now' }));
    expect(events).toContainEqual({ type: 'auth/logout-requested', reason: 'user' });
  });

  it('links the help organisations in a new tab and states the 18+ rule', async () => {
    render();
    for (const name of ['GamCare', 'BeGambleAware', 'Gamblers Anonymous', 'Yeşilay Danışmanlık Merkezi (YEDAM) – 115']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByTestId('adults-only')).toHaveTextContent('18+');
    await screen.findByRole('form', { name: 'Daily deposit limit' });
  });
});
