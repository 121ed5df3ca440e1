import { useEffect, useState } from 'react';
import { debounceTime, distinctUntilChanged, map, skip } from 'rxjs';
import { TransactionType, type FinancialActivity } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useApi } from '@arena/remote-kit';

export const PAGE_SIZE = 20;
/** a credited deposit brings its balance and its notification a moment apart: one fetch for both */
export const NEWS_SETTLE_MS = 250;

/** What the player filters by: spec §3 Transaction type and inclusive calendar days (YYYY-MM-DD). */
export interface ActivityFilter {
  type: TransactionType;
  from?: string;
  to?: string;
}

interface Listing {
  items: FinancialActivity[];
  total: number;
  loading: boolean;
  failed: boolean;
}

export interface FinancialActivitiesView extends Listing {
  filter: ActivityFilter;
  /** zero-based page */
  page: number;
  applyFilter: (filter: ActivityFilter) => void;
  goToPage: (page: number) => void;
  retry: () => void;
}

/**
 * The player's requests and ledger movements (payment/financialactivities), newest first as the server
 * sends them, one page of PAGE_SIZE at a time. A new balance or a new notification on the bus means money
 * moved or a request was decided (a deposit credited, a withdrawal paid or rejected): the first page is
 * fetched again so it shows without a reload.
 */
export function useFinancialActivities(): FinancialActivitiesView {
  const api = useApi();
  const bus = useBus();
  const [filter, setFilter] = useState<ActivityFilter>({ type: TransactionType.All });
  const [page, setPage] = useState(0);
  // bumped to fetch again (retry, news on the bus)
  const [generation, setGeneration] = useState(0);
  const [listing, setListing] = useState<Listing>({ items: [], total: 0, loading: true, failed: false });

  useEffect(() => {
    const sub = bus.state$
      .pipe(
        // the balance, and the newest notification: an approved withdrawal is paid from funds already
        // held, so its notification is the only sign that a request changed
        map((state) => `${state.auth.balance}:${state.notifications[0]?.id ?? ''}`),
        distinctUntilChanged(),
        // what the page opened with is not news
        skip(1),
        debounceTime(NEWS_SETTLE_MS),
      )
      .subscribe(() => {
        setPage(0);
        setGeneration((n) => n + 1);
      });
    return () => sub.unsubscribe();
  }, [bus]);

  useEffect(() => {
    let live = true;
    setListing((current) => ({ ...current, loading: true, failed: false }));
    api
      .financialActivities({
        type: filter.type,
        ...(filter.from && { from: filter.from }),
        ...(filter.to && { to: filter.to }),
        skip: page * PAGE_SIZE,
        take: PAGE_SIZE,
      })
      .then(({ items, total }) => live && setListing({ items, total, loading: false, failed: false }))
      .catch(() => live && setListing({ items: [], total: 0, loading: false, failed: true }));
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
