type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/**
 * Runs `run` every `intervalMs` once started (the next run is timed from the end of the previous one, so runs never
 * overlap). Failures are logged; `stop()` waits for a run in progress.
 */
export function createPeriodicTask(options: {
  name: string;
  intervalMs: number;
  /** The first run right at `start()` instead of one interval later. */
  runOnStart?: boolean;
  run: () => Promise<unknown>;
  log: { warn: LogFn };
}) {
  const { name, intervalMs, run, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let started = false;

  function schedule(delayMs = intervalMs) {
    if (!started) return;
    timer = setTimeout(() => {
      current = run()
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err, task: name }, `${name} failed`),
        )
        .finally(() => {
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
    },
  };
}

export type PeriodicTask = ReturnType<typeof createPeriodicTask>;
