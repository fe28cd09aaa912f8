import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, memberChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor, within } from '../../test/async.js';
import { codesOf, gql, wsClient, wsSubscribe } from '../../test/graphql.js';
import { KEY, startStubRealtimeBackend, type StubRealtimeBackend } from '../../test/pusher.js';

/**
 * IPTV for members against a recording stand-in backend (with the real embedded Pusher-protocol server): what each
 * GraphQL field asks the backend and how the answer is shaped, the roles, 422 translations, the 'channel moved'
 * subscription and the public playlist route. The real backend's behaviour is its own tests' (and the end-to-end
 * tests').
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  forwardedFor?: string;
  body?: unknown;
}

/** token → member id and roles. */
const MEMBERS: Record<string, { id: number; roles: string[] }> = {
  iptv: { id: 1, roles: ['IPTV'] },
  user: { id: 2, roles: ['USER'] },
  admin: { id: 3, roles: ['ADMIN'] },
};
/** The lists of member 1; nobody else has any. */
const OWN_LISTS = new Set(['5', '6']);
const GOOD_TOKEN = 'A'.repeat(43);
const SLOW_TOKEN = 'B'.repeat(43);
const ROTATED_TOKEN = 'C'.repeat(43);
const PLAYLIST = '#EXTM3U\n#EXTINF:-1 tvg-id="a.de" group-title="News",A\nhttp://s.example/u/p/1.ts\n';
const EPG_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n  <channel id="a.de">\n    <display-name>A</display-name>\n' +
  '  </channel>\n</tv>\n';
const epgImport = {
  id: 31,
  provider_id: 4,
  state: 'QUEUED',
  url: 'http://epg.example/guide.xml.gz',
  current: 0,
  programme_count: null,
  channel_count: null,
  matched_count: null,
  skipped: [],
  truncated: false,
  error_code: null,
  error: null,
  started_at: null,
  finished_at: null,
  created_at: '2026-01-03T00:00:00.000Z',
};

