import { screen } from '@testing-library/react';
import { api } from '../../../api/calls';
import { EMPTY_DASHBOARD, renderBackoffice } from '../../../__tests__/render';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);

const days = [100_000, 0, 250_000, -40_000, 80_000, 10_000, 60_000].map((ggr, i) => ({
  day: `2026-11-${String(18 + i).padStart(2, '0')}`,
  deposits: 500_000 + i,
  withdrawals: 200_000,
  ggr,
}));

describe('dashboard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    mocked.me.mockResolvedValue({ username: 'boss', role: 'admin' });
  });

  it('shows the players online and the last 7 days as SVG bars, a losing day in red below the line', async () => {
    mocked.dashboard.mockResolvedValue({ ...EMPTY_DASHBOARD, playersOnline: 37, days });
    renderBackoffice();
    expect(await screen.findByText('37')).toBeInTheDocument();
    expect(screen.getByText('Players online')).toBeInTheDocument();
    const ggr = screen.getByRole('img', { name: /^GGR, last 7 days: / });
    expect(ggr.getAttribute('aria-label')).toContain('2026-11-21 -₺400.00');
    const bars = [...ggr.querySelectorAll('rect')];
    expect(bars).toHaveLength(7);
    expect(bars[3].getAttribute('fill')).toContain('red');
    // the losing day hangs from the zero line, the best day reaches the top
    expect(Number(bars[3].getAttribute('y'))).toBeCloseTo(Number(ggr.querySelector('line')!.getAttribute('y1')));
    expect(Number(bars[2].getAttribute('y'))).toBe(0);
  });

  it('shows a failure', async () => {
    mocked.dashboard.mockRejectedValue(new Error('The server is unavailable.'));
    renderBackoffice();
    expect(await screen.findByText('The server is unavailable.')).toBeInTheDocument();
  });
});
