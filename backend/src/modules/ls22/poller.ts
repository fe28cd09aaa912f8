import type {
  Ls22ServerState,
  RestLs22ServerChanged,
  RestLs22ServerHeader,
  RestLs22Stats,
} from '@portal/contract';
import {
  LS22_SERVER_CHANGED_EVENT,
  LS22_SERVER_CHANNEL,
  ls22InGameDate,
  ls22InGameTime,
} from '@portal/contract';
import type { Locale } from '../../http/locale.js';
import { DEFAULT_LOCALE } from '../../http/locale.js';
import { storedErrorText } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import { FeedError, fetchFeed } from './feed.js';
import type { ParsedStats } from './parse.js';
import { parseEnvironment, parseStats } from './parse.js';
import type { Ls22Settings } from './settings.js';
import { savegameUrl, statsUrl } from './settings.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/** The days an in-game date is computed from (environment.xml). */
export interface Ls22Days {
  monotonicDay: number;
  daysPerPeriod: number;
}

interface PollerState {
  state: Ls22ServerState;
  polledAt: Date | null;
  /** The last good answer (a game running) and when it was read: kept through failures. */
  data: ParsedStats | null;
  fetchedAt: Date | null;
  errorCode: string | null;
  errorDetail: string | null;
  days: Ls22Days | null;
  latestBackupAt: Date | null;
}

/** Errors of the server itself (it did not answer) against those of its answer (it answered nonsense). */
const UNREACHABLE = new Set(['timeout', 'unreachable']);

/**
 * The one reader of the server's stats: `poll()` runs every LS22_POLL_SECONDS (a module task) and on demand (one at
 * a time: a poll asked for while one runs shares it); members read `stats()`, never the server. A failed poll keeps
 * the last good data and records why; every change of the header is broadcast on LS22_SERVER_CHANNEL.
 */
export function createLs22Poller(deps: {
  settings: Pick<Ls22Settings, 'server'>;
  timeoutMs: number;
  clock: Clock;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  /** The latest backup's time and days, read once before the first poll. */
  latestBackup: () => Promise<{ takenAt: Date; days: Ls22Days | null } | null>;
  log: { warn: LogFn };
}) {
  const { settings, timeoutMs, clock, broadcaster, log } = deps;
  const s: PollerState = {
    state: 'pending',
    polledAt: null,
    data: null,
    fetchedAt: null,
    errorCode: null,
    errorDetail: null,
    days: null,
    latestBackupAt: null,
  };
  let loaded: Promise<void> | null = null;
  let running: Promise<void> | null = null;
  let lastSent = '';

  const load = () =>
    (loaded ??= deps.latestBackup().then(
      (latest) => {
        if (latest && !s.latestBackupAt) {
          s.latestBackupAt = latest.takenAt;
          s.days ??= latest.days;
        }
      },
      (err: unknown) => {
        loaded = null;
        log.warn({ err }, 'ls22: reading the latest backup failed');
      },
    ));

  function header(locale: Locale): RestLs22ServerHeader {
    const d = s.data;
    const online = s.state === 'online';
    return {
      state: s.state,
      online,
      game: d?.game ?? null,
      version: d?.version ?? null,
      name: d?.name ?? null,
      map_name: d?.mapName ?? null,
      players: online && d ? d.players : [],
      slots_used: online && d ? d.slotsUsed : d ? 0 : null,
      slots_capacity: d?.slotsCapacity ?? null,
      day_time: d?.dayTime ?? null,
      in_game_date: s.days ? ls22InGameDate(s.days.monotonicDay, s.days.daysPerPeriod) : null,
      in_game_time: d?.dayTime === null || d?.dayTime === undefined ? null : ls22InGameTime(d.dayTime),
      latest_backup_at: s.latestBackupAt?.toISOString() ?? null,
      polled_at: s.polledAt?.toISOString() ?? null,
      fetched_at: s.fetchedAt?.toISOString() ?? null,
      last_error: storedErrorText(locale, 'ls22.feed', 'ls22.feed.failed', s.errorCode, s.errorDetail),
    };
  }

  /** Announces a change of the header (the poll times aside): the public channel carries no data of the game. */
  async function announce() {
    const { polled_at: _p, fetched_at: _f, ...compared } = header(DEFAULT_LOCALE);
    const key = JSON.stringify(compared);
    if (key === lastSent) return;
    lastSent = key;
    const { state, online, polled_at, fetched_at, latest_backup_at } = header(DEFAULT_LOCALE);
    const data: RestLs22ServerChanged = { state, online, polled_at, fetched_at, latest_backup_at };
    await broadcaster.broadcast(LS22_SERVER_CHANNEL, LS22_SERVER_CHANGED_EVENT, data);
  }

  function fail(state: Ls22ServerState, code: string, detail: Record<string, unknown> = {}) {
    s.state = state;
    s.errorCode = code;
    s.errorDetail = JSON.stringify(detail);
  }

  async function readDays(server: { url: string; code: string }) {
    try {
      const env = parseEnvironment(await fetchFeed(savegameUrl(server, 'environment'), timeoutMs));
      if (env.current_monotonic_day !== null && env.days_per_period !== null)
        s.days = { monotonicDay: env.current_monotonic_day, daysPerPeriod: env.days_per_period };
    } catch (err) {
      // the date stays the one last read; the stats decide the server's state
      if (!(err instanceof FeedError)) throw err;
    }
  }

  async function run() {
    await load();
    s.polledAt = clock.now();
    const server = await settings.server();
    if (!server) {
      fail('unconfigured', 'unconfigured');
    } else {
      try {
        const stats = parseStats(await fetchFeed(statsUrl(server), timeoutMs));
        if (stats.online) {
          s.state = 'online';
          s.data = stats;
          s.fetchedAt = s.polledAt;
          s.errorCode = null;
          s.errorDetail = null;
          await readDays(server);
        } else {
          fail('offline', 'offline');
        }
      } catch (err) {
        if (!(err instanceof FeedError)) throw err;
        fail(UNREACHABLE.has(err.code) ? 'unreachable' : 'unreadable', err.code, err.detail);
      }
    }
    await announce();
  }

  return {
    /** Reads the server now (shares a poll already running). */
    poll(): Promise<void> {
      return (running ??= run().finally(() => {
        running = null;
      }));
    },

    header,

    stats(locale: Locale): RestLs22Stats {
      const d = s.data;
      return {
        ...header(locale),
        map_size: d?.mapSize ?? null,
        map_overview_filename: d?.mapOverviewFilename ?? null,
        vehicles: d?.vehicles ?? [],
        mods: d?.mods ?? [],
        farmlands: d?.farmlands ?? [],
        fields: d?.fields ?? [],
      };
    },

    /** The server configuration changed: what the former server said is no longer shown. */
    forget() {
      s.data = null;
      s.fetchedAt = null;
    },

    /** A backup was taken: its time (and days, when it read an environment) show at once. */
    async backupTaken(takenAt: Date, days: Ls22Days | null) {
      await load();
      s.latestBackupAt = takenAt;
      if (days) s.days = days;
      await announce();
    },
  };
}

export type Ls22Poller = ReturnType<typeof createLs22Poller>;
