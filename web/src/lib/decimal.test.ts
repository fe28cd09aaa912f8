import { describe, expect, it } from 'vitest';
import {
  decimalString,
  exactDecimal,
  fixDecimals,
  formatDecimal,
  parseDecimal,
  signOfDecimal,
  sumDecimals,
} from './decimal';

describe('decimal strings', () => {
  it('reads German input: comma decimal mark, dot groups', () => {
    expect(parseDecimal('1.234,5', 'de')).toEqual({ ok: true, value: '1234.5' });
    expect(parseDecimal('1234,56', 'de')).toEqual({ ok: true, value: '1234.56' });
    expect(parseDecimal('12.5', 'de')).toEqual({ ok: true, value: '12.5' });
    expect(parseDecimal('-0,50', 'de')).toEqual({ ok: true, value: '-0.50' });
    expect(parseDecimal('', 'de')).toEqual({ ok: true, value: '' });
  });

  it('reads English input: dot decimal mark, comma groups', () => {
    expect(parseDecimal('1,234.5', 'en')).toEqual({ ok: true, value: '1234.5' });
    expect(parseDecimal('0.75', 'en')).toEqual({ ok: true, value: '0.75' });
    expect(parseDecimal('1,5', 'en').ok).toBe(false);
  });

  it('refuses more places than allowed, letters and negative amounts where not allowed', () => {
    expect(parseDecimal('1,234', 'de', 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(parseDecimal('1,234', 'de', 3)).toEqual({ ok: true, value: '1.234' });
    expect(parseDecimal('12a', 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseDecimal('-5', 'en', 2, false)).toEqual({ ok: false, reason: 'negative' });
  });

  it('formats per language with a fixed number of places', () => {
    expect(formatDecimal('1234.5', 'de')).toBe('1.234,50');
    expect(formatDecimal('1234.5', 'en')).toBe('1,234.50');
    expect(formatDecimal('-1234567', 'de')).toBe('-1.234.567,00');
    expect(formatDecimal('', 'de')).toBe('');
    expect(fixDecimals('3', 2)).toBe('3.00');
  });

  it('adds decimal strings exactly, whatever their scale, sign or exponent', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['-1.5', '0.25', null, undefined, '', 'abc'])).toBe('-1.25');
    expect(sumDecimals(['1e-8', '2E+2'])).toBe('200.00000001');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumDecimals(['-1234.000123', '-0.000001', '+34'])).toBe('-1200.000124');
    expect(sumDecimals(new Set(['0.5', '-0.75']))).toBe('-0.25');
    // digits a float would lose
    expect(sumDecimals(['9007199254740993.000001', '1'])).toBe('9007199254740994.000001');
  });

  it('reads the sign and the exact value of a decimal string', () => {
    expect(signOfDecimal('-0.0001')).toBe(-1);
    expect(signOfDecimal('-0.000')).toBe(0);
    expect(signOfDecimal('+3')).toBe(1);
    expect(signOfDecimal(null)).toBe(0);
    expect(signOfDecimal('1,5')).toBe(0);
    expect(exactDecimal(' -12.50 ')).toEqual({ digits: -1250n, scale: 2 });
    expect(exactDecimal('3e2')).toEqual({ digits: 300n, scale: 0 });
    expect(decimalString({ digits: -5n, scale: 2 })).toBe('-0.05');
  });
});
