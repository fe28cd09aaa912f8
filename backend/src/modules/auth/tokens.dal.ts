import type { Queryable } from '../../db/client.js';

export interface LiveTokenRow {
  id: number;
  user_id: number;
  last_used_at: Date | null;
}

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

    /** A token that is neither expired nor idle too long, of an active member. */
    async findLive(
      tokenHash: string,
      now: Date,
      idleSince: Date,
      tx?: Queryable,
    ): Promise<LiveTokenRow | null> {
      const { rows } = await (tx ?? db).query<LiveTokenRow>(
        `SELECT t.id, t.user_id, t.last_used_at
           FROM personal_access_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND t.expires_at > $2
            AND coalesce(t.last_used_at, t.created_at) > $3 AND u.active`,
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

    /** All of the member's tokens but `keepId` (the one making a password change). */
    async deleteAllOfUserExcept(userId: number, keepId: number, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query(
        'DELETE FROM personal_access_tokens WHERE user_id = $1 AND id <> $2',
        [userId, keepId],
      );
      return res.rowCount;
    },

    async deleteDead(now: Date, idleSince: Date, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query(
        `DELETE FROM personal_access_tokens
          WHERE expires_at <= $1 OR coalesce(last_used_at, created_at) <= $2`,
        [now, idleSince],
      );
      return res.rowCount;
    },
  };
}

export type TokensDal = ReturnType<typeof createTokensDal>;
