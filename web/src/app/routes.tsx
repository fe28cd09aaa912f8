import { Navigate, type RouteObject } from 'react-router-dom';
import { ControlPanelLinksContext } from '../lib/controlPanel';
import { lazyLoad } from '../lib/lazyLoad';
import type { Feature, FeatureRoute, ScreenLoader } from '../lib/feature';
import { VisitorLinksContext } from '../lib/visitorLinks';
import { FEATURES } from './features';
import type { RouteHandle } from './routeHandle';
import { RouteError } from './RouteError';
import { Layout } from './shell/Layout';
import { footerLinks } from './shell/menu';

/** A screen loaded on demand (spec §8: a failed chunk shows a localised error via RouteError). */
function lazyScreen(load: ScreenLoader) {
  const Screen = lazyLoad(load);
  return <Screen />;
}

/**
 * A feature's route as a router route, its title and access rule as the route handle; the control panel's host
 * route gets `controlPanelRoutes` as further children. A feature's top-level route is a section of the titles.
 */
function toRouteObject(
  route: FeatureRoute,
  controlPanelRoutes: readonly FeatureRoute[],
  topLevel = false,
): RouteObject {
  const handle: RouteHandle | undefined = route.titleKey
    ? {
        titleKey: route.titleKey,
        public: route.public,
        roles: route.roles,
        hideBreadcrumbs: route.hideBreadcrumbs,
        guestOnly: route.guestOnly,
        section: route.section ?? topLevel,
      }
    : undefined;
  const element = route.redirectTo ? (
    <Navigate to={route.redirectTo} replace />
  ) : (
    route.screen && lazyScreen(route.screen)
  );
  const children = [...(route.children ?? []), ...(route.controlPanelHost ? controlPanelRoutes : [])].map(
    (child) => toRouteObject(child, controlPanelRoutes),
  );
  return route.path === undefined
    ? { index: true, element, handle }
    : { path: route.path, element, handle, children: children.length > 0 ? children : undefined };
}

function hostCount(routes: readonly FeatureRoute[]): number {
  return routes.reduce(
    (count, route) => count + (route.controlPanelHost ? 1 : 0) + hostCount(route.children ?? []),
    0,
  );
}

/**
 * Home, the features' routes (the control-panel routes inside the host's frame) and the not-found page, inside
 * the shell (spec §2); the shell provides the features' control-panel links and their links for visitors.
 */
export function routesOf(features: readonly Feature[]): RouteObject[] {
  const featureRoutes = features.flatMap((feature) => feature.routes ?? []);
  const controlPanelRoutes = features.flatMap((feature) => feature.controlPanel?.routes ?? []);
  // The control panel's own links (home, users) first, then the other features' (spec 01: Home, Users, IpTv).
  const hosts = features.filter((feature) => hostCount(feature.routes ?? []) > 0);
  const controlPanelLinks = [...hosts, ...features.filter((feature) => !hosts.includes(feature))].flatMap(
    (feature) => feature.controlPanel?.links ?? [],
  );
  // Without exactly one frame, control-panel screens would vanish or be mounted twice.
  if (controlPanelRoutes.length > 0 && hostCount(featureRoutes) !== 1) {
    throw new Error('The control panel needs exactly one route with controlPanelHost.');
  }
  return [
    {
      element: (
        <ControlPanelLinksContext.Provider value={controlPanelLinks}>
          <VisitorLinksContext.Provider value={footerLinks(features).filter((link) => link.visitors)}>
            <Layout />
          </VisitorLinksContext.Provider>
        </ControlPanelLinksContext.Provider>
      ),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              element: lazyScreen(() => import('./shell/HomeScreen').then((m) => m.HomeScreen)),
              handle: { titleKey: 'routes.home' } satisfies RouteHandle,
            },
            ...featureRoutes.map((route) => toRouteObject(route, controlPanelRoutes, true)),
            {
              path: '*',
              element: lazyScreen(() => import('../components/NotFoundScreen').then((m) => m.NotFoundScreen)),
              handle: { titleKey: 'routes.notFound', public: true } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = routesOf(FEATURES);
