import { createSecretBox } from '../../lib/secret-box.js';
import { defineModule } from '../../module.js';
import { ls22Settings } from './env.js';
import type { Ls22Backups } from './backups.service.js';
import { createLs22Backups } from './backups.service.js';
import { createFarmsDal } from './farms.dal.js';
import { messages } from './messages.js';
import type { Ls22Poller } from './poller.js';
import { createLs22Poller } from './poller.js';
import { ls22Routes } from './routes.js';
import { createServerStateDal } from './server-state.dal.js';
import { createLs22Settings } from './settings.js';

export { createLs22Backups } from './backups.service.js';
export type { Ls22Backups } from './backups.service.js';
export { createFarmsDal } from './farms.dal.js';
export { feedText, parseXml } from './feed.js';
export { parseEnvironment, parseFarms, parseStats } from './parse.js';
export type { Ls22Poller } from './poller.js';

declare module '../../module.js' {
  interface ModuleServices {
    ls22: { poller: Ls22Poller; backups: Ls22Backups };
  }
}

/** One request to the game server (a feed or one savegame file) must be answered within this. */
const FEED_TIMEOUT_MS = 10_000;
/** How often the backup task looks whether a backup is due (LS22_BACKUP_MINUTES after the last one). */
const BACKUP_CHECK_MS = 60_000;

/**
 * Farming Simulator 22 (spec 02 §2, §7): one poller (on one replica) reads the dedicated server's stats every
 * LS22_POLL_SECONDS into the database and broadcasts changes; savegame backups every LS22_BACKUP_MINUTES and on
 * demand, thinned; the farms and their financial history parsed from the backups; the server configuration (admins;
 * the code sealed).
 */
export const ls22Module = defineModule({
  name: 'ls22',
  settings: ls22Settings,
  messages,
  setup(ctx) {
    const { config, db, clock } = ctx;
    const settings = createLs22Settings({
      db,
      box: createSecretBox(ctx.portalSecret, 'ls22'),
      clock,
      envUrl: config.ls22ServerUrl,
      envCode: config.ls22ServerCode,
      log: ctx.log,
    });
    const farms = createFarmsDal(db);
    // the poller and the backups tell each other (called only once running, when both exist)
    const poller = createLs22Poller({
      settings,
      state: createServerStateDal(db),
      outbound: ctx.outbound,
      timeoutMs: FEED_TIMEOUT_MS,
      clock,
      broadcaster: ctx.broadcaster,
      latestBackup: () => backups.latestDays(),
      log: ctx.log,
    });
    const backups = createLs22Backups({
      db,
      settings,
      farms,
      outbound: ctx.outbound,
      clock,
      timeoutMs: FEED_TIMEOUT_MS,
      onTaken: (at, days) => poller.backupTaken(at, days),
      log: ctx.log,
    });

    return {
      routes: ls22Routes({
        poller,
        settings,
        backups,
        farms,
        downloads: () => ctx.services.downloads,
        authenticate: ctx.authenticate,
        publicUrl: config.portalUrl,
        outbound: ctx.outbound,
        feedTimeoutMs: FEED_TIMEOUT_MS,
      }),
      tasks: [
        // the header has its first answer right after start, not one interval later
        {
          name: 'ls22 poll',
          intervalMs: config.ls22PollSeconds * 1000,
          runOnStart: true,
          run: () => poller.poll(),
        },
        {
          name: 'ls22 backup',
          intervalMs: BACKUP_CHECK_MS,
          run: () => backups.takeIfDue(config.ls22BackupMinutes),
        },
      ],
      provides: { ls22: { poller, backups } },
    };
  },
});
