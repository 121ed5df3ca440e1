import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorLedgerLine, OperatorPlayer, OperatorRole } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { parseLira } from '../../../money';
import { playersApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { playersApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { playersApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
// the profile's one line about safer gambling: no open review
jest.mock('../../safer-gambling/api/calls', () => ({ saferGamblingApi: { reviews: () => Promise.resolve([]) } }));
// the linked-accounts panel (its own feature and test) stays loading here
jest.mock('../../linked-accounts/api/calls', () => ({ linkedAccountsApi: { linked: () => new Promise(() => {}), restrict: () => new Promise(() => {}) } }));
const mocked = jest.mocked(api);
const tabs = jest.mocked(playersApi);

const LEDGER_LINE: OperatorLedgerLine = { id: 1, kind: 'deposit', amount: 150_000, description: 'Papara', createdAt: '2026-11-02T10:00:00.000Z' };

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
  balance: 150_000,
  bonusBalance: 2_500,
  notes: [{ id: 4, operator: 'the-support', text: 'called about a late payout', createdAt: '2026-11-20T10:00:00.000Z' }],
  sessions: [
    {
      id: 3,
      createdAt: '2026-11-24T08:00:00.000Z',
      lastSeenAt: '2026-11-24T08:10:00.000Z',
      ip: '10.0.0.7',
      userAgent: 'Firefox',
      fingerprint: 'fp-1',
      status: 1,
    },
  ],
};

const signedInAs = (role: OperatorRole) => {
  sessionStorage.setItem('arena-backoffice-token', 'operator-token');
  mocked.me.mockResolvedValue({ username: `the-${role}`, role });
};

describe('player profile', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    mocked.player.mockResolvedValue(PROFILE);
    tabs.ledger.mockResolvedValue({ items: [LEDGER_LINE], total: 1 });
  });

  it('shows balances, the ledger, devices and notes to support, without the lock or the adjustment', async () => {
    signedInAs('support');
    renderBackoffice('/players/12');
    expect(await screen.findByTestId('player-balance')).toHaveTextContent('₺1,500.00');
    expect(screen.getByTestId('player-bonus-balance')).toHaveTextContent('₺25.00');
    expect(mocked.player).toHaveBeenCalledWith(12);
    expect(await screen.findByText('Papara')).toBeInTheDocument();
    expect(tabs.ledger).toHaveBeenCalledWith(12, { skip: 0, take: 20 });
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions and devices' }));
    expect(await screen.findByText('fp-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('called about a late payout')).toBeInTheDocument();
  });

  it('pages through the ledger', async () => {
    signedInAs('support');
    const line = (id: number) => ({ ...LEDGER_LINE, id, description: `movement ${id}` });
    tabs.ledger
      .mockResolvedValueOnce({ items: Array.from({ length: 20 }, (_, i) => line(45 - i)), total: 45 })
      .mockResolvedValueOnce({ items: [line(25)], total: 45 });
    renderBackoffice('/players/12');
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(tabs.ledger).toHaveBeenLastCalledWith(12, { skip: 20, take: 20 });
  });

  it("records a self-excluded player's request to return once the period has ended, and shows when the account reopens", async () => {
    signedInAs('risk');
    const ended = { kind: 'self_exclusion' as const, startedAt: '2026-05-24T08:00:00.000Z', until: '2026-11-24T08:00:00.000Z' };
    const rules = { realityCheckIntervals: [30], realityCheckMandatory: false, coolingOffHours: 24, timeOutDays: [1], selfExclusionMonths: [6] };
    tabs.protection.mockResolvedValueOnce({ limits: [], realityCheckMinutes: null, exclusion: { ...ended, awaitingReturn: true }, rules });
    tabs.protection.mockResolvedValueOnce({
      limits: [],
      realityCheckMinutes: null,
      exclusion: { ...ended, awaitingReturn: false, reopensAt: '2026-11-26T09:00:00.000Z' },
      rules,
    });
    tabs.liftSelfExclusion.mockResolvedValue('The player asked to return: their account reopens on 26.11.2026 12:00.');
    renderBackoffice('/players/12');
    fireEvent.click(await screen.findByRole('tab', { name: 'Limits and exclusions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'The player asked to return' }));
    await waitFor(() => expect(tabs.liftSelfExclusion).toHaveBeenCalledWith(12));
    expect(await screen.findByText('The player asked to return: their account reopens on 26.11.2026 12:00.')).toBeInTheDocument();
    expect(await screen.findByText(/· reopens on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'The player asked to return' })).toBeNull();
  });

  it('shows the limits and exclusion the player set, and game rounds', async () => {
    signedInAs('risk');
    tabs.protection.mockResolvedValue({
      limits: [{ kind: 'deposit', period: 'day', amount: 50_000, used: 20_000, resetsAt: '2026-11-24T21:00:00.000Z', pending: null }],
      realityCheckMinutes: 30,
      exclusion: { kind: 'time_out', startedAt: '2026-11-24T08:00:00.000Z', until: '2026-11-25T08:00:00.000Z' },
      rules: { realityCheckIntervals: [30], realityCheckMandatory: false, coolingOffHours: 24, timeOutDays: [1], selfExclusionMonths: [6] },
    });
    tabs.rounds.mockResolvedValue({
      rounds: [
        {
          roundId: 'round-7',
          gameCode: 'dice',
          game: 'Dice',
          providerName: 'Arena Originals',
          status: 2,
          bet: 1_000,
          win: 1_980,
          date: '2026-11-24T09:00:00.000Z',
          transactions: [],
          proofUrl: null,
        },
      ],
      total: 1,
    });
    renderBackoffice('/players/12');
    fireEvent.click(await screen.findByRole('tab', { name: 'Limits and exclusions' }));
    expect(await screen.findByText('₺500.00')).toBeInTheDocument();
    expect(screen.getByText('₺200.00')).toBeInTheDocument();
    expect(screen.getByText(/every 30 minutes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Game rounds' }));
    expect(await screen.findByText('round-7')).toBeInTheDocument();
    expect(screen.getByText('₺19.80')).toBeInTheDocument();
  });

  it('lets support reset the phone verification and send a notification', async () => {
    signedInAs('support');
    tabs.resetPhone.mockResolvedValue("The player's phone verification has been reset.");
    tabs.notify.mockResolvedValue('The notification has been sent.');
    renderBackoffice('/players/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset phone verification' }));
    expect(await screen.findByText("The player's phone verification has been reset.")).toBeInTheDocument();
    expect(tabs.resetPhone).toHaveBeenCalledWith(12);
    await waitFor(() => expect(mocked.player).toHaveBeenCalledTimes(2));

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Documents ' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please upload your ID.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The notification has been sent.')).toBeInTheDocument();
    expect(tabs.notify).toHaveBeenCalledWith(12, 'Documents', 'Please upload your ID.');
  });

  it('lets support add a note, then shows the profile again', async () => {
    signedInAs('support');
    mocked.addNote.mockResolvedValue('The note has been added.');
    renderBackoffice('/players/12');
    fireEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    fireEvent.change(await screen.findByLabelText('New note'), { target: { value: 'asked for documents' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(mocked.player).toHaveBeenCalledTimes(2));
    expect(mocked.addNote).toHaveBeenCalledWith(12, 'asked for documents');
  });

  it('lets risk lock the player with a reason', async () => {
    signedInAs('risk');
    mocked.lockPlayer.mockResolvedValue('The player has been locked.');
    renderBackoffice('/players/12');
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'fraud check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lock player' }));
    expect(await screen.findByText('The player has been locked.')).toBeInTheDocument();
    expect(mocked.lockPlayer).toHaveBeenCalledWith(12, true, 'fraud check');
    expect(mocked.player).toHaveBeenCalledTimes(2);
  });

  it('lets an admin debit the balance under one idempotency key per adjustment', async () => {
    signedInAs('admin');
    mocked.adjust.mockResolvedValue({ success: true, message: 'The balance has been adjusted.', data: { balance: 137_450 } });
    mocked.adjustments.mockResolvedValue([]);
    renderBackoffice('/players/12');
    const form = within((await screen.findByRole('heading', { name: 'Manual adjustment' })).parentElement!);
    fireEvent.change(form.getByLabelText('Direction'), { target: { value: 'debit' } });
    fireEvent.change(form.getByLabelText('Amount (₺)'), { target: { value: '125,50' } });
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'duplicate deposit' } });
    fireEvent.click(form.getByRole('button', { name: 'Adjust balance' }));
    expect(await form.findByRole('status')).toHaveTextContent('Adjusted by -₺125.50. New balance: ₺1,374.50');
    expect(mocked.adjust).toHaveBeenCalledWith(12, -12_550, 'duplicate deposit', expect.stringMatching(/^backoffice-adjust-/));
  });
});

