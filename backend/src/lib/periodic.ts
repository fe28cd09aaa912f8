import type { Leases } from './leases.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/**
 * Runs `run` every `intervalMs` once started, on one replica at a time: every replica looks each interval, and the
 * one that holds the task's lease (or takes it, when it is free or ran out) runs. The lease is renewed while a run
 * takes long and again when it ends, for an interval and a grace (half an interval, at most 10 s): the holder, looking
 * again one interval after the end of its run, keeps it, and no other replica runs in between (runs never overlap).
 * When the holder dies, another takes over once its lease has run out. Failures are logged; `stop()` waits for a run
 * in progress and gives the lease up.
 */
export function createPeriodicTask(options: {
  name: string;
  intervalMs: number;
  /** The first run right at `start()` (when the lease is free) instead of one interval later. */
  runOnStart?: boolean;
  run: () => Promise<unknown>;
  leases: Pick<Leases, 'claim' | 'renew' | 'release'>;
  log: { warn: LogFn };
}) {
  const { name, intervalMs, run, leases, log } = options;
  const leaseMs = intervalMs + Math.min(intervalMs / 2, 10_000);
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let started = false;
  let held = false;

  const warn = (err: unknown, what: string) => log.warn({ err, task: name }, `${name}: ${what}`);

  async function runHolding() {
    // a run longer than the lease keeps it, so no other replica starts the same work meanwhile
    const heartbeat = setInterval(() => {
      leases.renew(name, leaseMs).catch((err: unknown) => warn(err, 'renewing its lease failed'));
    }, intervalMs / 2);
    heartbeat.unref();
    try {
      await run();
    } catch (err) {
      warn(err, 'failed');
    } finally {
      clearInterval(heartbeat);
    }
    held = await leases.renew(name, leaseMs);
  }

  async function tick() {
    try {
      held = await leases.claim(name, leaseMs);
      if (held) await runHolding();
    } catch (err) {
      // the database is away: try again next interval
      warn(err, 'lease unavailable');
    }
  }

  function schedule(delayMs = intervalMs) {
    if (!started) return;
    timer = setTimeout(() => {
      current = tick().finally(() => {
        current = undefined;
        schedule();
      });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(options.runOnStart ? 0 : intervalMs);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      await current;
      if (!held) return;
      held = false;
      await leases.release(name).catch((err: unknown) => warn(err, 'giving its lease up failed'));
    },
  };
}

export type PeriodicTask = ReturnType<typeof createPeriodicTask>;
