import http from 'node:http';
import type net from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestIptvEpgImport, RestIptvImport } from '@portal/contract';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { close, closedPort as freePort, listen, notHttpServer } from '../../test/loopback.js';

/**
 * Hostile sources: a provider's playlist or EPG on the portal's own network is refused with one neutral message,
 * and documents that unpack to hundreds of megabytes fail (or are skipped past) with the heap staying small.
 */

const MB = 1024 * 1024;
const SPACES = Buffer.alloc(MB, 0x20);
const LETTERS = Buffer.alloc(MB, 0x78);

/** `head`, `mb` megabytes of `fill`, then `tail`, generated as it is read (never held whole). */
function* document(head: string, fill: Buffer, mb: number, tail: string) {
  yield Buffer.from(head);
  for (let i = 0; i < mb; i++) yield fill;
  yield Buffer.from(tail);
}

/** Gzips `source` into `res` with back-pressure; a client that goes away ends it. */
const gzipped = (res: http.ServerResponse, source: Iterable<Buffer>) =>
  pipeline(Readable.from(source), zlib.createGzip({ level: 1 }), res).catch(() => {});

const PLAYLIST = '#EXTM3U\n#EXTINF:-1 group-title="DE",One\nhttp://s/1\n';

/** The allowed server: the hostile documents. */
const bombs: Record<string, (res: http.ServerResponse) => void> = {
  // XMLTV of 300 MB whitespace inside <tv>: a gzip found by its magic bytes
  '/spaces.xml.gz': (res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    void gzipped(res, document('<?xml version="1.0"?><tv>', SPACES, 300, '</tv>'));
  },
  // one 300 MB title, sent with Content-Encoding (undone by the client)
  '/title.xml': (res) => {
    res.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' });
    const head = '<tv><programme channel="a" start="20261124100000 +0000"><title>';
    void gzipped(res, document(head, LETTERS, 300, '</title></programme></tv>'));
  },
  // elements nested 100 000 deep
  '/deep.xml': (res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(`<tv>${'<desc>'.repeat(100_000)}`);
  },
  // a playlist with a 300 MB line between two channels, with Content-Encoding
  '/long-line.m3u': (res) => {
    res.writeHead(200, { 'content-type': 'audio/x-mpegurl', 'content-encoding': 'gzip' });
    void gzipped(res, document(PLAYLIST, LETTERS, 300, '\n#EXTINF:-1,Two\nhttp://s/2\n'));
  },
};

let h: Harness;
let admin: string;
let allowedServer: http.Server;
let allowed: string;
/** An HTTP server on loopback that OUTBOUND_ALLOW_HOSTS does not name. */
let internalServer: http.Server;
let internalPort: number;
/** An open port that speaks no HTTP. */
let rawServer: net.Server;
let rawPort: number;
let closedPort: number;

