import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPTV_LOGO_URL_PREFIX } from '@portal/contract';
import type { Harness } from '../../../test/harness.js';
import { createHarness } from '../../../test/harness.js';
import { close, closedPort, listen } from '../../../test/loopback.js';
import { LOGO_FAILURE_MS, MAX_LOGO_BYTES, sniffImage } from './logos.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>';

/** The provider's image host: answers by path; counts the requests per path. */
const images: Record<string, { type: string; body: Buffer | string }> = {
  '/one.png': { type: 'image/png', body: PNG },
  '/two.png': { type: 'image/png', body: PNG },
  '/page.png': { type: 'image/png', body: '<!DOCTYPE html><html><body>not an image</body></html>' },
  '/html': { type: 'text/html', body: PNG },
  '/big.png': { type: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]) },
  '/logo.svg': { type: 'image/svg+xml', body: SVG },
  '/svg-as-text': { type: 'text/plain', body: SVG },
};
const served: Record<string, number> = {};
/** `/flaky.png` fails until this is set. */
let flakyUp = false;

let h: Harness;
let server: http.Server;
let base: string;
let admin: string;
let member: string;

/** The provider's playlist: a channel per logo case, and one without a logo. */
function playlist(dead: number): string {
  const logo = (name: string, url: string) =>
    `#EXTINF:-1 tvg-logo="${url}" group-title="G",${name}\nhttp://s/${name}\n`;
  return (
    '#EXTM3U\n' +
    logo('One', `${base}/one.png`) +
    logo('Two', `${base}/two.png`) +
    logo('Page', `${base}/page.png`) +
    logo('Html', `${base}/html`) +
    logo('Big', `${base}/big.png`) +
    logo('Svg', `${base}/logo.svg`) +
    logo('SvgText', `${base}/svg-as-text`) +
    logo('Dead', `http://127.0.0.1:${dead}/dead.png`) +
    logo('Flaky', `${base}/flaky.png`) +
    logo('Ftp', 'ftp://s.example/logo.png') +
    '#EXTINF:-1 group-title="G",None\nhttp://s/none\n'
  );
}

beforeAll(async () => {
  let list = '';
  server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/list.m3u') return res.writeHead(200, { 'content-type': 'audio/x-mpegurl' }).end(list);
    served[url] = (served[url] ?? 0) + 1;
    const image = url === '/flaky.png' && flakyUp ? images['/one.png'] : images[url];
    if (!image) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': image.type }).end(image.body);
  });
  base = `http://127.0.0.1:${await listen(server)}`;
  list = playlist(await closedPort());

  h = await createHarness('pglite');
  admin = await h.login('admin@example.com');
  member = await h.login('iptv@example.com');
  const provider = await h.request({
    method: 'POST',
    url: '/api/cp/iptv-provider',
    token: admin,
    body: { name: 'Logos', channel_url: `${base}/list.m3u`, frontend_url: 'https://p.example' },
  });
  const refresh = await h.request({
    method: 'POST',
    url: `/api/cp/iptv-provider/${provider.json().id}/refresh`,
    token: admin,
  });
  expect(refresh.statusCode, refresh.body).toBe(202);
  await h.app.workers.jobs.drain();
});

afterAll(async () => {
  await close(server);
  await h?.close();
});

/** The catalogue's logos by channel name, as members get them. */
async function logos(): Promise<Record<string, string | null>> {
  const res = await h.request({ url: '/api/iptv/channel?itemsPerPage=50', token: member });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().data as { name: string; logo: string | null }[];
  return Object.fromEntries(items.map((c) => [c.name, c.logo]));
}

/** GETs a logo as `<img>` would: without a token. */
const get = (logo: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: `/api/iptv-logos/${logo.slice(IPTV_LOGO_URL_PREFIX.length)}`, headers });

