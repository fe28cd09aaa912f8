// The working-day targets: which days ask for time, and how much.
import type { SettingsRow } from './settings.dal.js';
import type { HolidayNames } from './holidays.js';
import { daysBetween, weekday } from './time.js';

/** The seconds a working day asks: working hours less short-time work. */
export const dailyTarget = (s: SettingsRow) =>
  Math.round(Math.max(0, s.working_hours_per_day - s.short_time_work_hours_per_day) * 3600);

/** What day `day` (YYYY-MM-DD) asks: the daily target on the member's working days, nothing on public holidays. */
export const targetOfDay = (s: SettingsRow, day: string, holidays: HolidayNames) =>
  weekday(day) < s.working_days_in_week && !holidays.has(day) ? dailyTarget(s) : 0;

/** What the days from `from` to `to` (both included) ask together. */
export const targetBetween = (s: SettingsRow, from: string, to: string, holidays: HolidayNames) =>
  daysBetween(from, to).reduce((sum, day) => sum + targetOfDay(s, day, holidays), 0);
