// The LS22 savegame's calendar (spec 02 §9), without zod: the web imports it alone
// (`@portal/contract/ls22-calendar`); ls22.ts re-exports it for the backend.

/** The month the savegame's first period is (spec 02 §9: start month 8). */
export const LS22_START_MONTH = 8;

/**
 * The in-game date of a monotonic day (1 = the savegame's first day): each period is a month of `daysPerPeriod`
 * days, the first period is LS22_START_MONTH of year 1.
 */
export function ls22InGameDate(monotonicDay: number, daysPerPeriod: number) {
  const perMonth = Math.max(1, Math.trunc(daysPerPeriod));
  const dayIndex = Math.max(0, Math.trunc(monotonicDay) - 1);
  const months = LS22_START_MONTH - 1 + Math.floor(dayIndex / perMonth);
  return { year: 1 + Math.floor(months / 12), month: (months % 12) + 1, day: (dayIndex % perMonth) + 1 };
}

/** The in-game time of day (`dayTime` in ms since midnight) as HH:mm. */
export function ls22InGameTime(dayTimeMs: number) {
  const minutes = Math.floor(Math.max(0, dayTimeMs) / 60_000) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
