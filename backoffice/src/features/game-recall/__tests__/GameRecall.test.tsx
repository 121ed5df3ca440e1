import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionStatus, type GameRecall, type OperatorPlayer, type UnfinishedRounds } from '@arena/contracts';
import { api } from '../../../api/calls';
import { EMPTY_DASHBOARD, renderBackoffice } from '../../../__tests__/render';
import { gameRecallApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { gameRecallApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { gameRecallApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);
const recall = jest.mocked(gameRecallApi);

const PROFILE = {
  player: {
    id: 12,
    usercode: 'A0000012',
    username: 'ayse',
    name: 'Ayşe Yılmaz',
    email: 'a@example.com',
    phone: '905321234567',
    personalNo: '1',
    locked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  birthDate: '1990-05-17',
  smsVerified: true,
  lock: null,
  balance: 150_000,
  bonusBalance: 0,
  notes: [],
  sessions: [],
} satisfies OperatorPlayer;

const round = (roundId: string, over: Partial<GameRecall['rounds'][number]> = {}): GameRecall['rounds'][number] => ({
  roundId,
  gameCode: 'blackjack',
  startedAt: '2026-11-02T08:19:00.000Z',
  settledAt: '2026-11-02T08:20:00.000Z',
  stake: 1_000,
  payout: 2_000,
  outcome: 'win',
  screen: { kind: 'cards', dealer: ['10♠', '7♥'], hands: [{ cards: ['K♦', '9♣'], doubled: false }], insurance: null, actions: ['stand'] },
  balanceBefore: 10_000,
  balanceAfter: 11_000,
  status: SessionStatus.Completed,
  freeSpin: false,
  ...over,
});
const GAMES = [
  { gameCode: 'blackjack', game: 'Blackjack', lastPlayedAt: '2026-11-02T08:20:00.000Z' },
  { gameCode: 'book', game: 'Book of Ra', lastPlayedAt: '2026-11-01T08:20:00.000Z' },
];

describe('game recall in the back office', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
  });

  it("opens on the player page only when asked (the server audits the look), then shows another game's rounds", async () => {
    mocked.me.mockResolvedValue({ username: 'the-support', role: 'support' });
    mocked.player.mockResolvedValue(PROFILE);
    recall.recall.mockResolvedValueOnce({ games: GAMES, gameCode: 'blackjack', rounds: [round('round-2')] });
    recall.recall.mockResolvedValueOnce({
      games: GAMES,
      gameCode: 'book',
      rounds: [round('sr-9', { gameCode: 'book', screen: null, outcome: 'void', payout: 1_000 })],
    });
    renderBackoffice('/players/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the last 10 rounds' }));
    const row = await screen.findByTestId('recall-round-2');
    expect(recall.recall).toHaveBeenCalledWith(12, undefined);
    expect(row).toHaveTextContent('Dealer: 10♠ 7♥ · Hand 1: K♦ 9♣');
    expect(row).toHaveTextContent('Won');
    expect(row).toHaveTextContent('₺100.00');
    expect(row).toHaveTextContent('₺110.00');

    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'book' } });
    const theirs = await screen.findByTestId('recall-sr-9');
    expect(recall.recall).toHaveBeenLastCalledWith(12, 'book');
    expect(theirs).toHaveTextContent('Not reported by the supplier');
    expect(theirs).toHaveTextContent('Void');
  });

  it('shows the money held in unfinished rounds on the dashboard, per game and round, with when each ends', async () => {
    mocked.me.mockResolvedValue({ username: 'boss', role: 'admin' });
    mocked.dashboard.mockResolvedValue(EMPTY_DASHBOARD);
    const unfinished: UnfinishedRounds = {
      held: 6_000,
      games: [
        { gameCode: 'book', game: 'Book of Ra', rounds: 1, held: 4_000 },
        { gameCode: 'blackjack', game: 'Blackjack', rounds: 1, held: 2_000 },
      ],
      rounds: [
        {
          roundId: 'round-5',
          gameCode: 'blackjack',
          game: 'Blackjack',
          userId: 12,
          usercode: 'A0000012',
          held: 2_000,
          startedAt: '2026-12-01T10:00:00.000Z',
          resolvesAt: '2026-12-02T10:00:00.000Z',
          resolution: 'stand',
        },
      ],
    };
    recall.unfinished.mockResolvedValue(unfinished);
    renderBackoffice('/');
    expect(await screen.findByTestId('unfinished-held')).toHaveTextContent('₺60.00');
    expect(screen.getByTestId('unfinished-game-book')).toHaveTextContent('₺40.00');
    const row = screen.getByTestId('unfinished-round-5');
    expect(row).toHaveTextContent('Stood');
    expect(within(row).getByRole('link', { name: 'A0000012' })).toHaveAttribute('href', '/players/12');
    await waitFor(() => expect(recall.unfinished).toHaveBeenCalledTimes(1));
  });
});
