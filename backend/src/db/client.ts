import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** An open transaction. */
export interface Tx extends Queryable {
  /** Runs `hook` once the transaction has committed (not after a rollback), before `transaction` resolves. */
  afterCommit(hook: () => Promise<unknown>): void;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  /**
   * Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * Inside `fn` use only the given `tx` (PGlite has one connection: touching `db` there would wait forever).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** Wraps a driver's transaction (`begin`) so that the `afterCommit` hooks of its Tx run after the COMMIT, in order. */
async function withCommitHooks<T>(
  begin: (body: (q: Queryable) => Promise<T>) => Promise<T>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hooks: (() => Promise<unknown>)[] = [];
  const result = await begin((q) => fn({ ...q, afterCommit: (hook) => hooks.push(hook) }));
  for (const hook of hooks) await hook();
  return result;
}

/** bigint ids and counts come back as numbers from both drivers (PGlite does so already). */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PgOptions {
  connectionString: string;
  /** Sets `search_path` for every connection (tests use one schema per suite). */
  schema?: string;
  max?: number;
}

export function createPgDb(options: PgOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: pgTypes as pg.CustomTypesConfig,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  const runner = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = runner(pool);
  let closed = false;
  return {
    driver: 'pg',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Tx) => Promise<T>) =>
      withCommitHooks<T>(async (body) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await body(runner(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      }, fn),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function wrapPglite(pglite: PGlite): Db {
  const runner = (client: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query<T>(sql, params);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  });
  const base = runner(pglite);
  return {
    driver: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => withCommitHooks((body) => pglite.transaction((tx) => body(runner(tx))), fn),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export interface OpenDbOptions {
  databaseUrl?: string;
  /** PGlite data lives in `<dataDir>/pglite`; omit for an in-memory database. */
  dataDir?: string;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return createPgDb({ connectionString: options.databaseUrl });
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir ? { dataDir: dir } : {});
  return wrapPglite(pglite);
}
