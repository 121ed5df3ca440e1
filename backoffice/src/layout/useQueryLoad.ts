import { useState } from 'react';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * A list loaded for a query the operator changes (a filter bar, paging): the query, and the list's
 * useQuery under `[name, query]`; the last list stays while the next one loads. Applying the same
 * query again asks again.
 */
export function useQueryLoad<Q, T>(name: string, initial: NoInfer<Q>, load: (query: Q) => Promise<T>) {
  const [query, changeQuery] = useState<Q>(initial);
  const list = useQuery({ queryKey: [name, query], queryFn: () => load(query), placeholderData: keepPreviousData });
  const setQuery = (next: Q) => (hashKey([next]) === hashKey([query]) ? void list.refetch() : changeQuery(next));
  return { ...list, query, setQuery };
}
