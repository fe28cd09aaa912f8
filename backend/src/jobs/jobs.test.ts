import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { ManualClock } from '../lib/clock.js';
import { manualClock } from '../lib/clock.js';
import { createTestDb, drivers } from '../test/db.js';
import type { TestDb } from '../test/db.js';
import { within } from '@portal/pusher-server/testing';
import type { JobRow } from './jobs.dal.js';
import { createJobsDal } from './jobs.dal.js';
import { createJobRunner } from './runner.js';

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

describe.each(drivers)('job queue (%s)', (driver) => {
  let t: TestDb;
  let db: Db;
  let clock: ManualClock;
  const runner = (options: Partial<Parameters<typeof createJobRunner>[0]> = {}) =>
    createJobRunner({ jobsDal: createJobsDal(db), clock, log: silent, pollIntervalMs: 20, ...options });
  const job = async (id: number) => (await createJobsDal(db).findById(id))!;

  beforeAll(async () => {
    t = await createTestDb(driver);
    db = t.db;
    await migrate(db);
    clock = manualClock();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('runs a job once and marks it done', async () => {
    const r = runner();
    const seen: JobRow[] = [];
    r.register('ok', async (j) => {
      seen.push(j);
    });
    const queued = (await r.enqueue('ok', { payload: { a: 1 } }))!;
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, max_attempts: 3, payload: { a: 1 } });
    expect(await r.drain()).toBe(1);
    expect(await r.drain()).toBe(0);
    expect(seen.map((j) => [j.id, j.status, j.attempts])).toEqual([[queued.id, 'running', 1]]);
    expect(await job(queued.id)).toMatchObject({
      status: 'done',
      attempts: 1,
      error: null,
      locked_until: null,
    });
  });

  it('retries after a delay, then succeeds; or ends failed with the error after max attempts', async () => {
    const r = runner({ retryDelayMs: (attempt) => attempt * 1000 });
    let calls = 0;
    r.register('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`boom ${calls}`);
    });
    r.register(
      'broken',
      async () => {
        throw new Error('always broken');
      },
      { maxAttempts: 2 },
    );
    const flaky = (await r.enqueue('flaky'))!;
    const broken = (await r.enqueue('broken'))!;
    expect(broken.max_attempts).toBe(2);

    expect(await r.drain()).toBe(2);
    expect(await job(flaky.id)).toMatchObject({ status: 'queued', attempts: 1, error: 'boom 1' });
    expect(await job(broken.id)).toMatchObject({ status: 'queued', attempts: 1, error: 'always broken' });
    expect(await r.drain()).toBe(0); // not due yet
    clock.advance(1000);
    expect(await r.drain()).toBe(2);
    expect(await job(broken.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'always broken',
      locked_until: null,
    });
    expect(await job(flaky.id)).toMatchObject({ status: 'queued', attempts: 2, error: 'boom 2' });
    clock.advance(1999);
    expect(await r.drain()).toBe(0);
    clock.advance(1);
    expect(await r.drain()).toBe(1);
    expect(await job(flaky.id)).toMatchObject({ status: 'done', attempts: 3, error: null });
    expect(calls).toBe(3);
    clock.advance(60_000);
    expect(await r.drain()).toBe(0); // failed stays failed
  });

  it('one pending job per unique key', async () => {
    const r = runner();
    r.register('unique', async () => {});
    const first = await r.enqueue('unique', { uniqueKey: 'u:1' });
    expect(first).not.toBeNull();
    expect(await r.enqueue('unique', { uniqueKey: 'u:1' })).toBeNull();
    expect(await r.enqueue('unique', { uniqueKey: 'u:2' })).not.toBeNull();
    expect(await r.drain()).toBe(2);
    expect(await r.enqueue('unique', { uniqueKey: 'u:1' })).not.toBeNull(); // the first one is done
    await r.drain();
  });

  it('a running job whose lease lapsed (its process died) is taken again', async () => {
    const dead = runner({ leaseMs: 60_000 });
    dead.register('lease', async () => {});
    const queued = (await dead.enqueue('lease'))!;
    // claim it as a process that then dies
    const now = clock.now();
    await createJobsDal(db).claim(['lease'], now, new Date(now.getTime() + 60_000));
    const alive = runner();
    let ran = 0;
    alive.register('lease', async () => {
      ran += 1;
    });
    expect(await alive.drain()).toBe(0);
    clock.advance(60_001);
    expect(await alive.drain()).toBe(1);
    expect(ran).toBe(1);
    expect(await job(queued.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('started workers pick up enqueued jobs at once; stop waits for the running job', async () => {
    const r = runner({ pollIntervalMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    r.register('slow', async (j) => {
      started.push(j.id);
      await gate;
    });
    r.start();
    const queued = (await r.enqueue('slow'))!;
    await within(
      (async () => {
        while (started.length === 0) await new Promise((res) => setTimeout(res, 5));
      })(),
      'the worker to start the job',
    );
    const stopped = r.stop();
    release();
    await stopped;
    expect(await job(queued.id)).toMatchObject({ status: 'done' });
  });

  it('several runners never run the same job twice', async () => {
    const runs = new Map<number, number>();
    const runners = [runner(), runner(), runner()];
    for (const r of runners)
      r.register('many', async (j) => {
        runs.set(j.id, (runs.get(j.id) ?? 0) + 1);
        await new Promise((res) => setTimeout(res, 1));
      });
    for (let i = 0; i < 30; i++) await runners[0]!.enqueue('many');
    const counts = await Promise.all(runners.map((r) => r.drain()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it('tells every change to onUpdate', async () => {
    const updates: [number, string, number][] = [];
    const r = runner({
      onUpdate: async (j) => {
        updates.push([j.id, j.status, j.progress_current]);
      },
    });
    r.register('counted', async (_j, ctx) => {
      await ctx.progress({ current: 1, total: 3, stage: 'reading' });
      await ctx.progress({ current: 3, total: 3 });
    });
    const queued = (await r.enqueue('counted'))!;
    await r.drain();
    expect(updates).toEqual([
      [queued.id, 'running', 0],
      [queued.id, 'running', 1],
      [queued.id, 'running', 3],
      [queued.id, 'done', 3],
    ]);
    expect(await job(queued.id)).toMatchObject({ progress_total: 3, progress_stage: null });
  });

  it('a handler that fails after a cancel request ends cancelled, not retried', async () => {
    const r = runner();
    let attempts = 0;
    r.register('stubborn', async (j) => {
      attempts += 1;
      await createJobsDal(db).requestCancel(j.id, j.user_id ?? 0, clock.now());
      throw new Error('gave up');
    });
    const userId = (
      await db.query<{ id: number }>(
        `INSERT INTO users (name, email, password, active, created_at, updated_at)
         VALUES ('J', 'jobs-cancel@example.com', 'x', true, now(), now()) RETURNING id`,
      )
    ).rows[0]!.id;
    const queued = (await r.enqueue('stubborn', { userId }))!;
    expect(await r.drain()).toBe(1);
    clock.advance(60_000);
    expect(await r.drain()).toBe(0);
    expect(attempts).toBe(1);
    expect(await job(queued.id)).toMatchObject({ status: 'cancelled', attempts: 1, error: 'gave up' });
  });
});
