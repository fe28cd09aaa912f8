import type { Queryable } from '../../db/client.js';

/** A record reaching into a range of time, with its breaks; `stop` null while it runs. */
export interface SpanRow {
  id: number;
  start: Date;
  stop: Date | null;
  task_id: number | null;
  customer_id: number | null;
  breaks: { start: Date; stop: Date | null }[];
}

/**
 * The member's records reaching into [from, to), oldest first, with their breaks. Records never overlap: of those
 * starting before `from` only the last can reach into it, and that bound keeps the scan on the (user_id, start)
 * index.
 */
export async function spansBetween(db: Queryable, userId: number, from: Date, to: Date): Promise<SpanRow[]> {
  const { rows } = await db.query<
    Omit<SpanRow, 'breaks'> & { breaks: { start: string; stop: string | null }[] }
  >(
    `SELECT x.id, x.start, x.stop, x.task_id, x.customer_id,
            coalesce((SELECT json_agg(json_build_object('start', b.start, 'stop', b.stop) ORDER BY b.start)
                        FROM tt_record_breaks b WHERE b.record_id = x.id), '[]'::json) AS breaks
       FROM tt_records x
      WHERE x.user_id = $1 AND x.start < $3 AND (x.stop IS NULL OR x.stop > $2)
        AND x.start >= coalesce((SELECT max(y.start) FROM tt_records y WHERE y.user_id = $1 AND y.start < $2), $2)
      ORDER BY x.start`,
    [userId, from, to],
  );
  return rows.map((r) => ({
    ...r,
    breaks: r.breaks.map((b) => ({
      start: new Date(b.start),
      stop: b.stop === null ? null : new Date(b.stop),
    })),
  }));
}