const member = (id: number, roles: string[]) => ({
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

let linkUrl: string | null = null;

const list = (id: string, name = `List ${id}`) => ({
  id: Number(id),
  name,
  stats: { channel_count: 3, categorie_count: 2 },
  used_providers: [
    {
      id: 4,
      name: 'Prov',
      frontend_url: 'https://prov.example',
      user_has_valid_settings: id === '5',
      missing_fields: id === '5' ? [] : ['password'],
    },
  ],
  ip_tv_personal_download_link_url: id === '5' ? linkUrl : null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
});

const row = {
  id: 70,
  order: 1,
  group_title: 'default',
  channel_id: 900,
  name: 'Das Erste',
  tvg_id: 'daserste.de',
  logo: null,
  link: 'http://s.example/{username}/{password}/1.ts',
  provider_group_title: 'DE | Vollprogramm',
  ip_tv_provider: { id: 4, name: 'Prov' },
};

/** A 422 as the portal backend sends it: the errors, and the same in every language. */
const invalid = (errors: Record<string, [string, string]>) => ({
  message: Object.values(errors)[0]![1],
  errors: Object.fromEntries(Object.entries(errors).map(([key, [, en]]) => [key, [en]])),
  translations: {
    de: {
      message: Object.values(errors)[0]![0],
      errors: Object.fromEntries(Object.entries(errors).map(([key, [de]]) => [key, [de]])),
    },
    en: {
      message: Object.values(errors)[0]![1],
      errors: Object.fromEntries(Object.entries(errors).map(([key, [, en]]) => [key, [en]])),
    },
  },
});

type Answer = [status: number, json: unknown];

/** The stand-in's /api/iptv routes for member 1 (`rest` is the path below /api/iptv). */
function answer(method: string, rest: string, body: Record<string, unknown> | undefined): Answer {
  const key = `${method} ${rest}`;
  const own = /^\/list\/(\d+)(\/.*)?$/.exec(rest);
  if (own && !OWN_LISTS.has(own[1]!)) return [404, { message: 'No query results.' }];
  switch (key) {
    case 'GET /list':
      return [200, [list('5'), list('6')]];
    case 'POST /list':
      return [201, list('7', String(body?.name))];
    case 'GET /list/5':
    case 'GET /list/6':
      return [200, list(own![1]!)];
    case 'PUT /list/5':
      return [200, list('5', String(body?.name))];
    case 'DELETE /list/5':
      return [200, { message: 'Deleted.' }];
    case 'GET /list/5/user-iptv-channel':
      return [200, { data: [row], current_page: 2, last_page: 3, per_page: 1, total: 3 }];
    case 'PUT /list/5/user-iptv-channel/add-channels':
      return [200, { count: 2 }];
    case 'PUT /list/5/user-iptv-channel/70/move-row':
    case 'PUT /list/5/user-iptv-channel/move-group':
      return [200, { message: 'Moved.' }];
    case 'PUT /list/5/user-iptv-channel/move-rows':
      return [200, { count: 2 }];
    case 'PUT /list/5/user-iptv-channel/move-row-to':
      return Number(body?.to) > 3
        ? [422, invalid({ to: ['Position nicht zulässig', 'invalid position'] })]
        : [200, { message: 'Moved.' }];
    case 'PUT /list/5/user-iptv-channel/copy-to-group':
      return [200, { count: '2' }]; // a numeric string, as some Laravel drivers send
    case 'PUT /list/5/user-iptv-channel/move-to-group':
      return [
        422,
        invalid({
          'rows.1': ['Ungültige Zeile.', 'Invalid row.'],
          toGroup: ['Zu lang.', 'Too long.'],
        }),
      ];
    case 'PUT /list/5/user-iptv-channel/remove-from-group':
      return [200, { count: 1 }];
    case 'GET /list/5/user-iptv-channel/get-channel-groups':
      return [200, ['default', 'News']];
    case 'GET /list/5/epg':
      return [
        200,
        [
          {
            list_channel_id: 70,
            name: 'Das Erste',
            programmes: [
              {
                start: '2026-01-03T19:00:00.000Z',
                stop: '2026-01-03T19:15:00.000Z',
                title: 'Tagesschau',
                subtitle: null,
                description: 'Nachrichten',
                category: 'News',
              },
            ],
          },
          { list_channel_id: 71, name: 'ZDF', programmes: [] },
        ],
      ];
    case 'GET /list/5/user-iptv-channel/provider-groups':
      return [200, ['DE | Vollprogramm', 'UK']];
    case 'POST /personal-download-link':
      if (String(body?.iptv_list_id) !== '5') {
        return [
          422,
          invalid({
            iptv_list_id: ['IpTV Provider Konfiguration ungültig', 'IpTV Provider configuration invalid'],
          }),
        ];
      }
      linkUrl = `http://127.0.0.1:4000/iptv/${GOOD_TOKEN}/playlist.m3u`;
      return [200, { iptv_list_id: 5, url: linkUrl }];
    case 'GET /provider':
      return [
        200,
        [
          {
            id: 4,
            name: 'Prov',
            frontend_url: 'https://prov.example',
            required_fields: ['username', 'password'],
            user_has_valid_settings: true,
          },
        ],
      ];
    case 'GET /provider/4/settings':
      return [
        200,
        {
          id: null,
          ip_tv_provider_id: 4,
          username: null,
          password_set: false,
          extra: null,
          updated_at: null,
        },
      ];
    case 'POST /provider/4/settings':
      return [
        200,
        {
          id: 12,
          ip_tv_provider_id: 4,
          username: body?.username ?? 'kept',
          password_set: body?.password !== null,
          extra: body?.extra ?? null,
          updated_at: '2026-01-03T00:00:00.000Z',
        },
      ];
    default:
      return [404, { message: `no stub for ${key}` }];
  }
}

let backend: StubRealtimeBackend;
let gateway: RunningGateway;
let webDist: string;
let seen: Seen[] = [];
/** The slow playlist: the test decides when the rest comes, and sees when the request goes away. */
let slow: { response: ServerResponse; closed: Promise<void> } | undefined;
let slowArrived: (() => void) | undefined;
const clients: Array<{ dispose(): void | Promise<void> }> = [];

const iptvCalls = () => seen.filter((s) => s.url.startsWith('/api/iptv') || s.url.startsWith('/api/cp/iptv'));

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-iptv-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  const tokens = Object.fromEntries(Object.entries(MEMBERS).map(([token, m]) => [token, m.id]));
  backend = await startStubRealtimeBackend({
    members: tokens,
    routes: (app) => {
      app.get('/api/user', async (request, reply) => {
        const found = MEMBERS[request.headers.authorization?.replace('Bearer ', '') ?? ''];
        if (!found) return reply.code(401).send({ message: 'Unauthenticated.' });
        return member(found.id, found.roles);
      });
      app.get<{ Params: { token: string } }>(
        '/api/iptv/personal/:token/playlist.m3u',
        async (request, reply) => {
          seen.push({
            method: 'GET',
            url: request.url,
            authorization: request.headers.authorization,
            forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
          });
          const { token } = request.params;
          if (token === GOOD_TOKEN) {
            return reply
              .header('content-type', 'audio/x-mpegurl; charset=utf-8')
              .header('x-internal', 'not for players')
              .send(PLAYLIST);
          }
          if (token === SLOW_TOKEN) {
            reply.hijack();
            const response = reply.raw;
            response.writeHead(200, { 'content-type': 'audio/x-mpegurl; charset=utf-8' });
            response.write(`#EXTM3U\n${'#EXTINF:-1,X\nhttp://s.example/x.ts\n'.repeat(2000)}`);
            slow = { response, closed: once(response, 'close').then(() => undefined) };
            slowArrived?.();
            return reply;
          }
          return reply.code(404).send({ message: 'Not found.' });
        },
      );
      app.get<{ Params: { token: string } }>('/api/iptv/personal/:token/epg.xml', async (request, reply) => {
        seen.push({ method: 'GET', url: request.url, authorization: request.headers.authorization });
        if (request.params.token !== GOOD_TOKEN) return reply.code(404).send({ message: 'Not found.' });
        return reply.header('content-type', 'application/xml; charset=utf-8').send(EPG_XML);
      });
      app.post('/api/cp/iptv-provider/4/refresh-epg', async (request, reply) => {
        seen.push({ method: 'POST', url: request.url, authorization: request.headers.authorization });
        return reply.code(202).send(epgImport);
      });
      app.all('/api/iptv/*', async (request, reply) => {
        const url = decodeURIComponent(request.url);
        seen.push({
          method: request.method,
          url,
          authorization: request.headers.authorization,
          body: request.body,
        });
        const found = MEMBERS[request.headers.authorization?.replace('Bearer ', '') ?? ''];
        if (!found) return reply.code(401).send({ message: 'Unauthenticated.' });
        const rest = url.split('?')[0]!.slice('/api/iptv'.length);
        // Member 1's lists only: anybody else has none.
        if (found.id !== 1 && rest.startsWith('/list/'))
          return reply.code(404).send({ message: 'No query results.' });
        const [status, json] = answer(request.method, rest, request.body as Record<string, unknown>);
        return reply.code(status).send(json);
      });
    },
  });
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: backend.url },
    webDist,
    trustProxy: ['loopback'],
    realtime: {
      key: KEY,
      cluster: null,
      host: '127.0.0.1',
      port: backend.port,
      scheme: 'http',
      idleDisconnectMs: 0,
    },
  });
});

