import { downloadsEvents } from '@portal/contract';
import type { DownloadRoute } from '../../http/files.js';
import { defineModule } from '../../module.js';
import { createDownloadsApi } from './api.js';
import { DOWNLOAD_ROUTE_PREFIX } from './mapping.js';
import { downloadsResolvers } from './resolvers.js';

/** `GET /files/downloads/:id`: the member's file, from `GET /api/downloads/download/{id}/now` (which counts it). */
const downloadFile: DownloadRoute<'id'> = {
  path: `${DOWNLOAD_ROUTE_PREFIX}:id`,
  open: (ctx, { id }, signal) => ctx.rest.downloads.open(id, signal),
};

/** The member's downloads inbox: list, seen/delete, the data export, its realtime changes and the files. */
export const downloadsModule = defineModule({
  name: 'downloads',
  resolvers: downloadsResolvers,
  api: createDownloadsApi,
  channels: {
    /** Every change of the member's inbox. */
    inbox: Object.values(downloadsEvents),
  },
  downloads: [downloadFile],
});
