import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { codesOf, gql, wsClient, wsRun } from '../../test/graphql.js';

/**
 * Scripts against a recording stub backend: what each field asks the backend and how answers and 422s are shaped;
 * the guard before every operation (read-only tokens refused on mutations before anything runs, over HTTP and
 * graphql-ws; the cost budget per token); automatic persisted queries over POST and GET (in-process cache).
 * The real backend (tokens, scopes, revocation) and the budget shared through Redis are scripts.int.test.ts's.
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

const token = (id: number, scope: 'READ_ONLY' | 'FULL', name = `script ${id}`) => ({
  id,
  name,
  scope,
  created_at: '2026-11-24T07:00:00.000Z',
  last_used_at: null,
  expires_at: id === 2 ? '2027-01-01T00:00:00.000Z' : null,
});

/** token → its personal access token (null: a session). Any other `pat_…` is a valid FULL token (budget tests). */
const CURRENT: Record<string, ReturnType<typeof token> | null> = {
  session: null,
  pat_read: token(1, 'READ_ONLY'),
  pat_full: token(2, 'FULL'),
};
const currentOf = (bearer: string) =>
  bearer in CURRENT ? CURRENT[bearer] : bearer.startsWith('pat_') ? token(3, 'FULL') : undefined;

const invalid = (de: string, en: string, language: string | undefined) => ({
  message: language === 'de' ? de : en,
  errors: { name: [language === 'de' ? de : en], expires_at: ['Must lie in the future.'] },
});

type Answer = [status: number, json?: unknown];

function answer(seen: Seen, language: string | undefined): Answer {
  const bearer = seen.authorization?.replace('Bearer ', '') ?? '';
  const current = currentOf(bearer);
  if (current === undefined) return [401, { message: 'Unauthenticated.' }];
  if (current?.scope === 'READ_ONLY' && seen.method !== 'GET') {
    return [403, { message: 'This access token is read-only.' }];
  }
  switch (`${seen.method} ${seen.url}`) {
    case 'GET /api/user':
      return [
        200,
        {
          id: 1,
          name: 'Member',
          email: 'm@example.com',
          active: true,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
          roles: [{ id: 1, name: 'USER' }],
        },
      ];
    case 'GET /api/scripts/tokens/current':
      return [200, { data: current }];
    case 'GET /api/scripts/tokens':
      return [200, { data: [token(2, 'FULL'), token(1, 'READ_ONLY')] }];
    case 'POST /api/scripts/tokens': {
      const body = JSON.parse(seen.body) as { name: string; scope: 'FULL' | 'READ_ONLY' };
      if (body.name === 'taken') {
        return [422, invalid('Der Name ist bereits vergeben.', 'The name is already taken.', language)];
      }
      return [201, { data: { token: 'pat_new', personal_access_token: token(9, body.scope, body.name) } }];
    }
    case 'DELETE /api/scripts/tokens/1':
      return [204];
    default:
      return [404, { message: 'Not found.' }];
  }
}

let seen: Seen[] = [];
let stub: Server;
let backendUrl: string;
let gateway: RunningGateway;

beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry: Seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      };
      seen.push(entry);
      const [status, json] = answer(entry, request.headers['accept-language']);
      response.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json' });
      response.end(json === undefined ? undefined : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl } });
});

