import swagger from '@fastify/swagger';
import { docsRoutes, healthRoutes } from '@portal/contract';
import { createPusherServer } from '@portal/pusher-server';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.js';
import { portalSecret } from './config.js';
import type { Db } from './db/client.js';
import { DatabaseUnavailable } from './db/client.js';
import { messages as dbMessages } from './db/messages.js';
import type { TokenResolver } from './http/auth.js';
import { authenticate } from './http/auth.js';
import { HttpError, notFound } from './http/errors.js';
import { localeFromHeader } from './http/locale.js';
import { registerMessages } from './http/messages.js';
import { sendError } from './http/responses.js';
import type { ContractTypeProvider } from './http/routes.js';
import { fromContract, useContract } from './http/routes.js';
import './http/types.js';
import { hasUnstorableParam } from './http/unstorable.js';
import { registerUploads } from './http/uploads.js';
import { createJobEvents } from './jobs/events.js';
import { createJobsDal } from './jobs/jobs.dal.js';
import { createJobRunner } from './jobs/runner.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { createExportRegistry } from './lib/export-sections.js';
import { createLeases } from './lib/leases.js';
import type { PasswordHasher } from './lib/passwords.js';
import { createPasswordHasher, PasswordHasherBusy } from './lib/passwords.js';
import { createOutbound } from './lib/outbound.js';
import { createPeriodicTask } from './lib/periodic.js';
import { connectRedis } from '@portal/runtime';
import type { Mailer } from './mail/mailer.js';
import { createMailer } from './mail/mailer.js';
import type { ModuleContext, ModuleServices, PeriodicTaskDef } from './module.js';
import { modules } from './modules/index.js';
import { createBroadcaster } from './realtime/broadcaster.js';
import { broadcastingRoutes } from './realtime/broadcasting.routes.js';

/** A path parameter named `token` is a secret (a player's personal link): such a request logs its route, not its URL. */
const loggedUrl = (request: FastifyRequest) =>
  request.routeOptions.url?.includes(':token') ? request.routeOptions.url : request.url;

/**
 * One line per request, at debug: at info a walk through the UI wrote thousands of lines. Info keeps starts, stops,
 * jobs, warnings and errors (a failing request logs its error in the error handler).
 */
