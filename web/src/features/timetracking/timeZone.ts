import { useQuery } from '@apollo/client/react';
import { instantAt, wallClock } from '@portal/contract/zone';
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

/** An ISO instant as a `datetime-local` value in `timeZone`. */
export function localOfIso(iso: string | null | undefined, timeZone: string | undefined): string {
  return iso ? wallClock(new Date(iso), timeZone) : '';
}

/** A `datetime-local` value in `timeZone` as an ISO instant; null when empty or invalid. */
export function isoOfLocal(value: string, timeZone: string | undefined): string | null {
  return instantAt(value, timeZone)?.toISOString() ?? null;
}
