// The studios behind the catalogue's games (Game.system): the id each has at its aggregator (Game.productId)
// and the name players know it by (the lobby's provider filter, the generated cover art's label).
import { ARENA_STUDIO } from '@arena/contracts';

// our own studio's code is the contracts' one: the casino's game page tells our games apart by it
export { ARENA_STUDIO };

export interface Studio {
  productId: number;
  name: string;
}

export const STUDIOS: Record<string, Studio> = {
  [ARENA_STUDIO]: { productId: 199, name: 'Arena Originals' },
  pragmaticplay: { productId: 101, name: 'Pragmatic Play' },
  playngo: { productId: 102, name: "Play'n GO" },
  netent: { productId: 103, name: 'NetEnt' },
  bigtimegaming: { productId: 104, name: 'Big Time Gaming' },
  novomatic: { productId: 105, name: 'Novomatic' },
  amusnet: { productId: 106, name: 'Amusnet' },
  egtdigital: { productId: 107, name: 'EGT Digital' },
  redtiger: { productId: 108, name: 'Red Tiger' },
  evoplay: { productId: 109, name: 'Evoplay' },
  bgaming: { productId: 110, name: 'BGaming' },
  '3oaksgaming': { productId: 111, name: '3 Oaks Gaming' },
  amatic: { productId: 112, name: 'Amatic' },
  spribe: { productId: 113, name: 'Spribe' },
  smartsoft: { productId: 114, name: 'SmartSoft' },
  digitain: { productId: 115, name: 'Digitain' },
  evolution: { productId: 116, name: 'Evolution' },
  pragmaticlive: { productId: 117, name: 'Pragmatic Play Live' },
  tvbet: { productId: 118, name: 'TVBET' },
};

/** a studio's display name; an unknown code shows as it is */
export const studioName = (system: string): string => STUDIOS[system]?.name ?? system;
