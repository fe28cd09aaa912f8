import path from 'node:path';
import { defineModule } from '../../module.js';
import { downloadsSettings } from './env.js';
import { createDownloadsDal } from './downloads.dal.js';
import { downloadsRoutes } from './downloads.routes.js';
import type { DownloadsService } from './downloads.service.js';
import { createDownloadsService } from './downloads.service.js';
import { createDownloadStore } from './files.js';
import { messages } from './messages.js';

export type { DownloadsService, DownloadView } from './downloads.service.js';
export { writeChunk } from './files.js';

declare module '../../module.js' {
  interface ModuleServices {
    downloads: DownloadsService;
  }
}

/** The member's downloads inbox: files the portal made for them (exports, ...), expiring after a while. */
export const downloadsModule = defineModule({
  name: 'downloads',
  settings: downloadsSettings,
  messages,
  setup(ctx) {
    const { config, db } = ctx;
    const downloads = createDownloadsService({
      db,
      downloadsDal: createDownloadsDal(db),
      store: createDownloadStore({
        rootDir: path.join(config.dataDir, 'downloads'),
        maxBytes: config.downloadsMaxFileBytes,
      }),
      notifications: ctx.services.notifications,
      broadcaster: ctx.broadcaster,
      clock: ctx.clock,
      ttlHours: config.downloadsTtlHours,
      log: ctx.log,
    });
    return {
      routes: downloadsRoutes({ downloads, authenticate: ctx.authenticate }),
      tasks: [
        {
          name: 'downloads cleanup',
          intervalMs: config.downloadsCleanupIntervalSeconds * 1000,
          run: downloads.removeExpired,
        },
      ],
      provides: { downloads },
    };
  },
});
