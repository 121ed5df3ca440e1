import { useCallback } from 'react';
import type { Game, TopWinner } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useApi } from '@arena/remote-kit';

/** A game card asks the shell to open its game: the shell decides between login, the phone's dialog and the play page. */
export function useOpenGame(): (game: Game) => void {
  const bus = useBus();
  return useCallback((game: Game) => bus.emit({ type: 'game/open', game }), [bus]);
}

/** A top winner names its game by code and name only: the game is found by its name (and its few namesakes) first. */
export function useOpenWinnerGame(): (winner: TopWinner) => void {
  const api = useApi();
  const openGame = useOpenGame();
  return useCallback(
    (winner: TopWinner) => {
      api
        .casinoGames({ search: winner.game, skip: 0, take: 5 })
        .then(({ games }) => {
          const game = games.find((g) => g.gameCode === winner.gameCode);
          if (game) openGame(game);
        })
        // the api client has shown the failure
        .catch(() => undefined);
    },
    [api, openGame],
  );
}
