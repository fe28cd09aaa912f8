import type { Queryable } from '../../db/client.js';

export interface NotificationRow {
  id: string;
  user_id: number;
  type: string;
  data: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, user_id, type, data, read_at, created_at';

/** Data access of the `notifications` table. Every function takes an optional transaction. */
export function createNotificationsDal(db: Queryable) {
  return {
    async insert(
      row: { id: string; userId: number; type: string; data: Record<string, unknown>; now: Date },
      tx?: Queryable,
    ): Promise<NotificationRow> {
      const { rows } = await (tx ?? db).query<NotificationRow>(
        `INSERT INTO notifications (id, user_id, type, data, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)
         RETURNING ${COLUMNS}`,
        [row.id, row.userId, row.type, JSON.stringify(row.data), row.now],
      );
      return rows[0]!;
    },

    /** The member's notifications, newest first. */
    async listOfUser(userId: number, limit = 100, tx?: Queryable): Promise<NotificationRow[]> {
      const { rows } = await (tx ?? db).query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
        [userId, limit],
      );
      return rows;
    },
  };
}

export type NotificationsDal = ReturnType<typeof createNotificationsDal>;
