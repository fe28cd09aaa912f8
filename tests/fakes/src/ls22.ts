// A fake Farming Simulator 22 dedicated server's web interface on loopback: the stats feed
// (`/feed/dedicated-server-stats.xml?code=`), the map overview (`/feed/dedicated-server-stats-map.jpg?code=`) and
// the savegame file feed (`/feed/dedicated-server-savegame.html?code=&file=`) as the game writes them, in every
// state (online, loading, offline, broken, HTML error page, hanging) and every damaged shape real feeds deliver. The generators
// (`ls22StatsXml`, `ls22FarmsXml`, `ls22EnvironmentXml`) also make the benchmark's big inputs.
// Tests in another process (the e2e run) drive it over HTTP: `POST /__fake/state`, `POST /__fake/advance-day`,
// `GET /__fake/requests`.
import type http from 'node:http';
import { listenOnLoopback } from './loopback';

export type Ls22FakeState = 'online' | 'loading' | 'offline' | 'broken' | 'html' | 'hang';

/**
 * What real feeds deliver: a UTF-8 BOM, a BOM encoded twice (`ï»¿` in UTF-8), a file missing its first bytes,
 * CRLF line ends, `<Player/>` without attributes, an admin slot without coordinates, vehicles with empty fill types.
 */
export const LS22_DAMAGES = [
  'bom',
  'double-bom',
  'missing-start',
  'crlf',
  'bare-player',
  'admin-without-coordinates',
  'empty-fill-types',
] as const;
export type Ls22Damage = (typeof LS22_DAMAGES)[number];

/** What a savegame file answers: `missing` a 404 page, `broken` cut-off XML, `html` an error page (HTTP 200). */
export type Ls22FileState = 'ok' | 'missing' | 'broken' | 'html';

/**
 * The savegame files the fake offers by default: the XML files of an FS22 savegame folder the server's savegame
 * feed hands out (the game's own names, without `.xml`), each of which the backend's backup asks for.
 */
