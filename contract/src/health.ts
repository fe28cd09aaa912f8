import { z } from 'zod';
import { route } from './route.js';

export const RestHealth = z.object({
  status: z.string(),
  database: z.string().optional(),
  /** Only with REDIS_URL (the replicas' shared state): `up`, or `down` (the replicas then count on their own). */
  redis: z.string().optional(),
});
export type RestHealth = z.infer<typeof RestHealth>;

export const healthRoutes = {
  'GET /healthz': route({
    method: 'GET',
    path: '/healthz',
    summary:
      'Liveness, database and (with REDIS_URL) Redis check: 503 with `database: down`; Redis down is `degraded` (200).',
    origin: 'portal',
    response: RestHealth,
  }),
} as const;
