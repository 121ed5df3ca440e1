import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CasinoGamesRequest, Game } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** four rows of the six-column grid */
export const PAGE_SIZE = 24;
/** casino/games takes at most 100 at once */
const MAX_TAKE = 96;

export type GamesQuery = Omit<CasinoGamesRequest, 'skip' | 'take'>;

interface Listing {
  games: Game[];
  total: number;
  loading: boolean;
  failed: boolean;
}

const EMPTY: Listing = { games: [], total: 0, loading: true, failed: false };

/**
 * The games of a query, a page at a time (casino/games skip/take). A new query starts over; the
 * first load after mount takes `initialCount` games at once so a returning player finds what they
 * had loaded.
 */
export function useLobbyGames(query: GamesQuery | null, initialCount: number) {
  const api = useApi();
  // the query by content: a new object with the same fields is the same query
  const key = JSON.stringify(query);
  const [listing, setListing] = useState<Listing>(EMPTY);
  const firstTake = useRef(Math.min(MAX_TAKE, Math.max(PAGE_SIZE, Math.ceil(initialCount / PAGE_SIZE) * PAGE_SIZE)));
  // the query the loaded games belong to: a late reply of an older query is dropped
  const current = useRef(key);

  const fetchPage = useCallback(
    (skip: number, take: number) => {
      const asked = key;
      const request = JSON.parse(asked) as GamesQuery | null;
      if (!request) return;
      setListing((l) => ({ ...l, loading: true, failed: false }));
      api
        .casinoGames({ ...request, skip, take })
        .then(({ games, total }) => {
          if (current.current !== asked) return;
          // a page of cards is the lobby's biggest render: as a transition React time-slices it
          // instead of running it as one long task that holds back the player's input
          startTransition(() => setListing((l) => ({ games: skip === 0 ? games : [...l.games, ...games], total, loading: false, failed: false })));
        })
        .catch(() => current.current === asked && setListing((l) => ({ ...l, loading: false, failed: true })));
    },
    [api, key],
  );

  useEffect(() => {
    current.current = key;
    setListing(key === 'null' ? { ...EMPTY, loading: false } : EMPTY);
    const take = firstTake.current;
    firstTake.current = PAGE_SIZE;
    fetchPage(0, take);
  }, [key, fetchPage]);

  const done = !listing.loading && !listing.failed && listing.games.length >= listing.total;
  return {
    ...listing,
    done,
    loadMore: () => {
      if (!listing.loading && !listing.failed && !done) fetchPage(listing.games.length, PAGE_SIZE);
    },
    retry: () => fetchPage(listing.games.length, listing.games.length ? PAGE_SIZE : firstTake.current),
  };
}
