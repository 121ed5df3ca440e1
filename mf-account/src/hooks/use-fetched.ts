import { useCallback, useEffect, useState } from 'react';

export interface Fetched<T> {
  /** the last answer; kept while a refresh loads so the screen does not blink */
  value: T | null;
  loading: boolean;
  failed: boolean;
  /** fetch again (Retry, or news that the answer changed) */
  refresh: () => void;
  /** take an answer the server gave to another call (a save replies with the new settings) */
  replace: (value: T) => void;
}

/** One GET's answer with its loading and failed states; `load` (a stable callback) runs again when it changes or on refresh. */
export function useFetched<T>(load: () => Promise<T>): Fetched<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ value: T | null; loading: boolean; failed: boolean }>({ value: null, loading: true, failed: false });

  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, failed: false }));
    load()
      .then((value) => live && setState({ value, loading: false, failed: false }))
      .catch(() => live && setState({ value: null, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [load, generation]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  const replace = useCallback((value: T) => setState({ value, loading: false, failed: false }), []);
  return { ...state, refresh, replace };
}
