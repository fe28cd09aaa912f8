import type { Queryable } from '../db/client.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

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
  progress_current: number;
  progress_total: number | null;
  progress_stage: string | null;
  cancel_requested_at: Date | null;
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

export interface JobProgress {
  current: number;
  total?: number | null;
  stage?: string | null;
}

const COLUMNS =
  'id, type, user_id, payload, status, attempts, max_attempts, error, unique_key, run_after, locked_until, ' +
  'progress_current, progress_total, progress_stage, cancel_requested_at, created_at, updated_at';

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

    /**
     * Ends a claimed attempt (only while it still holds the job): done, failed (with the error), cancelled, or
     * queued again for `runAfter` (keeping the error); a failure after a cancel request ends it cancelled. Answers
     * the row, or null when the attempt lost the job.
     */
    async finish(
      id: number,
      attempt: number,
      end:
        | { status: 'done' | 'cancelled' }
        | { status: 'failed'; error: string }
        | { status: 'queued'; error: string; runAfter: Date },
      now: Date,
      tx?: Queryable,
    ): Promise<JobRow | null> {
      const error = end.status === 'failed' || end.status === 'queued' ? end.error : null;
      const runAfter = end.status === 'queued' ? end.runAfter : null;
      const { rows } = await (tx ?? db).query<JobRow>(
        `UPDATE jobs SET status = CASE WHEN cancel_requested_at IS NOT NULL AND $3 IN ('queued', 'failed')
                                       THEN 'cancelled' ELSE $3 END,
                error = $4, run_after = COALESCE($5, run_after), locked_until = NULL,
                updated_at = $6
          WHERE id = $1 AND status = 'running' AND attempts = $2
          RETURNING ${COLUMNS}`,
        [id, attempt, end.status, error, runAfter, now],
      );
      return rows[0] ?? null;
    },

    /**
     * Saves the progress of a running attempt unless it was asked to cancel (then the last progress stays);
     * answers the row (with any cancel request) or null when the attempt lost the job.
     */
    async progress(id: number, attempt: number, p: JobProgress, now: Date, tx?: Queryable) {
      const { rows } = await (tx ?? db).query<JobRow>(
        `UPDATE jobs SET
                progress_current = CASE WHEN cancel_requested_at IS NULL THEN $3 ELSE progress_current END,
                progress_total = CASE WHEN cancel_requested_at IS NULL THEN $4 ELSE progress_total END,
                progress_stage = CASE WHEN cancel_requested_at IS NULL THEN $5 ELSE progress_stage END,
                updated_at = $6
          WHERE id = $1 AND status = 'running' AND attempts = $2
          RETURNING ${COLUMNS}`,
        [id, attempt, p.current, p.total ?? null, p.stage ?? null, now],
      );
      return rows[0] ?? null;
    },

    /**
     * The owner asks to cancel: a queued job is cancelled at once, a running one is marked (it stops at its next
     * progress report). Answers the row, or null when `userId` has no such job.
     */
    async requestCancel(id: number, userId: number, now: Date, tx?: Queryable): Promise<JobRow | null> {
      const { rows } = await (tx ?? db).query<JobRow>(
        `UPDATE jobs SET cancel_requested_at = CASE WHEN status IN ('queued', 'running')
                  THEN COALESCE(cancel_requested_at, $3) ELSE cancel_requested_at END,
                status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END,
                updated_at = CASE WHEN status IN ('queued', 'running') THEN $3 ELSE updated_at END
          WHERE id = $1 AND user_id = $2
          RETURNING ${COLUMNS}`,
        [id, userId, now],
      );
      return rows[0] ?? null;
    },

    async findById(id: number, tx?: Queryable): Promise<JobRow | null> {
      const { rows } = await (tx ?? db).query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Removes finished jobs (done, failed or cancelled) last touched before `before`; answers how many. */
    async pruneFinished(before: Date, tx?: Queryable): Promise<number> {
      const res = await (tx ?? db).query(
        `DELETE FROM jobs WHERE status IN ('done', 'failed', 'cancelled') AND updated_at < $1`,
        [before],
      );
      return res.rowCount;
    },
  };
}

export type JobsDal = ReturnType<typeof createJobsDal>;
