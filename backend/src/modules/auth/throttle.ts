import type { Clock } from '../../lib/clock.js';

/**
 * Counts failed attempts per key in a fixed window (Laravel's RateLimiter): the window starts with the
 * first failure; after `maxAttempts` failures every attempt is refused until the window ends.
 * Kept in memory: one counter set per backend process.
 */
export function createThrottle(deps: { clock: Clock; maxAttempts: number; decaySeconds: number }) {
  const { clock, maxAttempts } = deps;
  const decayMs = deps.decaySeconds * 1000;
  const entries = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.resetAt <= clock.now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };

  const prune = () => {
    const now = clock.now().getTime();
    for (const [key, e] of entries) if (e.resetAt <= now) entries.delete(key);
  };

  return {
    tooManyAttempts: (key: string) => (live(key)?.count ?? 0) >= maxAttempts,
    /** Whole seconds until the key is free again (at least 1 while locked). */
    availableIn(key: string): number {
      const e = live(key);
      return e ? Math.max(1, Math.ceil((e.resetAt - clock.now().getTime()) / 1000)) : 0;
    },
    hit(key: string): void {
      if (entries.size > 10_000) prune();
      const e = live(key);
      if (e) e.count += 1;
      else entries.set(key, { count: 1, resetAt: clock.now().getTime() + decayMs });
    },
    clear(key: string): void {
      entries.delete(key);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
