import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { fieldError } from '../../http/errors.js';
import type { Locale } from '../../http/locale.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { UsersDal } from '../users/index.js';
import type { PasswordResetsDal } from './password-resets.dal.js';
import { sha256Hex } from './tokens.js';

export const RESET_TOKEN_MINUTES = 60;
export const RESET_THROTTLE_SECONDS = 60;

export interface PasswordResetDeps {
  db: Pick<Db, 'transaction'>;
  usersDal: Pick<UsersDal, 'findByEmail' | 'updatePassword'>;
  resetsDal: PasswordResetsDal;
  /** The member's sessions (script tokens stay: the member revokes those on the Scripts page). */
  revokeSessions: (userId: number, tx: Tx) => Promise<unknown>;
  hasher: Pick<PasswordHasher, 'hash'>;
  mailer: Mailer;
  clock: Clock;
  portalUrl: string;
  log: { info(obj: object, msg: string): void };
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, usersDal, resetsDal, hasher, mailer, clock } = deps;

  return {
    /** Mails a single-use reset link; one request per e-mail per minute. */
    async sendResetLink(email: string, locale: Locale): Promise<void> {
      const user = await usersDal.findByEmail(email);
      if (!user) throw fieldError('email', 'passwords.user');
      const now = clock.now();
      const latest = await resetsDal.latestUnusedAt(user.id);
      if (latest && now.getTime() - latest.getTime() < RESET_THROTTLE_SECONDS * 1000) {
        throw fieldError('email', 'passwords.throttled');
      }
      const token = randomBytes(32).toString('hex');
      const id = await db.transaction(async (tx) => {
        await resetsDal.invalidateAllOfUser(user.id, tx);
        return resetsDal.insert({ userId: user.id, tokenHash: sha256Hex(token), now }, tx);
      });
      const link = `${deps.portalUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      try {
        const sent = await mailer.send(
          passwordResetMail(locale, { name: user.name, email: user.email }, link, RESET_TOKEN_MINUTES),
        );
        // the file, never the link: whoever reads the log must not be able to reset the password
        if (mailer.mode === 'outbox') {
          deps.log.info({ userId: user.id, file: sent.file }, 'password reset mail written to the outbox');
        }
      } catch (err) {
        // a mail that did not go out must not block the next request for a minute
        await resetsDal.delete(id);
        throw err;
      }
    },

    /** Sets a new password with a valid token; the token is used up and every session of the member revoked. */
    async resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
      const user = await usersDal.findByEmail(input.email);
      if (!user) throw fieldError('email', 'passwords.user');
      const now = clock.now();
      const since = new Date(now.getTime() - RESET_TOKEN_MINUTES * 60_000);
      const tokenHash = sha256Hex(input.token);
      // a bad token costs no hashing (bcrypt is the expensive part); the transaction below consumes it for real
      if (!(await resetsDal.isLive(user.id, tokenHash, since))) throw fieldError('email', 'passwords.token');
      const passwordHash = await hasher.hash(input.password);
      const ok = await db.transaction(async (tx) => {
        if (!(await resetsDal.consume(user.id, tokenHash, since, tx))) return false;
        await resetsDal.invalidateAllOfUser(user.id, tx);
        await usersDal.updatePassword(user.id, passwordHash, now, tx);
        await deps.revokeSessions(user.id, tx);
        return true;
      });
      if (!ok) throw fieldError('email', 'passwords.token');
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
