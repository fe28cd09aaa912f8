import { EventEmitter, once } from 'node:events';
import { within } from '@portal/pusher-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createPgDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import type { TestDb } from '../test/db.js';
import { createTestDb, drivers } from '../test/db.js';
import { createJobsDal } from './jobs.dal.js';
import type { JobRunner } from './runner.js';
import { createJobRunner } from './runner.js';

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const JOBS = 40;

describe.each(drivers)('jobs across replicas (%s)', (driver) => {
  let testDb: TestDb;
  /** Each replica's own connection pool on PostgreSQL (PGlite: the one in-process database). */
  let replicaDbs: Db[];
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    await migrate(testDb.db);
    const schema = (await testDb.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
    replicaDbs =
      driver === 'pg'
        ? [1, 2].map(() => createPgDb({ connectionString: process.env.DATABASE_URL!, schema, max: 4 }))
        : [testDb.db, testDb.db];
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    if (driver === 'pg') await Promise.all(replicaDbs.map((db) => db.close()));
    await testDb?.cleanup();
  });

  it('runs every job exactly once while two runners claim at the same time', async () => {
    const ran: { job: number; replica: number }[] = [];
    const events = new EventEmitter();
    replicaDbs.forEach((db, replica) => {
      const runner = createJobRunner({
        jobsDal: createJobsDal(db),
        clock: systemClock,
        log: silent,
        pollIntervalMs: 10,
        concurrency: 3,
      });
      runner.register('replicated', async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push({ job: job.id, replica });
        events.emit('ran');
      });
      runners.push(runner);
    });
    // queued by a third party (neither runner is nudged): both find them by polling
    const enqueuer = createJobRunner({
      jobsDal: createJobsDal(testDb.db),
      clock: systemClock,
      log: silent,
      pollIntervalMs: 10,
    });
    const ids: number[] = [];
    for (let i = 0; i < JOBS; i++) ids.push((await enqueuer.enqueue('replicated', { payload: { i } }))!.id);
    for (const runner of runners) runner.start();

    await within(
      (async () => {
        while (ran.length < JOBS) await once(events, 'ran');
      })(),
      'every job to run',
      30_000,
    );
    await Promise.all(runners.map((runner) => runner.stop()));

    expect(ran.map((r) => r.job).sort((a, b) => a - b)).toEqual(ids);
    const { rows } = await testDb.db.query<{ status: string; attempts: number; n: number }>(
      "SELECT status, attempts, count(*)::int AS n FROM jobs WHERE type = 'replicated' GROUP BY status, attempts",
    );
    expect(rows).toEqual([{ status: 'done', attempts: 1, n: JOBS }]);
    if (driver === 'pg') expect(new Set(ran.map((r) => r.replica)).size).toBe(2);
  });
});
