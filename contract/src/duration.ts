// Durations as members type them and as the portal shows them (spec 02 §5, spec 01 §9): one implementation that
// the backend, the gateway and the web share, so a typed `1d2h24m` means the same seconds everywhere. Free of zod:
// the web imports it alone (`@portal/contract/duration`); the request rules are in timetracking.ts.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec 01 §9: a year-and-days display counts 365-day years. */
const YEAR = 365 * DAY;

/** The longest duration accepted (ten 365-day years): stored as a 32-bit integer of seconds. */
export const MAX_DURATION_SECONDS = 10 * YEAR;

/** The issue message of a text that is no duration (`validation.duration` in the backend's catalogue). */
export const DURATION_RULE = 'duration';

/** `1d2h24m`, `2h`, `90m`, `1h30m15s`: units in falling order, each at most once, blanks between them allowed. */
const UNIT_FORM = /^(?:(\d{1,9})\s*d)?\s*(?:(\d{1,9})\s*h)?\s*(?:(\d{1,9})\s*m)?\s*(?:(\d{1,9})\s*s)?$/i;
/** `HH:mm:ss` (hours beyond 23 allowed), or with days in front as formatDuration writes them: `1d 02:24:00`. */
const CLOCK_FORM = /^(?:(\d{1,9})\s*d\s*)?(\d{1,9}):([0-5]\d):([0-5]\d)$/i;

/**
 * Seconds of a typed duration (`1d2h24m`, `2h`, `90m`, `1h30m15s`, `HH:mm:ss`, `1d 02:24:00`); null for anything
 * else, an empty text or more than MAX_DURATION_SECONDS.
 */
export function parseDuration(value: string): number | null {
  const input = value.trim();
  const parts = UNIT_FORM.exec(input) ?? CLOCK_FORM.exec(input);
  if (!input || !parts) return null;
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = parts.slice(1).map((p) => Number(p ?? 0));
  const total = days * DAY + hours * HOUR + minutes * MINUTE + seconds;
  return total <= MAX_DURATION_SECONDS ? total : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm:ss` of whole seconds, days in front where there are any (`1d 02:24:00`); negative with a leading `-`. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  if (total < 0) return `-${formatDuration(-total)}`;
  const days = Math.floor(total / DAY);
  const rest = total % DAY;
  const clock = `${pad(Math.floor(rest / HOUR))}:${pad(Math.floor((rest % HOUR) / MINUTE))}:${pad(rest % MINUTE)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * A total of a year or more as years and days in 365-day years (`2y 14d 03:00:00`; the unit letters are the
 * caller's, e.g. `J`/`T` in German); shorter ones as formatDuration.
 */
export function formatLongDuration(
  seconds: number,
  units: { year: string; day: string } = { year: 'y', day: 'd' },
): string {
  const total = Math.round(seconds);
  if (Math.abs(total) < YEAR) return formatDuration(total);
  if (total < 0) return `-${formatLongDuration(-total, units)}`;
  const years = Math.floor(total / YEAR);
  const days = Math.floor((total % YEAR) / DAY);
  const clock = formatDuration(total % DAY);
  return `${years}${units.year} ${days}${units.day} ${clock}`;
}