describe('four-eyes adjustments on the profile', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    mocked.player.mockResolvedValue(PROFILE);
    tabs.ledger.mockResolvedValue({ items: [], total: 0 });
    signedInAs('admin');
  });

  it("shows the server's answer when the adjustment waits for a second admin", async () => {
    mocked.adjustments.mockResolvedValue([]);
    mocked.adjust.mockResolvedValue({
      success: true,
      message: 'The adjustment waits for a second admin to approve it.',
      data: { balance: 150_000, pendingId: 5 },
    });
    renderBackoffice('/players/12');
    const form = within((await screen.findByRole('heading', { name: 'Manual adjustment' })).parentElement!);
    fireEvent.change(form.getByLabelText('Amount (₺)'), { target: { value: '20000' } });
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'tournament prize' } });
    fireEvent.click(form.getByRole('button', { name: 'Adjust balance' }));
    expect(await form.findByRole('status')).toHaveTextContent('The adjustment waits for a second admin to approve it.');
    await waitFor(() => expect(mocked.adjustments).toHaveBeenCalledTimes(2));
  });

  it("lets another admin approve a waiting adjustment, and shows one's own as waiting", async () => {
    mocked.adjustments.mockResolvedValue([
      { id: 5, userId: 12, username: 'ayse', amount: 2_000_000, reason: 'tournament prize', requestedBy: 'other-admin', createdAt: '2026-11-24T09:00:00.000Z' },
      { id: 6, userId: 12, username: 'ayse', amount: -1_500_000, reason: 'duplicate', requestedBy: 'the-admin', createdAt: '2026-11-24T09:05:00.000Z' },
      { id: 7, userId: 99, username: 'other', amount: 5_000_000, reason: 'not this player', requestedBy: 'other-admin', createdAt: '2026-11-24T09:06:00.000Z' },
    ]);
    mocked.decideAdjustment.mockResolvedValue('The balance has been adjusted.');
    renderBackoffice('/players/12');
    expect(await screen.findByRole('heading', { name: 'Waiting for a second admin' })).toBeInTheDocument();
    expect(screen.getByText('Another admin must approve it.')).toBeInTheDocument();
    expect(screen.queryByText(/not this player/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve adjustment' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Approve adjustment' }));
    await waitFor(() => expect(mocked.decideAdjustment).toHaveBeenCalledWith(5, true));
  });
});

describe('parseLira', () => {
  it('reads lira with an optional decimal point or comma, and nothing ambiguous', () => {
    expect(parseLira('150')).toBe(15_000);
    expect(parseLira('150.5')).toBe(15_050);
    expect(parseLira(' 150,05 ')).toBe(15_005);
    for (const text of ['1.500,00', '1,500.00', '-5', '', '1.234', 'abc']) expect({ text, minor: parseLira(text) }).toEqual({ text, minor: undefined });
  });
});
