import type { Queryable } from '../../db/client.js';
import { escapeLike } from '../../db/list.dal.js';
import { createOwnedDal, named } from './owned.dal.js';
import type { RecordColumns, RecordRow } from './tables.dal.js';
import { RECORDS } from './tables.dal.js';

/** When a record ran. */
export interface Span {
  id: number;
  start: Date;
  stop: Date | null;
}

/** A pause of a record; open (stop null) while the running record is paused. */
export interface Break {
  start: Date;
  stop: Date | null;
}

/** What a record is about, as the recent entries list it (`client` is the customer, as in RecordRow). */
export type RecentEntryRow = Pick<RecordRow, 'text' | 'task' | 'type' | 'client' | 'brand' | 'project'> & {
  last_start: Date;
};

/** How many of the member's latest records the recent entries come from (a walk down the (user_id, start) index). */
const RECENT_SCAN = 500;

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

    /** The record's breaks, oldest first. */
    async breaks(recordId: number, q: Queryable = db): Promise<Break[]> {
      const { rows } = await q.query<Break>(
        'SELECT start, stop FROM tt_record_breaks WHERE record_id = $1 ORDER BY start',
        [recordId],
      );
      return rows;
    },

    /** Opens a break of the member's running record at `start`. */
    async pause(userId: number, recordId: number, start: Date, q: Queryable = db) {
      await q.query('INSERT INTO tt_record_breaks (record_id, user_id, start) VALUES ($1, $2, $3)', [
        recordId,
        userId,
        start,
      ]);
    },

    /** Closes the record's open break at `stop`. */
    async resume(recordId: number, stop: Date, q: Queryable = db) {
      await q.query('UPDATE tt_record_breaks SET stop = $2 WHERE record_id = $1 AND stop IS NULL', [
        recordId,
        stop,
      ]);
    },

    /** Replaces the record's breaks (the caller settles its worked time). */
    async replaceBreaks(userId: number, recordId: number, breaks: Break[], q: Queryable = db) {
      await q.query('DELETE FROM tt_record_breaks WHERE record_id = $1', [recordId]);
      if (breaks.length === 0) return;
      await q.query(
        `INSERT INTO tt_record_breaks (record_id, user_id, start, stop)
         SELECT $1, $2, b.start, b.stop FROM unnest($3::timestamptz[], $4::timestamptz[]) AS b(start, stop)`,
        [recordId, userId, breaks.map((b) => b.start), breaks.map((b) => b.stop)],
      );
    },

    /**
     * The distinct combinations of text, task, type, customer, brand and project among the member's latest
     * records, newest first.
     */
    async recent(userId: number, limit: number): Promise<RecentEntryRow[]> {
      const { rows } = await db.query<RecentEntryRow>(
        `SELECT r.text, CASE WHEN k.id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'title', k.title) END AS task,
                ${named('ty')} AS type, ${named('c')} AS client, ${named('b')} AS brand, ${named('p')} AS project,
                r.last_start
           FROM (SELECT x.text, x.task_id, x.type_id, x.customer_id, x.brand_id, x.project_id, max(x.start) AS last_start
                   FROM (SELECT * FROM tt_records WHERE user_id = $1 ORDER BY start DESC LIMIT ${RECENT_SCAN}) x
                  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY last_start DESC LIMIT $2) r
           LEFT JOIN tt_tasks k ON k.id = r.task_id LEFT JOIN tt_types ty ON ty.id = r.type_id
           LEFT JOIN tt_customers c ON c.id = r.customer_id LEFT JOIN tt_brands b ON b.id = r.brand_id
           LEFT JOIN tt_projects p ON p.id = r.project_id
          ORDER BY r.last_start DESC`,
        [userId, limit],
      );
      return rows;
    },

    /**
     * Marks the running records that started `remind_after_hours` (their member's setting) before `now` and were
     * not reminded of yet as reminded; answers them. A record is answered once, whoever runs this.
     */
    async remindDue(now: Date, q: Queryable = db) {
      const { rows } = await q.query<{ id: number; user_id: number; start: Date; hours: number }>(
        `UPDATE tt_records r SET reminded_at = $1 FROM tt_settings s
          WHERE s.user_id = r.user_id AND r.stop IS NULL AND r.reminded_at IS NULL
            AND r.start <= $1::timestamptz - s.remind_after_hours * interval '1 hour'
          RETURNING r.id, r.user_id, r.start, s.remind_after_hours AS hours`,
        [now],
      );
      return rows;
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
