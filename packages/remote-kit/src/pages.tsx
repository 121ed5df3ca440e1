import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbTrail, matchRoute, routeParams, type RemoteName, type RouteDef } from '@arena/contracts';
import { PageHeader, type Crumb } from '@arena/ui';
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

export interface PageFrameProps {
  /** overrides the route's own title (e.g. server page titles, a game's name) */
  title?: string;
  /** the crumbs between home and the page, translated, when the route's parents are not the page's place (a game's category) */
  parents?: Crumb[];
  /** false: the page's own bar carries its heading (a game's title bar), the frame draws the breadcrumb alone */
  heading?: boolean;
  children?: ReactNode;
}

/** Title + breadcrumb of the current route, then the page body. */
export function PageFrame({ title, parents, heading = true, children }: PageFrameProps) {
  const t = useT();
  const navigate = useNavigate();
  const { route, pathname } = usePageRoute();
  const text = title ?? t(route.titleKey);
  const trail = breadcrumbTrail(route, pathname);
  // the trail starts at home; with `parents` home stays first and they replace the route's own parents
  const home = trail.length > 1 ? [{ label: t(trail[0].labelKey), url: trail[0].url }] : [];
  const crumbs = parents
    ? [...home, ...parents, { label: text, url: pathname }]
    : trail.map((c, i, all) => ({ label: i === all.length - 1 ? text : t(c.labelKey), url: c.url }));
  return (
    <>
      <PageHeader title={text} crumbs={crumbs} heading={heading} onNavigate={(url) => navigate(url)} />
      {children}
    </>
  );
}
