import type { Redis } from 'ioredis';
import type { FakeBitget, FakeBitgetAccount } from '@portal/fakes/bitget';
import { fakeBitgetData, startFakeBitget } from '@portal/fakes/bitget';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, DEAD_REDIS_URL, ready, uniqueName } from '../../test/redis.js';
import { BITGET_LIMITS, createBitgetAdapter } from './bitget.adapter.js';
import { memorySlots, redisSlots } from './request-slots.js';

describe("Bitget's budget shared by replicas (Redis)", () => {
  let fake: FakeBitget;
  const connections: Redis[] = [];
  // keys of their own: slots are per key, and other runs share this Redis
  const account = (seed: number): FakeBitgetAccount => ({
    apiKey: uniqueName('bg-key'),
    apiSecret: 'replica-secret',
    apiPassphrase: 'replica-pass',
    ...fakeBitgetData({ seed }),
  });
  const creds = (a: FakeBitgetAccount) => ({
    apiKey: a.apiKey,
    apiSecret: a.apiSecret,
    apiPassphrase: a.apiPassphrase,
  });
  const shared = account(7);
  const alone = account(8);

  /** A replica's adapter: its own Redis connection, the slots in the shared Redis. */
  const replica = async (url?: string) => {
    const redis = connectTestRedis(url);
    connections.push(redis);
    if (!url) await ready(redis);
    return createBitgetAdapter({
      baseUrl: fake.url,
      timeoutMs: 5000,
      slots: redisSlots(redis, 6000, memorySlots(Date.now)),
    });
  };

  beforeAll(async () => {
    fake = await startFakeBitget({ accounts: [shared, alone] });
  });
  afterAll(async () => {
    // the slots' keys expire by themselves (a few seconds after the last request)
    for (const redis of connections) redis.disconnect();
    await fake?.close();
  });

  it('keeps two replicas together within one share of the limit (each alone would take 80 % of it)', async () => {
    const [a, b] = await Promise.all([replica(), replica()]);
    // 12 checks on each replica at once: 24 requests the exchange (10/s per UID) must see none too many of
    await Promise.all(
      [a, b].flatMap((adapter) => Array.from({ length: 12 }, () => adapter.check(creds(shared)))),
    );
    const seen = fake.requests.filter((r) => r.apiKey === shared.apiKey);
    expect(seen).toHaveLength(24);
    expect(seen.filter((r) => r.status !== 200)).toEqual([]);
    const share = Math.floor(BITGET_LIMITS['/api/v2/mix/account/accounts'] * 0.8);
    for (const r of seen) {
      // arrivals within any second (a hair less: the clocks round to milliseconds)
      const within = seen.filter((other) => other.at >= r.at && other.at < r.at + 995);
      expect(within.length).toBeLessThanOrEqual(share);
    }
  });

  it('keeps its own budget while Redis is down instead of failing the request', async () => {
    const cut = await replica(DEAD_REDIS_URL);
    await Promise.all(Array.from({ length: 12 }, () => cut.check(creds(alone))));
    expect(fake.requests.filter((r) => r.apiKey === alone.apiKey && r.status === 200)).toHaveLength(12);
  });
});
