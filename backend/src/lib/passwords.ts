import { MAX_PASSWORD_BYTES } from '@portal/contract';
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; accepts Laravel's `$2y$` hashes as well as `$2a$`/`$2b$`. */
  verify(password: string, hash: string): Promise<boolean>;
}

/**
 * bcrypt runs in worker threads: one hash takes ~70 ms of CPU, which on the event loop stalls every other request
 * (20 concurrent logins pushed an unrelated request from 3 ms to 2 s). The worker is CommonJS evaluated from this
 * string so that it needs no file of its own beside the bundle (backend/dist/main.js); bcryptjs is resolved here.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', ({ op, password, arg }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, arg) : bcrypt.compareSync(password, arg);
    parentPort.postMessage({ result });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

type Task = { op: 'hash'; password: string; arg: number } | { op: 'compare'; password: string; arg: string };

interface Pending {
  task: Task;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The workers' queue is full: the caller answers 503 with `Retry-After` at once (app.ts) instead of queueing a login
 * behind hundreds of others.
 */
export class PasswordHasherBusy extends Error {
  constructor() {
    super('password hashing queue is full');
    this.name = 'PasswordHasherBusy';
  }
}

/** Leaves a core to the event loop (and the database): on 2 cores one worker. */
const POOL_SIZE = Math.min(4, Math.max(1, os.availableParallelism() - 1));

/** A fixed pool of bcrypt workers, shared by the process; idle workers do not keep it alive. */
function createPool(size: number) {
  const bcryptjs = createRequire(import.meta.url).resolve('bcryptjs');
  const queue: Pending[] = [];
  const workers = new Set<Worker>();
  const idle: Worker[] = [];
  const running = new Map<Worker, Pending>();

  function spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs } });
    workers.add(worker);
    worker.on('message', (answer: { result?: unknown; error?: string }) => {
      const job = running.get(worker);
      running.delete(worker);
      if (answer.error !== undefined) job?.reject(new Error(answer.error));
      else job?.resolve(answer.result);
      idle.push(worker);
      dispatch();
    });
    // a worker that dies fails its task and leaves the pool; the next task starts a new one
    const gone = (error: Error) => {
      if (!workers.delete(worker)) return;
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
      running.get(worker)?.reject(error);
      running.delete(worker);
      dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`password worker exited (${code})`)));
    return worker;
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (workers.size < size ? spawn() : undefined);
      if (!worker) return;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.ref();
      worker.postMessage(job.task);
    }
    for (const worker of idle) worker.unref();
  }

  return {
    /** Runs `task` on a worker; PasswordHasherBusy when `maxQueued` tasks already wait for one. */
    run<T>(task: Task, maxQueued: number): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
        // no worker was free and the queue was full already: this task leaves it at once
        if (queue.length > maxQueued) queue.pop()!.reject(new PasswordHasherBusy());
      });
    },
  };
}

let pool: ReturnType<typeof createPool> | undefined;
const run = <T>(task: Task, maxQueued: number) => (pool ??= createPool(POOL_SIZE)).run<T>(task, maxQueued);

/** bcrypt reads only the first 72 bytes: a longer password would match every password sharing them. */
export const passwordTooLong = (password: string) => Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;

/**
 * `maxQueued`: hashes that may wait for a worker (`PASSWORD_HASH_QUEUE`); one more fails at once with
 * PasswordHasherBusy.
 */
export function createPasswordHasher(rounds = 10, maxQueued = Infinity): PasswordHasher {
  if (rounds < 10) throw new Error('bcrypt cost must be at least 10');
  // A real hash to compare against when the account does not exist, so both paths take as long.
  let dummy: Promise<string> | undefined;
  return {
    async hash(password) {
      if (passwordTooLong(password)) throw new Error(`passwords longer than ${MAX_PASSWORD_BYTES} bytes`);
      return run<string>({ op: 'hash', password, arg: rounds }, maxQueued);
    },
    async verify(password, hash) {
      const wellFormed = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash);
      try {
        const against = wellFormed
          ? hash
          : await (dummy ??= run<string>({ op: 'hash', password: 'x', arg: rounds }, Infinity));
        const same = await run<boolean>({ op: 'compare', password, arg: against }, maxQueued);
        return wellFormed && same && !passwordTooLong(password);
      } catch (error) {
        // busy is no answer: the caller says "try again", it counts no failed login
        if (error instanceof PasswordHasherBusy) throw error;
        dummy = undefined; // a failed dummy hash is made again next time
        return false;
      }
    },
  };
}
