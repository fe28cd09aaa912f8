import type { Redis } from 'ioredis';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** Keys of every throttle in the shared Redis start with this. */
export const THROTTLE_KEY_PREFIX = 'portal:throttle';

/**
 * Counts attempts per key in a fixed window (Laravel's RateLimiter): the window starts with the first attempt; after
 * `maxAttempts` every attempt is refused until the window ends. With a Redis (REDIS_URL) the counters are shared by
 * every replica (rate-limiter-flexible's RateLimiterRedis); without one they live in this process
 * (RateLimiterMemory, same interface). While Redis is unreachable each replica counts on its own (the insurance
 * limiter) instead of refusing every login: an attacker gains at most one quota per replica for the outage.
 * Time is the store's: Redis's TTLs, or this process's `Date` (tests fake it).
 */
export function createThrottle(deps: {
  redis: Redis | null;
  /** Unique per throttle: its keys are `portal:throttle:<name>:<key>`. */
  name: string;
  maxAttempts: number;
  decaySeconds: number;
}) {
  const { redis, maxAttempts } = deps;
  const options = { points: maxAttempts, duration: deps.decaySeconds };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: `${THROTTLE_KEY_PREFIX}:${deps.name}`,
        // not ready (reconnecting): straight to the insurance instead of waiting for a retry
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);

  /** Whole seconds until the window ends (at least 1 while it runs). */
  const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

  return {
    /** 0 while attempts are left, else the whole seconds until the key is free again (at least 1). */
    async lockedFor(key: string): Promise<number> {
      const res = await limiter.get(key);
      // a memory entry outlives its window until its timer fires: a negative remainder is an ended window
      if (!res || res.msBeforeNext <= 0 || res.consumedPoints < maxAttempts) return 0;
      return secondsLeft(res);
    },
    /** Counts a failure. */
    async hit(key: string): Promise<void> {
      await limiter.penalty(key);
    },
    /**
     * Counts an attempt and answers whether it is within the limit: 0 when it is, else the whole seconds until the
     * key is free again. One atomic step, so replicas counting at once never let more through.
     */
    async take(key: string): Promise<number> {
      try {
        await limiter.consume(key);
        return 0;
      } catch (err) {
        if (err instanceof Error) throw err;
        return secondsLeft(err as RateLimiterRes);
      }
    },
    async clear(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
