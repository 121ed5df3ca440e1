import { useCallback } from 'react';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** The sportsbook's highlights (sports/highlights: live events first, then the next kick-offs), asked for once the rail nears the viewport. */
export function useSportsHighlights(enabled: boolean) {
  const api = useApi();
  const load = useCallback(() => api.sportHighlights(), [api]);
  return useRemoteData(enabled ? load : null);
}
