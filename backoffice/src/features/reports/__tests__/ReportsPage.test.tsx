import { fireEvent, screen } from '@testing-library/react';
import type { OperatorReport } from '@arena/contracts';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { renderBackoffice } from '../../../__tests__/render';
import { reportsApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { reportsApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { reportsApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(reportsApi);

const zero = { stakes: 0, wins: 0, ggr: 0, bonusCost: 0, ngr: 0 };
const REPORT: OperatorReport = {
  revenue: [
    { day: '2026-11-20', product: 'casino', stakes: 16_000, wins: 8_000, ggr: 8_000, bonusCost: 500, ngr: 7_500 },
    { day: '2026-11-20', product: 'studio', stakes: 2_000, wins: 0, ggr: 2_000, bonusCost: 0, ngr: 2_000 },
    { day: '2026-11-20', product: 'sports', ...zero },
    { day: '2026-11-21', product: 'casino', ...zero },
    { day: '2026-11-21', product: 'studio', ...zero },
    { day: '2026-11-21', product: 'sports', stakes: 1_000, wins: 2_500, ggr: -1_500, bonusCost: 0, ngr: -1_500 },
  ],
  payments: [
    { day: '2026-11-20', depositCount: 2, deposits: 15_000, withdrawalCount: 0, withdrawals: 0 },
    { day: '2026-11-21', depositCount: 0, deposits: 0, withdrawalCount: 1, withdrawals: 1_500 },
  ],
  protection: [
    { day: '2026-11-20', limits: 1, timeOuts: 0, selfExclusions: 0, closures: 0 },
    { day: '2026-11-21', limits: 0, timeOuts: 1, selfExclusions: 1, closures: 0 },
  ],
};

describe('reports', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'analyst', role: 'risk' });
  });

  it('shows the last seven days, then the range asked, with totals per table', async () => {
    mocked.report.mockResolvedValue(REPORT);
    renderBackoffice('/reports');
    await screen.findByRole('heading', { name: 'Revenue by product' });
    const [from, to] = mocked.report.mock.calls[0];
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);

    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-11-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('row', { name: '2026-11-21 Sports ₺10.00 ₺25.00 -₺15.00 ₺0.00 -₺15.00' })).toBeInTheDocument();
    expect(mocked.report).toHaveBeenLastCalledWith('2026-11-20', '2026-11-21');
    expect(screen.getByRole('row', { name: '2026-11-20 Casino ₺160.00 ₺80.00 ₺80.00 ₺5.00 ₺75.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total ₺190.00 ₺105.00 ₺85.00 ₺5.00 ₺80.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total 2 ₺150.00 1 ₺15.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '2026-11-21 0 1 1 0' })).toBeInTheDocument();
  });

  it('downloads a table as CSV from the server, and says so when it fails', async () => {
    mocked.report.mockResolvedValue(REPORT);
    mocked.downloadCsv.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError('Not allowed.', 403));
    renderBackoffice('/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Deposits and withdrawals as CSV' }));
    const [[table, from, to]] = mocked.downloadCsv.mock.calls;
    expect(table).toBe('payments');
    expect(mocked.report).toHaveBeenCalledWith(from, to);

    fireEvent.click(screen.getByRole('button', { name: 'Download Responsible gambling as CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed.');
    expect(mocked.downloadCsv).toHaveBeenLastCalledWith('protection', from, to);
  });

  it("shows the server's refusal of a range", async () => {
    mocked.report.mockRejectedValue(new ApiError('A report covers at most 366 days.', 400));
    renderBackoffice('/reports');
    expect(await screen.findByText('A report covers at most 366 days.')).toBeInTheDocument();
  });

  it('is not for a trading operator', async () => {
    jest.mocked(api).me.mockResolvedValue({ username: 'trader', role: 'trading' });
    renderBackoffice('/reports');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(mocked.report).not.toHaveBeenCalled();
  });
});
