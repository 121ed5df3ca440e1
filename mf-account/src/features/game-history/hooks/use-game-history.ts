import type { GameRound } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';
import { usePagedListing, type PagedListing } from '../../../hooks/use-paged-listing';

/** Inclusive calendar days (YYYY-MM-DD); empty means no bound. */
export interface GameHistoryFilter {
  startDate?: string;
  endDate?: string;
}

/** The player's game rounds (transaction/gamehistory), newest first as the server sends them, a page at a time. */
export function useGameHistory(): PagedListing<GameHistoryFilter, GameRound> {
  const api = useApi();
  return usePagedListing<GameHistoryFilter, GameRound>('gameHistory', {}, (filter, window) =>
    api
      .gameHistory({
        ...(filter.startDate && { startDate: filter.startDate }),
        ...(filter.endDate && { endDate: filter.endDate }),
        ...window,
      })
      .then(({ rounds, total }) => ({ items: rounds, total })),
  );
}
