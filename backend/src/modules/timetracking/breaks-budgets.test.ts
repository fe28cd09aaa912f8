import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestTimeRecord } from '@portal/contract';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';

type Req = Parameters<Harness['request']>[0];
type Rec = RestTimeRecord & { id: number };

/** Noon in Berlin on the day the suite pretends it is. */
const NOW = new Date('2026-11-24T11:00:00Z');
const iso = (d: string) => new Date(d).toISOString();

describe.each(drivers)('time tracking: pauses, tags, rounding, reminders and budgets (%s)', (driver) => {
  let h: Harness;
  let member: string;
  let memberId: number;

  beforeAll(async () => {
    h = await createHarness(driver);
    h.clock.set(NOW);
    member = await h.login('timetracking@example.com');
    memberId = await h.userId('timetracking@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  const as = (req: Omit<Req, 'token'>) => h.request({ ...req, token: member });
  const ok = async (req: Omit<Req, 'token'>, status = 200) => {
    const res = await as(req);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const refused = async (req: Omit<Req, 'token'>, status = 422) => {
    const res = await as({ lang: 'en', ...req });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const put = (url: string, body: unknown = {}) => ok({ method: 'PUT', url, body });
  const post = (url: string, body: unknown, status = 201) => ok({ method: 'POST', url, body }, status);
  const pause = (body: unknown = {}) =>
    put('/api/tt/record/pause-users-running-record', body) as Promise<Rec>;
  const resume = (body: unknown = {}) =>
    put('/api/tt/record/resume-users-running-record', body) as Promise<Rec>;
  const notifications = async (type: string) =>
    (
      await h.db.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM notifications WHERE user_id = $1 AND type = $2 ORDER BY created_at',
        [memberId, type],
      )
    ).rows.map((r) => r.data);
  const deleteAll = () => h.db.query('DELETE FROM tt_records WHERE user_id = $1', [memberId]);

  describe('the clock pauses and stays one record', () => {
    it('pauses and resumes the running record, refusing what cannot be', async () => {
      await deleteAll();
      h.clock.set(NOW);
      expect(
        await refused({ method: 'PUT', url: '/api/tt/record/pause-users-running-record', body: {} }, 404),
      ).toEqual({
        message: 'This record is not running.',
      });
      const run = (await post('/api/tt/record/start', { start: '2026-11-24T08:00:00Z' })) as Rec;
      expect([run.paused, run.breaks, run.break_seconds]).toEqual([false, [], 0]);

      const future = await refused({
        method: 'PUT',
        url: '/api/tt/record/pause-users-running-record',
        body: { at: '2026-11-24T11:00:01Z' },
        lang: 'de',
      });
      expect(future.errors).toEqual({ at: ['Zeitpunkt darf nicht in der Zukunft liegen.'] });
      const early = await refused({
        method: 'PUT',
        url: '/api/tt/record/pause-users-running-record',
        body: { at: '2026-11-24T07:59:59Z' },
      });
      expect(early.errors).toEqual({
        at: ['A pause must begin after the record’s start (24.11.2026 09:00:00).'],
      });
      expect(
        (await refused({ method: 'PUT', url: '/api/tt/record/resume-users-running-record', body: {} }, 409))
          .message,
      ).toBe('The record is not paused.');

      const paused = await pause({ at: '2026-11-24T09:00:00Z' });
      // an open break counts up to now
      expect([paused.paused, paused.breaks, paused.break_seconds]).toEqual([
        true,
        [{ start: iso('2026-11-24T09:00:00Z'), stop: null }],
        7_200,
      ]);
      expect(
        (await refused({ method: 'PUT', url: '/api/tt/record/pause-users-running-record', body: {} }, 409))
          .message,
      ).toBe('The record is already paused.');
      const beforePause = await refused({
        method: 'PUT',
        url: '/api/tt/record/resume-users-running-record',
        body: { at: '2026-11-24T08:59:00Z' },
      });
      expect(beforePause.errors).toEqual({
        at: ['The record can resume only after its pause began (24.11.2026 10:00:00).'],
      });
      const resumed = await resume({ at: '2026-11-24T09:30:00Z' });
      expect([resumed.paused, resumed.break_seconds, resumed.id]).toEqual([false, 1_800, run.id]);
      const beforeLastBreak = await refused({
        method: 'PUT',
        url: '/api/tt/record/pause-users-running-record',
        body: { at: '2026-11-24T09:15:00Z' },
      });
      expect(beforeLastBreak.errors).toEqual({
        at: ['A pause must begin after the last break ended (24.11.2026 10:30:00).'],
      });

      // stopping a paused record stops it where the pause began and drops the open break
      await pause({ at: '2026-11-24T10:00:00Z' });
      h.clock.set(new Date('2026-11-24T10:45:00Z'));
      const stopped = (await put(`/api/tt/record/stop-users-running-record/${run.id}`)) as Rec;
      expect(stopped).toMatchObject({
        stop: iso('2026-11-24T10:00:00Z'),
        paused: false,
        breaks: [{ start: iso('2026-11-24T09:00:00Z'), stop: iso('2026-11-24T09:30:00Z') }],
        break_seconds: 1_800,
        // two hours less the half-hour break
        duration: 5_400,
      });
      h.clock.set(NOW);
    });

    it('replaces a finished record’s breaks and keeps them inside it', async () => {
      await deleteAll();
      const rec = (await post('/api/tt/record', {
        start: '2026-11-20T08:00:00Z',
        stop: '2026-11-20T12:00:00Z',
      })) as Rec;
      const url = `/api/tt/record/${rec.id}`;
      const withBreaks = (await put(url, {
        breaks: [
          { start: '2026-11-20T11:00:00Z', stop: '2026-11-20T11:15:00Z' },
          { start: '2026-11-20T09:00:00Z', stop: '2026-11-20T09:30:00Z' },
        ],
      })) as Rec;
      expect([withBreaks.duration, withBreaks.break_seconds, withBreaks.breaks.map((b) => b.start)]).toEqual([
        4 * 3600 - 2_700,
        2_700,
        [iso('2026-11-20T09:00:00Z'), iso('2026-11-20T11:00:00Z')],
      ]);
      for (const [breaks, message] of [
        [
          [{ start: '2026-11-20T07:00:00Z', stop: '2026-11-20T08:30:00Z' }],
          'Every break must lie within the record (20.11.2026 09:00:00 – 20.11.2026 13:00:00).',
        ],
        [
          [
            { start: '2026-11-20T09:00:00Z', stop: '2026-11-20T10:00:00Z' },
            { start: '2026-11-20T09:30:00Z', stop: '2026-11-20T10:30:00Z' },
          ],
          'Breaks must not overlap.',
        ],
        [
          [{ start: '2026-11-20T10:00:00Z', stop: '2026-11-20T10:00:00Z' }],
          'A break must end after it begins.',
        ],
      ] as const) {
        const res = await refused({ method: 'PUT', url, body: { breaks } });
        expect(res.errors).toEqual({ breaks: [message] });
      }
      // a new start or stop keeps the breaks inside, or is refused; nothing changed
      const moved = await refused({ method: 'PUT', url, body: { start: '2026-11-20T09:10:00Z' } });
      expect(Object.keys(moved.errors)).toEqual(['start']);
      const cut = await refused({ method: 'PUT', url, body: { stop: '2026-11-20T11:10:00Z' } });
      expect(Object.keys(cut.errors)).toEqual(['stop']);
      expect(((await ok({ url })) as Rec).duration).toBe(4 * 3600 - 2_700);
      // a typed duration is worked time: the stop follows it past the breaks
      const typed = (await put(url, { duration: '3h' })) as Rec;
      expect([typed.duration, typed.stop]).toEqual([3 * 3600, iso('2026-11-20T11:45:00Z')]);

      // a running record's breaks are the clock's
      const run = (await post('/api/tt/record/start', {})) as Rec;
      const running = await refused({
        method: 'PUT',
        url: `/api/tt/record/${run.id}`,
        body: { breaks: [] },
      });
      expect(running.errors).toEqual({ breaks: ['Only a finished record’s breaks can be changed.'] });
      await put(`/api/tt/record/stop-users-running-record/${run.id}`);
    });

    it('continues a record with its fields, as start does', async () => {
      await deleteAll();
      const customer = await post('/api/tt/customer', { name: 'Cont' });
      const brand = await post('/api/tt/brand', { name: 'B', customer_id: customer.id });
      const from = (await post('/api/tt/record', {
        start: '2026-11-23T08:00:00Z',
        duration: '1h',
        brand_id: brand.id,
        text: 'Review',
        ticket_url: 'https://t.example/1',
        tags: [' review ', 'client', 'review', ''],
        billable: false,
      })) as Rec;
      expect(from.tags).toEqual(['client', 'review']);
      const continued = (await post(`/api/tt/record/${from.id}/continue`, {})) as Rec;
      expect(continued).toMatchObject({
        start: NOW.toISOString(),
        stop: null,
        text: 'Review',
        ticket_url: 'https://t.example/1',
        client: { id: customer.id },
        brand: { id: brand.id },
        tags: ['client', 'review'],
        billable: false,
      });
      expect(
        (await refused({ method: 'POST', url: `/api/tt/record/${from.id}/continue`, body: {} }, 409)).message,
      ).toBe('A record is already running. Stop it first.');
      await put(`/api/tt/record/stop-users-running-record/${continued.id}`);
      expect(
        (await refused({ method: 'POST', url: '/api/tt/record/999999/continue', body: {} }, 404)).message,
      ).toBeTruthy();
    });
  });

  describe('tags and billability', () => {
    it('keeps tags trimmed, unique and sorted, refuses long ones and too many, and filters by them', async () => {
      await deleteAll();
      const long = await refused({
        method: 'POST',
        url: '/api/tt/record',
        body: { start: '2026-11-02T08:00:00Z', duration: '1h', tags: ['x'.repeat(41)] },
      });
      expect(Object.keys(long.errors)).toEqual(['tags']);
      const many = await refused({
        method: 'POST',
        url: '/api/tt/record',
        body: {
          start: '2026-11-02T08:00:00Z',
          duration: '1h',
          tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
        },
      });
      expect(Object.keys(many.errors)).toEqual(['tags']);
      const a = await post('/api/tt/record', {
        start: '2026-11-02T08:00:00Z',
        duration: '1h',
        tags: ['b', 'a'],
      });
      await post('/api/tt/record', {
        start: '2026-11-02T10:00:00Z',
        duration: '1h',
        tags: ['b'],
        billable: false,
      });
      await post('/api/tt/record', { start: '2026-11-02T12:00:00Z', duration: '30m' });
      expect(a.tags).toEqual(['a', 'b']);
      const ids = async (query: string) =>
        (await ok({ url: `/api/tt/record?${query}` })).data.map((r: Rec) => r.start.slice(11, 13));
      expect(await ids('filter[tag]=b')).toEqual(['10', '08']);
      expect(await ids('filter[tag]=a')).toEqual(['08']);
      expect(await ids('filter[billable]=0')).toEqual(['10']);
      expect(await ids('filter[billable]=1&filter[tag]=b')).toEqual(['08']);

      // by tag: a record under each of its tags, one without under none; billable seconds beside
      const report = await ok({
        url: '/api/tt/record/time-spent?group_by=tag&unit=day&from=2026-11-02&to=2026-11-02',
      });
      expect(report.rows).toEqual([
        { period: '2026-11-02', group: '', seconds: 1_800, billable_seconds: 1_800 },
        { period: '2026-11-02', group: 'a', seconds: 3_600, billable_seconds: 3_600 },
        { period: '2026-11-02', group: 'b', seconds: 7_200, billable_seconds: 3_600 },
      ]);
      expect([report.total_seconds, report.billable_seconds]).toEqual([12_600, 9_000]);
      const byType = await ok({
        url: '/api/tt/record/time-spent?group_by=type&unit=day&from=2026-11-02&to=2026-11-02',
      });
      expect([byType.total_seconds, byType.billable_seconds]).toEqual([9_000, 5_400]);

      // the export by tag: one row per record and tag, adding up to the report; tags and billability in words
      const file = await ok({
        method: 'POST',
        url: '/api/tt/record/time-spent/export',
        body: { group_by: 'tag', unit: 'day', from: '2026-11-02', to: '2026-11-02', format: 'xlsx' },
        lang: 'en',
      });
      const [header, ...rows] = await readSheet((await as({ url: file.link })).rawPayload);
      const total = rows.pop()!;
      expect(header!.slice(-2)).toEqual(['Tags', 'Billable']);
      expect(rows.map((r) => [r[5] ?? '', r[2], r.at(-2) ?? '', r.at(-1)])).toEqual([
        ['a', 3_600, 'a, b', 'yes'],
        ['b', 3_600, 'a, b', 'yes'],
        ['b', 3_600, 'b', 'no'],
        ['', 1_800, '', 'yes'],
      ]);
      expect(total[2]).toBe(report.total_seconds);
    });
  });

  describe('rounding in the one totals engine', () => {
    it('rounds each record’s worked time, and the report, statistics, exports and durations agree', async () => {
      await deleteAll();
      const made: Rec[] = [];
      // Berlin is UTC+1: 23:10 – 01:07 local over midnight with a break 23:50 – 00:20 across it
      const night = (await post('/api/tt/record', {
        start: '2026-11-22T22:10:00Z',
        stop: '2026-11-23T00:07:00Z',
        billable: false,
      })) as Rec;
      made.push(
        (await put(`/api/tt/record/${night.id}`, {
          breaks: [{ start: '2026-11-22T22:50:00Z', stop: '2026-11-22T23:20:00Z' }],
        })) as Rec,
      );
      made.push(
        await post('/api/tt/record', { start: '2026-11-23T08:00:00Z', stop: '2026-11-23T08:07:30Z' }),
      );
      made.push(
        await post('/api/tt/record', { start: '2026-11-24T07:00:00Z', stop: '2026-11-24T07:52:00Z' }),
      );
      // worked: 87 min (40 on the 22nd, 47 on the 23rd), 7.5 min, 52 min
      expect(made.map((r) => r.duration)).toEqual([87 * 60, 450, 52 * 60]);

      const settings = await put('/api/tt/settings', { rounding_mode: 'up', rounding_minutes: 15 });
      expect(settings).toMatchObject({ rounding_mode: 'up', rounding_minutes: 15 });
      const durations = async () =>
        (await ok({ url: '/api/tt/record?order[start]=asc' })).data.map((r: Rec) => r.duration);
      // 90, 15 and 60 minutes
      expect(await durations()).toEqual([5_400, 900, 3_600]);

      // the night record's rounding (+3 min) goes to its last part, the 23rd
      const report = await ok({
        url: '/api/tt/record/time-spent?group_by=type&unit=day&from=2026-11-22&to=2026-11-24',
      });
      expect(
        report.rows.map((r: { period: string; seconds: number; billable_seconds: number }) => [
          r.period,
          r.seconds,
          r.billable_seconds,
        ]),
      ).toEqual([
        ['2026-11-22', 40 * 60, 0],
        ['2026-11-23', 50 * 60 + 900, 900],
        ['2026-11-24', 3_600, 3_600],
      ]);
      expect(report.total_seconds).toBe(5_400 + 900 + 3_600);
      const stats = await ok({ url: '/api/tt/statistics' });
      expect([stats.today.seconds, stats.this_week.seconds, stats.overall.seconds]).toEqual([
        3_600,
        50 * 60 + 900 + 3_600,
        5_400 + 900 + 3_600,
      ]);
      const file = await ok({
        method: 'POST',
        url: '/api/tt/record/time-spent/export',
        body: { group_by: 'type', unit: 'day', from: '2026-11-22', to: '2026-11-24', format: 'xlsx' },
      });
      const [, ...rows] = await readSheet((await as({ url: file.link })).rawPayload);
      const total = rows.pop()!;
      expect(rows.map((r) => r[2])).toEqual([40 * 60, 50 * 60, 900, 3_600]);
      expect(total[2]).toBe(report.total_seconds);
      const week = await ok({
        method: 'POST',
        url: '/api/tt/statistics/export',
        body: { type: 'thisWeek', format: 'xlsx' },
      });
      const [, ...weekRows] = await readSheet((await as({ url: week.link })).rawPayload);
      expect(weekRows.pop()![2]).toBe(stats.this_week.seconds);
      expect(weekRows.reduce((s, r) => s + Number(r[2]), 0)).toBe(stats.this_week.seconds);

      // down takes from the end: the night record's 75 minutes all fall on the 22nd's 40 and the 23rd's 35
      await put('/api/tt/settings', { rounding_mode: 'down', rounding_minutes: 15 });
      expect(await durations()).toEqual([4_500, 0, 2_700]);
      const down = await ok({
        url: '/api/tt/record/time-spent?group_by=type&unit=day&from=2026-11-22&to=2026-11-24',
      });
      expect(down.rows.map((r: { seconds: number }) => r.seconds)).toEqual([40 * 60, 35 * 60, 2_700]);
      // nearest, halves up: 87 → 90, 7.5 → 15, 52 → 45 minutes
      await put('/api/tt/settings', { rounding_mode: 'nearest', rounding_minutes: 15 });
      expect(await durations()).toEqual([5_400, 900, 2_700]);
      // none: the worked seconds again, and 1 minute whatever was sent
      expect(await put('/api/tt/settings', { rounding_mode: 'none', rounding_minutes: 30 })).toMatchObject({
        rounding_mode: 'none',
        rounding_minutes: 1,
      });
      expect(await durations()).toEqual([87 * 60, 450, 52 * 60]);
      const bad = await refused({
        method: 'PUT',
        url: '/api/tt/settings',
        body: { rounding_minutes: 61, remind_after_hours: 0, holiday_region: 'DE-XX' },
      });
      expect(Object.keys(bad.errors).sort()).toEqual([
        'holiday_region',
        'remind_after_hours',
        'rounding_minutes',
      ]);
      expect(await put('/api/tt/settings', { holiday_region: 'DE-BY' })).toMatchObject({
        holiday_region: 'DE-BY',
      });
      expect(await put('/api/tt/settings', { holiday_region: null })).toMatchObject({
        holiday_region: null,
        remind_after_hours: 10,
      });
    });
  });

  describe('reminders and budgets', () => {
    it('reminds once of a clock running longer than the setting', async () => {
      await deleteAll();
      h.clock.set(NOW);
      await put('/api/tt/settings', { remind_after_hours: 2 });
      const run = (await post('/api/tt/record/start', {})) as Rec;
      h.clock.set(new Date(NOW.getTime() + 2 * 3600_000 - 1000));
      await h.app.workers.cleanup();
      expect(await notifications('broadcast.notification.time-clock-running')).toEqual([]);
      h.clock.set(new Date(NOW.getTime() + 2 * 3600_000));
      await h.app.workers.cleanup();
      await h.app.workers.cleanup();
      expect(await notifications('broadcast.notification.time-clock-running')).toEqual([
        { record: { id: run.id, start: NOW.toISOString() }, hours: 2 },
      ]);
      await put(`/api/tt/record/stop-users-running-record/${run.id}`);
      h.clock.set(NOW);
      await put('/api/tt/settings', { remind_after_hours: 10 });
    });

    it('warns once at 80 % and once at 100 %, again after edits dropped below, and says what is left', async () => {
      await deleteAll();
      h.clock.set(NOW);
      const customer = await post('/api/tt/customer', { name: 'Budgeted' });
      const brand = await post('/api/tt/brand', { name: 'BB', customer_id: customer.id });
      const project = await post('/api/tt/project', { name: 'PP', brand_id: brand.id });
      const budget = await post('/api/tt/budget', {
        name: 'Ten hours',
        brand_id: brand.id,
        time: '10h',
        ends_on: '2026-12-13',
      });
      expect(budget).toMatchObject({ remaining_seconds: 36_000, ends_on: '2026-12-13' });
      // this week (23rd), then the 30th, 7th: three weeks to the Sunday the 13th
      expect(budget.remaining_seconds_per_week).toBe(12_000);
      const warnings = () => notifications('broadcast.notification.time-budget');
      const a = (await post('/api/tt/record', {
        start: '2026-11-10T08:00:00Z',
        duration: '7h',
        project_id: project.id,
      })) as Rec;
      expect(await warnings()).toEqual([]);
      const b = (await post('/api/tt/record', {
        start: '2026-11-11T08:00:00Z',
        duration: '1h30m',
        project_id: project.id,
      })) as Rec;
      expect(await warnings()).toEqual([{ budget: { id: budget.id, name: 'Ten hours' }, percent: 80 }]);
      // an edit still above 80 % raises nothing more
      await put(`/api/tt/record/${b.id}`, { duration: '1h45m' });
      expect(await warnings()).toHaveLength(1);
      const c = (await post('/api/tt/record', {
        start: '2026-11-12T08:00:00Z',
        duration: '2h',
        project_id: project.id,
      })) as Rec;
      // (stored in the same second: compared in order of threshold)
      const percents = async () => (await warnings()).map((w) => w.percent as number).sort((x, y) => x - y);
      expect(await percents()).toEqual([80, 100]);
      // the record's budgets: the project has none, its brand this one
      const [entry] = await ok({ url: `/api/tt/record/budgets?ids=${c.id}` });
      expect(
        entry.budgets.map((x: { id: number; remaining_seconds: number }) => [x.id, x.remaining_seconds]),
      ).toEqual([[budget.id, 36_000 - 7 * 3600 - 6_300 - 7_200]]);
      // deleting drops it below 80 %: it warns again on the way up
      await ok({ method: 'DELETE', url: `/api/tt/record/${c.id}` });
      await ok({ method: 'DELETE', url: `/api/tt/record/${b.id}` });
      expect(
        (await h.db.query('SELECT warned_percent FROM tt_budgets WHERE id = $1', [budget.id])).rows[0],
      ).toEqual({
        warned_percent: 0,
      });
      await put(`/api/tt/record/${a.id}`, { duration: '8h' });
      expect(await percents()).toEqual([80, 80, 100]);
      // a larger budget re-arms it too
      await put(`/api/tt/budget/${budget.id}`, { time: '20h' });
      expect(
        (await h.db.query('SELECT warned_percent FROM tt_budgets WHERE id = $1', [budget.id])).rows[0],
      ).toEqual({
        warned_percent: 0,
      });
      expect(await warnings()).toHaveLength(3);
    });

    it('lists the recent combinations newest first', async () => {
      await deleteAll();
      const type = await post('/api/tt/type', { name: 'Call' });
      await post('/api/tt/record', { start: '2026-11-18T08:00:00Z', duration: '1h', text: 'A' });
      await post('/api/tt/record', {
        start: '2026-11-18T10:00:00Z',
        duration: '1h',
        text: 'B',
        type_id: type.id,
      });
      await post('/api/tt/record', { start: '2026-11-18T12:00:00Z', duration: '1h', text: 'A' });
      const recent = await ok({ url: '/api/tt/record/recent' });
      expect(recent).toEqual([
        {
          text: 'A',
          task: null,
          type: null,
          client: null,
          brand: null,
          project: null,
          last_start: iso('2026-11-18T12:00:00Z'),
        },
        {
          text: 'B',
          task: null,
          type: { id: type.id, name: 'Call' },
          client: null,
          brand: null,
          project: null,
          last_start: iso('2026-11-18T10:00:00Z'),
        },
      ]);
      expect(await ok({ url: '/api/tt/record/recent?limit=1' })).toHaveLength(1);
      expect(Object.keys((await refused({ url: '/api/tt/record/recent?limit=21' })).errors)).toEqual([
        'limit',
      ]);
    });
  });
});
