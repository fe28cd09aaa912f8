import { RestMessage } from './common.js';
import { route } from './route.js';

export const exportRoutes = {
  'POST /api/user-profile/export': route({
    method: 'POST',
    path: '/api/user-profile/export',
    summary: "Queues the export of the caller's data; the JSON file arrives in their downloads.",
    origin: 'laravel',
    auth: true,
    response: RestMessage,
    status: 202,
  }),
} as const;
