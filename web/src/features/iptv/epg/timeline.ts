// The EPG timeline's arithmetic: which hours it shows, where a programme sits in them, what runs now and next.

export const HOUR_MS = 3_600_000;
/** Hours shown (and fetched) at once; the API answers at most 24 per request. */
export const WINDOW_HOURS = 6;
/** How far Earlier / Later move the window. */
export const STEP_HOURS = 3;

/** A span of time in epoch milliseconds, `from` inclusive, `to` exclusive. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The window that starts at the full (local) hour before the current one, so the running programmes show. */
export function windowAround(now: number): TimeWindow {
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  const from = hour.getTime() - HOUR_MS;
  return { from, to: from + WINDOW_HOURS * HOUR_MS };
}

export function shifted(window: TimeWindow, hours: number): TimeWindow {
  return { from: window.from + hours * HOUR_MS, to: window.to + hours * HOUR_MS };
}

/** The full hours inside the window (the time scale's marks). */
export function hourMarks(window: TimeWindow): number[] {
  const first = new Date(window.from);
  if (first.getMinutes() || first.getSeconds() || first.getMilliseconds()) {
    first.setMinutes(60, 0, 0);
  }
  const marks: number[] = [];
  for (let t = first.getTime(); t < window.to; t += HOUR_MS) marks.push(t);
  return marks;
}

/** Where `time` lies in the window, in percent of its width (outside the window: below 0 or above 100). */
export function percentOf(window: TimeWindow, time: number): number {
  return ((time - window.from) / (window.to - window.from)) * 100;
}

/** A programme's place on the track (percent), cut to the window; null when it lies outside. */
export function placeOf(
  window: TimeWindow,
  start: number,
  stop: number,
): { left: number; width: number } | null {
  const from = Math.max(start, window.from);
  const to = Math.min(stop, window.to);
  if (to <= from) return null;
  const left = percentOf(window, from);
  return { left, width: percentOf(window, to) - left };
}

/**
 * The index of the programme running at `now` and of the one after it in `programmes` (sorted by start);
 * -1 for none. Without a running one, "next" is the first that starts later.
 */
export function nowAndNext(
  programmes: readonly { start: string; stop: string }[],
  now: number,
): { running: number; next: number } {
  const running = programmes.findIndex((p) => Date.parse(p.start) <= now && now < Date.parse(p.stop));
  const after = running === -1 ? now : Date.parse(programmes[running]!.stop);
  const next = programmes.findIndex((p, i) => i !== running && Date.parse(p.start) >= after);
  return { running, next };
}
