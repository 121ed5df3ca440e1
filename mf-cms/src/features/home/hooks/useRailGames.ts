import { useCallback } from 'react';
import type { CasinoGamesRequest, Game } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** A rail shows one page of this many games. */
export const RAIL_SIZE = 12;

export type RailFilter = Omit<CasinoGamesRequest, 'skip' | 'take'>;

/**
 * The first games of a filter (casino/games; `filter` is a constant of the rail), the game coded `first`
 * moved to the front; nothing is asked while `enabled` is false (the rail is still below the fold).
 */
export function useRailGames(filter: RailFilter, enabled: boolean, first?: string) {
  const api = useApi();
  const load = useCallback(async (): Promise<Game[]> => {
    const { games } = await api.casinoGames({ ...filter, skip: 0, take: RAIL_SIZE });
    return [...games.filter((g) => g.gameCode === first), ...games.filter((g) => g.gameCode !== first)];
  }, [api, filter, first]);
  return useRemoteData(enabled ? load : null);
}
