import { Redis } from 'ioredis';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/**
 * The Redis the replicas share (`REDIS_URL`), or null for the embedded, in-process default. One connection per
 * process; it reconnects on its own, and while it is down commands fail after one retry instead of queueing without
 * bound, so a caller falls back or answers at once.
 */
export function connectRedis(url: string | null, log: { warn: LogFn }): Redis | null {
  if (url === null) return null;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn({ err: err.message }, 'redis unavailable');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}
