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

/**
 * Sets `duration` of the member's finished records (those of `$2`, an array of ids; all with NULL): the worked
 * seconds, stop − start less the breaks, rounded to a multiple of the member's `rounding_minutes` as their
 * `rounding_mode` says (nearest: halves up). Every write of a record's times or breaks ends with it.
 */
const SETTLE = `UPDATE tt_records r
     SET duration = (SELECT CASE s.rounding_mode WHEN 'up' THEN ceil(w.seconds / w.step) * w.step
                                                 WHEN 'down' THEN floor(w.seconds / w.step) * w.step
                                                 WHEN 'nearest' THEN floor(w.seconds / w.step + 0.5) * w.step
                                                 ELSE w.seconds END
                       FROM (SELECT extract(epoch FROM r.stop - r.start)
                                    - coalesce((SELECT sum(extract(epoch FROM b.stop - b.start))
                                                  FROM tt_record_breaks b WHERE b.record_id = r.id), 0) AS seconds,
                                    s.rounding_minutes * 60.0 AS step) w)
    FROM tt_settings s
   WHERE r.user_id = $1 AND s.user_id = r.user_id AND r.stop IS NOT NULL AND ($2::bigint[] IS NULL OR r.id = ANY($2))`;

/** A member's records: those of every owned table, and the spans the clock's rules are checked on. */
export function createRecordsDal(db: Queryable) {
  const owned = createOwnedDal<RecordRow, RecordColumns>(db, RECORDS);

  /** Recomputes the worked time of the member's record `id`, or of all their records (a new rounding). */
  async function settle(userId: number, id: number | null, q: Queryable = db) {
    await q.query(SETTLE, [userId, id === null ? null : [id]]);
  }

  return {
    ...owned,
    settle,

    /** Inserts the record and settles its worked time (the member's settings row exists: SettingsDal.lock). */
    async insert(userId: number, values: Partial<RecordColumns>, now: Date, q: Queryable = db) {
      const id = await owned.insert(userId, values, now, q);
      await settle(userId, id, q);
      return id;
    },

    /** Sets the columns given and settles the record's worked time. */
    async update(userId: number, id: number, values: Partial<RecordColumns>, now: Date, q: Queryable = db) {
      const updated = await owned.update(userId, id, values, now, q);
      await settle(userId, id, q);
      return updated;
    },

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
