// Farming Simulator 22 (spec 02 §2 Farming game LS22, §3, §4, §7 Farming game, §9): the dedicated server's live
// stats (one poller in the backend), savegame backups, the farms and their financial history parsed from them.
// Amounts are decimal strings exactly as the game wrote them (never rounded). A farm's `id` is the portal's; every
// `farm_id` in a path takes it. `game_farm_id` is the game's number.
import { z } from 'zod';
import { publicChannel, realtimeEvent } from './broadcasting.js';
import { RestId, defineList, paginator } from './common.js';
import { RestDownload } from './downloads.js';
import { route } from './route.js';
import { idLike, text } from './rules.js';

export { LS22_START_MONTH, ls22InGameDate, ls22InGameTime } from './ls22-calendar.js';

/**
 * The money columns of a financial row (spec 02 §3). farms.xml writes them in camelCase (`harvestIncome`); the
 * game's `newVehiclesCost`, `newAnimalsCost` and `productionCosts` are the spec's new_vehicle_cost,
 * new_animal_cost and productions_costs.
 */
export const LS22_MONEY_COLUMNS = [
  'other',
  'sold_milk',
  'sold_wood',
  'sold_wool',
  'income_bga',
  'sold_bales',
  'sold_animals',
  'wage_payment',
  'field_selling',
  'loan_interest',
  'purchase_fuel',
  'sold_products',
  'sold_vehicles',
  'field_purchase',
  'harvest_income',
  'mission_income',
  'purchase_bales',
  'purchase_seeds',
  'purchase_water',
  'sold_buildings',
  'new_animal_cost',
  'property_income',
  'new_vehicle_cost',
  'productions_costs',
  'purchase_pallets',
  'construction_cost',
  'purchase_saplings',
  'purchase_fertilizer',
  'vehicle_leasing_cost',
  'vehicle_running_cost',
  'property_maintenance',
  'production_delivery_costs',
] as const;
export type Ls22MoneyColumn = (typeof LS22_MONEY_COLUMNS)[number];

/**
 * What the last poll of the stats found: `online` (the stats carry a version), `offline` (the server answers but
 * no game is loaded: `<Server>` without attributes), `unreadable` (an HTML page, damaged XML, a wrong code),
 * `unreachable` (refused, time-out), `unconfigured` (no server URL or code), `pending` (no poll yet).
 */
export const LS22_SERVER_STATES = [
  'online',
  'offline',
  'unreadable',
  'unreachable',
  'unconfigured',
  'pending',
] as const;
export type Ls22ServerState = (typeof LS22_SERVER_STATES)[number];

/** The public channel the poller announces every change of the server's state on (the gateway relays it). */
export const ls22ServerChannel = publicChannel('ls22Server');

/** An amount exactly as the game wrote it (`1234.567890`); null when absent. */
const Amount = z.string().nullable();
/** A number of the feed as written (coordinates, areas, fill levels). */
const Num = z.number().nullable();

export const RestLs22Player = z.object({
  name: z.string(),
  is_admin: z.boolean(),
  /** Minutes on the server. */
  uptime: z.number().nullable(),
  /** Null for an admin slot without coordinates. */
  x: Num,
  y: Num,
  z: Num,
});
export type RestLs22Player = z.infer<typeof RestLs22Player>;

export const RestLs22Vehicle = z.object({
  name: z.string(),
  category: z.string().nullable(),
  type: z.string().nullable(),
  x: Num,
  y: Num,
  z: Num,
  /** Fill types with their levels (same order); empty for an empty `fillTypes`. */
  fills: z.array(z.object({ type: z.string(), level: Amount })),
  /** The player driving it. */
  controller: z.string().nullable(),
});
export type RestLs22Vehicle = z.infer<typeof RestLs22Vehicle>;

export const RestLs22Mod = z.object({
  name: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  version: z.string().nullable(),
  hash: z.string().nullable(),
});
export type RestLs22Mod = z.infer<typeof RestLs22Mod>;

export const RestLs22Farmland = z.object({
  id: z.number(),
  name: z.string().nullable(),
  /** The game's farm id of the owner; 0 = nobody. */
  owner: z.number().nullable(),
  area: Amount,
  area_acres: Amount,
  x: Num,
  z: Num,
});
export type RestLs22Farmland = z.infer<typeof RestLs22Farmland>;

