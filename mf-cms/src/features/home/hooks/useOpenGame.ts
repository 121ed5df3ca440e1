import { useCallback } from 'react';
import type { Game } from '@arena/contracts';
import { useBus } from '@arena/bus';

/** A game card asks the shell to open its game: the shell decides between login, the phone's dialog and the play page. */
export function useOpenGame(): (game: Game) => void {
  const bus = useBus();
  return useCallback((game: Game) => bus.emit({ type: 'game/open', game }), [bus]);
}
