import { defineModule } from '../../module.js';
import { messages } from './messages.js';
import { createPasswordResetService } from './password-reset.js';
import { createPasswordResetsDal } from './password-resets.dal.js';
import { authRoutes } from './routes.js';
import { createAuthService } from './service.js';
import { createThrottle } from './throttle.js';
import { createTokensDal } from './tokens.dal.js';
import { createTokenService } from './tokens.js';

// the per-address limiter, for other modules' anonymous routes
export { createThrottle } from './throttle.js';
export type { Throttle } from './throttle.js';

const TOKEN_PRUNING_INTERVAL_MS = 60 * 60_000;

/** Laravel's login throttle: failures per (e-mail, client address). */
export const LOGIN_LIMIT = { maxAttempts: 5, decaySeconds: 60 };
/** Failures per account from any addresses. */
export const ACCOUNT_LIMIT = { maxAttempts: 10, decaySeconds: 15 * 60 };

/** Login (password, Telegram), logout, password reset and the bearer tokens every other module relies on. */
export const authModule = defineModule({
  name: 'auth',
  messages,
  setup(ctx) {
    const { db, clock, hasher, config, services } = ctx;
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
      loginThrottle: createThrottle({ clock, ...LOGIN_LIMIT }),
      accountThrottle: createThrottle({ clock, ...ACCOUNT_LIMIT }),
      clock,
      telegramBotToken: config.telegramBotToken,
    });
    const passwordReset = createPasswordResetService({
      db,
      usersDal,
      resetsDal: createPasswordResetsDal(db),
      revokeAllTokens: tokens.revokeAllOfUser,
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
        anonymousLimit: createThrottle({ clock, maxAttempts: config.anonymousPerMinute, decaySeconds: 60 }),
      }),
      tokens: tokens.resolve,
      provides: { tokenRevocation: tokens },
      // dead tokens are dropped now and then, never on the request path
      tasks: [{ name: 'token pruning', intervalMs: TOKEN_PRUNING_INTERVAL_MS, run: tokens.prune }],
    };
  },
});
