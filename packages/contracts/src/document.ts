// What the server-written shell document and the shell agree on.
import { breadcrumbTrail, matchRoute, type RouteDef } from './routes';

/**
 * The home page's slider (cms/sliderlist slug): the server paints its first banner in the document,
 * the home page's largest element, before any JavaScript; mf-cms's carousel shows the same banners.
 */
export const HOME_SLIDER = 'home';

/** Cookie mirroring the `lang` storage key, so the server writes the first paint in the player's language. */
export const LANG_COOKIE = 'lang';

/** Local storage key of the stored login data: the shell keeps it; the sandbox payment page sends its token. */
export const AUTH_STORAGE_KEY = 'authData';

/** The global the server's document sets to true on a demo site (server config.demo): the shell shows a demo mark. */
export const DEMO_GLOBAL = '__ARENA_DEMO__';

/**
 * The global the server's document sets to the site licence's display rules (LicenceProfile.display):
 * the shell keeps the session strip by them without asking GET /api/platform/licence on every page load.
 */
export const LICENCE_DISPLAY_GLOBAL = '__ARENA_LICENCE_DISPLAY__';

/**
 * The heading of a route that can be painted before any JavaScript: routes whose title is data (a
 * server page, a game) or that a visitor may not see (guarded) have none.
 */
export function staticPageHeading(pathname: string): { route: RouteDef; crumbs: { labelKey: string; url: string }[] } | null {
  const route = matchRoute(pathname);
  if (!route || route.guarded || route.path.includes(':')) return null;
  return { route, crumbs: breadcrumbTrail(route, pathname) };
}
