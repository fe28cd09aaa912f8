import { describe, expect, it } from 'vitest';
import { fixDecimals, formatDecimal, parseDecimal } from './decimal';

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
});
