import { useEffect, useState } from 'react';
import type { TopWinner } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** Spec §9: top winners lists 40 entries. */
export const TOP_WINNERS_COUNT = 40;

/** The biggest recent wins (transaction/topwinners); `isLive` keeps the live casino's. Null until they are known (or when the call failed). */
export function useTopWinners(isLive: boolean): TopWinner[] | null {
  const api = useApi();
  const [winners, setWinners] = useState<TopWinner[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .topWinners({ isLive, count: TOP_WINNERS_COUNT })
      .then((list) => live && setWinners(list))
      // no card without an answer; the api client already reported the failure
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, isLive]);
  return winners;
}
