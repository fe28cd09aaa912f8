// Days and times in a member's time zone (settings.time_zone), for the statistics' periods and messages.
import { instantAt, wallClock } from '@portal/contract';
import type { Unit } from './totals.dal.js';

/** DD.MM.YYYY HH:mm:ss (spec 01 §9) of a wall-clock time `YYYY-MM-DDTHH:mm:ss`. */
export const dotted = (local: string) =>
  `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 19)}`;

/** DD.MM.YYYY HH:mm:ss in the zone. */
export const formatLocal = (date: Date, timeZone: string) => dotted(wallClock(date, timeZone));

/** The day (YYYY-MM-DD) it is in the zone. */
export const localDay = (date: Date, timeZone: string) => wallClock(date, timeZone).slice(0, 10);

/** The instant day `day` (YYYY-MM-DD) begins in the zone. */
export const startOfDay = (day: string, timeZone: string) => instantAt(`${day}T00:00:00`, timeZone)!;

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
