// Arena Originals: our own studio's game pages on this site (modules/originals-pages), always available.
import type { CasinoProviderAdapter } from './provider';

export const originalsAdapter: CasinoProviderAdapter = {
  name: 'Arena Originals',
  available: () => true,
  launch: async ({ game, language }) => ({ kind: 'url', url: `/originals/${encodeURIComponent(game.gameCode)}?lang=${language === 'en' ? 'en' : 'tr'}` }),
};
