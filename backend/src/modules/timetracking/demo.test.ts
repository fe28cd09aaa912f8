import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';

/** A Thursday: the two weeks before it hold ten working days, none a public holiday in Bavaria. */
const NOW = new Date('2026-11-26T15:00:00Z');

describe.each(drivers)('time tracking: the demo member’s data (%s)', (driver) => {
  let h: Harness;
  let member: string;

  beforeAll(async () => {
    h = await createHarness(driver);
    h.clock.set(NOW);
    member = await h.login('timetracking@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = async (url: string) => {
    const res = await h.request({ url, token: member });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('seeds two weeks of work once, through the member’s own rules', async () => {
    expect(await h.app.services.timetracking.seedDemo()).toBe(true);
    expect(await h.app.services.timetracking.seedDemo()).toBe(false);

    const page = await get('/api/tt/record?itemsPerPage=100');
    // ten working days of 1–4 records, none running, none today
    expect(page.total).toBe(2 * (4 + 2 + 3 + 1 + 2));
    expect(page.data.every((r: { stop: string | null }) => r.stop !== null && r.stop < '2026-11-26')).toBe(
      true,
    );
    expect(page.data.some((r: { breaks: unknown[] }) => r.breaks.length === 1)).toBe(true);
    expect(page.data.some((r: { billable: boolean }) => !r.billable)).toBe(true);

    // last week as a grid: every working day has time, the long Thursday warns of its missing break
    const week = await get('/api/tt/week?week_start=2026-11-16');
    expect(week.days.slice(0, 5).every((d: { total_seconds: number }) => d.total_seconds > 0)).toBe(true);
    expect(week.days[3].warnings).toEqual(['missing_break']);
    expect(week.rows.length).toBeGreaterThanOrEqual(4);

    // the budget about three quarters used, so no warning yet
    const budgets = await get('/api/tt/budget');
    expect(budgets.data).toHaveLength(1);
    const [budget] = budgets.data;
    expect(budget.used_seconds / budget.time_seconds).toBeGreaterThan(0.6);
    expect(budget.used_seconds / budget.time_seconds).toBeLessThan(0.8);
    const settings = await get('/api/tt/settings');
    expect(settings.holiday_region).toBe('DE-BY');
  });
});