export const RestLs22Field = z.object({ id: z.number(), x: Num, z: Num, is_owned: z.boolean() });
export type RestLs22Field = z.infer<typeof RestLs22Field>;

const InGameDate = z.object({ year: z.number(), month: z.number(), day: z.number() });

/** What the header shows (spec 02 §2); ls22ServerChanged carries a part of it. */
export const RestLs22ServerHeader = z.object({
  state: z.enum(LS22_SERVER_STATES),
  /** The last poll found a game with a version (SERVER ONLINE). */
  online: z.boolean(),
  game: z.string().nullable(),
  version: z.string().nullable(),
  name: z.string().nullable(),
  map_name: z.string().nullable(),
  /** Empty unless online. */
  players: z.array(RestLs22Player),
  slots_used: z.number().nullable(),
  slots_capacity: z.number().nullable(),
  /** Milliseconds since in-game midnight. */
  day_time: z.number().nullable(),
  /** From the savegame's current monotonic day and days per period (spec 02 §9); null before the first read. */
  in_game_date: InGameDate.nullable(),
  /** day_time as HH:mm. */
  in_game_time: z.string().nullable(),
  latest_backup_at: z.string().nullable(),
  /** When the last poll ran and when the data shown was read (the last good answer). */
  polled_at: z.string().nullable(),
  fetched_at: z.string().nullable(),
  /** Why the last poll failed (localised: SERVER OFFLINE's reason, "feed unreadable: …"); null when it did not. */
  last_error: z.string().nullable(),
});
export type RestLs22ServerHeader = z.infer<typeof RestLs22ServerHeader>;

/** The data of ls22ServerChanged: nothing but the state and times (the channel is public). */
export const RestLs22ServerChanged = RestLs22ServerHeader.pick({
  state: true,
  online: true,
  polled_at: true,
  fetched_at: true,
  latest_backup_at: true,
});
export type RestLs22ServerChanged = z.infer<typeof RestLs22ServerChanged>;

export const ls22Events = {
  /**
   * Sent whenever the header changes. The channel is public: its data says only that and when; a client reads the
   * header itself (GET …/dedicated-server-api/stats, role checked) on each event.
   */
  ls22ServerChanged: realtimeEvent(ls22ServerChannel, 'server changed', RestLs22ServerChanged),
};

/** The whole stats feed as last read (the header plus what the overview shows). */
export const RestLs22Stats = RestLs22ServerHeader.extend({
  map_size: z.number().nullable(),
  map_overview_filename: z.string().nullable(),
  vehicles: z.array(RestLs22Vehicle),
  mods: z.array(RestLs22Mod),
  farmlands: z.array(RestLs22Farmland),
  fields: z.array(RestLs22Field),
});
export type RestLs22Stats = z.infer<typeof RestLs22Stats>;

/** The savegame files a backup asks for (the game's names); the server answers 404 for one it lacks. */
export const LS22_SAVEGAME_FILES = [
  'careerSavegame',
  'farms',
  'environment',
  'economy',
  'vehicles',
  'placeables',
  'items',
  'players',
  'missions',
  'farmland',
  'fields',
  'npc',
] as const;

/**
 * Where the gateway serves the server's feeds and map (from the `server-feed` routes) and a backup as a ZIP, to
 * members with the role and their token: read through the portal, so the server's code never leaves it.
 */
export const LS22_FILES = {
  stats: '/files/ls22/stats.xml',
  map: '/files/ls22/map.jpg',
  savegame: (file: string) => `/files/ls22/savegame/${file}`,
  backup: (id: string | number) => `/files/ls22-backups/${id}`,
} as const;

/** Links to the server's web interface, and to its feeds and map as the portal serves them (LS22_FILES). */
export const RestLs22ServerLinks = z.object({
  configured: z.boolean(),
  /** The server's web interface (needs no code). */
  web: z.string().nullable(),
  stats_xml: z.string().nullable(),
  /** The savegame file feed per file name (careerSavegame, farms, environment, ...). */
  savegame_files: z.record(z.string(), z.string()),
  /** The map overview image. */
  map: z.string().nullable(),
});
export type RestLs22ServerLinks = z.infer<typeof RestLs22ServerLinks>;

