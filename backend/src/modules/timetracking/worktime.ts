// What the German working-time act (ArbZG) says about a day's work: shown to the member, never blocking.

export type WorkingTimeWarning = 'long_day' | 'missing_break';

/** A span of work in seconds since the epoch (a record cut to the day, less its breaks). */
export type Interval = readonly [start: number, stop: number];

const HOUR = 3600;
/** §3: a working day lasts at most 10 hours. */
const LONGEST_DAY = 10 * HOUR;
/** §4: a break counts from 15 minutes on. */
const SHORTEST_BREAK = 15 * 60;
/** §4: more than 6 hours need 30 minutes of breaks, more than 9 hours 45. */
const BREAKS_NEEDED: readonly (readonly [worked: number, breaks: number])[] = [
  [9 * HOUR, 45 * 60],
  [6 * HOUR, 30 * 60],
];

export interface WorkingTimeDay {
  worked_seconds: number;
  break_seconds: number;
  warnings: WorkingTimeWarning[];
}

/**
 * A day's worked time and breaks from its spans of work: a break is a pause between two spans (a record's pause
 * or the gap between two records) of at least 15 minutes.
 */
export function workingTimeOf(spans: readonly Interval[]): WorkingTimeDay {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let worked = 0;
  let breaks = 0;
  let end: number | null = null;
  for (const [start, stop] of sorted) {
    if (end !== null && start - end >= SHORTEST_BREAK) breaks += start - end;
    worked += stop - start;
    end = end === null ? stop : Math.max(end, stop);
  }
  const warnings: WorkingTimeWarning[] = [];
  if (worked > LONGEST_DAY) warnings.push('long_day');
  const needed = BREAKS_NEEDED.find(([over]) => worked > over);
  if (needed && breaks < needed[1]) warnings.push('missing_break');
  return { worked_seconds: worked, break_seconds: breaks, warnings };
}
