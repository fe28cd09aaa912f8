import type { TIME_COMMENT_TARGETS } from '@portal/contract';
import type { Queryable } from '../../db/client.js';

export type CommentTarget = (typeof TIME_COMMENT_TARGETS)[number];

export interface CommentRow {
  id: number;
  target: CommentTarget;
  target_id: number;
  text: string;
  user: { id: number; name: string };
  created_at: Date;
}

const COMMENT = `x.id, CASE WHEN x.task_id IS NULL THEN 'record' ELSE 'task' END AS target,
  coalesce(x.task_id, x.record_id) AS target_id, x.text, json_build_object('id', u.id, 'name', u.name) AS "user",
  x.created_at`;

/** A member's comments on their tasks and records (`tt_comments`). */
export function createCommentsDal(db: Queryable) {
  return {
    /** Whether the member has the task or record. */
    async hasTarget(userId: number, target: CommentTarget, id: number): Promise<boolean> {
      const table = target === 'task' ? 'tt_tasks' : 'tt_records';
      const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows.length > 0;
    },

    /** The comments on the task or record, oldest first. */
    async list(userId: number, target: CommentTarget, id: number): Promise<CommentRow[]> {
      const { rows } = await db.query<CommentRow>(
        `SELECT ${COMMENT} FROM tt_comments x JOIN users u ON u.id = x.user_id
          WHERE x.${target}_id = $1 AND x.user_id = $2 ORDER BY x.id`,
        [id, userId],
      );
      return rows;
    },

    async insert(
      userId: number,
      target: CommentTarget,
      id: number,
      text: string,
      now: Date,
    ): Promise<CommentRow> {
      const { rows } = await db.query<CommentRow>(
        `WITH x AS (INSERT INTO tt_comments (user_id, ${target}_id, text, created_at) VALUES ($1, $2, $3, $4)
                    RETURNING *)
         SELECT ${COMMENT} FROM x JOIN users u ON u.id = x.user_id`,
        [userId, id, text, now],
      );
      return rows[0]!;
    },
  };
}
