// Wall-clock times in an IANA time zone, for the time tracking, which counts days in the member's zone: one
// implementation that the backend and the web share. Free of zod: the web imports it alone (`@portal/contract/zone`).

/** `YYYY-MM-DDTHH:mm:ss` as the clocks in `timeZone` show an instant (the runtime's zone without one). */
export function wallClock(date: Date, timeZone?: string): string {
  const p = Object.fromEntries(
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
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant the clocks in `timeZone` show `local` (`YYYY-MM-DDTHH:mm`, seconds and their fraction optional, as a
 * `datetime-local` input writes it); null for anything else.
 */
export function instantAt(local: string, timeZone?: string): Date | null {
  const wall = LOCAL.test(local) ? Date.parse(`${local}Z`) : NaN;
  if (Number.isNaN(wall)) return null;
  // the zone's offset at the guess, taken twice so that a change of offset near the time settles
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - (Date.parse(`${wallClock(new Date(at), timeZone)}Z`) - at);
  return new Date(at);
}
