type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/**
 * How soon after the first signal another kind of signal still belongs to the same stop: a terminal's Ctrl-C
 * sends SIGINT to the whole foreground process group, and a launcher in that group follows with its own SIGTERM.
 */
const SAME_STOP_MS = 1000;

/**
 * A service's graceful stop on SIGINT/SIGTERM: `stop()` once, then exit 0 (1 if it failed or outlasted
 * `timeoutMs`); a second signal exits at once, unless it is the other kind within SAME_STOP_MS. A service started
 * with an IPC channel (by the launcher, scripts/start.mjs) stops the same way when the channel closes: the launcher
 * is gone, and nothing would stop it any more.
 */
export function stopOnSignals(options: {
  log: { info: LogFn; warn: LogFn; error: LogFn };
  stop: () => Promise<unknown>;
  timeoutMs: number;
}): void {
  const { log, stop, timeoutMs } = options;
  let first: { signal: NodeJS.Signals; at: number } | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (first) {
      if (signal !== first.signal && Date.now() - first.at < SAME_STOP_MS) {
        log.info({ signal }, 'already shutting down');
        return;
      }
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    first = { signal, at: Date.now() };
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
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => {
      if (!first) onSignal('SIGHUP');
    });
  }
}
