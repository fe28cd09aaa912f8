import type { Language } from '../../i18n';
import { decimalString, exactDecimal, rescaleDecimal } from '../../lib/decimal';
import { LOCALES } from '../../lib/format';

/**
 * Spec 02 §9 "Crypto decimals: 4 for long and 2 for short" is read as two number formats, not as the positions'
 * sides: the long form (4 places) where a figure is read on its own — the cells of the positions and history
 * tables —, the short form (2 places) where figures are taken in at a glance — the dashboard's cards, the sums and
 * the chart. Both round half away from zero from the exact decimal string the server sent (Intl.NumberFormat reads
 * decimal strings exactly; no float is ever made of an amount that is shown).
 */
export type AmountForm = 'long' | 'short';
export const DECIMALS: Readonly<Record<AmountForm, number>> = { long: 4, short: 2 };

/** A decimal string as the server sends it: optional sign, digits, optional fraction and exponent. */
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(lang: Language, digits: number, style: 'decimal' | 'percent', signed: boolean) {
  const key = `${lang}|${digits}|${style}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}

const isDecimal = (value: string | null | undefined): value is Intl.StringNumericLiteral =>
  typeof value === 'string' && DECIMAL.test(value.trim());

/**
 * An amount in the member's language (de 1.234,5678; en 1,234.5678), in the long or short form; `signed` puts a +
 * before gains. '' for a missing or unreadable value (the cell shows a dash).
 */
export function formatAmount(
  value: string | null | undefined,
  lang: Language,
  form: AmountForm = 'long',
  { signed = false }: { signed?: boolean } = {},
): string {
  if (!isDecimal(value)) return '';
  return formatOf(lang, DECIMALS[form], 'decimal', signed).format(value.trim() as Intl.StringNumericLiteral);
}

/** A ratio (0.1234) as a percentage with 2 places: 12,34 %. */
export function formatPercent(ratio: string | null | undefined, lang: Language): string {
  if (!isDecimal(ratio)) return '';
  return formatOf(lang, 2, 'percent', false).format(ratio.trim() as Intl.StringNumericLiteral);
}

/** Places kept in a quotient (the percentage then shows 2 of them, rounded). */
const QUOTIENT_SCALE = 8;

/**
 * How far the mark price may move before the position is liquidated, as a ratio of the mark price:
 * |mark − liquidation| / mark. Null when there is no liquidation price (the exchange sends none, 0 or less for a
 * position that cannot be liquidated) or no mark price.
 */
export function liquidationDistance(
  markPrice: string | null | undefined,
  liquidationPrice: string | null | undefined,
): string | null {
  const mark = exactDecimal(markPrice);
  const liquidation = exactDecimal(liquidationPrice);
  if (!mark || !liquidation || mark.digits <= 0n || liquidation.digits <= 0n) return null;
  const scale = Math.max(mark.scale, liquidation.scale);
  const difference = rescaleDecimal(mark, scale) - rescaleDecimal(liquidation, scale);
  const distance = difference < 0n ? -difference : difference;
  const quotient = (distance * 10n ** BigInt(QUOTIENT_SCALE)) / rescaleDecimal(mark, scale);
  return decimalString({ digits: quotient, scale: QUOTIENT_SCALE });
}
