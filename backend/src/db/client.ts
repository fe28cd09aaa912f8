import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { restrictTree } from '@portal/runtime';
import { from as copyFromStdin } from 'pg-copy-streams';
import { copySql, copyText } from './copy-text.js';

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
   * Bulk-loads rows into `table` with COPY … FROM in text format (copy-text.ts encodes the values): over the wire on
   * PostgreSQL, from an in-memory blob on PGlite. Both are several times faster than INSERTs of the same rows.
   */
  copyFrom(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void>;
  /**
   * Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * Inside `fn` use only the given `tx` (PGlite has one connection: touching `db` there would wait forever).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const execFileAsync = promisify(execFile);

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

/**
 * The PostgreSQL server is unreachable or dropped the connection (and a retry, where one was allowed, failed too).
 * The HTTP layer answers it with 503 (app.ts) instead of a 500.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('database connection lost', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * SQLSTATEs of a server that ended the session (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now)
 * or of a broken connection (class 08), and the socket errors of a connection that went away.
 */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);
/** What node-postgres throws when the socket closes under a query, or a query goes to a client already broken. */
const CONNECTION_LOST_MESSAGE =
  /^Connection terminated( unexpectedly| due to connection timeout)?$|^Client has encountered a connection error and is not queryable$/;

/** True for an error that says the database connection is gone, not that the statement failed. */
export function isConnectionLost(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (
    (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) || CONNECTION_LOST_MESSAGE.test(err.message)
  );
}

/** Statements that change data, lock, or call a function known to have effects. */
const WRITES =
  /\b(insert|update|delete|merge|truncate|copy|lock|nextval|setval|pg_advisory\w*|pg_notify|pg_terminate_backend|pg_cancel_backend|set_config)\b/i;

/**
 * True for one statement that only reads (`SELECT`, or `WITH` ... `SELECT`, `VALUES`, `SHOW`) and calls nothing
 * with effects: running it twice is the same as running it once. Deliberately conservative (a write mentioned in a
 * string literal makes a read count as a write: no retry, 503).
 */
export function isReadOnly(sql: string): boolean {
  const text = sql.trim().replace(/;$/, '');
  return /^(select|with|values|show)\b/i.test(text) && !text.includes(';') && !WRITES.test(text);
}

/**
 * Runs a statement outside a transaction (`run`). On a dropped connection a read-only statement runs once more
 * (`rerun`, on a new connection); anything else, or a second failure, is DatabaseUnavailable.
 */
export async function retryRead<T>(
  sql: string,
  run: () => Promise<T>,
  rerun: () => Promise<T> = run,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!isConnectionLost(err)) throw err;
    if (!isReadOnly(sql)) throw new DatabaseUnavailable(err);
    try {
      return await rerun();
    } catch (again) {
      throw isConnectionLost(again) ? new DatabaseUnavailable(again) : again;
    }
  }
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
  const connection: pg.ClientConfig = {
    connectionString: options.connectionString,
    types: pgTypes as pg.CustomTypesConfig,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool drops it, the next query reconnects.
  pool.on('error', () => {});
  const runner = (client: pg.Pool | pg.ClientBase): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = runner(pool);
  /**
   * A retry runs on a connection of its own: when the server ends every session (restart, failover), the pool's
   * other idle connections are dead as well, before it has noticed.
   */
  const onNewConnection = async <T>(run: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = new pg.Client(connection);
    client.on('error', () => {});
    await client.connect();
    try {
      return await run(runner(client));
    } finally {
      await client.end().catch(() => {});
    }
  };
  let closed = false;
  return {
    driver: 'pg',
    async copyFrom(table, columns, rows) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw isConnectionLost(err) ? new DatabaseUnavailable(err) : err;
      }
      let failure: unknown;
      try {
        const stream = client.query(copyFromStdin(copySql(table, columns, 'STDIN')));
        await pipeline(Readable.from([copyText(rows)]), stream);
      } catch (err) {
        failure = err;
        throw isConnectionLost(err) ? new DatabaseUnavailable(err) : err;
      } finally {
        client.release(failure instanceof Error && isConnectionLost(failure) ? failure : undefined);
      }
    },
    // pool.query hands a failed client back with its error, so the pool discards a dead connection
    query: <T>(sql: string, params?: unknown[]) =>
      retryRead(
        sql,
        () => base.query<T>(sql, params),
        () => onNewConnection((q) => q.query<T>(sql, params)),
      ),
    exec: (sql) =>
      retryRead(
        sql,
        () => base.exec(sql),
        () => onNewConnection((q) => q.exec(sql)),
      ),
    transaction: <T>(fn: (tx: Tx) => Promise<T>) =>
      withCommitHooks<T>(async (body) => {
        let client: pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (err) {
          throw isConnectionLost(err) ? new DatabaseUnavailable(err) : err;
        }
        let lost: unknown;
        // a checked-out client has no listener of the pool's: its connection dropping would crash the process
        const onError = (err: Error) => {
          lost ??= err;
        };
        client.on('error', onError);
        try {
          await client.query('BEGIN');
          const result = await body(runner(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          if (isConnectionLost(err)) lost = err;
          await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
            if (isConnectionLost(rollbackErr)) lost ??= rollbackErr;
          });
          // a transaction cannot be retried here (its body may have had effects outside the database)
          throw isConnectionLost(err) ? new DatabaseUnavailable(err) : err;
        } finally {
          // releasing with the error makes the pool destroy the client instead of reusing it
          client.off('error', onError);
          client.release(lost instanceof Error ? lost : undefined);
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
    async copyFrom(table, columns, rows) {
      await pglite.query(copySql(table, columns, "'/dev/blob'"), [], { blob: new Blob([copyText(rows)]) });
    },
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

/**
 * PGlite runs PostgreSQL in a WASM heap that never shrinks. Its default 128 MB of shared buffers are touched at
 * start, so they are resident from the first second: 16 MB are plenty for the portal's data (measured: the
 * backend idles at about 160 MB instead of 310 MB; tests/bench/memory.ts).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const INITDB_SOURCE = `
const [pglite, dataDir, startParams] = process.argv.slice(1);
require(pglite).PGlite.create({ dataDir, startParams: JSON.parse(startParams) }).then((db) => db.close());
`;

/**
 * Creates a new PGlite data directory in a child process. initdb runs in a second WASM instance whose memory
 * (about 500 MB) V8 gives back only on a later full collection; in a process of its own it is gone on exit.
 */
async function initPglite(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await execFileAsync(process.execPath, [
    '-e',
    INITDB_SOURCE,
    pglite,
    dir,
    JSON.stringify(PGLITE_START_PARAMS),
  ]);
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return createPgDb({ connectionString: options.databaseUrl });
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await initPglite(dir);
    // PGlite sets its files' modes itself, whatever the umask (initdb 0666, the relation cache 0644): narrowed to
    // the owner before it starts (PostgreSQL then takes its folder's 0700 as the cue to create files 0600) and
    // after (the relation cache it wrote while starting)
    restrictTree(dir);
  }
  // pg_trgm: the IPTV catalogue's name search (migration 20261123200000)
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    startParams: PGLITE_START_PARAMS,
    extensions: { pg_trgm },
  });
  if (dir) restrictTree(dir);
  return wrapPglite(pglite);
}
