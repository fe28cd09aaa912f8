import type {
  Ls22MoneyColumn,
  RestLs22Farmland,
  RestLs22Field,
  RestLs22Mod,
  RestLs22Player,
  RestLs22Vehicle,
} from '@portal/contract';
import { LS22_MONEY_COLUMNS } from '@portal/contract';
import type { XmlNode } from './feed.js';
import { FeedError, bool, childNamed, childrenNamed, decimal, feedText, num, parseXml, str } from './feed.js';

/** The stats feed: `online` only when the game runs (the `<Server>` element carries a version). */
export interface ParsedStats {
  online: boolean;
  game: string | null;
  version: string | null;
  name: string | null;
  mapName: string | null;
  mapSize: number | null;
  mapOverviewFilename: string | null;
  dayTime: number | null;
  slotsUsed: number | null;
  slotsCapacity: number | null;
  players: RestLs22Player[];
  vehicles: RestLs22Vehicle[];
  mods: RestLs22Mod[];
  farmlands: RestLs22Farmland[];
  fields: RestLs22Field[];
}

function root(bytes: Buffer, expected: string): XmlNode {
  const node = parseXml(feedText(bytes));
  if (node.name !== expected) throw new FeedError('unexpected', { root: node.name, expected });
  return node;
}

/**
 * `dedicated-server-stats.xml`. `<Server>` without attributes is a server without a game (offline); a `<Player>`
 * without attributes or not `isUsed` is a free slot; an admin slot may lack coordinates; empty `fillTypes` are none.
 */
export function parseStats(bytes: Buffer): ParsedStats {
  const server = root(bytes, 'Server');
  const a = server.attrs;
  const slots = childNamed(server, 'Slots');
  const players = childrenNamed(slots, 'Player')
    .filter((p) => bool(p.attrs.isUsed) && p.text.trim() !== '')
    .map((p) => ({
      name: p.text.trim(),
      is_admin: bool(p.attrs.isAdmin),
      uptime: num(p.attrs.uptime),
      x: num(p.attrs.x),
      y: num(p.attrs.y),
      z: num(p.attrs.z),
    }));
  const version = str(a.version);
  return {
    online: version !== null,
    game: str(a.game),
    version,
    name: str(a.name),
    mapName: str(a.mapName),
    mapSize: num(a.mapSize),
    mapOverviewFilename: str(a.mapOverviewFilename),
    dayTime: num(a.dayTime),
    slotsUsed: slots ? (num(slots.attrs.numUsed) ?? num(slots.attrs.used) ?? players.length) : null,
    slotsCapacity: slots ? num(slots.attrs.capacity) : null,
    players,
    vehicles: childrenNamed(childNamed(server, 'Vehicles'), 'Vehicle').map((v) => {
      const types = (v.attrs.fillTypes ?? '').split(/\s+/).filter(Boolean);
      const levels = (v.attrs.fillLevels ?? '').split(/\s+/).filter(Boolean);
      return {
        name: v.attrs.name?.trim() ?? '',
        category: str(v.attrs.category),
        type: str(v.attrs.type),
        x: num(v.attrs.x),
        y: num(v.attrs.y),
        z: num(v.attrs.z),
        fills: types.map((type, i) => ({ type, level: decimal(levels[i]) })),
        controller: str(v.attrs.controller),
      };
    }),
    mods: childrenNamed(childNamed(server, 'Mods'), 'Mod').map((m) => ({
      name: m.attrs.name?.trim() ?? '',
      title: m.text.trim(),
      author: str(m.attrs.author),
      version: str(m.attrs.version),
      hash: str(m.attrs.hash),
    })),
    farmlands: childrenNamed(childNamed(server, 'Farmlands'), 'Farmland').flatMap((f) => {
      const id = num(f.attrs.id);
      return id === null
        ? []
        : [
            {
              id,
              name: str(f.attrs.name),
              owner: num(f.attrs.owner),
              area: decimal(f.attrs.area),
              area_acres: decimal(f.attrs.areaAcres),
              x: num(f.attrs.x),
              z: num(f.attrs.z),
            },
          ];
    }),
    fields: childrenNamed(childNamed(server, 'Fields'), 'Field').flatMap((f) => {
      const id = num(f.attrs.id);
      return id === null
        ? []
        : [{ id, x: num(f.attrs.x), z: num(f.attrs.z), is_owned: bool(f.attrs.isOwned) }];
    }),
  };
}

