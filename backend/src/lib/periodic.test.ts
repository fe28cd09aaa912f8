import { EventEmitter, once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createPgDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { TestDb } from '../test/db.js';
import { createTestDb, drivers } from '../test/db.js';
import { createLeases } from './leases.js';
import type { PeriodicTask } from './periodic.js';
import { createPeriodicTask } from './periodic.js';

const INTERVAL_MS = 200;
const silent = { warn: () => {} };

describe.each(drivers)('periodic tasks across replicas (%s)', (driver) => {
  let testDb: TestDb;
  /** Each replica's own database connection (PGlite: one in-process database both share). */
  let replicaDbs: [Db, Db];
  const tasks: PeriodicTask[] = [];

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    await migrate(testDb.db);
    const schema =
      driver === 'pg'
        ? (await testDb.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s
        : null;
    replicaDbs = [
      testDb.db,
      schema ? createPgDb({ connectionString: process.env.DATABASE_URL!, schema, max: 2 }) : testDb.db,
    ];
  });
  afterAll(async () => {
    await Promise.all(tasks.map((task) => task.stop()));
    if (replicaDbs?.[1] !== testDb?.db) await replicaDbs?.[1].close();
    await testDb?.cleanup();
  });

  /** Runs and lease answers, with the database's time of each run's start and end. */
  const events = new EventEmitter();
  const runs: { replica: string; start: number; end: number }[] = [];
  const dbTime = async (db: Db) =>
    (await db.query<{ t: Date }>('SELECT clock_timestamp() AS t')).rows[0]!.t.getTime();

  function replica(name: string, replicaId: string, db: Db, leases = createLeases(db, replicaId)) {
    const task = createPeriodicTask({
      name,
      intervalMs: INTERVAL_MS,
      runOnStart: true,
      leases: {
        ...leases,
        claim: async (task, ms) => {
          const held = await leases.claim(task, ms);
          events.emit('claim', { replica: replicaId, held });
          return held;
        },
      },
      run: async () => {
        const start = await dbTime(db);
        await new Promise((resolve) => setTimeout(resolve, 20));
        runs.push({ replica: replicaId, start, end: await dbTime(db) });
        events.emit('run', replicaId);
      },
      log: silent,
    });
    tasks.push(task);
    return task;
  }

  const runsOf = (name: string) => runs.filter((r) => r.replica.startsWith(name));
  async function untilRuns(name: string, count: number) {
    while (runsOf(name).length < count) await once(events, 'run');
  }

  it('runs each interval on one replica only, never two runs at once', async () => {
    const a = replica('cleanup', 'cleanup-a', replicaDbs[0]);
    const b = replica('cleanup', 'cleanup-b', replicaDbs[1]);
    a.start();
    b.start();
    await untilRuns('cleanup', 8);
    await Promise.all([a.stop(), b.stop()]);
    const done = runsOf('cleanup');
    for (let i = 1; i < done.length; i++) {
      // the next run, on either replica, starts an interval after the end of the one before (the lease's time)
      expect(done[i]!.start - done[i - 1]!.end).toBeGreaterThanOrEqual(INTERVAL_MS - 5);
    }
  });

  it('is taken over by another replica once the holder stops, or its lease runs out when it dies', async () => {
    const a = replica('poll', 'poll-a', replicaDbs[0]);
    a.start();
    await untilRuns('poll-a', 1);
    const b = replica('poll', 'poll-b', replicaDbs[1]);
    b.start();
    // b looks and finds the lease held, while a keeps running
    await untilRuns('poll-a', 3);
    expect(runsOf('poll-b')).toHaveLength(0);
    // a clean stop gives the lease up: b runs next
    await a.stop();
    await untilRuns('poll-b', 2);
    await b.stop();

    // a replica that died holds its lease until it runs out; then the other takes over
    const dead = createLeases(replicaDbs[0], 'backup-dead');
    expect(await dead.claim('backup', 4 * INTERVAL_MS)).toBe(true);
    const refused: boolean[] = [];
    const onClaim = (e: { replica: string; held: boolean }) => {
      if (e.replica === 'backup-c' && !e.held) refused.push(e.held);
    };
    events.on('claim', onClaim);
    const c = replica('backup', 'backup-c', replicaDbs[1]);
    c.start();
    await untilRuns('backup-c', 1);
    events.off('claim', onClaim);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    await c.stop();
    const { rows } = await replicaDbs[0].query('SELECT * FROM periodic_leases');
    expect(rows).toEqual([]);
  });
});
