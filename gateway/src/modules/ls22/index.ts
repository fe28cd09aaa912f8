import { LS22_SERVER_CHANGED_EVENT, LS22_SERVER_CHANNEL } from '@portal/contract';
import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { createLs22Api } from './api.js';
import { ls22Resolvers } from './resolvers.js';

/**
 * Farming Simulator 22 for members with the gaming role: the dedicated server's header live, the overview, the
 * farms and their financial history from the savegame backups; for admins the setup, farm assignments and backups
 * on demand or as a ZIP in the downloads inbox.
 */
export const ls22Module = defineModule({
  name: 'ls22',
  resolvers: ls22Resolvers,
  api: createLs22Api,
  loaders: ({ api }) => ({
    /** A farm by the portal's id (GET /api/gaming/ls22/farm/{id}), or null when unknown. */
    farmById: byIdLoader({ fetchOne: (id) => api.farm(id) }),
  }),
  channels: {
    /** Every change of the server's state: a public channel, the same for every subscriber (@auth keeps it to the role). */
    server: { name: () => LS22_SERVER_CHANNEL, events: [LS22_SERVER_CHANGED_EVENT] },
  },
});
