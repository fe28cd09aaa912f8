import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import type { Redis } from 'ioredis';

type PersistedQueryOptions = Exclude<ApolloServerOptions<BaseContext>['persistedQueries'], false | undefined>;
type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/** How long a persisted query is kept after it was sent last; a client then sends it again. */
export const PERSISTED_QUERY_TTL_SECONDS = 24 * 60 * 60;
/** Larger queries run but are not kept in Redis (the portal's largest is a few KB). */
export const PERSISTED_QUERY_MAX_BYTES = 64 * 1024;

/**
 * Automatic persisted queries: a client sends a query's sha256 and, once told PERSISTED_QUERY_NOT_FOUND, the query
 * with it. With Redis the replicas share the queries (a key per query under `keyPrefix`, expiring `ttlSeconds` after
 * it was stored, none over PERSISTED_QUERY_MAX_BYTES); without, Apollo's default in-process LRU cache (about 30 MB).
 */
export function persistedQueries(options: {
  redis: Redis | null;
  keyPrefix: string;
  ttlSeconds?: number;
  log: { warn: LogFn };
}): PersistedQueryOptions {
  const { redis, keyPrefix, log } = options;
  const ttl = options.ttlSeconds ?? PERSISTED_QUERY_TTL_SECONDS;
  if (redis === null) return { ttl };
  let warned = false;
  return {
    ttl,
    cache: {
      // A Redis that cannot answer is a miss: the client then sends the query itself, which runs as usual.
      async get(key) {
        try {
          const value = await redis.get(keyPrefix + key);
          warned = false;
          return value ?? undefined;
        } catch (err) {
          if (!warned) log.warn({ err: (err as Error).message }, 'persisted queries: redis unavailable');
          warned = true;
          return undefined;
        }
      },
      async set(key, value, setOptions) {
        if (Buffer.byteLength(value) > PERSISTED_QUERY_MAX_BYTES) return;
        const seconds = setOptions?.ttl ?? ttl;
        await redis.set(keyPrefix + key, value, 'EX', Math.max(1, Math.ceil(seconds)));
      },
      async delete(key) {
        return (await redis.del(keyPrefix + key)) > 0;
      },
    },
  };
}
