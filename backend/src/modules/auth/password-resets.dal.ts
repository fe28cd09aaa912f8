import type { Queryable } from '../../db/client.js';

/** Data access for password_resets (only SHA-256 hashes of the tokens are stored). */
export function createPasswordResetsDal(db: Queryable) {
  return {
    async insert(r: { userId: number; tokenHash: string; now: Date }, tx?: Queryable): Promise<number> {
      const { rows } = await (tx ?? db).query<{ id: number }>(
        'INSERT INTO password_resets (user_id, token_hash, created_at) VALUES ($1, $2, $3) RETURNING id',
        [r.userId, r.tokenHash, r.now],
      );
      return rows[0]!.id;
    },

    /** Creation time of the member's newest unused reset token. */
    async latestUnusedAt(userId: number, tx?: Queryable): Promise<Date | null> {
      const { rows } = await (tx ?? db).query<{ created_at: Date | null }>(
        'SELECT max(created_at) AS created_at FROM password_resets WHERE user_id = $1 AND NOT used',
        [userId],
      );
      return rows[0]?.created_at ?? null;
    },

    /** Whether the token is unused and was created after `since` (without using it up). */
    async isLive(userId: number, tokenHash: string, since: Date, tx?: Queryable): Promise<boolean> {
      const { rows } = await (tx ?? db).query(
        `SELECT 1 FROM password_resets
          WHERE user_id = $1 AND token_hash = $2 AND NOT used AND created_at > $3`,
        [userId, tokenHash, since],
      );
      return rows.length > 0;
    },

    /** Marks the matching unused token created after `since` as used; false when there is none. */
    async consume(userId: number, tokenHash: string, since: Date, tx?: Queryable): Promise<boolean> {
      const res = await (tx ?? db).query(
        `UPDATE password_resets SET used = true
          WHERE user_id = $1 AND token_hash = $2 AND NOT used AND created_at > $3`,
        [userId, tokenHash, since],
      );
      return res.rowCount === 1;
    },

    async invalidateAllOfUser(userId: number, tx?: Queryable): Promise<void> {
      await (tx ?? db).query('UPDATE password_resets SET used = true WHERE user_id = $1 AND NOT used', [
        userId,
      ]);
    },

    async delete(id: number, tx?: Queryable): Promise<void> {
      await (tx ?? db).query('DELETE FROM password_resets WHERE id = $1', [id]);
    },
  };
}

export type PasswordResetsDal = ReturnType<typeof createPasswordResetsDal>;
