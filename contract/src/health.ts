import { z } from 'zod';
import { route } from './route.js';

export const RestHealth = z.object({ status: z.string(), database: z.string().optional() });
export type RestHealth = z.infer<typeof RestHealth>;

export const healthRoutes = {
  'GET /healthz': route({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness and database check (503 with `database: down`).',
    origin: 'portal',
    response: RestHealth,
  }),
} as const;
