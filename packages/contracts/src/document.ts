// What the server-written shell document and the shell agree on.
import { breadcrumbTrail, matchRoute, type RouteDef } from './routes';

/** Cookie mirroring the `lang` storage key, so the server writes the first paint in the player's language. */
export const LANG_COOKIE = 'lang';

/**
 * The heading of a route that can be painted before any JavaScript: routes whose title is data (a
 * server page, a game) or that a visitor may not see (guarded) have none.
 */
export function staticPageHeading(pathname: string): { route: RouteDef; crumbs: { labelKey: string; url: string }[] } | null {
  const route = matchRoute(pathname);
  if (!route || route.guarded || route.path.includes(':')) return null;
  return { route, crumbs: breadcrumbTrail(route, pathname) };
}
