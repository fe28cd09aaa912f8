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
  /** Failures per (e-mail, client address): Laravel's 5 a minute. */
  loginThrottle: Throttle;
  /** Failures per account whatever the address: a new address per attempt does not escape it. */
  accountThrottle: Throttle;
  clock: Clock;
  telegramBotToken: string | undefined;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { usersDal, usersService, hasher, tokens, loginThrottle, accountThrottle, clock } = deps;

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
    /**
     * E-mail (normalised by the contract) and password login. 429 until the window is over after 5 failures a
     * minute per (e-mail, IP), or after 10 failures in 15 minutes for the account from any addresses.
     */
    async login(email: string, password: string, ip: string): Promise<LoginResult> {
      // the database compares lower(email): so does every key
      const account = email.toLowerCase();
      const key = `${account}|${ip}`;
      const locked = Math.max(
        ...(await Promise.all([loginThrottle.lockedFor(key), accountThrottle.lockedFor(account)])),
      );
      if (locked > 0) throw tooManyRequests('auth.throttle', locked);
      const user = await usersDal.findByEmail(email);
      const ok = await hasher.verify(password, user?.password ?? '');
      if (!user || !ok) {
        await Promise.all([loginThrottle.hit(key), accountThrottle.hit(account)]);
        throw fieldError('email', 'auth.failed');
      }
      // the account's count stays: a success in between does not give a guesser 10 more tries
      await loginThrottle.clear(key);
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
