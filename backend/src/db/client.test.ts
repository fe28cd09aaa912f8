import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client.js';
import {
  createPgDb,
  DatabaseUnavailable,
  isConnectionLost,
  isReadOnly,
  openDb,
  retryRead,
} from './client.js';
import type { TestDb } from '../test/db.js';
import { createTestDb, drivers } from '../test/db.js';

describe.each(drivers)('transaction afterCommit (%s)', (driver) => {
  let testDb: TestDb;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    db = testDb.db;
    await db.exec('CREATE TABLE commit_hooks (v int)');
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('runs the hooks in order once the commit is visible to everyone, before transaction resolves', async () => {
    const seen: string[] = [];
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO commit_hooks VALUES (1)');
      // outside the transaction: on PGlite this would wait forever were the transaction still open
      tx.afterCommit(async () => {
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commit_hooks');
        seen.push(`first sees ${rows[0]!.n}`);
      });
      tx.afterCommit(async () => {
        seen.push('second');
      });
      seen.push('body done');
      return 'result';
    });
    expect(result).toBe('result');
    expect(seen).toEqual(['body done', 'first sees 1', 'second']);
  });

  it('never runs them after a rollback', async () => {
    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO commit_hooks VALUES (2)');
        tx.afterCommit(async () => {
          ran = true;
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toBe(false);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commit_hooks WHERE v = 2');
    expect(rows[0]!.n).toBe(0);
  });
});

/** Every path under `dir` with a mode other than 0700 (folders) or 0600 (files). */
function notPrivate(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => {
      const stat = fs.lstatSync(file);
      return (stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600);
    })
    .map((file) => `${(fs.lstatSync(file).mode & 0o777).toString(8)} ${path.relative(dir, file)}`);
}

describe('PGlite data files', () => {
  const umask = process.umask(0o022); // a shell's usual umask, which left 968 files 0666 and folders 0755
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modes-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  afterAll(() => process.umask(umask));

  const use = async () => {
    const db = await openDb({ dataDir });
    await db.exec(
      'CREATE TABLE IF NOT EXISTS modes (v int); INSERT INTO modes SELECT generate_series(1, 5000)',
    );
    await db.exec('CHECKPOINT');
    await db.close();
  };

  it('are the owner’s alone: files 0600, folders 0700, from the first start on', async () => {
    await use();
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
    expect(notPrivate(path.join(dataDir, 'pglite'))).toEqual([]);
  });

  it('are narrowed so when an earlier start left them readable or writable to others', async () => {
    await use();
    for (const name of fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(dataDir, name);
      fs.chmodSync(file, fs.statSync(file).isDirectory() ? 0o755 : 0o666);
    }
    await use();
    expect(notPrivate(path.join(dataDir, 'pglite'))).toEqual([]);
  });
});

/** An error as node-postgres reports a terminated backend. */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('dropped connections: classification and retry', () => {
  it('recognises the errors of a connection that went away, and only those', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'ECONNREFUSED']) {
      expect(isConnectionLost(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isConnectionLost(new DatabaseUnavailable(terminated()))).toBe(true);
    // a failing statement is not a lost connection: unique violation, syntax error, a plain error
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isConnectionLost(new Error('Connection terminated by the user'))).toBe(false);
    expect(isConnectionLost('57P01')).toBe(false);
  });

  it('counts single reading statements as read-only, and nothing that writes, locks or has effects', () => {
    for (const sql of [
      'SELECT * FROM users WHERE id = $1',
      '  select count(*) AS n FROM users u WHERE u.deleted_at IS NULL;',
      'WITH r AS (SELECT 1) SELECT * FROM r',
      'SELECT updated_at, locked_until FROM users',
    ]) {
      expect(isReadOnly(sql), sql).toBe(true);
    }
    for (const sql of [
      'INSERT INTO t VALUES (1)',
      'UPDATE users SET name = $1',
      'DELETE FROM t',
      'WITH d AS (DELETE FROM t RETURNING id) SELECT * FROM d',
      "SELECT nextval('users_id_seq')",
      'SELECT pg_advisory_lock(1)',
      'SELECT 1; DELETE FROM t',
      'BEGIN',
      'CREATE TABLE t (v int)',
    ]) {
      expect(isReadOnly(sql), sql).toBe(false);
    }
  });

  it('runs a read once more on a dropped connection and answers its result', async () => {
    const run = vi.fn().mockRejectedValueOnce(terminated()).mockResolvedValueOnce('rows');
    await expect(retryRead('SELECT 1', run)).resolves.toBe('rows');
    expect(run).toHaveBeenCalledTimes(2);
    // the second run goes where the caller says (the pg driver: a new connection)
    const first = vi.fn().mockRejectedValue(terminated());
    const rerun = vi.fn().mockResolvedValue('fresh');
    await expect(retryRead('SELECT 1', first, rerun)).resolves.toBe('fresh');
    expect([first.mock.calls.length, rerun.mock.calls.length]).toEqual([1, 1]);
  });

  it('gives up after the second drop, never retries a write, and passes other errors through', async () => {
    const twice = vi.fn().mockRejectedValue(terminated());
    await expect(retryRead('SELECT 1', twice)).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(twice).toHaveBeenCalledTimes(2);

    const write = vi.fn().mockRejectedValue(terminated());
    await expect(retryRead('UPDATE t SET v = 1', write)).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(write).toHaveBeenCalledTimes(1);

    const failing = Object.assign(new Error('duplicate key'), { code: '23505' });
    const bad = vi.fn().mockRejectedValue(failing);
    await expect(retryRead('SELECT 1', bad)).rejects.toBe(failing);
    expect(bad).toHaveBeenCalledTimes(1);
  });
});