beforeEach(() => {
  seen = [];
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await waitFor(() => gateway.relay.stats().channels.length === 0, 'every subscription to end');
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const LIST_FIELDS = `id name stats { channelCount categoryCount }
  usedProviders { id name frontendUrl userHasValidSettings missingFields } personalDownloadLinkUrl createdAt updatedAt`;

const asMember = (query: string, variables?: Record<string, unknown>) =>
  gql(gateway.url, query, { token: 'iptv', language: 'en', variables });

const calls = () => iptvCalls().map((s) => `${s.method} ${s.url}`);

describe('iptv lists: queries', () => {
  it('maps the lists, one list and an unknown or foreign one (null)', async () => {
    const all = await asMember(`{ iptvLists { ${LIST_FIELDS} } }`);
    expect(all.errors).toBeUndefined();
    expect(all.data!.iptvLists).toEqual([
      {
        id: '5',
        name: 'List 5',
        stats: { channelCount: 3, categoryCount: 2 },
        usedProviders: [
          {
            id: '4',
            name: 'Prov',
            frontendUrl: 'https://prov.example',
            userHasValidSettings: true,
            missingFields: [],
          },
        ],
        personalDownloadLinkUrl: linkUrl,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
      expect.objectContaining({
        id: '6',
        name: 'List 6',
        usedProviders: [
          expect.objectContaining({ userHasValidSettings: false, missingFields: ['PASSWORD'] }),
        ],
      }),
    ]);
    const one = await asMember('{ a: iptvList(id: 6) { id name } b: iptvList(id: 99) { id } }');
    expect(one).toMatchObject({ data: { a: { id: '6', name: 'List 6' }, b: null } });
    const foreign = await gql(gateway.url, '{ iptvList(id: 5) { id } }', { token: 'admin' });
    expect(foreign.data).toEqual({ iptvList: null });
  });

  it('pages, sorts and filters the rows in one call and maps them', async () => {
    const result = await asMember(
      `query($filter: IptvListChannelFilter) {
        iptvList(id: 5) {
          channels(page: 2, perPage: 1, orderBy: NAME, direction: DESC, filter: $filter) {
            items { id order name groupTitle link tvgId logo provider { id name } providerGroupTitle }
            pageInfo { currentPage lastPage perPage total }
          }
        }
      }`,
      { filter: { search: 'erste', group: 'News', providerGroup: 'DE | Vollprogramm' } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      iptvList: {
        channels: {
          items: [
            {
              id: '70',
              order: 1,
              name: 'Das Erste',
              groupTitle: 'default',
              link: 'http://s.example/{username}/{password}/1.ts',
              tvgId: 'daserste.de',
              logo: null,
              provider: { id: '4', name: 'Prov' },
              providerGroupTitle: 'DE | Vollprogramm',
            },
          ],
          pageInfo: { currentPage: 2, lastPage: 3, perPage: 1, total: 3 },
        },
      },
    });
    expect(calls()).toEqual([
      'GET /api/iptv/list/5',
      'GET /api/iptv/list/5/user-iptv-channel?page=2&itemsPerPage=1&order[name]=desc' +
        '&filter[search]=erste&filter[group]=News&filter[provider_group]=DE+|+Vollprogramm',
    ]);

    const badOrder = await asMember('{ iptvList(id: 5) { channels(orderBy: LINK) { pageInfo { total } } } }');
    expect(codesOf(badOrder)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(badOrder.errors![0]!.message).toContain('"LINK" does not exist in "IptvListChannelOrderField"');
  });

  it('answers the groups, the provider groups, the providers and the settings', async () => {
    const result = await asMember(`{
      iptvList(id: 5) { groups providerGroups }
      iptvMemberProviders { id name frontendUrl requiredFields userHasValidSettings }
      iptvProviderSettings(providerId: 4) { id providerId username passwordSet extra }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      iptvList: { groups: ['default', 'News'], providerGroups: ['DE | Vollprogramm', 'UK'] },
      iptvMemberProviders: [
        {
          id: '4',
          name: 'Prov',
          frontendUrl: 'https://prov.example',
          requiredFields: ['USERNAME', 'PASSWORD'],
          userHasValidSettings: true,
        },
      ],
      iptvProviderSettings: { id: null, providerId: '4', username: null, passwordSet: false, extra: null },
    });
  });

  it("keeps the root reads of a list's parts for scripts: they answer as the list's fields do", async () => {
    const result = await asMember(`{
      iptvListGroups(listId: 5)
      iptvListProviderGroups(listId: 5)
      iptvListChannels(listId: 5, orderBy: NAME, direction: DESC) { pageInfo { total } }
      iptvList(id: 5) { groups providerGroups channels(orderBy: NAME, direction: DESC) { pageInfo { total } } }
    }`);
    expect(result.errors).toBeUndefined();
    const data = result.data as Record<string, unknown> & { iptvList: Record<string, unknown> };
    expect(data.iptvListGroups).toEqual(['default', 'News']);
    expect(data.iptvListGroups).toEqual(data.iptvList.groups);
    expect(data.iptvListProviderGroups).toEqual(data.iptvList.providerGroups);
    expect(data.iptvListChannels).toEqual(data.iptvList.channels);
  });

  it('keeps every field to ADMIN and IPTV: a plain member gets FORBIDDEN, the backend is not asked', async () => {
    for (const query of [
      '{ iptvLists { id } }',
      '{ iptvList(id: 5) { id } }',
      '{ iptvListChannels(listId: 5) { pageInfo { total } } }',
      '{ iptvListGroups(listId: 5) }',
      '{ iptvListProviderGroups(listId: 5) }',
      '{ iptvList(id: 5) { groups providerGroups channels { pageInfo { total } } } }',
      '{ iptvMemberProviders { id } }',
      '{ iptvProviderSettings(providerId: 4) { passwordSet } }',
      'mutation { createIptvList(name: "x") { id } }',
      'mutation { renameIptvList(id: 5, name: "x") { id } }',
      'mutation { deleteIptvList(id: 5) }',
      'mutation { addIptvChannels(listId: 5, channelIds: [1]) }',
      'mutation { moveIptvListChannel(listId: 5, id: 70, direction: UP) { id } }',
      'mutation { moveIptvListChannelTo(listId: 5, from: 1, to: 2) { id } }',
      'mutation { moveIptvListGroup(listId: 5, group: "News", to: 1) { id } }',
      'mutation { copyIptvListChannelsToGroup(listId: 5, ids: [70], group: "x") }',
      'mutation { moveIptvListChannelsToGroup(listId: 5, ids: [70], group: "x") }',
      'mutation { removeIptvListChannelsFromGroup(listId: 5, ids: [70]) }',
      'mutation { createIptvPersonalDownloadLink(listId: 5) { id } }',
      'mutation { saveIptvProviderSettings(providerId: 4, input: { username: "u" }) { id } }',
    ]) {
      expect(codesOf(await gql(gateway.url, query, { token: 'user' })), query).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(gateway.url, query)), query).toEqual(['UNAUTHENTICATED']);
    }
    expect(iptvCalls()).toEqual([]);
    // Admins pass the gateway; the backend keeps them out of other members' lists.
    const admin = await gql(gateway.url, '{ iptvLists { id } }', { token: 'admin' });
    expect(admin.errors).toBeUndefined();
  });
});

describe('iptv lists: mutations', () => {
  it('creates, renames and deletes a list', async () => {
    const result = await asMember(`mutation {
      createIptvList(name: "Sport") { id name stats { channelCount } }
      renameIptvList(id: 5, name: "Renamed") { id name }
      deleteIptvList(id: 5)
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createIptvList: { id: '7', name: 'Sport', stats: { channelCount: 3 } },
      renameIptvList: { id: '5', name: 'Renamed' },
      deleteIptvList: true,
    });
    expect(iptvCalls().map((s) => [s.method, s.url, s.body, s.authorization])).toEqual([
      ['POST', '/api/iptv/list', { name: 'Sport' }, 'Bearer iptv'],
      ['PUT', '/api/iptv/list/5', { name: 'Renamed' }, 'Bearer iptv'],
      ['DELETE', '/api/iptv/list/5', undefined, 'Bearer iptv'],
    ]);
  });

  it('adds catalogue channels and answers the counts of the bulk operations', async () => {
    const result = await asMember(`mutation {
      add: addIptvChannels(listId: 5, channelIds: [900, 901], group: "News")
      addDefault: addIptvChannels(listId: 5, channelIds: [902])
      copy: copyIptvListChannelsToGroup(listId: 5, ids: [70, 71], group: "Fav")
      remove: removeIptvListChannelsFromGroup(listId: 5, ids: [70])
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ add: 2, addDefault: 2, copy: 2, remove: 1 });
    expect(iptvCalls().map((s) => [s.method, s.url, s.body])).toEqual([
      ['PUT', '/api/iptv/list/5/user-iptv-channel/add-channels', { channels: ['900', '901'], group: 'News' }],
      ['PUT', '/api/iptv/list/5/user-iptv-channel/add-channels', { channels: ['902'] }],
      ['PUT', '/api/iptv/list/5/user-iptv-channel/copy-to-group', { rows: ['70', '71'], toGroup: 'Fav' }],
      ['PUT', '/api/iptv/list/5/user-iptv-channel/remove-from-group', { rows: ['70'] }],
    ]);
  });

  it('moves rows and groups', async () => {
    const result = await asMember(`mutation {
      up: moveIptvListChannel(listId: 5, id: 70, direction: UP) { id }
      down: moveIptvListChannel(listId: 5, id: 70, direction: DOWN) { id }
      to: moveIptvListChannelTo(listId: 5, from: 3, to: 1, group: "News") { id }
      toDefault: moveIptvListChannelTo(listId: 5, from: 2, to: 1) { id }
      group: moveIptvListGroup(listId: 5, group: "News", to: 1) { id }
    }`);
    expect(result.errors).toBeUndefined();
    const list = { id: '5' };
    expect(result.data).toEqual({ up: list, down: list, to: list, toDefault: list, group: list });
    const read = ['GET', '/api/iptv/list/5', undefined];
    expect(iptvCalls().map((s) => [s.method, s.url, s.body])).toEqual([
      ['PUT', '/api/iptv/list/5/user-iptv-channel/70/move-row', { direction: 'up' }],
      read,
      ['PUT', '/api/iptv/list/5/user-iptv-channel/70/move-row', { direction: 'down' }],
      read,
      ['PUT', '/api/iptv/list/5/user-iptv-channel/move-row-to', { from: 3, to: 1, group: 'News' }],
      read,
      ['PUT', '/api/iptv/list/5/user-iptv-channel/move-row-to', { from: 2, to: 1 }],
      read,
      ['PUT', '/api/iptv/list/5/user-iptv-channel/move-group', { group: 'News', to: 1 }],
      read,
    ]);
  });

  it('moves checked rows as a block and answers the list as the client shows it, its rows read after the move', async () => {
    const result = await asMember(`mutation {
      moveIptvListChannels(listId: 5, ids: [70, 71], direction: UP) {
        id
        name
        groups
        channels(perPage: 1, filter: { group: "default" }) { items { id order } pageInfo { total } }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.moveIptvListChannels).toEqual({
      id: '5',
      name: expect.any(String),
      groups: ['default', 'News'],
      channels: { items: [{ id: '70', order: 1 }], pageInfo: { total: 3 } },
    });
    expect(calls()).toEqual([
      'PUT /api/iptv/list/5/user-iptv-channel/move-rows',
      'GET /api/iptv/list/5',
      'GET /api/iptv/list/5/user-iptv-channel/get-channel-groups',
      'GET /api/iptv/list/5/user-iptv-channel?itemsPerPage=1&filter[group]=default',
    ]);
  });

  it('passes 422s on with the GraphQL argument names and their translations', async () => {
    const outOfBounds = await asMember(
      'mutation { moveIptvListChannelTo(listId: 5, from: 1, to: 9) { id } }',
    );
    expect(outOfBounds.errors).toEqual([
      expect.objectContaining({
        message: 'invalid position',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { to: ['invalid position'] },
          translations: {
            de: { message: 'Position nicht zulässig', fieldErrors: { to: ['Position nicht zulässig'] } },
            en: { message: 'invalid position', fieldErrors: { to: ['invalid position'] } },
          },
        },
      }),
    ]);
    const rows = await asMember(
      'mutation { moveIptvListChannelsToGroup(listId: 5, ids: [70, 0], group: "x") }',
    );
    expect(codesOf(rows)).toEqual(['BAD_USER_INPUT']);
    expect(rows.errors![0]!.extensions!.fieldErrors).toEqual({
      'ids.1': ['Invalid row.'],
      group: ['Too long.'],
    });
    expect((rows.errors![0]!.extensions!.translations as Record<string, unknown>).de).toEqual({
      message: 'Ungültige Zeile.',
      fieldErrors: { 'ids.1': ['Ungültige Zeile.'], group: ['Zu lang.'] },
    });

    const invalidSettings = await asMember('mutation { createIptvPersonalDownloadLink(listId: 6) { id } }');
    expect(codesOf(invalidSettings)).toEqual(['BAD_USER_INPUT']);
    expect(invalidSettings.errors![0]!.message).toBe('IpTV Provider configuration invalid');
    expect(invalidSettings.errors![0]!.extensions!.fieldErrors).toEqual({
      listId: ['IpTV Provider configuration invalid'],
    });
  });

  it('creates the personal link and answers the list that carries it', async () => {
    const result = await asMember(
      'mutation { createIptvPersonalDownloadLink(listId: 5) { id personalDownloadLinkUrl } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createIptvPersonalDownloadLink).toEqual({
      id: '5',
      personalDownloadLinkUrl: `http://127.0.0.1:4000/iptv/${GOOD_TOKEN}/playlist.m3u`,
    });
    expect(iptvCalls().map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/iptv/personal-download-link', { iptv_list_id: '5' }],
      ['GET', '/api/iptv/list/5', undefined],
    ]);
  });

  it('answers the saved settings with their provider, whose validity the backend judges after the save', async () => {
    const result = await asMember(`mutation {
      saveIptvProviderSettings(providerId: 4, input: { username: "alice" }) {
        providerId
        provider { id userHasValidSettings }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      saveIptvProviderSettings: { providerId: '4', provider: { id: '4', userHasValidSettings: true } },
    });
    expect(calls()).toEqual(['POST /api/iptv/provider/4/settings', 'GET /api/iptv/provider']);
  });

  it('saves provider settings, sending only the given fields', async () => {
    const result = await asMember(`mutation {
      keep: saveIptvProviderSettings(providerId: 4, input: { username: "alice", password: "s3cret" }) {
        id providerId username passwordSet extra
      }
      clear: saveIptvProviderSettings(providerId: 4, input: { password: null, extra: "x" }) { passwordSet extra }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      keep: { id: '12', providerId: '4', username: 'alice', passwordSet: true, extra: null },
      clear: { passwordSet: false, extra: 'x' },
    });
    expect(iptvCalls().map((s) => s.body)).toEqual([
      { username: 'alice', password: 's3cret' },
      { password: null, extra: 'x' },
    ]);
  });
});

describe('the EPG', () => {
  const EPG = `query Epg($listId: ID!, $from: DateTime, $to: DateTime) {
    iptvEpg(listId: $listId, from: $from, to: $to) {
      listChannelId name programmes { start stop title subtitle description category }
    }
  }`;

  it("answers a list's channels with their programmes, passing the window on only when given", async () => {
    const result = await asMember(EPG, {
      listId: '5',
      from: '2026-01-03T18:00:00.000Z',
      to: '2026-01-03T22:00:00.000Z',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      iptvEpg: [
        {
          listChannelId: '70',
          name: 'Das Erste',
          programmes: [
            {
              start: '2026-01-03T19:00:00.000Z',
              stop: '2026-01-03T19:15:00.000Z',
              title: 'Tagesschau',
              subtitle: null,
              description: 'Nachrichten',
              category: 'News',
            },
          ],
        },
        { listChannelId: '71', name: 'ZDF', programmes: [] },
      ],
    });
    await asMember(EPG, { listId: '5' });
    expect(calls()).toEqual([
      'GET /api/iptv/list/5/epg?from=2026-01-03T18:00:00.000Z&to=2026-01-03T22:00:00.000Z',
      'GET /api/iptv/list/5/epg',
    ]);
    expect(codesOf(await asMember(EPG, { listId: '9' }))).toEqual(['NOT_FOUND']);
  });

  it('queues an EPG import for admins only', async () => {
    const REFRESH = `mutation { refreshIptvEpg(providerId: "4") {
      id providerId state url programmeCount channelCount matchedCount skipped { reason count } truncated error
      startedAt finishedAt
    } }`;
    const result = await gql(gateway.url, REFRESH, { token: 'admin', language: 'en' });
    expect(result.data).toEqual({
      refreshIptvEpg: {
        id: '31',
        providerId: '4',
        state: 'QUEUED',
        url: 'http://epg.example/guide.xml.gz',
        programmeCount: null,
        channelCount: null,
        matchedCount: null,
        skipped: [],
        truncated: false,
        error: null,
        startedAt: null,
        finishedAt: null,
      },
    });
    expect(codesOf(await asMember(REFRESH))).toEqual(['FORBIDDEN']);
    expect(calls()).toEqual(['POST /api/cp/iptv-provider/4/refresh-epg']);
  });
});

describe('GET /iptv/:token/epg.xml', () => {
  it('streams the XMLTV without login; a wrong token is a plain 404', async () => {
    const ok = await fetch(`${gateway.url}/iptv/${GOOD_TOKEN}/epg.xml`, {
      headers: { authorization: 'Bearer iptv', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await ok.text()).toBe(EPG_XML);
    const wrong = await fetch(`${gateway.url}/iptv/${ROTATED_TOKEN}/epg.xml`, {
      headers: { accept: 'text/html', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toBe('Not Found\n');
    expect(seen).toEqual([
      { method: 'GET', url: `/api/iptv/personal/${GOOD_TOKEN}/epg.xml`, authorization: undefined },
      { method: 'GET', url: `/api/iptv/personal/${ROTATED_TOKEN}/epg.xml`, authorization: undefined },
    ]);
  });
});

describe('iptvChannelMoved', () => {
  const SUBSCRIPTION = 'subscription($listId: ID!) { iptvChannelMoved(listId: $listId) }';

  const subscribe = (token: string, listId: string) => {
    const client = wsClient(gateway.url, { authorization: `Bearer ${token}`, language: 'en' });
    clients.push(client);
    return wsSubscribe(client, SUBSCRIPTION, { listId });
  };

  it('relays the member’s changes of that list only', async () => {
    const five = subscribe('iptv', '5');
    await waitFor(
      () => (gateway.relay.stats().channels.find((c) => c.name === memberChannel(1))?.subscribers ?? 0) === 1,
      'the subscription on the member’s channel',
    );
    // The ownership check ran as the member.
    await waitFor(() => iptvCalls().length === 1, 'the list check');
    expect(iptvCalls()[0]).toMatchObject({
      method: 'GET',
      url: '/api/iptv/list/5',
      authorization: 'Bearer iptv',
    });

    await backend.trigger(memberChannel(1), events.iptvChannelMoved.name, { list_id: 6 });
    await backend.trigger(memberChannel(1), 'UserDataUpdated', { list_id: 5 });
    await backend.trigger(memberChannel(1), events.iptvChannelMoved.name, { list_id: 5 });
    expect(await five.next('the change of list 5')).toEqual({ data: { iptvChannelMoved: '5' } });
    expect(five.buffered).toEqual([]);
  });

  it('refuses another member’s or an unknown list, and members without IPTV', async () => {
    const foreign = subscribe('admin', '5');
    expect(codesOf(await foreign.next('the refusal'))).toEqual(['NOT_FOUND']);
    const unknown = subscribe('iptv', '99');
    expect(codesOf(await unknown.next('the refusal'))).toEqual(['NOT_FOUND']);
    const plain = subscribe('user', '5');
    expect(codesOf(await plain.next('the refusal'))).toEqual(['FORBIDDEN']);
  });
});

describe('GET /iptv/:token/playlist.m3u', () => {
  let address = 0;
  /** Each test its own client address (the gateway trusts loopback's X-Forwarded-For), so limits do not mix. */
  const from = () => `203.0.113.${(address += 1)}`;
  const get = (token: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    fetch(`${gateway.url}/iptv/${token}/playlist.m3u`, { headers, signal });

  it('streams the playlist without login, with its type, even when the client asks for HTML', async () => {
    const client = from();
    const response = await get(GOOD_TOKEN, {
      accept: 'text/html,*/*',
      'x-forwarded-for': client,
      authorization: 'Bearer iptv',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/x-mpegurl; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(await response.text()).toBe(PLAYLIST);
    // No token travels, whatever the request sent; the client's address does.
    expect(seen).toEqual([
      {
        method: 'GET',
        url: `/api/iptv/personal/${GOOD_TOKEN}/playlist.m3u`,
        authorization: undefined,
        forwardedFor: client,
      },
    ]);
  });

  it('answers a wrong or rotated token with a plain 404, never the web app', async () => {
    const client = from();
    const rotated = await get(ROTATED_TOKEN, { accept: 'text/html', 'x-forwarded-for': client });
    expect(rotated.status).toBe(404);
    expect(rotated.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await rotated.text()).toBe('Not Found\n');
    // A token of the wrong shape is not even asked for.
    const malformed = await get('short', { accept: 'text/html', 'x-forwarded-for': client });
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toBe('Not Found\n');
    expect(seen.map((s) => s.url)).toEqual([`/api/iptv/personal/${ROTATED_TOKEN}/playlist.m3u`]);
  });

  it('passes bytes on as they arrive and ends the backend request when the player goes away', async () => {
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const abort = new AbortController();
    const response = await get(SLOW_TOKEN, { 'x-forwarded-for': from() }, abort.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    const decoder = new TextDecoder();
    // The first entries arrive while the backend has not finished: nothing waits for the whole playlist.
    while (!received.startsWith('#EXTM3U\n')) {
      received += decoder.decode((await within(reader.read(), 'the first bytes')).value);
    }
    await arrived;
    expect(slow!.response.writableEnded).toBe(false);
    abort.abort();
    await within(slow!.closed, 'the backend request to be closed');
  });

  it('limits requests per client address (429 with Retry-After), counting wrong tokens too', async () => {
    const client = from();
    const answers = await Promise.all(
      Array.from({ length: 61 }, () => get('short', { 'x-forwarded-for': client })),
    );
    const bodies = await Promise.all(answers.map((a) => a.text()));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = statuses.indexOf(429);
    expect(Number(answers[limited]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(bodies[limited]).toBe('Too Many Requests\n');
    // Another address is not affected.
    const other = await get(GOOD_TOKEN, { 'x-forwarded-for': from() });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(PLAYLIST);
  });
});
