import type { Language } from '../i18n';

/** Separators per language: German 1.234,56; English 1,234.56. */
const SEPARATORS: Record<Language, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

export type DecimalParse =
  { ok: true; value: string } | { ok: false; reason: 'format' | 'decimals' | 'negative' };

/**
 * Reads what a member typed as a decimal string with a dot ('1234.5'), never through a float. German input
 * uses the comma as decimal mark and dots as thousands groups; a lone dot with no comma that does not form
 * thousands groups (`12.5`) is read as the decimal mark too. Empty input gives ''. At most `decimals` places.
 */
export function parseDecimal(
  input: string,
  lang: Language,
  decimals = 2,
  allowNegative = true,
): DecimalParse {
  let text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { ok: true, value: '' };
  const { decimal, group } = SEPARATORS[lang];
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (text.startsWith('+')) text = text.slice(1);
  const groups = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`);
  if (groups.test(text)) {
    text = text.split(group).join('');
  } else if (lang === 'de' && !text.includes(',') && /^\d*\.\d*$/.test(text)) {
    // "12.5" on a German keyboard's number pad
  } else if (text.includes(group) && text.includes(decimal)) {
    return { ok: false, reason: 'format' };
  }
  text = text.replace(decimal, '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, reason: 'format' };
  const parts = text.split('.');
  let whole = parts[0] ?? '';
  const fraction = parts[1] ?? '';
  if (fraction.length > decimals) return { ok: false, reason: 'decimals' };
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  if (negative && !allowNegative && !/^0*$/.test(whole + fraction)) return { ok: false, reason: 'negative' };
  const isZero = /^0*$/.test(whole + fraction);
  const value = `${negative && !isZero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
  return { ok: true, value };
}

/** A decimal string ('1234.5') with the language's separators and exactly `decimals` places: '1.234,50'. */
export function formatDecimal(value: string, lang: Language, decimals = 2): string {
  if (value === '' || !/^-?\d+(\.\d+)?$/.test(value)) return value;
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const { decimal, group } = SEPARATORS[lang];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const places = fraction.padEnd(decimals, '0').slice(0, Math.max(decimals, fraction.length));
  return `${negative ? '-' : ''}${grouped}${decimals > 0 || places ? `${decimal}${places}` : ''}`;
}

/** The canonical value with exactly `decimals` places: '1234.5' → '1234.50'. */
export function fixDecimals(value: string, decimals = 2): string {
  if (value === '' || decimals <= 0) return value;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/**
 * Exact arithmetic on decimal strings as servers and files write them (`-1234.000123`, `1e-8`): they are added and
 * compared as big integers, never as floats.
 */
const EXACT = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** An exact decimal: `digits` × 10^-`scale` (scale ≥ 0). */
export interface ExactDecimal {
  digits: bigint;
  scale: number;
}

/** The exact value of a decimal string; null for a missing or unreadable one. */
export function exactDecimal(value: string | null | undefined): ExactDecimal | null {
  const match = typeof value === 'string' ? EXACT.exec(value.trim()) : null;
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let digits = BigInt(`${sign === '-' ? '-' : ''}${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

/** The digits of `exact` at the larger scale `to`. */
export function rescaleDecimal({ digits, scale }: ExactDecimal, to: number): bigint {
  return digits * 10n ** BigInt(to - scale);
}

/** The plain decimal string of an exact value ('-0.05', '200.00000001'). */
export function decimalString({ digits, scale }: ExactDecimal): string {
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = scale > 0 ? `.${text.slice(text.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** -1, 0 or 1: the sign of a decimal string (0 for a missing or unreadable one). */
export function signOfDecimal(value: string | null | undefined): -1 | 0 | 1 {
  const exact = exactDecimal(value);
  if (!exact || exact.digits === 0n) return 0;
  return exact.digits < 0n ? -1 : 1;
}

/** The exact sum of decimal strings, at the largest scale among them; missing or unreadable ones count as nothing. */
export function sumDecimals(values: Iterable<string | null | undefined>): string {
  const terms = [...values].map(exactDecimal).filter((e): e is ExactDecimal => e !== null);
  const scale = Math.max(0, ...terms.map((e) => e.scale));
  return decimalString({ digits: terms.reduce((sum, e) => sum + rescaleDecimal(e, scale), 0n), scale });
}
