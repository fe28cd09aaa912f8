import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestIptvList, RestIptvListChannel } from '@portal/contract';
import { events as registry } from '@portal/contract';
import { createSecretBox } from '../../lib/secret-box.js';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { memberPushers, record, syncWithServer } from '../../test/realtime.js';
import { PLAYLIST_PER_MINUTE } from './index.js';
import { parseM3u } from './m3u/index.js';

const BOUNDARY = '----portal-iptv-lists';

/** This backend answers ids as numbers. */
type List = RestIptvList & { id: number };
type Row = RestIptvListChannel & { id: number };

/** Uploads a playlist for a provider (with the credentials it carries) and runs the import. */
async function importPlaylist(h: Harness, admin: string, providerId: number, text: string) {
  const body =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ipTvProviderId"\r\n\r\n${providerId}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\nalice\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="password"\r\n\r\ns3cret\r\n` +
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

const PLAYLIST = `#EXTM3U
#EXTINF:-1 tvg-id="one.de" tvg-name="One" tvg-logo="http://logo/1.png" group-title="DE" catchup="default" catchup-days="7" tvg-rec="3",One HD
#EXTVLCOPT:http-user-agent=VLC
#KODIPROP:inputstream.adaptive.manifest_type=mpd
http://s.example/live/alice/s3cret/1.ts
#EXTINF:-1 tvg-id="two.de" group-title="DE",Two, with comma
http://s.example/play?username=alice&password=s3cret&id=2
#EXTINF:-1 group-title="UK",Three
http://s.example/live/alice/s3cret/3.ts
#EXTINF:-1 group-title="UK",Four
http://s.example/live/alice/s3cret/4.ts
#EXTINF:-1 group-title="UK",Five
http://s.example/live/alice/s3cret/5.ts
`;

describe.each(drivers)('IPTV for members: lists, rows, settings, personal links (%s)', (driver) => {
  let h: Harness;
  let admin: string;
  let member: string;
  let memberId: number;
  let user: string;
  let providerId: number;
  /** Catalogue channel ids by name. */
  const channel: Record<string, number> = {};
  const pushers = memberPushers(() => h);

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    admin = await h.login('admin@example.com');
    member = await h.login('iptv@example.com');
    memberId = await h.userId('iptv@example.com');
    user = await h.login('user@example.com');
    const provider = await h.request({
      method: 'POST',
      url: '/api/cp/iptv-provider',
      token: admin,
      body: {
        name: 'Provider',
        channel_url: 'http://s.example/get.php',
        frontend_url: 'https://provider.example',
        config: { required_fields: ['username', 'password'] },
      },
    });
    providerId = provider.json().id;
    await importPlaylist(h, admin, providerId, PLAYLIST);
    const { rows } = await h.db.query<{ id: number; name: string }>('SELECT id, name FROM iptv_channels');
    for (const r of rows) channel[r.name] = r.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  type Req = Parameters<Harness['request']>[0];
  const as = (token: string, req: Omit<Req, 'token'>) => h.request({ ...req, token });
  const base = (listId: number) => `/api/iptv/list/${listId}/user-iptv-channel`;

  const createList = async (name: string, token = member): Promise<List> => {
    const res = await as(token, { method: 'POST', url: '/api/iptv/list', body: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const add = async (listId: number, names: string[], group?: string, token = member) => {
    const res = await as(token, {
      method: 'PUT',
      url: `${base(listId)}/add-channels`,
      body: { channels: names.map((n) => channel[n]), ...(group ? { group } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  const rows = async (listId: number, group = 'default', extra = '') => {
    const res = await as(member, {
      url: `${base(listId)}?itemsPerPage=100&filter[group]=${encodeURIComponent(group)}${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };
  const names = async (listId: number, group = 'default') =>
    (await rows(listId, group)).map((r) => [r.order, r.name]);
  const groups = async (listId: number) =>
    (await as(member, { url: `${base(listId)}/get-channel-groups` })).json() as string[];
  const put = (listId: number, path: string, body: unknown, token = member, lang = 'en') =>
    as(token, { method: 'PUT', url: `${base(listId)}/${path}`, body, lang });

  it('is for ADMIN and IPTV only (403 for other roles, 401 without a token)', async () => {
    const list = await createList('Roles');
    for (const [method, url] of [
      ['GET', '/api/iptv/list'],
      ['GET', `/api/iptv/list/${list.id}`],
      ['GET', `${base(list.id)}/get-channel-groups`],
      ['PUT', `${base(list.id)}/move-row-to`],
      ['PUT', `${base(list.id)}/move-rows`],
      ['GET', '/api/iptv/provider'],
      ['GET', `/api/iptv/personal-download-link?iptv_list_id=${list.id}`],
    ] as const) {
      expect((await as(user, { method, url, body: method === 'PUT' ? {} : undefined })).statusCode).toBe(403);
      expect((await h.request({ method, url })).statusCode).toBe(401);
    }
  });

  it('creates, renames, lists by name and deletes lists; overview counts', async () => {
    const b = await createList('beta');
    const a = await createList('Alpha');
    expect(b).toMatchObject({
      name: 'beta',
      stats: { channel_count: 0, categorie_count: 0 },
      used_providers: [],
      ip_tv_personal_download_link_url: null,
    });
    await add(a.id, ['One HD', 'Three']);
    await add(a.id, ['Three'], 'UK');
    const renamed = await as(member, {
      method: 'PUT',
      url: `/api/iptv/list/${a.id}`,
      body: { name: 'Aleph' },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Aleph',
      stats: { channel_count: 3, categorie_count: 2 },
      used_providers: [
        {
          id: providerId,
          name: 'Provider',
          frontend_url: 'https://provider.example',
          user_has_valid_settings: false,
        },
      ],
    });
    const all = (await as(member, { url: '/api/iptv/list' })).json() as RestIptvList[];
    const order = all.map((l) => l.name);
    expect(order.indexOf('Aleph')).toBeLessThan(order.indexOf('beta'));
    const deleted = await as(member, { method: 'DELETE', url: `/api/iptv/list/${a.id}`, lang: 'en' });
    expect(deleted.json()).toEqual({ message: 'The list has been deleted.' });
    expect((await as(member, { url: `/api/iptv/list/${a.id}` })).statusCode).toBe(404);
    const { rows: left } = await h.db.query('SELECT 1 FROM iptv_list_channels WHERE list_id = $1', [a.id]);
    expect(left).toHaveLength(0);
  });

  it('adds channels single and in bulk to the end of a group, never twice; unknown channels are a 422', async () => {
    const list = await createList('Adding');
    const single = await as(member, {
      method: 'POST',
      url: base(list.id),
      body: { channel: channel['Two, with comma'] },
    });
    expect(single.statusCode).toBe(201);
    expect(single.json()).toMatchObject({
      order: 1,
      group_title: 'default',
      name: 'Two, with comma',
      tvg_id: 'two.de',
      link: 'http://s.example/play?username={username}&password={password}&id=2',
      provider_group_title: 'DE',
      ip_tv_provider: { id: providerId, name: 'Provider' },
    });
    const again = await as(member, {
      method: 'POST',
      url: base(list.id),
      body: { channel: channel['Two, with comma'] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(single.json().id);
    expect(await add(list.id, ['Five', 'Two, with comma', 'Three', 'Five'])).toBe(2);
    expect(await names(list.id)).toEqual([
      [1, 'Two, with comma'],
      [2, 'Five'],
      [3, 'Three'],
    ]);
    expect(await add(list.id, ['One HD'], 'Sport')).toBe(1);
    // 'default' comes first, new groups after
    expect(await groups(list.id)).toEqual(['default', 'Sport']);
    const unknown = await put(list.id, 'add-channels', { channels: [channel['Five'], 99_999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['channels']);
    // search, provider group and sort by name keep the order numbers of the group
    expect((await rows(list.id, 'default', '&filter[search]=thr')).map((r) => [r.order, r.name])).toEqual([
      [3, 'Three'],
    ]);
    expect((await rows(list.id, 'default', '&order[name]=asc')).map((r) => r.order)).toEqual([2, 3, 1]);
    expect((await rows(list.id, 'default', '&filter[provider_group]=UK')).map((r) => r.name)).toEqual([
      'Five',
      'Three',
    ]);
    expect((await as(member, { url: `${base(list.id)}/provider-groups` })).json()).toEqual(['DE', 'UK']);
    // pages of the whole group, in either direction
    const page = async (query: string) =>
      ((await as(member, { url: `${base(list.id)}?${query}` })).json().data as Row[]).map((r) => [
        r.order,
        r.name,
      ]);
    expect(await page('itemsPerPage=2&page=2')).toEqual([[3, 'Three']]);
    expect(await page('itemsPerPage=2&order[order]=desc')).toEqual([
      [3, 'Three'],
      [2, 'Five'],
    ]);
    expect(await page('itemsPerPage=2&page=2&order[order]=desc')).toEqual([[1, 'Two, with comma']]);
    expect(await page('filter[group]=Sport')).toEqual([[1, 'One HD']]);
  });

  it('moves rows up, down and to a position; out of bounds is a 422 "invalid position"', async () => {
    const list = await createList('Moving');
    await add(list.id, ['One HD', 'Two, with comma', 'Three', 'Four', 'Five']);
    const [first, second] = await rows(list.id);
    expect(
      (await put(list.id, `${first!.id}/move-row`, { row: first!.id, direction: 'up' })).statusCode,
    ).toBe(200);
    expect((await put(list.id, `${first!.id}/move-row`, { direction: 'down' })).statusCode).toBe(200);
    expect((await names(list.id)).slice(0, 2)).toEqual([
      [1, 'Two, with comma'],
      [2, 'One HD'],
    ]);
    expect(second!.name).toBe('Two, with comma');
    expect((await put(list.id, 'move-row-to', { from: 5, to: 1 })).statusCode).toBe(200);
    expect((await put(list.id, 'move-row-to', { from: '2', to: '4' })).statusCode).toBe(200);
    expect(await names(list.id)).toEqual([
      [1, 'Five'],
      [2, 'One HD'],
      [3, 'Three'],
      [4, 'Two, with comma'],
      [5, 'Four'],
    ]);
    for (const [body, field] of [
      [{ from: 1, to: 6 }, 'to'],
      [{ from: 0, to: 1 }, 'from'],
      [{ from: 1, to: -1 }, 'to'],
      [{ from: 1, to: 1, group: 'nowhere' }, 'from'],
    ] as const) {
      const res = await put(list.id, 'move-row-to', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'invalid position',
        errors: { [field]: ['invalid position'] },
      });
    }
    const de = await put(list.id, 'move-row-to', { from: 1, to: 9 }, member, 'de');
    expect(de.json().message).toBe('Position nicht zulässig');
    // a row of another list
    const other = await createList('Other');
    expect((await put(other.id, `${first!.id}/move-row`, { direction: 'up' })).statusCode).toBe(404);
  });

  it('moves checked rows up or down as a block: a row at the edge stays, and those held up behind it', async () => {
    const list = await createList('Block');
    await add(list.id, ['One HD', 'Two, with comma', 'Three', 'Four', 'Five']);
    const id = Object.fromEntries((await rows(list.id)).map((r) => [r.name, r.id]));
    const moveRows = async (direction: string, rowNames: string[]) => {
      const res = await put(list.id, 'move-rows', { rows: rowNames.map((n) => id[n]), direction });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count as number;
    };
    const order = async () => (await names(list.id)).map(([, name]) => name);
    // One HD is first: it stays, and Two behind it; Four passes Three
    expect(await moveRows('up', ['Four', 'One HD', 'Two, with comma'])).toBe(1);
    expect(await order()).toEqual(['One HD', 'Two, with comma', 'Four', 'Three', 'Five']);
    // Five is last: Three, right before it, stays too
    expect(await moveRows('down', ['Three', 'Five'])).toBe(0);
    // two rows apart both move, the one in front first
    expect(await moveRows('down', ['One HD', 'Four'])).toBe(2);
    expect(await order()).toEqual(['Two, with comma', 'One HD', 'Three', 'Four', 'Five']);
    // a contiguous block moves up past the row before it
    expect(await moveRows('up', ['Three', 'Four', 'Five'])).toBe(3);
    expect(await order()).toEqual(['Two, with comma', 'Three', 'Four', 'Five', 'One HD']);

    const other = await createList('Not the block');
    await add(other.id, ['One HD']);
    const [foreign] = await rows(other.id);
    const refused = await put(list.id, 'move-rows', { rows: [id['Three'], foreign!.id], direction: 'up' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('rows');
    expect((await put(list.id, 'move-rows', { rows: [], direction: 'up' })).statusCode).toBe(422);
    expect((await put(list.id, 'move-rows', { rows: [id['Three']], direction: 'left' })).statusCode).toBe(
      422,
    );
    expect(await order()).toEqual(['Two, with comma', 'Three', 'Four', 'Five', 'One HD']);
    // another member's list
    expect(
      (await put(other.id, 'move-rows', { rows: [foreign!.id], direction: 'up' }, admin)).statusCode,
    ).toBe(404);
  });

  it('reorders groups; copies, moves and removes rows in bulk, skipping channels a group has', async () => {
    const list = await createList('Groups');
    await add(list.id, ['One HD', 'Two, with comma', 'Three']);
    await add(list.id, ['Three'], 'UK');
    await add(list.id, ['Four'], 'Kids');
    expect(await groups(list.id)).toEqual(['default', 'UK', 'Kids']);
    expect((await put(list.id, 'move-group', { group: 'Kids', to: 1 })).statusCode).toBe(200);
    expect(await groups(list.id)).toEqual(['Kids', 'default', 'UK']);
    expect((await put(list.id, 'move-group', { group: 'Kids', to: 4 })).statusCode).toBe(422);
    expect((await put(list.id, 'move-group', { group: 'None', to: 1 })).statusCode).toBe(422);

    const byName = Object.fromEntries((await rows(list.id)).map((r) => [r.name, r.id]));
    const copied = await put(list.id, 'copy-to-group', {
      rows: [byName['Two, with comma'], byName['Three'], byName['One HD']],
      toGroup: 'UK',
    });
    expect(copied.json()).toEqual({ count: 2 });
    expect(await names(list.id, 'UK')).toEqual([
      [1, 'Three'],
      [2, 'Two, with comma'],
      [3, 'One HD'],
    ]);
    const moved = await put(list.id, 'move-to-group', {
      rows: [byName['Three'], byName['One HD']],
      toGroup: 'Kids',
    });
    expect(moved.json()).toEqual({ count: 2 });
    expect(await names(list.id)).toEqual([[1, 'Two, with comma']]);
    expect(await names(list.id, 'Kids')).toEqual([
      [1, 'Four'],
      [2, 'Three'],
      [3, 'One HD'],
    ]);
    // moving a row whose channel the target has: it leaves its group instead of being doubled
    const uk = Object.fromEntries((await rows(list.id, 'UK')).map((r) => [r.name, r.id]));
    expect((await put(list.id, 'move-to-group', { rows: [uk['Three']], toGroup: 'Kids' })).json()).toEqual({
      count: 1,
    });
    expect((await names(list.id, 'UK')).map(([, n]) => n)).toEqual(['Two, with comma', 'One HD']);
    expect((await names(list.id, 'Kids')).map(([, n]) => n)).toEqual(['Four', 'Three', 'One HD']);

    const removed = await put(list.id, 'remove-from-group', { rows: [byName['Two, with comma']] });
    expect(removed.json()).toEqual({ count: 1 });
    expect(await groups(list.id)).toEqual(['Kids', 'UK']);
    // rows of another list are refused (422 on rows), nothing changes
    const other = await createList('Other rows');
    await add(other.id, ['Five']);
    const foreign = (await rows(other.id))[0]!.id;
    const refused = await put(list.id, 'remove-from-group', { rows: [uk['One HD'], foreign] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['rows']);
    expect(await names(list.id, 'UK')).toHaveLength(2);
  });

  it('keeps orders dense when a re-import removes channels (cascade)', async () => {
    const list = await createList('Cascade');
    await add(list.id, ['One HD', 'Two, with comma', 'Three']);
    const extra = await h.db.query<{ id: number }>(
      `INSERT INTO iptv_channels (provider_id, identity_key, occurrence, position, name, url, import_id)
       VALUES ($1, 'gone', 0, 99, 'Gone', 'http://gone', 0) RETURNING id`,
      [providerId],
    );
    await h.request({
      method: 'PUT',
      url: `${base(list.id)}/add-channels`,
      token: member,
      body: { channels: [extra.rows[0]!.id], group: 'Gone' },
    });
    await add(list.id, ['Four']);
    await h.db.query('DELETE FROM iptv_channels WHERE id = $1', [extra.rows[0]!.id]);
    expect(await groups(list.id)).toEqual(['default']);
    await h.db.query('DELETE FROM iptv_list_channels WHERE list_id = $1 AND channel_id = $2', [
      list.id,
      channel['Two, with comma'],
    ]);
    expect(await names(list.id)).toEqual([
      [1, 'One HD'],
      [2, 'Three'],
      [3, 'Four'],
    ]);
  });

  it("a re-import keeps a member's rows (same row, same channel, new link); rows of vanished channels go", async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/cp/iptv-provider',
      token: admin,
      body: {
        name: 'Reimported',
        channel_url: 'http://r.example/list.m3u',
        frontend_url: 'https://r.example',
      },
    });
    const reimported = created.json().id as number;
    const entry = (name: string, url: string) =>
      `#EXTINF:-1 tvg-id="${name}.r" group-title="R",${name}\n${url}\n`;
    await importPlaylist(
      h,
      admin,
      reimported,
      `#EXTM3U\n${entry('X', 'http://r/x')}${entry('Y', 'http://r/y')}${entry('Z', 'http://r/z')}`,
    );
    const ids = (
      await h.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM iptv_channels WHERE provider_id = $1',
        [reimported],
      )
    ).rows;
    const list = await createList('Survives re-imports');
    const added = await as(member, {
      method: 'PUT',
      url: `${base(list.id)}/add-channels`,
      body: { channels: ['Z', 'X', 'Y'].map((n) => ids.find((c) => c.name === n)!.id) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = await rows(list.id);

    // Y vanishes, X gets a new link, W is new and in front
    await importPlaylist(
      h,
      admin,
      reimported,
      `#EXTM3U\n${entry('W', 'http://r/w')}${entry('X', 'http://r/x2')}${entry('Z', 'http://r/z')}`,
    );
    const after = await rows(list.id);
    expect(after.map((r) => [r.order, r.name, r.link])).toEqual([
      [1, 'Z', 'http://r/z'],
      [2, 'X', 'http://r/x2'],
    ]);
    const byName = (page: Row[], name: string) => page.find((r) => r.name === name)!;
    for (const name of ['Z', 'X']) {
      expect(byName(after, name).id).toBe(byName(before, name).id);
      expect(byName(after, name).channel_id).toBe(byName(before, name).channel_id);
    }
  });

  it("belongs to its member alone: another member (admins too) gets 404 everywhere, and the link isn't theirs", async () => {
    const list = await createList('Mine');
    await add(list.id, ['One HD']);
    const row = (await rows(list.id))[0]!;
    for (const [method, url, body] of [
      ['GET', `/api/iptv/list/${list.id}`, undefined],
      ['PUT', `/api/iptv/list/${list.id}`, { name: 'Theirs' }],
      ['DELETE', `/api/iptv/list/${list.id}`, undefined],
      ['GET', base(list.id), undefined],
      ['POST', base(list.id), { channel: channel['Three'] }],
      ['PUT', `${base(list.id)}/add-channels`, { channels: [channel['Three']] }],
      ['PUT', `${base(list.id)}/${row.id}/move-row`, { direction: 'down' }],
      ['PUT', `${base(list.id)}/move-row-to`, { from: 1, to: 1 }],
      ['PUT', `${base(list.id)}/move-group`, { group: 'default', to: 1 }],
      ['PUT', `${base(list.id)}/copy-to-group`, { rows: [row.id], toGroup: 'X' }],
      ['PUT', `${base(list.id)}/move-to-group`, { rows: [row.id], toGroup: 'X' }],
      ['PUT', `${base(list.id)}/remove-from-group`, { rows: [row.id] }],
      ['GET', `${base(list.id)}/get-channel-groups`, undefined],
      ['GET', `${base(list.id)}/provider-groups`, undefined],
      ['GET', `/api/iptv/personal-download-link?iptv_list_id=${list.id}`, undefined],
      ['POST', '/api/iptv/personal-download-link', { iptv_list_id: list.id }],
    ] as const) {
      const res = await as(admin, { method, url, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(admin, { url: '/api/iptv/list' })).json()).toEqual([]);
    expect(await names(list.id)).toEqual([[1, 'One HD']]);
  });

  it("announces every change on the member's own channel", async () => {
    const list = await createList('Live');
    const listener = await pushers.listen(member, memberId, ['member']);
    const events = record(listener.member);
    await add(list.id, ['One HD', 'Three']);
    await put(list.id, 'move-row-to', { from: 2, to: 1 });
    await put(list.id, 'move-row-to', { from: 3, to: 1 }); // refused: no event
    await syncWithServer(listener.client);
    expect(events.filter((e) => e.name === registry.iptvChannelMoved.name).map((e) => e.data)).toEqual([
      { list_id: list.id },
      { list_id: list.id },
    ]);
  });

  it('keeps orders unique and dense under concurrent moves', async () => {
    const list = await createList('Race');
    await add(list.id, ['One HD', 'Two, with comma', 'Three', 'Four', 'Five']);
    const moves = Array.from({ length: 20 }, (_, k) =>
      put(list.id, 'move-row-to', { from: (k % 5) + 1, to: ((k * 3) % 5) + 1 }),
    );
    const answers = await Promise.all(moves);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = await rows(list.id);
    expect(after.map((r) => r.order)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(after.map((r) => r.name)).size).toBe(5);
  });

  it('renumbers a group when a gap runs out', async () => {
    const list = await createList('Gaps');
    await add(list.id, ['One HD', 'Two, with comma', 'Three']);
    // always between the first two: the gap halves every time
    for (let k = 0; k < 25; k++) await put(list.id, 'move-row-to', { from: 3, to: 2 });
    expect((await names(list.id)).map(([, n]) => n)).toEqual(['One HD', 'Three', 'Two, with comma']);
    const { rows: positions } = await h.db.query<{ position: number }>(
      'SELECT position FROM iptv_list_channels WHERE list_id = $1 ORDER BY position',
      [list.id],
    );
    expect(new Set(positions.map((p) => p.position)).size).toBe(3);
  });

  describe('provider settings', () => {
    it('saves credentials encrypted; the password is write-only, empty keeps it, null removes it', async () => {
      const url = `/api/iptv/provider/${providerId}/settings`;
      expect((await as(member, { url })).json()).toMatchObject({
        id: null,
        username: null,
        password_set: false,
      });
      const saved = await as(member, {
        method: 'POST',
        url,
        body: { username: 'bob-the-viewer', password: 'pa55word!', extra: 'x' },
      });
      expect(saved.json()).toMatchObject({ username: 'bob-the-viewer', password_set: true, extra: 'x' });
      expect(saved.body).not.toContain('pa55word');
      const stored = await h.db.query<Record<string, string>>(
        'SELECT username, password, extra FROM iptv_provider_settings WHERE user_id = $1',
        [memberId],
      );
      // plaintexts long enough never to occur in random ciphertext ('bob' once did)
      expect(JSON.stringify(stored.rows)).not.toMatch(/bob-the-viewer|pa55word/);
      // another PORTAL_SECRET cannot open them
      const wrong = createSecretBox('another-portal-secret-of-32-characters!!', 'iptv');
      expect(() =>
        wrong.open(stored.rows[0]!.password!, `iptv-settings:${memberId}:${providerId}:password`),
      ).toThrow();

      const kept = await as(member, {
        method: 'POST',
        url,
        body: { username: 'bob-the-viewer', password: '' },
      });
      expect(kept.json()).toMatchObject({ password_set: true, extra: 'x' });
      const providers = (await as(member, { url: '/api/iptv/provider' })).json();
      expect(providers).toContainEqual({
        id: providerId,
        name: 'Provider',
        frontend_url: 'https://provider.example',
        required_fields: ['username', 'password'],
        user_has_valid_settings: true,
      });
      const removed = await as(member, { method: 'POST', url, body: { password: null } });
      expect(removed.json()).toMatchObject({ username: 'bob-the-viewer', password_set: false });
      expect((await as(member, { url: '/api/iptv/provider' })).json()).toContainEqual(
        expect.objectContaining({ id: providerId, user_has_valid_settings: false }),
      );
      expect((await as(member, { url: '/api/iptv/provider/99999999/settings' })).statusCode).toBe(404);
    });
  });

  describe('personal links', () => {
    it('are refused while settings are invalid, stream the list with the credentials, rotate', async () => {
      const list = await createList('Player');
      await add(list.id, ['Three', 'One HD']);
      await add(list.id, ['Two, with comma'], 'News');
      await put(list.id, 'move-group', { group: 'News', to: 1 });
      await as(member, {
        method: 'POST',
        url: `/api/iptv/provider/${providerId}/settings`,
        body: { username: 'bob', password: null },
      });
      const refused = await as(member, {
        method: 'POST',
        url: '/api/iptv/personal-download-link',
        body: { iptv_list_id: list.id },
        lang: 'en',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('IpTV Provider configuration invalid');
      await as(member, {
        method: 'POST',
        url: `/api/iptv/provider/${providerId}/settings`,
        body: { username: 'bob', password: 'p@ss/word' },
      });
      const link = await as(member, {
        method: 'POST',
        url: '/api/iptv/personal-download-link',
        body: { iptv_list_id: String(list.id) },
      });
      expect(link.statusCode, link.body).toBe(200);
      const url = link.json().url as string;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/iptv\/[A-Za-z0-9_-]{43}\/playlist\.m3u$/);
      expect(
        (await as(member, { url: `/api/iptv/personal-download-link?iptv_list_id=${list.id}` })).json(),
      ).toEqual({
        iptv_list_id: list.id,
        url,
      });
      expect(
        (await as(member, { url: `/api/iptv/list/${list.id}` })).json().ip_tv_personal_download_link_url,
      ).toBe(url);

      const token = url.split('/').at(-2)!;
      const res = await h.request({ url: `/api/iptv/personal/${token}/playlist.m3u`, ip: '10.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/x-mpegurl; charset=utf-8');
      expect(res.body.split('\n')[0]).toBe(`#EXTM3U x-tvg-url="${url.replace(/playlist\.m3u$/, 'epg.xml')}"`);
      // the portal's own parser stands in for iptv-playlist-parser here
      const entries = [];
      for await (const e of parseM3u(Readable.from([Buffer.from(res.body)]))) entries.push(e);
      expect(entries.map((e) => [e.title, e.groupTitle, e.url])).toEqual([
        ['Two, with comma', 'News', 'http://s.example/play?username=bob&password=p@ss/word&id=2'],
        ['Three', 'default', 'http://s.example/live/bob/p@ss/word/3.ts'],
        ['One HD', 'default', 'http://s.example/live/bob/p@ss/word/1.ts'],
      ]);
      expect(entries[2]).toMatchObject({
        tvgId: 'one.de',
        tvgName: 'One',
        tvgLogo: 'http://logo/1.png',
        catchup: 'default',
        catchupDays: 7,
        attributes: { 'tvg-rec': '3' },
        vlcOptions: ['http-user-agent=VLC'],
        kodiProps: ['inputstream.adaptive.manifest_type=mpd'],
      });

      const rotated = await as(member, {
        method: 'POST',
        url: '/api/iptv/personal-download-link',
        body: { iptv_list_id: list.id },
      });
      expect(rotated.json().url).not.toBe(url);
      const old = await h.request({ url: `/api/iptv/personal/${token}/playlist.m3u`, ip: '10.0.0.1' });
      expect(old.statusCode).toBe(404);
      expect(old.headers['content-type']).toMatch(/^text\/plain/);
      expect(
        (await h.request({ url: '/api/iptv/personal/short/playlist.m3u', ip: '10.0.0.1' })).statusCode,
      ).toBe(404);
      const stored = await h.db.query('SELECT token FROM iptv_personal_links WHERE list_id = $1', [list.id]);
      expect(JSON.stringify(stored.rows)).not.toContain(rotated.json().url.split('/').at(-2));
    });

    it('need the credentials a playlist carries: the import makes them required, no link or playlist before', async () => {
      const created = await h.request({
        method: 'POST',
        url: '/api/cp/iptv-provider',
        token: admin,
        body: { name: 'Open', channel_url: 'http://o.example/get.php', frontend_url: 'https://o.example' },
      });
      const openId = created.json().id as number;
      const requiredOf = async () =>
        (await h.request({ url: `/api/cp/iptv-provider/${openId}`, token: admin })).json().config
          .required_fields;
      // links without the admin's credentials: nothing to ask members for
      await importPlaylist(h, admin, openId, '#EXTM3U\n#EXTINF:-1,Free\nhttp://o.example/free.ts\n');
      expect(await requiredOf()).toEqual([]);
      // the admin unticks what an import ticked: their choice, kept until an import finds credentials again
      await importPlaylist(
        h,
        admin,
        openId,
        '#EXTM3U\n#EXTINF:-1,Paid\nhttp://o.example/live/alice/s3cret/9.ts\n',
      );
      expect(await requiredOf()).toEqual(['username', 'password']);
      await h.request({
        method: 'PUT',
        url: `/api/cp/iptv-provider/${openId}`,
        token: admin,
        body: { config: { required_fields: [] } },
      });
      const { rows: paid } = await h.db.query<{ id: number }>(
        "SELECT id FROM iptv_channels WHERE provider_id = $1 AND name = 'Paid'",
        [openId],
      );
      const list = await createList('Open list');
      const added = await as(member, {
        method: 'PUT',
        url: `${base(list.id)}/add-channels`,
        body: { channels: [paid[0]!.id] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const link = await as(member, {
        method: 'POST',
        url: '/api/iptv/personal-download-link',
        body: { iptv_list_id: list.id },
      });
      expect(link.statusCode, link.body).toBe(200);
      const token = (link.json().url as string).split('/').at(-2)!;
      const playlist = () =>
        h.request({ url: `/api/iptv/personal/${token}/playlist.m3u`, ip: '10.0.0.3', lang: 'de' });
      // unticked, the playlist carries the templates: no player could open these links
      expect((await playlist()).body).toContain('http://o.example/live/{username}/{password}/9.ts');

      await importPlaylist(
        h,
        admin,
        openId,
        '#EXTM3U\n#EXTINF:-1,Paid\nhttp://o.example/live/alice/s3cret/9.ts\n',
      );
      expect(await requiredOf()).toEqual(['username', 'password']);
      const overview = (await as(member, { url: `/api/iptv/list/${list.id}` })).json();
      expect(overview.used_providers).toEqual([
        expect.objectContaining({
          id: openId,
          user_has_valid_settings: false,
          missing_fields: ['username', 'password'],
        }),
      ]);
      const refused = await as(member, {
        method: 'POST',
        url: '/api/iptv/personal-download-link',
        body: { iptv_list_id: list.id },
        lang: 'de',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.iptv_list_id[0]).toMatch(
        /^Die IPTV-Anbieter-Konfiguration ist unvollständig/,
      );
      const blocked = await playlist();
      expect(blocked.statusCode).toBe(409);
      expect(blocked.headers['content-type']).toMatch(/^text\/plain/);
      expect(blocked.body).toMatch(/^Die IPTV-Anbieter-Konfiguration ist unvollständig/);

      await as(member, {
        method: 'POST',
        url: `/api/iptv/provider/${openId}/settings`,
        body: { username: 'carol' },
      });
      const half = (await as(member, { url: `/api/iptv/list/${list.id}` })).json();
      expect(half.used_providers[0].missing_fields).toEqual(['password']);
      await as(member, {
        method: 'POST',
        url: `/api/iptv/provider/${openId}/settings`,
        body: { password: 'c4rol' },
      });
      const played = await playlist();
      expect(played.statusCode).toBe(200);
      expect(played.body).toContain('http://o.example/live/carol/c4rol/9.ts');
      await as(member, { method: 'DELETE', url: `/api/iptv/list/${list.id}` });
      await h.request({ method: 'DELETE', url: `/api/cp/iptv-provider/${openId}`, token: admin });
    });

    it('are rate limited per client address', async () => {
      const url = `/api/iptv/personal/${'x'.repeat(43)}/playlist.m3u`;
      for (let k = 0; k < PLAYLIST_PER_MINUTE; k++) {
        expect((await h.request({ url, ip: '10.0.0.9' })).statusCode).toBe(404);
      }
      const limited = await h.request({ url, ip: '10.0.0.9' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await h.request({ url, ip: '10.0.0.10' })).statusCode).toBe(404);
    });
  });
});
