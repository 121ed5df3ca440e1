import type { RemoteName } from './remotes';

/**
 * Every route with the remote that owns it (docs/architecture.md). The shell uses `owner` to pick
 * the parcel; the owning remote uses `page` to pick its screen. `titleKey` is a translation key.
 * Order matters: the first pattern that matches wins, so specific routes come before prefixes.
 */
export interface RouteDef {
  /** react-router pattern */
  path: string;
  owner: RemoteName;
  page: string;
  titleKey: string;
  /** guarded routes open the login dialog for a visitor and are blocked */
  guarded?: boolean;
  /** parent for the breadcrumb trail */
  parent?: string;
}

const ROUTE_TABLE = [
  { path: '/', owner: 'cms', page: 'home', titleKey: 'Home' },
  { path: '/promotions', owner: 'cms', page: 'promotions', titleKey: 'Promotions', parent: '/' },
  { path: '/pages/:id', owner: 'cms', page: 'static-page', titleKey: 'Page', parent: '/' },

  { path: '/spor', owner: 'sports', page: 'sports', titleKey: 'Sports', parent: '/' },
  { path: '/spor/fcg', owner: 'sports', page: 'sports', titleKey: 'Sports', parent: '/' },
  { path: '/spor/bets', owner: 'sports', page: 'my-bets', titleKey: 'My Bets', parent: '/spor' },
  { path: '/spor/event/:id', owner: 'sports', page: 'event', titleKey: 'Event', parent: '/spor' },
  { path: '/spor/:sport', owner: 'sports', page: 'sports', titleKey: 'Sports', parent: '/spor' },
  { path: '/livespor', owner: 'sports', page: 'live-sports', titleKey: 'Live Betting', parent: '/' },
  { path: '/livespor/fcg', owner: 'sports', page: 'live-sports', titleKey: 'Live Betting', parent: '/' },
  { path: '/livespor/:sport', owner: 'sports', page: 'live-sports', titleKey: 'Live Betting', parent: '/livespor' },
  { path: '/esports', owner: 'sports', page: 'esports', titleKey: 'E-Sports', parent: '/' },
  { path: '/esports/betco', owner: 'sports', page: 'esports', titleKey: 'E-Sports', parent: '/' },
  { path: '/esports/:sport', owner: 'sports', page: 'esports', titleKey: 'E-Sports', parent: '/esports' },

  { path: '/casino/slot', owner: 'casino', page: 'slot', titleKey: 'Slot Casino', parent: '/' },
  { path: '/casino/live', owner: 'casino', page: 'live', titleKey: 'Live Casino', parent: '/' },
  { path: '/casino/games', owner: 'casino', page: 'games', titleKey: 'Virtual Games', parent: '/' },
  { path: '/casino/bingo', owner: 'casino', page: 'bingo', titleKey: 'Bingo', parent: '/' },
  { path: '/casino/tvbets', owner: 'casino', page: 'tvbets', titleKey: 'TV Games', parent: '/' },
  { path: '/casino/play/:data', owner: 'casino', page: 'play', titleKey: 'Game', parent: '/casino/slot' },

  { path: '/dashboard', owner: 'account', page: 'menu', titleKey: 'Dashboard', guarded: true, parent: '/' },
  { path: '/dashboard/account', owner: 'account', page: 'account', titleKey: 'Account', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/phone-verification', owner: 'account', page: 'phone-verification', titleKey: 'Phone Verification', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/change-password', owner: 'account', page: 'change-password', titleKey: 'Change Password', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/verification', owner: 'account', page: 'verification', titleKey: 'Verification', guarded: true, parent: '/dashboard' },
  {
    path: '/dashboard/financial-activities',
    owner: 'account',
    page: 'financial-activities',
    titleKey: 'Financial Activities',
    guarded: true,
    parent: '/dashboard',
  },
  { path: '/dashboard/game-history', owner: 'account', page: 'game-history', titleKey: 'Game History', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/claim-bonus', owner: 'account', page: 'claim-bonus', titleKey: 'Claim Bonus', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/bonuses', owner: 'account', page: 'bonuses', titleKey: 'Bonuses', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/sports-bets', owner: 'account', page: 'sports-bets', titleKey: 'Sports Bets', guarded: true, parent: '/dashboard' },
  {
    path: '/dashboard/responsible-gambling',
    owner: 'account',
    page: 'responsible-gambling',
    titleKey: 'Responsible Gambling',
    guarded: true,
    parent: '/dashboard',
  },
  { path: '/dashboard/statement', owner: 'account', page: 'statement', titleKey: 'Activity Statement', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/session-history', owner: 'account', page: 'session-history', titleKey: 'Session History', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/deposit', owner: 'payments', page: 'deposit', titleKey: 'Deposit', guarded: true, parent: '/dashboard' },
  { path: '/dashboard/withdraw', owner: 'payments', page: 'withdraw', titleKey: 'Withdraw', guarded: true, parent: '/dashboard' },
] as const satisfies readonly RouteDef[];

export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

/** The pages a remote must provide: one per `page` of the routes it owns (remote-kit's page map requires each). */
export type OwnedPage<R extends RemoteName> = Extract<(typeof ROUTE_TABLE)[number], { owner: R }>['page'];

/** Default search route and the live variant used while the live casino is open. */
export const SEARCH_ROUTE = '/casino/slot';
export const LIVE_SEARCH_ROUTE = '/casino/live';

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const COMPILED = ROUTES.map((route) => ({ route, re: toRegExp(route.path) }));

/** The route definition a pathname resolves to, or undefined (→ not found). */
export function matchRoute(pathname: string): RouteDef | undefined {
  return COMPILED.find(({ re }) => re.test(pathname))?.route;
}

/** A path segment decoded; a malformed escape (a hand-edited link) stays as it is for the page to reject. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Route params of a pathname against a pattern, e.g. ('/pages/:id', '/pages/1') → { id: '1' }. */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/');
  const values = pathname.replace(/\/$/, '').split('/');
  const params: Record<string, string> = {};
  names.forEach((seg, i) => {
    if (seg.startsWith(':') && values[i] !== undefined) params[seg.slice(1)] = decodeSegment(values[i]);
  });
  return params;
}

/** Breadcrumb trail from home to the route: [{ label key, url }]. */
export function breadcrumbTrail(route: RouteDef, pathname: string): { labelKey: string; url: string }[] {
  const trail: { labelKey: string; url: string }[] = [{ labelKey: route.titleKey, url: pathname }];
  let parent = route.parent;
  while (parent) {
    const def = ROUTES.find((r) => r.path === parent);
    if (!def) break;
    trail.unshift({ labelKey: def.titleKey, url: def.path });
    parent = def.parent;
  }
  return trail;
}
