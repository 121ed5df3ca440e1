import { useCallback, useState } from 'react';

/**
 * Runs an editor's change: while it runs `busy`, then the server's message as the notice (and
 * `after()`, e.g. reloading the list) or its refusal as the failure.
 */
export function useAction(after: () => unknown) {
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (change: () => Promise<string>): Promise<boolean> => {
      setBusy(true);
      setFailure(undefined);
      setNotice(undefined);
      try {
        setNotice(await change());
        await after();
        return true;
      } catch (refusal) {
        setFailure((refusal as Error).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [after],
  );
  return { notice, failure, busy, run };
}
