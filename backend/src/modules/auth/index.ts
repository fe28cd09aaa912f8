import { defineModule } from '../../module.js';
import { authSettings } from './env.js';
import { createDeviceTokens } from './device-tokens.js';
import { messages } from './messages.js';
import { createPasswordResetService } from './password-reset.js';
import { createPasswordResetsDal } from './password-resets.dal.js';
import { authRoutes } from './routes.js';
import { createAuthService } from './service.js';
import { createThrottle } from './throttle.js';
import { createTokensDal } from './tokens.dal.js';
import type { TokenService } from './tokens.js';
import { createTokenService } from './tokens.js';

// the per-address limiter, for other modules' anonymous routes
export { createThrottle, THROTTLE_KEY_PREFIX } from './throttle.js';
export type { Throttle } from './throttle.js';
// the token table, for the scripts module's personal access tokens
export { createTokensDal } from './tokens.dal.js';
export type { ScriptTokenRow, TokensDal } from './tokens.dal.js';
export type { TokenService } from './tokens.js';

declare module '../../module.js' {
  interface ModuleServices {
    /** Issues, resolves and revokes every bearer token (sessions and personal access tokens). */
    tokens: TokenService;
  }
}

const TOKEN_PRUNING_INTERVAL_MS = 60 * 60_000;

/** Laravel's login throttle: failures per (e-mail, client address). */
export const LOGIN_LIMIT = { maxAttempts: 5, decaySeconds: 60 };
/** Failures per account from any addresses (clients without a device token). */
export const ACCOUNT_LIMIT = { maxAttempts: 10, decaySeconds: 15 * 60 };
/** Failures per device token: a stolen one buys no more guesses than the account limit. */
export const DEVICE_LIMIT = { maxAttempts: 10, decaySeconds: 15 * 60 };

/** Login (password, Telegram), logout, password reset and the bearer tokens every other module relies on. */
export const authModule = defineModule({
  name: 'auth',
  settings: authSettings,
  messages,
  setup(ctx) {
    const { db, redis, clock, hasher, config, services } = ctx;
    const { dal: usersDal, service: usersService } = services.users;
    const tokens = createTokenService({
      tokensDal: createTokensDal(db),
      usersDal,
      clock,
      broadcaster: ctx.broadcaster,
      idleMinutes: config.tokenIdleMinutes,
      lifetimeMinutes: config.tokenLifetimeMinutes,
    });
    const auth = createAuthService({
      usersDal,
      usersService,
      hasher,
      tokens,
      loginThrottle: createThrottle({ redis, name: 'login', ...LOGIN_LIMIT }),
      accountThrottle: createThrottle({ redis, name: 'account', ...ACCOUNT_LIMIT }),
      deviceThrottle: createThrottle({ redis, name: 'device', ...DEVICE_LIMIT }),
      deviceTokens: createDeviceTokens({ secret: ctx.portalSecret, clock }),
      clock,
      telegramBotToken: config.telegramBotToken,
    });
    const passwordReset = createPasswordResetService({
      db,
      usersDal,
      resetsDal: createPasswordResetsDal(db),
      revokeSessions: tokens.revokeSessionsOfUser,
      hasher,
      mailer: ctx.mailer,
      clock,
      portalUrl: config.portalUrl,
      log: ctx.log,
    });
    return {
      routes: authRoutes({
        auth,
        passwordReset,
        usersService,
        authenticate: ctx.authenticate,
        // the anonymous routes (login, Telegram login, forgot and reset password), per client address
        anonymousLimit: createThrottle({
          redis,
          name: 'anonymous',
          maxAttempts: config.anonymousPerMinute,
          decaySeconds: 60,
        }),
      }),
      tokens: tokens.resolve,
      provides: { tokenRevocation: tokens, tokens },
      // dead tokens are dropped now and then, never on the request path
      tasks: [{ name: 'token pruning', intervalMs: TOKEN_PRUNING_INTERVAL_MS, run: tokens.prune }],
    };
  },
});
