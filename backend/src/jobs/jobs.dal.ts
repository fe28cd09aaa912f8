import type { Queryable } from '../db/client.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  type: string;
  user_id: number | null;
  payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  error: string | null;
  unique_key: string | null;
  run_after: Date;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewJob {
  type: string;
  userId: number | null;
  payload: Record<string, unknown>;
  maxAttempts: number;
  uniqueKey: string | null;
  runAfter: Date;
  now: Date;
}

const COLUMNS =
  'id, type, user_id, payload, status, attempts, max_attempts, error, unique_key, run_after, locked_until, created_at, updated_at';

/** Data access of the job queue. Every function takes an optional transaction. */
export function createJobsDal(db: Queryable) {
  return {
    /**
     * Queues a job. With a `uniqueKey` that already has a queued or running job, nothing is inserted and the
     * answer is null.
     */
    async insert(job: NewJob, tx?: Queryable): Promise<JobRow | null> {
      const { rows } = await (tx ?? db).query<JobRow>(
        `INSERT INTO jobs (type, user_id, payload, max_attempts, unique_key, run_after, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $7)
         ON CONFLICT (unique_key) WHERE status IN ('queued', 'running') DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          job.type,
          job.userId,
          JSON.stringify(job.payload),
          job.maxAttempts,
          job.uniqueKey,
          job.runAfter,
          job.now,
        ],
      );
      return rows[0] ?? null;
    },

    /**
     * Takes the next runnable job (queued and due, or running with a lapsed lease) of the given types and marks it
     * running: one statement, `FOR UPDATE SKIP LOCKED`, so concurrent runners (processes) never take the same job.
     */
    async claim(
      types: readonly string[],
      now: Date,
      leaseUntil: Date,
      tx?: Queryable,
    ): Promise<JobRow | null> {
      if (types.length === 0) return null;
      const { rows } = await (tx ?? db).query<JobRow>(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = $3, updated_at = $2
          WHERE id = (
            SELECT id FROM jobs
             WHERE type = ANY($1::text[])
               AND ((status = 'queued' AND run_after <= $2) OR (status = 'running' AND locked_until < $2))
             ORDER BY run_after, id
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
        [types, now, leaseUntil],
      );
      return rows[0] ?? null;
    },

    /** Marks a claimed job done (only while this attempt still holds it). */
    async complete(id: number, attempt: number, now: Date, tx?: Queryable): Promise<boolean> {
      const res = await (tx ?? db).query(
        `UPDATE jobs SET status = 'done', error = NULL, locked_until = NULL, updated_at = $3
          WHERE id = $1 AND status = 'running' AND attempts = $2`,
        [id, attempt, now],
      );
      return res.rowCount > 0;
    },

    /** Queues a claimed job again for `runAfter`, keeping the error of this attempt. */
    async retry(id: number, attempt: number, error: string, runAfter: Date, now: Date, tx?: Queryable) {
      const res = await (tx ?? db).query(
        `UPDATE jobs SET status = 'queued', error = $3, run_after = $4, locked_until = NULL, updated_at = $5
          WHERE id = $1 AND status = 'running' AND attempts = $2`,
        [id, attempt, error, runAfter, now],
      );
      return res.rowCount > 0;
    },

    async fail(id: number, attempt: number, error: string, now: Date, tx?: Queryable): Promise<boolean> {
      const res = await (tx ?? db).query(
        `UPDATE jobs SET status = 'failed', error = $3, locked_until = NULL, updated_at = $4
          WHERE id = $1 AND status = 'running' AND attempts = $2`,
        [id, attempt, error, now],
      );
      return res.rowCount > 0;
    },

    async findById(id: number, tx?: Queryable): Promise<JobRow | null> {
      const { rows } = await (tx ?? db).query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Removes finished jobs (done or failed) last touched before `before`; answers how many. */
    async pruneFinished(before: Date, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query(
        `DELETE FROM jobs WHERE status IN ('done', 'failed') AND updated_at < $1`,
        [before],
      );
      return res.rowCount;
    },
  };
}

export type JobsDal = ReturnType<typeof createJobsDal>;
