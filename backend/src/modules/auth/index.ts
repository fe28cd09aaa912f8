import { defineModule } from '../../module.js';
import { messages } from './messages.js';
import { createPasswordResetService } from './password-reset.js';
import { createPasswordResetsDal } from './password-resets.dal.js';
import { authRoutes } from './routes.js';
import { createAuthService } from './service.js';
import { createThrottle } from './throttle.js';
import { createTokensDal } from './tokens.dal.js';
import { createTokenService } from './tokens.js';

const TOKEN_PRUNING_INTERVAL_MS = 60 * 60_000;

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
      loginThrottle: createThrottle({ clock, maxAttempts: 5, decaySeconds: 60 }),
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
      routes: authRoutes({ auth, passwordReset, usersService, authenticate: ctx.authenticate }),
      tokens: tokens.resolve,
      provides: { tokenRevocation: tokens },
      // dead tokens are dropped now and then, never on the request path
      tasks: [{ name: 'token pruning', intervalMs: TOKEN_PRUNING_INTERVAL_MS, run: tokens.prune }],
    };
  },
});
