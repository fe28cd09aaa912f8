import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startGateway, type RunningGateway } from './server.js';
import { freePort, startBackend, type TestBackend } from './test/backend.js';
import { codesOf, gql, wsClient, wsRun, wsUrl } from './test/graphql.js';

/** The gateway's HTTP/WebSocket surface against the real backend (child process). */

let backend: TestBackend;
let gateway: RunningGateway;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'portal-gateway-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Portal SPA</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("portal")');
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  backend = await startBackend();
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: backend.url },
    webDist,
    env: {},
  });
});

afterAll(async () => {
  await gateway?.close();
  await backend?.stop();
  await rm(webDist, { recursive: true, force: true });
});

async function login(email = 'user@example.com'): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    gateway.url,
    'mutation ($e: String!) { login(email: $e, password: "portal-demo") { token } }',
    { variables: { e: email } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.login.token;
}

/** Query builders that break one limit each (defaults: depth 10, cost 5000, aliases 15, tokens 2000). */
const tooDeep = `{ me { roles { name { a { b { c { d { e { f { g { h } } } } } } } } } } }`;
const tooManyAliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
const tooManyTokens = `{ me { ${Array(2100).fill('id').join(' ')} } }`;
/** A fragment "bomb": few tokens, 4^5 copies of the member. */
const tooCostly = [
  'query { ...F5 }',
  'fragment F0 on Query { me { id name email roles { id name } } }',
  ...[1, 2, 3, 4, 5].map(
    (n) => `fragment F${n} on Query { ...F${n - 1} ...F${n - 1} ...F${n - 1} ...F${n - 1} }`,
  ),
].join('\n');

describe('query limits over HTTP', () => {
  it('refuses a query deeper than the depth limit', async () => {
    const result = await gql(gateway.url, tooDeep);
    expect(result.status).toBe(400);
    expect(result.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 10/));
  });

  it('refuses more aliases than allowed', async () => {
    const result = await gql(gateway.url, tooManyAliases);
    expect(result.status).toBe(400);
    expect(result.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/Aliases limit of 15/));
  });

  it('refuses a query above the cost limit', async () => {
    const result = await gql(gateway.url, tooCostly);
    expect(result.status).toBe(400);
    expect(result.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/Cost limit of 5000/));
  });

  it('refuses a document with too many tokens', async () => {
    const result = await gql(gateway.url, tooManyTokens);
    expect(result.status).toBe(400);
    expect(codesOf(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(result.errors![0]!.message).toMatch(/2000 tokens/);
  });

  it('still runs a normal query and the IDE introspection', async () => {
    expect((await gql(gateway.url, '{ me { id roles { name } } }')).data).toEqual({ me: null });
    const introspection = await gql(
      gateway.url,
      `query { __schema { types { name fields { name type { name kind ofType { name kind ofType { name kind ofType { name kind ofType { name kind ofType { name kind ofType { name kind } } } } } } } } } } }`,
    );
    expect(introspection.errors).toBeUndefined();
  });
});

describe('graphql-ws', () => {
  it('runs operations with the same context shape (token and language from connectionParams)', async () => {
    const token = await login();
    const client = wsClient(gateway.url, { authorization: `Bearer ${token}`, language: 'en' });
    try {
      const me = await wsRun(client, '{ me { email } }');
      expect(me).toEqual({ data: { me: { email: 'user@example.com' } } });
      const wrong = await wsRun(
        client,
        'mutation { login(email: "user@example.com", password: "x-wrong-x") { token } }',
      );
      expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);
      expect(wrong.errors![0]!.message).toBe('These credentials do not match our records.');
    } finally {
      await client.dispose();
    }
  });

  it('enforces deny-by-default over the socket too', async () => {
    const client = wsClient(gateway.url, { language: 'en' });
    try {
      const result = await wsRun(client, 'mutation { logout }');
      expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
    } finally {
      await client.dispose();
    }
  });

  it('applies the same depth, alias, cost and token limits', async () => {
    const client = wsClient(gateway.url);
    try {
      const deep = await wsRun(client, tooDeep);
      expect(deep.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 10/));
      const aliases = await wsRun(client, tooManyAliases);
      expect(aliases.errors!.map((e) => e.message)).toContainEqual(
        expect.stringMatching(/Aliases limit of 15/),
      );
      const cost = await wsRun(client, tooCostly);
      expect(cost.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/Cost limit of 5000/));
      const tokens = await wsRun(client, tooManyTokens);
      expect(codesOf(tokens)).toEqual(['GRAPHQL_PARSE_FAILED']);
      expect((await wsRun(client, '{ me { id } }')).data).toEqual({ me: null });
    } finally {
      await client.dispose();
    }
  });

  const handshake = (origin?: string) =>
    new Promise<number | 'open'>((resolve, reject) => {
      const socket = new WebSocket(wsUrl(gateway.url), 'graphql-transport-ws', {
        headers: origin ? { origin } : {},
      });
      socket.once('open', () => {
        socket.close();
        resolve('open');
      });
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', (error) => reject(error));
    });

  it('refuses a foreign Origin at upgrade with 403 and accepts ours and none', async () => {
    expect(await handshake('http://evil.example.com')).toBe(403);
    expect(await handshake('null')).toBe(403);
    expect(await handshake('http://localhost:5173')).toBe('open');
    expect(await handshake('http://127.0.0.1:4000')).toBe('open');
    expect(await handshake()).toBe('open');
  });
});

