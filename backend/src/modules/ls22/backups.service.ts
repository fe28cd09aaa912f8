import type { RestLs22Backup, RestLs22Environment, RestLs22LatestBackup } from '@portal/contract';
import { ls22InGameDate } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { ListQuery } from '../../http/list-query.js';
import type { Locale } from '../../http/locale.js';
import { storedErrorText } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { Outbound } from '../../lib/outbound.js';
import type { BackupFileState, BackupRow } from './backups.dal.js';
import { createBackupsDal } from './backups.dal.js';
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

interface FileResult {
  name: string;
  state: BackupFileState;
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
  const backups = createBackupsDal(db);
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
      const backupId = await backups.insert(tx, {
        takenAt,
        trigger,
        monotonicDay: days?.monotonicDay ?? null,
        environment,
      });
      for (const r of results) {
        // an unreadable file is kept all the same when it arrived: it may still be useful to whoever opens it
        const file = r.bytes ? deflateFile(r.name, r.bytes) : null;
        await backups.insertFile(tx, backupId, {
          name: r.name,
          state: r.state,
          size_bytes: file?.size ?? 0,
          crc32: file ? file.crc32 >>> 0 : null,
          deflated: file?.deflated ?? null,
          error_code: r.error?.code ?? null,
          error_detail: r.error ? JSON.stringify(r.error.detail) : null,
        });
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
    const row = await backups.find(id);
    return row ? view(row, locale) : null;
  }

  /**
   * Thinning: all backups of the last THIN_ALL_DAYS days stay, then the latest of each day up to THIN_DAILY_DAYS,
   * then the latest of each week (UTC). Financial rows stay: they are the long history.
   */
  async function thin(): Promise<number> {
    const now = clock.now().getTime();
    return backups.thin(new Date(now - THIN_ALL_DAYS * DAY_MS), new Date(now - THIN_DAILY_DAYS * DAY_MS));
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
      const latest = await backups.latest();
      if (latest && clock.now().getTime() < latest.taken_at.getTime() + minutes * 60_000) return;
      if (!(await settings.server())) return;
      await takeShared('schedule');
    },

    thin,
    find,

    /** A page of backups, newest first unless the query orders otherwise (the contract's default). */
    async list(query: ListQuery, locale: Locale) {
      const { rows, total } = await backups.page(query);
      return { rows: rows.map((r) => view(r, locale)), total };
    },

    async latest(locale: Locale): Promise<RestLs22LatestBackup> {
      const row = await backups.latest();
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
      const row = await backups.latest();
      return row ? { takenAt: row.taken_at, days: daysOf(row.environment) } : null;
    },

    /** The environment of the latest backup that has one. */
    async environment(): Promise<RestLs22Environment | null> {
      const r = await backups.latestEnvironment();
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
      const takenAt = await backups.takenAt(id);
      if (!takenAt) return null;
      const files = (await backups.storedFiles(id)).map((r) => ({
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
