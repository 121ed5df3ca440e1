import { QueryClient } from '@tanstack/react-query';

/**
 * A remote's server-state cache (each remote is deployed alone, so each has its own). A failed call is
 * not asked again by itself: the api client has already shown its message and the screen offers Retry.
 * Coming back to the tab does not re-ask every query at once: balances and bets change through the
 * bus's live updates, not by refetching on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
