import { useCallback, useRef, useState } from 'react';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';

/** rows per page of the account's listings */
export const PAGE_SIZE = 20;

export interface PageOf<T> {
  items: T[];
  total: number;
}

export interface PagedListing<F, T> extends PageOf<T> {
  loading: boolean;
  failed: boolean;
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
 * A filtered listing read a page of PAGE_SIZE at a time, newest first as the server sends it: a useQuery
 * under `[name, filter, page]`. The rows of the page shown stay while the next one loads; a failure
 * empties it and Retry reads it again. Applying a filter (the same one too) reads its first page again.
 */
export function usePagedListing<F, T>(
  name: string,
  initialFilter: F,
  load: (filter: F, window: { skip: number; take: number }) => Promise<PageOf<T>>,
): PagedListing<F, T> {
  const [filter, setFilter] = useState<F>(initialFilter);
  const [page, setPage] = useState(0);
  const listing = useQuery({
    queryKey: [name, filter, page],
    queryFn: () => load(filter, { skip: page * PAGE_SIZE, take: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { refetch } = listing;
  // the page shown, read by reload without making it a new callback on every page change
  const shownPage = useRef(page);
  shownPage.current = page;
  // stable: a subscription that calls it need not be made again
  const reload = useCallback(() => {
    if (shownPage.current === 0) void refetch();
    else setPage(0);
  }, [refetch]);

  const failed = listing.isError && !listing.isFetching;
  return {
    items: failed ? [] : (listing.data?.items ?? []),
    total: failed ? 0 : (listing.data?.total ?? 0),
    loading: listing.isFetching,
    failed,
    filter,
    page,
    applyFilter: (next) => {
      if (hashKey([next]) === hashKey([filter])) {
        reload();
        return;
      }
      setFilter(next);
      setPage(0);
    },
    goToPage: setPage,
    retry: () => void refetch(),
    reload,
  };
}
