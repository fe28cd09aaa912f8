import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { memberPushers, nextEvent, record, syncWithServer } from '../../test/realtime.js';
import type { DownloadView } from '../downloads/index.js';

const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

describe.each(drivers)('export my data (%s)', (driver) => {
  let h: Harness;
  let userToken: string;
  let adminToken: string;
  let userId: number;
  let adminId: number;
  const { listen } = memberPushers(() => h);

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    userToken = await h.login('user@example.com');
    adminToken = await h.login('admin@example.com');
    userId = await h.userId('user@example.com');
    adminId = await h.userId('admin@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('POST /api/user-profile/export → 202, a job → the JSON file in the downloads → events to the owner only', async () => {
    const owner = await listen(userToken, userId);
    const other = await listen(adminToken, adminId);
    const otherEvents = [record(other.downloads), record(other.member)];
    await h.request({
      method: 'PUT',
      url: '/api/user-profile',
      token: userToken,
      body: {
        name: 'Demo User',
        email: 'user@example.com',
        social_media: { github: 'https://github.com/demo' },
      },
    });

    const res = await h.request({
      method: 'POST',
      url: '/api/user-profile/export',
      token: userToken,
      lang: 'en',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message:
        'Your data export has been started. It will appear in your downloads, and you will be notified when it is ready.',
    });
    const de = await h.request({ method: 'POST', url: '/api/user-profile/export', token: userToken });
    expect(de.statusCode).toBe(202);
    expect(de.json().message).toMatch(/^Der Export Ihrer Daten wurde gestartet/);
    // asked twice while pending: one job
    const jobs = await h.db.query<{ type: string; status: string; user_id: number }>(
      'SELECT type, status, user_id FROM jobs',
    );
    expect(jobs.rows).toEqual([{ type: 'export-user-data', status: 'queued', user_id: userId }]);
    // nothing in the downloads before the job ran
    expect((await h.request({ url: '/api/user-profile/user-downloads', token: userToken })).json()).toEqual(
      [],
    );

    const added = nextEvent<{ download: DownloadView }>(owner.downloads, 'DownloadWasAdded');
    const notified = nextEvent<Record<string, unknown>>(owner.member, NOTIFICATION);
    expect(await h.app.workers.jobs.drain()).toBe(1);
    expect(
      (await h.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM jobs')).rows,
    ).toEqual([{ status: 'done', attempts: 1 }]);

    const list = (await h.request({ url: '/api/user-profile/user-downloads', token: userToken })).json();
    const filename = `portal-export-${h.clock.now().toISOString().slice(0, 10)}.json`;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ user_id: userId, filename, download_count: 0, message_seen_at: null });
    expect(await added).toEqual({ download: list[0] });
    expect(await notified).toEqual({
      id: expect.any(String),
      type: 'broadcast.notification.download',
      download: { id: list[0].id, filename },
      created_at: list[0].created_at,
    });

    // the file: pretty JSON of the account, streamed to disk under the member's directory
    const file = await h.request({ url: `/api/downloads/download/${list[0].id}/now`, token: userToken });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
    );
    expect(file.body).toContain('\n  "account": {\n    "profile": {');
    const data = JSON.parse(file.body);
    const me = (await h.request({ url: '/api/user-profile', token: userToken })).json();
    expect(data).toEqual({
      export: {
        format: 'portal-user-data',
        version: 1,
        user_id: userId,
        created_at: h.clock.now().toISOString(),
      },
      account: {
        profile: {
          id: userId,
          name: 'Demo User',
          email: 'user@example.com',
          email_verified_at: expect.anything(),
          active: true,
          activated_at: expect.anything(),
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        roles: ['USER'],
        user_data: { social_media: { github: 'https://github.com/demo' } },
        telegram_subscription: {
          telegram_id: '100000001',
          username: 'portal_demo_user',
          first_name: expect.anything(),
          last_name: expect.anything(),
          created_at: expect.any(String),
        },
      },
    });
    expect(data.account.profile.updated_at).toBe(me.user?.updated_at ?? me.updated_at);
    expect(JSON.stringify(data)).not.toMatch(/password/);
    const onDisk = fs.readdirSync(path.join(h.dataDir, 'downloads', String(userId)));
    expect(onDisk).toHaveLength(1);

    // another export may be asked for now
    expect(
      (await h.request({ method: 'POST', url: '/api/user-profile/export', token: userToken })).statusCode,
    ).toBe(202);
    expect(await h.app.workers.jobs.drain()).toBe(1);

    await syncWithServer(other.client);
    expect(otherEvents.flat()).toEqual([]);
  });

  it('every logged-in member may export (a GUEST too); sections of other modules are streamed in', async () => {
    h.app.workers.exportRegistry.register('demo_items', (userId: number) =>
      (async function* () {
        for (let i = 1; i <= 3; i++) yield { n: i, owner: userId };
      })(),
    );
    h.app.workers.exportRegistry.register('empty_list', () => (async function* () {})());
    h.app.workers.exportRegistry.register('skipped', async () => null);
    const guest = await h.login('guest@example.com');
    const guestId = await h.userId('guest@example.com');
    expect(
      (await h.request({ method: 'POST', url: '/api/user-profile/export', token: guest })).statusCode,
    ).toBe(202);
    expect(await h.app.workers.jobs.drain()).toBe(1);
    const [download] = (await h.request({ url: '/api/user-profile/user-downloads', token: guest })).json();
    const body = (await h.request({ url: `/api/downloads/download/${download.id}/now`, token: guest })).body;
    const data = JSON.parse(body);
    expect(Object.keys(data)).toEqual(['export', 'account', 'demo_items', 'empty_list']);
    expect(data.demo_items).toEqual([1, 2, 3].map((n) => ({ n, owner: guestId })));
    expect(data.empty_list).toEqual([]);
    expect(data.account.roles).toEqual(['GUEST']);
    expect(body).toContain('"demo_items": [\n    {\n      "n": 1,');
  });

  it('a member deleted before the job runs: the job finishes without a file', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO users (name, email, password, active) VALUES ('Temp', 'temp@example.com', 'x', true) RETURNING id`,
    );
    const tempId = rows[0]!.id;
    // a job claimed just before the member was deleted (with user_id set, the row would go with the member)
    const job = (await h.app.workers.jobs.enqueue('export-user-data', { payload: { user_id: tempId } }))!;
    await h.db.query('DELETE FROM users WHERE id = $1', [tempId]);
    expect(await h.app.workers.jobs.drain()).toBe(1);
    expect((await h.db.query('SELECT status FROM jobs WHERE id = $1', [job.id])).rows).toEqual([
      { status: 'done' },
    ]);
    expect(fs.existsSync(path.join(h.dataDir, 'downloads', String(tempId)))).toBe(false);
  });
});
