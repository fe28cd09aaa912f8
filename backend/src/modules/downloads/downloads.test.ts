import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { memberPushers, nextEvent, record, syncWithServer } from '../../test/realtime.js';
import type { DownloadView } from './downloads.service.js';
import { FileTooLargeError, writeChunk } from './files.js';

describe.each(drivers)('downloads (%s)', (driver) => {
  let h: Harness;
  let userToken: string;
  let otherToken: string;
  let userId: number;
  let otherId: number;
  const { listen } = memberPushers(() => h);

  const downloadsDir = () => path.join(h.dataDir, 'downloads');
  const storedPath = async (id: number) =>
    (await h.db.query<{ path: string }>('SELECT path FROM downloads WHERE id = $1', [id])).rows[0]?.path;

  const add = (
    owner: number,
    filename: string,
    content: string | Buffer,
    mime = 'text/plain; charset=utf-8',
  ) => h.app.services.downloads.addDownload(owner, { filename, mime, source: Readable.from([content]) });

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    userToken = await h.login('user@example.com');
    otherToken = await h.login('admin@example.com');
    userId = await h.userId('user@example.com');
    otherId = await h.userId('admin@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('addDownload streams the file to disk, stores row and notification, broadcasts both to the owner only', async () => {
    const owner = await listen(userToken, userId);
    const other = await listen(otherToken, otherId);
    const otherSeen = [...[other.downloads, other.member].map(record)];
    const added = nextEvent<{ download: DownloadView }>(owner.downloads, 'DownloadWasAdded');
    const notified = nextEvent<Record<string, unknown>>(
      owner.member,
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
    );

    const view = await h.app.services.downloads.addDownload(userId, {
      filename: 'report ä/../x.txt',
      mime: 'text/plain; charset=utf-8',
      writeTo: async (out) => {
        for (let i = 0; i < 1000; i++) await writeChunk(out, `line ${i}\n`);
      },
    });
    const expected = Array.from({ length: 1000 }, (_, i) => `line ${i}\n`).join('');
    expect(view).toEqual({
      id: expect.any(Number),
      user_id: userId,
      filename: 'report ä_.._x.txt',
      size_bytes: Buffer.byteLength(expected),
      download_count: 0,
      expires_at: expect.any(Date),
      message_seen_at: null,
      created_at: expect.any(Date),
    });
    expect(view.expires_at.getTime() - view.created_at.getTime()).toBe(168 * 3_600_000);
    const stored = (await storedPath(view.id))!;
    expect(stored).toMatch(new RegExp(`^${userId}/[0-9a-f-]{36}$`));
    expect(fs.readFileSync(path.join(downloadsDir(), stored), 'utf8')).toBe(expected);
    expect(
      fs.readdirSync(path.join(downloadsDir(), String(userId))).filter((f) => f.startsWith('.tmp')),
    ).toEqual([]);

    expect(await added).toEqual({ download: JSON.parse(JSON.stringify(view)) });
    const notification = await notified;
    expect(notification).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      type: 'broadcast.notification.download',
      download: { id: view.id, filename: 'report ä_.._x.txt' },
      created_at: view.created_at.toISOString(),
    });
    expect(Object.keys(notification)).toEqual(['id', 'type', 'download', 'created_at']);
    const { rows } = await h.db.query<{ user_id: number; type: string; data: unknown; read_at: Date | null }>(
      'SELECT user_id, type, data, read_at FROM notifications WHERE id = $1',
      [notification.id],
    );
    expect(rows).toEqual([
      {
        user_id: userId,
        type: 'broadcast.notification.download',
        data: { download: { id: view.id, filename: 'report ä_.._x.txt' } },
        read_at: null,
      },
    ]);
    await syncWithServer(other.client);
    expect(otherSeen.flat()).toEqual([]);
  });

  it('a failing or too large file leaves nothing behind (no file, no row, no event)', async () => {
    const before = (await h.db.query<{ n: number }>('SELECT count(*) AS n FROM downloads')).rows[0]!.n;
    await expect(
      h.app.services.downloads.addDownload(userId, {
        filename: 'broken.txt',
        writeTo: async (out) => {
          await writeChunk(out, 'half');
          throw new Error('producer failed');
        },
      }),
    ).rejects.toThrow('producer failed');
    const small = await createHarness(driver, { env: { DOWNLOADS_MAX_FILE_MB: '1' }, seed: false });
    try {
      await small.db.query(
        `INSERT INTO users (name, email, password, active) VALUES ('a', 'a@example.com', 'x', true)`,
      );
      await expect(
        small.app.services.downloads.addDownload(1, {
          filename: 'big.bin',
          writeTo: async (out) => {
            for (let i = 0; i < 3; i++) await writeChunk(out, Buffer.alloc(512 * 1024));
          },
        }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(fs.readdirSync(path.join(small.dataDir, 'downloads', '1'))).toEqual([]);
    } finally {
      await small.close();
    }
    expect((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM downloads')).rows[0]!.n).toBe(before);
    expect(
      fs.readdirSync(path.join(downloadsDir(), String(userId))).filter((f) => f.startsWith('.tmp')),
    ).toEqual([]);
  });

  it('lists newest first with the unseen count; only the own downloads', async () => {
    const a = await add(userId, 'a.txt', 'A');
    h.clock.advance(1000);
    const b = await add(userId, 'b.txt', 'BB');
    await add(otherId, 'other.txt', 'O');
    const res = await h.request({ url: '/api/user-profile/user-downloads', token: userToken });
    expect(res.statusCode).toBe(200);
    const list = res.json() as DownloadView[];
    expect(list.slice(0, 2).map((d) => d.id)).toEqual([b.id, a.id]);
    expect(list.every((d) => d.user_id === userId)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'created_at',
      'download_count',
      'expires_at',
      'filename',
      'id',
      'message_seen_at',
      'size_bytes',
      'user_id',
    ]);
    const count = await h.request({ url: '/api/user-profile/user-downloads/unseen-count', token: userToken });
    expect(count.json()).toEqual({ count: list.filter((d) => d.message_seen_at === null).length });
    expect(count.json().count).toBeGreaterThanOrEqual(2);
  });

  it('GET …/now streams the exact bytes with headers and counts each download', async () => {
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from([0, 1, 2, 255, 254]),
      Buffer.alloc(300_000, 7),
    ]);
    const d = await h.app.services.downloads.addDownload(userId, {
      filename: 'Bericht "März" 2026.pdf',
      mime: 'application/pdf',
      source: Readable.from([bytes]),
    });
    const res = await fetch(`${h.baseUrl}/api/downloads/download/${d.id}/now`, {
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Bericht _M_rz_ 2026.pdf"; filename*=UTF-8''Bericht%20%22M%C3%A4rz%22%202026.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    const again = await h.request({ url: `/api/downloads/download/${d.id}/now`, token: userToken });
    expect(again.rawPayload.equals(bytes)).toBe(true);
    const list = (await h.request({ url: '/api/user-profile/user-downloads', token: userToken })).json();
    expect(list.find((x: DownloadView) => x.id === d.id).download_count).toBe(2);
    // HEAD is not offered (it would count a download without one)
    const head = await h.app.inject({
      method: 'HEAD',
      url: `/api/downloads/download/${d.id}/now`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(head.statusCode).toBe(404);
    const row = await h.db.query<{ download_count: number }>(
      'SELECT download_count FROM downloads WHERE id = $1',
      [d.id],
    );
    expect(row.rows[0]!.download_count).toBe(2);
  });

  it('a missing file answers 404, not 500', async () => {
    const d = await add(userId, 'gone.txt', 'x');
    fs.rmSync(path.join(downloadsDir(), (await storedPath(d.id))!));
    const res = await h.request({ url: `/api/downloads/download/${d.id}/now`, token: userToken, lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('PUT …/seen sets message_seen_at once and broadcasts DownloadMessageWasSeen once', async () => {
    const owner = await listen(userToken, userId);
    const events = record(owner.downloads);
    const d = await add(userId, 'seen.txt', 'x');
    const seenEvent = nextEvent<{ download: DownloadView }>(owner.downloads, 'DownloadMessageWasSeen');
    h.clock.advance(5000);
    const first = await h.request({
      method: 'PUT',
      url: `/api/downloads/download/${d.id}/seen`,
      token: userToken,
    });
    expect(first.statusCode).toBe(200);
    const seen = first.json() as DownloadView;
    expect(seen).toMatchObject({ id: d.id, message_seen_at: h.clock.now().toISOString() });
    expect(await seenEvent).toEqual({ download: seen });
    h.clock.advance(5000);
    const second = await h.request({
      method: 'PUT',
      url: `/api/downloads/download/${d.id}/seen`,
      token: userToken,
    });
    expect(second.json()).toEqual(seen);
    await syncWithServer(owner.client);
    expect(events.map((e) => e.name)).toEqual(['DownloadWasAdded', 'DownloadMessageWasSeen']);
  });

  it('DELETE removes row and file and broadcasts DownloadFileWasDeleted', async () => {
    const owner = await listen(userToken, userId);
    const d = await add(userId, 'delete-me.txt', 'x');
    const file = path.join(downloadsDir(), (await storedPath(d.id))!);
    expect(fs.existsSync(file)).toBe(true);
    const deleted = nextEvent(owner.downloads, 'DownloadFileWasDeleted');
    const res = await h.request({
      method: 'DELETE',
      url: `/api/downloads/${d.id}`,
      token: userToken,
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The download has been deleted.' });
    expect(await deleted).toEqual({ download_id: d.id });
    expect(fs.existsSync(file)).toBe(false);
    expect(await storedPath(d.id)).toBeUndefined();
    const again = await h.request({ method: 'DELETE', url: `/api/downloads/${d.id}`, token: userToken });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Nicht gefunden.' });
  });

  it("another member's download is a 404 on every route and stays untouched; no token is a 401", async () => {
    const owner = await listen(otherToken, otherId);
    const events = record(owner.downloads);
    const foreign = await add(otherId, 'secret.txt', 'secret');
    const routes = (id: string | number) =>
      [
        { method: 'GET', url: `/api/downloads/download/${id}/now` },
        { method: 'PUT', url: `/api/downloads/download/${id}/seen` },
        { method: 'DELETE', url: `/api/downloads/${id}` },
      ] as const;
    for (const id of [foreign.id, 999_999_999, 'abc', '0', '-1']) {
      for (const r of routes(id)) {
        const res = await h.request({ ...r, token: userToken, lang: 'en' });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found.' });
      }
    }
    for (const r of [
      ...routes(foreign.id),
      { method: 'GET', url: '/api/user-profile/user-downloads' },
      { method: 'GET', url: '/api/user-profile/user-downloads/unseen-count' },
      { method: 'POST', url: '/api/user-profile/export' },
    ] as const) {
      expect((await h.request({ ...r })).statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    const row = await h.db.query('SELECT download_count, message_seen_at FROM downloads WHERE id = $1', [
      foreign.id,
    ]);
    expect(row.rows).toEqual([{ download_count: 0, message_seen_at: null }]);
    await syncWithServer(owner.client);
    expect(events.map((e) => e.name)).toEqual(['DownloadWasAdded']);
  });

  it('expired downloads disappear at once and the cleanup removes rows and files with an event each', async () => {
    const owner = await listen(userToken, userId);
    const old = await add(userId, 'old.txt', 'old');
    const oldFile = path.join(downloadsDir(), (await storedPath(old.id))!);
    h.clock.advance(100 * 3_600_000);
    const fresh = await add(userId, 'fresh.txt', 'fresh');
    h.clock.advance(69 * 3_600_000); // everything from before is past 168 h now, `fresh` is not
    userToken = await h.login('user@example.com'); // the old token idled out meanwhile
    otherToken = await h.login('admin@example.com');
    const listed = (await h.request({ url: '/api/user-profile/user-downloads', token: userToken })).json();
    expect(listed.map((d: DownloadView) => d.id)).toEqual([fresh.id]);
    expect(
      (await h.request({ url: `/api/downloads/download/${old.id}/now`, token: userToken })).statusCode,
    ).toBe(404);

    const expiredIds = (
      await h.db.query<{ id: number; user_id: number }>(
        'SELECT id, user_id FROM downloads WHERE expires_at <= $1',
        [h.clock.now()],
      )
    ).rows;
    const ownExpired = expiredIds.filter((r) => r.user_id === userId).map((r) => r.id);
    const events = record(owner.downloads);
    const notices = record(owner.member);
    await h.app.workers.cleanup();
    await syncWithServer(owner.client);
    expect(events.filter((e) => e.name === 'DownloadFileWasDeleted').map((e) => e.data)).toEqual(
      expect.arrayContaining(ownExpired.map((id) => ({ download_id: id }))),
    );
    expect(events).toHaveLength(ownExpired.length);
    // the member is told which files went: one 'download removed' notification each, stored and pushed
    const removed = notices.map(
      (e) => e.data as { type: string; download: { id: number; filename: string } },
    );
    expect(removed.map((n) => n.type)).toEqual(
      ownExpired.map(() => 'broadcast.notification.download-removed'),
    );
    expect(removed.map((n) => n.download.id).sort()).toEqual([...ownExpired].sort());
    expect(removed.find((n) => n.download.id === old.id)?.download.filename).toBe('old.txt');
    const stored = await h.db.query<{ user_id: number; data: { download: { id: number } } }>(
      "SELECT user_id, data FROM notifications WHERE type = 'broadcast.notification.download-removed'",
    );
    expect(stored.rows.map((r) => r.data.download.id).sort()).toEqual(expiredIds.map((r) => r.id).sort());
    expect(fs.existsSync(oldFile)).toBe(false);
    const left = await h.db.query<{ id: number }>('SELECT id FROM downloads WHERE expires_at <= $1', [
      h.clock.now(),
    ]);
    expect(left.rows).toEqual([]);
    expect(await storedPath(fresh.id)).toBeDefined();
  });

  it('the cleanup sweeps old files without a row (e.g. of deleted members) and stale temporary files', async () => {
    const dir = path.join(downloadsDir(), '424242');
    fs.mkdirSync(dir, { recursive: true });
    const orphan = path.join(dir, '00000000-0000-4000-8000-000000000000');
    const temp = path.join(dir, '.tmp-00000000-0000-4000-8000-000000000001');
    const young = path.join(dir, '00000000-0000-4000-8000-000000000002');
    for (const f of [orphan, temp, young]) fs.writeFileSync(f, 'x');
    const old = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(orphan, old, old);
    fs.utimesSync(temp, old, old);
    const kept = await add(userId, 'kept.txt', 'k');
    const keptFile = path.join(downloadsDir(), (await storedPath(kept.id))!);
    fs.utimesSync(keptFile, old, old);
    await h.app.workers.cleanup();
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(temp)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    expect(fs.existsSync(keptFile)).toBe(true);
  });
});
