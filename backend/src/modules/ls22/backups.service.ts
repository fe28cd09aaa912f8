import type { RestLs22Backup, RestLs22Environment, RestLs22LatestBackup } from '@portal/contract';
import { LS22_BACKUP_LIST, ls22InGameDate } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';
import type { Locale } from '../../http/locale.js';
import { storedErrorText } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { Outbound } from '../../lib/outbound.js';
import type { FarmsDal } from './farms.dal.js';
import { checkXml, FeedError, feedText, fetchFeed } from './feed.js';
import type { ParsedEnvironment, ParsedFarm } from './parse.js';
import { parseEnvironment, parseFarms } from './parse.js';
import type { Ls22Days } from './poller.js';
import type { Ls22Settings } from './settings.js';
import { LS22_SAVEGAME_FILES, savegameUrl } from './settings.js';
import { deflateFile, zipChunks } from './zip.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

const DAY_MS = 86_400_000;
/** Thinning: every backup of this many days is kept, then one a day up to THIN_DAILY_DAYS, then one a week. */
export const THIN_ALL_DAYS = 2;
export const THIN_DAILY_DAYS = 30;

export const BACKUPS = listSpec(LS22_BACKUP_LIST, {
  order: { taken_at: 'b.taken_at' },
  filters: {},
  idColumn: 'b.id',
});

interface BackupRow {
  id: number;
  taken_at: Date;
  trigger: string;
  monotonic_day: number | null;
  environment: ParsedEnvironment | null;
  files: {
    name: string;
    state: 'ok' | 'missing' | 'unreadable';
    size_bytes: number;
    error_code: string | null;
    error_detail: string | null;
  }[];
}

const BACKUP_SELECT = `b.id, b.taken_at, b.trigger, b.monotonic_day, b.environment,
  COALESCE((SELECT json_agg(json_build_object('name', f.name, 'state', f.state, 'size_bytes', f.size_bytes,
    'error_code', f.error_code, 'error_detail', f.error_detail) ORDER BY f.name)
    FROM ls22_backup_files f WHERE f.backup_id = b.id), '[]') AS files`;

interface FileResult {
  name: string;
  state: 'ok' | 'missing' | 'unreadable';
  bytes: Buffer | null;
  error: FeedError | null;
}

const daysOf = (env: ParsedEnvironment | null): Ls22Days | null =>
  env?.current_monotonic_day != null && env.days_per_period != null
    ? { monotonicDay: env.current_monotonic_day, daysPerPeriod: env.days_per_period }
    : null;

/** No server is configured: a backup cannot be taken. */
export class NotConfigured extends Error {}

/**
 * Savegame backups: every file the server offers, deflated into the database with the backup's time; a missing
 * or unreadable file is recorded, never fatal. farms.xml and environment.xml are parsed into the farms and their
 * financial rows. Runs one at a time; thins old backups after each.
 */
