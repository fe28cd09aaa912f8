import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, LS22_MONEY_COLUMNS, ls22ServerChannel, type RestLs22ServerChanged } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { codesOf, gql, wsClient, wsSubscribe } from '../../test/graphql.js';
import { KEY, startStubRealtimeBackend, type StubRealtimeBackend } from '../../test/pusher.js';
import { camelCase } from '../../rest/errors.js';

/**
 * LS22 against a recording stand-in backend (with the real embedded Pusher server): what each GraphQL field asks the
 * backend and how the answer is shaped, the roles (@auth refuses before asking), amounts passed on exactly, 422s
 * under the GraphQL names, and the server's changes relayed from the public channel. The real backend polling the
 * fake FS22 server is ls22.int.test.ts's.
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
  body?: unknown;
}

/** token → [member id, roles]. */
const MEMBERS: Record<string, [number, string[]]> = {
  toxic: [1, ['TOXIC_IDIOT']],
  admin: [2, ['ADMIN']],
  user: [3, ['USER']],
};

const user = (id: number, roles: string[]) => ({
  id,
  name: `Member ${id}`,
  email: `m${id}@example.com`,
  email_verified_at: null,
  active: true,
  activated_at: null,
  activated_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  roles: roles.map((name, i) => ({ id: i + 1, name })),
  telegram_subscription: null,
  user_data: { social_media: {} },
});

/** The stats as the backend's poller last read them; `language` words the error as the backend does. */
const stats = (language: string | undefined, changes: Record<string, unknown> = {}) => ({
  state: 'online',
  online: true,
  game: 'Farming Simulator 22',
  version: '1.14.0.0',
  name: 'Toxic Farmers',
  map_name: 'Elmcreek',
  players: [
    { name: 'Hans', is_admin: true, uptime: 42, x: null, y: null, z: null },
    { name: 'Grete', is_admin: false, uptime: 7, x: 1.5, y: 2, z: 3 },
  ],
  slots_used: 2,
  slots_capacity: 16,
  day_time: 45_300_000,
  in_game_date: { year: 2, month: 3, day: 1 },
  in_game_time: '12:35',
  latest_backup_at: '2026-11-24T03:00:00.000Z',
  polled_at: '2026-11-24T04:00:15.000Z',
  fetched_at: '2026-11-24T04:00:15.000Z',
  last_error: null,
  map_size: 2048,
  map_overview_filename: 'overview.dds',
  vehicles: [
    {
      name: 'Fendt 942',
      category: 'tractorsL',
      type: 'tractor',
      x: 1,
      y: 2,
      z: 3,
      fills: [],
      controller: null,
    },
  ],
  mods: [
    {
      name: 'FS22_precisionFarming',
      title: 'Precision Farming',
      author: 'GIANTS',
      version: '1.0',
      hash: null,
    },
  ],
  farmlands: [],
  fields: [],
  ...changes,
  ...(language === 'de' && changes.last_error ? { last_error: 'Server nicht erreichbar.' } : {}),
});

const farm = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  game_farm_id: id,
  name: `Farm ${id}`,
  color: 3,
  money: '1234567.891234',
  loan: '0.000000',
  players: [
    { unique_user_id: 'abc', nickname: 'Hans', farm_manager: true, last_connected: '2026-11-23 21:00' },
    { unique_user_id: null, nickname: null, farm_manager: false, last_connected: null },
  ],
  members: [],
  mine: false,
  updated_at: '2026-11-24T03:00:00.000Z',
  ...changes,
});

/** Every column zero, then a few exact values the gateway must not touch. */
const row = (day: number) => ({
  id: day,
  farm_id: 7,
  day,
  ...Object.fromEntries(LS22_MONEY_COLUMNS.map((column) => [column, '0'])),
  harvest_income: '12345678901234.567891',
  sold_milk: '-0.000001',
  purchase_water: null,
  extra: { newFancyIncome: '17.250000' },
});

