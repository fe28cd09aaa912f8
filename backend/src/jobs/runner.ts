import type { Queryable } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { JobProgress, JobRow, JobsDal } from './jobs.dal.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface JobRunnerLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** What a handler gets besides its job: progress reports, and whether the owner cancelled. */
export interface JobContext {
  /** Saves and broadcasts the progress; throws `JobCancelled` once the owner has asked to cancel. */
  progress(progress: JobProgress): Promise<void>;
  /** The owner asked to cancel (as of the last progress report). */
  readonly cancelled: boolean;
}

/** Thrown by `JobContext.progress` after a cancel request: the job ends `cancelled`, without retries. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'JobCancelled';
  }
}

/**
 * Does the work of one job. Throwing fails this attempt (retried until `max_attempts`, then `failed`); after a
 * cancel request it ends the job `cancelled`.
 */
export type JobHandler = (job: JobRow, ctx: JobContext) => Promise<void>;

export interface JobTypeOptions {
  maxAttempts?: number;
}

export interface EnqueueOptions {
  userId?: number | null;
  payload?: Record<string, unknown>;
  /** While a queued or running job has this key, enqueueing another one is a no-op (answers null). */
  uniqueKey?: string;
  /** Default: the handler's `maxAttempts`, else 3. */
  maxAttempts?: number;
  delayMs?: number;
}

export interface JobRunnerDeps {
  jobsDal: Pick<JobsDal, 'insert' | 'claim' | 'finish' | 'progress'>;
  /** Told every change of a job's state or progress (realtime); must not throw. */
  onUpdate?: (job: JobRow) => Promise<void>;
  clock: Clock;
  log: JobRunnerLogger;
  /** How often an idle worker looks for due jobs (enqueueing in this process wakes it at once). */
  pollIntervalMs: number;
  /** Parallel workers in this process (default 1). */
  concurrency?: number;
  /** A running job whose process died is picked up again after this long (default 15 minutes). */
  leaseMs?: number;
  /** Wait before attempt `attempt + 1` (default 10 s, doubling, at most 10 minutes). */
  retryDelayMs?: (attempt: number) => number;
}

const MAX_ERROR_LENGTH = 2000;

const defaultRetryDelay = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 600_000);

/**
 * A durable job queue in the database with an in-process runner. Jobs are claimed with one
 * `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, so several processes can share the queue.
 * `start()` runs workers that poll (and wake up on `enqueue`); `drain()` runs every due job in the caller's
 * promise (tests: deterministic, no timers).
 */