beforeAll(async () => {
  allowedServer = http.createServer((req, res) => {
    const bomb = bombs[req.url ?? ''];
    if (bomb) bomb(res);
    else res.writeHead(404).end();
  });
  const allowedPort = await listen(allowedServer);
  allowed = `http://127.0.0.1:${allowedPort}`;
  internalServer = http.createServer((_req, res) => res.writeHead(200).end(PLAYLIST));
  internalPort = await listen(internalServer);
  ({ server: rawServer, port: rawPort } = await notHttpServer());
  closedPort = await freePort();
  // only the bombs' server is allowed on loopback
  h = await createHarness('pglite', { env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${allowedPort}` } });
  admin = await h.login('admin@example.com');
});

afterAll(async () => {
  for (const server of [allowedServer, internalServer, rawServer]) await close(server);
  await h?.close();
});

let providers = 0;
async function provider(channelUrl: string, epgUrl: string | null = null): Promise<number> {
  const res = await h.request({
    method: 'POST',
    url: '/api/cp/iptv-provider',
    token: admin,
    body: {
      name: `P${++providers}`,
      channel_url: channelUrl,
      frontend_url: 'https://p.example',
      epg_url: epgUrl,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Runs `work` and answers by how much the heap grew at most meanwhile (sampled every 5 ms). */
async function heapGrowth(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().heapUsed) - before;
}

async function playlistImport(id: number, lang: string): Promise<RestIptvImport> {
  const queued = await h.request({
    method: 'POST',
    url: `/api/cp/iptv-provider/${id}/refresh`,
    token: admin,
  });
  expect(queued.statusCode, queued.body).toBe(202);
  await h.app.workers.jobs.drain();
  const res = await h.request({ url: `/api/cp/iptv-import/${queued.json().id}`, token: admin, lang });
  return res.json() as RestIptvImport;
}

async function epgImport(id: number, lang: string): Promise<RestIptvEpgImport> {
  const queued = await h.request({
    method: 'POST',
    url: `/api/cp/iptv-provider/${id}/refresh-epg`,
    token: admin,
  });
  expect(queued.statusCode, queued.body).toBe(202);
  await h.app.workers.jobs.drain();
  const res = await h.request({ url: `/api/cp/iptv-provider/${id}/epg-import`, token: admin, lang });
  return res.json() as RestIptvEpgImport;
}

describe('IPTV: sources on the portal’s own network', () => {
  it('refuses a playlist on loopback with one neutral message, the same for an HTTP server, a closed port and a port that speaks no HTTP', async () => {
    const errors = [];
    for (const url of [
      `http://127.0.0.1:${internalPort}/list.m3u`,
      `http://127.0.0.1:${closedPort}/list.m3u`,
      `http://127.0.0.1:${rawPort}/list.m3u`,
      `http://localhost:${internalPort}/list.m3u`,
      `http://[::ffff:127.0.0.1]:${internalPort}/list.m3u`,
    ]) {
      const done = await playlistImport(await provider(url), 'de');
      expect(done.state).toBe('FAILED');
      errors.push({ code: done.error_code, error: done.error });
    }
    expect(new Set(errors.map((e) => JSON.stringify(e))).size).toBe(1);
    expect(errors[0]).toEqual({
      code: 'network',
      error:
        'Die Playlist konnte nicht geladen werden: Der Server ist nicht erreichbar, oder seine Adresse ist nicht erlaubt (ein internes Netz).',
    });
    // nothing was imported from the internal server
    const { rows } = await h.db.query('SELECT 1 FROM iptv_channels');
    expect(rows).toHaveLength(0);
  });

  it('refuses an EPG on loopback with the same neutral message', async () => {
    const id = await provider(`${allowed}/none.m3u`, `http://127.0.0.1:${internalPort}/guide.xml`);
    const done = await epgImport(id, 'en');
    expect(done).toMatchObject({
      state: 'FAILED',
      error_code: 'network',
      error:
        'The EPG could not be downloaded: the server cannot be reached, or its address is not allowed (an internal network).',
    });
  });
});

describe('IPTV: documents that unpack to hundreds of megabytes', () => {
  it('fails the EPG import of 300 MB whitespace in a 300 KB gzip with a clear message; the heap stays small', async () => {
    const id = await provider(`${allowed}/none.m3u`, `${allowed}/spaces.xml.gz`);
    let done: RestIptvEpgImport | undefined;
    const growth = await heapGrowth(async () => {
      done = await epgImport(id, 'de');
    });
    expect(done).toMatchObject({
      state: 'FAILED',
      error_code: 'textTooLong',
      error: 'Der EPG enthält einen Text oder ein Element von mehr als 1024 Kilobyte.',
    });
    expect(growth).toBeLessThan(64 * MB);
  });

  it('fails an EPG with a 300 MB title (Content-Encoding: gzip) and one nested 100 000 deep alike', async () => {
    const title = await provider(`${allowed}/none.m3u`, `${allowed}/title.xml`);
    const growth = await heapGrowth(async () => {
      expect(await epgImport(title, 'en')).toMatchObject({
        state: 'FAILED',
        error: 'The EPG holds a text or element of more than 1024 kilobytes.',
      });
    });
    expect(growth).toBeLessThan(64 * MB);
    const deep = await provider(`${allowed}/none.m3u`, `${allowed}/deep.xml`);
    expect(await epgImport(deep, 'en')).toMatchObject({
      state: 'FAILED',
      error: 'The EPG nests its elements deeper than 256 levels.',
    });
  });

  it('skips a 300 MB playlist line (Content-Encoding: gzip) without holding it; the channels around it are imported', async () => {
    const id = await provider(`${allowed}/long-line.m3u`);
    let done: RestIptvImport | undefined;
    const growth = await heapGrowth(async () => {
      done = await playlistImport(id, 'en');
    });
    expect(done).toMatchObject({ state: 'FINISHED', channel_count: 2 });
    expect(done?.skipped).toEqual([{ reason: 'lineTooLong', count: 1 }]);
    expect(growth).toBeLessThan(64 * MB);
  });
});
