import http from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { iptvEpgImportChannel, type RestIptvEpgChannel, type RestIptvEpgImport } from '@portal/contract';
import type { JobRow } from '../../../jobs/jobs.dal.js';
import { drivers } from '../../../test/db.js';
import type { Harness } from '../../../test/harness.js';
import { createHarness } from '../../../test/harness.js';
import { createOutbound } from '../../../lib/outbound.js';
import { ImportFailure } from '../import.service.js';
import { parseM3u } from '../m3u/index.js';
import { createEpgDal } from './epg.dal.js';
import { FEED, NOW, programme } from './fixtures.js';
import { createEpgImport } from './import.js';

const BOUNDARY = '----portal-iptv-epg';

/** The fake EPG server's answers by path; `/stall` sends its headers and then nothing. */
const pages: Record<string, { status: number; type: string; body: Buffer | string }> = {
  '/guide.xml': { status: 200, type: 'application/xml', body: FEED },
  // gzip without a telling name or type: found by its magic bytes
  '/guide.bin': {
    status: 200,
    type: 'application/octet-stream',
    body: zlib.gzipSync(
      Buffer.from(
        FEED.replace('<title>heute</title>', '<title>heute journal</title>').replace(
          programme('other', '20261124110000 +0000', '20261124130000 +0000', '<title>Elsewhere</title>'),
          '',
        ),
      ),
    ),
  },
  '/truncated.xml': { status: 200, type: 'application/xml', body: FEED.slice(0, FEED.indexOf('Tagesschau')) },
  '/error.html': {
    status: 200,
    type: 'text/html',
    body: '<!DOCTYPE html><html><body><h1>Service unavailable</h1></body></html>',
  },
  '/missing.xml': { status: 404, type: 'text/plain', body: 'not found' },
};

async function importPlaylist(h: Harness, admin: string, providerId: number, text: string) {
  const body =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ipTvProviderId"\r\n\r\n${providerId}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="m3u_list"; filename="list.m3u"\r\n` +
    `Content-Type: audio/x-mpegurl\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`;
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/cp/iptv-provider/m3u-upload',
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(202);
  await h.app.workers.jobs.drain();
}

/** Parses XML strictly; answers the errors and the `<channel id>`s and programme channels it holds. */
function parseBack(xml: string) {
  const parser = new SaxesParser();
  const errors: string[] = [];
  const channels: string[] = [];
  const programmes: string[] = [];
  parser.on('error', (e) => errors.push(e.message));
  parser.on('opentag', (tag) => {
    if (tag.name === 'channel') channels.push(String(tag.attributes.id));
    if (tag.name === 'programme') programmes.push(String(tag.attributes.channel));
  });
  parser.write(xml).close();
  return { errors, channels, programmes };
}

