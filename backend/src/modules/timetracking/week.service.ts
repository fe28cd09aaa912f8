import type { RestTimeWeek, RestTimeWeekCellRequest } from '@portal/contract';
import { formatDuration, instantAt } from '@portal/contract';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { fieldError } from '../../http/errors.js';
import type { Locale } from '../../http/locale.js';
import type { Clock } from '../../lib/clock.js';
import { holidaysBetween } from './holidays.js';
import type { RecordsService } from './records.service.js';
import type { SettingsDal, SettingsRow } from './settings.dal.js';
import { targetsOfTask } from './targets.dal.js';
import { targetOfDay } from './workdays.js';
import { addDays, startOfDay, weekday } from './time.js';
import type { TaskCustomerGroup } from './totals.dal.js';
import { totals } from './totals.dal.js';
import type { SpanRow } from './week.dal.js';
import { spansBetween } from './week.dal.js';
import type { Interval, WorkingTimeDay } from './worktime.js';
import { workingTimeOf } from './worktime.js';

type CellBody = z.output<typeof RestTimeWeekCellRequest>;
/** A cell's row: a task and a customer, either may be none. */
interface Row {
  task_id: number | null;
  customer_id: number | null;
}
const idOf = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** Where a cell's first record begins unless the day's last record ends later. */
const FIRST_HOUR = '09:00:00';
const ms = (date: Date) => date.getTime();

/**
 * The spans of work of each day from `from` (YYYY-MM-DD) on, in seconds: the records cut at the days' bounds in the
 * member's zone, less their breaks; the running record (and an open break) counts up to `now`.
 */
export function workByDay(spans: SpanRow[], from: string, days: number, timeZone: string, now: Date) {
  const bounds = Array.from({ length: days + 1 }, (_, i) => ms(startOfDay(addDays(from, i), timeZone)));
  return Array.from({ length: days }, (_, i) => {
    const [lo, hi] = [bounds[i]!, bounds[i + 1]!];
    const work: Interval[] = [];
    for (const span of spans) {
      // the span's worked pieces: between its breaks
      let at = ms(span.start);
      const end = ms(span.stop ?? now);
      for (const pause of [...span.breaks, { start: span.stop ?? now, stop: null }]) {
        const pieceEnd = Math.min(ms(pause.start), end);
        const [a, b] = [Math.max(at, lo), Math.min(pieceEnd, hi)];
        if (b > a) work.push([a / 1000, b / 1000]);
        at = ms(pause.stop ?? now);
      }
    }
    return workingTimeOf(work);
  });
}

/** The working time of each of `days` days from `from` (YYYY-MM-DD) on. */
export async function workingTimeByDay(
  db: Queryable,
  userId: number,
  s: SettingsRow,
  from: string,
  days: number,
  now: Date,
): Promise<WorkingTimeDay[]> {
  const lo = startOfDay(from, s.time_zone);
  const hi = startOfDay(addDays(from, days), s.time_zone);
  return workByDay(await spansBetween(db, userId, lo, hi), from, days, s.time_zone, now);
}

/** The time of a row on a day: its records starting that day, in time order. */
const cellSpans = (spans: SpanRow[], row: Row, lo: number, hi: number) =>
  spans.filter(
    (s) =>
      ms(s.start) >= lo && ms(s.start) < hi && s.task_id === row.task_id && s.customer_id === row.customer_id,
  );

const worked = (s: SpanRow) =>
  (ms(s.stop!) - ms(s.start) - s.breaks.reduce((sum, b) => sum + ms(b.stop!) - ms(b.start), 0)) / 1000;

/**
 * The first start from `earliest` on, at the latest `latest`, where `seconds` fit between the other records (the
 * running one lasting forever); null when they fit nowhere.
 */
export function freeStart(
  others: { start: Date; stop: Date | null }[],
  seconds: number,
  earliest: number,
  latest: number,
): number | null {
  let at = earliest;
  for (const o of [...others].sort((a, b) => ms(a.start) - ms(b.start))) {
    const stop = o.stop ? ms(o.stop) : Infinity;
    if (stop <= at) continue;
    if (ms(o.start) >= at + seconds * 1000) break;
    at = stop;
  }
  return at <= latest ? at : null;
}

/**
 * The week grid (Kimai #312): a member's week as seconds per task and customer and day, from the one totals engine,
 * with each day's target, public holiday and working-time warnings; and its cells typed in, each held by a record
 * made, changed and deleted through the records service (so every rule of the records holds).
 */
