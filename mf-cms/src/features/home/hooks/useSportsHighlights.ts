import { useQuery } from '@tanstack/react-query';
import { useApi } from '@arena/remote-kit';

/** The sportsbook's highlights (sports/highlights: live events first, then the next kick-offs), asked for once the rail nears the viewport. */
export function useSportsHighlights(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: ['sportHighlights'], queryFn: () => api.sportHighlights(), enabled });
}
