import { useQuery } from '@apollo/client/react';
import { TimeTrackingSettingsQuery } from './operations';

/**
 * The member's time zone (their time-tracking settings; Europe/Berlin until changed). The server counts days in it
 * and writes the times of its messages in it, so the screens show and take times in it too, whatever zone the
 * browser is in. Undefined while it loads (the formats then use the browser's zone); the browser's when it cannot.
 */
export function useTimeZone(): string | undefined {
  const { data, error } = useQuery(TimeTrackingSettingsQuery, { fetchPolicy: 'cache-first' });
  return data?.timeTrackingSettings.timeZone ?? (error ? browserTimeZone() : undefined);
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `YYYY-MM-DDTHH:mm:ss` of an instant as the clocks in `timeZone` show it (the browser's without one). */
function wallClock(date: Date, timeZone: string | undefined): string {
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

/** An ISO instant as a `datetime-local` value in `timeZone`. */
export function localOfIso(iso: string | null | undefined, timeZone: string | undefined): string {
  return iso ? wallClock(new Date(iso), timeZone) : '';
}

/** A `datetime-local` value in `timeZone` as an ISO instant; null when empty or invalid. */
export function isoOfLocal(value: string, timeZone: string | undefined): string | null {
  const wall = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)
    ? Date.parse(`${value}Z`)
    : NaN;
  if (Number.isNaN(wall)) return null;
  // the zone's offset at the guess, taken twice so that a change of offset near the time settles
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - (Date.parse(`${wallClock(new Date(at), timeZone)}Z`) - at);
  return new Date(at).toISOString();
}
