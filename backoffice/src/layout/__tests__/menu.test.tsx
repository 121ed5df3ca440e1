import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OperatorRole } from '@arena/contracts';
import { api } from '../../api/calls';
import { paymentsApi } from '../../features/payments/api/calls';
import { EMPTY_DASHBOARD, renderBackoffice } from '../../__tests__/render';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../api/calls')>('../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);
jest.mock('../../features/payments/api/calls', () => ({ paymentsApi: { queue: jest.fn() } }));
const withdrawalsQueue = jest.mocked(paymentsApi.queue);
jest.mock('../../features/games/api/calls', () => ({
  gamesApi: { games: jest.fn(() => Promise.resolve({ games: [], total: 0, categories: [] })) },
}));

/** a tab that holds a live session of `role` */
const signedInAs = (role: OperatorRole) => {
  sessionStorage.setItem('arena-backoffice-token', 'operator-token');
  mocked.me.mockResolvedValue({ username: `the-${role}`, role });
};
const menuEntries = async () =>
  within(await screen.findByRole('navigation', { name: 'Menu' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('menu by role', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    mocked.dashboard.mockResolvedValue(EMPTY_DASHBOARD);
    withdrawalsQueue.mockResolvedValue([]);
    mocked.operators.mockResolvedValue([]);
    mocked.audit.mockResolvedValue([]);
  });

  it('shows an admin every screen', async () => {
    signedInAs('admin');
    renderBackoffice();
    expect(await menuEntries()).toEqual([
      'Dashboard',
      'Players',
      'Safer gambling',
      'Withdrawals',
      'Payments',
      'Verification',
      'Operators',
      'Audit log',
      'Integrity',
      'Licence',
      'Content',
      'Games',
      'Bonuses',
      'Sportsbook',
      'Reports',
    ]);
  });

  it('shows support the players only, and "Not allowed" on a payments screen', async () => {
    signedInAs('support');
    renderBackoffice('/withdrawals');
    expect(await menuEntries()).toEqual(['Players', 'Safer gambling']);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(withdrawalsQueue).not.toHaveBeenCalled();
  });

  it('shows payments the dashboard, players and withdrawals, not operators or the audit log', async () => {
    signedInAs('payments');
    renderBackoffice('/audit');
    expect(await menuEntries()).toEqual(['Dashboard', 'Players', 'Safer gambling', 'Withdrawals', 'Payments', 'Verification', 'Reports']);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(mocked.audit).not.toHaveBeenCalled();
  });

  it('shows the content role its Content and Games screens only, and "Not allowed" on a payments screen', async () => {
    signedInAs('content');
    renderBackoffice('/withdrawals');
    expect(await menuEntries()).toEqual(['Content', 'Games']);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(withdrawalsQueue).not.toHaveBeenCalled();
  });
});

describe('idle screen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    mocked.dashboard.mockResolvedValue(EMPTY_DASHBOARD);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('logs the tab out after 15 minutes without a key or a click, and not while the operator works', async () => {
    signedInAs('admin');
    renderBackoffice();
    await screen.findByRole('navigation', { name: 'Menu' });
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(14 * 60_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => jest.advanceTimersByTime(14 * 60_000));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'Back office login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('arena-backoffice-token')).toBeNull();
  });
});
