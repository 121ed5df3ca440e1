import { useCallback, useEffect, useRef, useState } from 'react';

/** rows per page of the account's listings */
export const PAGE_SIZE = 20;

export interface PageOf<T> {
  items: T[];
  total: number;
}

interface Listing<T> extends PageOf<T> {
  loading: boolean;
  failed: boolean;
}

export interface PagedListing<F, T> extends Listing<T> {
  filter: F;
  /** zero-based page */
  page: number;
  applyFilter: (filter: F) => void;
  goToPage: (page: number) => void;
  retry: () => void;
  /** the first page again, with the same filter (something changed on the server) */
  reload: () => void;
}

/**
 * A filtered listing read a page of PAGE_SIZE at a time, newest first as the server sends it. The rows
 * of the page shown stay while the next one loads; a failure empties it and Retry reads it again.
 */
export function usePagedListing<F, T>(initialFilter: F, load: (filter: F, window: { skip: number; take: number }) => Promise<PageOf<T>>): PagedListing<F, T> {
  const [filter, setFilter] = useState<F>(initialFilter);
  const [page, setPage] = useState(0);
  // bumped to read again (retry, reload)
  const [generation, setGeneration] = useState(0);
  const [listing, setListing] = useState<Listing<T>>({ items: [], total: 0, loading: true, failed: false });
  // the newest loader, without making every render a new read
  const loader = useRef(load);
  loader.current = load;
  // stable: a subscription that calls it need not be made again
  const reload = useCallback(() => {
    setPage(0);
    setGeneration((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    setListing((current) => ({ ...current, loading: true, failed: false }));
    loader
      .current(filter, { skip: page * PAGE_SIZE, take: PAGE_SIZE })
      .then(({ items, total }) => live && setListing({ items, total, loading: false, failed: false }))
      .catch(() => live && setListing({ items: [], total: 0, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [filter, page, generation]);

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
    reload,
  };
}
