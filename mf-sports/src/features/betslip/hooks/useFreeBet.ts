import { useCallback, useEffect, useState } from 'react';
import { useBusState } from '@arena/bus';
import { useApi } from '@arena/remote-kit';

/** The player's unused sports free bet: its stake (minor units) and the lowest odds it takes (hundredths). */
export interface FreeBetToken {
  stake: number;
  minOdds: number;
}

/**
 * The player's free bet token, as the bonus module holds it; null for a visitor, a player without
 * one, or while it is on an open bet. Read again with `reload` (after a placement) and when the
 * balance moves (a settlement may give a void bet's token back). The server checks its use anyway.
 */
export function useFreeBet(): { token: FreeBetToken | null; reload: () => void } {
  const api = useApi();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const balance = useBusState((s) => s.auth.balance);
  const [token, setToken] = useState<FreeBetToken | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!loggedIn) {
      setToken(null);
      return;
    }
    let current = true;
    api.myBonuses().then(
      ({ active }) => {
        const held = active.find((bonus) => bonus.freeBet && !bonus.freeBet.inUse)?.freeBet;
        if (current) setToken(held ? { stake: held.stake, minOdds: held.minOdds } : null);
      },
      // without the bonuses the slip places paid bets as ever
      () => current && setToken(null),
    );
    return () => {
      current = false;
    };
  }, [api, loggedIn, balance, reads]);

  return { token, reload: useCallback(() => setReads((n) => n + 1), []) };
}
