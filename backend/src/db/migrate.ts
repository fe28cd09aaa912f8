import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
}

/** Migration files are `<YYYYMMDDHHMMSS>_<what>.sql`, applied in name order, never edited once landed. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: fs.readFileSync(`${dir}/${f}`, 'utf8') }));
}

/**
 * Applies pending migrations in one transaction. An advisory lock (per schema) keeps several
 * starting replicas from migrating at the same time. Returns the names applied.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('portal_migrations:' || current_schema()))`);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM migrations');
    const applied = new Set(rows.map((r) => r.name));
    const done: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [m.name]);
      done.push(m.name);
    }
    return done;
  });
}
