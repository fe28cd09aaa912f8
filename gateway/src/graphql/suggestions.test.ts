import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { freePort } from '../test/backend.js';
import { gql, wsClient, wsRun, type WsResult } from '../test/graphql.js';

/** Suggestions map the schema without introspection: none may reach a client, over HTTP or graphql-ws. */

let gateway: RunningGateway;

beforeAll(async () => {
  // Validation and variable coercion fail before any backend call: nothing needs to listen there.
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${await freePort()}` },
  });
});
afterAll(() => gateway.close());

const USERS = 'query ($filter: UserFilter) { users(filter: $filter) { pageInfo { total } } }';
/** What is asked, the name graphql-js would suggest, and the variables. */
const cases: Array<[string, string, string, Record<string, unknown>?]> = [
  ['a field', '{ mee { id } }', '"me"'],
  ['an argument', '{ users(filtr: {}) { pageInfo { total } } }', '"filter"'],
  ['an enum literal', '{ users(filter: { role: ADMN }) { pageInfo { total } } }', '"ADMIN"'],
  ['an enum value in variables', USERS, '"ADMIN"', { filter: { role: 'ADMN' } }],
  ['an input field in variables', USERS, '"role"', { filter: { rol: 'ADMIN' } }],
];

function expectHidden(result: WsResult, suggestion: string): void {
  const messages = (result.errors ?? []).map((e) => e.message);
  expect(messages.join('\n')).toContain('[Suggestion hidden]');
  for (const message of messages) {
    expect(message).not.toMatch(/did you mean/i);
    expect(message).not.toContain(suggestion);
  }
}

describe('suggestions are hidden', () => {
  it.each(cases)('for %s over HTTP', async (_what, query, suggestion, variables) => {
    expectHidden(await gql(gateway.url, query, { variables }), suggestion);
  });

  it.each(cases)('for %s over graphql-ws', async (_what, query, suggestion, variables) => {
    const client = wsClient(gateway.url);
    try {
      expectHidden(await wsRun(client, query, variables), suggestion);
    } finally {
      await client.dispose();
    }
  });
});
