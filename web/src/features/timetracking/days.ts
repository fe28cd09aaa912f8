import { wallClock } from '@portal/contract/zone';
import type { Language } from '../../i18n';
import { LOCALES } from '../../lib/format';

// Calendar days (`YYYY-MM-DD`) as the week grid and the calendar count them: days of the member's time zone, added
// and named as dates alone, so that no browser zone or change of offset moves them.

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day's noon in UTC: the instant its name and arithmetic are taken from. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Whether `value` is a real day written `YYYY-MM-DD`. */
export function isDay(value: string | null | undefined): value is string {
  return Boolean(value && DAY.test(value) && noonOf(value).toISOString().slice(0, 10) === value);
}

/** Today in `timeZone`. */
export const todayIn = (timeZone: string | undefined): string => wallClock(new Date(), timeZone).slice(0, 10);

export const addDays = (day: string, days: number): string =>
  new Date(noonOf(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week `day` lies in (weeks begin on Monday). */
export const mondayOf = (day: string): string => addDays(day, -((noonOf(day).getUTCDay() + 6) % 7));

/** The seven days of the week from `monday`. */
export const weekOf = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The weekday's name: `Montag` / `Monday` (long), `Mo` / `Mon` (short). */
export function weekdayName(day: string, lang: Language, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: width, timeZone: 'UTC' }).format(noonOf(day));
}

/** Day and month: `30.11.` (de), `30/11` (en). */
export function dayMonth(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    noonOf(day),
  );
}
