import { useQuery } from '@tanstack/react-query';
import type { Endpoints } from '@arena/api-client';
import type { CasinoProvider } from '@arena/contracts';

const NONE: ReadonlyMap<string, string> = new Map();
const byCode = (studios: CasinoProvider[]): ReadonlyMap<string, string> => new Map(studios.map((s) => [s.system, s.name]));

/**
 * Studio code (Game.system) → the name players know it by, for every studio (casino/providers without
 * a lobby: a search or a rail shows games of any lobby). A code it does not name stays unnamed: a card
 * never shows a raw code such as "pragmaticlive". Asked once per visit.
 */
export function useStudioNames(api: Pick<Endpoints, 'casinoProviders'>): ReadonlyMap<string, string> {
  const studios = useQuery({ queryKey: ['studioNames'], queryFn: () => api.casinoProviders({}), select: byCode, staleTime: Infinity });
  return studios.data ?? NONE;
}