const backup = (id: number, trigger: string) => ({
  id,
  taken_at: `2026-11-2${id}T03:00:00.000Z`,
  trigger,
  monotonic_day: 40 + id,
  files: [
    { name: 'environment', state: 'ok', size_bytes: 2000, error: null },
    { name: 'farms', state: 'ok', size_bytes: 3500, error: null },
    { name: 'vehicles', state: 'missing', size_bytes: 0, error: 'Not offered by the server.' },
    { name: 'economy', state: 'unreadable', size_bytes: 0, error: 'Not XML.' },
  ],
});

/** The data of ls22ServerChanged (the subscription reads the server anew on each). */
const changed = (state: RestLs22ServerChanged['state']): RestLs22ServerChanged => ({
  state,
  online: state === 'online',
  polled_at: null,
  fetched_at: null,
  latest_backup_at: null,
});

const download = {
  id: 9,
  user_id: 2,
  filename: 'ls22-backup-5.zip',
  size_bytes: 5500,
  download_count: 0,
  expires_at: '2026-12-01T00:00:00.000Z',
  message_seen_at: null,
  created_at: '2026-11-24T04:00:00.000Z',
};

const invalid = (language: string | undefined, key: string, de: string, en: string) => ({
  message: language === 'de' ? de : en,
  errors: { [key]: [language === 'de' ? de : en] },
  translations: {
    de: { message: de, errors: { [key]: [de] } },
    en: { message: en, errors: { [key]: [en] } },
  },
});

type Answer = [status: number, json: unknown];

let serverChanges: Record<string, unknown> = {};
/** The stats answer 401 (the token revoked meanwhile). */
let statsRefused = false;

/** The stand-in's `/api/gaming/ls22/...`; the roles are checked as the backend does. */
function answer(seen: Seen, path: string, query: URLSearchParams): Answer {
  const roles = MEMBERS[seen.authorization?.replace('Bearer ', '') ?? '']?.[1];
  if (!roles) return [401, { message: 'Unauthenticated.' }];
  if (!roles.includes('ADMIN') && !roles.includes('TOXIC_IDIOT'))
    return [403, { message: 'This action is unauthorized.' }];
  const admin = roles.includes('ADMIN');
  switch (`${seen.method} ${path}`) {
    case 'GET /api/gaming/ls22/dedicated-server-api/stats':
      if (statsRefused) return [401, { message: 'Unauthenticated.' }];
      return [200, stats(seen.language, serverChanges)];
    case 'GET /api/gaming/ls22/config/server-links':
      return [
        200,
        {
          configured: true,
          web: 'http://203.0.113.5:8080/',
          stats_xml: 'http://203.0.113.5:8080/feed/dedicated-server-stats.xml?code=abc',
          savegame_files: {
            farms: 'http://203.0.113.5:8080/feed/dedicated-server-savegame.html?code=abc&file=farms',
          },
          map: null,
        },
      ];
    case 'GET /api/gaming/ls22/config':
      if (!admin) return [403, { message: 'This action is unauthorized.' }];
      return [200, { server_url: null, code_set: false, source: 'environment', updated_at: null }];
    case 'PUT /api/gaming/ls22/config': {
      const body = seen.body as { server_url: string | null; code?: string };
      if (body.server_url === 'ftp://x') {
        return [422, invalid(seen.language, 'server_url', 'Keine gültige URL.', 'Not a valid URL.')];
      }
      return [
        200,
        {
          server_url: body.server_url,
          code_set: true,
          source: 'portal',
          updated_at: '2026-11-24T04:01:00.000Z',
        },
      ];
    }
    case 'GET /api/gaming/ls22/environment':
      if (admin) return [200, null];
      return [
        200,
        {
          current_day: 45,
          current_monotonic_day: 45,
          days_per_period: 3,
          day_time: '45300000.123',
          weather: [{ type: 'SUN', season: 'SPRING', start_day: 45, start_day_time: 0, duration: 3600000 }],
          in_game_date: { year: 2, month: 3, day: 3 },
          backup_id: 5,
          taken_at: '2026-11-24T03:00:00.000Z',
        },
      ];
    case 'GET /api/gaming/ls22/farm':
      return [200, [farm(7, { mine: true, members: [{ id: 1, name: 'Member 1' }] }), farm(1)]];
    case 'GET /api/gaming/ls22/farm/7':
      return [200, farm(7)];
    case 'GET /api/gaming/ls22/farm/7/financials':
      if (query.get('from_day') === '-1') {
        return [422, invalid(seen.language, 'from_day', 'Keine ganze Zahl.', 'Not an integer.')];
      }
      return [200, [row(40), row(41)]];
    case 'POST /api/gaming/ls22/farm/assign-user': {
      const body = seen.body as { farm_id: string; user_id: string | null };
      if (body.farm_id === '99') return [404, { message: 'Not found.' }];
      return [
        200,
        farm(7, { members: body.user_id ? [{ id: Number(body.user_id), name: 'Member 1' }] : [] }),
      ];
    }
    case 'GET /api/gaming/ls22/savegame-backup':
      return [
        200,
        {
          data: [backup(5, 'manual'), backup(4, 'schedule')],
          current_page: 1,
          last_page: 3,
          per_page: 2,
          total: 6,
        },
      ];
    case 'GET /api/gaming/ls22/farm/assignable-users':
      return [
        200,
        [
          { id: 3, name: 'Anna Admin', email: 'anna@example.com' },
          { id: '9', name: 'Toxic Idiot', email: 'toxic@example.com' },
        ],
      ];
    case 'POST /api/gaming/ls22/savegame-backup':
      return [201, backup(6, 'manual')];
    case 'POST /api/gaming/ls22/savegame-backup/5/download':
      return [201, download];
    default:
      return [404, { message: 'Not found.' }];
  }
}

