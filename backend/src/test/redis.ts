import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { connectRedis } from '@portal/runtime';

/** This machine's Redis (shared with other suites: tests use keys of their own and never flush it). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A Redis nobody listens at (C1's port range): what a replica sees while Redis is down. */
export const DEAD_REDIS_URL = 'redis://127.0.0.1:4499';

const quiet = { warn: () => {} };

/** A connection of its own, as each replica has one. */
export const connectTestRedis = (url = TEST_REDIS_URL): Redis => connectRedis(url, quiet)!;

/** Resolves once the connection is up (a replica's is long before its first request). */
export const ready = async (redis: Redis): Promise<Redis> => {
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
};

/** A name no other test run uses (a throttle's or key's), so runs sharing the Redis never meet. */
export const uniqueName = (what: string) => `test-${what}-${process.pid}-${randomUUID().slice(0, 8)}`;
