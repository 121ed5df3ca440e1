import { useCallback } from 'react';
import type { Game } from '@arena/contracts';
import { useBus } from '@arena/bus';

/**
 * Opens a game by asking the shell (`game/open`): the shell alone decides between the login dialog,
 * the phone's full-screen game dialog and the play page (docs/product/casino-and-launch.md), for every remote alike.
 */
export function useLaunchGame(): (game: Game) => void {
  const bus = useBus();
  return useCallback((game: Game) => bus.emit({ type: 'game/open', game }), [bus]);
}
