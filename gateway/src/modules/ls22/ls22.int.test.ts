import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LS22_MONEY_COLUMNS } from '@portal/contract';
import {
  LS22_FINANCE_ELEMENTS,
  LS22_MAP_JPEG,
  ls22Amount,
  startFakeLs22,
  type FakeLs22,
} from '@portal/fakes/ls22';
import { startGateway, type RunningGateway } from '../../server.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, wsClient, wsSubscribe, type WsSubscription } from '../../test/graphql.js';
import { camelCase } from '../../rest/errors.js';

/**
 * LS22 through the gateway against the real backend, whose poller reads the fake FS22 server every second: the
 * header heard live as the server comes online and breaks, a member without the role refused by the gateway and by
 * the backend, the farms and financial rows of the backups with every amount exactly as the game wrote it, no day
 * twice across backups and a column the game adds later kept, and a backup as a ZIP in an admin's downloads inbox.
 */

const PASSWORD = 'portal-demo';

let fake: FakeLs22;
let backend: TestBackend;
let gateway: RunningGateway;
let toxic: string;
let admin: string;
let plain: string;
const clients: Array<{ dispose(): void | Promise<void> }> = [];

async function login(email: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

/** One operation; fails the test on errors. */
async function as<T = Record<string, unknown>>(
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await gql<T>(gateway.url, query, { token, language: 'en', variables });
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data!;
}

function subscribe(token: string, query: string): WsSubscription {
  const client = wsClient(gateway.url, { authorization: `Bearer ${token}`, language: 'en' });
  clients.push(client);
  return wsSubscribe(client, query);
}

interface Server {
  online: boolean;
  state: string;
  version: string | null;
  players: Array<{ name: string; isAdmin: boolean }>;
  slotsUsed: number | null;
  slotsCapacity: number | null;
  inGameDate: { year: number; month: number; day: number } | null;
  inGameTime: string | null;
  lastError: string | null;
}
const SERVER = `online state version players { name isAdmin } slotsUsed slotsCapacity inGameDate { year month day }
  inGameTime lastError`;

/** The subscription's answers until one is `wanted` (the poller may announce states on the way). */
async function until(
  sub: WsSubscription,
  what: string,
  wanted: (server: Server) => boolean,
): Promise<Server> {
  for (;;) {
    const result = await sub.next(what, 20_000);
    if (result.errors) throw new Error(`${what}: ${JSON.stringify(result.errors)}`);
    const server = result.data!.ls22ServerChanged as Server;
    if (wanted(server)) return server;
  }
}

/** The schema's name of a farms.xml finance element (the game writes three of them in the plural). */
const GAME_PLURALS: Readonly<Record<string, string>> = {
  newVehiclesCost: 'newVehicleCost',
  newAnimalsCost: 'newAnimalCost',
  productionCosts: 'productionsCosts',
};
const MONEY_FIELDS = LS22_MONEY_COLUMNS.map(camelCase);

beforeAll(async () => {
  fake = await startFakeLs22();
  fake.set('offline');
  backend = await startBackend({
    env: {
      LS22_SERVER_URL: fake.url,
      LS22_SERVER_CODE: fake.code,
      LS22_POLL_SECONDS: '1',
      LS22_BACKUP_MINUTES: '10080',
    },
  });
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
  [toxic, admin, plain] = await Promise.all([
    login('toxicidiot@example.com'),
    login('admin@example.com'),
    login('user@example.com'),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gateway?.close();
  await backend?.stop();
  await fake?.close();
});

describe('LS22 through the gateway (real backend, fake FS22 server)', () => {
  it('refuses a member without ADMIN or TOXIC_IDIOT in GraphQL, the subscription and the backend’s REST', async () => {
    for (const query of [
      '{ ls22Server { online } }',
      '{ ls22Farms { id } }',
      '{ ls22Backups { items { id } } }',
    ]) {
      const result = await gql(gateway.url, query, { token: plain, language: 'en' });
      expect(codesOf(result)).toEqual(['FORBIDDEN']);
    }
    const sub = subscribe(plain, 'subscription { ls22ServerChanged { online } }');
    expect(codesOf(await sub.next('the refusal'))).toEqual(['FORBIDDEN']);
    const rest = await fetch(`${backend.url}/api/gaming/ls22/dedicated-server-api/stats`, {
      headers: { authorization: `Bearer ${plain}`, accept: 'application/json' },
    });
    expect(rest.status).toBe(403);
  });

  it('delivers the header live as the server comes online, and the reason when its feed breaks', async () => {
    const sub = subscribe(toxic, `subscription { ls22ServerChanged { ${SERVER} } }`);
    const offline = await until(sub, 'the server offline', (s) => s.state === 'OFFLINE');
    expect(offline).toMatchObject({ online: false, version: null, players: [] });

    fake.set('online');
    const online = await until(sub, 'the server online', (s) => s.online);
    expect(online).toEqual({
      online: true,
      state: 'ONLINE',
      version: fake.world.version,
      players: [
        { name: 'Anna', isAdmin: true },
        { name: 'Bert', isAdmin: false },
      ],
      slotsUsed: 2,
      slotsCapacity: 16,
      // Monotonic day 40 at 3 days a period: the 14th period from month 8 of year 1, its first day.
      inGameDate: { year: 2, month: 9, day: 1 },
      inGameTime: '08:30',
      lastError: null,
    });

    fake.set('html');
    const broken = await until(sub, 'the feed unreadable', (s) => s.state === 'UNREADABLE');
    expect(broken.online).toBe(false);
    expect(broken.lastError).toEqual(expect.any(String));
    // The query answers what the subscription said.
    const { ls22Server } = await as<{ ls22Server: Server }>(toxic, `{ ls22Server { ${SERVER} } }`);
    expect(ls22Server).toEqual(broken);
    fake.set('online');
    await until(sub, 'the server back', (s) => s.online);
    sub.stop();
  });

  it('answers the farms and their financial rows exactly as the game wrote them, no day twice', async () => {
    const first = await as<{ backupLs22Now: { id: string; files: Array<{ name: string; state: string }> } }>(
      admin,
      'mutation { backupLs22Now { id files { name state } } }',
    );
    expect(first.backupLs22Now.files).toContainEqual({ name: 'farms', state: 'STORED' });

    const { ls22Farms } = await as<{
      ls22Farms: Array<{ id: string; farmId: number; name: string; money: string; loan: string }>;
    }>(toxic, '{ ls22Farms { id farmId name money loan } }');
    expect(ls22Farms.map((f) => f.farmId)).toEqual([1, 2, 3]);
    const farm1 = ls22Farms[0]!;
    expect(farm1).toMatchObject({ name: 'Hof Sonnenschein', money: '123496.789000', loan: '25000.000000' });

    // The next in-game day with a column a later game version writes, and a second backup.
    fake.advanceDay();
    fake.update({ extraColumns: { soldCrystals: '42.123456' } });
    await as(admin, 'mutation { backupLs22Now { id } }');

    type Row = Record<string, string | number | null>;
    const { ls22FarmFinancials: rows } = await as<{ ls22FarmFinancials: Row[] }>(
      toxic,
      `query($farmId: ID!) { ls22FarmFinancials(farmId: $farmId) { day ${MONEY_FIELDS.join(' ')} extra } }`,
      { farmId: farm1.id },
    );
    const today = fake.world.currentMonotonicDay;
    // Five days in each farms.xml, one day on: six days, each once.
    expect(rows.map((r) => r.day)).toEqual([today - 5, today - 4, today - 3, today - 2, today - 1, today]);
    for (const row of rows) {
      LS22_FINANCE_ELEMENTS.forEach((element, column) => {
        const field = GAME_PLURALS[element] ?? element;
        expect(row[field], `${field} of day ${row.day}`).toBe(ls22Amount(1, row.day as number, column));
      });
    }
    expect(JSON.parse(rows.at(-1)!.extra as string)).toEqual({ soldCrystals: '42.123456' });

    const { window } = await as<{ window: Row[] }>(
      toxic,
      `query($farmId: ID!, $from: Int, $to: Int) {
        window: ls22FarmFinancials(farmId: $farmId, fromDay: $from, toDay: $to) { day harvestIncome }
      }`,
      { farmId: farm1.id, from: today - 1, to: today },
    );
    expect(window).toEqual(
      [today - 1, today].map((day) => ({
        day,
        harvestIncome: ls22Amount(1, day, LS22_FINANCE_ELEMENTS.indexOf('harvestIncome')),
      })),
    );
  });

  it('sends a backup as a ZIP to the admin’s downloads inbox, and to no one without ADMIN', async () => {
    const { ls22Backups } = await as<{ ls22Backups: { items: Array<{ id: string }> } }>(
      toxic,
      '{ ls22Backups(perPage: 1) { items { id } } }',
    );
    const id = ls22Backups.items[0]!.id;
    const refused = await gql(gateway.url, `mutation { exportLs22Backup(id: "${id}") { id } }`, {
      token: toxic,
    });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);

    const { exportLs22Backup: file } = await as<{ exportLs22Backup: { filename: string; url: string } }>(
      admin,
      `mutation { exportLs22Backup(id: "${id}") { filename url } }`,
    );
    expect(file.filename).toMatch(/\.zip$/);
    const response = await fetch(`${gateway.url}${file.url}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.toString('latin1')).toContain('farms');
    expect(zip.toString('latin1')).toContain('environment');
  });

  it('serves members the server’s feeds and map and a backup’s ZIP; the server’s code reaches no one', async () => {
    const { ls22ServerLinks: links, ls22Backups } = await as<{
      ls22ServerLinks: { webInterface: string; stats: string; map: string; savegameFiles: { url: string }[] };
      ls22Backups: { items: Array<{ zipUrl: string; takenAt: string }> };
    }>(
      toxic,
      '{ ls22ServerLinks { webInterface stats map savegameFiles { url } } ls22Backups(perPage: 1) { items { zipUrl takenAt } } }',
    );
    expect(JSON.stringify(links)).not.toContain(fake.code);
    expect(links).toMatchObject({ stats: '/files/ls22/stats.xml', map: '/files/ls22/map.jpg' });
    expect(links.savegameFiles).toContainEqual({ url: '/files/ls22/savegame/farms' });

    const get = (path: string, token: string | null) =>
      fetch(`${gateway.url}${path}`, {
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const stats = await get(links.stats, toxic);
    expect(stats.status).toBe(200);
    expect(stats.headers.get('content-disposition')).toBe(
      'attachment; filename="dedicated-server-stats.xml"',
    );
    expect(await stats.text()).toContain('<Server game="Farming Simulator 22"');
    const map = await get(links.map, toxic);
    expect(map.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await map.arrayBuffer()).equals(LS22_MAP_JPEG)).toBe(true);
    expect(await (await get('/files/ls22/savegame/farms', toxic)).text()).toContain('<farms>');
    const backup = ls22Backups.items[0]!;
    const zip = await get(backup.zipUrl, toxic);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ls22-savegame-\d{8}-\d{6}\.zip"$/,
    );
    expect(Buffer.from(await zip.arrayBuffer()).subarray(0, 4)).toEqual(
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    );

    for (const path of [links.stats, links.map, backup.zipUrl]) {
      expect((await get(path, null)).status, path).toBe(401);
      const refused = await get(path, plain);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe('This action is unauthorized.');
    }
    expect((await get('/files/ls22/savegame/secrets', toxic)).status).toBe(404);
  });
});