/** The server configuration as admins see it: the code is write-only. */
export const RestLs22Config = z.object({
  server_url: z.string().nullable(),
  code_set: z.boolean(),
  /** `portal` when admins saved it, `environment` when LS22_SERVER_URL / LS22_SERVER_CODE apply. */
  source: z.enum(['portal', 'environment']),
  /** Where the address in use comes from (a saved one goes before LS22_SERVER_URL); null without one. */
  server_url_source: z.enum(['portal', 'environment']).nullable(),
  /** Where the code in use comes from (a saved one goes before LS22_SERVER_CODE); null without one. */
  code_source: z.enum(['portal', 'environment']).nullable(),
  updated_at: z.string().nullable(),
});
export type RestLs22Config = z.infer<typeof RestLs22Config>;

export const RestLs22Weather = z.object({
  type: z.string(),
  season: z.string().nullable(),
  start_day: z.number().nullable(),
  start_day_time: z.number().nullable(),
  duration: z.number().nullable(),
});

/** environment.xml of the latest backup that had one (spec 02 §3). */
export const RestLs22Environment = z.object({
  current_day: z.number().nullable(),
  current_monotonic_day: z.number().nullable(),
  days_per_period: z.number().nullable(),
  /** As the file writes it. */
  day_time: z.string().nullable(),
  weather: z.array(RestLs22Weather),
  in_game_date: InGameDate.nullable(),
  /** The backup it is from. */
  backup_id: RestId,
  taken_at: z.string(),
});
export type RestLs22Environment = z.infer<typeof RestLs22Environment>;

export const RestLs22FarmPlayer = z.object({
  unique_user_id: z.string().nullable(),
  nickname: z.string().nullable(),
  farm_manager: z.boolean(),
  last_connected: z.string().nullable(),
});

export const RestLs22Farm = z.object({
  id: RestId,
  game_farm_id: z.number(),
  name: z.string(),
  color: z.number().nullable(),
  money: Amount,
  loan: Amount,
  players: z.array(RestLs22FarmPlayer),
  /** Portal members assigned to it (an admin links them). */
  members: z.array(z.object({ id: RestId, name: z.string() })),
  /** The caller is assigned to it (listed first). */
  mine: z.boolean(),
  updated_at: z.string(),
});
export type RestLs22Farm = z.infer<typeof RestLs22Farm>;

/** One farm's money per in-game (monotonic) day; `extra` keeps columns the spec does not list. */
const moneyShape = Object.fromEntries(LS22_MONEY_COLUMNS.map((c) => [c, Amount])) as Record<
  Ls22MoneyColumn,
  typeof Amount
>;

/** A member an admin may link to a farm: one who may open LS22 (ADMIN, TOXIC_IDIOT in either spelling, SUPER_ADMIN). */
export const RestLs22AssignableMember = z.object({ id: RestId, name: z.string(), email: z.string() });
export type RestLs22AssignableMember = z.infer<typeof RestLs22AssignableMember>;

export const RestLs22FinancialRow = z.object({
  id: RestId,
  farm_id: RestId,
  day: z.number(),
  ...moneyShape,
  extra: z.record(z.string(), z.string()),
});
export type RestLs22FinancialRow = z.infer<typeof RestLs22FinancialRow>;

export const LS22_BACKUP_FILE_STATES = ['ok', 'missing', 'unreadable'] as const;

export const RestLs22Backup = z.object({
  id: RestId,
  taken_at: z.string(),
  /** `schedule` or `manual`. */
  trigger: z.string(),
  /** The savegame's monotonic day when taken (environment.xml); null without a readable one. */
  monotonic_day: z.number().nullable(),
  files: z.array(
    z.object({
      name: z.string(),
      state: z.enum(LS22_BACKUP_FILE_STATES),
      size_bytes: z.number(),
      /** Why it is missing or unreadable (localised). */
      error: z.string().nullable(),
    }),
  ),
});
export type RestLs22Backup = z.infer<typeof RestLs22Backup>;

export const RestLs22LatestBackup = z.object({
  latest_backup_at: z.string().nullable(),
  backup: RestLs22Backup.nullable(),
  environment: z.object({ current_monotonic_day: z.number(), days_per_period: z.number() }).nullable(),
});
export type RestLs22LatestBackup = z.infer<typeof RestLs22LatestBackup>;

// requests

const dayNumber = () =>
  text()
    .regex(/^\d{1,9}$/, 'integer')
    .transform(Number);

export const RestLs22FinancialsQuery = z.object({
  /** In-game monotonic days, both included. */
  from_day: dayNumber().optional(),
  to_day: dayNumber().optional(),
});
export type RestLs22FinancialsQuery = z.input<typeof RestLs22FinancialsQuery>;

