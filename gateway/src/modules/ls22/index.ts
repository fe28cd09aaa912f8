import { events, LS22_FILES } from '@portal/contract';
import type { DownloadRoute } from '../../http/files.js';
import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { createLs22Api } from './api.js';
import { ls22Resolvers } from './resolvers.js';

/** The stats feed or the map of the server as the backend reads it with the code it keeps. */
const feed = (path: DownloadRoute['path'], which: 'stats' | 'map'): DownloadRoute => ({
  path,
  open: (ctx, _params, signal) => ctx.rest.ls22.feed(which, signal),
});
const savegameFile: DownloadRoute<'file'> = {
  path: '/files/ls22/savegame/:file',
  open: (ctx, { file }, signal) => ctx.rest.ls22.savegameFile(file, signal),
};
const backupZip: DownloadRoute<'id'> = {
  path: '/files/ls22-backups/:id',
  open: (ctx, { id }, signal) => ctx.rest.ls22.backupZip(id, signal),
};

/**
 * Farming Simulator 22 for members with the gaming role: the dedicated server's header live, the overview, the
 * farms and their financial history from the savegame backups, the backups as ZIPs, the server's feeds and map;
 * for admins the setup, farm assignments and backups on demand or as a ZIP in the downloads inbox.
 */
export const ls22Module = defineModule({
  name: 'ls22',
  resolvers: ls22Resolvers,
  api: createLs22Api,
  loaders: ({ api }) => ({
    /** A farm by the portal's id (GET /api/gaming/ls22/farm/{id}), or null when unknown. */
    farmById: byIdLoader({ fetchOne: (id) => api.farm(id) }),
  }),
  /**
   * The files of LS22 for members with the role and their token (the backend checks the roles): the stats feed, the
   * map and the savegame files read through the portal, so the server's code never reaches a browser; a backup as a
   * ZIP.
   */
  downloads: [feed(LS22_FILES.stats, 'stats'), feed(LS22_FILES.map, 'map'), savegameFile, backupZip],
  channels: {
    /** Every change of the server's state: a public channel, the same for every subscriber (@auth keeps it to the role). */
    server: [events.ls22ServerChanged],
  },
});
