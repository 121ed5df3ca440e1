import { useCallback } from 'react';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** The top winners card lists 40 wins; the home page's are the casino's, not the live casino's. */
export const HOME_TOP_WINNERS = { isLive: false, count: 40 } as const;

/** The biggest recent wins (transaction/topwinners), asked for once the card nears the viewport. */
export function useTopWinners(enabled: boolean) {
  const api = useApi();
  const load = useCallback(() => api.topWinners({ ...HOME_TOP_WINNERS }), [api]);
  return useRemoteData(enabled ? load : null);
}
