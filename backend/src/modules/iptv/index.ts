import { HttpError } from '../../http/errors.js';
import { defineModule } from '../../module.js';
import { createChannelsDal } from './channels.dal.js';
import type { ImportService } from './import.service.js';
import { createImportService, IMPORT_JOB } from './import.service.js';
import { createImportsDal } from './imports.dal.js';
import { messages } from './messages.js';
import { createProvidersDal } from './providers.dal.js';
import type { ProvidersService } from './providers.service.js';
import { createProvidersService } from './providers.service.js';
import { iptvRoutes } from './routes.js';

declare module '../../module.js' {
  interface ModuleServices {
    iptv: { providers: ProvidersService; imports: ImportService; refresh: () => Promise<number> };
  }
}

/** How often the refresh task looks for providers due for a re-import (a provider is at most this late). */
const REFRESH_CHECK_MS = 15 * 60_000;

/** IPTV supply: providers (admin), the streaming M3U import as a job, and the channel catalogue. */
export const iptvModule = defineModule({
  name: 'iptv',
  messages,
  setup(ctx) {
    const { config, db, clock } = ctx;
    const providersDal = createProvidersDal(db);
    const importsDal = createImportsDal(db);
    const channelsDal = createChannelsDal(db);
    const providers = createProvidersService({ providersDal, clock });
    const imports = createImportService({
      db,
      importsDal,
      channelsDal,
      providersDal,
      broadcaster: ctx.broadcaster,
      jobs: ctx.jobs,
      clock,
      log: ctx.log,
      maxBytes: config.iptvMaxUploadBytes,
    });

    /** Queues a re-import of every provider due (see ProvidersDal.dueForRefresh); answers how many. */
    async function refresh(): Promise<number> {
      const due = await providersDal.dueForRefresh(
        new Date(clock.now().getTime() - config.iptvRefreshHours * 3_600_000),
      );
      let queued = 0;
      for (const id of due) {
        // a provider whose import started meanwhile answers 409: skipped, it is being refreshed
        queued += await imports.queue(id, { kind: 'url' }, null).then(
          () => 1,
          (err: unknown) => {
            if (err instanceof HttpError && err.statusCode === 409) return 0;
            throw err;
          },
        );
      }
      return queued;
    }

    // Start-up: imports that were parsing or storing when the previous process stopped can never finish (their
    // staged rows were never swapped in): they end FAILED at once instead of blocking their provider. One backend
    // process runs the imports of a database (the job queue's worker), so none of them is live.
    void imports
      .failInterrupted()
      .catch((err: unknown) => ctx.log.error({ err }, 'iptv start-up check failed'));

    return {
      routes: iptvRoutes({
        providers,
        imports,
        importsDal,
        channelsDal,
        authenticate: ctx.authenticate,
        publicUrl: config.portalUrl,
        maxUploadBytes: config.iptvMaxUploadBytes,
      }),
      jobs: { [IMPORT_JOB]: { handler: imports.run, maxAttempts: 1 } },
      tasks: [{ name: 'iptv refresh', intervalMs: REFRESH_CHECK_MS, run: refresh }],
      provides: { iptv: { providers, imports, refresh } },
    };
  },
});
