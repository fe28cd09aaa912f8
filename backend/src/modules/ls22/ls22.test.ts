import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RestLs22Backup, RestLs22FinancialRow, RestLs22Stats } from '@portal/contract';
import { events, ls22ServerChannel, RestLs22ServerChanged } from '@portal/contract';
import type { FakeLs22 } from '@portal/fakes/ls22';
import {
  LS22_FAKE_FILES,
  LS22_FINANCE_ELEMENTS,
  LS22_MAP_JPEG,
  ls22Amount,
  startFakeLs22,
} from '@portal/fakes/ls22';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import {
  connected,
  memberPushers,
  nextEvent,
  record,
  subscribed,
  syncWithServer,
} from '../../test/realtime.js';
import { THIN_ALL_DAYS, THIN_DAILY_DAYS } from './backups.service.js';
import { createOutbound } from '../../lib/outbound.js';
import { fetchFeed } from './feed.js';

type Req = Parameters<Harness['request']>[0];
const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = '/api/gaming/ls22';

/** The entries of a ZIP (local headers), inflated. */
function unzip(zip: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength;
    out[name] = inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
    at = start + size;
  }
  return out;
}

describe.each(drivers)('LS22: poller, backups, farms and financials (%s)', (driver) => {
  let h: Harness;
  let fake: FakeLs22;
  let toxic: string;
  let admin: string;
  let plain: string;
  let toxicId: number;
  const pushers = memberPushers(() => h);

  beforeAll(async () => {
    fake = await startFakeLs22({ code: 'secret42' });
    h = await createHarness(driver, {
      listen: true,
      env: { LS22_SERVER_URL: fake.url, LS22_SERVER_CODE: 'secret42' },
    });
    h.clock.set(NOW);
    toxic = await h.login('toxicidiot@example.com');
    toxicId = await h.userId('toxicidiot@example.com');
    admin = await h.login('admin@example.com');
    plain = await h.login('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.set('online');
    for (const f of LS22_FAKE_FILES) fake.setFile(f, 'ok');
  });

  const as = (token: string, req: Omit<Req, 'token'>) => h.request({ ...req, token });
  const ok = async <T = unknown>(token: string, req: Omit<Req, 'token'>, status = 200): Promise<T> => {
    const res = await as(token, req);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const poll = () => h.app.services.ls22.poller.poll();
  const stats = (lang = 'en') =>
    ok<RestLs22Stats>(toxic, { url: `${BASE}/dedicated-server-api/stats`, lang });
  const backupNow = () =>
    ok<RestLs22Backup>(admin, { method: 'POST', url: `${BASE}/savegame-backup`, lang: 'en' }, 201);

  it('lets only ADMIN and TOXIC_IDIOT (either spelling) in, and only ADMIN configure and back up', async () => {
    const memberRoutes = [
      '/dedicated-server-api/stats',
      '/config/server-links',
      '/environment',
      '/farm',
      '/financials',
      '/savegame-backup',
      '/savegame-backup/latest',
    ];
    for (const path of memberRoutes) {
      expect((await h.request({ url: BASE + path })).statusCode, path).toBe(401);
      expect((await as(plain, { url: BASE + path })).statusCode, path).toBe(403);
      expect((await as(toxic, { url: BASE + path })).statusCode, path).toBe(200);
      expect((await as(admin, { url: BASE + path })).statusCode, path).toBe(200);
    }
    expect((await as(toxic, { url: `${BASE}/config` })).statusCode).toBe(403);
    expect((await as(toxic, { url: `${BASE}/farm/assignable-users` })).statusCode).toBe(403);
    expect((await as(toxic, { method: 'POST', url: `${BASE}/savegame-backup` })).statusCode).toBe(403);
    expect(
      (await as(toxic, { method: 'POST', url: `${BASE}/farm/assign-user`, body: { farm_id: 1, user_id: 1 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(plain, { method: 'PUT', url: `${BASE}/config`, body: { server_url: null } })).statusCode,
    ).toBe(403);

    // Laravel seeds the role as TOXIC-IDIOT: the same role
    const hyphenated = await h.db.query<{ id: number }>(
      "INSERT INTO roles (name) VALUES ('TOXIC-IDIOT') RETURNING id",
    );
    const roleId = hyphenated.rows[0]!.id;
    await h.db.query('INSERT INTO role_user (user_id, role_id) VALUES ($1, $2)', [
      await h.userId('user@example.com'),
      roleId,
    ]);
    const relogged = await h.login('user@example.com');
    expect((await as(relogged, { url: `${BASE}/farm` })).statusCode).toBe(200);
    await h.db.query('DELETE FROM roles WHERE id = $1', [roleId]);
  });

  it('polls once however many members read, and keeps the last good data through failures', async () => {
    const before = await stats();
    expect(before.state).toBe('pending');

    await poll();
    const requests = fake.requests.stats;
    const readers = await Promise.all(Array.from({ length: 25 }, () => stats()));
    expect(fake.requests.stats).toBe(requests);
    await Promise.all([poll(), poll(), poll()]);
    expect(fake.requests.stats).toBe(requests + 1);

    const online = readers[0]!;
    expect(online).toMatchObject({
      state: 'online',
      online: true,
      game: 'Farming Simulator 22',
      version: '1.14.0.0',
      map_name: 'Elmcreek',
      slots_used: 2,
      slots_capacity: 16,
      day_time: 30_600_000,
      in_game_time: '08:30',
      in_game_date: { year: 2, month: 9, day: 1 },
      last_error: null,
    });
    expect(online.players.map((p) => [p.name, p.is_admin])).toEqual([
      ['Anna', true],
      ['Bert', false],
    ]);
    expect(online.vehicles).toHaveLength(12);
    expect(online.mods).toHaveLength(5);

    fake.set('loading');
    await poll();
    expect(await stats()).toMatchObject({
      state: 'offline',
      online: false,
      players: [],
      version: '1.14.0.0',
    });

    fake.set('offline');
    await poll();
    const offline = await stats('de');
    expect(offline).toMatchObject({ state: 'offline', online: false, players: [], mods: online.mods });
    expect(offline.last_error).toBe('SERVER OFFLINE: Auf dem Server läuft kein Spiel.');

    fake.set('broken');
    await poll();
    const broken = await stats();
    expect(broken.state).toBe('unreadable');
    expect(broken.last_error).toMatch(/^Feed unreadable: the XML is damaged/);
    expect(broken.fetched_at).toBe(online.fetched_at);
    expect(broken.vehicles).toEqual(online.vehicles);

    fake.set('html');
    await poll();
    expect((await stats()).last_error).toBe('Feed unreadable: the server sent a web page instead of XML.');

    fake.set('online', {
      damage: ['double-bom', 'missing-start', 'crlf', 'bare-player', 'admin-without-coordinates'],
    });
    await poll();
    const damaged = await stats();
    expect(damaged).toMatchObject({ state: 'online', last_error: null });
    expect(damaged.players[0]).toMatchObject({ name: 'Anna', x: null, y: null, z: null });
  });

  it('answers a wrong code and a hanging server with their reason', async () => {
    const config = () =>
      ok<{ server_url_source: string; code_source: string }>(admin, { url: `${BASE}/config` });
    expect(await config()).toMatchObject({ server_url_source: 'environment', code_source: 'environment' });
    await ok(admin, { method: 'PUT', url: `${BASE}/config`, body: { server_url: fake.url, code: 'wrong1' } });
    // what admins save goes before LS22_SERVER_URL and LS22_SERVER_CODE, field by field
    expect(await config()).toMatchObject({ server_url_source: 'portal', code_source: 'portal' });
    const wrong = await stats();
    expect(wrong.state).toBe('unreadable');
    expect(wrong.last_error).toBe('Feed unreadable: the server refused the code (HTTP 403).');
    expect(wrong).toMatchObject({ version: null, vehicles: [], fetched_at: null });
    const relayed = await as(toxic, { url: `${BASE}/server-feed/stats`, lang: 'en' });
    expect(relayed.statusCode).toBe(502);
    expect(relayed.json().message).toBe('Feed unreadable: the server refused the code (HTTP 403).');
    await ok(admin, {
      method: 'PUT',
      url: `${BASE}/config`,
      body: { server_url: fake.url, code: 'secret42' },
    });
    expect((await stats()).state).toBe('online');
  });

  it('gives up on a hanging server after the time-out and reports it', async () => {
    fake.set('hang');
    const url = `${fake.url}/feed/dedicated-server-stats.xml?code=secret42`;
    const outbound = createOutbound({ allow: h.config.outboundAllow });
    await expect(fetchFeed(outbound, url, 300)).rejects.toMatchObject({
      code: 'timeout',
      detail: { seconds: 0.3 },
    });
    fake.set('online');
    await expect(fetchFeed(outbound, url, 5_000)).resolves.toBeInstanceOf(Buffer);
    await outbound.close();
  });

  it('announces a change of the header on the public channel without its data, once per change', async () => {
    fake.set('online');
    await poll();
    const client = pushers.client(null);
    await connected(client);
    const channel = await subscribed(client, ls22ServerChannel());
    const offline = nextEvent<RestLs22ServerChanged>(channel, events.ls22ServerChanged.name);
    fake.set('offline');
    await poll();
    const event = await offline;
    expect(event).toEqual(RestLs22ServerChanged.parse(event));
    expect(event).toMatchObject({ state: 'offline', online: false });
    expect(JSON.stringify(event)).not.toContain('Anna');

    // a new player alone is a change too
    fake.set('online');
    await poll();
    await syncWithServer(client);
    const seen = record(channel);
    await poll();
    fake.update({ players: [{ name: 'Carla', uptime: 1 }] });
    await poll();
    await syncWithServer(client);
    expect(seen.map((e) => (e.data as RestLs22ServerChanged).state)).toEqual(['online']);
    expect((await stats()).players.map((p) => p.name)).toEqual(['Carla']);
    fake.update({
      players: [
        { name: 'Anna', isAdmin: true, uptime: 42 },
        { name: 'Bert', uptime: 7 },
      ],
    });
  });

  it('keeps the code write-only and sealed, and validates the configuration in de and en', async () => {
    const view = await ok<{ server_url: string; code_set: boolean; source: string }>(admin, {
      url: `${BASE}/config`,
    });
    expect(view).toMatchObject({ server_url: fake.url, code_set: true, source: 'portal' });
    expect(JSON.stringify(view)).not.toContain('secret42');
    const { rows } = await h.db.query<{ code_sealed: string }>('SELECT code_sealed FROM ls22_config');
    expect(rows[0]!.code_sealed).toMatch(/^v1\./);
    expect(rows[0]!.code_sealed).not.toContain('secret42');

    const bad = await as(admin, {
      method: 'PUT',
      url: `${BASE}/config`,
      body: { server_url: 'ftp://x', code: 'a b' },
      lang: 'de',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'server_url']);
    expect(bad.json().errors.server_url[0]).toContain('Serveradresse');
    const en = await as(admin, {
      method: 'PUT',
      url: `${BASE}/config`,
      body: { server_url: 'x' },
      lang: 'en',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.server_url[0]).toContain('server address');
    expect((await ok<{ code_set: boolean }>(admin, { url: `${BASE}/config` })).code_set).toBe(true);

    // every member with the role reads the links: the feeds and the map are the portal's, the code stays here
    const links = await ok<{
      configured: boolean;
      web: string;
      stats_xml: string;
      map: string;
      savegame_files: Record<string, string>;
    }>(toxic, { url: `${BASE}/config/server-links` });
    expect(JSON.stringify(links)).not.toContain('secret42');
    expect(links).toMatchObject({
      configured: true,
      web: `${fake.url}/index.html`,
      stats_xml: '/files/ls22/stats.xml',
      map: '/files/ls22/map.jpg',
    });
    expect(links.savegame_files.farms).toBe('/files/ls22/savegame/farms');
  });

  it('serves the stats feed, the map and the savegame files to members, read with the code it keeps', async () => {
    const statsXml = await as(toxic, { url: `${BASE}/server-feed/stats` });
    expect(statsXml.statusCode).toBe(200);
    expect(statsXml.headers['content-type']).toBe('application/xml');
    expect(statsXml.headers['content-disposition']).toBe('attachment; filename="dedicated-server-stats.xml"');
    expect(statsXml.body).toContain('<Server game="Farming Simulator 22"');
    const map = await as(admin, { url: `${BASE}/server-feed/map` });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('image/jpeg');
    expect(map.rawPayload.equals(LS22_MAP_JPEG)).toBe(true);
    const farmsXml = await as(toxic, { url: `${BASE}/server-feed/savegame/farms` });
    expect(farmsXml.statusCode).toBe(200);
    expect(farmsXml.body).toContain('<farm farmId="1" name="Hof Sonnenschein"');
    expect((await as(toxic, { url: `${BASE}/server-feed/savegame/secrets` })).statusCode).toBe(404);
    for (const path of ['stats', 'map', 'savegame/farms']) {
      expect((await h.request({ url: `${BASE}/server-feed/${path}` })).statusCode, path).toBe(401);
      expect((await as(plain, { url: `${BASE}/server-feed/${path}` })).statusCode, path).toBe(403);
    }

    // an error page is neither a feed nor a map: 502 with the reason, in the member's language
    fake.set('html');
    const page = await as(toxic, { url: `${BASE}/server-feed/stats`, lang: 'de' });
    expect(page.statusCode).toBe(502);
    expect(page.json().message).toBe('Feed nicht lesbar: Der Server hat statt XML eine Webseite geschickt.');
    const noImage = await as(toxic, { url: `${BASE}/server-feed/map`, lang: 'de' });
    expect(noImage.statusCode).toBe(502);
    expect(noImage.json().message).toBe('Karte nicht lesbar: Der Server hat kein JPEG-Bild geschickt.');
  });

  it('asks for the savegame files a server serves: an undamaged backup misses none', async () => {
    const backup = await backupNow();
    expect(backup.files.map((f) => f.name).sort()).toEqual([...LS22_FAKE_FILES].sort());
    expect(backup.files.filter((f) => f.state !== 'ok')).toEqual([]);
  });

  it('takes a backup of every file offered, records a missing or unreadable one, and zips it', async () => {
    fake.setFile('economy', 'missing');
    fake.setFile('missions', 'html');
    fake.setFile('placeables', 'broken');
    const backup = await backupNow();
    const files = Object.fromEntries(backup.files.map((f) => [f.name, f]));
    expect(files.farms).toMatchObject({ state: 'ok', error: null });
    expect(files.environment!.state).toBe('ok');
    expect(files.economy).toMatchObject({ state: 'missing', error: 'The server does not offer this file.' });
    expect(files.missions).toMatchObject({ state: 'unreadable' });
    // a cut-off file is unreadable, but kept: whoever opens the ZIP may still use it
    expect(files.placeables).toMatchObject({ state: 'unreadable', size_bytes: expect.any(Number) });
    expect(files.placeables!.size_bytes).toBeGreaterThan(0);
    // fields.xml and npc.xml, as a real server serves them
    expect(files.fields).toMatchObject({ state: 'ok', error: null });
    expect(files.npc).toMatchObject({ state: 'ok', error: null });
    expect(backup.monotonic_day).toBe(40);

    const latest = await ok<{ latest_backup_at: string; environment: unknown }>(toxic, {
      url: `${BASE}/savegame-backup/latest`,
    });
    expect(latest.latest_backup_at).toBe(NOW.toISOString());
    expect(latest.environment).toEqual({ current_monotonic_day: 40, days_per_period: 3 });
    expect((await stats()).latest_backup_at).toBe(NOW.toISOString());

    const env = await ok<{ current_monotonic_day: number; in_game_date: unknown }>(toxic, {
      url: `${BASE}/environment`,
    });
    expect(env).toMatchObject({ current_monotonic_day: 40, in_game_date: { year: 2, month: 9, day: 1 } });

    const download = await ok<{ id: number; filename: string }>(
      admin,
      { method: 'POST', url: `${BASE}/savegame-backup/${backup.id}/download` },
      201,
    );
    expect(download.filename).toBe('ls22-savegame-20261124-120000.zip');
    const file = await as(admin, { url: `/api/downloads/download/${download.id}/now` });
    expect(file.statusCode).toBe(200);
    const entries = unzip(file.rawPayload);
    expect(Object.keys(entries)).toContain('farms.xml');
    expect(Object.keys(entries)).not.toContain('economy.xml');
    expect(Object.keys(entries)).toContain('placeables.xml');
    expect(entries['farms.xml']).toContain('<farm farmId="1" name="Hof Sonnenschein"');
    expect(
      (await as(admin, { method: 'POST', url: `${BASE}/savegame-backup/999999/download` })).statusCode,
    ).toBe(404);

    // every member with the role downloads it straight away
    const zip = await as(toxic, { url: `${BASE}/savegame-backup/${backup.id}/zip` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      'attachment; filename="ls22-savegame-20261124-120000.zip"',
    );
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    expect(unzip(zip.rawPayload)).toEqual(entries);
    expect((await as(toxic, { url: `${BASE}/savegame-backup/999999/zip` })).statusCode).toBe(404);
    expect((await as(plain, { url: `${BASE}/savegame-backup/${backup.id}/zip` })).statusCode).toBe(403);
    expect(
      (await as(toxic, { method: 'POST', url: `${BASE}/savegame-backup/${backup.id}/download` })).statusCode,
    ).toBe(403);
  });

  it('never duplicates financial rows across backups, moves days on, and keeps a new column', async () => {
    const farmsList = await ok<{ id: number; game_farm_id: number; name: string }[]>(toxic, {
      url: `${BASE}/farm`,
    });
    expect(farmsList.map((f) => f.game_farm_id)).toEqual([1, 2, 3]);
    const farm = farmsList[1]!;
    const rowsOf = () => ok<RestLs22FinancialRow[]>(toxic, { url: `${BASE}/farm/${farm.id}/financials` });
    expect((await rowsOf()).map((r) => r.day)).toEqual([36, 37, 38, 39, 40]);

    h.clock.advance(HOUR);
    await backupNow();
    expect((await rowsOf()).map((r) => r.day)).toEqual([36, 37, 38, 39, 40]);

    fake.advanceDay();
    fake.update({ extraColumns: { carbonCredits: '17.250000' } });
    h.clock.advance(HOUR);
    await backupNow();
    const rows = await rowsOf();
    expect(rows.map((r) => r.day)).toEqual([36, 37, 38, 39, 40, 41]);
    const harvest = LS22_FINANCE_ELEMENTS.indexOf('harvestIncome');
    expect(rows[0]!.harvest_income).toBe(ls22Amount(2, 36, harvest));
    expect(rows[5]!.harvest_income).toBe(ls22Amount(2, 41, harvest));
    expect(rows[5]!.new_vehicle_cost).toBe(ls22Amount(2, 41, 0));
    expect(rows[5]!.new_vehicle_cost).toMatch(/^-\d+\.\d{6}$/);
    expect(rows[5]!.extra).toEqual({ carbonCredits: '17.250000' });
    expect(rows[0]!.extra).toEqual({});

    // the column the game no longer writes stays in the days that had it
    fake.update({ extraColumns: {} });
    h.clock.advance(HOUR);
    await backupNow();
    expect((await rowsOf())[5]!.extra).toEqual({ carbonCredits: '17.250000' });

    const all = await ok<RestLs22FinancialRow[]>(toxic, { url: `${BASE}/financials?from_day=40&to_day=41` });
    expect(all.map((r) => [r.day, r.farm_id])).toEqual([
      [40, farmsList[0]!.id],
      [40, farmsList[1]!.id],
      [40, farmsList[2]!.id],
      [41, farmsList[0]!.id],
      [41, farmsList[1]!.id],
      [41, farmsList[2]!.id],
    ]);
    const count = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ls22_financial_rows');
    expect(count.rows[0]!.n).toBe(18);

    const ranged = await ok<RestLs22FinancialRow[]>(toxic, {
      url: `${BASE}/farm/${farm.id}/financials?from_day=38&to_day=39`,
    });
    expect(ranged.map((r) => r.day)).toEqual([38, 39]);
    const bad = await as(toxic, {
      url: `${BASE}/farm/${farm.id}/financials?from_day=9&to_day=3`,
      lang: 'de',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from_day).toEqual(['Der erste Tag darf nicht nach dem letzten liegen.']);
    const notNumber = await as(toxic, { url: `${BASE}/financials?from_day=abc`, lang: 'en' });
    expect(notNumber.statusCode).toBe(422);
    expect(notNumber.json().errors.from_day).toEqual(['The first day field must be an integer.']);
    expect((await as(toxic, { url: `${BASE}/farm/999999/financials` })).statusCode).toBe(404);
    expect((await as(toxic, { url: `${BASE}/farm/abc` })).statusCode).toBe(404);
  });

  it('a backup without farms or environment is still a backup; rows need the environment', async () => {
    fake.setFile('environment', 'missing');
    h.clock.advance(HOUR);
    const backup = await backupNow();
    expect(backup.monotonic_day).toBeNull();
    expect(backup.files.find((f) => f.name === 'environment')!.state).toBe('missing');
    fake.setFile('farms', 'broken');
    h.clock.advance(HOUR);
    const broken = await backupNow();
    expect(broken.files.find((f) => f.name === 'farms')).toMatchObject({ state: 'unreadable' });
    expect(broken.files.find((f) => f.name === 'farms')!.error).toMatch(
      /^Feed unreadable: the XML is damaged/,
    );
    const count = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ls22_financial_rows');
    expect(count.rows[0]!.n).toBe(18);
  });

  it('lists the members an admin may assign: those with ADMIN or TOXIC_IDIOT (either spelling), by name', async () => {
    const emails = async () =>
      (
        await ok<{ id: number; name: string; email: string }[]>(admin, {
          url: `${BASE}/farm/assignable-users`,
        })
      ).map((m) => m.email);
    const before = await emails();
    expect(before).toEqual(expect.arrayContaining(['admin@example.com', 'toxicidiot@example.com']));
    expect(before).not.toContain('user@example.com');
    const listed = await ok<{ id: number; name: string }[]>(admin, { url: `${BASE}/farm/assignable-users` });
    expect(listed.find((m) => Number(m.id) === toxicId)).toMatchObject({ name: expect.any(String) });

    const hyphenated = await h.db.query<{ id: number }>(
      "INSERT INTO roles (name) VALUES ('TOXIC-IDIOT') RETURNING id",
    );
    const roleId = hyphenated.rows[0]!.id;
    await h.db.query('INSERT INTO role_user (user_id, role_id) VALUES ($1, $2)', [
      await h.userId('user@example.com'),
      roleId,
    ]);
    expect(await emails()).toContain('user@example.com');
    await h.db.query('DELETE FROM roles WHERE id = $1', [roleId]);
    expect(await emails()).not.toContain('user@example.com');
  });

  it('assigns a member to a farm: theirs first and marked, one farm per member', async () => {
    const list = await ok<{ id: number; game_farm_id: number }[]>(toxic, { url: `${BASE}/farm` });
    const third = list[2]!;
    const assigned = await ok<{ members: { id: number }[] }>(admin, {
      method: 'POST',
      url: `${BASE}/farm/assign-user`,
      body: { farm_id: third.id, user_id: toxicId },
    });
    expect(assigned.members.map((m) => Number(m.id))).toEqual([toxicId]);
    const mine = await ok<{ id: number; mine: boolean }[]>(toxic, { url: `${BASE}/farm` });
    expect(mine[0]).toMatchObject({ id: third.id, mine: true });
    expect(mine.slice(1).every((f) => !f.mine)).toBe(true);

    await ok(admin, {
      method: 'POST',
      url: `${BASE}/farm/assign-user`,
      body: { farm_id: list[0]!.id, user_id: toxicId },
    });
    const moved = await ok<{ id: number; mine: boolean }[]>(toxic, { url: `${BASE}/farm` });
    expect(moved.filter((f) => f.mine).map((f) => f.id)).toEqual([list[0]!.id]);

    const bad = await as(admin, {
      method: 'POST',
      url: `${BASE}/farm/assign-user`,
      body: { farm_id: 999999, user_id: 999999 },
      lang: 'de',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.farm_id[0]).toContain('Hof');
    const missing = await as(admin, {
      method: 'POST',
      url: `${BASE}/farm/assign-user`,
      body: {},
      lang: 'en',
    });
    expect(Object.keys(missing.json().errors)).toEqual(['farm_id']);
    // a member who may not open LS22 has no farm there
    const outsider = await as(admin, {
      method: 'POST',
      url: `${BASE}/farm/assign-user`,
      body: { farm_id: list[0]!.id, user_id: await h.userId('user@example.com') },
      lang: 'en',
    });
    expect(outsider.statusCode).toBe(422);
    expect(Object.keys(outsider.json().errors)).toEqual(['user_id']);
    // user_id null unassigns the farm's members
    await ok(admin, {
      method: 'POST',
      url: `${BASE}/farm/assign-user`,
      body: { farm_id: list[0]!.id, user_id: null },
    });
    expect((await ok<{ mine: boolean }[]>(toxic, { url: `${BASE}/farm` })).some((f) => f.mine)).toBe(false);
  });

  it('lists backups paged, newest first, and thins them: all of 2 days, one a day to 30, one a week after', async () => {
    const page = await ok<{ data: RestLs22Backup[]; total: number }>(toxic, {
      url: `${BASE}/savegame-backup?itemsPerPage=2`,
    });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.taken_at > page.data[1]!.taken_at).toBe(true);

    await h.db.query('DELETE FROM ls22_backups');
    // one backup every 6 hours for 60 days, ending now
    const end = h.clock.now().getTime();
    const times = Array.from({ length: 60 * 4 }, (_, i) => new Date(end - i * 6 * HOUR));
    await h.db.query(
      `INSERT INTO ls22_backups (taken_at, trigger) SELECT t, 'schedule' FROM unnest($1::timestamptz[]) AS t`,
      [times],
    );
    await h.app.services.ls22.backups.thin();
    const { rows } = await h.db.query<{ taken_at: Date }>(
      'SELECT taken_at FROM ls22_backups ORDER BY taken_at DESC',
    );
    const ages = rows.map((r) => (end - r.taken_at.getTime()) / DAY);
    // everything younger than 2 days
    expect(ages.filter((a) => a <= THIN_ALL_DAYS)).toHaveLength(9);
    // one per calendar day between 2 and 30 days
    const daily = rows.filter((r) => {
      const age = (end - r.taken_at.getTime()) / DAY;
      return age > THIN_ALL_DAYS && age <= THIN_DAILY_DAYS;
    });
    const dayKeys = daily.map((r) => r.taken_at.toISOString().slice(0, 10));
    expect(new Set(dayKeys).size).toBe(dayKeys.length);
    expect(dayKeys.length).toBeGreaterThanOrEqual(27);
    // at most one per week after 30 days
    const old = rows.filter((r) => (end - r.taken_at.getTime()) / DAY > THIN_DAILY_DAYS);
    expect(old.length).toBeGreaterThanOrEqual(3);
    expect(old.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < old.length; i++)
      expect(old[i - 1]!.taken_at.getTime() - old[i]!.taken_at.getTime()).toBeGreaterThan(6 * DAY - 1);
    // thinning again changes nothing
    expect(await h.app.services.ls22.backups.thin()).toBe(0);
  });

  it('takes a scheduled backup only when LS22_BACKUP_MINUTES passed since the last', async () => {
    await h.db.query('DELETE FROM ls22_backups');
    const { backups } = h.app.services.ls22;
    await backups.takeIfDue(60);
    await backups.takeIfDue(60);
    const count = async () =>
      (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ls22_backups')).rows[0]!.n;
    expect(await count()).toBe(1);
    h.clock.advance(59 * 60_000);
    await backups.takeIfDue(60);
    expect(await count()).toBe(1);
    h.clock.advance(60_000);
    await backups.takeIfDue(60);
    expect(await count()).toBe(2);
  });
});
