import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { defineModule } from '../../module.js';
import { iptvSettings } from './env.js';
import { createThrottle } from '../auth/index.js';
import { createChannelSource } from './channel-source.js';
import { createChannelsDal } from './channels.dal.js';
import type { ImportService } from './import.service.js';
import { createImportService, IMPORT_JOB } from './import.service.js';
import { createImportsDal } from './imports.dal.js';
import { demoRoutes } from './demo/routes.js';
import { createDemoSeed } from './demo/seed.js';
import { createEpgDal } from './epg/epg.dal.js';
import { createGuide } from './epg/guide.js';
import type { EpgImport } from './epg/import.js';
import { createEpgImport, EPG_JOB } from './epg/import.js';
import { epgRoutes } from './epg/routes.js';
import { messages } from './messages.js';
import { createProvidersDal } from './providers.dal.js';
import type { ProvidersService } from './providers.service.js';
import { createProvidersService } from './providers.service.js';
import { createLinksDal } from './links/links.dal.js';
import { createLinksService } from './links/links.service.js';
import { linkRoutes } from './links/routes.js';
import { createListsDal } from './lists/lists.dal.js';
import { createListsService } from './lists/lists.service.js';
import { listRoutes } from './lists/routes.js';
import { createLogos } from './logos/logos.js';
import { logoRoutes } from './logos/routes.js';
import { createRowsDal } from './lists/rows.dal.js';
import { iptvRoutes } from './routes.js';
import { settingsRoutes } from './settings/routes.js';
import { createSettingsDal } from './settings/settings.dal.js';
import { createSettingsService } from './settings/settings.service.js';

declare module '../../module.js' {
  interface ModuleServices {
    iptv: {
      providers: ProvidersService;
      imports: ImportService;
      epgImport: EpgImport;
      refresh: () => Promise<number>;
      /** Demo mode, first start: the demo provider from `base` (the backend's own address); see demo/seed.ts. */
      seedDemo: (base: string) => Promise<boolean>;
    };
  }
}

/** How often the refresh task looks for providers due for a re-import (a provider is at most this late). */
const REFRESH_CHECK_MS = 15 * 60_000;

/** Personal playlist (and, apart, epg.xml) requests a client address may make a minute (players fetch one now and then). */
export const PLAYLIST_PER_MINUTE = 30;

/**
 * IPTV supply: providers (admin), the streaming M3U import as a job, and the channel catalogue. IPTV for members:
 * their lists, groups and ordering, their credentials per provider (encrypted) and personal playlist links. The EPG:
 * an XMLTV import per provider as a job (with the refresh, and on demand), the programmes of a list, epg.xml.
 */