export const LS22_FAKE_FILES = [
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
 * The finance columns of farms.xml as FS22 writes them (FinanceStats.statNames), in the game's order. Note the
 * game's plurals: newVehiclesCost, newAnimalsCost, productionCosts.
 */
export const LS22_FINANCE_ELEMENTS = [
  'newVehiclesCost',
  'soldVehicles',
  'newAnimalsCost',
  'soldAnimals',
  'constructionCost',
  'soldBuildings',
  'fieldPurchase',
  'fieldSelling',
  'vehicleRunningCost',
  'vehicleLeasingCost',
  'propertyMaintenance',
  'propertyIncome',
  'productionCosts',
  'soldWood',
  'soldBales',
  'soldWool',
  'soldMilk',
  'soldProducts',
  'purchaseFuel',
  'purchaseSeeds',
  'purchaseFertilizer',
  'purchaseSaplings',
  'purchaseWater',
  'purchaseBales',
  'purchasePallets',
  'harvestIncome',
  'incomeBga',
  'missionIncome',
  'wagePayment',
  'other',
  'loanInterest',
  'productionDeliveryCosts',
] as const;

/** The columns FS22 books money going out on: farms.xml writes them as negative numbers. */
const LS22_COST_ELEMENTS: ReadonlySet<string> = new Set([
  'newVehiclesCost',
  'newAnimalsCost',
  'constructionCost',
  'fieldPurchase',
  'vehicleRunningCost',
  'vehicleLeasingCost',
  'propertyMaintenance',
  'productionCosts',
  'purchaseFuel',
  'purchaseSeeds',
  'purchaseFertilizer',
  'purchaseSaplings',
  'purchaseWater',
  'purchaseBales',
  'purchasePallets',
  'wagePayment',
  'loanInterest',
  'productionDeliveryCosts',
]);

export interface Ls22FakePlayer {
  name: string;
  isAdmin?: boolean;
  /** Minutes on the server. */
  uptime?: number;
}

export interface Ls22FakeWorld {
  serverName: string;
  mapName: string;
  version: string;
  capacity: number;
  players: Ls22FakePlayer[];
  /** ms since in-game midnight. */
  dayTime: number;
  currentMonotonicDay: number;
  daysPerPeriod: number;
  farms: number;
  vehicles: number;
  mods: number;
  /** Finance columns beyond the game's (a later game version's), with their value. */
  extraColumns: Record<string, string>;
}

export const defaultLs22World = (): Ls22FakeWorld => ({
  serverName: 'Portal Farmers',
  mapName: 'Elmcreek',
  version: '1.14.0.0',
  capacity: 16,
  players: [
    { name: 'Anna', isAdmin: true, uptime: 42 },
    { name: 'Bert', uptime: 7 },
  ],
  dayTime: 8 * 3_600_000 + 30 * 60_000,
  currentMonotonicDay: 40,
  daysPerPeriod: 3,
  farms: 3,
  vehicles: 12,
  mods: 5,
  extraColumns: {},
});

const esc = (v: string | number) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const XML_HEAD = '<?xml version="1.0" encoding="utf-8" standalone="no" ?>\n';

const FARM_NAMES = [
  'Hof Sonnenschein',
  'Müller & Söhne',
  'Green Acres',
  'Lindenhof',
  'Bergbauer',
  'Tal-Farm',
];
const CATEGORIES = ['tractorsS', 'tractorsM', 'harvesters', 'trailers', 'cultivators', 'sowingMachines'];
const FILL_TYPES = ['DIESEL', 'DEF', 'WHEAT', 'BARLEY', 'CANOLA', 'SEEDS', 'FERTILIZER'];

/**
 * A deterministic amount for a farm, absolute in-game day and column (an index of LS22_FINANCE_ELEMENTS): the same
 * day always has the same value; a cost column's is negative, as the game writes it.
 */
export function ls22Amount(farmId: number, day: number, column: number): string {
  const n = (farmId * 7_919 + day * 104_729 + column * 3_571) % 2_000_000;
  if (n === 0) return (0).toFixed(6);
  const sign = LS22_COST_ELEMENTS.has(LS22_FINANCE_ELEMENTS[column] ?? '') ? '-' : '';
  return `${sign}${(n / 1000 + 0.000123).toFixed(6)}`;
}

/** The stats feed of a world (`online` with a version; `loading` without; damages applied to the XML). */
export function ls22StatsXml(
  world: Partial<Ls22FakeWorld> = {},
  options: { loading?: boolean; damage?: readonly Ls22Damage[] } = {},
): string {
  const w = { ...defaultLs22World(), ...world };
  const damage = new Set(options.damage ?? []);
  const lines: string[] = [];
  const version = options.loading ? '' : ` version="${esc(w.version)}"`;
  lines.push(
    `<Server game="Farming Simulator 22"${version} name="${esc(w.serverName)}" mapName="${esc(w.mapName)}" ` +
      `dayTime="${w.dayTime}" mapOverviewFilename="/feed/dedicated-server-stats-map.jpg?code=x&amp;quality=60&amp;size=512" mapSize="2048">`,
  );
  const used = options.loading ? [] : w.players;
  lines.push(`  <Slots capacity="${w.capacity}" numUsed="${used.length}">`);
  used.forEach((p, i) => {
    const coords =
      p.isAdmin && damage.has('admin-without-coordinates')
        ? ''
        : ` x="${(100.5 + i * 10).toFixed(2)}" y="${(80.25).toFixed(2)}" z="${(-200.75 + i).toFixed(2)}"`;
    lines.push(
      `    <Player isUsed="true" isAdmin="${p.isAdmin ? 'true' : 'false'}" uptime="${p.uptime ?? 0}"${coords}>${esc(p.name)}</Player>`,
    );
  });
  for (let i = used.length; i < w.capacity; i++)
    lines.push(damage.has('bare-player') ? '    <Player/>' : '    <Player isUsed="false"/>');
  lines.push('  </Slots>');
  lines.push('  <Vehicles>');
  for (let i = 0; i < (options.loading ? 0 : w.vehicles); i++) {
    const fills =
      damage.has('empty-fill-types') && i % 2 === 0
        ? 'fillTypes="" fillLevels=""'
        : `fillTypes="${FILL_TYPES[i % FILL_TYPES.length]} ${FILL_TYPES[(i + 1) % FILL_TYPES.length]}" ` +
          `fillLevels="${(i * 12.5).toFixed(6)} ${(i * 3.25).toFixed(6)}"`;
    const controller = i === 0 && used[0] ? ` controller="${esc(used[0].name)}"` : '';
    lines.push(
      `    <Vehicle name="Vehicle ${i + 1}" category="${CATEGORIES[i % CATEGORIES.length]}" type="tractor" ` +
        `x="${(i * 3.5).toFixed(2)}" y="90.00" z="${(-i * 2.25).toFixed(2)}" ${fills}${controller}/>`,
    );
  }
  lines.push('  </Vehicles>');
  lines.push('  <Mods>');
  for (let i = 0; i < (options.loading ? 0 : w.mods); i++)
    lines.push(
      `    <Mod name="FS22_mod_${i + 1}" author="Modder ${i % 7}" version="1.0.${i}.0" hash="${(i * 2_654_435_761).toString(16).padStart(32, '0').slice(0, 32)}">Mod Nummer ${i + 1} &amp; Co</Mod>`,
    );
  lines.push('  </Mods>');
  lines.push('  <Farmlands>');
  for (let i = 1; i <= (options.loading ? 0 : 8); i++)
    lines.push(
      `    <Farmland name="${i}" id="${i}" owner="${i <= w.farms ? i : 0}" area="${(i * 1.234567).toFixed(6)}" ` +
        `areaAcres="${(i * 3.050681).toFixed(6)}" x="${i * 100}" z="${-i * 50}"/>`,
    );
  lines.push('  </Farmlands>');
  lines.push('  <Fields>');
  for (let i = 1; i <= (options.loading ? 0 : 8); i++)
    lines.push(
      `    <Field id="${i}" x="${i * 90}" z="${-i * 40}" isOwned="${i <= w.farms ? 'true' : 'false'}"/>`,
    );
  lines.push('  </Fields>');
  lines.push('</Server>');
  return damaged(XML_HEAD + lines.join('\n') + '\n', damage);
}

/** The stats feed of a server without a game loaded: `<Server/>` without attributes. */
export const ls22OfflineXml = (damage: readonly Ls22Damage[] = []) =>
  damaged(`${XML_HEAD}<Server/>\n`, new Set(damage));

/** farms.xml: `farms` farms, each with the five days of finances the game keeps (day 0 = today). */
export function ls22FarmsXml(world: Partial<Ls22FakeWorld> = {}, damage: readonly Ls22Damage[] = []): string {
  const w = { ...defaultLs22World(), ...world };
  const lines = ['<farms>'];
  for (let f = 1; f <= w.farms; f++) {
    const name = FARM_NAMES[(f - 1) % FARM_NAMES.length] + (f > FARM_NAMES.length ? ` ${f}` : '');
    lines.push(
      `    <farm farmId="${f}" name="${esc(name)}" color="${f}" loan="${(f * 25_000).toFixed(6)}" ` +
        `money="${(f * 123_456.789 + w.currentMonotonicDay).toFixed(6)}">`,
    );
    lines.push('        <players>');
    lines.push(
      `            <player uniqueUserId="user-${f}-a" farmManager="true" lastNickname="Player ${f}" ` +
        `timeLastConnected="2026-11-20 18:00" buyVehicle="true" sellVehicle="true"/>`,
    );
    lines.push(
      `            <player uniqueUserId="user-${f}-b" farmManager="false" lastNickname="Helper ${f}" buyVehicle="false"/>`,
    );
    lines.push('        </players>');
    lines.push('        <finances>');
    for (let d = 0; d < Math.min(5, w.currentMonotonicDay); d++) {
      const day = w.currentMonotonicDay - d;
      lines.push(`            <stats day="${d}">`);
      LS22_FINANCE_ELEMENTS.forEach((el, c) =>
        lines.push(`                <${el}>${ls22Amount(f, day, c)}</${el}>`),
      );
      for (const [el, value] of Object.entries(w.extraColumns))
        lines.push(`                <${el}>${value}</${el}>`);
      lines.push('            </stats>');
    }
    lines.push('        </finances>');
    lines.push('    </farm>');
  }
  lines.push('</farms>');
  return damaged(XML_HEAD + lines.join('\n') + '\n', new Set(damage));
}

/** environment.xml with the days, the day time and a weather forecast. */
export function ls22EnvironmentXml(
  world: Partial<Ls22FakeWorld> = {},
  damage: readonly Ls22Damage[] = [],
): string {
  const w = { ...defaultLs22World(), ...world };
  const xml =
    `${XML_HEAD}<environment>\n    <dayTime>${(w.dayTime / 60_000).toFixed(6)}</dayTime>\n` +
    `    <currentDay>${w.currentMonotonicDay}</currentDay>\n` +
    `    <currentMonotonicDay>${w.currentMonotonicDay}</currentMonotonicDay>\n` +
    `    <realHourTimer>1234567.000000</realHourTimer>\n    <daysPerPeriod>${w.daysPerPeriod}</daysPerPeriod>\n` +
    `    <weather>\n        <forecast>\n` +
    `            <instance typeName="SUN" season="AUTUMN" variationIndex="1" startDay="${w.currentMonotonicDay}" startDayTime="0" duration="43200000"/>\n` +
    `            <instance typeName="RAIN" season="AUTUMN" variationIndex="2" startDay="${w.currentMonotonicDay}" startDayTime="43200000" duration="21600000"/>\n` +
    `        </forecast>\n    </weather>\n</environment>\n`;
  return damaged(xml, new Set(damage));
}

/** fields.xml: the stats feed's eight fields with the fruit planned on them. */
const fieldsXml = () =>
  `${XML_HEAD}<fields>\n` +
  Array.from(
    { length: 8 },
    (_, i) => `    <field id="${i + 1}" plannedFruit="${FILL_TYPES[2 + (i % 3)]}"/>\n`,
  ).join('') +
  '</fields>\n';

/** npc.xml: the map's NPCs. */
const npcXml = () =>
  `${XML_HEAD}<npcs>\n` +
  ['ALEX', 'ANNA', 'BENNO']
    .map((n, i) => `    <npc name="${n}" id="${i + 1}" finishedMissions="${i}"/>\n`)
    .join('') +
  '</npcs>\n';

/** Any other savegame file: a small valid XML document named after it. */
const otherFileXml = (name: string, w: Ls22FakeWorld) =>
  `${XML_HEAD}<${name} day="${w.currentMonotonicDay}">\n    <entry id="1" name="${esc(w.serverName)}"/>\n</${name}>\n`;

/** The damages that change bytes rather than content, applied to any XML. */
function damaged(xml: string, damage: ReadonlySet<Ls22Damage>): string {
  let out = xml;
  if (damage.has('crlf')) out = out.replace(/\r?\n/g, '\r\n');
  if (damage.has('missing-start')) out = out.slice(2);
  if (damage.has('double-bom')) out = '\u00ef\u00bb\u00bf' + out;
  else if (damage.has('bom')) out = '\ufeff' + out;
  return out;
}

/** The map overview (`dedicated-server-stats-map.jpg`): a small JPEG of fields, a farm, a road and a river. */
export const LS22_MAP_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4O' +
    'DhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAEAAQADASIAAhEB' +
    'AxEB/8QAGgABAAMBAQEAAAAAAAAAAAAAAAMEBQIGAf/EADYQAAECAgUHCwUBAQAAAAAAAAABAwIEERSBobETMjRSYaLhBRIVITEzNUFT' +
    'YmNCUXGR0WQi/8QAGQEBAAMBAQAAAAAAAAAAAAAAAAIDBAEF/8QALREBAAIBAgUDAwQCAwAAAAAAAAECAxExBBITMlEUIVIiQYEzYZHw' +
    'BSQVI0L/2gAMAwEAAhEDEQA/AOAC5LyOWZhcyvNp8ubSeVMxG6qtZtOkKYNDoz5t3iOjPm3eJHnhPpX8M8Gh0Z827xHRnzbvEc8HSv4Z' +
    '4NDoz5t3iOjPm3eI54OlfwzwaHRnzbvEdGfNu8RzwdK/hng0OjPm3eI6M+bd4jng6V/DPBodGfNu8SOYkcizE5ledR5c2g7zQ5OK0Rro' +
    'qrmnJ0uaTVb33F2afqL7q4LFW99wq3vuKtYQ0VwWKt77hVvfcNYNFcFire+4Vb33DWDRXBYq3vuFW99w1g0VwWKt77hVvfcNYNFcFire' +
    '+4Vb33DWDRXBYq3vuFW99w1g0VwAANiQ0Nu3FTHNiQ0Nu3FSF9l2DuWQAVNQAAAAAAAAAABWn9DcsxQslaf0NyzFDsbo37ZZK5pdKS5p' +
    'dNWfuZbbgAKUQAAAAAAAAAAAAAAAFAAE0Q2JDQ27cVMc2JDQ27cVIX2XYO5ZABU1AAAAAAAAAAAFaf0NyzFCyVp/Q3LMUOxujftlkrml' +
    '0pLml01Z+5ltuAApRAAAAAAAAAAAAAAAAUAATRDYkNDbtxUxzYkNDbtxUhfZdg7lkAFTUAAAAAAAAAAAVp/Q3LMULJWn9DcsxQ7G6N+2' +
    'WSuaXSkuaWcs3rXGrN3Mt90gI8s3rXDLN61xToikBHlm9a4ZZvWuGgkBHlm9a4ZZvWuGgkBHlm9a4ZZvWuGgkBHlm9a4ZZvWuGgkBHlm' +
    '9a4ZZvWuGgkBHlm9a4ZZvWuGgqAAmiGxIaG3bipjmxIaG3bipC+y7B3LIAKmoAAAAAAAAAAArT+huWYoWStP6G5Zih2N0b9sslc05Olz' +
    'Tg2Ze5XTFGSZ1fQfAVLfS08y+g+AHpaeZfQfAD0tPMvp201G84jbaUxL2JScFvkrxFq3BRLLekVycsHRs56O8n9HRs56O8n9PQgr55Wd' +
    'Grz3Rs56O8n9HRs56O8n9PQgc8nRq890bOejvJ/R0bOejvJ/T0IHPJ0avNuyMyy2rjjdEKdq85Cueh5V8OdsxQ88TrOqnJWKzpATNzT7' +
    'cCQQR0Qp2JQhCWmZTKtJHlKKfKg7On3RiZjZzXpn1N1BXpn1N1CWofLu8RUPl3eJz6Xea3lFXpn1N1BXpn1N1CWofLu8RUPl3eI+k5re' +
    'UVemfU3UFemfU3UJah8u7xFQ+Xd4j6Tmt5RV6Z9TdQV6Z9TdQlqHy7vEVD5d3iPpOa3lFXpn1N1BXpn1N1CWofLu8RUPl3eI+k5reUVe' +
    'mfU3UOXJp9yBYI46YV7UoQnqHy7vE4elMk0seUpo8qB7HNbyrrmnB2uacF2XubcG8/gACqiJSpU0gIleWnqRDqBxIursU7otthvWNZh2' +
    'ADip9LfJXiLVuClQt8leItW4KJ2efl/W/h6EAFK8AAAAAVOVfDnbMUPPHoeVfDnbMUPPFlNmXN3BpyeiwW4mYacnosFuJ2VcJwARSAAA' +
    'AAAAAAAAIJzRY7MScgnNFjsxEOSzlzTg7XNODRl7m3BvP4Dh7MtOwqIqUKVtdLctolVOoM9KPudqytPUqHUDaQ9fap3Vuvnpy+0uwARe' +
    'e+lvkrxFq3BSoW+SvEWrcFE7PPy/rfw9CACleAAAAAKnKvhztmKHnj0PKvhztmKHniymzLm7g05PRYLcTMNOT0WC3E7KuE4AIpAAAAAA' +
    'AAAAAEE5osdmJOQTmix2YiHJZy5pwdrmnBoy9zbg3n8AAKmkAAAAAfS3yV4i1bgpULfJXiLVuCidnn5f1v4ehABSvAAAAAFTlXw52zFD' +
    'zx6HlXw52zFDzxZTZlzdwacnosFuJmGnJ6LBbidlXCcAEUgAAAAAAAAAACCc0WOzEnIJzRY7MRDks5c05OlzT7k9poy9yVrWifaXAO8n' +
    'tGT2lWrnUv5lwDvJ7Rk9o1OpfzLgHeT2jJ7RqdS/mXBb5K8RatwUrRQ82jrLPJXiLVuCnJ2crMzaJl6EAFTaAAAAAKnKvhztmKHnj0PK' +
    'vhztmKHniymzLm7g05PRYLcTMNOT0WC3E7KuE4AIpAAAAAAAAAAAEE5osdmJOQTmix2YiHJZy5pKRLmkpfm7nb7gAKUQAAAABG55Fjkr' +
    'xFq3BSu55FjkrxFq3BTv2dr3Q9CACptAAAAAFTlXw52zFDzx6HlXw52zFDzxZTZlzdwacnosFuJmGnJ6LBbidlXCcAEUgAAAAAAAAAAC' +
    'Cc0WOzEnIJzRY7MRDks5c0lIlzSUvzdzt9wAFKIAAAAAjc8ixyV4i1bgpXc8ixyV4i1bgp37O17oehABU2gAAAACpyr4c7Zih549Dyr4' +
    'c7Zih54spsy5u4L0tMNQMQwxR0KlPkv3KdKClC+cdZ/9I8seWjW2Ne5RW2Ne5TOpQUoc6Vfk7pHlo1tjXuUVtjXuUzqUFKDpV+RpHlo1' +
    'tjXuUVtjXuUzqUFKDpV+RpHlo1tjXuUVtjXuUzqUFKDpV+RpHlo1tjXuUVtjXuUzqUFKDpV+RpHlo1tjXuUimZhqNiKGGOlVo8l+5TpQ' +
    'UoOlX5GkeRc0+5TYFVKD5ShZkpEz7y7aImd33KbBlNh8pQUoV9OvlHljy+5TYMpsPlKClB06+Tljy+5TYMpsPlKClB06+TljyRRc6jqO' +
    '5V+rzELvN53Np6qaPKg4pQUod6dfJFYiddWp01/n3+A6a/z7/Ay6UFKEelTys5rfJqdNf59/gOmv8+/wMulBSg6VPJzW+TU6a/z7/AdN' +
    'f59/gZdKClB0qeTmt8l+a5UrEvE1kebzqOvnU+dP2M46pQUodjHWPuhaOb3mXJflu4htxKBflu4htxKpT4fuSgAi1gAAAAAAAAAAAACq' +
    'x362loqsd+tpaLs3chTYABSmAAAAAAAAAAAAAAAAime4isxKBfme4isxKBKGTiO4L8t3ENuJQL8t3ENuIk4fuSgAi1gOYo4YEpiiRE2l' +
    'ZydgTqbhWLavUXYsGTL2RqhfJWndK2cxRQw50SJ+VM6KYfcWhFVNkKCGVej61SjbEpsjgIp75bxCj1M27K6rkU0zD9dP4Q4Web8oYlOI' +
    'ZFfqc/SHaSTSdqxLaOXgqbzMua8Rb7RDmvp5Nr+z5X/i3iZJRnVX9iqMal6jqcD8J/v5OXiPlH9/CJJ6HzgX9ncM60vbzk/KH1ZNlfJU' +
    'tOIpGD6Y4k/PWP8ARt5j+/k/2I8S+MOQK9Tzk8y4ZaS8cUSwwqiqKH2NeFLizJwePLP/AF39/EuVz3pH1VagM9udjTPhSJP0pabmWnOy' +
    'Khfspjy8Hmxe8x7fsupnpfaUwAMq4AAAAAAAAAAAAARTPcRWYlAtTj8KQK2nXEvbsKkK0oaPT5Ix9SY9mHPeJvpD6X5buIbcSgX5buIb' +
    'cSmU+H7kpFMxRwMrE3RSnb+CU+CloraJmNWq0axMMyFp59ed1r7oi03JQQ9carEv6QtA15ePy39q/TH7KKcNSvvPvLmGCGBKIYURNiHQ' +
    'BjmZmdZaIjQABwAAAAAFVjv1tLRVY79bS0XZu5CmyJyXac7YURfunUVXJKOHrbXnJ9l7S+CeLi8uLafb90b4KX3hmQPvMLzVpoT6Yi21' +
    'Ntx9UX/C7ewljbgcSiOFFKrsj5tRWKaurw3EfqRyz5UcmXF2zrC4nWlKH0y6X5dfqhwJoJ6JM+BF2oQv/j8mmuOYtCdeKrtaNF4FeGbZ' +
    'i7Ylh/KEqOtxdkcK2mS2HJTurK6MlbbS7B85yfdD4scCdsUKWlfLKWsOgQxTLMP1ov46yBye8m4LVL8fCZsm1Vds2Ou8rkUSQpTEqIn3' +
    'UpPzlNMLXUmsQ0PTMXnFghaZlIYP+o/+orkNkYcHDfVlnW3hROTJm9qRpHlVhYjVtXYupNvmC/M9xFZiUDLm4m+edbbeFd8UY50gLbDz' +
    'cDMMMUVCpsKgKJgpeaTrC/WGte5RWGte5SgDmi31Fl+sNa9yisNa9ylADQ9RZfrDWvcorDWvcpQA0PUWX6w1r3KKw1r3KUAND1Fl+sNa' +
    '9yisNa9ylADQ9RZfrDWvcorDWvcpQA0PUWWGo4YXedEtCE9Ya17lKS5pyW5o+p2ctq+0L9Ya17lFYa17lKAKtHPUWX6w1r3KKw1r3KUA' +
    'ND1Fl5ZhlUoWK5SKNJSPYuxFQrAnS9qTrWdEbZZtvEOomWfpe/cKkatUdkcK/v8Ah0DVXj89fvqpmtZ+zjmLsCNqv1Ih2Cz/AJHN+yPT' +
    'h9hZg+p5E/EKqTQQSkHWsSxLtRSAFF+LzX9pssry1+0LyPsolCRUJ+FPtYa17lKAMui3r2W33m42YoYYqVXYVADsQrvebzrL/9k=',
  'base64',
);