describe('IPTV channel logos through the portal', () => {
  it('hands out portal URLs instead of the provider’s, in the catalogue and in members’ lists', async () => {
    const byName = await logos();
    for (const name of ['One', 'Two', 'Page', 'Svg', 'Dead'])
      expect(byName[name]).toMatch(/^\/files\/iptv-logos\/[\w-]{22}\.[\w-]+$/);
    // no logo, or one that is no http(s) URL: none
    expect(byName.None).toBeNull();
    expect(byName.Ftp).toBeNull();
    const list = await h.request({
      method: 'POST',
      url: '/api/iptv/list',
      token: member,
      body: { name: 'L' },
    });
    const channels = await h.request({ url: '/api/iptv/channel?filter[search]=One', token: member });
    await h.request({
      method: 'POST',
      url: `/api/iptv/list/${list.json().id}/user-iptv-channel`,
      token: member,
      body: { channel: channels.json().data[0].id },
    });
    const rows = await h.request({
      url: `/api/iptv/list/${list.json().id}/user-iptv-channel`,
      token: member,
    });
    expect(rows.json().data[0].logo).toBe(byName.One);
    expect(rows.body).not.toContain(base);
    // a player's personal playlist keeps the provider's own URL
    const link = await h.request({
      method: 'POST',
      url: '/api/iptv/personal-download-link',
      token: member,
      body: { iptv_list_id: list.json().id },
    });
    const token = new URL(link.json().url as string).pathname.split('/')[2];
    const m3u = await h.request({ url: `/api/iptv/personal/${token}/playlist.m3u` });
    expect(m3u.body).toContain(`tvg-logo="${base}/one.png"`);
  });

  it('fetches a logo once, then serves it from the disk cache (0600) with an ETag and 304', async () => {
    const { One } = await logos();
    const first = await get(One!);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=2592000',
      'x-content-type-options': 'nosniff',
    });
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const again = await get(One!);
    expect(again.rawPayload.equals(PNG)).toBe(true);
    expect(served['/one.png']).toBe(1);
    const etag = String(first.headers.etag);
    expect(again.headers.etag).toBe(etag);
    const unchanged = await get(One!, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const dir = path.join(h.dataDir, 'iptv-logos');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(fs.statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
  });

  it('answers 404 for no image, one over 1 MB and an unreachable host, and does not ask again for a while', async () => {
    const byName = await logos();
    for (const name of ['Page', 'Html', 'Big', 'SvgText', 'Dead']) {
      expect((await get(byName[name]!)).statusCode, name).toBe(404);
    }
    expect((await get(byName.Flaky!)).statusCode).toBe(404);
    flakyUp = true;
    expect((await get(byName.Flaky!)).statusCode).toBe(404);
    expect(served['/flaky.png']).toBe(1);
    h.clock.advance(LOGO_FAILURE_MS + 1000);
    expect((await get(byName.Flaky!)).statusCode).toBe(200);
    expect(served['/flaky.png']).toBe(2);
  });

  it('serves an SVG that says it is one, unable to run anything on its own', async () => {
    const { Svg } = await logos();
    const res = await get(Svg!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('is no open proxy: a key the portal did not make fetches nothing', async () => {
    const { Two } = await logos();
    const key = Two!.slice(IPTV_LOGO_URL_PREFIX.length);
    const [mac] = key.split('.');
    const elsewhere = Buffer.from(`${base}/one.png`).toString('base64url');
    const before = { ...served };
    for (const forged of [
      `${mac}.${elsewhere}`, // the MAC of another URL
      `${'A'.repeat(22)}.${elsewhere}`,
      `${mac}.${Buffer.from('http://169.254.169.254/').toString('base64url')}`,
      'not-a-key',
    ]) {
      expect(
        (await h.app.inject({ method: 'GET', url: `/api/iptv-logos/${forged}` })).statusCode,
        forged,
      ).toBe(404);
    }
    expect(served).toEqual(before);
    expect((await get(Two!)).statusCode).toBe(200);
  });

  it('tells images by their bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(Buffer.from('\0\0\0\x1cftypavif'))).toBe('image/avif');
    expect(sniffImage(Buffer.from([0, 0, 1, 0, 1, 0]))).toBe('image/x-icon');
    expect(sniffImage(Buffer.from(`\ufeff  <!-- logo -->\n<svg viewBox="0 0 1 1"/>`))).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(Buffer.from('{"not":"an image"}'))).toBeNull();
  });
});
