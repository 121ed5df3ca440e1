// What a page's document paints before the shell runs, besides its heading: the page's largest element,
// where the server has it (the home page's first banner, a casino lobby's first row of games).
import type { FastifyInstance } from 'fastify';
import { HOME_SLIDER, matchRoute } from '@arena/contracts';
import { createCasinoRepository, studioName } from '../casino';
import type { SkeletonPaint } from './shell-document';

/** the casino's lobby pages: their route's page is the lobby the games are listed for */
const LOBBIES = new Set(['slot', 'live', 'games', 'bingo', 'tvbets']);
/** a lobby's first row on the widest grid (mf-casino's GameGrid: 2 columns on a phone up to 6) */
const LOBBY_FIRST_ROW = 6;

export function createSkeletonPaint(app: FastifyInstance) {
  /** The home page's first banner (cached by the cms), or none: the document paints without it. */
  const homeBanner = async (locale: string) => {
    try {
      const [banner] = await app.cms.content.sliderBanners(HOME_SLIDER, locale);
      return banner ?? null;
    } catch (error) {
      app.log.warn({ err: error }, 'home banner for the document failed');
      return null;
    }
  };

  const catalogue = createCasinoRepository(app.db);
  /** A lobby's first games, as the lobby lists them before the player picks a tab or a studio. */
  const lobbyFirstRow = async (lobby: string) => {
    try {
      const { games } = await catalogue.games({ systemCategory: lobby, skip: 0, take: LOBBY_FIRST_ROW });
      return games.map(({ name, system, image }) => ({ name, provider: studioName(system), image }));
    } catch (error) {
      app.log.warn({ err: error }, 'lobby games for the document failed');
      return [];
    }
  };

  return async (pathname: string, locale: string): Promise<SkeletonPaint> => {
    if (pathname === '/') return { banner: await homeBanner(locale) };
    const route = matchRoute(pathname);
    return route?.owner === 'casino' && LOBBIES.has(route.page) ? { lobby: await lobbyFirstRow(route.page) } : {};
  };
}
