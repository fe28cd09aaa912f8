import { z } from 'zod';
import { route } from './route.js';

/** The OpenAPI 3 document of this contract, as the backend serves it. */
export const RestOpenApi = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type RestOpenApi = z.infer<typeof RestOpenApi>;

export const docsRoutes = {
  'GET /api/docs': route({
    method: 'GET',
    path: '/api/docs',
    summary: 'This API as an OpenAPI 3 document (generated from the contract).',
    origin: 'portal',
    response: RestOpenApi,
  }),
} as const;
