import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface Loaded<T> {
  data: T | null;
  /** changes what was loaded (a live update) */
  setData: Dispatch<SetStateAction<T | null>>;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * One call's answer, asked again whenever `key` changes (the query it stands for) or on retry. An
 * answer that arrives after the key moved on is dropped.
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

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    setData(null);
    latest.current().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure ?? new Error('failed'));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, setData, loading, error, retry };
}
