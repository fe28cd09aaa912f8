import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '@portal/runtime';
import { freePort } from '../test/backend.js';
import { createCostBudget } from './cost-budget.js';

/** Budgets as replicas share them: each budget is one replica, on this machine's Redis (own key prefix). */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => undefined };
const redis = connectRedis(REDIS_URL, silent)!;
const keyPrefix = `test:${randomUUID()}:cost`;

// Until the connection is ready, budgets count in the process (as while Redis is down).
beforeAll(() => redis.ping());

afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const replica = (points = 10) => createCostBudget({ points, windowSeconds: 60, redis, keyPrefix });

describe('cost budget', () => {
  it('holds one budget across replicas, per key', async () => {
    const [a, b] = [replica(), replica()];
    expect(await a.spend('token', 4)).toBeNull();
    expect(await b.spend('token', 4)).toBeNull();
    const retryAfter = await a.spend('token', 4);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await b.spend('token', 1)).not.toBeNull();
    expect(await b.spend('other', 10)).toBeNull();
  });

  it('charges whole points, and an operation dearer than the budget all of it', async () => {
    const budget = replica();
    expect(await budget.spend('fractions', 4.5)).toBeNull();
    expect(await budget.spend('fractions', 4.1)).toBeNull();
    expect(await budget.spend('fractions', 0.5)).not.toBeNull();
    expect(await budget.spend('dear', 1000)).toBeNull();
    expect(await budget.spend('dear', 1)).not.toBeNull();
  });

  it('comes back after its window', async () => {
    const budget = createCostBudget({ points: 3, windowSeconds: 1, redis, keyPrefix });
    expect(await budget.spend('short', 3)).toBeNull();
    const retryAfter = (await budget.spend('short', 1))!;
    expect(retryAfter).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 50));
    expect(await budget.spend('short', 3)).toBeNull();
  });

  it('counts in the process without Redis, and while Redis cannot be reached', async () => {
    const local = createCostBudget({ points: 5, windowSeconds: 60, redis: null, keyPrefix });
    expect(await local.spend('k', 5)).toBeNull();
    expect(await local.spend('k', 1)).not.toBeNull();

    const down = connectRedis(`redis://127.0.0.1:${await freePort()}`, silent)!;
    try {
      const insured = createCostBudget({ points: 5, windowSeconds: 60, redis: down, keyPrefix });
      expect(await insured.spend('k', 5)).toBeNull();
      expect(await insured.spend('k', 1)).not.toBeNull();
    } finally {
      down.disconnect();
    }
  });
});
