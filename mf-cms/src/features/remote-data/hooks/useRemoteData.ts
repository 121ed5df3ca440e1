import { startTransition, useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `error` is what the call rejected with (the api client has already shown its message) */
  | { status: 'failed'; error: unknown };

/**
 * The state of one server call: loading, its data, or its failure with a retry. `load` is a memoised
 * call (useCallback): a new one (e.g. another slug) loads again; `null` waits (loading) until there is one.
 */
export function useRemoteData<T>(load: (() => Promise<T>) | null): RemoteData<T> & { retry: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setState({ status: 'loading' });
    // an answer renders as a transition: React time-slices what it draws (a rail of cards, a page)
    // instead of running it as one long task that holds back the player's input
    load().then(
      (data) => current && startTransition(() => setState({ status: 'ready', data })),
      (error: unknown) => current && startTransition(() => setState({ status: 'failed', error })),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
