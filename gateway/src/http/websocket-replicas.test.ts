import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { freePort } from '../test/backend.js';
import { within } from '../test/async.js';
import { wsUrl } from '../test/graphql.js';
import { TOO_MANY_CONNECTIONS } from './websocket.js';

/** Two gateway replicas on this machine's Redis hold one per-member WebSocket cap; /healthz reports the Redis. */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A member id of this run only: the caps' keys in the shared Redis are per member.
const memberId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

let stub: Server;
let replicas: RunningGateway[];

const start = (redisUrl: string) =>
  startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` },
    env: { REDIS_URL: redisUrl },
    // Other runs on this Redis share 127.0.0.1's address count: only the member cap is under test.
    wsLimits: { connectionsPerMember: 2, connectionsPerAddress: 10_000 },
  });

beforeAll(async () => {
  stub = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      request.url === '/healthz'
        ? JSON.stringify({ status: 'ok', database: 'up' })
        : JSON.stringify({ id: memberId, roles: [] }),
    );
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  replicas = [await start(REDIS_URL), await start(REDIS_URL)];
});
afterAll(async () => {
  await Promise.all(replicas.map((gateway) => gateway.close()));
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

/** Opens a member connection; `opened` is `acknowledged`, or the close code of a refusal. */
function connect(gateway: RunningGateway) {
  let settle!: (value: number | 'acknowledged') => void;
  const opened = new Promise<number | 'acknowledged'>((resolve) => (settle = resolve));
  const client = createClient({
    url: wsUrl(gateway.url),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: 'Bearer member' },
    lazy: false,
    retryAttempts: 0,
    on: {
      connected: () => settle('acknowledged'),
      closed: (event) => settle((event as { code: number }).code),
    },
    onNonLazyError: () => undefined,
  });
  return { client, opened: within(opened, 'the connection') };
}

describe('WebSocket caps across replicas', () => {
  it('refuses a member on replica B whose connections on replica A reach the cap, until one closes', async () => {
    const [a, b] = replicas as [RunningGateway, RunningGateway];
    const onA = [connect(a), connect(a)];
    expect(await Promise.all(onA.map((c) => c.opened))).toEqual(['acknowledged', 'acknowledged']);
    const onB = connect(b);
    expect(await onB.opened).toBe(TOO_MANY_CONNECTIONS.code);

    await onA[0]!.client.dispose();
    // The slot is given back when A sees the socket close: retry until B admits.
    let again = connect(b);
    for (let attempt = 0; (await again.opened) !== 'acknowledged'; attempt++) {
      expect(attempt).toBeLessThan(50);
      again = connect(b);
    }
    await Promise.all([onA[1]!.client.dispose(), again.client.dispose()]);
  });
});

describe('/healthz with Redis', () => {
  it('reports Redis up', async () => {
    const response = await fetch(`${replicas[0]!.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', gateway: 'up', backend: 'up', redis: 'up' });
  });

  it('reports an unreachable Redis as down, and still serves', async () => {
    const lonely = await start(`redis://127.0.0.1:${await freePort()}`);
    try {
      const response = await fetch(`${lonely.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'degraded',
        gateway: 'up',
        backend: 'up',
        redis: 'down',
      });
      // The caps count in the process meanwhile: a member still connects.
      const connection = connect(lonely);
      expect(await within(connection.opened, 'the connection', 10_000)).toBe('acknowledged');
      await connection.client.dispose();
    } finally {
      await lonely.close();
    }
  });
});
