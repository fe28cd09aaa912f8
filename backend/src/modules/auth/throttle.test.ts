import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTestRedis, DEAD_REDIS_URL, ready, uniqueName } from '../../test/redis.js';
import { createThrottle, THROTTLE_KEY_PREFIX } from './throttle.js';

describe('throttle in this process (no REDIS_URL)', () => {
  // RateLimiterMemory reads the process's Date: moved by hand, as the harness's clock is
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('locks after 5 failures for the rest of the minute', async () => {
    const throttle = createThrottle({ redis: null, name: 'login', maxAttempts: 5, decaySeconds: 60 });
    for (let i = 0; i < 5; i++) {
      expect(await throttle.lockedFor('k')).toBe(0);
      await throttle.hit('k');
      advance(1000);
    }
    expect(await throttle.lockedFor('k')).toBe(55);
    expect(await throttle.lockedFor('other')).toBe(0);
    advance(55_000);
    expect(await throttle.lockedFor('k')).toBe(0);
    // a new window starts with the next failure
    for (let i = 0; i < 5; i++) await throttle.hit('k');
    expect(await throttle.lockedFor('k')).toBe(60);
    await throttle.clear('k');
    expect(await throttle.lockedFor('k')).toBe(0);
  });

  it('takes attempts up to the limit, then answers the seconds left of the window', async () => {
    const throttle = createThrottle({ redis: null, name: 'anonymous', maxAttempts: 3, decaySeconds: 60 });
    for (let i = 0; i < 3; i++) expect(await throttle.take('10.0.0.1')).toBe(0);
    advance(15_000);
    expect(await throttle.take('10.0.0.1')).toBe(45);
    expect(await throttle.take('10.0.0.2')).toBe(0);
    advance(45_000);
    expect(await throttle.take('10.0.0.1')).toBe(0);
  });
});

describe('throttle shared through Redis', () => {
  const connections: Redis[] = [];
  const replica = () => {
    const redis = connectTestRedis();
    connections.push(redis);
    return redis;
  };
  const names: string[] = [];
  const shared = async (maxAttempts: number) => {
    const name = uniqueName('throttle');
    names.push(name);
    // two replicas: each its own connection and throttle, one Redis
    const [a, b] = await Promise.all([ready(replica()), ready(replica())]);
    const throttle = (redis: Redis) => createThrottle({ redis, name, maxAttempts, decaySeconds: 60 });
    return [throttle(a), throttle(b)] as const;
  };

  afterAll(async () => {
    const [redis] = connections;
    for (const name of names) {
      const keys = await redis!.keys(`${THROTTLE_KEY_PREFIX}:${name}:*`);
      if (keys.length) await redis!.del(...keys);
    }
    for (const redis of connections) redis.disconnect();
  });

  it("counts one replica's failures on the other, and a clear on one frees both", async () => {
    const [a, b] = await shared(5);
    for (let i = 0; i < 3; i++) await a.hit('user@example.com|10.0.0.1');
    for (let i = 0; i < 2; i++) await b.hit('user@example.com|10.0.0.1');
    const locked = await b.lockedFor('user@example.com|10.0.0.1');
    expect(locked).toBeGreaterThan(0);
    expect(locked).toBeLessThanOrEqual(60);
    expect(await a.lockedFor('user@example.com|10.0.0.1')).toBeGreaterThan(0);
    expect(await a.lockedFor('user@example.com|10.0.0.2')).toBe(0);
    await a.clear('user@example.com|10.0.0.1');
    expect(await b.lockedFor('user@example.com|10.0.0.1')).toBe(0);
  });

  it('lets no more requests through than the limit, however the replicas share them', async () => {
    const [a, b] = await shared(4);
    const answers = await Promise.all([a, b, a, b, a, b].map((throttle) => throttle.take('10.0.0.9')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(4);
    expect(answers.filter((wait) => wait > 0)).toHaveLength(2);
  });

  it('counts in this process while Redis is down instead of failing the request', async () => {
    const down = connectTestRedis(DEAD_REDIS_URL);
    connections.push(down);
    const throttle = createThrottle({
      redis: down,
      name: uniqueName('down'),
      maxAttempts: 2,
      decaySeconds: 60,
    });
    expect(await throttle.lockedFor('k')).toBe(0);
    await throttle.hit('k');
    await throttle.hit('k');
    expect(await throttle.lockedFor('k')).toBeGreaterThan(0);
    expect(await throttle.take('k')).toBeGreaterThan(0);
    expect(await throttle.take('other')).toBe(0);
    await throttle.clear('k');
    expect(await throttle.lockedFor('k')).toBe(0);
  });
});
