/**
 * Requests per key (a client address) in fixed windows: the window starts with a key's first request; after `limit`
 * requests in it every further one is refused until it ends. In memory, per gateway process (replicas each count
 * their own): a brake on guessing and hammering, not an accounting.
 */
export function fixedWindowLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs, now = Date.now } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const prune = (time: number) => {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };

  return {
    /** Counts a request of `key`: 0 when it may pass, else the whole seconds until the key's window ends. */
    hit(key: string): number {
      const time = now();
      if (windows.size > 10_000) prune(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit ? 0 : Math.max(1, Math.ceil((window.resetAt - time) / 1000));
    },
  };
}
