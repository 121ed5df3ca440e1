import { useEffect } from 'react';
import { debounceTime, distinctUntilChanged, map, skip } from 'rxjs';
import { TransactionType, type FinancialActivity } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useApi } from '@arena/remote-kit';
import { usePagedListing, type PagedListing } from '../../../hooks/use-paged-listing';

/** a credited deposit brings its balance and its notification a moment apart: one fetch for both */
export const NEWS_SETTLE_MS = 250;

/** What the player filters by: TransactionType and inclusive calendar days (YYYY-MM-DD). */
export interface ActivityFilter {
  type: TransactionType;
  from?: string;
  to?: string;
}

/**
 * The player's requests and ledger movements (payment/financialactivities), newest first as the server
 * sends them, a page at a time. A new balance or a new notification on the bus means money
 * moved or a request was decided (a deposit credited, a withdrawal paid or rejected): the first page is
 * fetched again so it shows without a reload.
 */
export function useFinancialActivities(): PagedListing<ActivityFilter, FinancialActivity> {
  const api = useApi();
  const bus = useBus();
  const listing = usePagedListing<ActivityFilter, FinancialActivity>('financialActivities', { type: TransactionType.All }, (filter, window) =>
    api.financialActivities({
      type: filter.type,
      ...(filter.from && { from: filter.from }),
      ...(filter.to && { to: filter.to }),
      ...window,
    }),
  );
  const { reload } = listing;

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
      .subscribe(reload);
    return () => sub.unsubscribe();
  }, [bus, reload]);

  return listing;
}
