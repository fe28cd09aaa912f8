import type { Queryable } from '../../db/client.js';
import { escapeLike } from '../../db/list.dal.js';
import { createOwnedDal } from './owned.dal.js';
import type { RecordColumns, RecordRow } from './tables.dal.js';
import { RECORDS } from './tables.dal.js';

/** When a record ran. */
export interface Span {
  id: number;
  start: Date;
  stop: Date | null;
}

/** The fields the member's earlier values are suggested for, with their columns. */
const SUGGESTED = { text: 'text', ticket_url: 'ticket_url' } as const;
export type SuggestedField = keyof typeof SUGGESTED;
const SUGGESTIONS = 10;

/** A member's records: those of every owned table, and the spans the clock's rules are checked on. */
export function createRecordsDal(db: Queryable) {
  return {
    ...createOwnedDal<RecordRow, RecordColumns>(db, RECORDS),

    async running(userId: number, q: Queryable = db): Promise<Span | null> {
      const { rows } = await q.query<Span>(
        'SELECT id, start, stop FROM tt_records WHERE user_id = $1 AND stop IS NULL',
        [userId],
      );
      return rows[0] ?? null;
    },

    /** The stopped record that ends last: records never overlap, so it is the one starting last. */
    async last(userId: number, q: Queryable = db): Promise<Span | null> {
      const { rows } = await q.query<Span>(
        `SELECT id, start, stop FROM tt_records WHERE user_id = $1 AND stop IS NOT NULL
          ORDER BY start DESC, id DESC LIMIT 1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /** The record other than `exceptId` starting last before `before`. */
    async lastBefore(
      userId: number,
      before: Date,
      exceptId: number,
      q: Queryable = db,
    ): Promise<Span | null> {
      const { rows } = await q.query<Span>(
        `SELECT id, start, stop FROM tt_records WHERE user_id = $1 AND start < $2 AND id <> $3
          ORDER BY start DESC, id DESC LIMIT 1`,
        [userId, before, exceptId],
      );
      return rows[0] ?? null;
    },

    async span(userId: number, id: number, q: Queryable = db): Promise<Span | null> {
      const { rows } = await q.query<Span>(
        'SELECT id, start, stop FROM tt_records WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      return rows[0] ?? null;
    },

    /** Deletes the record (unlike the other tables' remove) answering whether it ran; null when the member has none such. */
    async remove(userId: number, id: number, q: Queryable = db): Promise<{ running: boolean } | null> {
      const { rows } = await q.query<{ running: boolean }>(
        'DELETE FROM tt_records WHERE id = $1 AND user_id = $2 RETURNING stop IS NULL AS running',
        [id, userId],
      );
      return rows[0] ?? null;
    },

    /** The member's own earlier values of a field starting with `prefix`, most recently used first. */
    async suggestions(userId: number, field: SuggestedField, prefix: string): Promise<string[]> {
      const column = SUGGESTED[field];
      const { rows } = await db.query<{ value: string }>(
        `SELECT ${column} AS value FROM tt_records
          WHERE user_id = $1 AND ${column} IS NOT NULL AND ${column} ILIKE $2
          GROUP BY ${column} ORDER BY max(start) DESC LIMIT ${SUGGESTIONS}`,
        [userId, `${escapeLike(prefix.trim())}%`],
      );
      return rows.map((r) => r.value);
    },
  };
}

export type RecordsDal = ReturnType<typeof createRecordsDal>;
