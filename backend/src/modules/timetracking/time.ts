// Days and times in a member's time zone (settings.time_zone), for the statistics' periods and messages.
import type { Unit } from './totals.dal.js';

const parts = (date: Date, timeZone: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** DD.MM.YYYY HH:mm:ss (spec 01 §9) in the zone. */
export function formatLocal(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The day (YYYY-MM-DD) it is in the zone. */
export function localDay(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

export const addDays = (day: string, n: number) =>
  new Date(asUtc(day).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** 0 for Monday … 6 for Sunday. */
export const weekday = (day: string) => (asUtc(day).getUTCDay() + 6) % 7;

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The instant day `day` (YYYY-MM-DD) begins in the zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = asUtc(day).getTime();
  // the zone's offset at the guess, taken twice so that a change of offset that day settles
  let at = wall;
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(at), timeZone);
    at = wall - (Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at);
  }
  return new Date(at);
}

/** Every period (YYYY-MM-DD, YYYY-MM or YYYY) the days from `from` to `to` touch, in order. */
export function periodsBetween(from: string, to: string, unit: Unit): string[] {
  const length = { day: 10, month: 7, year: 4 }[unit];
  const periods: string[] = [];
  for (let d = from; d <= to;) {
    const period = d.slice(0, length);
    periods.push(period);
    // on to the next period's first day
    d =
      unit === 'day'
        ? addDays(d, 1)
        : unit === 'month'
          ? addDays(`${period}-28`, 4).slice(0, 8) + '01'
          : `${String(+period + 1).padStart(4, '0')}-01-01`;
  }
  return periods;
}

/** Whole seconds (the records' precision). */
export const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
