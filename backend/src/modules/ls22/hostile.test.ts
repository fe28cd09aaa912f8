import http from 'node:http';
import type net from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestLs22Stats } from '@portal/contract';
import type { FakeLs22 } from '@portal/fakes/ls22';
import { startFakeLs22 } from '@portal/fakes/ls22';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { close, closedPort as freePort, listen, notHttpServer } from '../../test/loopback.js';
import { checkXml, FeedError, parseXml } from './feed.js';

/**
 * A hostile or misplaced LS22 server: one on the portal's own network is refused with one neutral message, and
 * feeds that unpack to hundreds of megabytes, or hold a huge text or millions of elements, fail with the heap small.
 */

const MB = 1024 * 1024;
const SPACES = Buffer.alloc(MB, 0x20);

/** What the allowed server answers for every feed. */
const feeds: Record<string, (res: http.ServerResponse) => void> = {
  // 300 MB of whitespace in a gzip of 300 KB, sent with Content-Encoding
  gzip: (res) => {
    res.writeHead(200, { 'content-type': 'text/xml', 'content-encoding': 'gzip' });
    const source = (function* () {
      yield Buffer.from('<Server game="Farming Simulator 22">');
      for (let i = 0; i < 300; i++) yield SPACES;
    })();
    void pipeline(Readable.from(source), zlib.createGzip({ level: 1 }), res).catch(() => {});
  },
  spaces: (res) => res.writeHead(200).end(`<Server>${' '.repeat(4 * MB)}</Server>`),
  elements: (res) => res.writeHead(200).end(`<Server>${'<Vehicle/>'.repeat(200_000)}</Server>`),
  deep: (res) => res.writeHead(200).end(`<Server>${'<Vehicle>'.repeat(100_000)}`),
};
let feed = 'gzip';

let h: Harness;
let admin: string;
let toxic: string;
let hostile: http.Server;
let hostileUrl: string;
let fake: FakeLs22;
let raw: net.Server;
let rawPort: number;
let closedPort: number;

beforeAll(async () => {
  hostile = http.createServer((_req, res) => feeds[feed]!(res));
  const port = await listen(hostile);
  hostileUrl = `http://127.0.0.1:${port}`;
  fake = await startFakeLs22({ code: 'secret42' });
  ({ server: raw, port: rawPort } = await notHttpServer());
  closedPort = await freePort();
  // of loopback only the hostile server is allowed
  h = await createHarness('pglite', { env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` } });
  admin = await h.login('admin@example.com');
  toxic = await h.login('toxicidiot@example.com');
});

afterAll(async () => {
  await close(hostile);
  await close(raw);
  await fake?.close();
  await h?.close();
});

/** Points the portal at `url`, polls and answers the stats members see. */
async function pollOf(url: string): Promise<RestLs22Stats> {
  const saved = await h.request({
    method: 'PUT',
    url: '/api/gaming/ls22/config',
    token: admin,
    body: { server_url: url, code: 'secret42' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await h.app.services.ls22.poller.poll();
  const res = await h.request({
    url: '/api/gaming/ls22/dedicated-server-api/stats',
    token: toxic,
    lang: 'en',
  });
  return res.json() as RestLs22Stats;
}

describe('LS22: a server on the portal’s own network', () => {
  it('is refused with one neutral message, the same for the fake server, a closed port and a port that speaks no HTTP', async () => {
    const neutral =
      'SERVER OFFLINE: the server cannot be reached, or its address is not allowed (an internal network).';
    for (const url of [fake.url, `http://127.0.0.1:${closedPort}`, `http://127.0.0.1:${rawPort}`]) {
      expect(await pollOf(url), url).toMatchObject({ state: 'unreachable', last_error: neutral });
    }
    expect(fake.requests.stats).toBe(0);
  });
});

describe('LS22: hostile feeds', () => {
  it('fails a feed of 300 MB whitespace in a gzip at the byte limit; the heap stays small', async () => {
    feed = 'gzip';
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
    const stats = await pollOf(hostileUrl).finally(() => clearInterval(sampler));
    expect(stats).toMatchObject({
      state: 'unreadable',
      last_error: 'Feed unreadable: the file is larger than 16 MB.',
    });
    expect(peak - before).toBeLessThan(64 * MB);
  });

  it.each([
    ['spaces', 'Feed unreadable: the file holds a text or element of more than 1024 KB.'],
    [
      'elements',
      'Feed unreadable: the file has more than 100000 elements or nests them deeper than 256 levels.',
    ],
    ['deep', 'Feed unreadable: the file has more than 100000 elements or nests them deeper than 256 levels.'],
  ])('fails a feed of %s with a clear message', async (name, message) => {
    feed = name;
    expect(await pollOf(hostileUrl)).toMatchObject({ state: 'unreadable', last_error: message });
  });

  it('checks a savegame file for a backup without building its tree: many elements pass, a huge text does not', () => {
    const many = `<vehicles>${'<vehicle/>'.repeat(150_000)}</vehicles>`;
    expect(() => checkXml(many)).not.toThrow();
    expect(() => parseXml(many)).toThrow(FeedError);
    expect(() => checkXml(`<vehicles>${' '.repeat(2 * MB)}</vehicles>`)).toThrow(
      expect.objectContaining({ code: 'text_too_long' }),
    );
  });
});
