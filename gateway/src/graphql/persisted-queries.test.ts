import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '@portal/runtime';
import { freePort } from '../test/backend.js';
import { PERSISTED_QUERY_MAX_BYTES, persistedQueries } from './persisted-queries.js';

/** The persisted-query cache in Redis (own key prefix on this machine's Redis); end to end in scripts' tests. */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => undefined };
const redis = connectRedis(REDIS_URL, silent)!;
const keyPrefix = `test:${randomUUID()}:`;

afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('persisted queries', () => {
  it('keeps queries in Redis under the prefix, expiring', async () => {
    const { cache, ttl } = persistedQueries({ redis, keyPrefix, ttlSeconds: 600, log: silent });
    expect(ttl).toBe(600);
    await cache!.set('apq:abc', '{ me { id } }', { ttl });
    expect(await cache!.get('apq:abc')).toBe('{ me { id } }');
    const expiresIn = await redis.ttl(`${keyPrefix}apq:abc`);
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(600);
    expect(await cache!.get('apq:unknown')).toBeUndefined();
    expect(await cache!.delete('apq:abc')).toBe(true);
    expect(await cache!.get('apq:abc')).toBeUndefined();
  });

  it('does not keep queries over the size bound', async () => {
    const { cache } = persistedQueries({ redis, keyPrefix, log: silent });
    await cache!.set('apq:large', `{ me { id } } #${'x'.repeat(PERSISTED_QUERY_MAX_BYTES)}`);
    expect(await cache!.get('apq:large')).toBeUndefined();
  });

  it('misses while Redis cannot be reached (the client then sends the query)', async () => {
    const down = connectRedis(`redis://127.0.0.1:${await freePort()}`, silent)!;
    try {
      const { cache } = persistedQueries({ redis: down, keyPrefix, log: silent });
      expect(await cache!.get('apq:abc')).toBeUndefined();
    } finally {
      down.disconnect();
    }
  });

  it('leaves Apollo’s bounded in-process cache in place without Redis', () => {
    expect(persistedQueries({ redis: null, keyPrefix, log: silent }).cache).toBeUndefined();
  });
});
