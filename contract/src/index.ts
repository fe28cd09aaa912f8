import type { z } from 'zod';
import { listDeclarationOf, type ListDeclaration } from './common.js';
import { authRoutes } from './auth.js';
import { blogRoutes } from './blog.js';
import { broadcastingRoutes } from './broadcasting.js';
import { cryptTrackRoutes } from './crypt-track.js';
import { dawumRoutes } from './dawum.js';
import { docsRoutes } from './docs.js';
import { downloadsRoutes } from './downloads.js';
import { exportRoutes } from './export.js';
import { healthRoutes } from './health.js';
import { iptvListRoutes } from './iptv-lists.js';
import { iptvRoutes } from './iptv.js';
import { jobsRoutes } from './jobs.js';
import { ls22Routes } from './ls22.js';
import { scriptsRoutes } from './scripts.js';
import { timetrackingRoutes } from './timetracking.js';
import type { RouteDef } from './route.js';
import { usersRoutes } from './users.js';

export * from './auth.js';
export * from './blog.js';
export * from './broadcasting.js';
export * from './common.js';
export * from './crypt-track.js';
export * from './dawum.js';
export * from './docs.js';
export * from './downloads.js';
export * from './events.js';
export * from './events.js';
export * from './export.js';
export * from './health.js';
export * from './iptv.js';
export * from './iptv-lists.js';
export * from './jobs.js';
export * from './ls22.js';
export * from './notifications.js';
export * from './roles.js';
export * from './route.js';
export * from './rules.js';
export * from './scripts.js';
export * from './session.js';
export * from './duration.js';
export * from './zone.js';
export * from './timetracking.js';
export * from './users.js';

/** Every REST route of the backend, keyed `METHOD /path`: one line per domain. */
export const restRoutes = {
  ...authRoutes,
  ...usersRoutes,
  ...broadcastingRoutes,
  ...downloadsRoutes,
  ...exportRoutes,
  ...jobsRoutes,
  ...iptvRoutes,
  ...iptvListRoutes,
  ...timetrackingRoutes,
  ...blogRoutes,
  ...cryptTrackRoutes,
  ...dawumRoutes,
  ...ls22Routes,
  ...scriptsRoutes,
  ...healthRoutes,
  ...docsRoutes,
} as const satisfies Record<string, RouteDef>;

export type RestRoutes = typeof restRoutes;

/** Every paged list a route takes (its `query` declared by `defineList`), once each, in route order. */
export const restLists: readonly ListDeclaration[] = [
  ...new Set(
    Object.values(restRoutes).flatMap((def) => {
      const list = listDeclarationOf('query' in def ? def.query : undefined);
      return list ? [list] : [];
    }),
  ),
];
export type RouteKey = keyof RestRoutes;
/** Routes answering JSON and those answering a file. */
export type JsonRouteKey = { [K in RouteKey]: RestRoutes[K] extends { stream: true } ? never : K }[RouteKey];
export type StreamRouteKey = Exclude<RouteKey, JsonRouteKey>;

type Part<K extends RouteKey, P extends 'params' | 'query' | 'body'> = RestRoutes[K] extends {
  [Q in P]: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;

/** What a client sends (z.input of the schemas); `never` when the route has none. */
export type RouteParams<K extends RouteKey> = Part<K, 'params'>;
export type RouteQuery<K extends RouteKey> = Part<K, 'query'>;
export type RouteBody<K extends RouteKey> = Part<K, 'body'>;
/** The 2xx JSON answer (undefined for a 204). */
export type RouteResponse<K extends RouteKey> = RestRoutes[K] extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : RestRoutes[K] extends { status: 204 }
    ? undefined
    : never;