describe('HTTP surface', () => {
  it('blocks CSRF: a GET or simple POST without a preflight header is refused', async () => {
    const get = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/Cross-Site Request Forgery/);
    const simple = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(simple.status).toBe(400);
    const withHeader = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(withHeader.status).toBe(200);
  });

  it('tells caches not to keep GraphQL answers', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers CORS preflights for allowed origins only', async () => {
    const ok = await fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves GraphiQL at /graphql for browsers, without any external URL', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/renderYogaGraphiQL/);
    expect(html).toMatch(/"subscriptionsProtocol":"WS"/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/(src|href)="\/\//);
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const ref of refs) {
      expect(ref.startsWith('/graphiql/')).toBe(true);
      const asset = await fetch(`${gateway.url}${ref}`);
      expect(asset.status, ref).toBe(200);
      await asset.arrayBuffer();
    }
    const workerRefs = [...html.matchAll(/"(\/graphiql\/[a-z]+\.worker\.js[^"]*)"/g)].map((m) => m[1]!);
    expect(workerRefs).toHaveLength(3);
    for (const ref of workerRefs) expect((await fetch(`${gateway.url}${ref}`)).status).toBe(200);
  });

  it('serves the web app with an SPA fallback and long-cached hashed assets', async () => {
    const spa = await fetch(`${gateway.url}/cp/users/list`, { headers: { accept: 'text/html' } });
    expect(spa.status).toBe(200);
    expect(await spa.text()).toMatch(/Portal SPA/);
    expect(spa.headers.get('cache-control')).toBe('no-cache');
    const root = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    expect(await root.text()).toMatch(/Portal SPA/);
    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const file = await fetch(`${gateway.url}/robots.txt`);
    expect(await file.text()).toBe('User-agent: *');
    // A stale chunk must not turn into index.html (the browser would try to run HTML as JavaScript).
    const missingAsset = await fetch(`${gateway.url}/assets/missing.js`, {
      headers: { accept: 'text/html,*/*' },
    });
    expect(missingAsset.status).toBe(404);
    const api = await fetch(`${gateway.url}/graphql/x`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    const json = await fetch(`${gateway.url}/some/route`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
  });

  it('says so in a plain page when the web app is not built', async () => {
    const bare = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl: backend.url },
      webDist: path.join(webDist, 'does-not-exist'),
      env: {},
    });
    try {
      const response = await fetch(`${bare.url}/login`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/not built/);
    } finally {
      await bare.close();
    }
  });

  it('reports health: up with the backend', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', gateway: 'up', backend: 'up' });
  });
});

describe('backend down', () => {
  it('answers 503 on /healthz and UPSTREAM_UNAVAILABLE from queries, localised', async () => {
    const token = await login();
    await backend.kill();
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ gateway: 'up', backend: 'down' });

    const en = await gql(gateway.url, '{ me { id } }', { token, language: 'en' });
    expect(en.status).toBe(200);
    expect(codesOf(en)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(en.errors![0]!.message).toMatch(/temporarily unavailable/);
    const de = await gql(gateway.url, 'mutation { login(email: "a@b.c", password: "12345678") { token } }', {
      language: 'de',
    });
    expect(codesOf(de)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(de.errors![0]!.message).toMatch(/nicht erreichbar/);
  });

  it('answers UPSTREAM_UNAVAILABLE when nothing listens at BACKEND_URL at all', async () => {
    const port = await freePort();
    const lonely = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl: `http://127.0.0.1:${port}` },
      env: {},
    });
    try {
      expect((await fetch(`${lonely.url}/healthz`)).status).toBe(503);
      const result = await gql(lonely.url, 'mutation { forgotPassword(email: "a@b.c") }');
      expect(codesOf(result)).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      await lonely.close();
    }
  });
});

describe('shutdown', () => {
  it('closes open WebSockets and stops listening', async () => {
    const port = await freePort();
    const temp = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl: `http://127.0.0.1:${port}` },
      env: {},
    });
    const socket = new WebSocket(wsUrl(temp.url), 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await temp.close();
    expect(await closed).toBe(1001);
    await expect(fetch(`${temp.url}/healthz`)).rejects.toThrow();
  });

  it('reports a port in use instead of half-starting', async () => {
    const port = await freePort();
    const first = await startGateway({
      port,
      logLevel: 'silent',
      rest: { backendUrl: `http://127.0.0.1:${port}` },
      env: {},
    });
    try {
      await expect(
        startGateway({ port, logLevel: 'silent', rest: { backendUrl: `http://127.0.0.1:${port}` }, env: {} }),
      ).rejects.toThrow(/EADDRINUSE|address already in use/);
    } finally {
      await first.close();
    }
  });
});
