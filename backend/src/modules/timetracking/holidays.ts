// Public holidays of a Bundesland, computed offline (date-holidays): days off in every target of a member who set
// `holiday_region`.
import type Holidays from 'date-holidays';
import type { Locale } from '../../http/locale.js';

type HolidaysClass = typeof Holidays;

/** The names of a region's public holidays by day (YYYY-MM-DD). */
export type HolidayNames = ReadonlyMap<string, string>;

// the library and its rules for every country weigh ~12 MB: loaded on the first member who asks
let library: Promise<HolidaysClass> | undefined;
const loadLibrary = () => (library ??= import('date-holidays').then((m) => m.default));

// a year takes the library ~5 ms to compute, and a region's years never change
const cache = new Map<string, HolidayNames>();

async function ofYear(region: string, year: number, locale: Locale): Promise<HolidayNames> {
  const key = `${region}:${year}:${locale}`;
  const known = cache.get(key);
  if (known) return known;
  const Holidays = await loadLibrary();
  const [country, state] = region.split('-');
  const names = new Map(
    new Holidays(country!, state!)
      .getHolidays(year, locale)
      .filter((h) => h.type === 'public')
      .map((h) => [h.date.slice(0, 10), h.name] as const),
  );
  cache.set(key, names);
  return names;
}

/** The public holidays from day `from` to day `to` (both YYYY-MM-DD, included); none without a region. */
export async function holidaysBetween(
  region: string | null,
  from: string,
  to: string,
  locale: Locale = 'de',
): Promise<HolidayNames> {
  const days = new Map<string, string>();
  if (!region) return days;
  for (let year = +from.slice(0, 4); year <= +to.slice(0, 4); year++) {
    for (const [day, name] of await ofYear(region, year, locale))
      if (day >= from && day <= to) days.set(day, name);
  }
  return days;
}
