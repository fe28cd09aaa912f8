import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Query cost a key may spend per window, shared by the replicas through Redis when there is one. */
export interface CostBudget {
  /** Spends `cost` of `key`'s budget: null when it fits, else the whole seconds until the window starts anew. */
  spend(key: string, cost: number): Promise<number | null>;
}

export interface CostBudgetOptions {
  /** Cost per window. */
  points: number;
  /** The window, in seconds (a minute in production; tests use one second). */
  windowSeconds: number;
  /** `REDIS_URL`'s client: the replicas share one budget; null counts in this process. */
  redis: Redis | null;
  /** Prefix of the Redis keys. */
  keyPrefix: string;
}

/**
 * A fixed window per key (rate-limiter-flexible). With Redis, a Redis that is down or not ready falls back to a
 * per-process budget at once (the insurance limiter), so an outage neither refuses scripts nor lets them run free.
 */
export function createCostBudget(options: CostBudgetOptions): CostBudget {
  const { points, windowSeconds: duration, redis, keyPrefix } = options;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async spend(key, cost) {
      // Redis counts whole points; an operation dearer than the whole budget needs all of it.
      const charge = Math.min(Math.ceil(cost), points);
      if (charge <= 0) return null;
      try {
        await limiter.consume(key, charge);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}
