import { describe, expect, it } from 'vitest';
import { cumulativeNetProfit, type HistoryRow } from './history';
import { formatAmount, formatPercent, liquidationDistance } from './numbers';

describe('amounts in the long and the short form', () => {
  it('formats the decimal string exactly, with the language separators: 4 places long, 2 short', () => {
    // more digits than a float holds: the string is formatted as it is, not through a number
    const huge = '12345678901234567.123456789';
    expect(formatAmount(huge, 'de', 'long')).toBe('12.345.678.901.234.567,1235');
    expect(formatAmount(huge, 'en', 'long')).toBe('12,345,678,901,234,567.1235');
    expect(formatAmount(huge, 'de', 'short')).toBe('12.345.678.901.234.567,12');
    expect(formatAmount('1234.5678', 'de')).toBe('1.234,5678');
    expect(formatAmount('0.1', 'en', 'long')).toBe('0.1000');
    // half away from zero, also where a float would be a hair below (1.005 is 1.00499999… as a double)
    expect(formatAmount('1.005', 'en', 'short')).toBe('1.01');
    expect(formatAmount('-1.005', 'en', 'short')).toBe('-1.01');
    expect(formatAmount('1e-8', 'en', 'long')).toBe('0.0000');
  });

  it('signs gains and losses when asked, and leaves zero unsigned', () => {
    expect(formatAmount('12.3', 'en', 'long', { signed: true })).toBe('+12.3000');
    expect(formatAmount('-0.5', 'de', 'short', { signed: true })).toBe('-0,50');
    expect(formatAmount('0', 'de', 'short', { signed: true })).toBe('0,00');
  });

  it('gives nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'abc', '1,5', 'NaN', '1.2.3'])
      expect(formatAmount(value, 'de')).toBe('');
  });

  it('formats a ratio as a percentage with 2 places', () => {
    expect(formatPercent('0.12345', 'en')).toBe('12.35%');
    expect(formatPercent('0.004', 'de')).toBe('0,40\u00a0%');
    expect(formatPercent(null, 'de')).toBe('');
  });
});

describe('the distance to liquidation', () => {
  it('measures the distance to liquidation as a share of the mark price, for longs and shorts', () => {
    expect(liquidationDistance('100', '90')).toBe('0.10000000');
    expect(liquidationDistance('100', '125.5')).toBe('0.25500000');
    expect(formatPercent(liquidationDistance('64000.5', '58000.25'), 'de')).toBe('9,38\u00a0%');
    // no liquidation price (Bitget: "", 0 or below for a position that cannot be liquidated) or no mark price
    expect(liquidationDistance('100', null)).toBeNull();
    expect(liquidationDistance('100', '0')).toBeNull();
    expect(liquidationDistance('100', '-3')).toBeNull();
    expect(liquidationDistance(null, '90')).toBeNull();
  });
});

describe('the cumulative net profit', () => {
  const row = (positionId: string, closed: string | null, netProfit: string | null, marginCoin = 'USDT') =>
    ({ positionId, symbol: 'BTCUSDT', marginCoin, modifiedAt: closed, netProfit }) as HistoryRow;

  it('adds up the net profit in closing order, per margin coin, exactly', () => {
    const series = cumulativeNetProfit([
      row('3', '2026-11-03T10:00:00.000Z', '-0.3'),
      row('1', '2026-11-01T10:00:00.000Z', '0.1'),
      row('2', '2026-11-02T10:00:00.000Z', '0.2'),
      row('4', '2026-11-02T12:00:00.000Z', '0.00001', 'BTC'),
      row('5', null, '100'),
      row('6', '2026-11-04T10:00:00.000Z', null),
    ]);
    expect(series.coins).toEqual(['USDT', 'BTC']);
    expect(series.points.map((p) => p.time)).toEqual(
      [
        '2026-11-01T10:00:00.000Z',
        '2026-11-02T10:00:00.000Z',
        '2026-11-02T12:00:00.000Z',
        '2026-11-03T10:00:00.000Z',
      ].map(Date.parse),
    );
    expect(series.exact).toEqual([
      { USDT: '0.1' },
      { USDT: '0.3' },
      { USDT: '0.3', BTC: '0.00001' },
      { USDT: '0.0', BTC: '0.00001' },
    ]);
    expect(series.points[1]?.USDT).toBeCloseTo(0.3);
  });
});
