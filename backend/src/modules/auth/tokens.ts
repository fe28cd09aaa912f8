import type { PersonalAccessTokenScope } from '@portal/contract';
import { events, PERSONAL_ACCESS_TOKEN_PREFIX } from '@portal/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Tx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import type { Clock } from '../../lib/clock.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import type { UsersDal } from '../users/index.js';
import type { ScriptTokenRow, TokensDal } from './tokens.dal.js';

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** 40 random bytes, base64url (54 characters). */
export const newToken = () => randomBytes(40).toString('base64url');

/** last_used_at is written at most once a minute per token, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface TokenServiceDeps {
  tokensDal: TokensDal;
  usersDal: Pick<UsersDal, 'rolesOfUsers'>;
  clock: Clock;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  idleMinutes: number;
  lifetimeMinutes: number;
}

export function createTokenService(deps: TokenServiceDeps) {
  const { tokensDal, usersDal, clock, broadcaster } = deps;
  const idleMs = deps.idleMinutes * 60_000;
  const lifetimeMs = deps.lifetimeMinutes * 60_000;

  /**
   * `SessionsRevoked` on the member's channel, so that clients (the gateway's subscriptions) drop the sessions.
   * Sent only once the revocation is committed: whoever reacts finds the token already answering 401.
   */
  async function revoked(userId: number, count: number, tx?: Tx): Promise<void> {
    if (count === 0) return;
    const announce = () => broadcaster.broadcast(events.sessionsRevoked, {}, userId);
    if (tx) tx.afterCommit(announce);
    else await announce();
  }

  return {
    /** Issues a new token; only its hash is stored. */
    async issue(userId: number, name: string, tx?: Queryable): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      await tokensDal.insert({ userId, name, tokenHash: sha256Hex(token), now, expiresAt }, tx);
      return { token, expiresAt };
    },

    /**
     * Issues a personal access token for scripts (`pat_…`); only its hash is stored. Null when the member has a
     * token of that name.
     */
    async issueScript(
      userId: number,
      input: { name: string; scope: PersonalAccessTokenScope; expiresAt: Date | null },
      tx?: Queryable,
    ): Promise<{ token: string; row: ScriptTokenRow } | null> {
      const token = PERSONAL_ACCESS_TOKEN_PREFIX + newToken();
      const row = await tokensDal.insertScript(
        { userId, ...input, tokenHash: sha256Hex(token), now: clock.now() },
        tx,
      );
      return row && { token, row };
    },

    async resolve(token: string): Promise<AuthContext | null> {
      if (token.length > 200) return null;
      const now = clock.now();
      const row = await tokensDal.findLive(sha256Hex(token), now, new Date(now.getTime() - idleMs));
      if (!row) return null;
      if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= TOUCH_EVERY_MS) {
        await tokensDal.touch(row.id, now);
      }
      const roles = await usersDal.rolesOfUsers([row.user_id]);
      return {
        userId: row.user_id,
        tokenId: row.id,
        roles: (roles.get(row.user_id) ?? []).map((r) => r.name),
        kind: row.kind,
        scope: row.scope,
      };
    },

    // every revocation goes through these four, and so announces itself
    async revoke(tokenId: number, tx?: Tx): Promise<void> {
      const userId = await tokensDal.delete(tokenId, tx);
      if (userId !== null) await revoked(userId, 1, tx);
    },
    /** Sessions and script tokens: the member is deactivated, deleted or given a password by an admin. */
    async revokeAllOfUser(userId: number, tx?: Tx): Promise<void> {
      await revoked(userId, await tokensDal.deleteAllOfUser(userId, tx), tx);
    },
    /** Every session, not the script tokens (a password reset: the member manages those on the Scripts page). */
    async revokeSessionsOfUser(userId: number, tx?: Tx): Promise<void> {
      await revoked(userId, await tokensDal.deleteSessionsOfUser(userId, null, tx), tx);
    },
    /** The other sessions ("log out other devices", a password change); script tokens stay. */
    async revokeOthersOfUser(userId: number, keepTokenId: number, tx?: Tx): Promise<void> {
      await revoked(userId, await tokensDal.deleteSessionsOfUser(userId, keepTokenId, tx), tx);
    },

    /** Removes expired and idle sessions (housekeeping). */
    async prune(): Promise<number> {
      const now = clock.now();
      return tokensDal.deleteDead(now, new Date(now.getTime() - idleMs));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