let seen: Seen[] = [];
let backend: StubRealtimeBackend;
let gateway: RunningGateway;
const clients: Array<{ dispose(): void | Promise<void> }> = [];

beforeAll(async () => {
  backend = await startStubRealtimeBackend({
    members: Object.fromEntries(Object.entries(MEMBERS).map(([token, [id]]) => [token, id])),
    routes: (app) => {
      app.get('/api/user', async (request, reply) => {
        const member = MEMBERS[request.headers.authorization?.replace('Bearer ', '') ?? ''];
        if (!member) return reply.code(401).send({ message: 'Unauthenticated.' });
        return user(member[0], member[1]);
      });
      app.all('/api/gaming/ls22/*', async (request, reply) => {
        const url = decodeURIComponent(request.url);
        const [path = '', search = ''] = url.split('?');
        const entry: Seen = {
          method: request.method,
          url,
          authorization: request.headers.authorization,
          language: request.headers['accept-language'],
          ...(request.body === undefined ? {} : { body: request.body }),
        };
        seen.push(entry);
        const [status, json] = answer(entry, path, new URLSearchParams(search));
        return reply.code(status).type('application/json').send(JSON.stringify(json));
      });
    },
  });
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: backend.url },
    realtime: {
      key: KEY,
      cluster: null,
      host: '127.0.0.1',
      port: backend.port,
      scheme: 'http',
      idleDisconnectMs: 0,
    },
    // The Pusher channels counted here are the subscriptions' own, none the identity cache's.
    identityCacheSeconds: 0,
  });
});

