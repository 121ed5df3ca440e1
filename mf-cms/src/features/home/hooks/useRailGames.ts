import { useQuery } from '@tanstack/react-query';
import type { CasinoGamesRequest } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** A rail shows one page of this many games. */
export const RAIL_SIZE = 12;

export type RailFilter = Omit<CasinoGamesRequest, 'skip' | 'take'>;

/**
 * The first games of a filter (casino/games; `filter` is a constant of the rail), the game coded `first`
 * moved to the front; nothing is asked while `enabled` is false (the rail is still below the fold).
 */
export function useRailGames(filter: RailFilter, enabled: boolean, first?: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['railGames', filter, first],
    queryFn: async () => {
      const { games } = await api.casinoGames({ ...filter, skip: 0, take: RAIL_SIZE });
      return [...games.filter((g) => g.gameCode === first), ...games.filter((g) => g.gameCode !== first)];
    },
    enabled,
  });
}
