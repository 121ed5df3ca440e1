import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TransactionType, type FinancialActivity } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';
import { ACTIVITY_STATUS, TYPE_LABEL } from '../components/ActivityParts';
import { NEWS_SETTLE_MS } from '../hooks/use-financial-activities';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/financial-activities';
const EN = { i18n: { locale: 'en', translations: {} } };

const activity = (n: number, over: Partial<FinancialActivity> = {}): FinancialActivity => ({
  id: `entry-${n}`,
  type: 'bet',
  amount: -1_000,
  status: 'completed',
  description: 'Aviator',
  provider: 'Spribe',
  createdAt: '2026-11-02T08:00:00.000Z',
  ...over,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => activity(from + i));

/** A viewport below (true) or above the 900 px breakpoint, as window.matchMedia answers it. */
function viewport(mobile: boolean) {
  window.matchMedia = (query: string) => ({ matches: mobile, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}

/** Real time past the hook's settling of bus news: a fetch that was coming has been asked for. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, NEWS_SETTLE_MS * 2));

const lastRequest = () => api.financialActivities.mock.calls.at(-1)?.[0];

beforeEach(() => {
  api.financialActivities.mockReset();
  api.financialActivities.mockResolvedValue(fixtureResult('financialActivities'));
  viewport(false);
});

describe('/dashboard/financial-activities', () => {
  it('asks for the first page of all types and lists what each line is, its game and studio, signed amount, date and status', async () => {
    api.financialActivities.mockResolvedValue({
      items: [
        activity(9, { type: 'win', amount: 12_345, description: 'Sweet Bonanza', provider: 'Pragmatic Play', createdAt: '2026-11-02T11:30:00.000Z' }),
        ...fixtureResult('financialActivities').items,
        activity(4, { type: 'cash-out', amount: 1_800, description: 'Galatasaray - Fenerbahçe', provider: 'Sports' }),
        activity(3, { type: 'refund', amount: 500 }),
        activity(2, { type: 'adjust', amount: -250, description: 'Goodwill', provider: null }),
      ],
      total: 6,
    });
    renderRemoteAt(remote, PATH, EN);
    expect(screen.getByTestId('activities-loading')).toBeInTheDocument();
    const win = await screen.findByTestId('activity-entry-9');
    expect(lastRequest()).toEqual({ type: TransactionType.All, skip: 0, take: 20 });
    expect(win).toHaveTextContent('Win');
    expect(within(win).getByTestId('activity-description')).toHaveTextContent('Sweet Bonanza');
    expect(within(win).getByTestId('activity-provider')).toHaveTextContent('Pragmatic Play');
    expect(win).toHaveTextContent('+₺123.45');
    // Istanbul time (UTC+3), English short date
    expect(win).toHaveTextContent('02/11/2026, 14:30');
    // a movement has a status too: it is done once written
    expect(within(win).getByTestId('activity-status')).toHaveTextContent('Completed');

    const withdrawal = screen.getByTestId('activity-request-2');
    expect(withdrawal).toHaveTextContent('Withdraw');
    expect(withdrawal).toHaveTextContent('Papara');
    expect(within(withdrawal).queryByTestId('activity-provider')).toBeNull();
    expect(within(withdrawal).getByTestId('activity-amount')).toHaveTextContent(/^-₺200\.00$/);
    expect(within(withdrawal).getByTestId('activity-status')).toHaveTextContent('Pending');
    expect(within(screen.getByTestId('activity-request-1')).getByTestId('activity-status')).toHaveTextContent('Confirmed');
    // a cash-out is no win, a stake given back no win either
    const cashOut = screen.getByTestId('activity-entry-4');
    expect(cashOut).toHaveTextContent('Bet cashed out');
    expect(cashOut).not.toHaveTextContent(/\bWin\b/);
    expect(cashOut).toHaveTextContent('Galatasaray - Fenerbahçe');
    expect(screen.getByTestId('activity-entry-3')).toHaveTextContent('Stake returned');
    expect(screen.getByTestId('activity-entry-2')).toHaveTextContent('Adjustment');
    expect(screen.getByTestId('activity-entry-2')).toHaveTextContent('-₺2.50');
    // the server's order is kept: newest first
    const rows = within(screen.getByTestId('activities-table')).getAllByTestId(/^activity-(entry|request)-\d+$/);
    expect(rows.map((r) => r.dataset.testid)).toEqual([
      'activity-entry-9',
      'activity-request-2',
      'activity-request-1',
      'activity-entry-4',
      'activity-entry-3',
      'activity-entry-2',
    ]);
    expect(screen.queryByTestId('activities-loading')).toBeNull();
  });

  it('labels every kind of line and every status, none as a bare code or a dash', async () => {
    const types = Object.keys(TYPE_LABEL) as FinancialActivity['type'][];
    const statuses = Object.keys(ACTIVITY_STATUS) as FinancialActivity['status'][];
    api.financialActivities.mockResolvedValue({
      items: types.map((type, i) => activity(i + 1, { type, status: statuses[i % statuses.length] })),
      total: types.length,
    });
    const translations = Object.fromEntries(
      [...Object.values(TYPE_LABEL), ...Object.values(ACTIVITY_STATUS).map(({ label }) => label)].map((label) => [label, `tr:${label}`]),
    );
    renderRemoteAt(remote, PATH, { i18n: { locale: 'tr', translations } });
    await screen.findByTestId('activity-entry-1');
    for (const [i, type] of types.entries()) {
      const row = screen.getByTestId(`activity-entry-${i + 1}`);
      expect(row).toHaveTextContent(`tr:${TYPE_LABEL[type]}`);
      expect(within(row).getByTestId('activity-status')).toHaveTextContent(`tr:${ACTIVITY_STATUS[statuses[i % statuses.length]].label}`);
      expect(row).not.toHaveTextContent('—');
    }
  });

  it('colours statuses: done green, waiting yellow, failed red, given back grey', async () => {
    expect([ACTIVITY_STATUS.confirmed, ACTIVITY_STATUS.completed].map(({ color }) => color)).toEqual(['green', 'green']);
    expect([ACTIVITY_STATUS.pending, ACTIVITY_STATUS.created].map(({ color }) => color)).toEqual(['yellow', 'yellow']);
    expect([ACTIVITY_STATUS.rejected, ACTIVITY_STATUS.cancelled].map(({ color }) => color)).toEqual(['red', 'red']);
    expect(ACTIVITY_STATUS.refunded.color).toBe('gray');
    api.financialActivities.mockResolvedValue({
      items: [
        activity(1, { id: 'request-7', type: 'deposit', amount: 10_000, status: 'cancelled', provider: null }),
        activity(2, { id: 'request-6', type: 'withdraw', amount: -5_000, status: 'rejected', provider: null }),
        activity(3, { id: 'request-5', type: 'deposit', amount: 10_000, status: 'created', provider: null }),
        activity(4, { status: 'refunded' }),
      ],
      total: 4,
    });
    renderRemoteAt(remote, PATH, EN);
    expect(within(await screen.findByTestId('activity-request-7')).getByTestId('activity-status')).toHaveTextContent('Cancelled');
    expect(within(screen.getByTestId('activity-request-6')).getByTestId('activity-status')).toHaveTextContent('Rejected');
    expect(within(screen.getByTestId('activity-request-5')).getByTestId('activity-status')).toHaveTextContent('Created');
    expect(within(screen.getByTestId('activity-entry-4')).getByTestId('activity-status')).toHaveTextContent('Refunded');
  });

  it('speaks the player’s language: Turkish labels, lira in tr-TR format, Turkish dates', async () => {
    renderRemoteAt(remote, PATH, {
      i18n: { locale: 'tr', translations: { Withdraw: 'Para Çek', Pending: 'Beklemede', Deposit: 'Para Yatır', Confirmed: 'Onaylandı' } },
    });
    const withdrawal = await screen.findByTestId('activity-request-2');
    expect(withdrawal).toHaveTextContent('Para Çek');
    expect(withdrawal).toHaveTextContent('Beklemede');
    expect(withdrawal).toHaveTextContent('-₺200,00');
    expect(withdrawal).toHaveTextContent('02.11.2026 13:00');
    expect(screen.getByTestId('activity-request-1')).toHaveTextContent('+₺500,00');
  });

  it('sends the chosen transaction type and date range, from the first page', async () => {
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('activity-request-1');
    fireEvent.change(screen.getByTestId('input-type'), { target: { value: String(TransactionType.Deposit) } });
    fireEvent.change(screen.getByTestId('input-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('input-to'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('activities-filter'));
    await waitFor(() => expect(lastRequest()).toEqual({ type: TransactionType.Deposit, from: '2026-11-01', to: '2026-11-30', skip: 0, take: 20 }));

    fireEvent.change(screen.getByTestId('input-type'), { target: { value: String(TransactionType.Withdraw) } });
    fireEvent.change(screen.getByTestId('input-from'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('activities-filter'));
    await waitFor(() => expect(lastRequest()).toEqual({ type: TransactionType.Withdraw, to: '2026-11-30', skip: 0, take: 20 }));
  });

  it('refuses a range that ends before it starts', async () => {
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('activity-request-1');
    const calls = api.financialActivities.mock.calls.length;
    fireEvent.change(screen.getByTestId('input-from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('input-to'), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByTestId('activities-filter'));
    expect(await screen.findByTestId('error-to')).toHaveTextContent('The end date must not be before the start date');
    expect(api.financialActivities).toHaveBeenCalledTimes(calls);
  });

  it('pages 20 at a time with previous / next and x–y of total', async () => {
    api.financialActivities.mockImplementation((request) =>
      Promise.resolve({ items: page(request.skip + 1, Math.min(request.take, 45 - request.skip)), total: 45 }),
    );
    renderRemoteAt(remote, PATH, EN);
    expect(await screen.findByTestId('activities-range')).toHaveTextContent('1–20 of 45');
    expect(screen.getByTestId('activities-previous')).toBeDisabled();

    fireEvent.click(screen.getByTestId('activities-next'));
    await waitFor(() => expect(screen.getByTestId('activities-range')).toHaveTextContent('21–40 of 45'));
    expect(lastRequest()).toEqual({ type: TransactionType.All, skip: 20, take: 20 });

    fireEvent.click(screen.getByTestId('activities-next'));
    await waitFor(() => expect(screen.getByTestId('activities-range')).toHaveTextContent('41–45 of 45'));
    expect(screen.getByTestId('activities-next')).toBeDisabled();
    expect(screen.getAllByTestId(/^activity-entry-/)).toHaveLength(5);

    fireEvent.click(screen.getByTestId('activities-previous'));
    await waitFor(() => expect(screen.getByTestId('activities-range')).toHaveTextContent('21–40 of 45'));
    expect(lastRequest()).toEqual({ type: TransactionType.All, skip: 20, take: 20 });
  });

  it('fetches the first page again when the balance on the bus changes (a credited deposit shows at once)', async () => {
    api.financialActivities.mockImplementation((request) => Promise.resolve({ items: page(request.skip + 1, 20), total: 60 }));
    const { bus } = renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('activities-range');
    fireEvent.click(screen.getByTestId('activities-next'));
    await waitFor(() => expect(screen.getByTestId('activities-range')).toHaveTextContent('21–40 of 60'));
    const calls = api.financialActivities.mock.calls.length;

    api.financialActivities.mockResolvedValue({
      items: [activity(99, { id: 'request-9', type: 'deposit', amount: 50_000, status: 'confirmed', provider: null })],
      total: 61,
    });
    act(() => bus.emit({ type: 'balance/changed', balance: 50_000 }));
    expect(await screen.findByTestId('activity-request-9')).toHaveTextContent('Confirmed');
    expect(api.financialActivities).toHaveBeenCalledTimes(calls + 1);
    expect(lastRequest()).toEqual({ type: TransactionType.All, skip: 0, take: 20 });
    expect(screen.getByTestId('activities-range')).toHaveTextContent('1–1 of 61');
  });

  it('fetches again on a new notification (an approved withdrawal moves no cash), not when one is read', async () => {
    const welcome = fixtureResult('notificationList')[0];
    const { bus } = renderRemoteAt(remote, PATH, { ...EN, notifications: [welcome] });
    await screen.findByTestId('activity-request-2');
    const calls = api.financialActivities.mock.calls.length;

    act(() => bus.emit({ type: 'notifications/changed', notifications: [{ ...welcome, isRead: true }] }));
    await act(() => settle());
    expect(api.financialActivities).toHaveBeenCalledTimes(calls);

    api.financialActivities.mockResolvedValue({
      items: [activity(1, { id: 'request-2', type: 'withdraw', amount: -20_000, status: 'confirmed', provider: null })],
      total: 1,
    });
    const paid = { ...welcome, id: 2, title: 'Withdrawal paid', isRead: false };
    act(() => bus.emit({ type: 'notifications/changed', notifications: [paid, { ...welcome, isRead: true }] }));
    await waitFor(() => expect(within(screen.getByTestId('activity-request-2')).getByTestId('activity-status')).toHaveTextContent('Confirmed'));
    expect(api.financialActivities).toHaveBeenCalledTimes(calls + 1);
  });

  it('fetches once for a balance and a notification that arrive together', async () => {
    const { bus } = renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('activity-request-2');
    const calls = api.financialActivities.mock.calls.length;
    act(() => {
      bus.emit({ type: 'balance/changed', balance: 50_000 });
      bus.emit({ type: 'notifications/changed', notifications: [{ ...fixtureResult('notificationList')[0], id: 7, title: 'Deposit credited' }] });
    });
    await waitFor(() => expect(api.financialActivities).toHaveBeenCalledTimes(calls + 1));
    await act(() => settle());
    expect(api.financialActivities).toHaveBeenCalledTimes(calls + 1);
  });

  it('says so when there is nothing to show', async () => {
    api.financialActivities.mockResolvedValue({ items: [], total: 0 });
    renderRemoteAt(remote, PATH, EN);
    expect(await screen.findByTestId('activities-empty')).toHaveTextContent('No transactions found');
    expect(screen.queryByTestId('activities-table')).toBeNull();
    expect(screen.queryByTestId('activities-range')).toBeNull();
  });

  it('shows a failed load with a retry that fetches again', async () => {
    api.financialActivities.mockRejectedValueOnce(new Error('Network Error'));
    renderRemoteAt(remote, PATH, EN);
    const error = await screen.findByTestId('activities-error');
    expect(error).toHaveTextContent('Transactions could not be loaded.');
    expect(screen.queryByTestId('activities-empty')).toBeNull();
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('activity-request-1')).toBeInTheDocument();
    expect(screen.queryByTestId('activities-error')).toBeNull();
  });

  it('shows cards instead of the table below 900 px', async () => {
    viewport(true);
    renderRemoteAt(remote, PATH, EN);
    const card = await screen.findByTestId('activity-request-2');
    expect(within(screen.getByTestId('activities-cards')).getByTestId('activity-request-2')).toBe(card);
    expect(screen.queryByTestId('activities-table')).toBeNull();
    expect(card).toHaveTextContent('Withdraw');
    expect(card).toHaveTextContent('-₺200.00');
    expect(within(card).getByTestId('activity-status')).toHaveTextContent('Pending');
  });
});
