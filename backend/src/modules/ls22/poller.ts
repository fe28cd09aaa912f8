import type {
  Ls22ServerState,
  RestLs22ServerChanged,
  RestLs22ServerHeader,
  RestLs22Stats,
} from '@portal/contract';
import { events, ls22InGameDate, ls22InGameTime } from '@portal/contract';
import type { Locale } from '../../http/locale.js';
import { DEFAULT_LOCALE } from '../../http/locale.js';
import { storedErrorText } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { Outbound } from '../../lib/outbound.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import { FeedError, fetchFeed } from './feed.js';
import { parseEnvironment, parseStats } from './parse.js';
import type { Ls22Days, Ls22PollState, Ls22ServerStateRow, ServerStateDal } from './server-state.dal.js';
import type { Ls22Settings } from './settings.js';
import { savegameUrl, statsUrl } from './settings.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export type { Ls22Days } from './server-state.dal.js';

/** Errors of the server itself (it did not answer) against those of its answer (it answered nonsense). */
const UNREACHABLE = new Set(['timeout', 'unreachable']);

/**
 * The one reader of the server's stats: `poll()` runs every LS22_POLL_SECONDS (a module task, on the replica holding
 * its lease) and on demand (one at a time per replica: a poll asked for while one runs shares it); members read
 * `stats()`, never the server. What a poll read is kept in the database (ls22_server_state), so every replica
 * answers the same. A failed poll keeps the last good data and records why; every change of the header is broadcast
 * on ls22ServerChannel, once, whichever replica saw it.
 */
export function createLs22Poller(deps: {
  settings: Pick<Ls22Settings, 'server'>;
  state: ServerStateDal;
  /** Reads the server's feeds. */
  outbound: Outbound;
  timeoutMs: number;
  clock: Clock;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  /** The latest backup's time and days, read once before the first poll. */
  latestBackup: () => Promise<{ takenAt: Date; days: Ls22Days | null } | null>;
  log: { warn: LogFn };
}) {
  const { settings, state, outbound, timeoutMs, clock, broadcaster, log } = deps;
  let loaded: Promise<void> | null = null;
  let running: Promise<void> | null = null;

  const load = () =>
    (loaded ??= deps.latestBackup().then(
      (latest) => (latest ? state.seedBackup(latest.takenAt, latest.days) : undefined),
      (err: unknown) => {
        loaded = null;
        log.warn({ err }, 'ls22: reading the latest backup failed');
      },
    ));

  function header(row: Ls22ServerStateRow, locale: Locale): RestLs22ServerHeader {
    const { poll: s, days } = row;
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
      in_game_date: days ? ls22InGameDate(days.monotonicDay, days.daysPerPeriod) : null,
      in_game_time: d?.dayTime === null || d?.dayTime === undefined ? null : ls22InGameTime(d.dayTime),
      latest_backup_at: row.latestBackupAt?.toISOString() ?? null,
      polled_at: s.polledAt,
      fetched_at: s.fetchedAt,
      last_error: storedErrorText(locale, 'ls22.feed', 'ls22.feed.failed', s.errorCode, s.errorDetail),
    };
  }

  /** Announces a change of the header (the poll times aside): the public channel carries no data of the game. */
  async function announce() {
    const current = header(await state.read(), DEFAULT_LOCALE);
    const { polled_at, fetched_at, ...compared } = current;
    if (!(await state.markAnnounced(JSON.stringify(compared)))) return;
    const { state: serverState, online, latest_backup_at } = current;
    const data: RestLs22ServerChanged = {
      state: serverState,
      online,
      polled_at,
      fetched_at,
      latest_backup_at,
    };
    await broadcaster.broadcast(events.ls22ServerChanged, data);
  }

  const failed = (
    s: Ls22PollState,
    serverState: Ls22ServerState,
    code: string,
    detail: Record<string, unknown> = {},
  ): Ls22PollState => ({
    ...s,
    state: serverState,
    errorCode: code,
    errorDetail: JSON.stringify(detail),
  });

  async function readDays(server: { url: string; code: string }): Promise<Ls22Days | null> {
    try {
      const env = parseEnvironment(await fetchFeed(outbound, savegameUrl(server, 'environment'), timeoutMs));
      if (env.current_monotonic_day !== null && env.days_per_period !== null)
        return { monotonicDay: env.current_monotonic_day, daysPerPeriod: env.days_per_period };
    } catch (err) {
      // the date stays the one last read; the stats decide the server's state
      if (!(err instanceof FeedError)) throw err;
    }
    return null;
  }

  async function run() {
    await load();
    const last = (await state.read()).poll;
    const polledAt = clock.now().toISOString();
    let next: Ls22PollState;
    let days: Ls22Days | null = null;
    const server = await settings.server();
    if (!server) {
      next = failed({ ...last, polledAt }, 'unconfigured', 'unconfigured');
    } else {
      try {
        const stats = parseStats(await fetchFeed(outbound, statsUrl(server), timeoutMs));
        if (stats.online) {
          next = {
            state: 'online',
            polledAt,
            data: stats,
            fetchedAt: polledAt,
            errorCode: null,
            errorDetail: null,
          };
          days = await readDays(server);
        } else {
          next = failed({ ...last, polledAt }, 'offline', 'offline');
        }
      } catch (err) {
        if (!(err instanceof FeedError)) throw err;
        next = failed(
          { ...last, polledAt },
          UNREACHABLE.has(err.code) ? 'unreachable' : 'unreadable',
          err.code,
          err.detail,
        );
      }
    }
    await state.savePoll(next, days);
    await announce();
  }

  return {
    /** Reads the server now (shares a poll already running in this process). */
    poll(): Promise<void> {
      return (running ??= run().finally(() => {
        running = null;
      }));
    },

    async stats(locale: Locale): Promise<RestLs22Stats> {
      const row = await state.read();
      const d = row.poll.data;
      return {
        ...header(row, locale),
        map_size: d?.mapSize ?? null,
        map_overview_filename: d?.mapOverviewFilename ?? null,
        vehicles: d?.vehicles ?? [],
        mods: d?.mods ?? [],
        farmlands: d?.farmlands ?? [],
        fields: d?.fields ?? [],
      };
    },

    /** The server configuration changed: what the former server said is no longer shown. */
    async forget() {
      const { poll } = await state.read();
      await state.savePoll({ ...poll, data: null, fetchedAt: null }, null);
    },

    /** A backup was taken: its time (and days, when it read an environment) show at once. */
    async backupTaken(takenAt: Date, days: Ls22Days | null) {
      await load();
      await state.saveBackup(takenAt, days);
      await announce();
    },
  };
}

export type Ls22Poller = ReturnType<typeof createLs22Poller>;
