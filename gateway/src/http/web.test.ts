import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.js';

// A build as `vite build` leaves it: each file with the `.br` and `.gz` variants the build writes beside it.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;

let dist: string;
let app: FastifyInstance;

function writeWithVariants(rel: string, content: string): void {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** The body as the client sees it after undoing the announced Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

async function serve(root: string): Promise<FastifyInstance> {
  const server = Fastify();
  await registerWeb(server, root);
  await server.ready();
  return server;
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  writeWithVariants('index.html', INDEX);
  writeWithVariants('assets/index-Ab12Cd34.js', SCRIPT);
  fs.writeFileSync(
    path.join(dist, 'assets/index-Ab12Cd34.js.map'),
    '{"version":3,"sourcesContent":["secret"]}',
  );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await serve(dist);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends brotli to clients that accept it, gzip to those that accept only gzip, and plain to the rest', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length);

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const res of [br, gz, plain]) {
      expect(decoded(res)).toBe(SCRIPT);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // A shared cache must not hand one client's encoding to another.
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate index.html, on `/` and on every app route, and compresses it too', async () => {
    for (const url of ['/', '/login', '/cp/users/list']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res), url).toBe(INDEX);
    }
  });

  it('revalidates other files that have no hash in their name', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves source maps or the compressed variants as files of their own', async () => {
    for (const url of [
      '/assets/index-Ab12Cd34.js.map',
      '/assets/index-Ab12Cd34.js.br',
      '/assets/index-Ab12Cd34.js.gz',
    ]) {
      const res = await get(url, { accept: '*/*', 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret');
    }
    const asPage = await get('/index.html.br', { accept: 'text/html' });
    expect(asPage.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(asPage)).toBe(INDEX);
  });
});

describe('preloading the current route', () => {
  // As the web build writes it: per route pattern, its screen's chunks that index.html does not already load.
  const table = [
    { pattern: '/', files: ['/assets/HomeScreen-1.js'] },
    { pattern: '/login', files: ['/assets/LoginScreen-1.js', '/assets/FormField-1.js'] },
    { pattern: '/cp', files: ['/assets/CpHomeScreen-1.js'] },
    { pattern: '/cp/users/:id/edit', files: ['/assets/UserEditScreen-1.js'] },
    { pattern: '/cp/*', files: ['/assets/CpNotFound-1.js'] },
    { pattern: '/*', files: ['/assets/NotFoundScreen-1.js'] },
  ];
  let withTable: FastifyInstance;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify(table));
    withTable = await serve(dist);
  });

  afterAll(async () => {
    await withTable.close();
    fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  });

  const preloads = async (url: string) => {
    const res = await withTable.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  };

  it('adds modulepreload links for the screen the app is about to render, best match first', async () => {
    expect(await preloads('/')).toEqual(['/assets/HomeScreen-1.js']);
    expect(await preloads('/login?redirect=%2Fcp')).toEqual([
      '/assets/LoginScreen-1.js',
      '/assets/FormField-1.js',
    ]);
    expect(await preloads('/cp')).toEqual(['/assets/CpHomeScreen-1.js']);
    expect(await preloads('/cp/users/42/edit')).toEqual(['/assets/UserEditScreen-1.js']);
    expect(await preloads('/cp/iptv/providers')).toEqual(['/assets/CpNotFound-1.js']);
    expect(await preloads('/no/such/page')).toEqual(['/assets/NotFoundScreen-1.js']);
  });

  it('keeps the rest of index.html as built', async () => {
    const res = await withTable.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(res.body.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(INDEX);
  });

  it('does not serve the table itself', async () => {
    const res = await withTable.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(res.statusCode).toBe(404);
  });
});
