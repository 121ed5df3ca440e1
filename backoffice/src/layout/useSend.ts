import { useState } from 'react';

/**
 * A call the operator starts (a save, a decision, a grant): busy while it runs, and the refusal's
 * message once it failed, until the next call. `done` takes the answer (the server's message).
 */
export function useSend() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = <T>(call: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(true);
    setError(undefined);
    call()
      .then(done, (failure: Error) => setError(failure.message))
      .finally(() => setBusy(false));
  };
  return { busy, error, setError, send };
}
