import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LinkedAccounts, OperatorPlayer, OperatorRole } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { linkedAccountsApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
// the player page around the panel: an empty ledger on its first tab
jest.mock('../../players/api/calls', () => ({ playersApi: { ledger: () => Promise.resolve({ items: [], total: 0 }) } }));
jest.mock('../api/calls', () => {
  const { linkedAccountsApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { linkedAccountsApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(linkedAccountsApi);

const PROFILE: OperatorPlayer = {
  player: {
    id: 12,
    usercode: 'A0000012',
    username: 'ayse',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '905321234567',
    personalNo: '10000000146',
    locked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  birthDate: '1990-05-17',
  smsVerified: true,
  lock: null,
  balance: 0,
  bonusBalance: 0,
  notes: [],
  sessions: [],
};

const account = (id: number, username: string, links: LinkedAccounts['accounts'][number]['links']) => ({
  id,
  username,
  usercode: `A${String(id).padStart(7, '0')}`,
  registeredAt: '2026-11-01T10:00:00.000Z',
  links,
});
const CLUSTER: LinkedAccounts = {
  accounts: [
    account(12, 'ayse', [{ kind: 'device', with: 13, since: '2026-11-02T10:00:00.000Z' }]),
    account(13, 'ayse2', [
      { kind: 'device', with: 12, since: '2026-11-02T10:00:00.000Z' },
      { kind: 'instrument', with: 14, since: '2026-11-03T10:00:00.000Z' },
    ]),
    account(14, 'mehmet', [{ kind: 'instrument', with: 13, since: '2026-11-03T10:00:00.000Z' }]),
  ],
  hints: [{ id: 20, username: 'stranger', usercode: 'A0000020' }],
  restriction: null,
  truncated: false,
};

const signedInAs = (role: OperatorRole) => {
  sessionStorage.setItem('arena-backoffice-token', 'operator-token');
  jest.mocked(api).me.mockResolvedValue({ username: `the-${role}`, role });
};

describe('linked accounts on the player page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    jest.mocked(api).player.mockResolvedValue(PROFILE);
  });

  it('shows risk the cluster with what links each account and since when, and the fingerprint only as a hint', async () => {
    signedInAs('risk');
    mocked.linked.mockResolvedValue(CLUSTER);
    renderBackoffice('/players/12');
    const panel = await screen.findByTestId('linked-accounts');
    expect(await within(panel).findByText('2 linked')).toBeInTheDocument();
    expect(mocked.linked).toHaveBeenCalledWith(12);
    const table = within(panel).getByRole('table', { name: 'Linked accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['ayse2 · A0000013', 'mehmet · A0000014']);
    expect(within(rows[0]).getByText(/^Device with ayse since/)).toBeInTheDocument();
    expect(within(rows[0]).getByText(/^Payment instrument with mehmet since/)).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'mehmet · A0000014' })).toHaveAttribute('href', '/players/14');
    expect(within(panel).getByText('Same browser fingerprint, not linked (the browser can send any): stranger')).toBeInTheDocument();
  });

  it('restricts bonuses for the cluster with a reason, then shows who did', async () => {
    signedInAs('admin');
    mocked.linked
      .mockResolvedValueOnce(CLUSTER)
      .mockResolvedValue({ ...CLUSTER, restriction: { reason: 'bonus abuse ring', by: 'the-admin', at: '2026-11-04T10:00:00.000Z' } });
    mocked.restrict.mockResolvedValue('The linked accounts are now bonus restricted.');
    renderBackoffice('/players/12');
    const panel = await screen.findByTestId('linked-accounts');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restrict bonuses' }));
    const confirm = within(panel).getByRole('button', { name: 'Restrict bonuses' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Reason for Linked accounts' }), { target: { value: 'bonus abuse ring' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(mocked.restrict).toHaveBeenCalledWith(12, true, 'bonus abuse ring'));
    expect(await within(panel).findByText('The linked accounts are now bonus restricted.')).toBeInTheDocument();
    expect(await within(panel).findByText(/^Bonus restricted by the-admin on .*: bonus abuse ring$/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Lift the bonus restriction' })).toBeInTheDocument();
  });

  it('says when nothing links the player', async () => {
    signedInAs('risk');
    mocked.linked.mockResolvedValue({ accounts: [CLUSTER.accounts[0]], hints: [], restriction: null, truncated: false });
    renderBackoffice('/players/12');
    expect(
      await screen.findByText('No other account shares a device, address, payment instrument, national ID or postal address with this player.'),
    ).toBeInTheDocument();
  });

  it('is not shown to support, nor asked for', async () => {
    signedInAs('support');
    renderBackoffice('/players/12');
    expect(await screen.findByTestId('player-balance')).toBeInTheDocument();
    expect(screen.queryByTestId('linked-accounts')).not.toBeInTheDocument();
    expect(mocked.linked).not.toHaveBeenCalled();
  });
});
