import { useEffect, useState } from 'react';
import type { GameRound } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

export const PAGE_SIZE = 20;

/** Inclusive calendar days (YYYY-MM-DD); empty means no bound. */
export interface GameHistoryFilter {
  startDate?: string;
  endDate?: string;
}

interface Listing {
  rounds: GameRound[];
  total: number;
  loading: boolean;
  failed: boolean;
}

export interface GameHistoryView extends Listing {
  filter: GameHistoryFilter;
  /** zero-based page */
  page: number;
  applyFilter: (filter: GameHistoryFilter) => void;
  goToPage: (page: number) => void;
  retry: () => void;
}

/** The player's game rounds (transaction/gamehistory), newest first as the server sends them, a page of PAGE_SIZE at a time. */
export function useGameHistory(): GameHistoryView {
  const api = useApi();
  const [filter, setFilter] = useState<GameHistoryFilter>({});
  const [page, setPage] = useState(0);
  // bumped by Retry
  const [generation, setGeneration] = useState(0);
  const [listing, setListing] = useState<Listing>({ rounds: [], total: 0, loading: true, failed: false });

  useEffect(() => {
    let live = true;
    setListing((current) => ({ ...current, loading: true, failed: false }));
    api
      .gameHistory({
        ...(filter.startDate && { startDate: filter.startDate }),
        ...(filter.endDate && { endDate: filter.endDate }),
        skip: page * PAGE_SIZE,
        take: PAGE_SIZE,
      })
      .then(({ rounds, total }) => live && setListing({ rounds, total, loading: false, failed: false }))
      .catch(() => live && setListing({ rounds: [], total: 0, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [api, filter, page, generation]);

  return {
    ...listing,
    filter,
    page,
    applyFilter: (next) => {
      setFilter(next);
      setPage(0);
    },
    goToPage: setPage,
    retry: () => setGeneration((n) => n + 1),
  };
}