beforeEach(() => {
  seen = [];
  serverChanges = {};
  statsRefused = false;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await waitFor(() => gateway.relay.stats().channels.length === 0, 'every subscription to end');
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

const as = (token: string, query: string, variables?: Record<string, unknown>, language = 'en') =>
  gql(gateway.url, query, { token, language, variables });
const calls = () => seen.map((s) => `${s.method} ${s.url}`);

const SERVER = `online state game version name mapName players { name isAdmin uptimeMinutes } slotsUsed slotsCapacity
  dayTime inGameDate { year month day } inGameTime latestBackupAt lastError mods { name title version author }
  vehicleCount fetchedAt polledAt`;

const MONEY_FIELDS = LS22_MONEY_COLUMNS.map(camelCase);

describe('LS22: the roles', () => {
  it('refuses a member without ADMIN or TOXIC_IDIOT before asking the backend, and a visitor', async () => {
    for (const query of [
      '{ ls22Server { online } }',
      '{ ls22Farms { id } }',
      '{ ls22FarmFinancials(farmId: "7") { day } }',
      '{ ls22Backups { items { id } } }',
    ]) {
      expect(codesOf(await as('user', query))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(gateway.url, query))).toEqual(['UNAUTHENTICATED']);
    }
    expect(seen).toEqual([]);
  });

  it('keeps setup, assignments and backups to ADMIN', async () => {
    for (const query of [
      '{ ls22Config { hasCode } }',
      '{ ls22AssignableMembers { id } }',
      'mutation { assignLs22FarmUser(farmId: "7", userId: "1") { id } }',
      'mutation { backupLs22Now { id } }',
      'mutation { saveLs22Config(input: { serverUrl: "http://x" }) { hasCode } }',
      'mutation { exportLs22Backup(id: "5") { id } }',
    ]) {
      expect(codesOf(await as('toxic', query))).toEqual(['FORBIDDEN']);
    }
    expect(seen).toEqual([]);
  });

  it('refuses the subscription to a member without the role, and joins no channel', async () => {
    const sub = wsSubscribe(
      wsClient(gateway.url, { authorization: 'Bearer user', language: 'en' }),
      'subscription { ls22ServerChanged { online } }',
    );
    const result = await sub.next('the refusal');
    expect(codesOf(result)).toEqual(['FORBIDDEN']);
    expect(backend.pusherStats().channels).toBe(0);
  });
});

describe('LS22: the server', () => {
  it('answers the server as last polled, as the caller, with every header field', async () => {
    const result = await as('toxic', `{ ls22Server { ${SERVER} } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.ls22Server).toEqual({
      online: true,
      state: 'ONLINE',
      game: 'Farming Simulator 22',
      version: '1.14.0.0',
      name: 'Toxic Farmers',
      mapName: 'Elmcreek',
      players: [
        { name: 'Hans', isAdmin: true, uptimeMinutes: 42 },
        { name: 'Grete', isAdmin: false, uptimeMinutes: 7 },
      ],
      slotsUsed: 2,
      slotsCapacity: 16,
      dayTime: 45_300_000,
      inGameDate: { year: 2, month: 3, day: 1 },
      inGameTime: '12:35',
      latestBackupAt: '2026-11-24T03:00:00.000Z',
      lastError: null,
      mods: [{ name: 'FS22_precisionFarming', title: 'Precision Farming', version: '1.0', author: 'GIANTS' }],
      vehicleCount: 1,
      fetchedAt: '2026-11-24T04:00:15.000Z',
      polledAt: '2026-11-24T04:00:15.000Z',
    });
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/gaming/ls22/dedicated-server-api/stats',
        authorization: 'Bearer toxic',
        language: 'en',
      },
    ]);
  });

  it('says why the server is offline, and counts no vehicles before the first good answer', async () => {
    serverChanges = {
      state: 'unreachable',
      online: false,
      version: null,
      players: [],
      vehicles: [],
      fetched_at: null,
      last_error: 'Server unreachable.',
    };
    const result = await as(
      'toxic',
      '{ ls22Server { online state version players { name } vehicleCount lastError } }',
    );
    expect(result.data!.ls22Server).toEqual({
      online: false,
      state: 'UNREACHABLE',
      version: null,
      players: [],
      vehicleCount: null,
      lastError: 'Server unreachable.',
    });
  });

  it('lists the server links with the savegame files by name', async () => {
    const result = await as(
      'toxic',
      '{ ls22ServerLinks { configured webInterface stats savegameFiles { name url } map } }',
    );
    expect(result.data!.ls22ServerLinks).toEqual({
      configured: true,
      webInterface: 'http://203.0.113.5:8080/',
      stats: 'http://203.0.113.5:8080/feed/dedicated-server-stats.xml?code=abc',
      savegameFiles: [
        {
          name: 'farms',
          url: 'http://203.0.113.5:8080/feed/dedicated-server-savegame.html?code=abc&file=farms',
        },
      ],
      map: null,
    });
  });

  it('answers the environment of the latest backup, and null before the first', async () => {
    const result = await as(
      'toxic',
      `{ ls22Environment { currentDay currentMonotonicDay daysPerPeriod dayTime inGameDate { year month day }
        weather { typeName season startDay startDayTime duration } backupId backupAt } }`,
    );
    expect(result.data!.ls22Environment).toEqual({
      currentDay: 45,
      currentMonotonicDay: 45,
      daysPerPeriod: 3,
      dayTime: '45300000.123',
      inGameDate: { year: 2, month: 3, day: 3 },
      weather: [{ typeName: 'SUN', season: 'SPRING', startDay: 45, startDayTime: 0, duration: 3600000 }],
      backupId: '5',
      backupAt: '2026-11-24T03:00:00.000Z',
    });
    expect((await as('admin', '{ ls22Environment { currentDay } }')).data).toEqual({ ls22Environment: null });
  });
});

describe('LS22: the subscription', () => {
  it('answers the server once live, then after every change, each read as the subscriber in their language', async () => {
    const sub = wsSubscribe(
      wsClient(gateway.url, { authorization: 'Bearer toxic', language: 'de' }),
      'subscription { ls22ServerChanged { online state lastError players { name } } }',
    );
    clients.push({ dispose: () => sub.stop() });
    expect((await sub.next('the current state')).data).toEqual({
      ls22ServerChanged: {
        online: true,
        state: 'ONLINE',
        lastError: null,
        players: [{ name: 'Hans' }, { name: 'Grete' }],
      },
    });
    await waitFor(
      () => gateway.relay.stats().channels.some((c) => c.name === ls22ServerChannel() && c.subscribed),
      'the public channel to be live',
    );
    serverChanges = { state: 'unreachable', online: false, players: [], last_error: 'Server unreachable.' };
    await backend.trigger(ls22ServerChannel(), events.ls22ServerChanged.name, changed('unreachable'));
    expect((await sub.next('the change')).data).toEqual({
      ls22ServerChanged: {
        online: false,
        state: 'UNREACHABLE',
        lastError: 'Server nicht erreichbar.',
        players: [],
      },
    });
    // Another event name on the channel is not a change.
    await backend.trigger(ls22ServerChannel(), 'something else', changed('unreachable'));
    serverChanges = {};
    await backend.trigger(ls22ServerChannel(), events.ls22ServerChanged.name, changed('online'));
    expect((await sub.next('the server back')).data).toMatchObject({ ls22ServerChanged: { online: true } });
    expect(sub.buffered).toEqual([]);
    expect(seen.map((s) => [s.url, s.authorization, s.language])).toEqual(
      Array(3).fill(['/api/gaming/ls22/dedicated-server-api/stats', 'Bearer toxic', 'de']),
    );
    sub.stop();
  });
});

describe('LS22: the subscription ends', () => {
  it('with the error when a change can no longer be read as the subscriber, leaving the channel', async () => {
    const sub = wsSubscribe(
      wsClient(gateway.url, { authorization: 'Bearer toxic', language: 'en' }),
      'subscription { ls22ServerChanged { online } }',
    );
    clients.push({ dispose: () => sub.stop() });
    await sub.next('the current state');
    await waitFor(
      () => gateway.relay.stats().channels.some((c) => c.name === ls22ServerChannel() && c.subscribed),
      'the public channel to be live',
    );
    statsRefused = true;
    await backend.trigger(ls22ServerChannel(), events.ls22ServerChanged.name, changed('online'));
    expect(codesOf(await sub.ended)).toEqual(['UNAUTHENTICATED']);
    await waitFor(() => gateway.relay.stats().channels.length === 0, 'the channel left');
  });
});

describe('LS22: farms and their financials', () => {
  it('lists the farms, the member’s own first and marked, amounts as the game wrote them', async () => {
    const result = await as(
      'toxic',
      `{ ls22Farms { id farmId name money loan color mine updatedAt members { id name }
        players { name isFarmManager uniqueUserId lastConnected } } }`,
    );
    expect(result.errors).toBeUndefined();
    const farms = result.data!.ls22Farms as Array<Record<string, unknown>>;
    expect(farms.map((f) => [f.id, f.mine, f.members])).toEqual([
      ['7', true, [{ id: '1', name: 'Member 1' }]],
      ['1', false, []],
    ]);
    expect(farms[0]).toMatchObject({
      farmId: 7,
      name: 'Farm 7',
      money: '1234567.891234',
      loan: '0.000000',
      color: 3,
      players: [
        { name: 'Hans', isFarmManager: true, uniqueUserId: 'abc', lastConnected: '2026-11-23 21:00' },
        { name: null, isFarmManager: false, uniqueUserId: null, lastConnected: null },
      ],
    });
  });

  it('answers one farm by the portal id once per operation, and null for an unknown one', async () => {
    const result = await as(
      'toxic',
      '{ a: ls22Farm(id: "7") { id name } b: ls22Farm(id: "7") { money } c: ls22Farm(id: "8") { id } }',
    );
    expect(result.data).toEqual({ a: { id: '7', name: 'Farm 7' }, b: { money: '1234567.891234' }, c: null });
    expect(calls().sort()).toEqual(['GET /api/gaming/ls22/farm/7', 'GET /api/gaming/ls22/farm/8']);
  });

  it('answers every money column of the spec exactly as the game wrote it, with the extra columns as JSON', async () => {
    const result = await as(
      'toxic',
      `{ ls22FarmFinancials(farmId: "7", fromDay: 40, toDay: 41) { day ${MONEY_FIELDS.join(' ')} extra } }`,
    );
    expect(result.errors).toBeUndefined();
    const rows = result.data!.ls22FarmFinancials as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.day)).toEqual([40, 41]);
    expect(rows[0]).toMatchObject({
      harvestIncome: '12345678901234.567891',
      soldMilk: '-0.000001',
      purchaseWater: null,
      productionDeliveryCosts: '0',
    });
    expect(JSON.parse(rows[0]!.extra as string)).toEqual({ newFancyIncome: '17.250000' });
    expect(calls()).toEqual(['GET /api/gaming/ls22/farm/7/financials?from_day=40&to_day=41']);
  });

  it('has exactly the contract’s money columns on a row (besides day and extra)', async () => {
    const result = await as('toxic', '{ __type(name: "Ls22FinancialRow") { fields { name } } }');
    const names = (result.data!.__type as { fields: Array<{ name: string }> }).fields.map((f) => f.name);
    expect(names.sort()).toEqual(['day', 'extra', ...MONEY_FIELDS].sort());
  });

  it('asks for the whole history without days, and names a 422 by the GraphQL argument', async () => {
    await as('toxic', '{ ls22FarmFinancials(farmId: "7") { day } }');
    expect(calls()).toEqual(['GET /api/gaming/ls22/farm/7/financials']);
    const result = await as(
      'toxic',
      '{ ls22FarmFinancials(farmId: "7", fromDay: -1) { day } }',
      undefined,
      'de',
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({ fromDay: ['Keine ganze Zahl.'] });
  });

  it('links a member to a farm (admin) and unlinks with a null member', async () => {
    const linked = await as(
      'admin',
      'mutation { assignLs22FarmUser(farmId: "7", userId: "1") { id members { id } } }',
    );
    expect(linked.data).toEqual({ assignLs22FarmUser: { id: '7', members: [{ id: '1' }] } });
    const unlinked = await as('admin', 'mutation { assignLs22FarmUser(farmId: "7") { members { id } } }');
    expect(unlinked.data).toEqual({ assignLs22FarmUser: { members: [] } });
    expect(seen.map((s) => s.body)).toEqual([
      { farm_id: '7', user_id: '1' },
      { farm_id: '7', user_id: null },
    ]);
    const unknown = await as('admin', 'mutation { assignLs22FarmUser(farmId: "99", userId: "1") { id } }');
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });

  it('lists the members an admin may link, ids as strings, as the admin', async () => {
    const listed = await as('admin', '{ ls22AssignableMembers { id name email } }');
    expect(listed.data).toEqual({
      ls22AssignableMembers: [
        { id: '3', name: 'Anna Admin', email: 'anna@example.com' },
        { id: '9', name: 'Toxic Idiot', email: 'toxic@example.com' },
      ],
    });
    expect(seen.map((s) => [s.method, s.url, s.authorization])).toEqual([
      ['GET', '/api/gaming/ls22/farm/assignable-users', 'Bearer admin'],
    ]);
  });
});

describe('LS22: backups and setup', () => {
  it('pages the backups with each file’s state', async () => {
    const result = await as(
      'toxic',
      `{ ls22Backups(page: 1, perPage: 2) {
        items { id takenAt trigger monotonicDay sizeBytes files { name state sizeBytes error } }
        pageInfo { currentPage lastPage perPage total } } }`,
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.ls22Backups as { items: Array<Record<string, unknown>>; pageInfo: unknown };
    expect(page.pageInfo).toEqual({ currentPage: 1, lastPage: 3, perPage: 2, total: 6 });
    expect(page.items.map((b) => [b.id, b.trigger, b.sizeBytes])).toEqual([
      ['5', 'MANUAL', 5500],
      ['4', 'SCHEDULE', 5500],
    ]);
    expect(page.items[0]!.files).toEqual([
      { name: 'environment', state: 'STORED', sizeBytes: 2000, error: null },
      { name: 'farms', state: 'STORED', sizeBytes: 3500, error: null },
      { name: 'vehicles', state: 'MISSING', sizeBytes: 0, error: 'Not offered by the server.' },
      { name: 'economy', state: 'UNREADABLE', sizeBytes: 0, error: 'Not XML.' },
    ]);
    expect(calls()).toEqual(['GET /api/gaming/ls22/savegame-backup?page=1&itemsPerPage=2']);
    seen = [];
    await as('toxic', '{ ls22Backups(orderBy: TAKEN_AT, direction: ASC) { items { id } } }');
    expect(calls()).toEqual(['GET /api/gaming/ls22/savegame-backup?order[taken_at]=asc']);
  });

  it('takes a backup now and sends one as a ZIP to the admin’s downloads inbox', async () => {
    const now = await as('admin', 'mutation { backupLs22Now { id trigger } }');
    expect(now.data).toEqual({ backupLs22Now: { id: '6', trigger: 'MANUAL' } });
    const zip = await as('admin', 'mutation { exportLs22Backup(id: "5") { id filename sizeBytes url } }');
    expect(zip.errors).toBeUndefined();
    expect(zip.data!.exportLs22Backup).toMatchObject({
      id: '9',
      filename: 'ls22-backup-5.zip',
      sizeBytes: 5500,
    });
    expect(calls()).toEqual([
      'POST /api/gaming/ls22/savegame-backup',
      'POST /api/gaming/ls22/savegame-backup/5/download',
    ]);
  });

  it('shows the setup without the code, saves a code only when given, and names a 422 by the input field', async () => {
    expect((await as('admin', '{ ls22Config { serverUrl hasCode source updatedAt } }')).data).toEqual({
      ls22Config: { serverUrl: null, hasCode: false, source: 'ENVIRONMENT', updatedAt: null },
    });
    const saved = await as(
      'admin',
      'mutation { saveLs22Config(input: { serverUrl: "http://203.0.113.5:8080", code: "s3cret" }) { serverUrl hasCode source } }',
    );
    expect(saved.data).toEqual({
      saveLs22Config: { serverUrl: 'http://203.0.113.5:8080', hasCode: true, source: 'PORTAL' },
    });
    await as('admin', 'mutation { saveLs22Config(input: { serverUrl: null }) { hasCode } }');
    expect(seen.slice(1).map((s) => s.body)).toEqual([
      { server_url: 'http://203.0.113.5:8080', code: 's3cret' },
      { server_url: null },
    ]);
    const bad = await as(
      'admin',
      'mutation { saveLs22Config(input: { serverUrl: "ftp://x" }) { hasCode } }',
      undefined,
      'de',
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0]!.extensions!.fieldErrors).toEqual({ serverUrl: ['Keine gültige URL.'] });
  });
});
