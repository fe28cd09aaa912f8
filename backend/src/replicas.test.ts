import type { RestLs22Stats } from '@portal/contract';
import type { FakeLs22 } from '@portal/fakes/ls22';
import { startFakeLs22 } from '@portal/fakes/ls22';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { THROTTLE_KEY_PREFIX } from './modules/auth/index.js';
import { drivers } from './test/db.js';
import type { Harness } from './test/harness.js';
import { createHarness } from './test/harness.js';
import { connectTestRedis, DEAD_REDIS_URL, ready, TEST_REDIS_URL, uniqueName } from './test/redis.js';

/**
 * Two backend replicas on one database and one Redis: the harness's app (replica A) and a second app built on the
 * same database and configuration (replica B), each with its own Redis connection.
 */
describe.each(drivers)('two backend replicas (%s)', (driver) => {
  let h: Harness;
  let fake: FakeLs22;
  const others: FastifyInstance[] = [];
  let b: FastifyInstance;
  let toxic: string;

  const replica = async (config: Config) => {
    const app = await buildApp({ config, db: h.db, clock: h.clock });
    others.push(app);
    await app.ready();
    return app;
  };
  const stats = async (app: FastifyInstance) => {
    const res = await app.inject({
      url: '/api/gaming/ls22/dedicated-server-api/stats',
      headers: { authorization: `Bearer ${toxic}`, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RestLs22Stats>();
  };

  beforeAll(async () => {
    fake = await startFakeLs22({ code: 'secret42' });
    h = await createHarness(driver, {
      env: { REDIS_URL: TEST_REDIS_URL, LS22_SERVER_URL: fake.url, LS22_SERVER_CODE: 'secret42' },
    });
    b = await replica(h.config);
    toxic = await h.login('toxicidiot@example.com');
    // both connections up (a replica's is long before its first request; until then each counts on its own)
    for (const app of [h.app, b]) {
      while ((await app.inject({ url: '/healthz' })).json<{ redis: string }>().redis !== 'up') {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await h?.close();
    await fake?.close();
  });

  it('answers the LS22 server state on a replica that does not poll', async () => {
    fake.set('online');
    expect(await stats(b)).toMatchObject({ state: 'pending', players: [] });
    await h.app.services.ls22.poller.poll();
    const polled = await stats(b);
    expect(polled).toMatchObject({ state: 'online', online: true, last_error: null });
    expect(polled.players.map((p) => p.name)).toEqual(['Anna', 'Bert']);
    expect(polled.vehicles.length).toBeGreaterThan(0);
    expect(polled).toEqual(await stats(h.app));

    fake.set('offline');
    await h.app.services.ls22.poller.poll();
    // the last good data stays, the state is the new one: on every replica
    expect(await stats(b)).toMatchObject({ state: 'offline', online: false, players: [] });
    expect((await stats(b)).vehicles).toEqual(polled.vehicles);
  });

  it('holds a login throttle tripped through one replica on the other (Redis)', async () => {
    const email = `${uniqueName('login')}@example.com`;
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.99.0.1',
        headers: { 'accept-language': 'en' },
      });
    try {
      for (let i = 0; i < 5; i++) expect((await login(h.app)).statusCode).toBe(422);
      const locked = await login(b);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    } finally {
      const redis = await ready(connectTestRedis());
      await redis.del(
        `${THROTTLE_KEY_PREFIX}:login:${email}|10.99.0.1`,
        `${THROTTLE_KEY_PREFIX}:account:${email}`,
      );
      redis.disconnect();
    }
  });

  it('reports Redis in /healthz: up, or down (degraded, still serving)', async () => {
    const up = await b.inject({ url: '/healthz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });

    const cut = await replica({ ...h.config, redisUrl: DEAD_REDIS_URL });
    const down = await cut.inject({ url: '/healthz' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    // the throttles count in the process meanwhile: a login still gets its answer
    const res = await cut.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'user@example.com', password: 'portal-demo' },
      remoteAddress: '10.99.0.2',
    });
    expect(res.statusCode).toBe(200);
  });
});
