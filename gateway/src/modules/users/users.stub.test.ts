import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { codesOf, gql } from '../../test/graphql.js';

/**
 * The users module against a recording stub backend: which REST calls one GraphQL operation makes (the hot path:
 * one call per `users` query, per-id de-duplication, nothing sent for refused input). Behaviour against the real
 * backend is in users.int.test.ts.
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
  body?: unknown;
}

const user = (id: number, roles: string[] = ['USER']) => ({
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

let seen: Seen[] = [];
let stub: Server;
let gateway: RunningGateway;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = request.url ?? '';
      seen.push({
        method: request.method ?? '',
        url: decodeURIComponent(url),
        authorization: request.headers.authorization,
        language: request.headers['accept-language'],
        body,
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const path = url.split('?')[0];
      if (path === '/api/user') {
        const token = request.headers.authorization?.replace('Bearer ', '');
        if (token === 'admin') return send(200, user(1, ['SUPER_ADMIN']));
        if (token === 'member') return send(200, user(3, ['ADMIN', 'USER']));
        return send(401, { message: 'Unauthenticated.' });
      }
      if (path === '/api/cp/user') {
        return send(200, { data: [user(2), user(3)], current_page: 1, last_page: 4, per_page: 2, total: 8 });
      }
      const one = /^\/api\/cp\/user\/(\d+)$/.exec(path ?? '');
      if (one)
        return Number(one[1]) < 50 ? send(200, user(Number(one[1]))) : send(404, { message: 'Not found' });
      if (path === '/api/user-profile' && request.method === 'PUT') {
        return send(422, {
          message: 'The URL is invalid.',
          errors: { 'social_media.my_site': ['The URL is invalid.'], email: ['Taken.'] },
        });
      }
      return send(404, { message: 'no such route' });
    })();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${port}` },
    env: {},
    // Each query's calls are counted, `GET /api/user` included: no identity cache (nor a Pusher server for it).
    identityCacheSeconds: 0,
  });
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const cpCalls = () => seen.filter((s) => s.url.startsWith('/api/cp/'));

describe('users: one REST call per query', () => {
  it('sends paging, sorting and filters in one GET /api/cp/user, with token and language', async () => {
    const result = await gql<{ users: { items: Array<{ id: string }>; pageInfo: unknown } }>(
      gateway.url,
      /* GraphQL */ `
        {
          users(
            page: 2
            perPage: 25
            orderBy: CREATED_AT
            direction: DESC
            filter: { name: "ad", email: "ex", active: false, role: ADMIN }
          ) {
            items {
              id
              email
              roles {
                name
              }
            }
            pageInfo {
              currentPage
              lastPage
              perPage
              total
            }
          }
        }
      `,
      { token: 'admin', language: 'en' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.users).toEqual({
      items: [
        { id: '2', email: 'm2@example.com', roles: [{ name: 'USER' }] },
        { id: '3', email: 'm3@example.com', roles: [{ name: 'USER' }] },
      ],
      pageInfo: { currentPage: 1, lastPage: 4, perPage: 2, total: 8 },
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/user',
      'GET /api/cp/user?page=2&itemsPerPage=25&order[created_at]=desc&filter[name]=ad&filter[email]=ex&filter[active]=0&filter[role]=ADMIN',
    ]);
    expect(cpCalls()[0]).toMatchObject({ authorization: 'Bearer admin', language: 'en' });
  });

  it('refuses a sort UserOrderField lacks without calling the list', async () => {
    const result = await gql(gateway.url, '{ users(orderBy: PASSWORD) { pageInfo { total } } }', {
      token: 'admin',
      language: 'de',
    });
    expect(codesOf(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(result.errors![0]!.message).toContain('"PASSWORD" does not exist in "UserOrderField"');
    expect(cpCalls()).toEqual([]);
  });

  it('checks the role before any admin call', async () => {
    for (const query of [
      '{ users { pageInfo { total } } }',
      '{ roles { id } }',
      '{ user(id: "2") { id } }',
    ]) {
      const result = await gql(gateway.url, query, { token: 'member', language: 'en' });
      expect(codesOf(result)).toEqual(['FORBIDDEN']);
    }
    expect(cpCalls()).toEqual([]);
  });
});

describe('user(id): per-request loader', () => {
  it('loads repeated ids once, unknown ids as null', async () => {
    const result = await gql(
      gateway.url,
      '{ a: user(id: "2") { email } b: user(id: "2") { name } c: user(id: "7") { id } d: user(id: "99") { id } }',
      { token: 'admin' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { email: 'm2@example.com' },
      b: { name: 'Member 2' },
      c: { id: '7' },
      d: null,
    });
    expect(
      cpCalls()
        .map((s) => s.url)
        .sort(),
    ).toEqual(['/api/cp/user/2', '/api/cp/user/7', '/api/cp/user/99']);
  });
});

describe('updateProfile: field errors', () => {
  it('camelCases field names but keeps the network names as typed', async () => {
    const result = await gql(
      gateway.url,
      /* GraphQL */ `
        mutation {
          updateProfile(
            input: {
              name: "N"
              email: "e@example.com"
              socialMedia: [{ network: "my_site", url: "ftp://x" }]
            }
          ) {
            id
          }
        }
      `,
      { token: 'member', language: 'en' },
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      'socialMedia.my_site': ['The URL is invalid.'],
      email: ['Taken.'],
    });
    expect(seen.find((s) => s.method === 'PUT')?.body).toEqual({
      name: 'N',
      email: 'e@example.com',
      social_media: { my_site: 'ftp://x' },
    });
  });
});