// Real PostgreSQL only (DATABASE_URL): a second connection terminates the pool's backend in the middle of a statement.
describe.runIf(process.env.DATABASE_URL)('dropped connections on PostgreSQL', () => {
  const url = process.env.DATABASE_URL!;
  let admin: pg.Client;
  let db: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('CREATE TABLE IF NOT EXISTS reliab_dropped (v int)');
  });
  afterAll(async () => {
    await admin?.query('DROP TABLE IF EXISTS reliab_dropped');
    await admin?.end();
  });
  beforeEach(() => {
    // one connection, so that the statement under test runs on the backend the test terminates
    db = createPgDb({ connectionString: url, max: 1 });
  });
  afterEach(async () => {
    await db.close();
  });

  /** Once a statement with `pg_sleep(0.5)` runs, terminates its backend, or with `all` every client backend. */
  async function terminateWhileSleeping(all = false): Promise<number> {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE query LIKE '%pg_sleep(0.5)%' AND pid <> pg_backend_pid() AND state = 'active'`,
      );
      if (rows[0]) {
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE pid <> pg_backend_pid() AND (pid = $1 OR ($2 AND datname = current_database() AND backend_type = 'client backend'))`,
          [rows[0].pid, all],
        );
        return rows[0].pid;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the statement never started');
  }

  it('a read survives: retried once on a new connection, the dead one dropped', async () => {
    const read = db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.5)');
    const killed = await terminateWhileSleeping();
    const { rows } = await read;
    expect(rows[0]!.pid).not.toBe(killed);
    // the pool (one connection at most) works on without the dead one
    const again = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again.rows[0]!.pid).not.toBe(killed);
  });

  it('a read survives the server ending every session at once (restart, failover)', async () => {
    const wide = createPgDb({ connectionString: url, max: 4 });
    try {
      // four idle connections in the pool, then one of them busy
      await Promise.all(Array.from({ length: 4 }, () => wide.query('SELECT pg_sleep(0.05)')));
      const read = wide.query<{ n: number }>('SELECT 1 AS n, pg_sleep(0.5)');
      await terminateWhileSleeping(true);
      expect((await read).rows[0]!.n).toBe(1);
    } finally {
      await wide.close();
    }
  });

  it('a write is not repeated: DatabaseUnavailable, and the next statement runs', async () => {
    const write = db.query('INSERT INTO reliab_dropped SELECT 1 FROM pg_sleep(0.5)');
    // it may fail while the termination is still being awaited: handled now, asserted below
    write.catch(() => undefined);
    await terminateWhileSleeping();
    await expect(write).rejects.toBeInstanceOf(DatabaseUnavailable);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reliab_dropped');
    expect(rows[0]!.n).toBe(0);
  });

  it('a transaction is not repeated: DatabaseUnavailable, and the pool does not hand out the dead client', async () => {
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO reliab_dropped VALUES (2)');
      await t.query('SELECT pg_sleep(0.5)');
    });
    tx.catch(() => undefined);
    await terminateWhileSleeping();
    await expect(tx).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(db.transaction((t) => t.query('SELECT 1'))).resolves.toMatchObject({ rowCount: 1 });
  });
});
