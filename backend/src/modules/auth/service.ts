import { HttpError, fieldError, tooManyRequests } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { UsersService, UserView } from '../users/index.js';
import type { UserRow, UsersDal } from '../users/index.js';
import { verifyTelegramLogin } from './telegram.js';
import type { Throttle } from './throttle.js';
import type { TokenService } from './tokens.js';

export interface LoginResult {
  access_token: string;
  token_type: 'Bearer';
  expires_at: Date;
  user: UserView;
  roles: UserView['roles'];
}

export interface AuthServiceDeps {
  usersDal: Pick<UsersDal, 'findByEmail' | 'findByTelegramId'>;
  usersService: Pick<UsersService, 'viewOf'>;
  hasher: Pick<PasswordHasher, 'verify'>;
  tokens: Pick<TokenService, 'issue' | 'revoke'>;
  loginThrottle: Throttle;
  clock: Clock;
  telegramBotToken: string | undefined;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { usersDal, usersService, hasher, tokens, loginThrottle, clock } = deps;

  async function issueFor(user: UserRow, tokenName: string): Promise<LoginResult> {
    if (!user.active) throw new HttpError(403, { key: 'auth.inactive' });
    const { token, expiresAt } = await tokens.issue(user.id, tokenName);
    const view = await usersService.viewOf(user);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_at: expiresAt,
      user: view,
      roles: view.roles,
    };
  }

  return {
    /** E-mail and password login; 5 failures per minute per (e-mail, IP), then 429 until the minute is over. */
    async login(email: string, password: string, ip: string): Promise<LoginResult> {
      const key = `${email.trim().toLowerCase()}|${ip}`;
      if (loginThrottle.tooManyAttempts(key)) {
        throw tooManyRequests('auth.throttle', loginThrottle.availableIn(key));
      }
      const user = await usersDal.findByEmail(email.trim());
      const ok = await hasher.verify(password, user?.password ?? '');
      if (!user || !ok) {
        loginThrottle.hit(key);
        throw fieldError('email', 'auth.failed');
      }
      loginThrottle.clear(key);
      return issueFor(user, 'login');
    },

    /** 503 when no TELEGRAM_BOT_TOKEN is configured (checked before the payload is validated). */
    assertTelegramConfigured(): void {
      if (!deps.telegramBotToken) throw new HttpError(503, { key: 'auth.telegram_unavailable' });
    },

    /** Telegram Login Widget payload, verified with the bot token. */
    async telegramLogin(payload: Record<string, unknown>): Promise<LoginResult> {
      if (!deps.telegramBotToken) throw new HttpError(503, { key: 'auth.telegram_unavailable' });
      const check = verifyTelegramLogin(
        payload,
        deps.telegramBotToken,
        Math.floor(clock.now().getTime() / 1000),
      );
      if (check === 'invalid') throw fieldError('hash', 'auth.telegram_invalid');
      if (check === 'expired') throw fieldError('hash', 'auth.telegram_expired');
      const id = String(payload.id).trim().replace(/^\+/, '');
      const user = /^\d{1,18}$/.test(id) ? await usersDal.findByTelegramId(id) : null;
      if (!user) throw fieldError('id', 'auth.telegram_unknown');
      return issueFor(user, 'telegram');
    },

    logout: (tokenId: number) => tokens.revoke(tokenId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
