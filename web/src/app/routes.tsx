import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { FeatureRoute, ScreenLoader } from '../lib/feature';
import { FEATURES } from './features';
import type { RouteHandle } from './routeHandle';
import { RouteError } from './RouteError';
import { Layout } from './shell/Layout';

/** A screen loaded on demand (spec §8: a failed chunk shows a localised error via RouteError). */
function lazyScreen(load: ScreenLoader) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return <Screen />;
}

/** A feature's route as a router route, its title and access rule as the route handle. */
function toRouteObject(route: FeatureRoute): RouteObject {
  const handle: RouteHandle | undefined = route.titleKey
    ? {
        titleKey: route.titleKey,
        public: route.public,
        roles: route.roles,
        hideBreadcrumbs: route.hideBreadcrumbs,
      }
    : undefined;
  const element = route.redirectTo ? (
    <Navigate to={route.redirectTo} replace />
  ) : (
    route.screen && lazyScreen(route.screen)
  );
  const children = route.children?.map(toRouteObject);
  return route.path === undefined
    ? { index: true, element, handle }
    : { path: route.path, element, handle, children };
}

/** Home, every feature's routes and the not-found page, inside the shell (spec §2). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            element: lazyScreen(() => import('./shell/HomeScreen').then((m) => m.HomeScreen)),
            handle: { titleKey: 'routes.home' } satisfies RouteHandle,
          },
          ...FEATURES.flatMap((feature) => feature.routes ?? []).map(toRouteObject),
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
