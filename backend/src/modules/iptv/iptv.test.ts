import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RestIptvImport } from '@portal/contract';
import { buildApp } from '../../app.js';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel } from '../../test/harness.js';
import { createOutbound } from '../../lib/outbound.js';
import { memberPusher, record, subscribed, syncWithServer } from '../../test/realtime.js';
import type { JobRow } from '../../jobs/jobs.dal.js';
import { portalSecret } from '../../config.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createChannelSource } from './channel-source.js';
import { createChannelsDal } from './channels.dal.js';
import { createImportService, ImportFailure, importView } from './import.service.js';
import { createImportsDal } from './imports.dal.js';
import { createProvidersDal } from './providers.dal.js';

const BOUNDARY = '----portal-iptv-boundary';

/** A multipart body: text fields first, then the playlist as `m3u_list`. */
function multipart(fields: Record<string, string>, file: string | Buffer, field = 'm3u_list'): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(
      parts.join('') +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="list.m3u"\r\n` +
        'Content-Type: audio/x-mpegurl\r\n\r\n',
    ),
    typeof file === 'string' ? Buffer.from(file) : file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const entry = (name: string, group: string, url: string, tvgId = '') =>
  `#EXTINF:-1 tvg-id="${tvgId}" tvg-logo="http://logo/${encodeURIComponent(name)}.png" group-title="${group}",${name}\n${url}\n`;

const playlist = (...entries: string[]) => `#EXTM3U\n${entries.join('')}`;

describe.each(drivers)('IPTV providers, imports and catalogue (%s)', (driver) => {
  let h: Harness;
  let admin: string;
  let iptvMember: string;
  let user: string;
  let pusher: PusherJs;
  let events: { name: string; data: unknown }[];
  let server: http.Server;
  let serverUrl: string;
  /** What the test HTTP server answers for the playlist path. */
  let served: { status: number; type: string; body: string } = {
    status: 200,
    type: 'audio/x-mpegurl',
    body: '',
  };
  /** The paths (with queries) the test HTTP server was asked for. */
  const requested: string[] = [];

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true, env: { IPTV_MAX_UPLOAD_MB: '1' } });
    admin = await h.login('admin@example.com');
    user = await h.login('user@example.com');
    iptvMember = await h.login('iptv@example.com');
    pusher = memberPusher(h, null);
    events = record(await subscribed(pusher, 'iptvM3uUpload'));
    server = http.createServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(served.status, { 'content-type': served.type });
      // `/stall`: the first line, then nothing (the connection stays open until the suite ends)
      if (req.url === '/stall') res.write('#EXTM3U\n');
      // `/broken`: the body, then the connection drops before the response has ended
      else if (req.url === '/broken') res.write(served.body, () => res.destroy());
      else res.end(served.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    pusher?.disconnect();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await h?.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  const createProvider = async (body: Record<string, unknown> = {}) => {
    const res = await h.request({
      method: 'POST',
      url: '/api/cp/iptv-provider',
      token: admin,
      body: {
        name: 'Provider',
        channel_url: `${serverUrl}/list.m3u`,
        frontend_url: 'https://provider.example',
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  const upload = (fields: Record<string, string>, file: string | Buffer, token = admin) =>
    h.app.inject({
      method: 'POST',
      url: '/api/cp/iptv-provider/m3u-upload',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'accept-language': 'en',
      },
      payload: multipart(fields, file),
    });

  /** Runs the queued import and answers it as the REST API shows it. */
  const runImport = async (id: number): Promise<RestIptvImport> => {
    await h.app.workers.jobs.drain();
    await syncWithServer(pusher);
    const res = await h.request({ url: `/api/cp/iptv-import/${id}`, token: admin, lang: 'en' });
    expect(res.statusCode).toBe(200);
    return res.json() as RestIptvImport;
  };

  const channelsOf = async (providerId: number) =>
    (
      await h.db.query<{ id: number; name: string; url: string; occurrence: number; group_title: string }>(
        'SELECT id, name, url, occurrence, group_title FROM iptv_channels WHERE provider_id = $1 ORDER BY position',
        [providerId],
      )
    ).rows;

  describe('providers', () => {
    it('creates with the portal defaults, shows, lists sorted, updates and deletes with the channels', async () => {
      const created = await h.request({
        method: 'POST',
        url: '/api/cp/iptv-provider',
        token: admin,
        body: {
          name: 'Zeta',
          channel_url: 'http://zeta.example/get.php',
          frontend_url: 'https://zeta.example',
        },
      });
      expect(created.statusCode).toBe(201);
      const zeta = created.json();
      expect(zeta).toMatchObject({
        name: 'Zeta',
        exclude_from_refresh: false,
        config: { required_fields: [] },
        epg_url: null,
        channel_count: 0,
        last_import: null,
      });
      const alpha = await createProvider({
        name: 'alpha',
        exclude_from_refresh: '1',
        config: { required_fields: ['password', 'username', 'password'] },
        epg_url: 'https://epg.example/xmltv.xml',
      });
      const shown = await h.request({ url: `/api/cp/iptv-provider/${alpha.id}`, token: admin });
      expect(shown.json()).toMatchObject({
        exclude_from_refresh: true,
        config: { required_fields: ['username', 'password'] },
        epg_url: 'https://epg.example/xmltv.xml',
      });

      const list = await h.request({
        url: '/api/cp/iptv-provider?order[name]=desc&filter[name]=ta&itemsPerPage=5',
        token: admin,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Zeta']);
      const all = await h.request({ url: '/api/cp/iptv-provider?order[name]=asc', token: admin });
      const names = all.json().data.map((p: { name: string }) => p.name);
      expect(names.indexOf('alpha')).toBeLessThan(names.indexOf('Zeta'));

      const updated = await h.request({
        method: 'PUT',
        url: `/api/cp/iptv-provider/${zeta.id}`,
        token: admin,
        body: { exclude_from_refresh: true, config: { required_fields: ['username'] }, epg_url: null },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        name: 'Zeta',
        exclude_from_refresh: true,
        config: { required_fields: ['username'] },
      });

      // deleting takes the channels along
      const imported = await upload(
        { ipTvProviderId: String(zeta.id) },
        playlist(entry('One', 'G', 'http://s/1')),
      );
      expect((await runImport(imported.json().id)).state).toBe('FINISHED');
      expect(await channelsOf(zeta.id)).toHaveLength(1);
      const deleted = await h.request({
        method: 'DELETE',
        url: `/api/cp/iptv-provider/${zeta.id}`,
        token: admin,
        lang: 'en',
      });
      expect(deleted.json()).toEqual({ message: 'The IPTV provider has been deleted.' });
      expect(await channelsOf(zeta.id)).toHaveLength(0);
      expect((await h.request({ url: `/api/cp/iptv-provider/${zeta.id}`, token: admin })).statusCode).toBe(
        404,
      );
    });

    it('refuses URLs that are not http(s), with localised messages', async () => {
      const body = { name: 'Bad', channel_url: 'ftp://x.example/list', frontend_url: 'javascript:alert(1)' };
      const en = await h.request({
        method: 'POST',
        url: '/api/cp/iptv-provider',
        token: admin,
        body,
        lang: 'en',
      });
      expect(en.statusCode).toBe(422);
      expect(laravel(en).errors).toEqual({
        channel_url: ['The channel url field must be a valid URL.'],
        frontend_url: ['The frontend url field must be a valid URL.'],
      });
      const de = await h.request({
        method: 'POST',
        url: '/api/cp/iptv-provider',
        token: admin,
        body,
        lang: 'de',
      });
      // "Sender-URL", as the form labels it
      expect(laravel(de).errors).toMatchObject({ channel_url: ['Sender-URL muss eine gültige URL sein.'] });
      const missing = await h.request({
        method: 'POST',
        url: '/api/cp/iptv-provider',
        token: admin,
        body: { name: 'Bad', frontend_url: 'https://x.example' },
        lang: 'de',
      });
      expect(laravel(missing).errors).toEqual({ channel_url: ['Sender-URL muss ausgefüllt werden.'] });
      const badConfig = await h.request({
        method: 'POST',
        url: '/api/cp/iptv-provider',
        token: admin,
        lang: 'en',
        body: {
          name: 'X',
          channel_url: 'http://a.example',
          frontend_url: 'http://a.example',
          config: { required_fields: ['pin'] },
        },
      });
      expect(badConfig.statusCode).toBe(422);
      expect(Object.keys(laravel(badConfig).errors as object)).toEqual(['config.required_fields']);
    });

    it('is for admins only; the catalogue for ADMIN and IPTV', async () => {
      expect((await h.request({ url: '/api/cp/iptv-provider' })).statusCode).toBe(401);
      expect((await h.request({ url: '/api/cp/iptv-provider', token: user })).statusCode).toBe(403);
      expect((await h.request({ url: '/api/cp/iptv-provider', token: iptvMember })).statusCode).toBe(403);
      expect((await h.request({ url: '/api/iptv/channel', token: user })).statusCode).toBe(403);
      expect((await h.request({ url: '/api/iptv/channel', token: iptvMember })).statusCode).toBe(200);
      expect((await h.request({ url: '/api/iptv/channel', token: admin })).statusCode).toBe(200);
      expect((await upload({ ipTvProviderId: '1' }, '#EXTM3U\n', user)).statusCode).toBe(403);
    });
  });

  describe('imports', () => {
    it('imports an upload: states, counts, skipped, credentials as templates, throttled events', async () => {
      const provider = await createProvider();
      const file = playlist(
        entry('Das Erste', 'DE', 'http://s.example/live/alice/s3cret/1.ts', 'daserste.de'),
        entry('Das Erste', 'DE', 'http://backup.example/live/alice/s3cret/1.ts', 'daserste.de'),
        '#EXTINF:-1,no url here\n',
        entry('BBC One', 'UK', 'http://s.example/play?username=alice&password=s3cret&id=2'),
        entry('Plain', 'UK', 'http://other.example/3.m3u8'),
        'not a line of a playlist\n',
      );
      const res = await upload(
        { ipTvProviderId: String(provider.id), username: 'alice', password: 's3cret' },
        file,
      );
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ provider_id: provider.id, state: 'QUEUED', error: null });
      // the typed password stays in memory: the queued job does not store it
      const stored = await h.db.query<{ payload: unknown }>('SELECT payload FROM jobs');
      expect(JSON.stringify(stored.rows)).not.toContain('s3cret');

      const done = await runImport(res.json().id);
      expect(done).toMatchObject({
        state: 'FINISHED',
        current: 4,
        total: 4,
        channel_count: 4,
        group_count: 2,
        removed_count: 0,
        credentials_found: 3,
        error: null,
      });
      expect(done.skipped).toEqual(
        expect.arrayContaining([
          { reason: 'missingUrl', count: 1 },
          { reason: 'invalidLine', count: 1 },
        ]),
      );
      const channels = await channelsOf(provider.id);
      expect(channels.map((c) => [c.name, c.occurrence, c.url])).toEqual([
        ['Das Erste', 0, 'http://s.example/live/{username}/{password}/1.ts'],
        ['Das Erste', 1, 'http://backup.example/live/{username}/{password}/1.ts'],
        ['BBC One', 0, 'http://s.example/play?username={username}&password={password}&id=2'],
        ['Plain', 0, 'http://other.example/3.m3u8'],
      ]);
      const shown = await h.request({ url: `/api/cp/iptv-provider/${provider.id}`, token: admin });
      expect(shown.json()).toMatchObject({
        channel_count: 4,
        last_import: { id: done.id, state: 'FINISHED' },
      });

      // events: parsed, then storing with current === total only once committed, then finished; no secrets
      const names = events.map((e) => e.name);
      expect(names[0]).toBe('channels parsed');
      expect(names.slice(-2)).toEqual(['channels storing', 'channels finished']);
      const storing = events
        .filter((e) => e.name === 'channels storing')
        .map((e) => e.data as RestIptvImport);
      expect(storing.at(-1)).toMatchObject({ current: 4, total: 4, state: 'FINISHED' });
      expect(storing.slice(0, -1).every((e) => e.current < 4)).toBe(true);
      expect(JSON.stringify(events)).not.toContain('s3cret');
    });

    it('re-import keeps channel ids by identity and occurrence, removes and counts vanished ones', async () => {
      const provider = await createProvider();
      const first = await upload(
        { ipTvProviderId: String(provider.id) },
        playlist(
          entry('A', 'G1', 'http://s/a1'),
          entry('A', 'G1', 'http://s/a2'),
          entry('B', 'G1', 'http://s/b'),
          entry('C', 'G2', 'http://s/c'),
        ),
      );
      await runImport(first.json().id);
      const before = new Map((await channelsOf(provider.id)).map((c) => [`${c.name}/${c.occurrence}`, c.id]));

      // B vanishes, A's second copy moves first with a new URL, D is new
      const second = await upload(
        { ipTvProviderId: String(provider.id) },
        playlist(
          entry('D', 'G2', 'http://s/d'),
          entry('A', 'G1', 'http://s/a1-new'),
          entry('A', 'G1', 'http://s/a2'),
          entry('C', 'G2', 'http://s/c'),
        ),
      );
      const done = await runImport(second.json().id);
      expect(done).toMatchObject({ state: 'FINISHED', channel_count: 4, removed_count: 1 });
      const after = await channelsOf(provider.id);
      expect(after.map((c) => c.name)).toEqual(['D', 'A', 'A', 'C']);
      expect(after[1]).toMatchObject({ id: before.get('A/0'), url: 'http://s/a1-new' });
      expect(after[2]!.id).toBe(before.get('A/1'));
      expect(after[3]!.id).toBe(before.get('C/0'));
      expect(before.has('B/0') && after.every((c) => c.id !== before.get('B/0'))).toBe(true);
      expect((await h.db.query('SELECT 1 FROM iptv_channel_staging')).rows).toHaveLength(0);
    });

    it('refuses a second import while one is queued (409, clear message)', async () => {
      const provider = await createProvider();
      const first = await upload(
        { ipTvProviderId: String(provider.id) },
        playlist(entry('A', 'G', 'http://s/a')),
      );
      expect(first.statusCode).toBe(202);
      const second = await upload(
        { ipTvProviderId: String(provider.id) },
        playlist(entry('A', 'G', 'http://s/a')),
      );
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'An import of this provider is already running. Wait until it has finished, then try again.',
      );
      const refresh = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      expect(refresh.statusCode).toBe(409);
      await runImport(first.json().id);
      // the refused upload's file is gone; the finished one's too
      expect(fs.readdirSync(h.app.uploads.dir)).toEqual([]);
    });

    it('a file that is not a playlist ends FAILED with a localised reason; the channels stay', async () => {
      const provider = await createProvider();
      await runImport(
        (
          await upload({ ipTvProviderId: String(provider.id) }, playlist(entry('Keep', 'G', 'http://s/k')))
        ).json().id,
      );
      const res = await upload(
        { ipTvProviderId: String(provider.id) },
        '<!DOCTYPE html><html><body>Login</body></html>',
      );
      const failed = await runImport(res.json().id);
      expect(failed).toMatchObject({
        state: 'FAILED',
        error_code: 'notAPlaylist',
        error: 'The file is not an M3U playlist (it looks like a web page, an archive or other data).',
      });
      const de = await h.request({ url: `/api/cp/iptv-import/${failed.id}`, token: admin, lang: 'de' });
      expect(de.json().error).toMatch(/^Die Datei ist keine M3U-Playlist/);
      expect((await channelsOf(provider.id)).map((c) => c.name)).toEqual(['Keep']);
      expect(events.map((e) => e.name)).toContain('channels failed');
    });

    it('validates the upload: provider required and known, file over IPTV_MAX_UPLOAD_MB is a 413', async () => {
      const missing = await upload({}, playlist(entry('A', 'G', 'http://s/a')));
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['ipTvProviderId']);
      const unknown = await upload({ ipTvProviderId: '999999' }, playlist(entry('A', 'G', 'http://s/a')));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.ipTvProviderId).toEqual(['The selected provider is invalid.']);
      const provider = await createProvider();
      const big = await upload({ ipTvProviderId: String(provider.id) }, Buffer.alloc(1024 * 1024 + 10, 'a'));
      expect(big.statusCode).toBe(413);
      expect(fs.readdirSync(h.app.uploads.dir)).toEqual([]);
      expect(
        (await h.db.query('SELECT 1 FROM iptv_imports WHERE provider_id = $1', [provider.id])).rows,
      ).toHaveLength(0);
    });

    it('seals the Xtream credentials of channel_url: never answered, kept while the URL names them, used to fetch', async () => {
      const xtream = (user: string, pass: string) =>
        `${serverUrl}/get.php?username=${user}&password=${pass}&type=m3u_plus`;
      const templated = `${serverUrl}/get.php?username={username}&password={password}&type=m3u_plus`;
      const provider = await createProvider({ channel_url: xtream('bob-the-owner', 'pa55-w%26rd') });
      const read = async () => {
        const res = await h.request({ url: `/api/cp/iptv-provider/${provider.id}`, token: admin });
        expect(res.body).not.toMatch(/bob-the-owner|pa55/);
        return res.json();
      };
      expect(await read()).toMatchObject({ channel_url: templated, channel_credentials_stored: true });
      const { rows } = await h.db.query(
        'SELECT channel_url, channel_credentials FROM iptv_providers WHERE id = $1',
        [provider.id],
      );
      expect(JSON.stringify(rows)).not.toMatch(/bob-the-owner|pa55/);
      const list = await h.request({ url: '/api/cp/iptv-provider?itemsPerPage=100', token: admin });
      expect(list.body).not.toMatch(/bob-the-owner|pa55/);

      const refresh = async () => {
        requested.length = 0;
        served = {
          status: 200,
          type: 'audio/x-mpegurl',
          body: playlist(entry('X', 'G', 'http://tv.example/7')),
        };
        const queued = await h.request({
          method: 'POST',
          url: `/api/cp/iptv-provider/${provider.id}/refresh`,
          token: admin,
        });
        expect(await runImport(queued.json().id)).toMatchObject({ state: 'FINISHED' });
        return requested[0];
      };
      // fetched with them (the password as it was written: percent-encoded)
      expect(await refresh()).toBe('/get.php?username=bob-the-owner&password=pa55-w%26rd&type=m3u_plus');
      const save = (channel_url: string, lang = 'en') =>
        h.request({
          method: 'PUT',
          url: `/api/cp/iptv-provider/${provider.id}`,
          token: admin,
          body: { channel_url },
          lang,
        });
      // the form sends the URL back as it showed it: the credentials stay
      expect((await save(templated)).statusCode).toBe(200);
      expect(await refresh()).toBe('/get.php?username=bob-the-owner&password=pa55-w%26rd&type=m3u_plus');
      // new ones replace them; a URL without any drops them
      expect((await save(xtream('eve', 'n3w'))).json()).toMatchObject({ channel_url: templated });
      expect(await refresh()).toBe('/get.php?username=eve&password=n3w&type=m3u_plus');
      expect((await save(`${serverUrl}/list.m3u`)).json()).toMatchObject({
        channel_credentials_stored: false,
      });
      const refused = await save(templated, 'de');
      expect(refused.statusCode).toBe(422);
      expect(laravel(refused).errors).toEqual({
        channel_url: [
          'Die Sender-URL nennt {username} und {password}, aber es sind keine Zugangsdaten gespeichert: Bitte geben Sie die URL mit Benutzername und Passwort des Anbieters ein.',
        ],
      });

      // a provider saved before the credentials were sealed is sealed when the backend starts
      await h.db.query(
        'UPDATE iptv_providers SET channel_url = $2, channel_credentials = NULL WHERE id = $1',
        [provider.id, xtream('old-owner', 'old-pass')],
      );
      expect(await refresh()).toBe('/get.php?username=old-owner&password=old-pass&type=m3u_plus');
      expect(await h.app.services.iptv.providers.sealUnsealed()).toBe(1);
      expect(await h.app.services.iptv.providers.sealUnsealed()).toBe(0);
      expect(await read()).toMatchObject({ channel_url: templated, channel_credentials_stored: true });
      expect(await refresh()).toBe('/get.php?username=old-owner&password=old-pass&type=m3u_plus');
      await h.request({ method: 'DELETE', url: `/api/cp/iptv-provider/${provider.id}`, token: admin });
    });

    it('refreshes from an Xtream channel_url (credentials as templates), and fails on HTTP errors and HTML', async () => {
      const provider = await createProvider({
        channel_url: `${serverUrl}/get.php?username=bob&password=pw9&type=m3u_plus`,
      });
      served = {
        status: 200,
        type: 'audio/x-mpegurl',
        body: playlist(entry('X', 'G', 'http://tv.example/bob/pw9/7')),
      };
      const queued = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      expect(queued.statusCode).toBe(202);
      expect(await runImport(queued.json().id)).toMatchObject({ state: 'FINISHED', credentials_found: 1 });
      expect((await channelsOf(provider.id))[0]!.url).toBe('http://tv.example/{username}/{password}/7');

      served = { status: 503, type: 'text/html', body: '<html>down</html>' };
      const down = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      expect(await runImport(down.json().id)).toMatchObject({
        state: 'FAILED',
        error: 'The provider answered with HTTP status 503 instead of the playlist.',
      });
      served = {
        status: 200,
        type: 'text/html',
        body: '<!doctype html><html><head><title>Error</title></head></html>',
      };
      const html = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      expect(await runImport(html.json().id)).toMatchObject({ state: 'FAILED', error_code: 'notAPlaylist' });
      expect(await channelsOf(provider.id)).toHaveLength(1);
    });

    it('a download that breaks after many batches ends FAILED; the swap behind it rolls back', async () => {
      const provider = await createProvider({ channel_url: `${serverUrl}/list.m3u` });
      served = { status: 200, type: 'audio/x-mpegurl', body: playlist(entry('Kept', 'G', 'http://s/kept')) };
      const first = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      expect((await runImport(first.json().id)).state).toBe('FINISHED');
      const before = await channelsOf(provider.id);

      // 8 000 entries (under the suite's 1 MB limit): a staged batch reaches the swap before the connection drops
      const many = Array.from({ length: 8_000 }, (_, k) => entry(`C${k}`, 'G', `http://s/${k}`));
      served = { status: 200, type: 'audio/x-mpegurl', body: playlist(...many) };
      await h.db.query('UPDATE iptv_providers SET channel_url = $2 WHERE id = $1', [
        provider.id,
        `${serverUrl}/broken`,
      ]);
      const broken = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      const failed = await runImport(broken.json().id);
      expect(failed).toMatchObject({ state: 'FAILED', error_code: 'network' });
      expect(failed.error).toMatch(/^The playlist could not be downloaded: /);
      expect(await channelsOf(provider.id)).toEqual(before);
      expect((await h.db.query('SELECT 1 FROM iptv_channel_staging')).rows).toHaveLength(0);
      const { rows } = await h.db.query<{ channel_count: number }>(
        'SELECT channel_count FROM iptv_providers WHERE id = $1',
        [provider.id],
      );
      expect(rows[0]!.channel_count).toBe(1);
    });

    it.runIf(driver === 'pg')(
      'deleting a provider whose swap holds it answers 409 after a bounded wait, and deletes nothing',
      async () => {
        const provider = await createProvider();
        const done = await upload(
          { ipTvProviderId: String(provider.id) },
          playlist(entry('One', 'G', 'http://s/1')),
        );
        await runImport(done.json().id);
        const providersDal = createProvidersDal(h.db);
        await h.db.transaction(async (tx) => {
          expect(await providersDal.lockForSwap(tx, provider.id)).toBe(true);
          const res = await h.request({
            method: 'DELETE',
            url: `/api/cp/iptv-provider/${provider.id}`,
            token: admin,
            lang: 'de',
          });
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toBe(
            'Der Anbieter wird gerade importiert. Bitte löschen Sie ihn, wenn der Import beendet ist.',
          );
        });
        expect(await channelsOf(provider.id)).toHaveLength(1);
        const after = await h.request({
          method: 'DELETE',
          url: `/api/cp/iptv-provider/${provider.id}`,
          token: admin,
        });
        expect(after.statusCode).toBe(200);
        expect(await channelsOf(provider.id)).toHaveLength(0);
      },
    );

    it('a provider that stops sending times out, a download over the limit is refused', async () => {
      const jobs: Record<string, unknown>[] = [];
      const importsDal = createImportsDal(h.db);
      const service = createImportService({
        db: h.db,
        importsDal,
        channelsDal: createChannelsDal(h.db),
        providersDal: createProvidersDal(h.db),
        channelSource: createChannelSource({
          box: createSecretBox(portalSecret(h.config), 'iptv'),
          log: { warn: () => {} },
        }),
        broadcaster: { broadcast: async () => {} },
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
        maxBytes: 100,
        fetchIdleMs: 200,
      });
      const ctx = { cancelled: false, progress: async () => {} };
      const runQueued = async (providerId: number) => {
        const row = await service.queue(providerId, { kind: 'url' }, null);
        await expect(service.run({ payload: jobs.at(-1) } as unknown as JobRow, ctx)).rejects.toThrow(
          ImportFailure,
        );
        return (await importsDal.find(row.id))!;
      };
      const stalling = await createProvider({ channel_url: `${serverUrl}/stall` });
      expect(await runQueued(stalling.id)).toMatchObject({ state: 'FAILED', error_code: 'timeout' });
      served = {
        status: 200,
        type: 'audio/x-mpegurl',
        body: playlist(...['A', 'B', 'C'].map((n) => entry(n, 'G', `http://s/${n}`))),
      };
      const large = await runQueued((await createProvider()).id);
      expect(large).toMatchObject({ state: 'FAILED', error_code: 'tooLarge' });
      expect(importView(large, 'en').error).toMatch(/^The playlist is larger than \d+ megabytes\.$/);
    });

    it('marks an import a previous process left half-way FAILED on start-up, dropping its staged rows', async () => {
      const provider = await createProvider();
      const { rows } = await h.db.query<{ id: number }>(
        `INSERT INTO iptv_imports (provider_id, source, state, started_at, updated_at)
         VALUES ($1, 'url', 'STORING', $2, $2) RETURNING id`,
        [provider.id, new Date(h.clock.now().getTime() - 1000)],
      );
      const id = rows[0]!.id;
      // one this process's workers started after its start-up (newer) is left alone
      const live = await createProvider();
      const liveImport = (
        await h.db.query<{ id: number }>(
          `INSERT INTO iptv_imports (provider_id, source, state, started_at, updated_at)
           VALUES ($1, 'url', 'PARSING', $2, $2) RETURNING id`,
          [live.id, new Date(h.clock.now().getTime() + 1000)],
        )
      ).rows[0]!.id;
      await h.db.query(
        `INSERT INTO iptv_channel_staging (import_id, position, identity_key, occurrence, name, radio, duration,
                                           attributes, vlc_options, kodi_props, url)
         VALUES ($1, 0, 'k', 0, 'n', false, -1, '{}', '[]', '[]', 'http://s/x')`,
        [id],
      );
      const restarted = await buildApp({ config: h.config, db: h.db, clock: h.clock });
      try {
        for (let i = 0; i < 100; i++) {
          const row = (
            await h.db.query<{ state: string }>('SELECT state FROM iptv_imports WHERE id = $1', [id])
          ).rows[0];
          if (row?.state === 'FAILED') break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await restarted.close();
      }
      const res = await h.request({ url: `/api/cp/iptv-import/${id}`, token: admin, lang: 'en' });
      expect(res.json()).toMatchObject({ state: 'FAILED', error_code: 'interrupted' });
      const untouched = await h.request({ url: `/api/cp/iptv-import/${liveImport}`, token: admin });
      expect(untouched.json()).toMatchObject({ state: 'PARSING', error_code: null });
      await h.request({ method: 'DELETE', url: `/api/cp/iptv-provider/${live.id}`, token: admin });
      expect(
        (await h.db.query('SELECT 1 FROM iptv_channel_staging WHERE import_id = $1', [id])).rows,
      ).toHaveLength(0);
      // the provider is free again
      served = { status: 200, type: 'audio/x-mpegurl', body: playlist(entry('Y', 'G', 'http://s/y')) };
      const again = await h.request({
        method: 'POST',
        url: `/api/cp/iptv-provider/${provider.id}/refresh`,
        token: admin,
      });
      expect(again.statusCode).toBe(202);
      await runImport(again.json().id);
    });

    it('re-imports due providers every IPTV_REFRESH_HOURS: only imported, not excluded ones', async () => {
      await h.db.query('UPDATE iptv_providers SET exclude_from_refresh = true');
      served = { status: 200, type: 'audio/x-mpegurl', body: playlist(entry('R', 'G', 'http://s/r')) };
      const due = await createProvider();
      const excluded = await createProvider({ exclude_from_refresh: true });
      await createProvider(); // never imported: not refreshed
      for (const p of [due, excluded]) {
        const q = await h.request({
          method: 'POST',
          url: `/api/cp/iptv-provider/${p.id}/refresh`,
          token: admin,
        });
        await runImport(q.json().id);
      }
      expect(await h.app.services.iptv.refresh()).toBe(0);
      h.clock.advance(24 * 3_600_000 + 1000);
      // the tokens' idle time ran out too
      admin = await h.login('admin@example.com');
      iptvMember = await h.login('iptv@example.com');
      expect(await h.app.services.iptv.refresh()).toBe(1);
      await h.app.workers.jobs.drain();
      const { rows } = await h.db.query<{ provider_id: number; state: string }>(
        `SELECT provider_id, state FROM iptv_imports WHERE provider_id = ANY($1::bigint[]) ORDER BY id`,
        [[due.id, excluded.id]],
      );
      expect(rows.filter((r) => r.provider_id === due.id).map((r) => r.state)).toEqual([
        'FINISHED',
        'FINISHED',
      ]);
      expect(rows.filter((r) => r.provider_id === excluded.id)).toHaveLength(1);
    });
  });

  describe('catalogue', () => {
    let providerA: { id: number };
    let providerB: { id: number };

    beforeAll(async () => {
      providerA = await createProvider({ name: 'Alpha TV' });
      providerB = await createProvider({ name: 'Beta TV' });
      await runImport(
        (
          await upload(
            { ipTvProviderId: String(providerA.id) },
            playlist(
              entry('ProSieben FHD+', 'DE | Vollprogramm', 'http://a/1'),
              entry('RTL HD', 'DE | Vollprogramm', 'http://a/2'),
              entry('Sky Sport 1', 'DE | Sport', 'http://a/3'),
            ),
          )
        ).json().id,
      );
      await runImport(
        (
          await upload(
            { ipTvProviderId: String(providerB.id) },
            playlist(
              entry('BBC One', 'UK', 'http://b/1'),
              entry('Sat.1 HD', 'DE | Vollprogramm', 'http://b/2'),
            ),
          )
        ).json().id,
      );
    });

    const names = async (query: string, token = iptvMember) => {
      const res = await h.request({ url: `/api/iptv/channel${query}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((c: { name: string }) => c.name) as string[];
    };

    it('searches names by substring, filters by group and provider, sorts and pages', async () => {
      const only = (q: string) => `${q}&filter[provider]=${providerA.id}`;
      expect(await names(only('?filter[search]=sieben'))).toEqual(['ProSieben FHD+']);
      expect(await names(only('?filter[search]=hd&order[name]=asc'))).toEqual(['ProSieben FHD+', 'RTL HD']);
      expect(
        await names(
          `?filter[search]=HD&filter[group]=DE | Vollprogramm&order[name]=desc&filter[provider]=${providerB.id}`,
        ),
      ).toEqual(['Sat.1 HD']);
      expect(await names(only('?order[name]=asc&itemsPerPage=2&page=2'))).toEqual(['Sky Sport 1']);
      const res = await h.request({
        url: `/api/iptv/channel?filter[provider]=${providerB.id}&order[name]=asc`,
        token: admin,
      });
      expect(res.json()).toMatchObject({
        total: 2,
        data: [
          {
            name: 'BBC One',
            group_title: 'UK',
            // the portal's URL of http://logo/BBC%20One.png (logos/logos.test.ts)
            logo: expect.stringMatching(/^\/files\/iptv-logos\//),
            url: 'http://b/1',
            provider: { id: providerB.id, name: 'Beta TV' },
          },
          { name: 'Sat.1 HD' },
        ],
      });
      const bad = await h.request({ url: '/api/iptv/channel?filter[provider]=x', token: admin });
      expect(bad.statusCode).toBe(422);
    });

    it('sorts names naturally: numbers by their value, on PGlite and PostgreSQL', async () => {
      const numbered = await createProvider({ name: 'Numbered' });
      await runImport(
        (
          await upload(
            { ipTvProviderId: String(numbered.id) },
            playlist(
              ...[
                'ZDF HD 11',
                'zdf hd 2',
                'ZDF HD 1',
                'Sky 1',
                'Sky 007',
                'Sky 10',
                'ZDF',
                'Sky 123456789012',
              ].map((name, i) => entry(name, 'G', `http://n/${i}`)),
            ),
          )
        ).json().id,
      );
      const sorted = [
        'Sky 1',
        'Sky 007',
        'Sky 10',
        'Sky 123456789012',
        'ZDF',
        'ZDF HD 1',
        'zdf hd 2',
        'ZDF HD 11',
      ];
      expect(await names(`?filter[provider]=${numbered.id}&order[name]=asc`)).toEqual(sorted);
      expect(await names(`?filter[provider]=${numbered.id}&order[name]=desc`)).toEqual([...sorted].reverse());

      // a member's list sorted by name, likewise
      const list = await h.request({
        method: 'POST',
        url: '/api/iptv/list',
        token: iptvMember,
        body: { name: 'N' },
      });
      const { rows } = await h.db.query<{ id: number }>(
        'SELECT id FROM iptv_channels WHERE provider_id = $1',
        [numbered.id],
      );
      await h.request({
        method: 'PUT',
        url: `/api/iptv/list/${list.json().id}/user-iptv-channel/add-channels`,
        token: iptvMember,
        body: { channels: rows.map((r) => r.id) },
      });
      const listed = await h.request({
        url: `/api/iptv/list/${list.json().id}/user-iptv-channel?filter[group]=default&order[name]=asc&itemsPerPage=20`,
        token: iptvMember,
      });
      expect(listed.json().data.map((r: { name: string }) => r.name)).toEqual(sorted);
      await h.request({ method: 'DELETE', url: `/api/iptv/list/${list.json().id}`, token: iptvMember });
      await h.request({ method: 'DELETE', url: `/api/cp/iptv-provider/${numbered.id}`, token: admin });
    });

    it('lists the groups, of one provider or all', async () => {
      const of = async (query: string) =>
        (await h.request({ url: `/api/iptv/channel/channel-groups${query}`, token: iptvMember })).json();
      expect(await of(`?provider=${providerA.id}`)).toEqual(['DE | Sport', 'DE | Vollprogramm']);
      expect(await of('')).toEqual(expect.arrayContaining(['DE | Sport', 'DE | Vollprogramm', 'UK']));
      expect(
        (await h.request({ url: '/api/iptv/channel/channel-groups?provider=abc', token: admin })).statusCode,
      ).toBe(422);
    });

    it('answers the name search from the trigram index', async () => {
      const plan = await h.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<Record<string, string>>(
          `EXPLAIN SELECT id FROM iptv_channels c WHERE c.name ILIKE $1`,
          ['%sieben%'],
        );
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('iptv_channels_name_trgm');
    });
  });

  it('keeps no upload behind', () => {
    expect(fs.readdirSync(path.join(h.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });
});