const HTML_ERROR =
  '<!DOCTYPE html>\n<html><head><title>Error</title></head><body><h1>500 Internal Server Error</h1>' +
  '<p>The dedicated server could not answer.</p></body></html>\n';
const HTML_FORBIDDEN = '<html><head><title>403 Forbidden</title></head><body>Invalid code</body></html>\n';
const HTML_NOT_FOUND = '<html><head><title>404 Not Found</title></head><body>File not found</body></html>\n';

export interface FakeLs22 {
  url: string;
  code: string;
  /** The feeds' requests so far. */
  readonly requests: { stats: number; map: number; savegame: Record<string, number> };
  set(state: Ls22FakeState, options?: { damage?: readonly Ls22Damage[] }): void;
  /** How one savegame file answers (default every offered file `ok`). */
  setFile(name: string, state: Ls22FileState): void;
  /** Changes the world (players, farms, extra finance columns, …). */
  update(change: Partial<Ls22FakeWorld>): void;
  /** The next in-game day: the finances move one day back, a new day 0 begins. */
  advanceDay(): void;
  readonly world: Ls22FakeWorld;
  close(): Promise<void>;
}

interface Control {
  state?: Ls22FakeState;
  damage?: Ls22Damage[];
  files?: Record<string, Ls22FileState>;
  world?: Partial<Ls22FakeWorld>;
}

