import { describe, expect, it } from 'vitest';
import type { Ls22Damage } from '@portal/fakes/ls22';
import {
  LS22_DAMAGES,
  LS22_FINANCE_ELEMENTS,
  ls22Amount,
  ls22EnvironmentXml,
  ls22FarmsXml,
  ls22OfflineXml,
  ls22StatsXml,
} from '@portal/fakes/ls22';
import { LS22_MONEY_COLUMNS, ls22InGameDate, ls22InGameTime } from '@portal/contract';
import { FeedError, feedText } from './feed.js';
import { moneyColumn, parseEnvironment, parseFarms, parseStats } from './parse.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const feedErrorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof FeedError) return err.code;
    throw err;
  }
  return null;
};

describe('ls22 feeds: parsing what real servers deliver', () => {
  it('reads the stats feed: server, slots, players, vehicles, mods, farmlands, fields', () => {
    const stats = parseStats(bytes(ls22StatsXml({ vehicles: 3, mods: 2 })));
    expect(stats).toMatchObject({
      online: true,
      game: 'Farming Simulator 22',
      version: '1.14.0.0',
      name: 'Portal Farmers',
      mapName: 'Elmcreek',
      mapSize: 2048,
      dayTime: 30_600_000,
      slotsUsed: 2,
      slotsCapacity: 16,
    });
    expect(stats.players).toEqual([
      { name: 'Anna', is_admin: true, uptime: 42, x: 100.5, y: 80.25, z: -200.75 },
      { name: 'Bert', is_admin: false, uptime: 7, x: 110.5, y: 80.25, z: -199.75 },
    ]);
    expect(stats.vehicles).toHaveLength(3);
    expect(stats.vehicles[1]!.fills).toEqual([
      { type: 'DEF', level: '12.500000' },
      { type: 'WHEAT', level: '3.250000' },
    ]);
    expect(stats.vehicles[0]!.controller).toBe('Anna');
    expect(stats.mods[1]).toEqual({
      name: 'FS22_mod_2',
      title: 'Mod Nummer 2 & Co',
      author: 'Modder 1',
      version: '1.0.1.0',
      hash: expect.any(String),
    });
    expect(stats.farmlands[0]).toMatchObject({ id: 1, owner: 1, area: '1.234567', area_acres: '3.050681' });
    expect(stats.fields[7]).toEqual({ id: 8, x: 720, z: -320, is_owned: false });
  });

  it.each(LS22_DAMAGES)('reads the stats feed damaged by %s', (damage) => {
    const stats = parseStats(bytes(ls22StatsXml({ vehicles: 4 }, { damage: [damage] })));
    expect(stats.online).toBe(true);
    expect(stats.players.map((p) => p.name)).toEqual(['Anna', 'Bert']);
    if (damage === 'admin-without-coordinates')
      expect(stats.players[0]).toEqual({
        name: 'Anna',
        is_admin: true,
        uptime: 42,
        x: null,
        y: null,
        z: null,
      });
    if (damage === 'empty-fill-types') expect(stats.vehicles[0]!.fills).toEqual([]);
    expect(stats.vehicles).toHaveLength(4);
  });

  it('reads every damage at once, in farms.xml and environment.xml too', () => {
    const all: Ls22Damage[] = [...LS22_DAMAGES];
    expect(parseStats(bytes(ls22StatsXml({}, { damage: all }))).players).toHaveLength(2);
    expect(parseFarms(bytes(ls22FarmsXml({ farms: 2 }, all)))).toHaveLength(2);
    expect(parseEnvironment(bytes(ls22EnvironmentXml({}, all))).current_monotonic_day).toBe(40);
  });

  it('takes <Server> without attributes, and a game still loading (no version), as offline', () => {
    for (const xml of [
      ls22OfflineXml(),
      ls22OfflineXml(['bom', 'crlf']),
      ls22StatsXml({}, { loading: true }),
    ]) {
      const stats = parseStats(bytes(xml));
      expect(stats.online).toBe(false);
      expect(stats.players).toEqual([]);
    }
  });

  it('refuses HTML pages, empty answers, cut-off XML and other files with a reason', () => {
    expect(feedErrorOf(() => parseStats(bytes('<!DOCTYPE html><html><body>500</body></html>')))).toBe('html');
    expect(feedErrorOf(() => parseStats(bytes('<html><head><title>x</title></head></html>')))).toBe('html');
    expect(feedErrorOf(() => parseStats(bytes('')))).toBe('empty');
    expect(feedErrorOf(() => parseStats(bytes('\ufeff  \r\n')))).toBe('empty');
    const xml = ls22StatsXml();
    expect(feedErrorOf(() => parseStats(bytes(xml.slice(0, xml.length / 2))))).toBe('damaged');
    expect(feedErrorOf(() => parseStats(bytes(ls22FarmsXml())))).toBe('unexpected');
    expect(feedErrorOf(() => parseStats(bytes('garbage without tags')))).toBe('damaged');
  });

  it('strips a BOM and a twice-encoded BOM, and starts a file missing its first bytes at its first tag', () => {
    expect(feedText(bytes('\ufeff<a/>'))).toBe('<a/>');
    expect(feedText(Buffer.concat([Buffer.from([0xc3, 0xaf, 0xc2, 0xbb, 0xc2, 0xbf]), bytes('<a/>')]))).toBe(
      '<a/>',
    );
    expect(feedText(bytes('ml version="1.0"?>\n<a/>'))).toBe('<a/>');
  });

  it('reads farms.xml: farms, players and five days of finances, amounts exactly as written', () => {
    const farms = parseFarms(bytes(ls22FarmsXml({ farms: 2, currentMonotonicDay: 40 })));
    expect(farms.map((f) => [f.gameFarmId, f.name, f.money, f.loan])).toEqual([
      [1, 'Hof Sonnenschein', '123496.789000', '25000.000000'],
      [2, 'Müller & Söhne', '246953.578000', '50000.000000'],
    ]);
    expect(farms[0]!.players[0]).toEqual({
      unique_user_id: 'user-1-a',
      nickname: 'Player 1',
      farm_manager: true,
      last_connected: '2026-11-20 18:00',
    });
    const days = farms[1]!.finances;
    expect(days.map((d) => d.statsDay)).toEqual([0, 1, 2, 3, 4]);
    // every column of the game maps to one of the spec's, none is left over
    expect(Object.keys(days[0]!.amounts).sort()).toEqual([...LS22_MONEY_COLUMNS].sort());
    expect(days[0]!.extra).toEqual({});
    expect(days[2]!.amounts.harvest_income).toBe(
      ls22Amount(2, 38, LS22_FINANCE_ELEMENTS.indexOf('harvestIncome')),
    );
    expect(days[0]!.amounts.new_vehicle_cost).toBe(ls22Amount(2, 40, 0));
    // the game writes costs negative: the sign and every place are kept
    expect(days[0]!.amounts.new_vehicle_cost).toMatch(/^-\d+\.\d{6}$/);
    expect(days[0]!.amounts.purchase_fuel).toBe(
      ls22Amount(2, 40, LS22_FINANCE_ELEMENTS.indexOf('purchaseFuel')),
    );
    expect(days[0]!.amounts.purchase_fuel).toMatch(/^-/);
    expect(days[2]!.amounts.harvest_income).not.toMatch(/^-/);
  });

  it('keeps a finance column the game adds later in extra, and maps the game names to the spec', () => {
    const farms = parseFarms(
      bytes(ls22FarmsXml({ farms: 1, extraColumns: { carbonCredits: '-12.345678' } })),
    );
    expect(farms[0]!.finances[0]!.extra).toEqual({ carbonCredits: '-12.345678' });
    expect(moneyColumn('newVehiclesCost')).toBe('new_vehicle_cost');
    expect(moneyColumn('newAnimalsCost')).toBe('new_animal_cost');
    expect(moneyColumn('productionCosts')).toBe('productions_costs');
    expect(moneyColumn('productionDeliveryCosts')).toBe('production_delivery_costs');
    expect(moneyColumn('carbonCredits')).toBeNull();
  });

  it('reads environment.xml', () => {
    expect(parseEnvironment(bytes(ls22EnvironmentXml({ currentMonotonicDay: 7, daysPerPeriod: 2 })))).toEqual(
      {
        current_day: 7,
        current_monotonic_day: 7,
        days_per_period: 2,
        day_time: '510.000000',
        weather: [
          { type: 'SUN', season: 'AUTUMN', start_day: 7, start_day_time: 0, duration: 43_200_000 },
          { type: 'RAIN', season: 'AUTUMN', start_day: 7, start_day_time: 43_200_000, duration: 21_600_000 },
        ],
      },
    );
  });

  it('counts the in-game date from start month 8 and the time of day from ms', () => {
    expect(ls22InGameDate(1, 3)).toEqual({ year: 1, month: 8, day: 1 });
    expect(ls22InGameDate(3, 3)).toEqual({ year: 1, month: 8, day: 3 });
    expect(ls22InGameDate(4, 3)).toEqual({ year: 1, month: 9, day: 1 });
    expect(ls22InGameDate(16, 3)).toEqual({ year: 2, month: 1, day: 1 });
    expect(ls22InGameDate(40, 3)).toEqual({ year: 2, month: 9, day: 1 });
    expect(ls22InGameDate(6, 1)).toEqual({ year: 2, month: 1, day: 1 });
    expect(ls22InGameTime(30_600_000)).toBe('08:30');
    expect(ls22InGameTime(86_399_999)).toBe('23:59');
    expect(ls22InGameTime(0)).toBe('00:00');
  });
});
