import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FakeLs22 } from '@portal/fakes/ls22';
import { startFakeLs22 } from '@portal/fakes/ls22';
import { startTopology, type Topology } from './topology.js';

/**
 * Two backends and two gateways as processes on one PostgreSQL database, one Redis and one Pusher server (the
 * topology of docker-compose.yml): what one replica does holds on the other. Needs this machine's PostgreSQL
 * (127.0.0.1:5432) and redis-server, as CI has them.
 */

const PASSWORD = 'portal-demo';
const LS22_POLL_SECONDS = 1;

let topology: Topology;
let ls22: FakeLs22;
let db: pg.Client;
let gatewayA: string;
let gatewayB: string;
let backendB: string;

beforeAll(async () => {
  ls22 = await startFakeLs22();
  topology = await startTopology({
    backendEnv: {
      // both runners look for due jobs every second, so they compete for every job
      JOBS_POLL_INTERVAL_SECONDS: '1',
      LS22_SERVER_URL: ls22.url,
      LS22_SERVER_CODE: ls22.code,
      LS22_POLL_SECONDS: String(LS22_POLL_SECONDS),
      // this suite logs in a dozen times from one address; the login throttle under test is per e-mail
      AUTH_ANONYMOUS_PER_MINUTE: '200',
    },
  });
  [gatewayA, gatewayB] = topology.gateways;
  backendB = topology.backends[1];
  db = new pg.Client({ connectionString: topology.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await topology?.stop();
  await ls22?.close();
});

interface GqlResult {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function gql(gateway: string, query: string, token?: string): Promise<GqlResult> {
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as GqlResult;
}

const codes = (result: GqlResult) => (result.errors ?? []).map((e) => e.extensions?.code);

async function login(gateway: string, email: string, password = PASSWORD): Promise<GqlResult> {
  return gql(
    gateway,
    `mutation { login(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token } }`,
  );
}

async function token(gateway: string, email: string): Promise<string> {
  const result = await login(gateway, email);
  const value = (result.data?.login as { token?: string } | undefined)?.token;
  if (!value) throw new Error(`login as ${email} failed: ${JSON.stringify(result.errors)}`);
  return value;
}

/** A REST call straight to a backend, as the gateways make them. */
async function rest<T>(
  backend: string,
  method: string,
  path: string,
  bearer: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${bearer}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function eventually(condition: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('replicas', () => {
  it('holds a login throttle tripped through gateway A on gateway B', async () => {
    const email = `throttled-${process.pid}-${Date.now()}@example.com`;
    let tripped = false;
    for (let attempt = 0; attempt < 10 && !tripped; attempt++) {
      tripped = codes(await login(gatewayA, email, 'wrong-password')).includes('TOO_MANY_REQUESTS');
    }
    expect(tripped).toBe(true);
    expect(codes(await login(gatewayB, email, 'wrong-password'))).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('runs each job once, whichever backend it was enqueued on', async () => {
    const members = [
      'superadmin@example.com',
      'admin@example.com',
      'moderator@example.com',
      'user@example.com',
      'timetracking@example.com',
      'crypttrack@example.com',
    ];
    // half through each pair, at once: both runners see every job while it is due
    await Promise.all(
      members.map(async (email, i) => {
        const gateway = i % 2 === 0 ? gatewayA : gatewayB;
        expect(await gql(gateway, 'mutation { exportMyData }', await token(gateway, email))).toEqual({
          data: { exportMyData: true },
        });
      }),
    );
    const jobs = async () =>
      (
        await db.query<{ email: string; status: string; attempts: number; downloads: number }>(
          `SELECT u.email, j.status, j.attempts,
                  (SELECT count(*)::int FROM downloads d WHERE d.user_id = u.id) AS downloads
             FROM jobs j JOIN users u ON u.id = j.user_id
            WHERE j.type = 'export-user-data' ORDER BY u.email`,
        )
      ).rows;
    await eventually(
      async () => (await jobs()).filter((job) => job.status === 'done').length === members.length,
      'every export to finish',
    );
    expect(await jobs()).toEqual(
      [...members].sort().map((email) => ({ email, status: 'done', attempts: 1, downloads: 1 })),
    );
  });

  it('runs periodic work once across the replicas (the LS22 poll)', async () => {
    // Two replicas polling on their own would read the server twice per interval.
    const seconds = 6;
    const before = ls22.requests.stats;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const polls = ls22.requests.stats - before;
    expect(polls).toBeGreaterThan(0);
    expect(polls).toBeLessThanOrEqual(seconds / LS22_POLL_SECONDS + 2);
  });

  it('delivers an event produced by backend B to a subscription on gateway A', async () => {
    const guestToken = await token(gatewayA, 'guest@example.com');
    const guest = await rest<{ id: number }>(backendB, 'GET', '/api/user', guestToken);
    const adminToken = (
      await fetch(`${backendB}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: 'superadmin@example.com', password: PASSWORD }),
      }).then((r) => r.json() as Promise<{ access_token: string }>)
    ).access_token;
    const roles = await rest<Array<{ id: number; name: string }>>(
      backendB,
      'GET',
      '/api/cp/role/all',
      adminToken,
    );
    const roleId = (name: string) => roles.find((role) => role.name === name)!.id;

    const client: Client = createClient({
      url: `${gatewayA.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${guestToken}` },
      retryAttempts: 0,
    });
    const received: string[][] = [];
    const dispose = client.subscribe<{ userDataUpdated: { roles: Array<{ name: string }> } }>(
      { query: 'subscription { userDataUpdated { id roles { name } } }' },
      {
        next: (value) => received.push(value.data?.userDataUpdated.roles.map((r) => r.name).sort() ?? []),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      // The subscription has no acknowledgement: change the roles through backend B until its event arrives.
      let withUser = false;
      await eventually(async () => {
        withUser = !withUser;
        const names = withUser ? ['GUEST', 'USER'] : ['GUEST'];
        await rest(backendB, 'PUT', `/api/cp/user/${guest.id}/sync-roles`, adminToken, {
          role_ids: names.map(roleId),
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        return received.length > 0;
      }, 'the event on gateway A');
      expect([['GUEST'], ['GUEST', 'USER']]).toContainEqual(received[0]);
    } finally {
      dispose();
      await client.dispose();
    }
  });

  it('refuses on gateway B at once a token revoked through gateway A', async () => {
    const member = await token(gatewayA, 'iptv@example.com');
    const me = '{ me { email } }';
    expect(await gql(gatewayB, me, member)).toEqual({ data: { me: { email: 'iptv@example.com' } } });

    expect(await gql(gatewayA, 'mutation { logout }', member)).toEqual({ data: { logout: true } });
    expect(await gql(gatewayB, me, member)).toEqual({ data: { me: null } });
    expect(codes(await gql(gatewayB, '{ myDownloads { id } }', member))).toEqual(['UNAUTHENTICATED']);
  });
});
