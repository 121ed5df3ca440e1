import { startTransition, useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface Loaded<T> {
  data: T | null;
  /** changes what was loaded (a live update) */
  setData: Dispatch<SetStateAction<T | null>>;
  loading: boolean;
  error: unknown;
  /** asks again from scratch (placeholders, then the answer or the error) */
  retry: () => void;
  /** asks again behind what is shown: the answer replaces it, a failure leaves it */
  refresh: () => void;
}

/**
 * One call's answer, asked again whenever `key` changes (the query it stands for), on retry or on
 * refresh. An answer that arrives after the key moved on is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // `load` is a new closure every render; `key` names what it asks for
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const quietly = useRef(false);

  useEffect(() => {
    let current = true;
    const quiet = quietly.current;
    quietly.current = false;
    if (!quiet) {
      setLoading(true);
      setError(null);
      setData(null);
    }
    latest.current().then(
      (answer) => {
        if (!current) return;
        // a transition: drawing a long list (40 events) is time-sliced instead of one long task
        startTransition(() => {
          setData(answer);
          setLoading(false);
        });
      },
      (failure: unknown) => {
        if (!current || quiet) return;
        setError(failure ?? new Error('failed'));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    quietly.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { data, setData, loading, error, retry, refresh };
}
