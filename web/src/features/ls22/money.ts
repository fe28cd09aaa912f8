import type { Language } from '../../i18n';
import { CURRENCIES, LOCALES } from '../../lib/format';

/**
 * Money of the savegame: decimal strings exactly as the game wrote them (`1234.000123`). They are formatted and added
 * without ever becoming floats; only the charts get numbers (a pixel needs no exactness).
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

export const isAmount = (value: string | null | undefined): value is string =>
  typeof value === 'string' && DECIMAL.test(value.trim());

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(lang: Language, compact: boolean): Intl.NumberFormat {
  const key = `${lang}|${compact}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: CURRENCIES[lang],
      currencyDisplay: 'narrowSymbol',
      ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** An amount in the language's currency with 2 places, rounded from the exact string; '' for none. */
export function formatMoney(value: string | null | undefined, lang: Language): string {
  if (!isAmount(value)) return '';
  return formatOf(lang, false).format(value.trim() as Intl.StringNumericLiteral);
}

/** A chart axis' short form: 12 T€ (de), $12K (en). */
export function formatMoneyCompact(value: number, lang: Language): string {
  return Number.isFinite(value) ? formatOf(lang, true).format(value) : '';
}

/** The amount without its sign. */
export const magnitudeOf = (value: string): string => value.trim().replace(/^[+-]/, '');
