import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { authenticate } from './http/auth.js';
import { notFound } from './http/errors.js';
import { localeFromHeader } from './http/locale.js';
import { sendError } from './http/responses.js';
import './http/types.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import type { PasswordHasher } from './lib/passwords.js';
import { createPasswordHasher } from './lib/passwords.js';
import type { Mailer } from './mail/mailer.js';
import { createMailer } from './mail/mailer.js';
import { createPasswordResetService } from './modules/auth/password-reset.js';
import { createPasswordResetsDal } from './modules/auth/password-resets.dal.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createThrottle } from './modules/auth/throttle.js';
import { createTokensDal } from './modules/auth/tokens.dal.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createJobRunner } from './jobs/runner.js';
import { createJobsDal } from './jobs/jobs.dal.js';
import { createPeriodicTask } from './lib/periodic.js';
import { createDownloadsDal } from './modules/downloads/downloads.dal.js';
import { downloadsRoutes } from './modules/downloads/downloads.routes.js';
import { createDownloadsService } from './modules/downloads/downloads.service.js';
import { createDownloadStore } from './modules/downloads/files.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { createExportService, EXPORT_JOB } from './modules/export/export.service.js';
import { createExportRegistry } from './modules/export/registry.js';
import { createNotificationsDal } from './modules/notifications/notifications.dal.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createAccountExporter } from './modules/users/account.exporter.js';
import { createUserEvents } from './modules/users/user-events.js';
import { createBroadcaster } from './realtime/broadcaster.js';
import { broadcastingRoutes } from './realtime/broadcasting.routes.js';
import { createPusherServer } from '@portal/pusher-server';
import { adminUsersRoutes } from './modules/users/admin.routes.js';
import { createAdminUsersService } from './modules/users/admin.service.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { createProfileService } from './modules/users/profile.service.js';
import { createUsersService } from './modules/users/service.js';
import { createUsersDal } from './modules/users/users.dal.js';

/** Finished (done or failed) jobs stay this long for inspection. */
const FINISHED_JOBS_KEPT_MS = 7 * 24 * 3_600_000;

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to the system clock; tests pass a manual one. */
  clock?: Clock;
  /** Defaults to SMTP (SMTP_URL) or the `.eml` outbox under `<dataDir>/mail`. */
  mailer?: Mailer;
  hasher?: PasswordHasher;
}