export async function startFakeLs22(
  options: { port?: number; code?: string; world?: Partial<Ls22FakeWorld> } = {},
): Promise<FakeLs22> {
  const code = options.code ?? 'fake-ls22-code';
  let world: Ls22FakeWorld = { ...defaultLs22World(), ...options.world };
  let state: Ls22FakeState = 'online';
  let damage: Ls22Damage[] = [];
  const files = new Map<string, Ls22FileState>(LS22_FAKE_FILES.map((f) => [f, 'ok']));
  const requests = { stats: 0, map: 0, savegame: {} as Record<string, number> };

  const send = (res: http.ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const cut = (xml: string) => xml.slice(0, Math.floor(xml.length / 2));

  function savegame(name: string): [number, string, string] {
    const fileState = files.get(name);
    if (!fileState || fileState === 'missing') return [404, 'text/html', HTML_NOT_FOUND];
    if (fileState === 'html') return [200, 'text/html', HTML_ERROR];
    const xml =
      name === 'farms'
        ? ls22FarmsXml(world, damage)
        : name === 'environment'
          ? ls22EnvironmentXml(world, damage)
          : damaged(
              name === 'fields' ? fieldsXml() : name === 'npc' ? npcXml() : otherFileXml(name, world),
              new Set(damage),
            );
    return [200, 'text/xml', fileState === 'broken' ? cut(xml) : xml];
  }

  function control(body: Control) {
    if (body.state) state = body.state;
    if (body.damage) damage = body.damage.filter((d) => (LS22_DAMAGES as readonly string[]).includes(d));
    for (const [name, s] of Object.entries(body.files ?? {})) files.set(name, s);
    if (body.world) world = { ...world, ...body.world };
  }

  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/__fake/')) {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        if (url.pathname === '/__fake/state' && req.method === 'POST')
          control(JSON.parse(raw || '{}') as Control);
        else if (url.pathname === '/__fake/advance-day' && req.method === 'POST') fake.advanceDay();
        else if (url.pathname !== '/__fake/requests') return send(res, 404, 'text/plain', 'unknown control');
        send(res, 200, 'application/json', JSON.stringify({ state, damage, requests, world }));
      });
      return;
    }
    const isStats = url.pathname === '/feed/dedicated-server-stats.xml';
    const isMap = url.pathname === '/feed/dedicated-server-stats-map.jpg';
    const isSavegame = url.pathname === '/feed/dedicated-server-savegame.html';
    if (!isStats && !isMap && !isSavegame) return send(res, 404, 'text/html', HTML_NOT_FOUND);
    const file = url.searchParams.get('file') ?? '';
    if (isStats) requests.stats++;
    else if (isMap) requests.map++;
    else requests.savegame[file] = (requests.savegame[file] ?? 0) + 1;
    if (state === 'hang') return;
    if (url.searchParams.get('code') !== code) return send(res, 403, 'text/html', HTML_FORBIDDEN);
    if (state === 'html') return send(res, 200, 'text/html', HTML_ERROR);
    if (isMap) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': LS22_MAP_JPEG.length });
      return res.end(LS22_MAP_JPEG);
    }
    if (isSavegame) return send(res, ...savegame(file));
    if (state === 'offline') return send(res, 200, 'text/xml', ls22OfflineXml(damage));
    const xml = ls22StatsXml(world, { loading: state === 'loading', damage });
    send(res, 200, 'text/xml', state === 'broken' ? cut(xml) : xml);
  }, options.port);

  const fake: FakeLs22 = {
    url: `http://127.0.0.1:${server.port}`,
    code,
    requests,
    get world() {
      return world;
    },
    set(next, opts = {}) {
      control({ state: next, damage: [...(opts.damage ?? [])] });
    },
    setFile(name, fileState) {
      files.set(name, fileState);
    },
    update(change) {
      world = { ...world, ...change };
    },
    advanceDay() {
      const dayMs = 24 * 3_600_000;
      world = {
        ...world,
        currentMonotonicDay: world.currentMonotonicDay + 1,
        dayTime: world.dayTime % dayMs,
      };
    },
    close: server.close,
  };
  return fake;
}
