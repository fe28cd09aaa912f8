import type { IptvImportState } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.js';

export interface ImportRow {
  id: number;
  provider_id: number;
  source: 'upload' | 'url';
  state: IptvImportState;
  current: number;
  total: number | null;
  channel_count: number | null;
  group_count: number | null;
  removed_count: number | null;
  skipped: Record<string, number>;
  credentials_found: number;
  error_code: string | null;
  /** Replacements of the error message (`{status}`, `{detail}`, `{max}`). */
  error_detail: string | null;
  file_path: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const IMPORT_COLUMNS =
  'id, provider_id, source, state, current, total, channel_count, group_count, removed_count, skipped, ' +
  'credentials_found, error_code, error_detail, file_path, started_at, finished_at, created_at, updated_at';

/** The states of an import that holds its provider (one at a time). */
export const ACTIVE_STATES = ['QUEUED', 'PARSING', 'STORING'] as const;

export interface ImportResult {
  channelCount: number;
  groupCount: number;
  removedCount: number;
  skipped: Record<string, number>;
  credentialsFound: number;
}

export function createImportsDal(db: Db) {
  return {
    /** Queues an import; null while the provider has one queued or running (the partial unique index). */
    async insert(
      providerId: number,
      source: 'upload' | 'url',
      filePath: string | null,
      now: Date,
      tx?: Queryable,
    ): Promise<ImportRow | null> {
      const { rows } = await (tx ?? db).query<ImportRow>(
        `INSERT INTO iptv_imports (provider_id, source, file_path, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (provider_id) WHERE state IN ('QUEUED', 'PARSING', 'STORING') DO NOTHING
         RETURNING ${IMPORT_COLUMNS}`,
        [providerId, source, filePath, now],
      );
      return rows[0] ?? null;
    },

    async find(id: number, tx?: Queryable): Promise<ImportRow | null> {
      const { rows } = await (tx ?? db).query<ImportRow>(
        `SELECT ${IMPORT_COLUMNS} FROM iptv_imports WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** QUEUED → PARSING; null when the import is no longer queued (failed meanwhile, or an earlier attempt). */
    async startParsing(id: number, now: Date): Promise<ImportRow | null> {
      const { rows } = await db.query<ImportRow>(
        `UPDATE iptv_imports SET state = 'PARSING', started_at = $2, updated_at = $2
          WHERE id = $1 AND state = 'QUEUED' RETURNING ${IMPORT_COLUMNS}`,
        [id, now],
      );
      return rows[0] ?? null;
    },

    async progress(
      id: number,
      p: { state: 'PARSING' | 'STORING'; current: number; total: number | null },
      now: Date,
      tx?: Queryable,
    ): Promise<ImportRow | null> {
      const { rows } = await (tx ?? db).query<ImportRow>(
        `UPDATE iptv_imports SET state = $2, current = $3, total = $4, updated_at = $5
          WHERE id = $1 AND state IN ('PARSING', 'STORING') RETURNING ${IMPORT_COLUMNS}`,
        [id, p.state, p.current, p.total, now],
      );
      return rows[0] ?? null;
    },

    async finish(id: number, result: ImportResult, now: Date, tx: Queryable): Promise<ImportRow | null> {
      const { rows } = await tx.query<ImportRow>(
        `UPDATE iptv_imports SET state = 'FINISHED', current = $2, total = $2, channel_count = $2,
                group_count = $3, removed_count = $4, skipped = $5::jsonb, credentials_found = $6,
                file_path = NULL, finished_at = $7, updated_at = $7
          WHERE id = $1 AND state IN ('PARSING', 'STORING') RETURNING ${IMPORT_COLUMNS}`,
        [
          id,
          result.channelCount,
          result.groupCount,
          result.removedCount,
          JSON.stringify(result.skipped),
          result.credentialsFound,
          now,
        ],
      );
      return rows[0] ?? null;
    },

    /** Ends an active import FAILED (with what the parser counted so far); null when it had already ended. */
    async fail(
      id: number,
      error: { code: string; detail?: Record<string, string | number> },
      counts: { skipped?: Record<string, number> },
      now: Date,
    ): Promise<ImportRow | null> {
      const { rows } = await db.query<ImportRow>(
        `UPDATE iptv_imports SET state = 'FAILED', error_code = $2, error_detail = $3,
                skipped = COALESCE($4::jsonb, skipped), file_path = NULL, finished_at = $5, updated_at = $5
          WHERE id = $1 AND state IN ('QUEUED', 'PARSING', 'STORING') RETURNING ${IMPORT_COLUMNS}`,
        [
          id,
          error.code,
          error.detail ? JSON.stringify(error.detail) : null,
          counts.skipped ? JSON.stringify(counts.skipped) : null,
          now,
        ],
      );
      return rows[0] ?? null;
    },

    /**
     * Ends every import that was parsing or storing, untouched since `now` (the start of this process: an import
     * its workers start later has a newer `updated_at`), as FAILED `interrupted`, and answers them (with the upload
     * files to remove). Their staged rows are dropped; the channels were never touched, since the swap commits as
     * one transaction.
     */
    async failInterrupted(now: Date): Promise<{ id: number; file_path: string | null }[]> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; file_path: string | null }>(
          `UPDATE iptv_imports i SET state = 'FAILED', error_code = 'interrupted', file_path = NULL,
                  finished_at = $1, updated_at = $1
             FROM (SELECT id, file_path FROM iptv_imports
                    WHERE state IN ('PARSING', 'STORING') AND updated_at < $1 FOR UPDATE) old
            WHERE i.id = old.id
            RETURNING i.id, old.file_path`,
          [now],
        );
        if (rows.length > 0) {
          await tx.query('DELETE FROM iptv_channel_staging WHERE import_id = ANY($1::bigint[])', [
            rows.map((r) => r.id),
          ]);
        }
        return rows;
      });
    },
  };
}

export type ImportsDal = ReturnType<typeof createImportsDal>;
