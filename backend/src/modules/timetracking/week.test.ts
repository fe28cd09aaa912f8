import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestTimeWeek } from '@portal/contract';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';

type Req = Parameters<Harness['request']>[0];

/** Friday noon in Berlin, in the week the suite fills. */
const NOW = new Date('2026-11-20T11:00:00Z');
const H = 3600;

describe.each(drivers)('time tracking: the week grid and working time (%s)', (driver) => {
  let h: Harness;
  let member: string;
  let plain: string;
  let customer: { id: number };
  let task: { id: number };

  beforeAll(async () => {
    h = await createHarness(driver);
    h.clock.set(NOW);
    member = await h.login('timetracking@example.com');
    plain = await h.login('user@example.com');
    customer = await create('/api/tt/customer', { name: 'ACME' });
    task = await create('/api/tt/task', { title: 'Build it', customer_id: customer.id });
    // Saxony keeps Buß- und Bettag, Wednesday 18 November 2026
    await ok({ method: 'PUT', url: '/api/tt/settings', body: { holiday_region: 'DE-SN' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function ok(req: Omit<Req, 'token'>, status = 200) {
    const res = await h.request({ ...req, token: member });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }
  async function create(url: string, body: unknown) {
    return ok({ method: 'POST', url, body }, 201);
  }
  const week = (day = '2026-11-18', lang = 'de'): Promise<RestTimeWeek> =>
    ok({ url: `/api/tt/week?week_start=${day}`, headers: { 'accept-language': lang } });
  const cell = (body: Record<string, unknown>, status = 200) =>
    ok({ method: 'PUT', url: '/api/tt/week/cell', body }, status) as Promise<RestTimeWeek>;
  const recordsOn = async (day: string) =>
    (await ok({ url: `/api/tt/record?filter[from]=${day}&filter[to]=${day}&order[start]=asc` })).data as {
      id: number;
      start: string;
      stop: string | null;
    }[];

  it('lets only ADMIN and TIME_TRACKING in and checks its input', async () => {
    const url = '/api/tt/week?week_start=2026-11-16';
    expect((await h.request({ url, token: plain })).statusCode).toBe(403);
    const bad = await h.request({ url: '/api/tt/week?week_start=2026-13-01', token: member });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('week_start');
    const wrong = await h.request({
      method: 'PUT',
      url: '/api/tt/week/cell',
      token: member,
      body: { date: '2026-11-16', task_id: task.id, duration: 'two hours' },
      headers: { 'accept-language': 'de' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.duration[0]).toMatch(/Dauer/);
    expect(await recordsOn('2026-11-16')).toEqual([]);
  });

  it('shows the week from Monday with targets, leaving out the weekend and public holidays', async () => {
    const w = await week('2026-11-18');
    expect(w.week_start).toBe('2026-11-16');
    expect(w.days.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(w.days.map((d) => d.target_seconds)).toEqual([8 * H, 8 * H, 0, 8 * H, 8 * H, 0, 0]);
    expect(w.days[2]!.holiday).toBe('Buß- und Bettag');
    expect((await week('2026-11-22', 'en')).days[2]!.holiday).toMatch(/Repentance/);
    expect(w.target_seconds).toBe(32 * H);
    expect(w.rows).toEqual([]);
  });

  it('makes a record per typed cell from 09:00, after the day’s last record', async () => {
    let w = await cell({ date: '2026-11-16', task_id: task.id, customer_id: customer.id, duration: '2h' });
    expect(w.rows).toEqual([
      {
        task: { id: task.id, title: 'Build it' },
        client: { id: customer.id, name: 'ACME' },
        cells: [2 * H, 0, 0, 0, 0, 0, 0],
        total_seconds: 2 * H,
      },
    ]);
    w = await cell({ date: '2026-11-16', customer_id: customer.id, duration: '1:30:00' });
    expect(w.days[0]!.total_seconds).toBe(3.5 * H);
    // the task's row first, the customer's row without a task after it
    expect(w.rows.map((r) => [r.task?.title ?? null, r.cells[0]])).toEqual([
      ['Build it', 2 * H],
      [null, 1.5 * H],
    ]);
    const records = await recordsOn('2026-11-16');
    // 09:00–11:00 and 11:00–12:30 in Berlin
    expect(records.map((r) => [r.start, r.stop])).toEqual([
      ['2026-11-16T08:00:00.000Z', '2026-11-16T10:00:00.000Z'],
      ['2026-11-16T10:00:00.000Z', '2026-11-16T11:30:00.000Z'],
    ]);
  });

  it('changes the cell’s record, moving it to a gap when it no longer fits, and deletes it when emptied', async () => {
    let w = await cell({ date: '2026-11-16', task_id: task.id, customer_id: customer.id, duration: '3h' });
    expect(w.rows[0]!.cells[0]).toBe(3 * H);
    expect(w.days[0]!.total_seconds).toBe(4.5 * H);
    const records = await recordsOn('2026-11-16');
    // the task's record no longer fits before 11:00: it moved behind the other one
    expect(records.map((r) => [r.start, r.stop])).toEqual([
      ['2026-11-16T10:00:00.000Z', '2026-11-16T11:30:00.000Z'],
      ['2026-11-16T11:30:00.000Z', '2026-11-16T14:30:00.000Z'],
    ]);
    w = await cell({ date: '2026-11-16', customer_id: customer.id, duration: '' });
    expect(w.rows.map((r) => r.task?.title ?? null)).toEqual(['Build it']);
    expect(await recordsOn('2026-11-16')).toHaveLength(1);
  });

  it('changes a cell of several records through its last one, and refuses what it cannot do', async () => {
    // two records from the clock on Tuesday for the task
    for (const [start, stop] of [
      ['2026-11-17T07:00:00Z', '2026-11-17T08:00:00Z'],
      ['2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z'],
    ])
      await create('/api/tt/record', { start, stop, task_id: task.id });
    const w = await cell({ date: '2026-11-17', task_id: task.id, customer_id: customer.id, duration: '3h' });
    expect(w.rows[0]!.cells[1]).toBe(3 * H);
    const [first, last] = await recordsOn('2026-11-17');
    expect([first!.stop, last!.stop]).toEqual(['2026-11-17T08:00:00.000Z', '2026-11-17T11:00:00.000Z']);

    const below = await h.request({
      method: 'PUT',
      url: '/api/tt/week/cell',
      token: member,
      headers: { 'accept-language': 'en' },
      body: { date: '2026-11-17', task_id: task.id, customer_id: customer.id, duration: '30m' },
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.duration[0]).toBe(
      'The cell holds other records of 01:00:00: to go below, change them in the list.',
    );
    const several = await h.request({
      method: 'PUT',
      url: '/api/tt/week/cell',
      token: member,
      body: { date: '2026-11-17', task_id: task.id, customer_id: customer.id, duration: '' },
    });
    expect(several.statusCode).toBe(422);
    expect(await recordsOn('2026-11-17')).toHaveLength(2);
  });

  it('keeps the running record out of reach of the grid', async () => {
    await create('/api/tt/record/start', { start: '2026-11-20T10:00:00Z', task_id: task.id });
    const res = await h.request({
      method: 'PUT',
      url: '/api/tt/week/cell',
      token: member,
      body: { date: '2026-11-20', task_id: task.id, customer_id: customer.id, duration: '1h' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('duration');
    // another row on the same day goes before the running record
    const w = await cell({ date: '2026-11-20', customer_id: customer.id, duration: '1h' });
    expect(w.rows.find((r) => r.task === null)!.cells[4]).toBe(H);
    const [before] = await recordsOn('2026-11-20');
    expect(before!.stop! <= '2026-11-20T10:00:00.000Z').toBe(true);
    const running = await ok({ url: '/api/tt/record/users-running-record' });
    await ok({ method: 'PUT', url: `/api/tt/record/stop-users-running-record/${running.id}`, body: {} });
  });

  it('warns of long days and missing breaks, in the week and in the statistics', async () => {
    // Thursday: 07:00–14:30 Berlin without a break, 7.5 hours
    await create('/api/tt/record', { start: '2026-11-19T06:00:00Z', stop: '2026-11-19T13:30:00Z' });
    const w = await week();
    expect(w.days[3]!.warnings).toEqual(['missing_break']);
    expect(w.days[0]!.warnings).toEqual([]);
    const stats = await ok({ url: '/api/tt/statistics' });
    expect(stats.working_time_days).toEqual([
      { date: '2026-11-19', worked_seconds: 7.5 * H, break_seconds: 0, warnings: ['missing_break'] },
    ]);
    // the holiday counts as a day off in the week's and the month's targets
    expect(stats.this_week.target_seconds).toBe(4 * 8 * H);
  });
});
