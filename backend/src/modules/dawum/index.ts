import { defineModule } from '../../module.js';
import { dawumSettings } from './env.js';
import { messages } from './messages.js';
import { createPollsService } from './polls.service.js';
import { dawumRoutes } from './routes.js';
import { createDawumSync } from './sync.service.js';

export { createDawumSync } from './sync.service.js';
export type { DawumSync } from './sync.service.js';

/** The whole download, DAWUM's document of about 2 MB included, must arrive within this. */
const DOWNLOAD_TIMEOUT_MS = 60_000;
/** How often the sync task looks whether a sync is due (DAWUM_SYNC_MINUTES after the last one). */
const CHECK_MS = 60_000;
/** After a failed sync (no network, DAWUM down) the next try comes this soon, not a whole interval later. */
const RETRY_MINUTES = 5;

/**
 * DAWUM polls (spec 02 §2, §7): DAWUM's database synced on start and every DAWUM_SYNC_MINUTES (skipped while its
 * `Last_Update` is unchanged), read without login: parliaments, surveys with results, current polls, trends.
 */
export const dawumModule = defineModule({
  name: 'dawum',
  settings: dawumSettings,
  messages,
  setup(ctx) {
    const { config, db, clock } = ctx;
    const sync = createDawumSync({
      db,
      clock,
      url: config.dawumUrl,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      log: ctx.log,
    });
    const polls = createPollsService({ db });

    /** Syncs when none ran yet (the start), the last one is DAWUM_SYNC_MINUTES old, or it failed 5 minutes ago. */
    async function syncIfDue() {
      const last = await sync.status();
      const minutes =
        last?.outcome === 'FAILED'
          ? Math.min(RETRY_MINUTES, config.dawumSyncMinutes)
          : config.dawumSyncMinutes;
      const dueAt = last ? last.last_sync_at.getTime() + minutes * 60_000 : 0;
      if (clock.now().getTime() >= dueAt) await sync.sync();
    }

    return {
      routes: dawumRoutes({
        polls,
        sync,
        authenticate: ctx.authenticate,
        clock,
        publicUrl: config.portalUrl,
      }),
      tasks: [{ name: 'dawum sync', intervalMs: CHECK_MS, runOnStart: true, run: syncIfDue }],
    };
  },
});