export function createJobRunner(deps: JobRunnerDeps) {
  const { jobsDal, clock, log, pollIntervalMs, concurrency = 1, leaseMs = 15 * 60_000 } = deps;
  const retryDelayMs = deps.retryDelayMs ?? defaultRetryDelay;
  const handlers = new Map<string, { handler: JobHandler } & JobTypeOptions>();
  let running = false;
  let workers: Promise<void>[] = [];
  const sleepers = new Set<() => void>();

  function wake() {
    for (const resolve of [...sleepers]) resolve();
    sleepers.clear();
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      sleepers.add(done);
    });
  }

  async function claimNext(): Promise<JobRow | null> {
    const now = clock.now();
    return jobsDal.claim([...handlers.keys()], now, new Date(now.getTime() + leaseMs));
  }

  async function updated(job: JobRow | null): Promise<void> {
    if (job && deps.onUpdate) await deps.onUpdate(job);
  }

  function contextOf(job: JobRow): JobContext {
    let cancelled = job.cancel_requested_at !== null;
    return {
      get cancelled() {
        return cancelled;
      },
      async progress(progress) {
        if (cancelled) throw new JobCancelled();
        const row = await jobsDal.progress(job.id, job.attempts, progress, clock.now());
        // null: the lease ran out and another runner took the job; this attempt must stop
        if (!row || row.cancel_requested_at !== null) {
          cancelled = true;
          if (row) throw new JobCancelled();
          throw new Error('the job was taken over');
        }
        await updated(row);
      },
    };
  }

  async function execute(job: JobRow): Promise<void> {
    const entry = handlers.get(job.type);
    const started = Date.now();
    const ctx = contextOf(job);
    try {
      if (!entry) throw new Error(`no handler for job type ${job.type}`);
      if (ctx.cancelled) throw new JobCancelled();
      await updated(job);
      await entry.handler(job, ctx);
      await updated(await jobsDal.finish(job.id, job.attempts, { status: 'done' }, clock.now()));
      log.info(
        { jobId: job.id, type: job.type, attempt: job.attempts, ms: Date.now() - started },
        'job done',
      );
    } catch (err) {
      const message =
        (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH) || 'failed';
      const now = clock.now();
      try {
        if (ctx.cancelled) {
          await updated(await jobsDal.finish(job.id, job.attempts, { status: 'cancelled' }, now));
          log.info({ jobId: job.id, type: job.type, attempt: job.attempts }, 'job cancelled');
        } else if (job.attempts >= job.max_attempts) {
          await updated(
            await jobsDal.finish(job.id, job.attempts, { status: 'failed', error: message }, now),
          );
          log.error({ jobId: job.id, type: job.type, attempt: job.attempts, err }, 'job failed');
        } else {
          const runAfter = new Date(now.getTime() + retryDelayMs(job.attempts));
          await updated(
            await jobsDal.finish(job.id, job.attempts, { status: 'queued', error: message, runAfter }, now),
          );
          log.warn(
            { jobId: job.id, type: job.type, attempt: job.attempts, err, runAfter },
            'job attempt failed',
          );
        }
      } catch (dbErr) {
        // the lease runs out and the job is picked up again
        log.error({ jobId: job.id, err: dbErr }, 'job state could not be saved');
      }
    }
  }

  async function worker(): Promise<void> {
    while (running) {
      let job: JobRow | null = null;
      try {
        job = await claimNext();
      } catch (err) {
        log.warn({ err }, 'job queue: claiming failed');
      }
      if (job) await execute(job);
      else if (running) await sleep(pollIntervalMs);
    }
  }

  return {
    /** Registers the handler of a job type (before `start`). */
    register(type: string, handler: JobHandler, options: JobTypeOptions = {}): void {
      if (handlers.has(type)) throw new Error(`job type ${type} is registered twice`);
      handlers.set(type, { handler, ...options });
    },

    /**
     * Queues a job; answers the row, or null when `uniqueKey` already has a pending job. Inside a transaction the
     * job becomes visible at commit (the workers find it on their next poll; call `nudge()` after committing).
     */
    async enqueue(type: string, options: EnqueueOptions = {}, tx?: Queryable): Promise<JobRow | null> {
      const now = clock.now();
      const job = await jobsDal.insert(
        {
          type,
          userId: options.userId ?? null,
          payload: options.payload ?? {},
          maxAttempts: options.maxAttempts ?? handlers.get(type)?.maxAttempts ?? 3,
          uniqueKey: options.uniqueKey ?? null,
          runAfter: new Date(now.getTime() + (options.delayMs ?? 0)),
          now,
        },
        tx,
      );
      if (job && !tx) wake();
      return job;
    },

    /** Wakes idle workers (they look for due jobs at once). */
    nudge: wake,

    start(): void {
      if (running) return;
      running = true;
      workers = Array.from({ length: Math.max(1, concurrency) }, () => worker());
    },

    /** Stops the workers; resolves when the jobs they are running have finished. */
    async stop(): Promise<void> {
      running = false;
      wake();
      await Promise.all(workers);
      workers = [];
    },

    /** Runs due jobs one after the other until none is left; answers how many ran (tests, maintenance). */
    async drain(): Promise<number> {
      let count = 0;
      for (;;) {
        const job = await claimNext();
        if (!job) return count;
        await execute(job);
        count += 1;
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