beforeEach(() => {
  seen = [];
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

/** The data calls (who the member is may be cached, and the relay's connection is not a call). */
const calls = () =>
  seen.filter((s) => s.url.startsWith('/api/') && s.url !== '/api/user').map((s) => `${s.method} ${s.url}`);

const TOKEN_FIELDS = 'id name scope createdAt lastUsedAt expiresAt';
const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { token personalAccessToken { ${TOKEN_FIELDS} } }
}`;
const REVOKE = 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) }';

describe('personal access tokens', () => {
  it('lists the member’s tokens in the schema’s shape, in one call', async () => {
    const result = await gql(gateway.url, `{ personalAccessTokens { ${TOKEN_FIELDS} } }`, {
      token: 'session',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      personalAccessTokens: [
        {
          id: '2',
          name: 'script 2',
          scope: 'FULL',
          createdAt: '2026-11-24T07:00:00.000Z',
          lastUsedAt: null,
          expiresAt: '2027-01-01T00:00:00.000Z',
        },
        {
          id: '1',
          name: 'script 1',
          scope: 'READ_ONLY',
          createdAt: '2026-11-24T07:00:00.000Z',
          lastUsedAt: null,
          expiresAt: null,
        },
      ],
    });
    expect(calls()).toEqual(['GET /api/scripts/tokens']);
  });

  it('creates a token: the body in the backend’s names, the expiry left out when not given', async () => {
    const result = await gql(gateway.url, CREATE, {
      token: 'session',
      variables: { input: { name: 'nightly', scope: 'READ_ONLY' } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createPersonalAccessToken: {
        token: 'pat_new',
        personalAccessToken: expect.objectContaining({ id: '9', name: 'nightly', scope: 'READ_ONLY' }),
      },
    });
    const post = seen.find((s) => s.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ name: 'nightly', scope: 'READ_ONLY' });

    await gql(gateway.url, CREATE, {
      token: 'session',
      variables: { input: { name: 'until', scope: 'FULL', expiresAt: '2027-02-01T12:00:00+01:00' } },
    });
    expect(JSON.parse(seen.filter((s) => s.method === 'POST')[1]!.body)).toEqual({
      name: 'until',
      scope: 'FULL',
      expires_at: '2027-02-01T11:00:00.000Z',
    });
  });

  it('answers a 422 as BAD_USER_INPUT with field errors under the input’s names', async () => {
    const result = await gql(gateway.url, CREATE, {
      token: 'session',
      language: 'de',
      variables: { input: { name: 'taken', scope: 'FULL' } },
    });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toBe('Der Name ist bereits vergeben.');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      name: ['Der Name ist bereits vergeben.'],
      expiresAt: ['Must lie in the future.'],
    });
  });

  it('revokes a token (true), and another member’s id is NOT_FOUND', async () => {
    const revoked = await gql(gateway.url, REVOKE, { token: 'session', variables: { id: '1' } });
    expect(revoked.data).toEqual({ revokePersonalAccessToken: true });
    expect(calls()).toContain('DELETE /api/scripts/tokens/1');
    const foreign = await gql(gateway.url, REVOKE, { token: 'session', variables: { id: '77' } });
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
  });

  it('needs a login (deny by default)', async () => {
    const result = await gql(gateway.url, '{ personalAccessTokens { id } }');
    expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
    expect(calls()).toEqual([]);
  });
});

describe('read-only tokens', () => {
  const twoRevokes =
    'mutation { a: revokePersonalAccessToken(id: "1") b: revokePersonalAccessToken(id: "2") }';

  it('refuses a mutation with FORBIDDEN (HTTP 403) before any field of it runs, in the caller’s language', async () => {
    const de = await gql(gateway.url, twoRevokes, { token: 'pat_read', language: 'de' });
    expect(de.status).toBe(403);
    expect(de.data).toBeUndefined();
    expect(codesOf(de)).toEqual(['FORBIDDEN']);
    expect(de.errors![0]!.message).toBe(
      'Dieses Zugriffstoken darf nur lesen: Änderungen sind damit nicht möglich.',
    );
    expect(calls()).toEqual(['GET /api/scripts/tokens/current']);

    const en = await gql(gateway.url, REVOKE, { token: 'pat_read', language: 'en', variables: { id: '1' } });
    expect(en.errors![0]!.message).toBe('This access token is read-only: it cannot make changes.');
    expect(en.errors![0]!.extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('lets queries through without asking which token it is', async () => {
    const result = await gql(gateway.url, '{ personalAccessTokens { id } }', { token: 'pat_read' });
    expect(result.errors).toBeUndefined();
    expect(calls()).toEqual(['GET /api/scripts/tokens']);
  });

  it('lets a FULL token’s mutation run, asking for the token once per operation', async () => {
    const result = await gql(
      gateway.url,
      'mutation { a: revokePersonalAccessToken(id: "1") b: revokePersonalAccessToken(id: "1") }',
      { token: 'pat_full' },
    );
    expect(result.data).toEqual({ a: true, b: true });
    expect(calls().filter((c) => c === 'GET /api/scripts/tokens/current')).toHaveLength(1);
  });

  it('never asks for a session’s mutations', async () => {
    await gql(gateway.url, REVOKE, { token: 'session', variables: { id: '1' } });
    expect(calls()).not.toContain('GET /api/scripts/tokens/current');
  });

  it('refuses a mutation over graphql-ws too, and runs queries there', async () => {
    const client = wsClient(gateway.url, { authorization: 'Bearer pat_read', language: 'en' });
    try {
      const refused = await wsRun(client, REVOKE, { id: '1' });
      expect(codesOf(refused)).toEqual(['FORBIDDEN']);
      expect(refused.errors![0]!.message).toBe('This access token is read-only: it cannot make changes.');
      const read = await wsRun(client, '{ personalAccessTokens { id } }');
      expect(read.data).toEqual({ personalAccessTokens: [{ id: '2' }, { id: '1' }] });
      expect(calls()).not.toContain('DELETE /api/scripts/tokens/1');
    } finally {
      await client.dispose();
    }
  });
});

describe('cost budget per token', () => {
  // `{ personalAccessTokens { id name } }` costs 2 + 1.5 × (1 + 1) = 5 (the cost limit's formula): 2 fit into 12.
  const QUERY = '{ personalAccessTokens { id name } }';
  let limited: RunningGateway;

  beforeAll(async () => {
    limited = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl },
      scriptsBudget: { cost: 12, windowSeconds: 1 },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After and retryAfter once spent, runs nothing, and recovers after it', async () => {
    const script = `pat_${randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      expect((await gql(limited.url, QUERY, { token: script })).errors).toBeUndefined();
    }
    seen = [];
    const response = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${script}`,
        'accept-language': 'en',
      },
      body: JSON.stringify({ query: QUERY }),
    });
    const body = (await response.json()) as {
      data?: unknown;
      errors: Array<{ message: string; extensions: object }>;
    };
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: 1 });
    expect(body.errors[0]!.message).toBe(
      'This access token has used up its query budget. Please try again in 1 s.',
    );
    expect(calls()).toEqual([]);

    const german = await gql(limited.url, QUERY, { token: script, language: 'de' });
    expect(german.errors![0]!.message).toBe(
      'Das Abfragebudget dieses Zugriffstokens ist aufgebraucht. Bitte versuchen Sie es in 1 s erneut.',
    );

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await gql(limited.url, QUERY, { token: script });
    expect(again.errors).toBeUndefined();
  });

  it('keeps a budget per token, and counts no member sessions', async () => {
    const [a, b] = [`pat_${randomUUID()}`, `pat_${randomUUID()}`];
    for (let i = 0; i < 2; i++) await gql(limited.url, QUERY, { token: a });
    expect(codesOf(await gql(limited.url, QUERY, { token: a }))).toEqual(['TOO_MANY_REQUESTS']);
    expect((await gql(limited.url, QUERY, { token: b })).errors).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      expect((await gql(limited.url, QUERY, { token: 'session' })).errors).toBeUndefined();
    }
  });

  it('spends the budget over graphql-ws too', async () => {
    const script = `pat_${randomUUID()}`;
    const client = wsClient(limited.url, { authorization: `Bearer ${script}`, language: 'en' });
    try {
      for (let i = 0; i < 2; i++) expect((await wsRun(client, QUERY)).errors).toBeUndefined();
      const refused = await wsRun(client, QUERY);
      expect(refused.errors![0]!.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: 1 });
    } finally {
      await client.dispose();
    }
  });
});

describe('automatic persisted queries', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer session' },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { data?: unknown; errors?: [] }) };
  };

  it('asks for the query once, then runs it by its hash over POST', async () => {
    const query = `{ personalAccessTokens { id } } # ${randomUUID()}`;
    const hash = sha256(query);
    const unknown = await post({ extensions: persisted(hash) });
    expect(codesOf(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const registered = await post({ query, extensions: persisted(hash) });
    expect(registered.data).toEqual({ personalAccessTokens: [{ id: '2' }, { id: '1' }] });
    const byHash = await post({ extensions: persisted(hash) });
    expect(byHash.data).toEqual(registered.data);
  });

  it('refuses a query whose hash is not its own, and keeps nothing under that hash', async () => {
    const query = `{ personalAccessTokens { id } } # ${randomUUID()}`;
    const wrong = sha256(`${query} `);
    const refused = await post({ query, extensions: persisted(wrong) });
    expect(refused.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(codesOf(await post({ extensions: persisted(wrong) }))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('runs a persisted query over GET with apollo-require-preflight, and refuses a GET without it', async () => {
    const query = `{ personalAccessTokens { id } } # ${randomUUID()}`;
    await post({ query, extensions: persisted(sha256(query)) });
    const url = `${gateway.url}/graphql?extensions=${encodeURIComponent(JSON.stringify(persisted(sha256(query))))}`;
    const headers = { authorization: 'Bearer session', accept: 'application/json' };
    const get = await fetch(url, { headers: { ...headers, 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: unknown }).data).toEqual({
      personalAccessTokens: [{ id: '2' }, { id: '1' }],
    });
    const csrf = await fetch(url, { headers });
    expect(csrf.status).toBe(400);
  });
});