export const RestLs22FarmParams = z.object({ farm_id: z.string().regex(/^\d{1,15}$/) });
export type RestLs22FarmParams = z.input<typeof RestLs22FarmParams>;
export const RestLs22BackupParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });
export type RestLs22BackupParams = z.input<typeof RestLs22BackupParams>;

export const RestLs22SavegameFileParams = z.object({ file: z.enum(LS22_SAVEGAME_FILES) });
export type RestLs22SavegameFileParams = z.input<typeof RestLs22SavegameFileParams>;

/** The savegame backups (`GET /api/gaming/ls22/savegame-backup`), newest first unless sorted otherwise. */
export const LS22_BACKUP_LIST = defineList({
  item: 'Ls22Backup',
  orderFields: ['taken_at'],
  defaultOrder: { field: 'taken_at', direction: 'desc' },
  filters: {},
});
export const RestLs22BackupListQuery = LS22_BACKUP_LIST.query;

export const RestLs22AssignUserRequest = z.object({
  /** The portal's farm id. */
  farm_id: idLike(),
  /** The member; null unassigns `farm_id`'s members. */
  user_id: idLike().nullable(),
});
export type RestLs22AssignUserRequest = z.input<typeof RestLs22AssignUserRequest>;

export const RestLs22ConfigRequest = z.object({
  /** The server's web interface (http or https, e.g. `http://1.2.3.4:8080`); null: back to LS22_SERVER_URL. */
  server_url: text()
    .trim()
    .max(255)
    .url({ protocol: /^https?$/, message: 'url' })
    .nullable(),
  /** The feeds' code; absent or empty keeps the stored one. */
  code: text()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, 'regex')
    .optional(),
});
export type RestLs22ConfigRequest = z.input<typeof RestLs22ConfigRequest>;

const member = { auth: true, roles: ['ADMIN', 'TOXIC_IDIOT'] } as const;
const admin = { auth: true, roles: ['ADMIN'] } as const;
const base = '/api/gaming/ls22';

