import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementRow } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/statement';
const EN = { i18n: { locale: 'en', translations: {} } };
const statement = fixtureResult('activityStatement');
const november: StatementRow = {
  from: '2026-10-31T21:00:00.000Z',
  to: '2026-11-30T21:00:00.000Z',
  deposits: 150_000,
  withdrawals: 20_000,
  staked: 80_000,
  won: 91_000,
  net: 11_000,
};

function viewport(mobile: boolean) {
  window.matchMedia = (query: string) => ({ matches: mobile, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}

beforeEach(() => {
  viewport(false);
  api.activityStatement.mockReset();
  api.activityStatement.mockImplementation(({ period }) => Promise.resolve(period === 'month' ? { ...statement, rows: [november] } : statement));
});

describe('/dashboard/statement', () => {
  it('opens on months: a row per month with deposits, withdrawals, staked, won and a coloured net, and lifetime totals', async () => {
    renderRemoteAt(remote, PATH, EN);
    const row = await screen.findByTestId(`statement-${november.from}`);
    expect(api.activityStatement).toHaveBeenCalledWith({ period: 'month', count: 12 });
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['November 2026', '₺1,500.00', '₺200.00', '₺800.00', '₺910.00', '+₺110.00']);
    expect(row.querySelector('[data-net="1"]')).toHaveTextContent('+₺110.00');
    const lifetime = screen.getByTestId('statement-lifetime');
    expect(lifetime).toHaveTextContent('Since you joined');
    expect(lifetime.querySelector('[data-net="-1"]')).toHaveTextContent('-₺190.00');
  });

  it('switches to days and weeks', async () => {
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId(`statement-${november.from}`);
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    const day = await screen.findByTestId(`statement-${statement.rows[0].from}`);
    expect(api.activityStatement).toHaveBeenLastCalledWith({ period: 'day', count: 14 });
    expect(within(day).getAllByRole('cell')[0]).toHaveTextContent('24/11/2026');
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');

    api.activityStatement.mockResolvedValueOnce({
      ...statement,
      rows: [{ ...statement.rows[0], from: '2026-11-22T21:00:00.000Z', to: '2026-11-29T21:00:00.000Z' }],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    const week = await screen.findByTestId('statement-2026-11-22T21:00:00.000Z');
    expect(api.activityStatement).toHaveBeenLastCalledWith({ period: 'week', count: 12 });
    expect(within(week).getAllByRole('cell')[0]).toHaveTextContent('23/11/2026 – 29/11/2026');
  });

  it('shows cards on a phone, in Turkish', async () => {
    viewport(true);
    renderRemoteAt(remote, PATH, { i18n: { locale: 'tr', translations: { Monthly: 'Aylık', Deposits: 'Yatırımlar' } } });
    const card = await screen.findByTestId(`statement-${november.from}`);
    expect(within(screen.getByTestId('statement-cards')).getByTestId(`statement-${november.from}`)).toBe(card);
    expect(screen.queryByTestId('statement-table')).toBeNull();
    expect(card).toHaveTextContent('Kasım 2026');
    expect(card).toHaveTextContent('Yatırımlar');
    expect(card).toHaveTextContent('₺1.500,00');
    expect(screen.getByRole('tab', { name: 'Aylık' })).toBeInTheDocument();
  });

  it('says when a period has no activity, and offers Retry after a failed load', async () => {
    api.activityStatement.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce({ ...statement, rows: [] });
    renderRemoteAt(remote, PATH, EN);
    fireEvent.click(within(await screen.findByTestId('statement-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('statement-empty')).toHaveTextContent('No activity in this period.');
    await waitFor(() => expect(api.activityStatement).toHaveBeenCalledTimes(2));
  });
});
