import { LS22_BACKUP_LIST } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';
import type { ParsedEnvironment } from './parse.js';

export const BACKUPS = listSpec(LS22_BACKUP_LIST, {
  order: { taken_at: 'b.taken_at' },
  filters: {},
  idColumn: 'b.id',
});

export type BackupFileState = 'ok' | 'missing' | 'unreadable';

export interface BackupRow {
  id: number;
  taken_at: Date;
  trigger: string;
  monotonic_day: number | null;
  environment: ParsedEnvironment | null;
  files: {
    name: string;
    state: BackupFileState;
    size_bytes: number;
    error_code: string | null;
    error_detail: string | null;
  }[];
}

/** A file of a backup as stored: its bytes deflated (null when none arrived). */
export interface BackupFileRow {
  name: string;
  state: BackupFileState;
  size_bytes: number;
  crc32: number | null;
  deflated: Uint8Array | null;
  error_code: string | null;
  error_detail: string | null;
}

export interface EnvironmentRow {
  id: number;
  taken_at: Date;
  environment: ParsedEnvironment;
}

/** A file's bytes as stored in the ZIP (deflated). */
export interface StoredFileRow {
  name: string;
  deflated: Uint8Array;
  crc32: number;
  size_bytes: number;
}

const BACKUP_SELECT = `b.id, b.taken_at, b.trigger, b.monotonic_day, b.environment,
  COALESCE((SELECT json_agg(json_build_object('name', f.name, 'state', f.state, 'size_bytes', f.size_bytes,
    'error_code', f.error_code, 'error_detail', f.error_detail) ORDER BY f.name)
    FROM ls22_backup_files f WHERE f.backup_id = b.id), '[]') AS files`;

/** The savegame backups (`ls22_backups`) and their files (`ls22_backup_files`). */
export function createBackupsDal(db: Queryable) {
  return {
    async insert(
      tx: Queryable,
      backup: {
        takenAt: Date;
        trigger: string;
        monotonicDay: number | null;
        environment: ParsedEnvironment | null;
      },
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ls22_backups (taken_at, trigger, monotonic_day, environment) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [
          backup.takenAt,
          backup.trigger,
          backup.monotonicDay,
          backup.environment ? JSON.stringify(backup.environment) : null,
        ],
      );
      return rows[0]!.id;
    },

    async insertFile(tx: Queryable, backupId: number, file: BackupFileRow): Promise<void> {
      await tx.query(
        `INSERT INTO ls22_backup_files (backup_id, name, state, size_bytes, crc32, deflated, error_code, error_detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          backupId,
          file.name,
          file.state,
          file.size_bytes,
          file.crc32,
          file.deflated,
          file.error_code,
          file.error_detail,
        ],
      );
    },

    async find(id: number): Promise<BackupRow | null> {
      const { rows } = await db.query<BackupRow>(
        `SELECT ${BACKUP_SELECT} FROM ls22_backups b WHERE b.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async latest(): Promise<BackupRow | null> {
      const { rows } = await db.query<BackupRow>(
        `SELECT ${BACKUP_SELECT} FROM ls22_backups b ORDER BY b.taken_at DESC, b.id DESC LIMIT 1`,
      );
      return rows[0] ?? null;
    },

    /** A page of backups (the list's order). */
    page: (query: ListQuery) =>
      fetchPage<BackupRow>(db, { select: BACKUP_SELECT, from: 'ls22_backups b' }, BACKUPS, query),

    /**
     * Deletes the backups taken before `allSince` that are not the latest of their day (UTC) or, when taken before
     * `dailySince`, of their week; answers how many.
     */
    async thin(allSince: Date, dailySince: Date): Promise<number> {
      const { rowCount } = await db.query(
        `DELETE FROM ls22_backups WHERE id IN (
           SELECT id FROM (
             SELECT id, taken_at,
               row_number() OVER (PARTITION BY date_trunc('day', taken_at AT TIME ZONE 'UTC')
                 ORDER BY taken_at DESC, id DESC) AS day_rank,
               row_number() OVER (PARTITION BY date_trunc('week', taken_at AT TIME ZONE 'UTC')
                 ORDER BY taken_at DESC, id DESC) AS week_rank
             FROM ls22_backups WHERE taken_at < $1) b
           WHERE (b.taken_at >= $2 AND b.day_rank > 1) OR (b.taken_at < $2 AND b.week_rank > 1))`,
        [allSince, dailySince],
      );
      return rowCount;
    },

    /** The latest backup that has an environment. */
    async latestEnvironment(): Promise<EnvironmentRow | null> {
      const { rows } = await db.query<EnvironmentRow>(
        `SELECT id, taken_at, environment FROM ls22_backups WHERE environment IS NOT NULL
         ORDER BY taken_at DESC, id DESC LIMIT 1`,
      );
      return rows[0] ?? null;
    },

    async takenAt(id: number): Promise<Date | null> {
      const { rows } = await db.query<{ taken_at: Date }>('SELECT taken_at FROM ls22_backups WHERE id = $1', [
        id,
      ]);
      return rows[0]?.taken_at ?? null;
    },

    /** The backup's files that have bytes, by name. */
    async storedFiles(id: number): Promise<StoredFileRow[]> {
      const { rows } = await db.query<StoredFileRow>(
        `SELECT name, deflated, crc32, size_bytes FROM ls22_backup_files
         WHERE backup_id = $1 AND deflated IS NOT NULL ORDER BY name`,
        [id],
      );
      return rows;
    },
  };
}
