import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { within } from '../test/async.js';
import { wsUrl, type WsResult } from '../test/graphql.js';
import { TOO_MANY_CONNECTIONS } from './websocket.js';

/** The caps on graphql-ws resources (WS_MAX_*), against a stub backend whose `slow` token answers after 300 ms. */

let stub: Server;
let gateway: RunningGateway;

beforeAll(async () => {
  stub = createServer((request, response) => {
    const token = request.headers.authorization?.replace('Bearer ', '');
    const reply = () => {
      const known = token === 'member' || token === 'slow';
      response.writeHead(known ? 200 : 401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(known ? { id: token === 'slow' ? 4 : 3, roles: [] } : { message: 'Nope.' }),
      );
    };
    if (token === 'slow') setTimeout(reply, 300);
    else reply();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` },
    wsLimits: { operationsPerConnection: 2, connectionsPerMember: 2, connectionsPerAddress: 3 },
  });
});
afterAll(async () => {
  await gateway.close();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

interface Connection {
  client: Client;
  /** Resolves with `acknowledged`, or with the close code when the server refused the connection. */
  opened: Promise<number | 'acknowledged'>;
  closed: Promise<number>;
}

function connect(connectionParams?: Record<string, unknown>): Connection {
  let acknowledge!: (value: number | 'acknowledged') => void;
  let close!: (code: number) => void;
  const opened = new Promise<number | 'acknowledged'>((resolve) => (acknowledge = resolve));
  const closed = new Promise<number>((resolve) => (close = resolve));
  const client = createClient({
    url: wsUrl(gateway.url),
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    on: {
      connected: () => acknowledge('acknowledged'),
      closed: (event) => {
        const { code } = event as { code: number };
        acknowledge(code);
        close(code);
      },
    },
    onNonLazyError: () => undefined,
  });
  return { client, opened, closed };
}

/** Runs `me` with the operation's own Authorization (as GraphiQL sends it). */
function me(client: Client, token: string): Promise<WsResult> {
  return new Promise((resolve) => {
    let result: WsResult = {};
    client.subscribe(
      { query: '{ me { id } }', extensions: { headers: { authorization: `Bearer ${token}` } } },
      {
        next: (value) => (result = value as WsResult),
        error: (errors) => resolve({ errors: errors as WsResult['errors'] }),
        complete: () => resolve(result),
      },
    );
  });
}

async function closeAll(connections: Connection[]): Promise<void> {
  await Promise.all(connections.map((c) => c.client.dispose()));
  await Promise.all(connections.map((c) => within(c.closed, 'the close')));
}

describe('graphql-ws caps', () => {
  it('refuses an operation over the per-connection cap with an error on that operation only', async () => {
    const connection = connect();
    expect(await connection.opened).toBe('acknowledged');
    const results = await Promise.all([1, 2, 3].map(() => me(connection.client, 'slow')));
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code ?? 'ok');
    expect(codes.sort()).toEqual(['TOO_MANY_OPERATIONS', 'ok', 'ok']);
    expect(results.find((r) => r.errors)?.errors?.[0]?.message).toContain('2');
    // Finished operations no longer count.
    expect((await me(connection.client, 'slow')).data).toEqual({ me: { id: '4' } });
    await closeAll([connection]);
  });

  it('closes a member connection over the per-member cap with 4429', async () => {
    const first = [connect({ authorization: 'Bearer member' }), connect({ authorization: 'Bearer member' })];
    expect(await Promise.all(first.map((c) => c.opened))).toEqual(['acknowledged', 'acknowledged']);
    const third = connect({ authorization: 'Bearer member' });
    expect(await within(third.opened, 'the refusal')).toBe(TOO_MANY_CONNECTIONS.code);
    await closeAll(first.slice(1));
    const again = connect({ authorization: 'Bearer member' });
    expect(await again.opened).toBe('acknowledged');
    await closeAll([first[0]!, again]);
  });

  it('closes a connection over the per-address cap with 4429, and admits again once one closed', async () => {
    const open = [connect(), connect(), connect()];
    expect(await Promise.all(open.map((c) => c.opened))).toEqual([
      'acknowledged',
      'acknowledged',
      'acknowledged',
    ]);
    const fourth = connect();
    expect(await within(fourth.opened, 'the refusal')).toBe(TOO_MANY_CONNECTIONS.code);
    await closeAll(open.slice(2));
    const again = connect();
    expect(await again.opened).toBe('acknowledged');
    await closeAll([...open.slice(0, 2), again]);
  });
});
