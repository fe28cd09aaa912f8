// Durations as members type them and as the portal shows them (spec 02 §5, spec 01 §9): one implementation that
// the backend, the gateway and the web share, so a typed `1d2h24m` means the same seconds everywhere. Free of zod:
// the web imports it alone (`@portal/contract/duration`); the request rules are in timetracking.ts.
//
// Work time is shown in hours (spec 01 §9: duration HH:mm:ss, the hours running past 24): a 40-hour week is
// `40:00:00`, never `1d 16:00:00`, which a worker reads as one working day and 16 hours. A typed `d` stays
// accepted as 24 hours (a calendar day, as a record may last one), and every display of it is in hours.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The longest duration accepted (ten 365-day years): stored as a 32-bit integer of seconds. */
export const MAX_DURATION_SECONDS = 10 * 365 * DAY;

/** The issue message of a text that is no duration (`validation.duration` in the backend's catalogue). */
export const DURATION_RULE = 'duration';

/** `1d2h24m`, `2h`, `90m`, `1h30m15s`: units in falling order, each at most once, blanks between them allowed. */
const UNIT_FORM = /^(?:(\d{1,9})\s*d)?\s*(?:(\d{1,9})\s*h)?\s*(?:(\d{1,9})\s*m)?\s*(?:(\d{1,9})\s*s)?$/i;
/** `HH:mm:ss` as formatDuration writes it (hours beyond 23 allowed), also with days in front: `1d 02:24:00`. */
const CLOCK_FORM = /^(?:(\d{1,9})\s*d\s*)?(\d{1,9}):([0-5]\d):([0-5]\d)$/i;

/**
 * Seconds of a typed duration (`1d2h24m`, `2h`, `90m`, `1h30m15s`, `HH:mm:ss`; `d` is 24 hours); null for anything
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

/** `HH:mm:ss` of whole seconds, the hours running on past 24 (`26:24:00`); negative with a leading `-`. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  if (total < 0) return `-${formatDuration(-total)}`;
  return `${pad(Math.floor(total / HOUR))}:${pad(Math.floor((total % HOUR) / MINUTE))}:${pad(total % MINUTE)}`;
}
