import type { Queryable } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { JobRow, JobsDal } from './jobs.dal.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface JobRunnerLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** Does the work of one job. Throwing fails this attempt (retried until `max_attempts`, then `failed`). */
export type JobHandler = (job: JobRow) => Promise<void>;

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
  jobsDal: Pick<JobsDal, 'insert' | 'claim' | 'complete' | 'retry' | 'fail'>;
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
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
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

  async function execute(job: JobRow): Promise<void> {
    const entry = handlers.get(job.type);
    const started = Date.now();
    try {
      if (!entry) throw new Error(`no handler for job type ${job.type}`);
      await entry.handler(job);
      await jobsDal.complete(job.id, job.attempts, clock.now());
      log.info(
        { jobId: job.id, type: job.type, attempt: job.attempts, ms: Date.now() - started },
        'job done',
      );
    } catch (err) {
      const message =
        (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH) || 'failed';
      const now = clock.now();
      try {
        if (job.attempts >= job.max_attempts) {
          await jobsDal.fail(job.id, job.attempts, message, now);
          log.error({ jobId: job.id, type: job.type, attempt: job.attempts, err }, 'job failed');
        } else {
          const runAfter = new Date(now.getTime() + retryDelayMs(job.attempts));
          await jobsDal.retry(job.id, job.attempts, message, runAfter, now);
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
    register(type: string, handler: JobHandler, options: { maxAttempts?: number } = {}): void {
      if (handlers.has(type)) throw new Error(`job type ${type} is registered twice`);
      handlers.set(type, { handler, maxAttempts: options.maxAttempts ?? 3 });
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
