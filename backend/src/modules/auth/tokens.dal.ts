import type { PersonalAccessTokenScope } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';

export interface LiveTokenRow {
  id: number;
  user_id: number;
  last_used_at: Date | null;
  kind: AuthContext['kind'];
  scope: PersonalAccessTokenScope;
}

export interface ScriptTokenRow {
  id: number;
  name: string;
  scope: PersonalAccessTokenScope;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

const SCRIPT_TOKEN_COLUMNS = 'id, name, scope, created_at, last_used_at, expires_at';

/** Data access for personal_access_tokens (only SHA-256 hashes are stored). */
export function createTokensDal(db: Queryable) {
  return {
    async insert(
      t: { userId: number; name: string; tokenHash: string; now: Date; expiresAt: Date },
      tx?: Queryable,
    ): Promise<number> {
      const { rows } = await (tx ?? db).query<{ id: number }>(
        `INSERT INTO personal_access_tokens (user_id, name, token_hash, created_at, last_used_at, expires_at)
         VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
        [t.userId, t.name, t.tokenHash, t.now, t.expiresAt],
      );
      return rows[0]!.id;
    },

    /** A script token, never used yet (last_used_at null); null when the member has one of that name. */
    async insertScript(
      t: {
        userId: number;
        name: string;
        scope: PersonalAccessTokenScope;
        tokenHash: string;
        now: Date;
        expiresAt: Date | null;
      },
      tx?: Queryable,
    ): Promise<ScriptTokenRow | null> {
      const { rows } = await (tx ?? db).query<ScriptTokenRow>(
        `INSERT INTO personal_access_tokens (user_id, name, token_hash, created_at, expires_at, kind, scope)
         VALUES ($1, $2, $3, $4, $5, 'script', $6)
         ON CONFLICT (user_id, name) WHERE kind = 'script' DO NOTHING
         RETURNING ${SCRIPT_TOKEN_COLUMNS}`,
        [t.userId, t.name, t.tokenHash, t.now, t.expiresAt, t.scope],
      );
      return rows[0] ?? null;
    },

    /** Holds the member's script tokens until the transaction ends (counting and adding them, one at a time). */
    async lockScriptsOf(userId: number, tx: Queryable): Promise<void> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('portal_script_tokens:' || $1::text))`, [userId]);
    },

    /** The member's script tokens, newest first (expired ones too, until revoked). */
    async listScripts(userId: number, tx?: Queryable): Promise<ScriptTokenRow[]> {
      const { rows } = await (tx ?? db).query<ScriptTokenRow>(
        `SELECT ${SCRIPT_TOKEN_COLUMNS} FROM personal_access_tokens
          WHERE user_id = $1 AND kind = 'script' ORDER BY created_at DESC, id DESC`,
        [userId],
      );
      return rows;
    },

    async findScript(id: number, tx?: Queryable): Promise<(ScriptTokenRow & { user_id: number }) | null> {
      const { rows } = await (tx ?? db).query<ScriptTokenRow & { user_id: number }>(
        `SELECT ${SCRIPT_TOKEN_COLUMNS}, user_id FROM personal_access_tokens WHERE id = $1 AND kind = 'script'`,
        [id],
      );
      return rows[0] ?? null;
    },

    async countScripts(userId: number, tx?: Queryable): Promise<number> {
      const { rows } = await (tx ?? db).query<{ n: number }>(
        `SELECT count(*)::int AS n FROM personal_access_tokens WHERE user_id = $1 AND kind = 'script'`,
        [userId],
      );
      return rows[0]!.n;
    },

    /**
     * A token that is not expired, of an active member; a session also not idle too long (script tokens have
     * no idle timeout, and may have no expiry).
     */
    async findLive(
      tokenHash: string,
      now: Date,
      idleSince: Date,
      tx?: Queryable,
    ): Promise<LiveTokenRow | null> {
      const { rows } = await (tx ?? db).query<LiveTokenRow>(
        `SELECT t.id, t.user_id, t.last_used_at, t.kind, t.scope
           FROM personal_access_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND (t.expires_at IS NULL OR t.expires_at > $2)
            AND (t.kind = 'script' OR coalesce(t.last_used_at, t.created_at) > $3) AND u.active`,
        [tokenHash, now, idleSince],
      );
      return rows[0] ?? null;
    },

    async touch(id: number, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db).query('UPDATE personal_access_tokens SET last_used_at = $2 WHERE id = $1', [id, now]);
    },

    /** Answers the member whose token it was (null: no such token). */
    async delete(id: number, tx?: Queryable): Promise<number | null> {
      const { rows } = await (tx ?? db).query<{ user_id: number }>(
        'DELETE FROM personal_access_tokens WHERE id = $1 RETURNING user_id',
        [id],
      );
      return rows[0]?.user_id ?? null;
    },

    async deleteAllOfUser(userId: number, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query('DELETE FROM personal_access_tokens WHERE user_id = $1', [userId]);
      return res.rowCount;
    },

    /** The member's sessions, all or all but `keepId` (the one making a password change); never script tokens. */
    async deleteSessionsOfUser(userId: number, keepId: number | null, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query(
        `DELETE FROM personal_access_tokens
          WHERE user_id = $1 AND kind = 'session' AND id IS DISTINCT FROM $2`,
        [userId, keepId],
      );
      return res.rowCount;
    },

    /** Expired and idle sessions; an expired script token stays listed until its member revokes it. */
    async deleteDead(now: Date, idleSince: Date, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query(
        `DELETE FROM personal_access_tokens
          WHERE kind = 'session' AND (expires_at <= $1 OR coalesce(last_used_at, created_at) <= $2)`,
        [now, idleSince],
      );
      return res.rowCount;
    },
  };
}

export type TokensDal = ReturnType<typeof createTokensDal>;
