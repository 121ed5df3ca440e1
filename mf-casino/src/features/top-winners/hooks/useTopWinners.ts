import { startTransition, useEffect, useState } from 'react';
import type { TopWinner } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** Top winners lists 40 entries. */
export const TOP_WINNERS_COUNT = 40;

export interface TopWinners {
  /** null until they are known */
  winners: TopWinner[] | null;
  failed: boolean;
}

/** The biggest recent wins (transaction/topwinners); `isLive` keeps the live casino's. */
export function useTopWinners(isLive: boolean): TopWinners {
  const api = useApi();
  const [state, setState] = useState<TopWinners>({ winners: null, failed: false });
  useEffect(() => {
    let live = true;
    api
      .topWinners({ isLive, count: TOP_WINNERS_COUNT })
      // time-sliced: forty rows are not one long task
      .then((list) => live && startTransition(() => setState({ winners: list, failed: false })))
      // the api client already reported the failure
      .catch(() => live && setState({ winners: null, failed: true }));
    return () => {
      live = false;
    };
  }, [api, isLive]);
  return state;
}
