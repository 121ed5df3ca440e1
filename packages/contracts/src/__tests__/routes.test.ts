import { ROUTES, matchRoute, routeParams, breadcrumbTrail, isContractCompatible } from '..';

describe('route table', () => {
  it.each([
    ['/', 'cms', 'home'],
    ['/promotions', 'cms', 'promotions'],
    ['/pages/1', 'cms', 'static-page'],
    ['/spor', 'sports', 'sports'],
    ['/livespor/fcg', 'sports', 'live-sports'],
    ['/esports/betco', 'sports', 'esports'],
    ['/casino/slot', 'casino', 'slot'],
    ['/casino/tvbets', 'casino', 'tvbets'],
    ['/casino/play/abc%20d', 'casino', 'play'],
    ['/dashboard', 'account', 'menu'],
    ['/dashboard/session-history', 'account', 'session-history'],
    ['/dashboard/deposit', 'payments', 'deposit'],
    ['/dashboard/withdraw/', 'payments', 'withdraw'],
  ])('%s is owned by %s (%s)', (path, owner, page) => {
    expect(matchRoute(path)).toMatchObject({ owner, page });
  });

  it('guards every dashboard route and nothing else', () => {
    for (const r of ROUTES) expect(Boolean(r.guarded)).toBe(r.path.startsWith('/dashboard'));
  });

  it('returns undefined for unknown paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/casino')).toBeUndefined();
  });

  it('extracts params and builds breadcrumbs from home', () => {
    expect(routeParams('/pages/:id', '/pages/12')).toEqual({ id: '12' });
    const route = matchRoute('/dashboard/account')!;
    expect(breadcrumbTrail(route, '/dashboard/account').map((c) => c.url)).toEqual(['/', '/dashboard', '/dashboard/account']);
  });

  it('accepts the same contract major only', () => {
    expect(isContractCompatible('1.0.0', '1.4.2')).toBe(true);
    expect(isContractCompatible('1.0.0', '2.0.0')).toBe(false);
  });
});