export function createWeekService(deps: {
  db: Db;
  settings: SettingsDal;
  records: RecordsService;
  clock: Clock;
}) {
  const { db, settings, records, clock } = deps;

  /** The fields of a cell's new record: a task that has the row's customer brings its brand and project too. */
  async function rowFields(userId: number, row: Row) {
    if (row.task_id === null) return { customer_id: row.customer_id };
    const task = await targetsOfTask(db, userId, row.task_id);
    if (!task) throw fieldError('task_id', 'validation.exists');
    return task.customer_id === row.customer_id ? { task_id: row.task_id } : row;
  }

  async function week(userId: number, locale: Locale, anyDay: string): Promise<RestTimeWeek> {
    const s = await settings.get(userId);
    const monday = addDays(anyDay, -weekday(anyDay));
    const sunday = addDays(monday, 6);
    const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    const holidays = await holidaysBetween(s.holiday_region, monday, sunday, locale);
    const rows = await totals(
      db,
      { userId, timeZone: s.time_zone, from: monday, to: sunday },
      { unit: 'day', groupBy: 'task_customer' },
    );
    const grid = new Map<string, { group: TaskCustomerGroup; cells: number[] }>();
    for (const row of rows) {
      const row_ = grid.get(row.group!) ?? { group: JSON.parse(row.group!), cells: dates.map(() => 0) };
      row_.cells[dates.indexOf(row.period!)]! += row.seconds;
      grid.set(row.group!, row_);
    }
    const time = await workingTimeByDay(db, userId, s, monday, 7, clock.now());
    const days = dates.map((date, i) => ({
      date,
      total_seconds: [...grid.values()].reduce((sum, r) => sum + r.cells[i]!, 0),
      target_seconds: targetOfDay(s, date, holidays),
      holiday: holidays.get(date) ?? null,
      warnings: time[i]!.warnings,
    }));
    const byName = (a: string | null, b: string | null) =>
      a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, locale);
    return {
      week_start: monday,
      days,
      rows: [...grid.values()]
        .filter((r) => r.cells.some((c) => c !== 0))
        .sort((a, b) => byName(a.group.task, b.group.task) || byName(a.group.customer, b.group.customer))
        .map(({ group, cells }) => ({
          task: group.task_id === null ? null : { id: group.task_id, title: group.task! },
          client: group.customer_id === null ? null : { id: group.customer_id, name: group.customer! },
          cells,
          total_seconds: cells.reduce((a, b) => a + b, 0),
        })),
      total_seconds: days.reduce((sum, d) => sum + d.total_seconds, 0),
      target_seconds: days.reduce((sum, d) => sum + d.target_seconds, 0),
    };
  }

  /** Sets a cell (see RestTimeWeekCellRequest) through the records service and answers the week again. */
  async function saveCell(userId: number, locale: Locale, body: CellBody): Promise<RestTimeWeek> {
    const s = await settings.get(userId);
    const lo = ms(startOfDay(body.date, s.time_zone));
    const hi = ms(startOfDay(addDays(body.date, 1), s.time_zone));
    const spans = await spansBetween(db, userId, new Date(lo), new Date(hi));
    const row = { task_id: idOf(body.task_id), customer_id: idOf(body.customer_id) };
    const cell = cellSpans(spans, row, lo, hi);
    const last = cell.at(-1);
    if (last && last.stop === null) throw fieldError('duration', 'timetracking.week_cell_running');
    const seconds = body.duration ?? 0;
    const firstHour = ms(instantAt(`${body.date}T${FIRST_HOUR}`, s.time_zone)!);
    /**
     * Where a record of the cell lasting `length` goes: after the day's last record from 09:00 on, else in the first
     * gap that holds it from 09:00, else from midnight; within the day, so that the cell shows what was typed.
     */
    const slot = (others: SpanRow[], length: number) => {
      const afterLast = Math.max(0, ...others.map((o) => (o.stop ? ms(o.stop) : Infinity)));
      const latest = hi - length * 1000;
      return (
        freeStart(others, length, Math.max(firstHour, Math.min(afterLast, hi)), latest) ??
        freeStart(others, length, firstHour, latest) ??
        freeStart(others, length, lo, latest)
      );
    };

    if (seconds === 0) {
      if (cell.length > 1) throw fieldError('duration', 'timetracking.week_cell_several');
      if (last) await records.remove(userId, last.id);
    } else if (!last) {
      const start = slot(spans, seconds);
      if (start === null) throw fieldError('duration', 'timetracking.week_day_full');
      await records.create(userId, {
        start: new Date(start).toISOString(),
        stop: new Date(start + seconds * 1000).toISOString(),
        ...(await rowFields(userId, row)),
      });
    } else {
      // the others of the cell stay; its last record takes the difference
      const rest = cell.slice(0, -1).reduce((sum, r) => sum + worked(r), 0);
      if (seconds <= rest) {
        throw fieldError('duration', 'timetracking.week_cell_below', { duration: formatDuration(rest) });
      }
      const pauses = (ms(last.stop!) - ms(last.start)) / 1000 - worked(last);
      const length = seconds - rest + pauses;
      const others = spans.filter((o) => o.id !== last.id);
      // in place if it fits; a record without breaks moves to the day's first gap that holds it
      const start =
        freeStart(others, length, ms(last.start), ms(last.start)) ??
        (last.breaks.length === 0 ? slot(others, length) : null) ??
        ms(last.start);
      await records.update(userId, last.id, {
        start: new Date(start).toISOString(),
        stop: new Date(start + length * 1000).toISOString(),
      });
    }
    return week(userId, locale, body.date);
  }

  return { week, saveCell };
}

export type WeekService = ReturnType<typeof createWeekService>;
