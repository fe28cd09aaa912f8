import {
  LS22_BACKUP_LIST,
  LS22_FILES,
  LS22_MONEY_COLUMNS,
  type RestLs22AssignableMember,
  type RestLs22AssignUserRequest,
  type RestLs22Backup,
  type RestLs22Config,
  type RestLs22ConfigRequest,
  type RestLs22Environment,
  type RestLs22Farm,
  type RestLs22FinancialRow,
  type RestLs22FinancialsQuery,
  type RestLs22ServerLinks,
  type RestLs22Stats,
} from '@portal/contract';
import type {
  Ls22AssignableMember,
  Ls22Backup,
  Ls22BackupFileState,
  Ls22BackupTrigger,
  Ls22Config,
  Ls22Environment,
  Ls22Farm,
  Ls22FinancialRow,
  Ls22Server,
  Ls22ServerLinks,
  MutationAssignLs22FarmUserArgs,
  QueryLs22BackupsArgs,
  QueryLs22FarmFinancialsArgs,
  SaveLs22ConfigInput,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import { camelCase } from '../../rest/errors.js';
import { pageQuery } from '../../rest/paginator.js';
import type { Ls22BackupListQuery } from './api.js';

/** GraphQL ↔ REST of LS22 (pure; unit-tested in mapping.test.ts). */

const SERVER_STATES: Readonly<Record<RestLs22Stats['state'], Ls22Server['state']>> = {
  online: 'ONLINE',
  offline: 'OFFLINE',
  unreadable: 'UNREADABLE',
  unreachable: 'UNREACHABLE',
  unconfigured: 'UNCONFIGURED',
  pending: 'PENDING',
};

/** The whole stats as last polled → the header and what the overview shows. */
export const toLs22Server = (stats: RestLs22Stats): Ls22Server => ({
  online: stats.online,
  state: SERVER_STATES[stats.state],
  game: stats.game,
  version: stats.version,
  name: stats.name,
  mapName: stats.map_name,
  players: stats.players.map((player) => ({
    name: player.name,
    isAdmin: player.is_admin,
    uptimeMinutes: player.uptime,
  })),
  slotsUsed: stats.slots_used,
  slotsCapacity: stats.slots_capacity,
  dayTime: stats.day_time,
  inGameDate: stats.in_game_date,
  inGameTime: stats.in_game_time,
  latestBackupAt: stats.latest_backup_at,
  lastError: stats.last_error,
  mods: stats.mods.map((mod) => ({
    name: mod.name,
    title: mod.title,
    version: mod.version,
    author: mod.author,
  })),
  // Before the first good answer there is no map to count on.
  vehicleCount: stats.fetched_at === null ? null : stats.vehicles.length,
  fetchedAt: stats.fetched_at,
  polledAt: stats.polled_at,
});

export const toLs22ServerLinks = (links: RestLs22ServerLinks): Ls22ServerLinks => ({
  configured: links.configured,
  webInterface: links.web,
  stats: links.stats_xml,
  savegameFiles: Object.entries(links.savegame_files).map(([name, url]) => ({ name, url })),
  map: links.map,
});

const CONFIG_SOURCES = { portal: 'PORTAL', environment: 'ENVIRONMENT' } as const;

export const toLs22Config = (config: RestLs22Config): Ls22Config => ({
  serverUrl: config.server_url,
  hasCode: config.code_set,
  source: CONFIG_SOURCES[config.source],
  serverUrlSource: config.server_url_source && CONFIG_SOURCES[config.server_url_source],
  codeSource: config.code_source && CONFIG_SOURCES[config.code_source],
  updatedAt: config.updated_at,
});

/** A left-out code keeps the stored one; the code is never echoed anywhere. */
export function configRequest(input: SaveLs22ConfigInput): RestLs22ConfigRequest {
  const body: RestLs22ConfigRequest = { server_url: input.serverUrl ?? null };
  if (input.code != null) body.code = input.code;
  return body;
}

export const toLs22Environment = (environment: RestLs22Environment): Ls22Environment => ({
  currentDay: environment.current_day,
  currentMonotonicDay: environment.current_monotonic_day,
  daysPerPeriod: environment.days_per_period,
  dayTime: environment.day_time,
  inGameDate: environment.in_game_date,
  weather: environment.weather.map((weather) => ({
    typeName: weather.type,
    season: weather.season,
    startDay: weather.start_day,
    startDayTime: weather.start_day_time,
    duration: weather.duration,
  })),
  backupId: String(environment.backup_id),
  backupAt: environment.taken_at,
});

export const toLs22AssignableMember = (member: RestLs22AssignableMember): Ls22AssignableMember => ({
  id: String(member.id),
  name: member.name,
  email: member.email,
});

export const toLs22Farm = (farm: RestLs22Farm): Ls22Farm => ({
  id: String(farm.id),
  farmId: farm.game_farm_id,
  name: farm.name,
  money: farm.money,
  loan: farm.loan,
  color: farm.color,
  players: farm.players.map((player) => ({
    name: player.nickname,
    isFarmManager: player.farm_manager,
    uniqueUserId: player.unique_user_id,
    lastConnected: player.last_connected,
  })),
  members: farm.members.map((member) => ({ id: String(member.id), name: member.name })),
  mine: farm.mine,
  updatedAt: farm.updated_at,
});

export const assignRequest = (args: MutationAssignLs22FarmUserArgs): RestLs22AssignUserRequest => ({
  farm_id: args.farmId,
  user_id: args.userId ?? null,
});

/** `fromDay`/`toDay` → `from_day`/`to_day`, the ones given (left out: the whole history). */
export function financialsQuery(args: QueryLs22FarmFinancialsArgs): RestLs22FinancialsQuery {
  const query: RestLs22FinancialsQuery = {};
  if (args.fromDay != null) query.from_day = String(args.fromDay);
  if (args.toDay != null) query.to_day = String(args.toDay);
  return query;
}

/** Every money column under its camelCase name, the amounts as the game wrote them; `extra` as JSON text. */
export function toLs22FinancialRow(row: RestLs22FinancialRow): Ls22FinancialRow {
  const money = Object.fromEntries(LS22_MONEY_COLUMNS.map((column) => [camelCase(column), row[column]]));
  return { day: row.day, ...money, extra: JSON.stringify(row.extra) };
}

const FILE_STATES: Readonly<Record<RestLs22Backup['files'][number]['state'], Ls22BackupFileState>> = {
  ok: 'STORED',
  missing: 'MISSING',
  unreadable: 'UNREADABLE',
};

export const toLs22Backup = (backup: RestLs22Backup): Ls22Backup => ({
  id: String(backup.id),
  takenAt: backup.taken_at,
  trigger: (backup.trigger === 'manual' ? 'MANUAL' : 'SCHEDULE') satisfies Ls22BackupTrigger,
  monotonicDay: backup.monotonic_day,
  files: backup.files.map((file) => ({
    name: file.name,
    state: FILE_STATES[file.state],
    sizeBytes: file.size_bytes,
    error: file.error,
  })),
  sizeBytes: backup.files.reduce((sum, file) => sum + (file.state === 'ok' ? file.size_bytes : 0), 0),
  zipUrl: LS22_FILES.backup(backup.id),
});

/** `ls22Backups(page, perPage, orderBy, direction)` → the contract's LS22_BACKUP_LIST query (newest first). */
export const backupListQuery = (args: QueryLs22BackupsArgs, language: Language): Ls22BackupListQuery =>
  pageQuery(args, LS22_BACKUP_LIST, language);