export function createLs22Backups(deps: {
  db: Db;
  settings: Pick<Ls22Settings, 'server'>;
  farms: FarmsDal;
  /** Reads the savegame's files. */
  outbound: Outbound;
  clock: Clock;
  timeoutMs: number;
  /** Told after every backup (the poller's header shows its time and date). */
  onTaken: (takenAt: Date, days: Ls22Days | null) => Promise<void>;
  log: { warn: LogFn; info: LogFn };
}) {
  const { db, settings, farms, outbound, clock, timeoutMs, log } = deps;
  let running: Promise<RestLs22Backup> | null = null;

  async function fetchFile(server: { url: string; code: string }, name: string): Promise<FileResult> {
    let bytes: Buffer | null = null;
    try {
      bytes = await fetchFeed(outbound, savegameUrl(server, name), timeoutMs);
      // an HTML page or damaged XML arrives too: kept, but recorded as unreadable
      checkXml(feedText(bytes));
      return { name, state: 'ok', bytes, error: null };
    } catch (err) {
      if (!(err instanceof FeedError)) throw err;
      return { name, state: err.code === 'not_found' ? 'missing' : 'unreadable', bytes, error: err };
    }
  }

  /** Parses one readable file; one that is no farms.xml or environment.xml is recorded as unreadable. */
  function parsed<T>(result: FileResult | undefined, parse: (bytes: Buffer) => T): T | null {
    if (!result?.bytes || result.state !== 'ok') return null;
    try {
      return parse(result.bytes);
    } catch (err) {
      if (!(err instanceof FeedError)) throw err;
      Object.assign(result, { state: 'unreadable', error: err });
      return null;
    }
  }

  async function take(trigger: 'schedule' | 'manual'): Promise<RestLs22Backup> {
    const server = await settings.server();
    if (!server) throw new NotConfigured();
    const takenAt = clock.now();
    const results: FileResult[] = [];
    for (const name of LS22_SAVEGAME_FILES) results.push(await fetchFile(server, name));
    const byName = new Map(results.map((r) => [r.name, r]));
    const environment = parsed(byName.get('environment'), parseEnvironment);
    const farmList: ParsedFarm[] | null = parsed(byName.get('farms'), parseFarms);
    const days = daysOf(environment);

    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ls22_backups (taken_at, trigger, monotonic_day, environment) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [takenAt, trigger, days?.monotonicDay ?? null, environment ? JSON.stringify(environment) : null],
      );
      const backupId = rows[0]!.id;
      for (const r of results) {
        // an unreadable file is kept all the same when it arrived: it may still be useful to whoever opens it
        const file = r.bytes ? deflateFile(r.name, r.bytes) : null;
        await tx.query(
          `INSERT INTO ls22_backup_files (backup_id, name, state, size_bytes, crc32, deflated, error_code, error_detail)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            backupId,
            r.name,
            r.state,
            file?.size ?? 0,
            file ? file.crc32 >>> 0 : null,
            file?.deflated ?? null,
            r.error?.code ?? null,
            r.error ? JSON.stringify(r.error.detail) : null,
          ],
        );
      }
      if (farmList) await farms.store(tx, farmList, days?.monotonicDay ?? null, takenAt);
      return backupId;
    });
    await thin();
    await deps.onTaken(takenAt, days);
    const missing = results.filter((r) => r.state !== 'ok').map((r) => `${r.name}: ${r.error?.code}`);
    if (missing.length > 0) log.info({ backup: id, missing }, 'ls22 backup without some files');
    return (await find(id, 'en'))!;
  }

  const fileView = (locale: Locale) => (f: BackupRow['files'][number]) => ({
    name: f.name,
    state: f.state,
    size_bytes: f.size_bytes,
    error: storedErrorText(locale, 'ls22.feed', 'ls22.feed.failed', f.error_code, f.error_detail),
  });
  const view = (r: BackupRow, locale: Locale): RestLs22Backup => ({
    id: r.id,
    taken_at: r.taken_at.toISOString(),
    trigger: r.trigger,
    monotonic_day: r.monotonic_day,
    files: r.files.map(fileView(locale)),
  });

  async function find(id: number, locale: Locale): Promise<RestLs22Backup | null> {
    const { rows } = await db.query<BackupRow>(
      `SELECT ${BACKUP_SELECT} FROM ls22_backups b WHERE b.id = $1`,
      [id],
    );
    return rows[0] ? view(rows[0], locale) : null;
  }

  async function latestRow(): Promise<BackupRow | null> {
    const { rows } = await db.query<BackupRow>(
      `SELECT ${BACKUP_SELECT} FROM ls22_backups b ORDER BY b.taken_at DESC, b.id DESC LIMIT 1`,
    );
    return rows[0] ?? null;
  }

  /**
   * Thinning: all backups of the last THIN_ALL_DAYS days stay, then the latest of each day up to THIN_DAILY_DAYS,
   * then the latest of each week (UTC). Financial rows stay: they are the long history.
   */
  async function thin(): Promise<number> {
    const now = clock.now().getTime();
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
      [new Date(now - THIN_ALL_DAYS * DAY_MS), new Date(now - THIN_DAILY_DAYS * DAY_MS)],
    );
    return rowCount;
  }

  /** Takes a backup now (shares one already running). Throws NotConfigured without a server. */
  const takeShared = (trigger: 'schedule' | 'manual'): Promise<RestLs22Backup> =>
    (running ??= take(trigger).finally(() => {
      running = null;
    }));

  return {
    take: takeShared,

    /** Takes a scheduled backup when none was taken for `minutes` (and a server is configured). */
    async takeIfDue(minutes: number): Promise<void> {
      const latest = await latestRow();
      if (latest && clock.now().getTime() < latest.taken_at.getTime() + minutes * 60_000) return;
      if (!(await settings.server())) return;
      await takeShared('schedule');
    },

    thin,
    find,

    /** A page of backups, newest first unless the query orders otherwise (the contract's default). */
    async list(query: ListQuery, locale: Locale) {
      const { rows, total } = await fetchPage<BackupRow>(
        db,
        { select: BACKUP_SELECT, from: 'ls22_backups b' },
        BACKUPS,
        query,
      );
      return { rows: rows.map((r) => view(r, locale)), total };
    },

    async latest(locale: Locale): Promise<RestLs22LatestBackup> {
      const row = await latestRow();
      const days = daysOf(row?.environment ?? null);
      return {
        latest_backup_at: row?.taken_at.toISOString() ?? null,
        backup: row ? view(row, locale) : null,
        environment: days
          ? { current_monotonic_day: days.monotonicDay, days_per_period: days.daysPerPeriod }
          : null,
      };
    },

    /** The latest backup's time and days (the poller's start). */
    async latestDays(): Promise<{ takenAt: Date; days: Ls22Days | null } | null> {
      const row = await latestRow();
      return row ? { takenAt: row.taken_at, days: daysOf(row.environment) } : null;
    },

    /** The environment of the latest backup that has one. */
    async environment(): Promise<RestLs22Environment | null> {
      const { rows } = await db.query<{ id: number; taken_at: Date; environment: ParsedEnvironment }>(
        `SELECT id, taken_at, environment FROM ls22_backups WHERE environment IS NOT NULL
         ORDER BY taken_at DESC, id DESC LIMIT 1`,
      );
      const r = rows[0];
      if (!r) return null;
      const days = daysOf(r.environment);
      return {
        ...r.environment,
        in_game_date: days ? ls22InGameDate(days.monotonicDay, days.daysPerPeriod) : null,
        backup_id: r.id,
        taken_at: r.taken_at.toISOString(),
      };
    },

    /** The backup's stored files as ZIP chunks, or null for an unknown backup. */
    async zip(id: number): Promise<{ takenAt: Date; chunks: Buffer[] } | null> {
      const backup = await db.query<{ taken_at: Date }>('SELECT taken_at FROM ls22_backups WHERE id = $1', [
        id,
      ]);
      const takenAt = backup.rows[0]?.taken_at;
      if (!takenAt) return null;
      const { rows } = await db.query<{
        name: string;
        deflated: Uint8Array;
        crc32: number;
        size_bytes: number;
      }>(
        `SELECT name, deflated, crc32, size_bytes FROM ls22_backup_files
         WHERE backup_id = $1 AND deflated IS NOT NULL ORDER BY name`,
        [id],
      );
      const files = rows.map((r) => ({
        name: `${r.name}.xml`,
        deflated: Buffer.from(r.deflated),
        crc32: Number(r.crc32),
        size: r.size_bytes,
      }));
      return { takenAt, chunks: zipChunks(files, takenAt) };
    },
  };
}

export type Ls22Backups = ReturnType<typeof createLs22Backups>;
