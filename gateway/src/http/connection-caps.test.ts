import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '@portal/runtime';
import { freePort } from '../test/backend.js';
import { waitFor } from '../test/async.js';
import { createConnectionCap, type ConnectionCap, type ConnectionCapOptions } from './connection-caps.js';

/** The WebSocket caps as replicas share them: each cap is one replica, on this machine's Redis (own key prefix). */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => undefined };
const redis = connectRedis(REDIS_URL, silent)!;
const keyPrefix = `test:${randomUUID()}:`;
const caps: ConnectionCap[] = [];

function replica(options: Partial<ConnectionCapOptions> = {}): ConnectionCap {
  const cap = createConnectionCap({ name: 'member', limit: 2, redis, keyPrefix, log: silent, ...options });
  caps.push(cap);
  return cap;
}

afterAll(async () => {
  for (const cap of caps) cap.close();
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('connection caps', () => {
  it('holds one limit across replicas and admits again once a slot is given back', async () => {
    const [a, b] = [replica(), replica()];
    const first = await a.admit('7');
    expect(first).not.toBeNull();
    expect(await b.admit('7')).not.toBeNull();
    expect(await a.admit('7')).toBeNull();
    expect(await b.admit('7')).toBeNull();
    // Other keys have their own count.
    expect(await b.admit('8')).not.toBeNull();

    first!();
    first!(); // a second release gives nothing more back
    expect(await b.admit('7')).not.toBeNull();
    expect(await a.admit('7')).toBeNull();
  });

  it('counts in the process without Redis', async () => {
    const local = replica({ redis: null });
    const slots = [await local.admit('7'), await local.admit('7')];
    expect(slots.every(Boolean)).toBe(true);
    expect(await local.admit('7')).toBeNull();
    slots[0]!();
    expect(await local.admit('7')).not.toBeNull();
  });

  it("lets a dead replica's slots expire, while a live replica keeps its own", async () => {
    const ttlMs = 1_500;
    const [dead, live, other] = [replica({ ttlMs }), replica({ ttlMs }), replica({ ttlMs })];
    expect(await dead.admit('9')).not.toBeNull();
    expect(await live.admit('9')).not.toBeNull();
    dead.close(); // as after kill -9: its slot is neither given back nor refreshed
    expect(await other.admit('9')).toBeNull();
    await waitFor(async () => (await other.admit('9')) !== null, "the dead replica's slot to expire", 10_000);
    // Only the dead replica's slot went: the live one's was refreshed, so the cap is full again.
    await new Promise((resolve) => setTimeout(resolve, ttlMs * 2));
    expect(await other.admit('9')).toBeNull();
  });

  it('puts its live slots back into a Redis that lost them (a restart)', async () => {
    const [a, b] = [replica({ ttlMs: 600 }), replica({ ttlMs: 600 })];
    expect(await a.admit('10')).not.toBeNull();
    expect(await a.admit('10')).not.toBeNull();
    await redis.del(`${keyPrefix}ws-connections:member:10`);
    // B is admitted (and gives the slot back at once) until A's refresh has put its two slots back.
    await waitFor(async () => {
      const release = await b.admit('10');
      release?.();
      return release === null;
    }, "A's slots to be back");
  });

  it('falls back to counting in each replica while Redis cannot be reached', async () => {
    const unreachable = connectRedis(`redis://127.0.0.1:${await freePort()}`, silent)!;
    try {
      const cap = replica({ redis: unreachable });
      expect(await cap.admit('7')).not.toBeNull();
      expect(await cap.admit('7')).not.toBeNull();
      expect(await cap.admit('7')).toBeNull();
    } finally {
      unreachable.disconnect();
    }
  });
});
