// For benchmark children that run the backend's own code in-process (so their peak RSS is the backend's).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The URL of a backend module: the backend is not a dependency of this package, so it is loaded by path. */
export const backend = (file: string) => pathToFileURL(path.join(root, 'backend/src', file)).href;

/* eslint-disable @typescript-eslint/no-explicit-any -- the backend's modules, loaded by path, are untyped here */
/**
 * A migrated database as the backend opens it: PGlite in a data directory of its own, or on PostgreSQL
 * (DATABASE_URL) a schema of its own. `close` removes either.
 */
export async function openBackendDb(driver: 'pglite' | 'pg'): Promise<{ db: any; close(): Promise<void> }> {
  const { openDb, createPgDb } = (await import(backend('db/client.ts'))) as any;
  const { migrate } = (await import(backend('db/migrate.ts'))) as any;
  if (driver === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-db-'));
    const db = await openDb({ dataDir });
    await migrate(db);
    return {
      db,
      async close() {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = createPgDb({ connectionString: process.env.DATABASE_URL, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPgDb({ connectionString: process.env.DATABASE_URL, schema });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
