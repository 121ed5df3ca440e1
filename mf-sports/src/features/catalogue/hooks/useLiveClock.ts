import { useEffect, useState } from 'react';

/**
 * The match clock in seconds: the last one the server sent, counting up locally each second while
 * `running`, so the clock moves between updates.
 */
export function useLiveClock(clockSeconds: number | null, running: boolean): number | null {
  const [counted, setCounted] = useState({ from: clockSeconds, elapsed: 0 });

  useEffect(() => {
    if (!running || clockSeconds === null) return;
    const startedAt = Date.now();
    const timer = setInterval(() => setCounted({ from: clockSeconds, elapsed: Math.floor((Date.now() - startedAt) / 1000) }), 1000);
    return () => clearInterval(timer);
  }, [running, clockSeconds]);

  if (clockSeconds === null) return null;
  // a new clock from the server starts the local count again
  return running && counted.from === clockSeconds ? clockSeconds + counted.elapsed : clockSeconds;
}
