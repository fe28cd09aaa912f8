import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { codesOf, gql } from '../test/graphql.js';

/**
 * Logins wait for the backend's few bcrypt workers. A stub backend holds every login until the test lets them go,
 * and counts the logins it holds: the password lane's connections are all it gets, one more waits in the lane's
 * queue, the next is turned away at once, and a member's query still passes beside them.
 */

const LANE = { connections: 2, queue: 1 };
/** As much of a member as `{ me { id } }` reads. */
const MEMBER = { id: 7, name: 'Member', email: 'member@example.com', roles: [{ id: 1, name: 'USER' }] };

let stub: Server;
let gateway: RunningGateway;
const heldLogins: ServerResponse[] = [];
let mostLoginsHeld = 0;

beforeAll(async () => {
  stub = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.url === '/api/login') {
        heldLogins.push(response);
        mostLoginsHeld = Math.max(mostLoginsHeld, heldLogins.length);
        return;
      }
      if (request.url === '/api/user') return send(200, MEMBER);
      send(200, { status: 'ok' });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    env: {},
    identityCacheSeconds: 0,
    // as few shared connections as the lane has: without a lane of their own the logins would hold all of them
    rest: { backendUrl: `http://127.0.0.1:${port}`, connections: LANE.connections, passwordLane: LANE },
  });
});

afterAll(async () => {
  for (const response of heldLogins.splice(0)) response.destroy();
  await gateway?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

const LOGIN = 'mutation { login(email: "someone@example.com", password: "a-password") { token } }';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the password lane', () => {
  it(
    'keeps logins off the shared connections and turns away one past its queue at once',
    { timeout: 10_000 },
    async () => {
      const waiting = Array.from({ length: LANE.connections + LANE.queue }, () =>
        gql(gateway.url, LOGIN, { language: 'en' }),
      );
      await until(() => heldLogins.length === LANE.connections, 'the backend to hold the lane’s logins');

      // one more than the lane's connections and queue: answered now, while the others are still held
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ query: LOGIN }),
      });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('1');
      const refused = (await response.json()) as { errors: Array<{ message: string; extensions: unknown }> };
      expect(refused.errors[0]).toMatchObject({
        message: 'Very many passwords are being checked right now. Please try again in a moment.',
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 1 },
      });

      // a member's query reaches the backend beside the held logins
      const me = await gql<{ me: { id: string } }>(gateway.url, '{ me { id } }', { token: 'member-token' });
      expect(me.data?.me.id).toBe('7');
      expect(heldLogins.length).toBe(LANE.connections);

      // the queued login follows as a held one is answered; never more than the lane's connections at once
      heldLogins.shift()!.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"no"}');
      await until(() => heldLogins.length === LANE.connections, 'the queued login to reach the backend');
      for (const held of heldLogins.splice(0)) {
        held.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"no"}');
      }
      for (const result of await Promise.all(waiting)) expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(mostLoginsHeld).toBe(LANE.connections);
    },
  );
});
