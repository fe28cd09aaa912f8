import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.js';
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