export const iptvModule = defineModule({
  name: 'iptv',
  settings: iptvSettings,
  messages,
  setup(ctx) {
    const { config, db, clock } = ctx;
    const providersDal = createProvidersDal(db);
    const importsDal = createImportsDal(db);
    const channelsDal = createChannelsDal(db);
    const epgDal = createEpgDal(db);
    const epgImport = createEpgImport({
      db,
      epgDal,
      broadcaster: ctx.broadcaster,
      jobs: ctx.jobs,
      clock,
      log: ctx.log,
      outbound: ctx.outbound,
      maxBytes: config.iptvMaxUploadBytes,
    });
    const box = createSecretBox(ctx.portalSecret, 'iptv');
    const channelSource = createChannelSource({ box, log: ctx.log });
    const providers = createProvidersService({ providersDal, channelSource, epgImport, clock });
    const imports = createImportService({
      db,
      importsDal,
      channelsDal,
      providersDal,
      channelSource,
      broadcaster: ctx.broadcaster,
      jobs: ctx.jobs,
      clock,
      log: ctx.log,
      outbound: ctx.outbound,
      maxBytes: config.iptvMaxUploadBytes,
      // every finished playlist import is followed by the EPG import, matched to the new channels
      afterImport: (providerId, userId) => epgImport.queueIfSource(providerId, userId),
    });

    /** A queue call that answers 0 instead of 409: the provider's import started meanwhile, it is being refreshed. */
    const unlessRunning = (queued: Promise<unknown>) =>
      queued.then(
        () => 1,
        (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 409) return 0;
          throw err;
        },
      );

    /**
     * Queues a re-import of every provider due (see ProvidersDal.dueForRefresh), and its EPG import where it has an
     * EPG source (the one the finished playlist import asks for, queued already should the playlist fail); answers
     * how many playlist imports were queued.
     */
    async function refresh(): Promise<number> {
      const due = await providersDal.dueForRefresh(
        new Date(clock.now().getTime() - config.iptvRefreshHours * 3_600_000),
      );
      let queued = 0;
      for (const id of due) {
        queued += await unlessRunning(imports.queue(id, { kind: 'url' }, null));
        await epgImport.queueIfSource(id, null);
      }
      return queued;
    }

    const logos = createLogos({
      secret: ctx.portalSecret,
      dir: path.join(config.dataDir, 'iptv-logos'),
      outbound: ctx.outbound,
      log: ctx.log,
      now: () => clock.now().getTime(),
    });
    const listsDal = createListsDal(db);
    const rowsDal = createRowsDal();
    const settings = createSettingsService({ settingsDal: createSettingsDal(db), box, clock, log: ctx.log });
    const links = createLinksService({
      db,
      linksDal: createLinksDal(db),
      listsDal,
      rowsDal,
      settings,
      broadcaster: ctx.broadcaster,
      box,
      clock,
      log: ctx.log,
      portalUrl: config.portalUrl,
    });
    const lists = createListsService({
      db,
      listsDal,
      rowsDal,
      broadcaster: ctx.broadcaster,
      clock,
      linkUrl: links.url,
      logoUrl: logos.url,
    });

    // Start-up: imports that were parsing or storing when the previous process stopped can never finish (their
    // staged rows were never swapped in): they end FAILED at once instead of blocking their provider. One backend
    // process runs the imports of a database (the job queue's worker), so none of them is live. Providers saved
    // before their credentials were sealed get them sealed (until then their imports read them from the URL).
    void Promise.all([
      imports.failInterrupted(),
      epgImport.failInterrupted(),
      providers.sealUnsealed(),
    ]).catch((err: unknown) => ctx.log.error({ err }, 'iptv start-up check failed'));
    const guide = createGuide({ epgDal, listsDal, clock });
    const seedDemo = createDemoSeed({
      providers,
      providersDal,
      imports,
      importsDal,
      channelsDal,
      lists,
      settings,
      users: () => ctx.services.users.dal,
      log: ctx.log,
    });

    return {
      routes: async (app: FastifyInstance) => {
        const { authenticate } = ctx;
        await app.register(
          iptvRoutes({
            providers,
            imports,
            importsDal,
            channelsDal,
            logoUrl: logos.url,
            authenticate,
            publicUrl: config.portalUrl,
            maxUploadBytes: config.iptvMaxUploadBytes,
          }),
        );
        await app.register(logoRoutes({ logos }));
        await app.register(listRoutes({ lists, authenticate, publicUrl: config.portalUrl }));
        await app.register(settingsRoutes({ settings, authenticate }));
        await app.register(
          linkRoutes({
            links,
            authenticate,
            playlistLimit: createThrottle({
              redis: ctx.redis,
              name: 'iptv-playlist',
              maxAttempts: PLAYLIST_PER_MINUTE,
              decaySeconds: 60,
            }),
          }),
        );
        await app.register(
          epgRoutes({
            guide,
            epgImport,
            epgDal,
            providers,
            links,
            authenticate,
            xmlLimit: createThrottle({
              redis: ctx.redis,
              name: 'iptv-xml',
              maxAttempts: PLAYLIST_PER_MINUTE,
              decaySeconds: 60,
            }),
          }),
        );
        if (config.demo) await app.register(demoRoutes({ clock }));
      },
      jobs: {
        [IMPORT_JOB]: { handler: imports.run, maxAttempts: 1 },
        [EPG_JOB]: { handler: epgImport.run, maxAttempts: 1 },
      },
      tasks: [{ name: 'iptv refresh', intervalMs: REFRESH_CHECK_MS, run: refresh }],
      provides: { iptv: { providers, imports, epgImport, refresh, seedDemo } },
    };
  },
});
