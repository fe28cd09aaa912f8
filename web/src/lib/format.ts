import { currentLanguage, type Language } from '../i18n';

/** Locale per language: German dates DD.MM.YYYY; English uses en-GB (DD/MM/YYYY). */
export const LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-GB' };
/** Currency per language (spec §1): EUR for de, USD for en. */
export const CURRENCIES: Readonly<Record<Language, string>> = { de: 'EUR', en: 'USD' };

type DateInput = Date | string | number | null | undefined;

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// The date and time formats below show a moment in the browser's time zone, or in `timeZone` (an IANA name) where
// a screen counts in another (time tracking counts in the member's).

/** DD.MM.YYYY (de) or DD/MM/YYYY (en); '' for no or an invalid date. */
export function formatDate(value: DateInput, lang: Language = currentLanguage(), timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** HH:mm:ss, 24 h clock. */
export function formatTime(value: DateInput, lang: Language = currentLanguage(), timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { ...CLOCK, second: '2-digit', timeZone }).format(date);
}

/** HH:mm, 24 h clock: times of day where seconds say nothing (a programme guide). */
export function formatClock(value: DateInput, lang: Language = currentLanguage(), timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { ...CLOCK, timeZone }).format(date);
}

/** DD.MM.YYYY HH:mm:ss (de) or DD/MM/YYYY HH:mm:ss (en). */
export function formatDateTime(
  value: DateInput,
  lang: Language = currentLanguage(),
  timeZone?: string,
): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, lang, timeZone)} ${formatTime(date, lang, timeZone)}`;
}

/**
 * The two ends of a span of time, the end's day only where it is another day: ['24.11.2026, 20:15', '22:00'] or
 * ['24.11.2026, 23:30', '25.11.2026, 01:00'] (de).
 */
export function formatSpanEnds(
  from: DateInput,
  to: DateInput,
  lang: Language = currentLanguage(),
): [string, string] {
  const fromDay = formatDate(from, lang);
  const toDay = formatDate(to, lang);
  return [
    `${fromDay}, ${formatClock(from, lang)}`,
    `${toDay === fromDay ? '' : `${toDay}, `}${formatClock(to, lang)}`,
  ];
}

/** Money in the language's currency: 1.234,50 € (de), $1,234.50 (en). Accepts decimal strings. */
export function formatCurrency(
  amount: number | string | null | undefined,
  lang: Language = currentLanguage(),
): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: CURRENCIES[lang],
    currencyDisplay: 'narrowSymbol',
  }).format(value);
}

/** A plain number with the language's separators. */
export function formatNumber(
  value: number | string | null | undefined,
  lang: Language = currentLanguage(),
  fractionDigits?: number,
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  return new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(n);
}

/**
 * Percentage points as the language writes them, unbreakable: 31,5 % (de), 31.5% (en). Up to two decimals, or
 * exactly `fractionDigits`.
 */
export function formatPercentPoints(
  points: number | null | undefined,
  lang: Language = currentLanguage(),
  fractionDigits?: number,
): string {
  if (points === null || points === undefined || !Number.isFinite(points)) return '';
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 2,
  }).format(points / 100);
}

/** A file size in KiB with one decimal and the language's separators: 12,3 KiB (de), 12.3 KiB (en). */
export function formatKiB(bytes: number | null | undefined, lang: Language = currentLanguage()): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  return `${formatNumber(bytes / 1024, lang, 1)} KiB`;
}
