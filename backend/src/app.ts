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
import { adminUsersRoutes } from './modules/users/admin.routes.js';
import { createAdminUsersService } from './modules/users/admin.service.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { createProfileService } from './modules/users/profile.service.js';
import { createUsersService } from './modules/users/service.js';
import { createUsersDal } from './modules/users/users.dal.js';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to the system clock; tests pass a manual one. */
  clock?: Clock;
  /** Defaults to SMTP (SMTP_URL) or the `.eml` outbox under `<dataDir>/mail`. */
  mailer?: Mailer;
  hasher?: PasswordHasher;
}

/** Builds the HTTP app (not listening). The caller owns `db` and closes it after `app.close()`. */
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
  const adminUsers = createAdminUsersService({
    db,
    usersDal,
    usersService,
    revokeAllTokens: tokens.revokeAllOfUser,
    hasher,
    clock,
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

  // housekeeping: drop dead tokens now and then (never on the request path)
  const pruneTimer = setInterval(
    () => void tokens.prune().catch((err) => app.log.warn({ err }, 'token pruning failed')),
    60 * 60_000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  return app;
}
