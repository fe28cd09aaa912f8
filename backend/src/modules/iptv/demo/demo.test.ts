import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db.js';
import type { Harness } from '../../../test/harness.js';
import { createHarness } from '../../../test/harness.js';

describe.each(drivers)('IPTV demo provider (%s)', (driver) => {
  let h: Harness;
  let admin: string;
  let member: string;

  /** Runs the seed while the job queue works (as the started server's workers would). */
  async function seed(): Promise<boolean> {
    let done = false;
    const seeding = h.app.services.iptv.seedDemo(h.baseUrl).finally(() => (done = true));
    while (!done) {
      await h.app.workers.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // the EPG import the finished playlist import asked for
    await h.app.workers.jobs.drain();
    return seeding;
  }

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    admin = await h.login('admin@example.com');
    member = await h.login('iptv@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('serves its playlist, guide and logos from the backend itself', async () => {
    const playlist = await h.request({
      url: '/api/demo/iptv/playlist.m3u?username=demo-user&password=demo-pass',
    });
    expect(playlist.statusCode).toBe(200);
    const lines = playlist.body.split('\n');
    // the address it was asked at: where the import finds the guide and the logos
    expect(lines[0]).toMatch(/^#EXTM3U x-tvg-url="http:\/\/localhost(:80)?\/api\/demo\/iptv\/epg\.xml"$/);
    expect(lines.filter((l) => l.startsWith('#EXTINF'))).toHaveLength(40);
    expect(playlist.body).toContain('group-title="Sport",Demo Sport 11');

    const guide = await h.request({ url: '/api/demo/iptv/epg.xml' });
    expect(guide.statusCode).toBe(200);
    expect(guide.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(guide.body).toContain('<title lang="de">Tagesschau</title>');

    const logo = await h.request({ url: '/api/demo/iptv/logos/7.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const png = logo.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 64]);
    // its pixels: one colour, 64 rows of 64 RGB pixels behind a filter byte
    const idat = png.indexOf('IDAT');
    const pixels = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(pixels).toHaveLength(64 * (1 + 64 * 3));
    expect((await h.request({ url: '/api/demo/iptv/logos/41.png' })).statusCode).toBe(404);
  });

  it('seeds a fresh database through the real imports, once, with a list for the demo member', async () => {
    expect(await seed()).toBe(true);
    const { data } = (await h.request({ url: '/api/cp/iptv-provider', token: admin })).json();
    expect(data).toHaveLength(1);
    const provider = data[0];
    expect(provider).toMatchObject({
      name: 'Demo-TV',
      channel_count: 40,
      // the playlist's Xtream credentials: sealed, and the links now need the member's own
      channel_credentials_stored: true,
      config: { required_fields: ['username', 'password'] },
      last_import: { state: 'FINISHED', channel_count: 40, group_count: 7, credentials_found: 40 },
    });
    expect(provider.channel_url).toMatch(
      /\/api\/demo\/iptv\/playlist\.m3u\?username=\{username\}&password=\{password\}$/,
    );
    const epg = (
      await h.request({ url: `/api/cp/iptv-provider/${provider.id}/epg-import`, token: admin })
    ).json();
    // a clean guide: nothing skipped or mended
    expect(epg).toMatchObject({ state: 'FINISHED', channel_count: 40, matched_count: 40, skipped: [] });
    expect(epg.programme_count).toBeGreaterThan(1000);

    const lists = (await h.request({ url: '/api/iptv/list', token: member })).json();
    expect(lists).toEqual([
      expect.objectContaining({
        name: 'Meine Sender',
        stats: { channel_count: 15, categorie_count: 3 },
        used_providers: [expect.objectContaining({ name: 'Demo-TV', user_has_valid_settings: true })],
      }),
    ]);
    const guide = (await h.request({ url: `/api/iptv/list/${lists[0].id}/epg`, token: member })).json();
    expect(guide[0]).toMatchObject({ name: 'Das Erste HD' });
    expect(guide[0].programmes.length).toBeGreaterThan(0);
    const link = await h.request({
      method: 'POST',
      url: '/api/iptv/personal-download-link',
      token: member,
      body: { iptv_list_id: lists[0].id },
    });
    const token = (link.json().url as string).split('/').at(-2)!;
    const played = await h.request({ url: `/api/iptv/personal/${token}/playlist.m3u`, ip: '10.0.0.7' });
    expect(played.body).toContain('http://streams.demo.invalid/live/demo-user/demo-pass/101.ts');

    // a second start finds the provider: nothing more
    expect(await seed()).toBe(false);
    expect((await h.request({ url: '/api/cp/iptv-provider', token: admin })).json().total).toBe(1);
  });

  it('serves nothing outside demo mode', async () => {
    const plain = await createHarness(driver, { seed: false, env: { PORTAL_DEMO: 'false' } });
    try {
      expect((await plain.request({ url: '/api/demo/iptv/playlist.m3u' })).statusCode).toBe(404);
      expect((await plain.request({ url: '/api/demo/iptv/logos/1.png' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
