import { wallClock } from '@portal/contract/zone';
import { addDays } from './days';

// Where the calendar puts things: a day's column is 24 hours of the member's time zone, top to bottom, in minutes
// of its wall clock (so a day of a change of offset still runs from 0:00 to 24:00).

/** The height of an hour in the calendar. */
export const HOUR_PX = 48;
/** Drags snap to quarter hours. */
export const SNAP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;

/** The minutes into `day` an instant lies, as the clocks of `timeZone` show it: 0 before the day, 1440 after it. */
export function minutesInDay(instant: Date, day: string, timeZone: string | undefined): number {
  const wall = wallClock(instant, timeZone);
  const date = wall.slice(0, 10);
  if (date < day) return 0;
  if (date > day) return DAY_MINUTES;
  const [hours = 0, minutes = 0, seconds = 0] = wall.slice(11).split(':').map(Number);
  return hours * 60 + minutes + seconds / 60;
}

/** The part of a span on `day` in minutes (`from` < `to`); null when none of it is. */
export function spanOnDay(
  start: Date,
  stop: Date,
  day: string,
  timeZone: string | undefined,
): { from: number; to: number } | null {
  const from = minutesInDay(start, day, timeZone);
  const to = minutesInDay(stop, day, timeZone);
  return to > from ? { from, to } : null;
}

/** Minutes to the nearest quarter hour of the day. */
export const snap = (minutes: number): number =>
  Math.min(DAY_MINUTES, Math.max(0, Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES));

/** Pixels from the top of a day's column as minutes. */
export const minutesOfOffset = (pixels: number): number => (pixels / HOUR_PX) * 60;

/** Minutes as pixels from the top of a day's column. */
export const offsetOfMinutes = (minutes: number): number => (minutes / 60) * HOUR_PX;

/** `YYYY-MM-DDTHH:mm` of a minute of `day` (1440: the next day's midnight), as a `datetime-local` value. */
export function localAt(day: string, minutes: number): string {
  const date = minutes >= DAY_MINUTES ? addDays(day, 1) : day;
  const rest = minutes % DAY_MINUTES;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(Math.floor(rest / 60))}:${pad(Math.floor(rest % 60))}`;
}
