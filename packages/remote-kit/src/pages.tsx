import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbTrail, matchRoute, routeParams, type RemoteName, type RouteDef } from '@arena/contracts';
import { PageHeader } from '@arena/ui';
import { useT } from '@arena/i18n';

interface PageRoute {
  route: RouteDef;
  params: Record<string, string>;
  pathname: string;
}
const PageRouteContext = createContext<PageRoute | null>(null);

export function usePageRoute(): PageRoute {
  const value = useContext(PageRouteContext);
  if (!value) throw new Error('usePageRoute outside RemotePages');
  return value;
}

/**
 * Renders the page of the current location when this remote owns it (contracts ROUTES),
 * nothing otherwise: the shell unmounts a remote once its routes are left.
 */
export function RemotePages({ remote, pages }: { remote: RemoteName; pages: Record<string, ComponentType> }) {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const value = useMemo(() => (route ? { route, params: routeParams(route.path, pathname), pathname } : null), [route, pathname]);
  if (!route || route.owner !== remote || !value) return null;
  const Page = pages[route.page];
  if (!Page) throw new Error(`${remote} has no page '${route.page}'`);
  return (
    <PageRouteContext.Provider value={value}>
      <Page />
    </PageRouteContext.Provider>
  );
}

/** Title + breadcrumb of the current route, then the page body. `title` overrides the route's own (e.g. server page titles). */
export function PageFrame({ title, children }: { title?: string; children?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { route, pathname } = usePageRoute();
  const heading = title ?? t(route.titleKey);
  const crumbs = breadcrumbTrail(route, pathname).map((c, i, all) => ({
    label: i === all.length - 1 ? heading : t(c.labelKey),
    url: c.url,
  }));
  return (
    <>
      <PageHeader title={heading} crumbs={crumbs} onNavigate={(url) => navigate(url)} />
      {children}
    </>
  );
}