export interface ParsedEnvironment {
  current_day: number | null;
  current_monotonic_day: number | null;
  days_per_period: number | null;
  day_time: string | null;
  weather: {
    type: string;
    season: string | null;
    start_day: number | null;
    start_day_time: number | null;
    duration: number | null;
  }[];
}

/** `environment.xml`: the days, the day time (as written) and the weather forecast. */
export function parseEnvironment(bytes: Buffer): ParsedEnvironment {
  const env = root(bytes, 'environment');
  const text = (name: string) => childNamed(env, name)?.text.trim();
  const forecast = childNamed(childNamed(env, 'weather'), 'forecast');
  return {
    current_day: num(text('currentDay')),
    current_monotonic_day: num(text('currentMonotonicDay')) ?? num(text('currentDay')),
    days_per_period: num(text('daysPerPeriod')),
    day_time: str(text('dayTime')),
    weather: childrenNamed(forecast, 'instance').map((w) => ({
      type: w.attrs.typeName?.trim() ?? '',
      season: str(w.attrs.season),
      start_day: num(w.attrs.startDay),
      start_day_time: num(w.attrs.startDayTime),
      duration: num(w.attrs.duration),
    })),
  };
}

/** The game's element names that are not the spec's column in snake case. */
const ALIASES: Record<string, Ls22MoneyColumn> = {
  newVehiclesCost: 'new_vehicle_cost',
  newAnimalsCost: 'new_animal_cost',
  productionCosts: 'productions_costs',
};
const MONEY = new Set<string>(LS22_MONEY_COLUMNS);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The spec's column of a finance element, or null for one the spec does not list (kept in `extra`). */
export function moneyColumn(element: string): Ls22MoneyColumn | null {
  const alias = ALIASES[element];
  if (alias) return alias;
  const column = snake(element);
  return MONEY.has(column) ? (column as Ls22MoneyColumn) : null;
}

export interface ParsedFinanceDay {
  /** 0 = the savegame's day, 1 = the day before, ... */
  statsDay: number;
  amounts: Partial<Record<Ls22MoneyColumn, string>>;
  extra: Record<string, string>;
}

export interface ParsedFarm {
  gameFarmId: number;
  name: string;
  color: number | null;
  money: string | null;
  loan: string | null;
  players: {
    unique_user_id: string | null;
    nickname: string | null;
    farm_manager: boolean;
    last_connected: string | null;
  }[];
  finances: ParsedFinanceDay[];
}

/**
 * `farms.xml`: every farm with its players and finances (`<stats day="N">`, every child a money column, parsed
 * generically: a column the game adds later lands in `extra`). Amounts stay exactly as written.
 */
export function parseFarms(bytes: Buffer): ParsedFarm[] {
  const farms = root(bytes, 'farms');
  return childrenNamed(farms, 'farm').flatMap((farm) => {
    const gameFarmId = num(farm.attrs.farmId);
    if (gameFarmId === null) return [];
    const finances = childrenNamed(childNamed(farm, 'finances'), 'stats').flatMap((stats) => {
      const statsDay = num(stats.attrs.day);
      if (statsDay === null || statsDay < 0) return [];
      const amounts: ParsedFinanceDay['amounts'] = {};
      const extra: Record<string, string> = {};
      for (const item of stats.children) {
        const value = decimal(item.text);
        if (value === null) continue;
        const column = moneyColumn(item.name);
        if (column) amounts[column] = value;
        else extra[item.name] = value;
      }
      return [{ statsDay, amounts, extra }];
    });
    return [
      {
        gameFarmId,
        name: farm.attrs.name?.trim() || `#${gameFarmId}`,
        color: num(farm.attrs.color),
        money: decimal(farm.attrs.money),
        loan: decimal(farm.attrs.loan),
        players: childrenNamed(childNamed(farm, 'players'), 'player').map((p) => ({
          unique_user_id: str(p.attrs.uniqueUserId),
          nickname: str(p.attrs.lastNickname),
          farm_manager: bool(p.attrs.farmManager),
          last_connected: str(p.attrs.timeLastConnected),
        })),
        finances,
      },
    ];
  });
}
