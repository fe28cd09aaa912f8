import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, wsClient, wsSubscribe } from '../../test/graphql.js';

/**
 * Scripts end to end against the real backend (child process, demo data): personal access tokens created, listed
 * and revoked through GraphQL; read-only tokens refused on mutations with nothing changed; and two gateways on this
 * machine's Redis sharing a token's cost budget and the persisted queries (keys unique to this run: fresh tokens,
 * queries with a random comment).
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let backend: TestBackend;
let gateway: RunningGateway;
let replicas: RunningGateway[] = [];
const clients: Array<{ dispose(): void | Promise<void> }> = [];

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
  replicas = await Promise.all(
    [0, 1].map(() =>
      startGateway({
        port: 0,
        logLevel: 'silent',
        rest: { backendUrl: backend.url },
        redisUrl: REDIS_URL,
        scriptsBudget: { cost: 12, windowSeconds: 60 },
      }),
    ),
  );
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await Promise.all([gateway, ...replicas].map((g) => g?.close()));
  await backend?.stop();
});

async function login(email: string): Promise<{ token: string; id: string }> {
  const result = await gql<{ login: { token: string; user: { id: string } } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }',
    { variables: { email, password: 'portal-demo' } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return { token: result.data.login.token, id: result.data.login.user.id };
}

interface Created {
  token: string;
  personalAccessToken: {
    id: string;
    name: string;
    scope: string;
    lastUsedAt: string | null;
    expiresAt: string | null;
  };
}

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { token personalAccessToken { id name scope createdAt lastUsedAt expiresAt } }
}`;
const LIST = '{ personalAccessTokens { id name scope createdAt lastUsedAt expiresAt } }';
const REVOKE = 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) }';

async function create(session: string, input: Record<string, unknown>): Promise<Created> {
  const result = await gql<{ createPersonalAccessToken: Created }>(gateway.url, CREATE, {
    token: session,
    variables: { input },
  });
  if (!result.data) throw new Error(`create failed: ${JSON.stringify(result.errors)}`);
  return result.data.createPersonalAccessToken;
}

const listed = async (token: string) =>
  (
    (await gql<{ personalAccessTokens: Array<{ id: string }> }>(gateway.url, LIST, { token })).data
      ?.personalAccessTokens ?? []
  ).map((t) => t.id);

describe('personal access tokens (real backend)', () => {
  let session: string;
  let memberId: string;

  beforeAll(async () => {
    ({ token: session, id: memberId } = await login('user@example.com'));
  });

  it('creates a token shown once, lists it without the token, and revokes it at once', async () => {
    const created = await create(session, { name: `nightly ${randomUUID()}`, scope: 'FULL' });
    expect(created.token).toMatch(/^pat_/);
    expect(created.personalAccessToken).toMatchObject({ scope: 'FULL', lastUsedAt: null, expiresAt: null });

    const list = await gql(gateway.url, LIST, { token: session });
    expect(list.data!.personalAccessTokens).toContainEqual(
      expect.objectContaining({ id: created.personalAccessToken.id, name: created.personalAccessToken.name }),
    );
    expect(JSON.stringify(list)).not.toContain(created.token);

    // The token is the member for every resolver.
    const me = await gql(gateway.url, '{ me { email } }', { token: created.token });
    expect(me.data).toEqual({ me: { email: 'user@example.com' } });

    const revoked = await gql(gateway.url, REVOKE, {
      token: session,
      variables: { id: created.personalAccessToken.id },
    });
    expect(revoked.data).toEqual({ revokePersonalAccessToken: true });
    expect(codesOf(await gql(gateway.url, LIST, { token: created.token }))).toEqual(['UNAUTHENTICATED']);
    expect(await listed(session)).not.toContain(created.personalAccessToken.id);
  });

  it('answers bad input with field errors under the input’s names, and creates nothing', async () => {
    const name = `dup ${randomUUID()}`;
    await create(session, { name, scope: 'READ_ONLY' });
    const before = await listed(session);
    const refusedField = async (input: Record<string, unknown>) => {
      const result = await gql(gateway.url, CREATE, { token: session, language: 'de', variables: { input } });
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      return Object.keys(result.errors![0]!.extensions!.fieldErrors as object);
    };
    expect(await refusedField({ name, scope: 'FULL' })).toEqual(['name']);
    expect(
      await refusedField({ name: `past ${randomUUID()}`, scope: 'FULL', expiresAt: '2000-01-01T00:00:00Z' }),
    ).toEqual(['expiresAt']);
    expect(await listed(session)).toEqual(before);
  });

  it('refuses every mutation of a read-only token before it runs, and changes nothing', async () => {
    const readOnly = await create(session, { name: `reader ${randomUUID()}`, scope: 'READ_ONLY' });
    const other = await create(session, { name: `other ${randomUUID()}`, scope: 'FULL' });

    const refused = await gql(gateway.url, REVOKE, {
      token: readOnly.token,
      language: 'en',
      variables: { id: other.personalAccessToken.id },
    });
    expect(refused.status).toBe(403);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(refused.errors![0]!.message).toBe('This access token is read-only: it cannot make changes.');
    expect(await listed(session)).toContain(other.personalAccessToken.id);

    // Reading is what it is for: queries, and subscriptions over graphql-ws.
    expect(await listed(readOnly.token)).toContain(other.personalAccessToken.id);
    const client = wsClient(gateway.url, { authorization: `Bearer ${readOnly.token}`, language: 'en' });
    clients.push(client);
    const subscription = wsSubscribe(client, 'subscription { userDataUpdated { id } }');
    await waitFor(
      () =>
        gateway.relay.stats().channels.some((c) => c.name === memberChannel(memberId) && c.subscribers > 0),
      'the read-only token’s subscription',
      10_000,
    );
    expect(subscription.buffered).toEqual([]);
    subscription.stop();
  });

  it('lets a full token change what its member may, but not mint tokens', async () => {
    const full = await create(session, { name: `writer ${randomUUID()}`, scope: 'FULL' });
    const doomed = await create(session, { name: `doomed ${randomUUID()}`, scope: 'READ_ONLY' });
    const revoked = await gql(gateway.url, REVOKE, {
      token: full.token,
      variables: { id: doomed.personalAccessToken.id },
    });
    expect(revoked.data).toEqual({ revokePersonalAccessToken: true });
    expect(await listed(session)).not.toContain(doomed.personalAccessToken.id);

    const minted = await gql(gateway.url, CREATE, {
      token: full.token,
      variables: { input: { name: `child ${randomUUID()}`, scope: 'FULL' } },
    });
    expect(codesOf(minted)).toEqual(['FORBIDDEN']);
  });
});

describe('two gateways on one Redis', () => {
  let session: string;

  beforeAll(async () => {
    ({ token: session } = await login('user@example.com'));
  });

  it('share a token’s cost budget', async () => {
    // `{ me { id email } }` costs 5; the budget is 12: two fit, wherever they are sent.
    const { token } = await create(session, { name: `budget ${randomUUID()}`, scope: 'READ_ONLY' });
    const [a, b] = replicas as [RunningGateway, RunningGateway];
    const query = '{ me { id email } }';
    expect((await gql(a.url, query, { token })).errors).toBeUndefined();
    expect((await gql(b.url, query, { token })).errors).toBeUndefined();
    for (const replica of [a, b]) {
      const refused = await gql(replica.url, query, { token });
      expect(refused.status).toBe(429);
      expect(refused.errors![0]!.extensions).toEqual({
        code: 'TOO_MANY_REQUESTS',
        retryAfter: expect.any(Number),
      });
    }
    // The member's session is not counted.
    expect((await gql(a.url, query, { token: session })).errors).toBeUndefined();
  });

  it('share the persisted queries', async () => {
    const query = `{ me { email } } # ${randomUUID()}`;
    const extensions = {
      persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
    };
    const send = async (replica: RunningGateway, body: Record<string, unknown>) => {
      const response = await fetch(`${replica.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
        body: JSON.stringify(body),
      });
      return (await response.json()) as {
        data?: unknown;
        errors?: Array<{ extensions?: Record<string, unknown> }>;
      };
    };
    const [a, b] = replicas as [RunningGateway, RunningGateway];
    expect(codesOf(await send(b, { extensions }))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect((await send(a, { query, extensions })).data).toEqual({ me: { email: 'user@example.com' } });
    // Apollo does not wait for the query's write to Redis: B finds it once the write landed.
    await waitFor(async () => (await send(b, { extensions })).data !== undefined, 'the query on gateway B');
    expect((await send(b, { extensions })).data).toEqual({ me: { email: 'user@example.com' } });
  });
});
