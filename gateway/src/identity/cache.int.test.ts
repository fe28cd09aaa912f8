import { createServer, request as forward, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestUser } from '@portal/contract';
import { startGateway, type RunningGateway } from '../server.js';
import { waitFor } from '../test/async.js';
import { startBackend, type TestBackend } from '../test/backend.js';
import { codesOf, gql } from '../test/graphql.js';
import { createIdentityCache } from './cache.js';

/**
 * The identity cache against the real backend: a proxy between gateway and backend counts the REST calls, so a
 * test sees whether the gateway asked `GET /api/user` or went straight to the data. The TTL is an hour: whatever
 * drops an entry here is an event, not the clock.
 */

const PASSWORD = 'portal-demo';
const USERS = 'query { users(page: 1, perPage: 5) { items { id } } }';
const DOWNLOADS = 'query { unseenDownloadsCount }';

let backend: TestBackend;
let proxy: Server;
let gateway: RunningGateway;
let uncached: RunningGateway;
/** Calls the backend received through the proxy, `METHOD /path` (no query). */
let calls: string[] = [];

beforeAll(async () => {
  backend = await startBackend();
  const target = new URL(backend.url);
  proxy = createServer((req, res) => {
    calls.push(`${req.method} ${req.url?.split('?')[0]}`);
    const upstream = forward(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  const proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // REST through the proxy; the relay straight to the backend's embedded Pusher server.
  const options = {
    port: 0,
    logLevel: 'silent' as const,
    rest: { backendUrl: proxyUrl },
    realtime: { host: target.hostname, port: Number(target.port) },
    env: {},
  };
  gateway = await startGateway({ ...options, identityCacheSeconds: 3600 });
  uncached = await startGateway({ ...options, identityCacheSeconds: 0 });
});

afterAll(async () => {
  await gateway?.close();
  await uncached?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await backend?.stop();
});

async function login(email: string): Promise<string> {
  const response = await fetch(`${backend.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One operation and the backend calls it caused. */
async function counted(token: string, query: string, url = gateway.url) {
  calls = [];
  const result = await gql(url, query, { token, language: 'en' });
  // The cache's own channel authorisation runs beside the requests.
  return { result, calls: calls.filter((call) => call !== 'POST /api/broadcasting/auth') };
}

const asksUser = (seen: string[]) => seen.includes('GET /api/user');

/** Repeats `query` until the gateway answers it from its cache: the member's channel is live then. */
async function remembered(token: string, query: string): Promise<void> {
  await waitFor(async () => {
    const { result, calls: seen } = await counted(token, query);
    expect(result.errors).toBeUndefined();
    return !asksUser(seen);
  }, 'the member to be remembered');
}

async function roleIds(token: string): Promise<Record<string, string>> {
  const { data } = await gql<{ roles: Array<{ id: string; name: string }> }>(
    gateway.url,
    'query { roles { id name } }',
    { token },
  );
  return Object.fromEntries(data!.roles.map((role) => [role.name, role.id]));
}

async function memberId(token: string): Promise<string> {
  const { data } = await gql<{ me: { id: string } }>(gateway.url, 'query { me { id } }', { token });
  return data!.me.id;
}

describe('the identity cache', () => {
  it('answers the access check of a known token without asking the backend again', async () => {
    const token = await login('superadmin@example.com');
    const first = await counted(token, USERS);
    expect(first.calls).toEqual(['GET /api/user', 'GET /api/cp/user']);
    await remembered(token, USERS);
    for (let i = 0; i < 3; i++) {
      const next = await counted(token, USERS);
      expect(next.result.errors).toBeUndefined();
      expect(next.calls).toEqual(['GET /api/cp/user']);
    }
    // `me` is data, not a check: always the backend's answer.
    expect((await counted(token, 'query { me { email } }')).calls).toEqual(['GET /api/user']);
  });

  it('is off with IDENTITY_CACHE_SECONDS=0: every operation asks the backend who the token is', async () => {
    const token = await login('superadmin@example.com');
    for (let i = 0; i < 3; i++) {
      expect((await counted(token, USERS, uncached.url)).calls).toEqual([
        'GET /api/user',
        'GET /api/cp/user',
      ]);
    }
  });

  it('forgets a token at its logout: the next operation is refused before any data call', async () => {
    const token = await login('user@example.com');
    await remembered(token, DOWNLOADS);
    expect((await gql(gateway.url, 'mutation { logout }', { token })).data).toEqual({ logout: true });
    await waitFor(async () => {
      const { result, calls: seen } = await counted(token, DOWNLOADS);
      expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
      return seen.length === 1 && asksUser(seen);
    }, 'the logout to reach the cache');
    const me = await gql(gateway.url, 'query { me { id } }', { token });
    expect(me.data).toEqual({ me: null });
  });

  it('sees a role taken away at once (UserDataUpdated), and a role given', async () => {
    const superadmin = await login('superadmin@example.com');
    const admin = await login('admin@example.com');
    const roles = await roleIds(superadmin);
    const adminId = await memberId(admin);
    const sync = (ids: string[]) =>
      gql(gateway.url, 'mutation($id: ID!, $ids: [ID!]!) { syncUserRoles(id: $id, roleIds: $ids) { id } }', {
        token: superadmin,
        variables: { id: adminId, ids },
      });

    expect(codesOf(await gql(gateway.url, USERS, { token: admin }))).toEqual(['FORBIDDEN']);
    await remembered(admin, DOWNLOADS);
    expect((await sync([roles.ADMIN!, roles.SUPER_ADMIN!])).errors).toBeUndefined();
    // Given: seen at once (the event drops the entry; a remembered member without the role is asked about again
    // before a refusal anyway).
    expect((await gql(gateway.url, USERS, { token: admin })).errors).toBeUndefined();
    await remembered(admin, USERS);

    expect((await sync([roles.ADMIN!])).errors).toBeUndefined();
    await waitFor(async () => {
      const { result, calls: seen } = await counted(admin, USERS);
      expect(codesOf(result)).toEqual(['FORBIDDEN']);
      return seen.length === 1 && asksUser(seen);
    }, 'the role change to reach the cache');
  });

  it('drops a deactivated member', async () => {
    const superadmin = await login('superadmin@example.com');
    const moderator = await login('moderator@example.com');
    const moderatorId = await memberId(moderator);
    await remembered(moderator, DOWNLOADS);
    const setActive = (active: boolean) =>
      gql(
        gateway.url,
        'mutation($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id } }',
        {
          token: superadmin,
          variables: { id: moderatorId, active },
        },
      );
    expect((await setActive(false)).errors).toBeUndefined();
    try {
      await waitFor(async () => {
        const { result, calls: seen } = await counted(moderator, DOWNLOADS);
        expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
        return seen.length === 1 && asksUser(seen);
      }, 'the deactivation to reach the cache');
    } finally {
      await setActive(true);
    }
  });
});

describe('createIdentityCache', () => {
  it('keeps an answer for its TTL, and the most recently used tokens', async () => {
    let time = 0;
    const cache = createIdentityCache({ relay: gateway.relay, ttlMs: 1000, maxEntries: 2, now: () => time });
    try {
      const [a, b, c] = [
        await login('timetracking@example.com'),
        await login('timetracking@example.com'),
        await login('timetracking@example.com'),
      ] as [string, string, string];
      const response = await fetch(`${backend.url}/api/user`, {
        headers: { authorization: `Bearer ${a}`, accept: 'application/json' },
      });
      const member = (await response.json()) as RestUser;
      const remember = (token: string) => cache.store(token, member, cache.ticket());

      // The first answer opens the member's channel; answers are kept once it is live.
      remember(a);
      expect(cache.get(a)).toBeUndefined();
      await waitFor(() => {
        remember(a);
        return cache.get(a) !== undefined;
      }, 'the member’s channel');

      remember(b);
      remember(c);
      expect([cache.get(a), cache.get(b), cache.get(c)]).toEqual([undefined, member, member]);
      remember(a); // b was used before c: b goes
      expect([cache.get(a), cache.get(b), cache.get(c)]).toEqual([member, undefined, member]);

      time += 999;
      expect(cache.get(a)).toEqual(member);
      time += 1;
      expect([cache.get(a), cache.get(c)]).toEqual([undefined, undefined]);

      remember(a);
      cache.store(a, null, cache.ticket()); // the backend no longer knows the token
      expect(cache.get(a)).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('does not keep an answer asked for before an event of the member', async () => {
    const cache = createIdentityCache({ relay: gateway.relay, ttlMs: 3_600_000 });
    try {
      const superadmin = await login('superadmin@example.com');
      const token = await login('iptv@example.com');
      const member = (await (
        await fetch(`${backend.url}/api/user`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        })
      ).json()) as RestUser;
      await waitFor(() => {
        cache.store(token, member, cache.ticket());
        return cache.get(token) !== undefined;
      }, 'the member’s channel');

      const asked = cache.ticket();
      const roles = await roleIds(superadmin);
      const { errors } = await gql(
        gateway.url,
        'mutation($id: ID!, $ids: [ID!]!) { syncUserRoles(id: $id, roleIds: $ids) { id } }',
        { token: superadmin, variables: { id: String(member.id), ids: [roles.IPTV!, roles.USER!] } },
      );
      expect(errors).toBeUndefined();
      await waitFor(() => {
        cache.store(token, member, asked);
        return cache.get(token) === undefined;
      }, 'UserDataUpdated');
      cache.store(token, member, cache.ticket());
      expect(cache.get(token)).toEqual(member);
    } finally {
      cache.close();
    }
  });
});
