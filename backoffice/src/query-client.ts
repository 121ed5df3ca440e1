import { QueryClient } from '@tanstack/react-query';

/**
 * The back office's server-state cache, made once (index.tsx). A refused or failed call is not asked
 * again by itself: the screen shows the server's message and the operator decides. Coming back to the
 * tab does not re-ask every list at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