export const ls22Routes = {
  [`GET ${base}/dedicated-server-api/stats`]: route({
    method: 'GET',
    path: `${base}/dedicated-server-api/stats`,
    summary:
      "The server's stats as the backend's poller last read them (every LS22_POLL_SECONDS; no request reaches " +
      'the game server): state, header, players, vehicles, mods, farmlands, fields, the last error.',
    origin: 'laravel',
    ...member,
    response: RestLs22Stats,
  }),
  [`GET ${base}/config/server-links`]: route({
    method: 'GET',
    path: `${base}/config/server-links`,
    summary: "Links to the server's web interface, feeds and map.",
    origin: 'laravel',
    ...member,
    response: RestLs22ServerLinks,
  }),
  [`GET ${base}/server-feed/stats`]: route({
    method: 'GET',
    path: `${base}/server-feed/stats`,
    summary:
      "The server's stats feed (XML) as it sends it, read with the stored code, which never leaves the portal " +
      '(the gateway serves it as /files/ls22/stats.xml); 409 while no server is configured, 502 with the reason ' +
      'when the server cannot be read.',
    origin: 'portal',
    ...member,
    stream: true,
  }),
  [`GET ${base}/server-feed/map`]: route({
    method: 'GET',
    path: `${base}/server-feed/map`,
    summary:
      "The server's map overview (JPEG, 1024 px), read like the stats feed (the gateway serves it as " +
      '/files/ls22/map.jpg).',
    origin: 'portal',
    ...member,
    stream: true,
  }),
  [`GET ${base}/server-feed/savegame/:file`]: route({
    method: 'GET',
    path: `${base}/server-feed/savegame/:file`,
    summary:
      'One savegame file of the server (XML; careerSavegame, farms, ...), read like the stats feed (the gateway ' +
      'serves it as /files/ls22/savegame/{file}).',
    origin: 'portal',
    ...member,
    params: RestLs22SavegameFileParams,
    stream: true,
  }),
  [`GET ${base}/config`]: route({
    method: 'GET',
    path: `${base}/config`,
    summary: 'The server configuration (ADMIN; the code is never shown, only whether one is set).',
    origin: 'portal',
    ...admin,
    response: RestLs22Config,
  }),
  [`PUT ${base}/config`]: route({
    method: 'PUT',
    path: `${base}/config`,
    summary:
      'Saves the server URL and code (ADMIN; the code stored encrypted, absent keeps it) and polls at once.',
    origin: 'portal',
    ...admin,
    body: RestLs22ConfigRequest,
    response: RestLs22Config,
  }),
  [`POST ${base}/farm/assign-user`]: route({
    method: 'POST',
    path: `${base}/farm/assign-user`,
    summary: "Links a member to a farm (ADMIN; a member has one farm: it replaces the member's earlier one).",
    origin: 'laravel',
    ...admin,
    body: RestLs22AssignUserRequest,
    response: RestLs22Farm,
  }),
  [`GET ${base}/farm/assignable-users`]: route({
    method: 'GET',
    path: `${base}/farm/assignable-users`,
    summary:
      'The members an admin may link to a farm (ADMIN; those with ADMIN or TOXIC_IDIOT, super admins too), by name.',
    origin: 'portal',
    ...admin,
    response: z.array(RestLs22AssignableMember),
  }),
  [`GET ${base}/environment`]: route({
    method: 'GET',
    path: `${base}/environment`,
    summary:
      'The environment (days, day time, weather) of the latest backup with one; null before the first.',
    origin: 'laravel',
    ...member,
    response: RestLs22Environment.nullable(),
  }),
  [`GET ${base}/farm`]: route({
    method: 'GET',
    path: `${base}/farm`,
    summary: "The farms of the latest backups, the caller's own first.",
    origin: 'portal',
    ...member,
    response: z.array(RestLs22Farm),
  }),
  [`GET ${base}/farm/:farm_id`]: route({
    method: 'GET',
    path: `${base}/farm/:farm_id`,
    summary: 'One farm by the portal id.',
    origin: 'portal',
    ...member,
    params: RestLs22FarmParams,
    response: RestLs22Farm,
  }),
  [`GET ${base}/financials`]: route({
    method: 'GET',
    path: `${base}/financials`,
    summary: "Every farm's financial rows by day (optionally from_day/to_day), oldest first.",
    origin: 'laravel',
    ...member,
    query: RestLs22FinancialsQuery,
    response: z.array(RestLs22FinancialRow),
  }),
  [`GET ${base}/farm/:farm_id/financials`]: route({
    method: 'GET',
    path: `${base}/farm/:farm_id/financials`,
    summary: "One farm's financial rows per in-game day (optionally from_day/to_day), oldest first.",
    origin: 'laravel',
    ...member,
    params: RestLs22FarmParams,
    query: RestLs22FinancialsQuery,
    response: z.array(RestLs22FinancialRow),
  }),
  [`GET ${base}/savegame-backup`]: route({
    method: 'GET',
    path: `${base}/savegame-backup`,
    summary: 'The savegame backups, newest first (paged; order taken_at).',
    origin: 'laravel',
    ...member,
    query: RestLs22BackupListQuery,
    response: paginator(RestLs22Backup),
  }),
  [`GET ${base}/savegame-backup/latest`]: route({
    method: 'GET',
    path: `${base}/savegame-backup/latest`,
    summary: "The latest backup's time, the backup and its environment's days.",
    origin: 'laravel',
    ...member,
    response: RestLs22LatestBackup,
  }),
  [`POST ${base}/savegame-backup`]: route({
    method: 'POST',
    path: `${base}/savegame-backup`,
    summary: 'Takes a backup now (ADMIN): whatever files the server offers; a missing one is recorded.',
    origin: 'portal',
    ...admin,
    response: RestLs22Backup,
    status: 201,
  }),
  [`GET ${base}/savegame-backup/:id/zip`]: route({
    method: 'GET',
    path: `${base}/savegame-backup/:id/zip`,
    summary:
      "A backup's stored files as a ZIP attachment, ls22-savegame-{taken at}.zip (the gateway serves it as " +
      '/files/ls22-backups/{id}).',
    origin: 'portal',
    ...member,
    params: RestLs22BackupParams,
    stream: true,
  }),
  [`POST ${base}/savegame-backup/:id/download`]: route({
    method: 'POST',
    path: `${base}/savegame-backup/:id/download`,
    summary: "Puts a backup's files as a ZIP into the caller's downloads (ADMIN).",
    origin: 'portal',
    ...admin,
    params: RestLs22BackupParams,
    response: RestDownload,
    status: 201,
  }),
} as const;
