import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionStatus, type GameRound } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';
import { ROUND_STATUS } from '../components/RoundList';
import { PAGE_SIZE } from '../../../hooks/use-paged-listing';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/game-history';
const EN = { i18n: { locale: 'en', translations: {} } };

const round = (n: number, over: Partial<GameRound> = {}): GameRound => ({
  roundId: `r-${n}`,
  gameCode: 'hub88_spribe_aviator',
  game: 'Aviator',
  providerName: 'Spribe',
  status: SessionStatus.Completed,
  bet: 1_000,
  win: 2_500,
  date: '2026-11-02T08:15:00.000Z',
  transactions: [
    { type: 2, amount: 1_000, date: '2026-11-02T08:15:00.000Z' },
    { type: 1, amount: 2_500, date: '2026-11-02T08:15:04.000Z' },
  ],
  proofUrl: null,
  ...over,
});
const rounds = (from: number, count: number) => Array.from({ length: count }, (_, i) => round(from + i));
const lastRequest = () => api.gameHistory.mock.calls.at(-1)?.[0];

beforeEach(() => {
  api.gameHistory.mockReset();
  api.gameHistory.mockResolvedValue(fixtureResult('gameHistory'));
});

describe('the game history page', () => {
  it('asks for the first page without dates and lists the rounds with game, bet, win and status', async () => {
    renderRemoteAt(remote, PATH, EN);
    expect(screen.getByTestId('game-history-loading')).toBeInTheDocument();
    const item = await screen.findByTestId('round-r-1');
    expect(lastRequest()).toEqual({ skip: 0, take: PAGE_SIZE });
    expect(item).toHaveTextContent('Aviator');
    expect(within(item).getByTestId('round-bet')).toHaveTextContent('₺10');
    expect(within(item).getByTestId('round-win')).toHaveTextContent('₺25');
    expect(within(item).getByTestId('round-status')).toHaveTextContent('Completed');
  });

  it('names the game and its studio as the server sends them, never the game’s code', async () => {
    const code = 'softgamings_pragmaticplay_sweet_bonanza';
    api.gameHistory.mockResolvedValue({
      rounds: [
        round(1, { gameCode: code, game: 'Sweet Bonanza', providerName: 'Pragmatic Play' }),
        round(2, { gameCode: 'acme_gone', game: 'Casino game', providerName: null }),
      ],
      total: 2,
    });
    renderRemoteAt(remote, PATH, EN);
    const named = await screen.findByTestId('round-r-1');
    expect(within(named).getByTestId('round-game')).toHaveTextContent('Sweet Bonanza');
    expect(within(named).getByTestId('round-provider')).toHaveTextContent('Pragmatic Play');
    expect(named).not.toHaveTextContent(code);
    const unknown = screen.getByTestId('round-r-2');
    expect(within(unknown).getByTestId('round-game')).toHaveTextContent('Casino game');
    expect(within(unknown).queryByTestId('round-provider')).toBeNull();
    expect(unknown).not.toHaveTextContent('acme_gone');
  });

  it.each(Object.entries(ROUND_STATUS).map(([status, { label }]) => [status, label]))('status %s reads %s, translated', async (status, label) => {
    api.gameHistory.mockResolvedValue({ rounds: [round(1, { status: Number(status) as SessionStatus })], total: 1 });
    renderRemoteAt(remote, PATH, { i18n: { locale: 'tr', translations: { [label]: `tr:${label}` } } });
    expect(await screen.findByTestId('round-status')).toHaveTextContent(`tr:${label}`);
  });

  it('opens a round to its bets and wins', async () => {
    renderRemoteAt(remote, PATH, EN);
    const toggle = await screen.findByTestId('round-toggle');
    expect(screen.queryByTestId('round-transactions')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByTestId('round-transactions')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Bet.*₺10/), expect.stringMatching(/^Win.*₺25/)]);
  });

  it("links our own game's round to its proof, and no other", async () => {
    api.gameHistory.mockResolvedValue({ rounds: [round(1, { proofUrl: '/originals/verify?round=1' }), round(2)], total: 2 });
    renderRemoteAt(remote, PATH, EN);
    const proof = within(await screen.findByTestId('round-r-1')).getByTestId('round-proof');
    expect(proof).toHaveAttribute('href', '/originals/verify?round=1');
    expect(proof).toHaveTextContent('View proof');
    expect(within(screen.getByTestId('round-r-2')).queryByTestId('round-proof')).toBeNull();
  });

  it('filters by the date range from page one, and refuses an end before the start', async () => {
    api.gameHistory.mockResolvedValue({ rounds: rounds(1, PAGE_SIZE), total: PAGE_SIZE + 5 });
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('round-r-1');
    fireEvent.click(screen.getByTestId('activities-next'));
    await waitFor(() => expect(lastRequest()).toEqual({ skip: PAGE_SIZE, take: PAGE_SIZE }));
    fireEvent.change(screen.getByTestId('input-startDate'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByTestId('input-endDate'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('game-history-filter'));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(api.gameHistory).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByTestId('input-startDate'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByTestId('game-history-filter'));
    await waitFor(() => expect(lastRequest()).toEqual({ startDate: '2026-10-01', endDate: '2026-11-01', skip: 0, take: PAGE_SIZE }));
  });

  it('pages forward and back with the range shown', async () => {
    api.gameHistory.mockResolvedValueOnce({ rounds: rounds(1, PAGE_SIZE), total: PAGE_SIZE + 3 });
    api.gameHistory.mockResolvedValueOnce({ rounds: rounds(PAGE_SIZE + 1, 3), total: PAGE_SIZE + 3 });
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('round-r-1');
    expect(screen.getByTestId('activities-previous')).toBeDisabled();
    fireEvent.click(screen.getByTestId('activities-next'));
    expect(await screen.findByTestId(`round-r-${PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(screen.getByTestId('activities-range')).toHaveTextContent(`21–23 of ${PAGE_SIZE + 3}`);
    expect(screen.getByTestId('activities-next')).toBeDisabled();
    fireEvent.click(screen.getByTestId('activities-previous'));
    await waitFor(() => expect(lastRequest()).toEqual({ skip: 0, take: PAGE_SIZE }));
  });

  it('says so when there are no rounds', async () => {
    api.gameHistory.mockResolvedValue({ rounds: [], total: 0 });
    renderRemoteAt(remote, PATH, EN);
    expect(await screen.findByTestId('game-history-empty')).toHaveTextContent('No game rounds found');
  });

  it('shows an error with Retry when the call fails', async () => {
    api.gameHistory.mockRejectedValueOnce(new Error('boom'));
    renderRemoteAt(remote, PATH, EN);
    expect(await screen.findByTestId('game-history-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('round-r-1')).toBeInTheDocument();
  });
});
