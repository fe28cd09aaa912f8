import { describe, expect, it } from 'vitest';
import { contextFromHttp, contextFromWs, parseToken } from './context.js';
import { contextModules } from './modules/index.js';
import { createRelay } from './realtime/relay.js';
import { RestUpstream } from './rest/client.js';

const upstream = new RestUpstream({
  backendUrl: 'http://127.0.0.1:9',
  connectTimeoutMs: 100,
  headersTimeoutMs: 100,
  bodyTimeoutMs: 100,
  connections: 1,
  passwordLane: { connections: 1, queue: 0 },
  healthTimeoutMs: 100,
});
const relay = createRelay({
  key: 'k',
  cluster: null,
  host: '127.0.0.1',
  port: 9,
  scheme: 'http',
  authorize: () => Promise.reject(new Error('not used')),
});
const deps = { upstream, relay, modules: contextModules };

describe('context', () => {
  it('parses bearer tokens', () => {
    expect(parseToken('Bearer abc')).toBe('abc');
    expect(parseToken('bearer  abc ')).toBe('abc');
    expect(parseToken('abc')).toBe('abc');
    expect(parseToken('Bearer ')).toBeNull();
    expect(parseToken(undefined)).toBeNull();
  });

  it('reads token and language from HTTP headers', () => {
    const ctx = contextFromHttp(deps, { authorization: 'Bearer t1', 'accept-language': 'en-US,en;q=0.9' });
    expect(ctx.token).toBe('t1');
    expect(ctx.language).toBe('en');
    expect(contextFromHttp(deps, {}).language).toBe('de');
  });

  it('reads token and language from graphql-ws connectionParams, same shape as HTTP', () => {
    const a = contextFromWs(deps, { authorization: 'Bearer t2', language: 'en' }, {});
    expect([a.token, a.language]).toEqual(['t2', 'en']);
    const b = contextFromWs(deps, { token: 't3', 'Accept-Language': 'en' }, {});
    expect([b.token, b.language]).toEqual(['t3', 'en']);
    const c = contextFromWs(deps, undefined, { 'accept-language': 'en' });
    expect([c.token, c.language]).toEqual([null, 'en']);
    expect(Object.keys(a).sort()).toEqual(Object.keys(contextFromHttp(deps, {})).sort());
  });

  it("lets an operation's extensions.headers (GraphiQL over WS) override connectionParams", () => {
    const ctx = contextFromWs(
      deps,
      { authorization: 'Bearer old' },
      {},
      { headers: { Authorization: 'Bearer new' } },
    );
    expect(ctx.token).toBe('new');
  });

  it('has no member without a token, without calling the backend', async () => {
    await expect(contextFromHttp(deps, {}).member()).resolves.toBeNull();
  });
});