describe.each(drivers)('IPTV EPG: import, matching, the screen, epg.xml (%s)', (driver) => {
  let h: Harness;
  let server: http.Server;
  let serverUrl: string;
  let admin: string;
  let member: string;
  let providerId: number;
  let listId: number;
  const channelId: Record<string, number> = {};

  const playlist = () =>
    `#EXTM3U x-tvg-url="${serverUrl}/guide.xml"\n` +
    '#EXTINF:-1 tvg-id="one.de" tvg-name="One" group-title="DE",One HD\nhttp://s/1\n' +
    '#EXTINF:-1 tvg-name="Das Erste HD" group-title="DE",ARD\nhttp://s/2\n' +
    '#EXTINF:-1 group-title="DE",ZDF FHD\nhttp://s/3\n' +
    '#EXTINF:-1 group-title="DE",Télé 5\nhttp://s/4\n' +
    '#EXTINF:-1 group-title="DE",Nothing\nhttp://s/5\n' +
    '#EXTINF:-1 tvg-id="other" group-title="DE",Other\nhttp://s/6\n';
  const refresh = async () => {
    const res = await h.request({
      method: 'POST',
      url: `/api/cp/iptv-provider/${providerId}/refresh-epg`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: 'QUEUED', provider_id: providerId });
    await h.app.workers.jobs.drain();
    const last = await h.request({ url: `/api/cp/iptv-provider/${providerId}/epg-import`, token: admin });
    return last.json() as RestIptvEpgImport;
  };
  const setEpgUrl = (url: string | null) =>
    h.db.query('UPDATE iptv_providers SET epg_url = $2 WHERE id = $1', [providerId, url]);
  const epg = async (query = 'from=2026-11-24T10:00:00Z&to=2026-11-24T14:00:00Z', token = member) => {
    const res = await h.request({ url: `/api/iptv/list/${listId}/epg?${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RestIptvEpgChannel[];
  };
  const titles = async (query?: string) =>
    Object.fromEntries((await epg(query)).map((c) => [c.name, c.programmes.map((p) => p.title)]));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/stall') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.write('<?xml version="1.0"?><tv>');
        return;
      }
      const page = pages[req.url ?? ''] ?? { status: 404, type: 'text/plain', body: '' };
      res.writeHead(page.status, { 'content-type': page.type }).end(page.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    h = await createHarness(driver);
    h.clock.set(NOW);
    admin = await h.login('admin@example.com');
    member = await h.login('iptv@example.com');
    const provider = await h.request({
      method: 'POST',
      url: '/api/cp/iptv-provider',
      token: admin,
      body: {
        name: 'EPG provider',
        channel_url: 'http://s.example/get.php',
        frontend_url: 'https://p.example',
      },
    });
    providerId = provider.json().id;
    // the playlist names its EPG: the default while the provider has no epg_url
    await importPlaylist(h, admin, providerId, playlist());
    const { rows } = await h.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM iptv_channels WHERE provider_id = $1',
      [providerId],
    );
    for (const r of rows) channelId[r.name] = r.id;
    const list = await h.request({
      method: 'POST',
      url: '/api/iptv/list',
      token: member,
      body: { name: 'EPG' },
    });
    listId = list.json().id;
    const added = await h.request({
      method: 'PUT',
      url: `/api/iptv/list/${listId}/user-iptv-channel/add-channels`,
      token: member,
      body: { channels: ['ZDF FHD', 'One HD', 'ARD', 'Télé 5', 'Nothing'].map((n) => channelId[n]) },
    });
    expect(added.statusCode, added.body).toBe(200);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await h?.close();
  });

  it('imports the EPG by itself once a playlist import has finished', async () => {
    // beforeAll uploaded the playlist (naming its EPG) and ran the queue: no one asked for the EPG
    const last = await h.request({ url: `/api/cp/iptv-provider/${providerId}/epg-import`, token: admin });
    expect(last.json()).toMatchObject({
      state: 'FINISHED',
      url: `${serverUrl}/guide.xml`,
      current: 7,
      programme_count: 7,
      matched_count: 5,
    });
  });

  it('imports the EPG when its URL is saved or changed, and reuses an import already queued', async () => {
    const imports = async () =>
      (
        await h.db.query<{ id: number; state: string; url: string | null }>(
          'SELECT id, state, url FROM iptv_epg_imports WHERE provider_id = $1 ORDER BY id',
          [providerId],
        )
      ).rows;
    const save = async (epgUrl: string | null) => {
      const res = await h.request({
        method: 'PUT',
        url: `/api/cp/iptv-provider/${providerId}`,
        token: admin,
        body: { name: 'EPG provider', epg_url: epgUrl },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const before = (await imports()).length;
    await save(`${serverUrl}/guide.bin`);
    const queued = (await imports()).slice(before);
    expect(queued).toMatchObject([{ state: 'QUEUED' }]);
    // the button while it waits, and the same URL saved again: no second import
    const pressed = await h.request({
      method: 'POST',
      url: `/api/cp/iptv-provider/${providerId}/refresh-epg`,
      token: admin,
    });
    expect(pressed.statusCode, pressed.body).toBe(202);
    expect(pressed.json()).toMatchObject({ id: queued[0]!.id, state: 'QUEUED' });
    await save(`${serverUrl}/guide.bin`);
    expect(await imports()).toHaveLength(before + 1);
    await h.app.workers.jobs.drain();
    expect((await imports()).at(-1)).toMatchObject({ state: 'FINISHED', url: `${serverUrl}/guide.bin` });

    // another URL is imported too; a provider created with one at once
    await save(null);
    await h.app.workers.jobs.drain();
    expect((await imports()).at(-1)).toMatchObject({ state: 'FINISHED', url: `${serverUrl}/guide.xml` });
    const created = await h.request({
      method: 'POST',
      url: '/api/cp/iptv-provider',
      token: admin,
      body: {
        name: 'With EPG',
        channel_url: 'http://s.example/other.m3u',
        frontend_url: 'https://p.example',
        epg_url: `${serverUrl}/guide.xml`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { rows } = await h.db.query('SELECT state FROM iptv_epg_imports WHERE provider_id = $1', [
      created.json().id,
    ]);
    expect(rows).toEqual([{ state: 'QUEUED' }]);
    await h.request({ method: 'DELETE', url: `/api/cp/iptv-provider/${created.json().id}`, token: admin });
    await h.app.workers.jobs.drain();
  });

  it('imports the XMLTV the playlist names, keeps yesterday … seven days ahead and reports the damage', async () => {
    const done = await refresh();
    expect(done).toMatchObject({
      state: 'FINISHED',
      url: `${serverUrl}/guide.xml`,
      // 9 readable programmes, 2 of them outside the window
      programme_count: 7,
      channel_count: 5,
      matched_count: 5,
      truncated: false,
      error: null,
    });
    expect(Object.fromEntries(done.skipped.map((s) => [s.reason, s.count]))).toMatchObject({
      missingStop: 1,
      noStop: 1,
      entity: 1,
      mojibake: 1,
      timezoneName: 2,
      unknownElement: 2,
      noChannel: 1,
      badTime: 1,
      outsideWindow: 2,
    });
  });

  it('matches by tvg-id, then tvg-name, then name, and answers the list in the member order', async () => {
    const channels = await epg();
    expect(channels.map((c) => c.name)).toEqual(['ZDF FHD', 'One HD', 'ARD', 'Télé 5', 'Nothing']);
    expect(await titles()).toEqual({
      'ZDF FHD': ['heute'], // name
      'One HD': ['Early', 'News & Weather', 'Überraschung'], // tvg-id
      ARD: ['Tagesschau'], // tvg-name
      'Télé 5': ['Film'], // name without diacritics
      Nothing: [],
    });
    const news = channels[1]!.programmes[1]!;
    expect(news).toEqual({
      start: '2026-11-24T11:30:00.000Z',
      stop: '2026-11-24T12:00:00.000Z',
      title: 'News & Weather',
      subtitle: 'Part\u00a01',
      description: 'Rain & sun',
      category: 'News',
    });
  });

  it('answers a window: default now − 1 h … now + 6 h, at most 24 h, refused when reversed or unreadable', async () => {
    // now is 12:00: 11:00 … 18:00 leaves out what ended by 11:00
    expect((await titles(''))['One HD']).toEqual(['Early', 'News & Weather', 'Überraschung']);
    expect((await titles('from=2026-11-24T12:30:00%2B01:00&to=2026-11-24T11:45:00Z'))['One HD']).toEqual([
      'News & Weather',
    ]);
    expect((await titles('from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z'))['One HD']).toEqual([]);
    for (const query of ['from=2026-11-24T12:00:00Z&to=2026-11-24T11:00:00Z', 'from=yesterday']) {
      const res = await h.request({ url: `/api/iptv/list/${listId}/epg?${query}`, token: member });
      expect(res.statusCode, res.body).toBe(422);
    }
  });

  it("is the member's alone: another member's list is a 404, a member without the role a 403", async () => {
    const other = await h.request({ url: `/api/iptv/list/${listId}/epg`, token: admin });
    expect(other.statusCode).toBe(404);
    const user = await h.request({
      url: `/api/iptv/list/${listId}/epg`,
      token: await h.login('user@example.com'),
    });
    expect(user.statusCode).toBe(403);
    const refreshByMember = await h.request({
      method: 'POST',
      url: `/api/cp/iptv-provider/${providerId}/refresh-epg`,
      token: member,
    });
    expect(refreshByMember.statusCode).toBe(403);
  });

  it("serves epg.xml behind the personal link: well-formed, only the list's channels, ids as in the playlist", async () => {
    const link = await h.request({
      method: 'POST',
      url: '/api/iptv/personal-download-link',
      token: member,
      body: { iptv_list_id: listId },
    });
    expect(link.statusCode, link.body).toBe(200);
    const token = /\/iptv\/([^/]+)\/playlist\.m3u$/.exec(link.json().url as string)![1]!;
    const m3u = await h.request({ url: `/api/iptv/personal/${token}/playlist.m3u`, ip: '10.0.0.2' });
    expect(m3u.body.split('\n')[0]).toBe(`#EXTM3U x-tvg-url="${h.config.portalUrl}/iptv/${token}/epg.xml"`);
    const parsed = parseM3u(Readable.from([Buffer.from(m3u.body)]));
    const tvgIds: string[] = [];
    for await (const entry of parsed) tvgIds.push(entry.tvgId ?? '');
    expect(tvgIds).toEqual([
      `portal.${channelId['ZDF FHD']}`,
      'one.de',
      `portal.${channelId['ARD']}`,
      `portal.${channelId['Télé 5']}`,
      `portal.${channelId['Nothing']}`,
    ]);

    const res = await h.request({ url: `/api/iptv/personal/${token}/epg.xml`, ip: '10.0.0.2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = parseBack(res.body);
    expect(xml.errors).toEqual([]);
    expect(xml.channels).toEqual(tvgIds);
    expect(new Set(xml.programmes)).toEqual(
      new Set(tvgIds.filter((id) => !id.endsWith(`.${channelId['Nothing']}`))),
    );
    // everything stored (yesterday … seven days), not only the screen's window; 'other' is not in the list
    expect(xml.programmes.filter((id) => id === 'one.de')).toHaveLength(3);
    expect(res.body).toContain('<title>News &amp; Weather</title>');
    expect(res.body).not.toContain('Elsewhere');

    const wrong = await h.request({ url: `/api/iptv/personal/${'x'.repeat(43)}/epg.xml`, ip: '10.0.0.2' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('replaces the programmes in one swap (gzip by magic bytes), keeps them when an import fails', async () => {
    const before = await titles();
    await setEpgUrl(`${serverUrl}/guide.bin`);
    expect(await refresh()).toMatchObject({ state: 'FINISHED', url: `${serverUrl}/guide.bin` });
    expect((await titles())['ZDF FHD']).toEqual(['heute journal']);
    // only the current import's rows are left
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(DISTINCT import_id)::int AS n FROM iptv_epg_programmes
        WHERE import_id IN (SELECT id FROM iptv_epg_imports WHERE provider_id = $1)`,
      [providerId],
    );
    expect(rows[0]!.n).toBe(1);

    await setEpgUrl(`${serverUrl}/truncated.xml`);
    const truncated = await refresh();
    expect(truncated).toMatchObject({ state: 'FINISHED', truncated: true });
    expect((await titles())['ARD']).toEqual([]);

    await setEpgUrl(`${serverUrl}/guide.xml`);
    expect(await refresh()).toMatchObject({ state: 'FINISHED' });
    expect(await titles()).toEqual(before);
    for (const [path, code] of [
      ['/error.html', 'notXmltv'],
      ['/missing.xml', 'http'],
    ] as const) {
      await setEpgUrl(`${serverUrl}${path}`);
      expect(await refresh()).toMatchObject({ state: 'FAILED', error_code: code });
      expect(await titles()).toEqual(before);
    }
    await setEpgUrl(null);
    await h.db.query('UPDATE iptv_providers SET playlist_epg_url = NULL WHERE id = $1', [providerId]);
    const none = await refresh();
    expect(none).toMatchObject({ state: 'FAILED', error_code: 'noUrl' });
    expect(none.error).toBe('Der Anbieter hat keine EPG-URL, und seine Playlist nennt keine (x-tvg-url).');
    expect(await titles()).toEqual(before);
  });

  it('gives up on a server that stops sending, leaving nothing behind; follows a new URL or new channels', async () => {
    const epgDal = createEpgDal(h.db);
    const jobs: Record<string, unknown>[] = [];
    const events: [string, string, RestIptvEpgImport][] = [];
    const service = createEpgImport({
      db: h.db,
      epgDal,
      broadcaster: {
        broadcast: async (event, data, ..._to) => {
          events.push([iptvEpgImportChannel(), event.name, data as RestIptvEpgImport]);
        },
      },
      jobs: {
        enqueue: async (_type, options) => {
          jobs.push(options!.payload!);
          return null;
        },
        nudge: () => {},
      },
      clock: h.clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      outbound: createOutbound({ allow: h.config.outboundAllow }),
      maxBytes: 1 << 20,
      fetchIdleMs: 200,
    });
    await setEpgUrl(`${serverUrl}/stall`);
    const row = await service.queue(providerId, null);
    const ctx = { cancelled: false, progress: async () => {} };
    const running = service.run({ payload: jobs.at(-1), user_id: null } as unknown as JobRow, ctx);
    await expect.poll(() => events.length).toBe(1);
    await setEpgUrl(`${serverUrl}/guide.xml`);
    await expect(running).rejects.toThrow(ImportFailure);
    expect(await epgDal.find(row.id)).toMatchObject({ state: 'FAILED', error_code: 'timeout' });
    const { rows } = await h.db.query('SELECT 1 FROM iptv_epg_programmes WHERE import_id = $1', [row.id]);
    expect(rows).toHaveLength(0);
    expect(events.map(([channel, event, data]) => [channel, event, data.id, data.state])).toEqual([
      ['iptvEpgImport', 'epg progress', row.id, 'RUNNING'],
      ['iptvEpgImport', 'epg failed', row.id, 'FAILED'],
    ]);
    // the EPG URL changed while the stalled one was read: the new one is queued next
    expect(jobs).toHaveLength(2);
    const dropQueued = () =>
      h.db.query("UPDATE iptv_epg_imports SET state = 'FAILED' WHERE provider_id = $1 AND state = 'QUEUED'", [
        providerId,
      ]);
    expect(await epgDal.active(providerId)).toMatchObject({ state: 'QUEUED' });
    await dropQueued();

    // a playlist import finishes while it runs (and asks for this running import): matched anew next
    await setEpgUrl(`${serverUrl}/stall`);
    const second = await service.queue(providerId, null);
    const again = service.run({ payload: jobs.at(-1), user_id: null } as unknown as JobRow, ctx);
    await expect.poll(async () => (await epgDal.find(second.id))?.state).toBe('RUNNING');
    h.clock.advance(1000);
    await importPlaylist(h, admin, providerId, playlist());
    expect(jobs).toHaveLength(3);
    await expect(again).rejects.toThrow(ImportFailure);
    expect(jobs).toHaveLength(4);
    expect(await epgDal.active(providerId)).toMatchObject({ state: 'QUEUED' });
    await dropQueued();
  });

  it('is queued with the playlist refresh when the provider has an EPG source', async () => {
    await setEpgUrl(`${serverUrl}/guide.xml`);
    await h.db.query(
      "UPDATE iptv_imports SET created_at = created_at - interval '2 days' WHERE provider_id = $1",
      [providerId],
    );
    expect(await h.app.services.iptv.refresh()).toBe(1);
    const { rows } = await h.db.query<{ state: string }>(
      'SELECT state FROM iptv_epg_imports WHERE provider_id = $1 ORDER BY id DESC LIMIT 1',
      [providerId],
    );
    expect(rows[0]!.state).toBe('QUEUED');
  });
});
