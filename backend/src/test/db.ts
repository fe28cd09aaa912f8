import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/client.js';
import { createPgDb, wrapPglite } from '../db/client.js';

export type Driver = 'pglite' | 'pg';

/** PGlite always; PostgreSQL as well when DATABASE_URL is set. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDb {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops the suite's schema. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, empty database: an in-memory PGlite copied from the run's template, or a schema of its own
 * on the PostgreSQL server (so suites running in parallel never collide).
 */
export async function createTestDb(driver: Driver): Promise<TestDb> {
  if (driver === 'pglite') {
    const template = inject('pgliteTemplate');
    const pglite = template
      ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: { pg_trgm } })
      : await PGlite.create({ extensions: { pg_trgm } });
    const db = wrapPglite(pglite);
    return { db, cleanup: () => db.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createPgDb({ connectionString: url, schema, max: 4 });
  return {
    db,
    async cleanup() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}
