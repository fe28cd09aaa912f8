import { HttpError, fieldError, tooManyRequests } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { UsersService, UserView } from '../users/index.js';
import type { UserRow, UsersDal } from '../users/index.js';
import type { DeviceTokens } from './device-tokens.js';
import { verifyTelegramLogin } from './telegram.js';
import type { Throttle } from './throttle.js';
import type { TokenService } from './tokens.js';

export interface LoginResult {
  access_token: string;
  token_type: 'Bearer';
  expires_at: Date;
  user: UserView;
  roles: UserView['roles'];
  /** Proves this device logged in as the member: sent back with the next login (see device-tokens.ts). */
  device_token: string;
}

export interface AuthServiceDeps {
  usersDal: Pick<UsersDal, 'findByEmail' | 'findByTelegramId'>;
  usersService: Pick<UsersService, 'viewOf'>;
  hasher: Pick<PasswordHasher, 'verify'>;
  tokens: Pick<TokenService, 'issue' | 'revoke'>;
  /** Failures without a valid device token per (e-mail, client address): Laravel's 5 a minute. */
  loginThrottle: Throttle;
  /**
   * Failures without a valid device token per account whatever the address: a new address per attempt does not
   * escape it (OWASP: lock out the untrusted clients).
   */
  accountThrottle: Throttle;
  /** Failures with a valid device token, per device token: they count against that device alone. */
  deviceThrottle: Throttle;
  deviceTokens: DeviceTokens;
  clock: Clock;
  telegramBotToken: string | undefined;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { usersDal, usersService, hasher, tokens, clock, deviceTokens } = deps;

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
      device_token: deviceTokens.issue(user),
    };
  }

  return {
    /**
     * E-mail (normalised by the contract) and password login. A client with a valid device token for the account
     * (OWASP's device cookies) is throttled only by its own failures: 10 in 15 minutes lock that device token. Any
     * other client gets 429 until the window is over after 5 failures a minute per (e-mail, IP), or after 10 failures
     * in 15 minutes for the account by such clients from any addresses; strangers thus never lock out the member on
     * a known device.
     */
    async login(
      email: string,
      password: string,
      ip: string,
      deviceToken?: string | null,
    ): Promise<LoginResult> {
      const user = await usersDal.findByEmail(email);
      const device = user ? deviceTokens.verify(deviceToken, user) : null;
      // the database compares lower(email): so does every key
      const account = email.toLowerCase();
      const counters: Array<[Throttle, string]> = device
        ? [[deps.deviceThrottle, device]]
        : [
            [deps.loginThrottle, `${account}|${ip}`],
            [deps.accountThrottle, account],
          ];
      const locked = Math.max(
        ...(await Promise.all(counters.map(([throttle, key]) => throttle.lockedFor(key)))),
      );
      if (locked > 0) throw tooManyRequests('auth.throttle', locked);
      const ok = await hasher.verify(password, user?.password ?? '');
      if (!user || !ok) {
        await Promise.all(counters.map(([throttle, key]) => throttle.hit(key)));
        throw fieldError('email', 'auth.failed');
      }
      // the client's own count starts over; the account's stays: a success in between gives a guesser no more tries
      const [own, key] = counters[0]!;
      await own.clear(key);
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
