import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionStatus, type GameRecall } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/game-history';
const EN = { i18n: { locale: 'en', translations: {} } };

const diceRecall: GameRecall = {
  games: fixtureResult('gameRecall').games,
  gameCode: 'dice',
  rounds: [
    {
      roundId: 'round-7',
      gameCode: 'dice',
      startedAt: '2026-11-02T08:09:00.000Z',
      settledAt: '2026-11-02T08:09:00.000Z',
      stake: 500,
      payout: 0,
      outcome: 'loss',
      screen: { kind: 'roll', roll: 2_345, target: 5_000, over: true },
      balanceBefore: 10_500,
      balanceAfter: 10_000,
      status: SessionStatus.Completed,
      freeSpin: false,
    },
  ],
};

beforeEach(() => {
  api.gameRecall.mockReset();
  api.gameRecall.mockResolvedValue(fixtureResult('gameRecall'));
});

describe('game recall in the game history', () => {
  it('shows the game last played with each round’s stake, payout, balances and the cards as they were dealt', async () => {
    renderRemoteAt(remote, PATH, EN);
    expect(screen.getByTestId('game-recall-loading')).toBeInTheDocument();
    const round = await screen.findByTestId('recall-round-2');
    expect(api.gameRecall).toHaveBeenCalledWith({});
    expect(within(round).getByTestId('recall-stake')).toHaveTextContent('₺10');
    expect(within(round).getByTestId('recall-payout')).toHaveTextContent('₺20');
    expect(within(round).getByTestId('recall-before')).toHaveTextContent('₺100');
    expect(within(round).getByTestId('recall-after')).toHaveTextContent('₺110');
    expect(within(round).getByTestId('recall-outcome')).toHaveTextContent('Won');
    expect(
      within(round)
        .getAllByTestId('recall-card')
        .map((card) => card.textContent),
    ).toEqual(['10♠', '7♥', 'K♦', '9♣']);
    expect(screen.getByTestId('recall-game')).toHaveValue('blackjack');
  });

  it('asks for the game picked and draws its screen', async () => {
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('recall-round-2');
    api.gameRecall.mockResolvedValue(diceRecall);
    fireEvent.change(screen.getByTestId('recall-game'), { target: { value: 'dice' } });
    const round = await screen.findByTestId('recall-round-7');
    expect(api.gameRecall).toHaveBeenLastCalledWith({ gameCode: 'dice' });
    expect(within(round).getByTestId('recall-screen')).toHaveTextContent('23.45');
    expect(within(round).getByTestId('recall-screen')).toHaveTextContent('over 50.00');
    expect(within(round).getByTestId('recall-outcome')).toHaveTextContent('Lost');
  });

  it('says when a supplier tells only the money, and offers Retry when the recall fails', async () => {
    api.gameRecall.mockRejectedValueOnce(new Error('down'));
    renderRemoteAt(remote, PATH, EN);
    const failure = await screen.findByTestId('game-recall-error');
    api.gameRecall.mockResolvedValue({ ...diceRecall, gameCode: 'book', rounds: [{ ...diceRecall.rounds[0], roundId: 'sr-1', screen: null }] });
    fireEvent.click(within(failure).getByRole('button'));
    const round = await screen.findByTestId('recall-sr-1');
    expect(within(round).getByTestId('recall-screen')).toHaveAttribute('data-kind', 'none');
    await waitFor(() => expect(screen.queryByTestId('game-recall-error')).not.toBeInTheDocument());
  });

  it('says so when the player has played nothing yet', async () => {
    api.gameRecall.mockResolvedValue({ games: [], gameCode: null, rounds: [] });
    renderRemoteAt(remote, PATH, EN);
    expect(await screen.findByTestId('game-recall-empty')).toBeInTheDocument();
  });
});
