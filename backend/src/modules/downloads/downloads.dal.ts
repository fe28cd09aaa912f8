import type { Queryable } from '../../db/client.js';

export interface DownloadRow {
  id: number;
  user_id: number;
  filename: string;
  path: string;
  mime_type: string;
  size_bytes: number;
  download_count: number;
  expires_at: Date;
  message_seen_at: Date | null;
  created_at: Date;
}

export interface NewDownload {
  userId: number;
  filename: string;
  path: string;
  mimeType: string;
  sizeBytes: number;
  expiresAt: Date;
  now: Date;
}

const COLUMNS =
  'id, user_id, filename, path, mime_type, size_bytes, download_count, expires_at, message_seen_at, created_at';

/**
 * Data access of `downloads`. Every read of a member's download names the member (`user_id`), so another member's
 * id is simply not found. Expired rows count as gone before the cleanup removes them. Optional transaction.
 */
export function createDownloadsDal(db: Queryable) {
  return {
    async insert(d: NewDownload, tx?: Queryable): Promise<DownloadRow> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `INSERT INTO downloads (user_id, filename, path, mime_type, size_bytes, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [d.userId, d.filename, d.path, d.mimeType, d.sizeBytes, d.expiresAt, d.now],
      );
      return rows[0]!;
    },

    /** The member's live downloads, newest first. */
    async listOfUser(userId: number, now: Date, tx?: Queryable): Promise<DownloadRow[]> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `SELECT ${COLUMNS} FROM downloads WHERE user_id = $1 AND expires_at > $2
          ORDER BY created_at DESC, id DESC`,
        [userId, now],
      );
      return rows;
    },

    async countUnseen(userId: number, now: Date, tx?: Queryable): Promise<number> {
      const { rows } = await (tx ?? db).query<{ n: number }>(
        `SELECT count(*) AS n FROM downloads WHERE user_id = $1 AND expires_at > $2 AND message_seen_at IS NULL`,
        [userId, now],
      );
      return rows[0]?.n ?? 0;
    },

    async findOfUser(id: number, userId: number, now: Date, tx?: Queryable): Promise<DownloadRow | null> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `SELECT ${COLUMNS} FROM downloads WHERE id = $1 AND user_id = $2 AND expires_at > $3`,
        [id, userId, now],
      );
      return rows[0] ?? null;
    },

    /** Counts one download (atomically); answers the row, or null when it is not the member's or gone. */
    async countDownload(id: number, userId: number, now: Date, tx?: Queryable): Promise<DownloadRow | null> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `UPDATE downloads SET download_count = download_count + 1
          WHERE id = $1 AND user_id = $2 AND expires_at > $3 RETURNING ${COLUMNS}`,
        [id, userId, now],
      );
      return rows[0] ?? null;
    },

    /** Sets message_seen_at when it is not set yet; answers the row only when this call set it. */
    async markSeen(id: number, userId: number, now: Date, tx?: Queryable): Promise<DownloadRow | null> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `UPDATE downloads SET message_seen_at = $3
          WHERE id = $1 AND user_id = $2 AND expires_at > $3 AND message_seen_at IS NULL RETURNING ${COLUMNS}`,
        [id, userId, now],
      );
      return rows[0] ?? null;
    },

    async deleteOfUser(id: number, userId: number, now: Date, tx?: Queryable): Promise<DownloadRow | null> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `DELETE FROM downloads WHERE id = $1 AND user_id = $2 AND expires_at > $3 RETURNING ${COLUMNS}`,
        [id, userId, now],
      );
      return rows[0] ?? null;
    },

    /** Removes up to `limit` expired downloads (skipping rows another process is removing); answers them. */
    async deleteExpired(now: Date, limit: number, tx?: Queryable): Promise<DownloadRow[]> {
      const { rows } = await (tx ?? db).query<DownloadRow>(
        `DELETE FROM downloads WHERE id IN (
           SELECT id FROM downloads WHERE expires_at <= $1 ORDER BY expires_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [now, limit],
      );
      return rows;
    },

    /** Which of these stored paths have a row (for sweeping files without one). */
    async existingPaths(paths: readonly string[], tx?: Queryable): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const { rows } = await (tx ?? db).query<{ path: string }>(
        'SELECT path FROM downloads WHERE path = ANY($1::text[])',
        [paths],
      );
      return new Set(rows.map((r) => r.path));
    },
  };
}

export type DownloadsDal = ReturnType<typeof createDownloadsDal>;