/**
 * Builds the HTTP app (not listening). The caller owns `db` and closes it after `app.close()`. Background work
 * (job runner, downloads cleanup) is wired but not started: `app.workers.start()` after `listen` (main.ts);
 * `app.close()` stops it. Tests run it deterministically with `app.workers.jobs.drain()` / `app.workers.cleanup()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const hasher = options.hasher ?? createPasswordHasher(10);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
    });

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // ---- wiring: data access -> services -> routes
  const usersDal = createUsersDal(db);
  const tokensDal = createTokensDal(db);
  const resetsDal = createPasswordResetsDal(db);
  const usersService = createUsersService({ usersDal });
  const tokens = createTokenService({
    tokensDal,
    usersDal,
    clock,
    idleMinutes: config.tokenIdleMinutes,
    lifetimeMinutes: config.tokenLifetimeMinutes,
  });
  const auth = createAuthService({
    usersDal,
    usersService,
    hasher,
    tokens,
    loginThrottle: createThrottle({ clock, maxAttempts: 5, decaySeconds: 60 }),
    clock,
    telegramBotToken: config.telegramBotToken,
  });
  const passwordReset = createPasswordResetService({
    db,
    usersDal,
    resetsDal,
    revokeAllTokens: tokens.revokeAllOfUser,
    hasher,
    mailer,
    clock,
    portalUrl: config.portalUrl,
    log: app.log,
  });
  // ---- realtime: events leave only through the pusher SDK; embedded mode runs the Pusher server on our port
  const { pusher } = config;
  const pusherServer =
    pusher.target.mode === 'embedded'
      ? createPusherServer({ appId: pusher.appId, key: pusher.key, secret: pusher.secret, logger: app.log })
      : null;
  const broadcaster = createBroadcaster({ config: pusher, log: app.log });
  const userEvents = createUserEvents({ broadcaster });

  const adminUsers = createAdminUsersService({
    db,
    usersDal,
    usersService,
    revokeAllTokens: tokens.revokeAllOfUser,
    hasher,
    clock,
    userEvents,
  });
  const profile = createProfileService({
    db,
    usersDal,
    usersService,
    revokeOtherTokens: tokens.revokeOthersOfUser,
    hasher,
    clock,
  });
  const requireAuth = authenticate(tokens.resolve);

  // ---- notifications, downloads, jobs, data export
  const notifications = createNotificationsService({
    notificationsDal: createNotificationsDal(db),
    broadcaster,
    clock,
  });
  const jobsDal = createJobsDal(db);
  const jobs = createJobRunner({
    jobsDal,
    clock,
    log: app.log,
    pollIntervalMs: config.jobsPollIntervalSeconds * 1000,
  });
  const downloads = createDownloadsService({
    db,
    downloadsDal: createDownloadsDal(db),
    store: createDownloadStore({
      rootDir: path.join(config.dataDir, 'downloads'),
      maxBytes: config.downloadsMaxFileBytes,
    }),
    notifications,
    broadcaster,
    clock,
    ttlHours: config.downloadsTtlHours,
    log: app.log,
  });
  const exportRegistry = createExportRegistry();
  exportRegistry.register('account', createAccountExporter({ usersService, usersDal }));
  const exportsService = createExportService({
    jobs,
    downloads,
    registry: exportRegistry,
    memberExists: async (id) => (await usersDal.findById(id)) !== null,
    clock,
  });
  jobs.register(EXPORT_JOB, exportsService.runJob);

  // ---- HTTP plumbing
  app.decorateRequest('locale', 'de');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });

  // JSON bodies: an empty body counts as no body (then validation answers 422), not as a parse error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  // pusher-js posts /broadcasting/auth form-encoded; Object.fromEntries keeps `__proto__` an own, inert key
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => sendError(notFound(), request, reply));

  // ---- routes
  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch (err) {
      app.log.error({ err }, 'health check: database down');
      return reply.code(503).send({ status: 'error', database: 'down' });
    }
  });

  await app.register(authRoutes({ auth, passwordReset, usersService, authenticate: requireAuth }), {
    prefix: '/api',
  });
  await app.register(adminUsersRoutes({ admin: adminUsers, authenticate: requireAuth }), { prefix: '/api' });
  await app.register(profileRoutes({ profile, authenticate: requireAuth }), { prefix: '/api' });
  await app.register(
    broadcastingRoutes({ key: pusher.key, secret: pusher.secret, authenticate: requireAuth }),
    { prefix: '/api' },
  );
  await app.register(downloadsRoutes({ downloads, authenticate: requireAuth }), { prefix: '/api' });
  await app.register(exportRoutes({ exports: exportsService, authenticate: requireAuth }), {
    prefix: '/api',
  });

  if (pusherServer) {
    // WebSocket /app/{key} and the HTTP events API /apps/{id}/events on the backend's own port
    // its events API is called for every broadcast: request logs only from warn up
    await app.register(pusherServer.plugin, { logLevel: 'warn' });
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (typeof address === 'object' && address) broadcaster.bindEmbedded(address);
    });
  }

  // ---- background work: started by main.ts after listen, stopped on close
  const downloadsCleanup = async () => {
    await downloads.removeExpired();
    await jobsDal.pruneFinished(new Date(clock.now().getTime() - FINISHED_JOBS_KEPT_MS));
  };
  const cleanupTask = createPeriodicTask({
    name: 'downloads cleanup',
    intervalMs: config.downloadsCleanupIntervalSeconds * 1000,
    run: downloadsCleanup,
    log: app.log,
  });
  app.decorate('workers', {
    jobs,
    downloads,
    exportRegistry,
    cleanup: downloadsCleanup,
    start() {
      jobs.start();
      cleanupTask.start();
    },
    async stop() {
      await cleanupTask.stop();
      await jobs.stop();
    },
  });
  app.addHook('preClose', async () => {
    await app.workers.stop();
  });
  app.addHook('onClose', async () => broadcaster.close());

  // housekeeping: drop dead tokens now and then (never on the request path)
  const pruneTimer = setInterval(
    () => void tokens.prune().catch((err) => app.log.warn({ err }, 'token pruning failed')),
    60 * 60_000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  return app;
}
