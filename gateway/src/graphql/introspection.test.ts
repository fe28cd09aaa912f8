import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { codesOf, gql, wsClient, wsRun } from '../test/graphql.js';
import { asksForIntrospection } from './introspection.js';
import { parse } from 'graphql';

const SCHEMA = '{ __schema { queryType { name } } }';
const TYPE = 'query { ...T } fragment T on Query { __type(name: "User") { name } }';

let stub: Server;
let backendUrl: string;
const gateways: RunningGateway[] = [];

beforeAll(async () => {
  stub = createServer((request, response) => {
    const member = request.headers.authorization === 'Bearer member';
    response.writeHead(member ? 200 : 401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(member ? { id: 3, roles: [{ id: 1, name: 'GUEST' }] } : { message: 'Unauthenticated.' }),
    );
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

async function start(nodeEnv: string): Promise<string> {
  const gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl },
    env: { NODE_ENV: nodeEnv },
  });
  gateways.push(gateway);
  return gateway.url;
}

describe('introspection', () => {
  it('finds __schema and __type, also in fragments, but not __typename', () => {
    expect(asksForIntrospection(parse(SCHEMA))).toBe(true);
    expect(asksForIntrospection(parse(TYPE))).toBe(true);
    expect(asksForIntrospection(parse('{ __typename me { id } }'))).toBe(false);
  });

  it('in production: refused to anonymous callers over HTTP, allowed for members', async () => {
    const url = await start('production');
    for (const query of [SCHEMA, TYPE]) {
      const anonymous = await gql(url, query);
      expect(anonymous.status).toBe(401);
      expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);
      expect(anonymous.data ?? null).toBeNull();
    }
    expect((await gql(url, SCHEMA, { token: 'member' })).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    expect((await gql(url, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('in production: refused to anonymous graphql-ws operations, allowed with a token', async () => {
    const url = await start('production');
    const anonymous = wsClient(url);
    const member = wsClient(url, { authorization: 'Bearer member' });
    try {
      expect(codesOf(await wsRun(anonymous, SCHEMA))).toEqual(['UNAUTHENTICATED']);
      expect((await wsRun(member, SCHEMA)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await Promise.all([anonymous.dispose(), member.dispose()]);
    }
  });

  it('elsewhere: open to everyone (the IDE before login)', async () => {
    const url = await start('development');
    expect((await gql(url, SCHEMA)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
