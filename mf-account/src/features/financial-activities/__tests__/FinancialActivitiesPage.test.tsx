import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RequestStatus, TransactionType, type FinancialActivity } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';
import { REQUEST_STATUS } from '../components/ActivityParts';
import { NEWS_SETTLE_MS } from '../hooks/use-financial-activities';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/financial-activities';
const EN = { i18n: { locale: 'en', translations: {} } };

const activity = (n: number, over: Partial<FinancialActivity> = {}): FinancialActivity => ({
  id: `entry-${n}`,
  kind: 'bet',
  amount: -1_000,
  status: null,
  description: 'Aviator',
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
  it('asks for the first page of all types and lists kind, description, signed amount, date and status', async () => {
    api.financialActivities.mockResolvedValue({
      items: [
        activity(9, { kind: 'win', amount: 12_345, description: 'Aviator', createdAt: '2026-11-02T11:30:00.000Z' }),
        ...fixtureResult('financialActivities').items,
        activity(3, { kind: 'rollback', amount: 500 }),
        activity(2, { kind: 'adjust', amount: -250, description: 'Goodwill' }),
      ],
      total: 5,
    });
    renderRemoteAt(remote, PATH, EN);
    expect(screen.getByTestId('activities-loading')).toBeInTheDocument();
    const win = await screen.findByTestId('activity-entry-9');
    expect(lastRequest()).toEqual({ type: TransactionType.All, skip: 0, take: 20 });
    expect(win).toHaveTextContent('Win');
    expect(win).toHaveTextContent('+₺123.45');
    // Istanbul time (UTC+3), English short date
    expect(win).toHaveTextContent('02/11/2026, 14:30');
    expect(within(win).queryByTestId('activity-status')).toBeNull();

    const withdrawal = screen.getByTestId('activity-request-2');
    expect(withdrawal).toHaveTextContent('Withdraw');
    expect(withdrawal).toHaveTextContent('Papara');
    expect(within(withdrawal).getByTestId('activity-amount')).toHaveTextContent(/^-₺200\.00$/);
    expect(within(withdrawal).getByTestId('activity-status')).toHaveTextContent('Pending');
    expect(within(screen.getByTestId('activity-request-1')).getByTestId('activity-status')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('activity-entry-3')).toHaveTextContent('Rollback');
    expect(screen.getByTestId('activity-entry-2')).toHaveTextContent('Adjustment');
    expect(screen.getByTestId('activity-entry-2')).toHaveTextContent('-₺2.50');
    // the server's order is kept: newest first
    const rows = within(screen.getByTestId('activities-table')).getAllByTestId(/^activity-(entry|request)-/);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['activity-entry-9', 'activity-request-2', 'activity-request-1', 'activity-entry-3', 'activity-entry-2']);
    expect(screen.queryByTestId('activities-loading')).toBeNull();
  });

  it('colours request statuses: confirmed green, waiting yellow, failed red', async () => {
    expect(REQUEST_STATUS[RequestStatus.Confirmed].color).toBe('green');
    expect([RequestStatus.Pending, RequestStatus.Created].map((s) => REQUEST_STATUS[s].color)).toEqual(['yellow', 'yellow']);
    expect([RequestStatus.Rejected, RequestStatus.Cancelled].map((s) => REQUEST_STATUS[s].color)).toEqual(['red', 'red']);
    api.financialActivities.mockResolvedValue({
      items: [
        activity(1, { id: 'request-7', kind: 'deposit', amount: 10_000, status: RequestStatus.Cancelled }),
        activity(2, { id: 'request-6', kind: 'withdraw', amount: -5_000, status: RequestStatus.Rejected }),
        activity(3, { id: 'request-5', kind: 'deposit', amount: 10_000, status: RequestStatus.Created }),
      ],
      total: 3,
    });
    renderRemoteAt(remote, PATH, EN);
    expect(within(await screen.findByTestId('activity-request-7')).getByTestId('activity-status')).toHaveTextContent('Cancelled');
    expect(within(screen.getByTestId('activity-request-6')).getByTestId('activity-status')).toHaveTextContent('Rejected');
    expect(within(screen.getByTestId('activity-request-5')).getByTestId('activity-status')).toHaveTextContent('Created');
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
      items: [activity(99, { id: 'request-9', kind: 'deposit', amount: 50_000, status: RequestStatus.Confirmed })],
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
      items: [activity(1, { id: 'request-2', kind: 'withdraw', amount: -20_000, status: RequestStatus.Confirmed })],
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
