type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/**
 * A service's graceful stop on SIGINT/SIGTERM: `stop()` once, then exit 0 (1 if it failed or outlasted
 * `timeoutMs`); a second signal exits at once.
 */
export function stopOnSignals(options: {
  log: { info: LogFn; warn: LogFn; error: LogFn };
  stop: () => Promise<unknown>;
  timeoutMs: number;
}): void {
  const { log, stop, timeoutMs } = options;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({}, 'graceful shutdown timed out');
      process.exit(1);
    }, timeoutMs).unref();
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
