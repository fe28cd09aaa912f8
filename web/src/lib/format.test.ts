import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import {
  formatClock,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercentPoints,
  formatSpanEnds,
} from './format';

// Local-time constructor: independent of the machine's time zone.
const moment = new Date(2026, 10, 21, 7, 5, 9);

describe('formatDate', () => {
  it('writes DD.MM.YYYY in German', () => {
    expect(formatDate(moment, 'de')).toBe('21.11.2026');
  });
  it('writes DD/MM/YYYY (en-GB) in English', () => {
    expect(formatDate(moment, 'en')).toBe('21/11/2026');
  });
  it('accepts ISO strings and answers empty for missing or invalid input', () => {
    expect(formatDate(moment.toISOString(), 'de')).toBe('21.11.2026');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('not a date', 'de')).toBe('');
  });
  it('follows the current language by default', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(moment)).toBe('21/11/2026');
    await i18n.changeLanguage('de');
    expect(formatDate(moment)).toBe('21.11.2026');
  });
});

describe('formatDateTime', () => {
  it('writes DD.MM.YYYY HH:mm:ss with a 24 h clock', () => {
    expect(formatDateTime(moment, 'de')).toBe('21.11.2026 07:05:09');
    expect(formatDateTime(new Date(2026, 0, 2, 23, 59, 58), 'de')).toBe('02.01.2026 23:59:58');
  });
  it('uses en-GB in English', () => {
    expect(formatDateTime(moment, 'en')).toBe('21/11/2026 07:05:09');
  });
});

describe('formatClock', () => {
  it('is HH:mm on a 24 h clock in both languages', () => {
    expect(formatClock(new Date(2026, 0, 1, 9, 5, 59), 'de')).toBe('09:05');
    expect(formatClock(new Date(2026, 0, 1, 21, 30), 'en')).toBe('21:30');
    expect(formatClock(null, 'de')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('uses EUR for German', () => {
    expect(formatCurrency(1234.5, 'de')).toBe('1.234,50\u00a0€');
  });
  it('uses USD for English', () => {
    expect(formatCurrency(1234.5, 'en')).toBe('$1,234.50');
  });
  it('accepts decimal strings and ignores garbage', () => {
    expect(formatCurrency('0.1', 'de')).toBe('0,10\u00a0€');
    expect(formatCurrency('abc', 'en')).toBe('');
    expect(formatCurrency(undefined, 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses the language separators', () => {
    expect(formatNumber(1234.567, 'de', 2)).toBe('1.234,57');
    expect(formatNumber(1234.567, 'en', 2)).toBe('1,234.57');
  });
});

describe('formatSpanEnds', () => {
  it("names the end's day only where it is another day", () => {
    const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute);
    expect(formatSpanEnds(at(24, 20, 15), at(24, 22, 0), 'de')).toEqual(['24.11.2026, 20:15', '22:00']);
    expect(formatSpanEnds(at(24, 23, 30), at(25, 1, 0), 'en')).toEqual([
      '24/11/2026, 23:30',
      '25/11/2026, 01:00',
    ]);
  });
});

describe('formatPercentPoints', () => {
  it('writes percentage points as the language does, the sign unbreakably apart in German only', () => {
    expect(formatPercentPoints(31.5, 'de')).toBe('31,5\u00a0%');
    expect(formatPercentPoints(31.5, 'en')).toBe('31.5%');
    expect(formatPercentPoints(4, 'en', 1)).toBe('4.0%');
    expect(formatPercentPoints(12.345, 'de')).toBe('12,35\u00a0%');
    expect(formatPercentPoints(null, 'de')).toBe('');
    expect(formatPercentPoints(Number.NaN, 'en')).toBe('');
  });
});

describe('formatKiB', () => {
  it('writes KiB with one decimal and the language separators', async () => {
    const { formatKiB } = await import('./format');
    expect(formatKiB(12_595, 'de')).toBe('12,3 KiB');
    expect(formatKiB(12_595, 'en')).toBe('12.3 KiB');
    expect(formatKiB(2_000_000, 'de')).toBe('1.953,1 KiB');
    expect(formatKiB(0, 'en')).toBe('0.0 KiB');
    expect(formatKiB(null, 'de')).toBe('');
  });
});