class RequestLogsAtDebug extends LogController {
  override incomingRequest() {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    const [error, request, reply] = args;
    if (error) return super.requestCompleted(...args);
    request.log.debug(
      {
        method: request.method,
        url: loggedUrl(request),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

/** Finished (done, failed or cancelled) jobs stay this long for inspection. */
const FINISHED_JOBS_KEPT_MS = 7 * 24 * 3_600_000;

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to the system clock; tests pass a manual one. */
  clock?: Clock;
  /** Defaults to SMTP (SMTP_URL) or the `.eml` outbox under `<dataDir>/mail`. */
  mailer?: Mailer;
  hasher?: PasswordHasher;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the HTTP app (not listening). The caller owns `db` and closes it after `app.close()`. Background work
 * (job runner, periodic tasks) is wired but not started: `app.workers.start()` after `listen` (main.ts);
 * `app.close()` stops it. Tests run it deterministically with `app.workers.jobs.drain()` / `app.workers.cleanup()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new RequestLogsAtDebug(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // ---- state the replicas share: Redis (REDIS_URL) for counters, the database for leases of periodic work
  const redis = connectRedis(config.redisUrl, app.log);

  // ---- realtime: events leave only through the pusher SDK; embedded mode runs the Pusher server on our port
  const { pusher } = config;
  const pusherServer =
    pusher.target.mode === 'embedded'
      ? createPusherServer({
          appId: pusher.appId,
          key: pusher.key,
          secret: pusher.secret,
          logger: app.log,
          ...config.pusherServerLimits,
        })
      : null;
  const broadcaster = createBroadcaster({ config: pusher, log: app.log });

  // ---- the job queue: every state change and progress report goes to the job's owner
  const jobsDal = createJobsDal(db);
  const jobEvents = createJobEvents({ broadcaster });
  const jobs = createJobRunner({
    jobsDal,
    onUpdate: jobEvents.publish,
    clock,
    log: app.log,
    pollIntervalMs: config.jobsPollIntervalSeconds * 1000,
  });

  // ---- the modules, set up in list order; bearer tokens come from the module that issues them
  let resolveToken: TokenResolver = async () => null;
  const exportRegistry = createExportRegistry();
  // filled module by module: each reads only what the modules before it (or, when called, after it) provide
  const services = {} as ModuleServices;
  const outbound = createOutbound({ allow: config.outboundAllow });
  const ctx: ModuleContext = {
    config,
    db,
    redis,
    clock,
    log: app.log,
    hasher: options.hasher ?? createPasswordHasher(10, config.passwordHashQueue),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'mail'),
      }),
    broadcaster,
    outbound,
    jobs,
    exportSections: exportRegistry,
    authenticate: authenticate((token) => resolveToken(token)),
    portalSecret: portalSecret(config),
    services,
  };
  const tasks: PeriodicTaskDef[] = [
    {
      name: 'jobs pruning',
      intervalMs: config.downloadsCleanupIntervalSeconds * 1000,
      run: () => jobsDal.pruneFinished(new Date(clock.now().getTime() - FINISHED_JOBS_KEPT_MS)),
    },
  ];
  const routes = [];
  for (const module of modules) {
    if (module.messages) registerMessages(module.messages);
    const parts = module.setup(ctx);
    Object.assign(services, parts.provides);
    if (parts.tokens) resolveToken = parts.tokens;
    if (parts.routes) routes.push(parts.routes);
    tasks.push(...(parts.tasks ?? []));
    if (parts.exportSection) exportRegistry.register(parts.exportSection.name, parts.exportSection.exporter);
    for (const [type, job] of Object.entries(parts.jobs ?? {})) jobs.register(type, job.handler, job);
  }

  // ---- HTTP plumbing
  registerMessages(dbMessages);
  app.decorateRequest('locale', 'de');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });
  // a path parameter with text the database cannot take (NUL, half a surrogate pair) names nothing: 404 before SQL
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableParam(request.params)) throw notFound();
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

  useContract(app);
  app.decorate('uploads', await registerUploads(app, config.dataDir));
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DatabaseUnavailable) {
      // the database went away (restart, failover, terminated connection): a clear "try again", not a 500
      request.log.warn({ err: error.cause }, 'database unavailable');
      return sendError(
        new HttpError(503, { key: 'database_unavailable' }, {}, { 'retry-after': '1' }),
        request,
        reply,
      );
    }
    if (error instanceof PasswordHasherBusy) {
      return sendError(
        new HttpError(503, { key: 'passwords_busy' }, { retry_after: 1 }, { 'retry-after': '1' }),
        request,
        reply,
      );
    }
    return sendError(error, request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(notFound(), request, reply));

  if (pusherServer) {
    // WebSocket /app/{key} and the HTTP events API /apps/{id}/events on the backend's own port
    // its events API is called for every broadcast: request logs only from warn up
    await app.register(pusherServer.plugin, { logLevel: 'warn' });
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (typeof address === 'object' && address) broadcaster.bindEmbedded(address);
    });
  }

  // ---- the OpenAPI document of every route below (GET /api/docs); the Pusher protocol routes above stay out
  await app.register(swagger, {
    openapi: { info: { title: 'Portal REST API', version: PACKAGE_VERSION } },
    transform: jsonSchemaTransform,
  });

  // ---- routes
  const docs = docsRoutes['GET /api/docs'];
  app.withTypeProvider<ContractTypeProvider>().route({
    ...fromContract(docs),
    // the plugin types the document loosely (OpenAPI 2 or 3): checked against what the contract promises
    handler: async () => docs.response.parse(app.swagger()),
  });

  const health = healthRoutes['GET /healthz'];
  app.withTypeProvider<ContractTypeProvider>().route({
    ...fromContract(health),
    schema: { ...fromContract(health).schema, response: { 200: health.response, 503: health.response } },
    handler: async (_request, reply) => {
      // without Redis the replicas count on their own (see auth/throttle.ts): degraded, still serving
      const redisState = redis && (await redisHealth(redis));
      const shared = redisState ? { redis: redisState } : {};
      try {
        await db.query('SELECT 1');
        return { status: redisState === 'down' ? 'degraded' : 'ok', database: 'up', ...shared };
      } catch (err) {
        app.log.error({ err }, 'health check: database down');
        return reply.code(503).send({ status: 'error', database: 'down', ...shared });
      }
    },
  });

  // a member may listen on a public channel and on their own private channels of the event registry; nothing else
  await app.register(
    broadcastingRoutes({ key: pusher.key, secret: pusher.secret, authenticate: ctx.authenticate }),
  );
  for (const plugin of routes) await app.register(plugin);

  // ---- background work: started by main.ts after listen, stopped on close
  // each task runs on one replica per interval: the one holding its lease
  const leases = createLeases(db, randomUUID());
  const periodic = tasks.map((task) => createPeriodicTask({ ...task, leases, log: app.log }));
  app.decorate('services', services);
  app.decorate('authenticate', ctx.authenticate);
  app.decorate('workers', {
    jobs,
    exportRegistry,
    async cleanup() {
      for (const task of tasks) await task.run();
    },
    start() {
      jobs.start();
      for (const task of periodic) task.start();
      // the holder named in periodic_leases
      app.log.info({ replica: leases.holder }, 'background work started');
    },
    async stop() {
      await Promise.all(periodic.map((task) => task.stop()));
      await jobs.stop();
    },
  });
  app.addHook('preClose', async () => {
    await app.workers.stop();
  });
  app.addHook('onClose', async () => {
    broadcaster.close();
    redis?.disconnect();
    await outbound.close();
  });

  return app;
}

/** `up` when Redis answers a PING within a second, else `down`. */
async function redisHealth(redis: Redis): Promise<'up' | 'down'> {
  if (redis.status !== 'ready') return 'down';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(resolve, 1000, 'down')));
  const ping = redis.ping().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}

const PACKAGE_VERSION = '2.3.0';
