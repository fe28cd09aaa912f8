import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestTimeRecord } from '@portal/contract';
import { events as registry } from '@portal/contract';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { memberPushers, record, syncWithServer } from '../../test/realtime.js';

type Req = Parameters<Harness['request']>[0];
type Rec = RestTimeRecord & { id: number };

/** Noon in Berlin on the day the suite pretends it is. */
const NOW = new Date('2026-11-24T11:00:00Z');
const at = (iso: string) => new Date(iso).toISOString();

describe.each(drivers)('time tracking: resources, records and the running clock (%s)', (driver) => {
  let h: Harness;
  let member: string;
  let memberId: number;
  let other: string;
  let plain: string;
  const pushers = memberPushers(() => h);

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    h.clock.set(NOW);
    member = await h.login('timetracking@example.com');
    memberId = await h.userId('timetracking@example.com');
    other = await h.login('admin@example.com');
    plain = await h.login('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  const as = (token: string, req: Omit<Req, 'token'>) => h.request({ ...req, token });
  const ok = async (token: string, req: Omit<Req, 'token'>, status = 200) => {
    const res = await as(token, req);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const create = (token: string, url: string, body: unknown) => ok(token, { method: 'POST', url, body }, 201);
  const running = async (token = member) =>
    (await ok(token, { url: '/api/tt/record/users-running-record' })) as Rec | null;
  const stopRunning = async (token = member) => {
    const run = await running(token);
    if (run)
      await ok(token, { method: 'PUT', url: `/api/tt/record/stop-users-running-record/${run.id}`, body: {} });
  };
  const runningCount = async (userId: number) =>
    (
      await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM tt_records WHERE user_id = $1 AND stop IS NULL',
        [userId],
      )
    ).rows[0]!.n;

  it('lets only ADMIN and TIME_TRACKING in', async () => {
    expect((await h.request({ url: '/api/tt/record' })).statusCode).toBe(401);
    for (const url of [
      '/api/tt/record',
      '/api/tt/customer',
      '/api/tt/statistics',
      '/api/tt/record/users-running-record',
    ]) {
      expect((await as(plain, { url })).statusCode, url).toBe(403);
    }
    expect((await as(plain, { method: 'POST', url: '/api/tt/record/start', body: {} })).statusCode).toBe(403);
    expect((await as(other, { url: '/api/tt/record' })).statusCode).toBe(200);
  });

  it('keeps every member to their own customers, brands, projects, types and tasks', async () => {
    const customer = await create(member, '/api/tt/customer', { name: 'ACME' });
    const brand = await create(member, '/api/tt/brand', { name: 'Roadrunner', customer_id: customer.id });
    expect(brand.client).toEqual({ id: customer.id, name: 'ACME' });
    const project = await create(member, '/api/tt/project', { name: 'Trap', brand_id: brand.id });
    expect(project.client).toEqual({ id: customer.id, name: 'ACME' });
    const type = await create(member, '/api/tt/type', { name: 'Development' });
    const task = await create(member, '/api/tt/task', {
      title: 'Build it',
      project_id: project.id,
      estimated_time: '1d2h',
      deadline: '2026-12-01',
    });
    expect(task).toMatchObject({
      estimated_time: 93_600,
      deadline: '2026-12-01',
      client: { id: customer.id },
      brand: { id: brand.id },
      project: { id: project.id },
      owner: { id: memberId },
      record_count: 0,
      finished_at: null,
    });

    const updated = await ok(member, {
      method: 'PUT',
      url: `/api/tt/customer/${customer.id}`,
      body: { name: 'ACME Inc' },
    });
    expect(updated).toMatchObject({ name: 'ACME Inc', brand_count: 1 });
    const list = await ok(member, { url: '/api/tt/brand?filter[customer_id]=' + customer.id });
    expect(list.data.map((b: { id: number }) => b.id)).toEqual([brand.id]);

    // the other member sees none of it, and cannot point at it
    for (const [res, id] of [
      ['customer', customer.id],
      ['brand', brand.id],
      ['project', project.id],
      ['type', type.id],
      ['task', task.id],
    ] as const) {
      expect((await as(other, { url: `/api/tt/${res}/${id}` })).statusCode, res).toBe(404);
      const put = await as(other, {
        method: 'PUT',
        url: `/api/tt/${res}/${id}`,
        body: { name: 'x', title: 'x' },
      });
      expect(put.statusCode, res).toBe(404);
      expect((await as(other, { method: 'DELETE', url: `/api/tt/${res}/${id}` })).statusCode, res).toBe(404);
      expect((await ok(other, { url: `/api/tt/${res}` })).data, res).toEqual([]);
    }
    const foreign = await as(other, {
      method: 'POST',
      url: '/api/tt/brand',
      body: { name: 'B', customer_id: customer.id },
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['customer_id']);
    const foreignTask = await as(other, {
      method: 'POST',
      url: '/api/tt/task',
      body: { title: 'T', brand_id: brand.id },
    });
    expect(foreignTask.statusCode).toBe(422);
    expect(Object.keys(foreignTask.json().errors)).toEqual(['brand_id']);
    const foreignRecord = await as(other, {
      method: 'POST',
      url: '/api/tt/record',
      body: { start: '2026-11-01T08:00:00Z', duration: '1h', type_id: type.id },
    });
    expect(foreignRecord.statusCode).toBe(422);
    expect(Object.keys(foreignRecord.json().errors)).toEqual(['type_id']);
    const comment = await as(other, {
      method: 'POST',
      url: `/api/tt/task/${task.id}/comment`,
      body: { text: 'hi' },
    });
    expect(comment.statusCode).toBe(404);

    // a brand under another customer than the one sent is refused
    const second = await create(member, '/api/tt/customer', { name: 'Globex' });
    const mixed = await as(member, {
      method: 'POST',
      url: '/api/tt/task',
      body: { title: 'Mixed', customer_id: second.id, brand_id: brand.id },
      lang: 'en',
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({ brand_id: ['The brand belongs to another customer.'] });

    const done = await ok(member, {
      method: 'PUT',
      url: `/api/tt/task/${task.id}`,
      body: { finished: true },
    });
    expect(done.finished_at).toBe(NOW.toISOString());
    expect(done.project).toEqual({ id: project.id, name: 'Trap' });
    await create(member, `/api/tt/task/${task.id}/comment`, { text: 'First' });
    const comments = await ok(member, { url: `/api/tt/task/${task.id}/comment` });
    expect(comments).toMatchObject([
      { target: 'task', target_id: task.id, text: 'First', user: { id: memberId } },
    ]);
  });

  it('keeps budgets on exactly one customer, brand or project and counts what they used', async () => {
    const customer = await create(member, '/api/tt/customer', { name: 'Budgeted' });
    const brand = await create(member, '/api/tt/brand', { name: 'B1', customer_id: customer.id });
    const none = await as(member, {
      method: 'POST',
      url: '/api/tt/budget',
      body: { name: 'X', time: '10h' },
    });
    expect(none.statusCode).toBe(422);
    const two = await as(member, {
      method: 'POST',
      url: '/api/tt/budget',
      body: { name: 'X', customer_id: customer.id, brand_id: brand.id },
    });
    expect(two.statusCode).toBe(422);
    const negative = await as(member, {
      method: 'POST',
      url: '/api/tt/budget',
      body: { name: 'X', brand_id: brand.id, money_cents: -1 },
      lang: 'en',
    });
    expect(negative.json().errors).toEqual({ money_cents: ['The money budget field must be at least 0.'] });
    const budget = await create(member, '/api/tt/budget', {
      name: 'Q4',
      brand_id: brand.id,
      time: '10h',
      money_cents: 100_000,
      hourly_rate_cents: 9_000,
    });
    await create(member, '/api/tt/record', {
      start: '2026-10-01T08:00:00Z',
      duration: '1h30m',
      brand_id: brand.id,
    });
    const used = await ok(member, { url: `/api/tt/budget/${budget.id}` });
    expect(used).toMatchObject({
      time_seconds: 36_000,
      used_seconds: 5_400,
      used_money_cents: 13_500,
      target_name: 'B1',
    });
    const stats = await ok(member, { url: `/api/tt/brand/${brand.id}/stats` });
    expect(stats).toMatchObject({ seconds: 5_400, record_count: 1, by_type: [{ type: '', seconds: 5_400 }] });
    expect((await as(other, { url: `/api/tt/brand/${brand.id}/stats` })).statusCode).toBe(404);
  });

  it('runs at most one record per member, also when two starts race', async () => {
    await stopRunning();
    h.clock.set(new Date('2026-11-24T12:00:00Z'));
    const starts = await Promise.all([
      as(member, { method: 'POST', url: '/api/tt/record/start', body: { text: 'one' }, lang: 'en' }),
      as(member, { method: 'POST', url: '/api/tt/record/start', body: { text: 'two' }, lang: 'en' }),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await runningCount(memberId)).toBe(1);
    expect(starts.find((r) => r.statusCode === 409)!.json().message).toBe(
      'A record is already running. Stop it first.',
    );
    // the database refuses a second running record whatever the code does
    await expect(
      h.db.query("INSERT INTO tt_records (user_id, start) VALUES ($1, '2026-11-24T13:00:00Z')", [memberId]),
    ).rejects.toThrow();

    h.clock.advance(90_000);
    const run = (await running())!;
    const stopped = await ok(member, {
      method: 'PUT',
      url: `/api/tt/record/stop-users-running-record/${run.id}`,
      body: {},
    });
    expect(stopped).toMatchObject({ duration: 90, finished: true, stop: at('2026-11-24T12:01:30Z') });
    expect(await running()).toBeNull();
    expect((await ok(member, { url: '/api/tt/record/users-last-record' })).id).toBe(run.id);
    const again = await as(member, {
      method: 'PUT',
      url: `/api/tt/record/stop-users-running-record/${run.id}`,
      body: {},
    });
    expect(again.statusCode).toBe(404);
  });

  it('starts the clock only after the last stop (422 with the message, de and en)', async () => {
    await stopRunning();
    const last = (await ok(member, { url: '/api/tt/record/users-last-record' })) as Rec;
    const before = new Date(new Date(last.stop!).getTime() - 60_000).toISOString();
    const en = await as(member, {
      method: 'POST',
      url: '/api/tt/record/start',
      body: { start: before },
      lang: 'en',
    });
    expect(en.statusCode).toBe(422);
    const shown = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'medium',
      timeStyle: 'medium',
    })
      .format(new Date(last.stop!))
      .replace(', ', ' ');
    expect(en.json().errors).toEqual({ start: [`start time must be after ${shown}`] });
    const de = await as(member, {
      method: 'POST',
      url: '/api/tt/record/start',
      body: { start: before },
      lang: 'de',
    });
    expect(de.json().errors).toEqual({ start: [`Die Startzeit muss nach ${shown} liegen.`] });
    // a record entered afterwards may lie before it
    await create(member, '/api/tt/record', { start: '2026-11-02T08:00:00Z', duration: '2h' });
  });

  it('never lets records overlap, also when entries race', async () => {
    await stopRunning();
    const a = await create(member, '/api/tt/record', {
      start: '2026-11-03T08:00:00Z',
      stop: '2026-11-03T09:00:00Z',
    });
    expect(a.duration).toBe(3_600);
    for (const [start, stop] of [
      ['2026-11-03T08:30:00Z', '2026-11-03T09:30:00Z'],
      ['2026-11-03T07:30:00Z', '2026-11-03T08:01:00Z'],
      ['2026-11-03T07:00:00Z', '2026-11-03T10:00:00Z'],
      ['2026-11-03T08:10:00Z', '2026-11-03T08:20:00Z'],
    ]) {
      const res = await as(member, {
        method: 'POST',
        url: '/api/tt/record',
        body: { start, stop },
        lang: 'en',
      });
      expect(res.statusCode, start).toBe(422);
      expect(res.json().errors.start[0]).toMatch(
        /^The record overlaps your record from 03\.11\.2026 09:00:00/,
      );
    }
    // touching ends are no overlap; the other member's records never count
    await create(member, '/api/tt/record', { start: '2026-11-03T09:00:00Z', duration: '30m' });
    await create(other, '/api/tt/record', { start: '2026-11-03T08:30:00Z', duration: '30m' });

    const racing = await Promise.all(
      [0, 1, 2, 3].map((k) =>
        as(member, {
          method: 'POST',
          url: '/api/tt/record',
          body: { start: `2026-11-04T08:${String(k * 10).padStart(2, '0')}:00Z`, duration: '1h' },
        }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 422)).toHaveLength(3);

    // an edit may not move a record onto another; a new stop recomputes the duration
    const moved = await as(member, {
      method: 'PUT',
      url: `/api/tt/record/${a.id}`,
      body: { stop: '2026-11-03T09:10:00Z' },
    });
    expect(moved.statusCode).toBe(422);
    const shorter = await ok(member, {
      method: 'PUT',
      url: `/api/tt/record/${a.id}`,
      body: { start: '2026-11-03T08:15:00Z' },
    });
    expect(shorter.duration).toBe(2_700);
    const longer = await ok(member, {
      method: 'PUT',
      url: `/api/tt/record/${a.id}`,
      body: { duration: '44m30s' },
    });
    expect(longer).toMatchObject({ duration: 2_670, stop: at('2026-11-03T08:59:30Z') });
    const back = await ok(member, {
      method: 'PUT',
      url: `/api/tt/record/${a.id}`,
      body: { stop: '2026-11-03T09:00:00Z' },
    });
    expect(back.duration).toBe(2_700);

    // a record entered afterwards may not reach into the running one
    await ok(member, { method: 'POST', url: '/api/tt/record/start', body: {} }, 201);
    const into = await as(member, {
      method: 'POST',
      url: '/api/tt/record',
      body: { start: new Date(h.clock.now().getTime() - 600_000).toISOString(), duration: '20m' },
      lang: 'en',
    });
    expect(into.statusCode).toBe(422);
    expect(into.json().errors.start[0]).toMatch(/^The record overlaps your running record/);
    await stopRunning();
  });

  it('reads typed durations and names the field when one is not', async () => {
    const ok1 = await create(member, '/api/tt/record', {
      start: '2026-11-05T06:00:00Z',
      duration: '1d2h24m',
      text: 'Long',
    });
    expect(ok1).toMatchObject({ duration: 95_040, stop: at('2026-11-06T08:24:00Z') });
    for (const duration of ['soon', '2h1d', '1.5h', -5]) {
      const res = await as(member, {
        method: 'POST',
        url: '/api/tt/record',
        body: { start: '2026-11-07T06:00:00Z', duration },
        lang: 'en',
      });
      expect(res.statusCode, String(duration)).toBe(422);
      expect(res.json().errors, String(duration)).toEqual({
        duration: ['The duration field must be a duration such as 1d2h24m, 2h, 90m, 1h30m15s or HH:mm:ss.'],
      });
    }
    const de = await as(member, {
      method: 'POST',
      url: '/api/tt/task',
      body: { title: 'T', estimated_time: 'bald' },
      lang: 'de',
    });
    expect(de.json().errors).toEqual({
      estimated_time: ['Geschätzte Zeit muss eine Dauer wie 1d2h24m, 2h, 90m, 1h30m15s oder HH:mm:ss sein.'],
    });
    // impossible days are refused, in bodies and in list filters
    const feb30 = await as(member, {
      method: 'POST',
      url: '/api/tt/task',
      body: { title: 'T', deadline: '2026-02-30' },
    });
    expect(Object.keys(feb30.json().errors)).toEqual(['deadline']);
    expect((await as(member, { url: '/api/tt/record?filter[from]=2026-02-30' })).statusCode).toBe(422);
    // a record lasts at least a second, and the message names the unit
    for (const [lang, message] of [
      ['de', 'Die Dauer muss mindestens 1 Sekunde betragen.'],
      ['en', 'The duration must be at least 1 second.'],
    ] as const) {
      const zero = await as(member, {
        method: 'POST',
        url: '/api/tt/record',
        body: { start: '2026-11-07T06:00:00Z', duration: '0m' },
        lang,
      });
      expect([zero.statusCode, zero.json().errors]).toEqual([422, { duration: [message] }]);
    }
  });

  it('suggests the member’s own earlier texts, latest first', async () => {
    await create(member, '/api/tt/record', {
      start: '2026-11-08T06:00:00Z',
      duration: '1h',
      text: 'Review PR',
    });
    await create(member, '/api/tt/record', {
      start: '2026-11-08T08:00:00Z',
      duration: '1h',
      text: 'Review docs',
    });
    await create(other, '/api/tt/record', {
      start: '2026-11-08T08:00:00Z',
      duration: '1h',
      text: 'Review secrets',
    });
    expect(await ok(member, { url: '/api/tt/record/field-suggestions/text?prefix=rev' })).toEqual([
      'Review docs',
      'Review PR',
    ]);
    expect((await as(member, { url: '/api/tt/record/field-suggestions/password' })).statusCode).toBe(404);
  });

  it('announces every change of the running record on the member’s channel', async () => {
    await stopRunning();
    const listener = await pushers.listen(member, memberId, ['member']);
    const events = record(listener.member);
    const started = await ok(
      member,
      { method: 'POST', url: '/api/tt/record/start', body: { text: 'live' } },
      201,
    );
    h.clock.advance(5_000);
    await ok(member, {
      method: 'PUT',
      url: `/api/tt/record/stop-users-running-record/${started.id}`,
      body: {},
    });
    await syncWithServer(listener.client);
    const changes = events
      .filter((e) => e.name === registry.timeRunningRecordChanged.name)
      .map((e) => e.data);
    expect(changes).toEqual([
      { record: expect.objectContaining({ id: started.id, stop: null }) },
      { record: null },
    ]);
  });

  it('deletes a record only for its member', async () => {
    const rec = await create(member, '/api/tt/record', { start: '2026-11-09T06:00:00Z', duration: '1h' });
    expect((await as(other, { method: 'DELETE', url: `/api/tt/record/${rec.id}` })).statusCode).toBe(404);
    await ok(member, { method: 'DELETE', url: `/api/tt/record/${rec.id}` });
    expect((await as(member, { url: `/api/tt/record/${rec.id}` })).statusCode).toBe(404);
  });

  describe('records over midnight, the exports and a read-only token (the super admin’s own records)', () => {
    let admin: string;
    let adminId: number;
    const report = (query: string) => ok(admin, { url: `/api/tt/record/time-spent?${query}` });
    const exported = async (url: string, body: unknown, lang: 'de' | 'en' = 'de') => {
      const res = await as(admin, { method: 'POST', url, body, lang });
      expect(res.statusCode, res.body).toBe(200);
      const file = await as(admin, { url: res.json().link });
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    };

    beforeAll(async () => {
      h.clock.set(NOW);
      admin = await h.login('superadmin@example.com');
      adminId = await h.userId('superadmin@example.com');
      // Berlin is UTC+1 in November: each of these crosses a midnight there
      for (const [start, duration] of [
        ['2026-11-12T21:00:00Z', '4h24m'], // 12th 22:00 – 13th 02:24
        ['2026-11-15T21:00:00Z', '1d2h24m'], // 15th 22:00 – 17th 00:24
        ['2026-10-31T22:00:00Z', '2h'], // 31 October 23:00 – 1 November 01:00
        ['2026-11-23T22:00:00Z', '2h'], // Monday 23:00 – today (Tuesday) 01:00
      ]) {
        await create(admin, '/api/tt/record', { start, duration });
      }
    });

    it('splits a record over midnight across its days, lists the empty days, and no day exceeds 24 hours', async () => {
      const byDay = await report('group_by=type&unit=day&from=2026-11-10&to=2026-11-18');
      // every record is billable (the default)
      expect(byDay.rows).toEqual(
        [
          { period: '2026-11-12', group: '', seconds: 7_200 },
          { period: '2026-11-13', group: '', seconds: 8_640 },
          { period: '2026-11-15', group: '', seconds: 7_200 },
          { period: '2026-11-16', group: '', seconds: 86_400 },
          { period: '2026-11-17', group: '', seconds: 1_440 },
        ].map((r) => ({ ...r, billable_seconds: r.seconds })),
      );
      expect(byDay.billable_seconds).toBe(110_880);
      expect(byDay.total_seconds).toBe(110_880);
      expect(byDay.periods).toEqual([
        '2026-11-10',
        '2026-11-11',
        '2026-11-12',
        '2026-11-13',
        '2026-11-14',
        '2026-11-15',
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
      ]);
      // a range counts the time inside it: one day of the 26 h 24 min record
      expect((await report('group_by=type&unit=day&from=2026-11-16&to=2026-11-16')).total_seconds).toBe(
        86_400,
      );
      // months and years split alike
      const byMonth = await report('group_by=type&unit=month&from=2026-09-01&to=2026-11-30');
      expect(byMonth.rows.map(({ billable_seconds: _b, ...r }: { billable_seconds: number }) => r)).toEqual([
        { period: '2026-10', group: '', seconds: 3_600 },
        { period: '2026-11', group: '', seconds: 3_600 + 15_840 + 95_040 + 7_200 },
      ]);
      expect(byMonth.periods).toEqual(['2026-09', '2026-10', '2026-11']);
      const byYear = await report('group_by=type&unit=year&from=2025-12-01&to=2026-12-31');
      expect(byYear.rows).toEqual([
        { period: '2026', group: '', seconds: 125_280, billable_seconds: 125_280 },
      ]);
      expect(byYear.periods).toEqual(['2025', '2026']);
      // a range of more than 100 years is refused, not listed day by day
      const long = await as(admin, {
        url: '/api/tt/record/time-spent?group_by=type&unit=day&from=1900-01-01&to=2026-12-31',
      });
      expect([long.statusCode, long.json().errors]).toEqual([
        422,
        { to: ['Eine Auswertung umfasst höchstens 100 Jahre.'] },
      ]);
    });

    it('counts today, this week and this month with the parts inside them', async () => {
      const stats = await ok(admin, { url: '/api/tt/statistics' });
      expect(stats.today).toEqual({
        seconds: 3_600,
        record_count: 1,
        target_seconds: 28_800,
        starts_at: '2026-11-23T23:00:00.000Z',
        includes_running: false,
      });
      expect([stats.this_week.seconds, stats.this_week.starts_at]).toEqual([
        7_200,
        '2026-11-22T23:00:00.000Z',
      ]);
      expect([stats.this_month.seconds, stats.this_month.record_count]).toEqual([121_680, 4]);
      expect([stats.overall.seconds, stats.overall.record_count]).toEqual([125_280, 4]);
      // the export of this month holds the same: the record from October with its November part only
      const [, ...rows] = await readSheet(
        await exported('/api/tt/statistics/export', { type: 'thisMonth', format: 'xlsx' }),
      );
      const total = rows.pop()!;
      expect(rows.map((r) => r[2])).toEqual([3_600, 15_840, 95_040, 7_200]);
      expect(total[2]).toBe(121_680);
      expect(rows[0]!.slice(0, 2)).toEqual([
        new Date('2026-11-01T00:00:00Z'),
        new Date('2026-11-01T01:00:00Z'),
      ]);
    });

    it('exports the daily report one row per record and day, Start and End as Excel dates in Berlin time', async () => {
      const body = { group_by: 'type', unit: 'day', from: '2026-11-12', to: '2026-11-13', format: 'xlsx' };
      const [header, ...rows] = await readSheet(await exported('/api/tt/record/time-spent/export', body));
      expect(header!.slice(0, 5)).toEqual(['Start', 'Ende', 'Dauer (Sekunden)', 'Dauer', 'Zeitraum']);
      rows.pop();
      // real date cells (the local time, as a spreadsheet has no zone; a day's fraction, so to the second),
      // durations in hours
      const second = (cell: unknown) => new Date(Math.round((cell as Date).getTime() / 1000) * 1000);
      expect(
        rows.map(([start, stop, ...rest]) => [second(start), second(stop), ...rest.slice(0, 3)]),
      ).toEqual([
        [new Date('2026-11-12T22:00:00Z'), new Date('2026-11-13T00:00:00Z'), 7_200, '02:00:00', '2026-11-12'],
        [new Date('2026-11-13T00:00:00Z'), new Date('2026-11-13T02:24:00Z'), 8_640, '02:24:00', '2026-11-13'],
      ]);
    });

    it('writes CSV that spreadsheets split and never run: `;` in German, `,` in English, formulas defused', async () => {
      const task = await create(admin, '/api/tt/task', {
        title: '@SUM(1+1)',
        ticket_url: 'https://tickets.example/7',
      });
      const texts = [
        '=HYPERLINK("http://evil.example","x")',
        '+1',
        '-1',
        '@A1',
        '\tTab',
        '\rCR',
        '\uFF1D1+1',
        'plain; with, separators',
      ];
      for (const [i, text] of texts.entries()) {
        await h.db.query(
          `INSERT INTO tt_records (user_id, start, stop, duration, task_id, text, ticket_url)
           VALUES ($1, $2, $3, 1800, $4, $5, $6)`,
          [
            adminId,
            new Date(Date.UTC(2026, 10, 2, 8 + i)),
            new Date(Date.UTC(2026, 10, 2, 8 + i, 30)),
            task.id,
            text,
            i === 0 ? '=cmd|"/c calc"!A0' : null,
          ],
        );
      }
      const body = { group_by: 'type', unit: 'day', from: '2026-11-02', to: '2026-11-02', format: 'csv' };
      const de = (await exported('/api/tt/record/time-spent/export', body)).toString('utf8');
      expect(de.startsWith('\uFEFFStart;Ende;Dauer (Sekunden);Dauer;Zeitraum;Gruppe;')).toBe(true);
      const [, ...rows] = parseCsv(de.slice(1), ';');
      const totalRow = rows.pop()!;
      expect(totalRow.slice(0, 4)).toEqual(['Summe', '', String(8 * 1800), '04:00:00']);
      expect(rows.map((r) => r[11])).toEqual([
        `'=HYPERLINK("http://evil.example","x")`,
        "'+1",
        "'-1",
        "'@A1",
        "'\tTab",
        "'\rCR",
        "'\uFF1D1+1",
        'plain; with, separators',
      ]);
      // the task's title, and its ticket URL where the record has none
      expect(rows.map((r) => r[10])).toEqual(texts.map(() => "'@SUM(1+1)"));
      expect(rows.map((r) => r[12])).toEqual([
        `'=cmd|"/c calc"!A0`,
        ...texts.slice(1).map(() => 'https://tickets.example/7'),
      ]);
      expect(rows[0]!.slice(0, 5)).toEqual([
        '02.11.2026 09:00:00',
        '02.11.2026 09:30:00',
        '1800',
        '00:30:00',
        '2026-11-02',
      ]);

      const en = (await exported('/api/tt/record/time-spent/export', body, 'en')).toString('utf8');
      expect(en.startsWith('\uFEFFStart,Stop,Duration (seconds),Duration,Period,Group,')).toBe(true);
      const [, ...enRows] = parseCsv(en.slice(1), ',');
      expect(enRows.slice(0, -1).map((r) => r[11])).toEqual(rows.map((r) => r[11]));
    });

    it('lets a read-only token make no export: POST is refused, and a GET exists no more', async () => {
      const tokens = await create(admin, '/api/scripts/tokens', { name: 'read', scope: 'READ_ONLY' });
      const readOnly = tokens.data.token as string;
      const inbox = async () => (await ok(admin, { url: '/api/user-profile/user-downloads' })).length;
      const before = await inbox();
      for (const [url, body] of [
        ['/api/tt/statistics/export', { type: 'today' }],
        [
          '/api/tt/record/time-spent/export',
          { group_by: 'type', unit: 'day', from: '2026-11-01', to: '2026-11-30', format: 'csv' },
        ],
      ] as const) {
        const post = await as(readOnly, { method: 'POST', url, body, lang: 'en' });
        expect([url, post.statusCode, post.json()]).toEqual([
          url,
          403,
          { message: 'This access token is read-only.' },
        ]);
        expect((await as(readOnly, { url: `${url}?type=today` })).statusCode, url).toBe(404);
      }
      expect(await inbox()).toBe(before);
      // reading stays open to it
      expect((await as(readOnly, { url: '/api/tt/statistics' })).statusCode).toBe(200);
    });
  });
});

/** A small deterministic pseudo-random sequence (the same records on every run). */
function sequence(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The day a moment falls on in Berlin. */
const berlinDay = (d: Date) => BERLIN_DAY.format(d);

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The moment a Berlin day begins (its clocks change at 2 and 3 o'clock, so midnight is +01:00 or +02:00). */
const berlinMidnight = (day: string) =>
  Math.min(
    ...['+01:00', '+02:00']
      .map((offset) => Date.parse(`${day}T00:00:00${offset}`))
      .filter((t) => berlinDay(new Date(t)) === day),
  );

/** A record's parts on the Berlin days from `from` to `to`, cut at each midnight. */
function partsOf(start: Date, seconds: number, from: string, to: string) {
  const end = start.getTime() + seconds * 1000;
  const parts: { day: string; seconds: number }[] = [];
  for (let day = berlinDay(start); berlinMidnight(day) < end; day = nextDay(day)) {
    const part = Math.min(end, berlinMidnight(nextDay(day))) - Math.max(start.getTime(), berlinMidnight(day));
    if (day >= from && day <= to) parts.push({ day, seconds: part / 1000 });
  }
  return parts;
}

/** RFC 4180 rows of a CSV text (CRLF line ends, fields quoted with ", split at `separator`). */
function parseCsv(text: string, separator: ';' | ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe.each(drivers)(
  'time tracking: one totals engine for statistics, report and exports (%s)',
  (driver) => {
    let h: Harness;
    let member: string;
    let memberId: number;

    interface Seeded {
      start: Date;
      seconds: number;
      customer: string | null;
      brand: string | null;
      type: string | null;
      text: string;
    }
    const seeded: Seeded[] = [];

    beforeAll(async () => {
      h = await createHarness(driver);
      h.clock.set(NOW);
      member = await h.login('timetracking@example.com');
      memberId = await h.userId('timetracking@example.com');
      const post = async (url: string, body: unknown) =>
        (await h.request({ method: 'POST', url, body, token: member })).json() as {
          id: number;
          name: string;
        };
      const customers = [
        await post('/api/tt/customer', { name: 'ACME' }),
        await post('/api/tt/customer', { name: 'Globex' }),
      ];
      const brands = [
        {
          ...(await post('/api/tt/brand', { name: 'Roadrunner', customer_id: customers[0]!.id })),
          customer: customers[0]!,
        },
        {
          ...(await post('/api/tt/brand', { name: 'Anvil', customer_id: customers[0]!.id })),
          customer: customers[0]!,
        },
        {
          ...(await post('/api/tt/brand', { name: 'Hank', customer_id: customers[1]!.id })),
          customer: customers[1]!,
        },
      ];
      const types = [
        await post('/api/tt/type', { name: 'Development' }),
        await post('/api/tt/type', { name: 'Meeting' }),
      ];

      // records one after another from Christmas 2024 to now, crossing years, months, DST and Berlin midnight
      const next = sequence(7);
      const values: unknown[] = [];
      const tuples: string[] = [];
      let at = new Date('2024-12-24T20:00:00Z').getTime();
      const push = (start: Date, seconds: number) => {
        const pick = next(5);
        const brand = pick < 3 ? brands[pick]! : null;
        const customer = brand ? brand.customer : pick === 3 ? customers[1]! : null;
        const type = next(3) < 2 ? types[next(2)]! : null;
        const text = next(10) === 0 ? `Fix "bug", then\nship ${values.length}` : `Work ${values.length}`;
        const base = values.length;
        values.push(
          memberId,
          start,
          new Date(start.getTime() + seconds * 1000),
          customer?.id ?? null,
          brand?.id ?? null,
          type?.id ?? null,
          text,
        );
        tuples.push(`(${[1, 2, 3, 4, 5, 6, 7].map((k) => `$${base + k}`).join(', ')})`);
        seeded.push({
          start,
          seconds,
          customer: customer?.name ?? null,
          brand: brand?.name ?? null,
          type: type?.name ?? null,
          text,
        });
      };
      while (at < NOW.getTime() - 86_400_000) {
        const seconds = 60 + next(4 * 3600);
        push(new Date(at), seconds);
        at += (seconds + 60 + next(40 * 3600)) * 1000;
      }
      // a record starting 00:30 in Berlin on New Year's Day (still 2024 in UTC), and some of today
      push(new Date('2024-12-31T23:30:00Z'), 1800);
      push(new Date('2026-11-24T07:00:00Z'), 3600);
      push(new Date('2026-11-24T09:00:00Z'), 1234);
      seeded.sort((a, b) => a.start.getTime() - b.start.getTime());
      await h.db.query(
        `INSERT INTO tt_records (user_id, start, stop, customer_id, brand_id, type_id, text) VALUES ${tuples.join(', ')}`,
        values,
      );
      // written past the records service, which keeps the worked time
      await h.db.query(
        'UPDATE tt_records SET duration = extract(epoch FROM stop - start) WHERE user_id = $1 AND stop IS NOT NULL',
        [memberId],
      );
    });
    afterAll(async () => {
      await h?.close();
    });

    const get = async (url: string) => {
      const res = await h.request({ url, token: member });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    /** The seeded records' parts on the days from `from` to `to`, each with its record. */
    const inRange = (from: string, to: string) =>
      seeded.flatMap((r) => partsOf(r.start, r.seconds, from, to).map((part) => ({ ...part, record: r })));
    const secondsIn = (from: string, to: string) => inRange(from, to).reduce((s, p) => s + p.seconds, 0);
    const recordsIn = (from: string, to: string) => new Set(inRange(from, to).map((p) => p.record)).size;
    const labelOf = (r: Seeded, groupBy: string) =>
      groupBy === 'type' ? (r.type ?? '') : [r.customer, r.brand].filter(Boolean).join(' / ');
    const periodOf = (day: string, unit: string) =>
      day.slice(0, unit === 'day' ? 10 : unit === 'month' ? 7 : 4);
    const sorted = <R extends { period: string; group: string }>(rows: R[]) =>
      [...rows].sort((a, b) => (a.period + '\u0000' + a.group < b.period + '\u0000' + b.group ? -1 : 1));

    it('has seeded enough records to mean something, some of them over midnight', () => {
      expect(seeded.length).toBeGreaterThan(300);
      expect(
        seeded.filter((r) => partsOf(r.start, r.seconds, '2019-01-01', '2026-12-31').length > 1).length,
      ).toBeGreaterThan(10);
    });

    for (const [from, to] of [
      ['2019-01-01', '2026-12-31'],
      ['2025-01-01', '2025-12-31'],
      ['2025-03-30', '2025-03-30'],
    ] as const) {
      for (const groupBy of ['client_brand', 'type']) {
        for (const unit of ['day', 'month', 'year']) {
          it(`sums the records in every group: ${groupBy} per ${unit}, ${from} – ${to}`, async () => {
            const report = await get(
              `/api/tt/record/time-spent?group_by=${groupBy}&unit=${unit}&from=${from}&to=${to}`,
            );
            const total = secondsIn(from, to);
            expect(report.total_seconds).toBe(total);
            expect(report.rows.reduce((s: number, r: { seconds: number }) => s + r.seconds, 0)).toBe(total);
            const expected = new Map<string, { period: string; group: string; seconds: number }>();
            for (const part of inRange(from, to)) {
              const period = periodOf(part.day, unit);
              const group = labelOf(part.record, groupBy);
              const row = expected.get(`${period}|${group}`) ?? { period, group, seconds: 0 };
              row.seconds += part.seconds;
              expected.set(`${period}|${group}`, row);
            }
            expect(sorted(report.rows)).toEqual(
              sorted([...expected.values()].map((r) => ({ ...r, billable_seconds: r.seconds }))),
            );
            if (unit === 'day')
              expect(Math.max(...report.rows.map((r: { seconds: number }) => r.seconds))).toBeLessThanOrEqual(
                86_400,
              );
          });
        }
      }
    }

    it('counts New Year’s Day in Berlin, not in UTC', async () => {
      const report = await get(
        '/api/tt/record/time-spent?group_by=type&unit=year&from=2025-01-01&to=2025-01-01',
      );
      expect(report.total_seconds).toBe(secondsIn('2025-01-01', '2025-01-01'));
      expect(report.total_seconds).toBeGreaterThanOrEqual(1800);
    });

    it('counts a running record only once it is stopped, and says in every period that the clock runs', async () => {
      // started on Sunday in Berlin: before this week, in this month
      const { rows } = await h.db.query<{ id: number }>(
        "INSERT INTO tt_records (user_id, start) VALUES ($1, '2026-11-22T10:00:00Z') RETURNING id",
        [memberId],
      );
      try {
        const stats = await get('/api/tt/statistics');
        expect(
          [stats.today, stats.this_week, stats.this_month, stats.overall].map((p) => p.includes_running),
        ).toEqual([true, true, true, true]);
        expect(stats.overall.record_count).toBe(seeded.length);
        expect(stats.today.seconds).toBe(secondsIn('2026-11-24', '2026-11-24'));
      } finally {
        await h.db.query('DELETE FROM tt_records WHERE id = $1', [rows[0]!.id]);
      }
    });

    it('answers statistics from the same sums, against the working-day target', async () => {
      const stats = await get('/api/tt/statistics');
      const sum = (from: string) => secondsIn(from, '2026-11-24');
      expect(stats.today).toEqual({
        seconds: sum('2026-11-24'),
        record_count: recordsIn('2026-11-24', '2026-11-24'),
        target_seconds: 28_800,
        starts_at: '2026-11-23T23:00:00.000Z',
        includes_running: false,
      });
      expect(stats.this_week.seconds).toBe(sum('2026-11-23'));
      // Monday and Tuesday so far
      expect(stats.this_week.target_seconds).toBe(2 * 28_800);
      expect(stats.this_month.seconds).toBe(sum('2026-11-01'));
      // 2026-11-02 … 24: 17 weekdays
      expect(stats.this_month.target_seconds).toBe(17 * 28_800);
      expect(stats.overall).toEqual({
        seconds: sum('2019-01-01'),
        record_count: seeded.length,
        includes_running: false,
      });

      await h.request({
        method: 'PUT',
        url: '/api/tt/settings',
        token: member,
        body: { working_days_in_week: 6, working_hours_per_day: 8, short_time_work_hours_per_day: 2 },
      });
      const shorter = await get('/api/tt/statistics');
      expect(shorter.daily_target_seconds).toBe(6 * 3600);
      // 2026-11-02 … 24 with Saturdays: 20 days
      expect(shorter.this_month.target_seconds).toBe(20 * 6 * 3600);
      expect(
        (
          await h.request({
            method: 'PUT',
            url: '/api/tt/settings',
            token: member,
            body: { time_zone: 'Mars/Olympus' },
          })
        ).statusCode,
      ).toBe(422);
    });

    const post = async (url: string, body: unknown, lang = 'de') => {
      const res = await h.request({ method: 'POST', url, body, token: member, lang });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const download = async (link: string) => {
      const res = await h.request({ url: link, token: member });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };

    it('exports the report as CSV and XLSX with the same rows and sums', async () => {
      const from = '2025-01-01';
      const to = '2025-06-30';
      const report = await get(
        `/api/tt/record/time-spent?group_by=client_brand&unit=month&from=${from}&to=${to}`,
      );
      // one row per record and month: a record over the end of a month is two
      const parts = inRange(from, to).filter(
        (p, i, all) =>
          i === 0 || all[i - 1]!.record !== p.record || all[i - 1]!.day.slice(0, 7) !== p.day.slice(0, 7),
      );
      const query = { group_by: 'client_brand', unit: 'month', from, to };

      const csv = await post('/api/tt/record/time-spent/export', { ...query, format: 'csv' });
      expect(csv.download.filename).toBe(`zeitaufwand-${from}-${to}.csv`);
      const text = (await download(csv.link)).toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...body] = parseCsv(text.slice(1), ';');
      expect(header).toEqual([
        'Start',
        'Ende',
        'Dauer (Sekunden)',
        'Dauer',
        'Zeitraum',
        'Gruppe',
        'Kunde',
        'Marke',
        'Projekt',
        'Art',
        'Aufgabe',
        'Text',
        'Ticket-URL',
        'Schlagwörter',
        'Abrechenbar',
      ]);
      const totalRow = body.pop()!;
      expect(new Set(body.map((r) => r[14]))).toEqual(new Set(['ja']));
      expect(body).toHaveLength(parts.length);
      expect(body.map((r) => r[11])).toEqual(parts.map((p) => p.record.text));
      const csvSum = body.reduce((s, r) => s + Number(r[2]), 0);
      expect(csvSum).toBe(report.total_seconds);
      expect(totalRow.slice(0, 3)).toEqual(['Summe', '', String(report.total_seconds)]);
      // per group and period the file holds the report's sums
      const perGroup = new Map<string, number>();
      for (const r of body)
        perGroup.set(`${r[4]}|${r[5]}`, (perGroup.get(`${r[4]}|${r[5]}`) ?? 0) + Number(r[2]));
      expect(Object.fromEntries(perGroup)).toEqual(
        Object.fromEntries(
          report.rows.map((r: { period: string; group: string; seconds: number }) => [
            `${r.period}|${r.group}`,
            r.seconds,
          ]),
        ),
      );

      const xlsx = await post('/api/tt/record/time-spent/export', { ...query, format: 'xlsx' });
      expect(xlsx.download.filename).toBe(`zeitaufwand-${from}-${to}.xlsx`);
      const sheet = await readSheet(await download(xlsx.link));
      const [xHeader, ...xBody] = sheet;
      expect(xHeader).toEqual(header);
      const xTotal = xBody.pop()!;
      expect(xBody).toHaveLength(parts.length);
      expect(xBody.reduce((s, r) => s + Number(r[2]), 0)).toBe(report.total_seconds);
      expect(xTotal[2]).toBe(report.total_seconds);
      expect(xBody.map((r) => r[11])).toEqual(parts.map((p) => p.record.text));

      const inbox = await get('/api/user-profile/user-downloads');
      expect(inbox.map((d: { filename: string }) => d.filename)).toEqual(
        expect.arrayContaining([csv.download.filename, xlsx.download.filename]),
      );
    });

    it('exports today, this week and this month as the statistics count them', async () => {
      const stats = await get('/api/tt/statistics');
      for (const [type, key] of [
        ['today', 'today'],
        ['thisWeek', 'this_week'],
        ['thisMonth', 'this_month'],
      ] as const) {
        const file = await post('/api/tt/statistics/export', { type, format: 'xlsx' });
        const [, ...rows] = await readSheet(await download(file.link));
        const total = rows.pop()!;
        expect(rows, type).toHaveLength(stats[key].record_count);
        expect(total[2], type).toBe(stats[key].seconds);
        expect(
          rows.reduce((s, r) => s + Number(r[2]), 0),
          type,
        ).toBe(stats[key].seconds);
      }
      const csv = await post('/api/tt/statistics/export', { type: 'today' }, 'en');
      expect(csv.download.filename).toBe('time-records-today-2026-11-24.csv');
      const yesterday = await h.request({
        method: 'POST',
        url: '/api/tt/statistics/export',
        body: { type: 'yesterday' },
        token: member,
      });
      expect(yesterday.statusCode).toBe(422);
    });
  },
);
