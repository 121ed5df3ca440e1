import { useCallback, useState } from 'react';
import { useLoad } from './useLoad';

/** A list loaded for a query the operator changes (a filter bar, paging): the query, and the list loaded for it. */
export function useQueryLoad<Q, T>(initial: NoInfer<Q>, load: (query: Q) => Promise<T>) {
  const [query, setQuery] = useState<Q>(initial);
  const loaded = useLoad(useCallback(() => load(query), [load, query]));
  return { query, setQuery, ...loaded };
}
