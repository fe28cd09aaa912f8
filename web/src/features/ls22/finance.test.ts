import { describe, expect, it } from 'vitest';
import { columnsOf, largestItems, summaryOf, valuesOf, type FinancialRow } from './finance';
import { formatMoney } from './money';

const row = (day: number, values: Partial<FinancialRow>, extra: Record<string, string> = {}): FinancialRow =>
  ({ __typename: 'Ls22FinancialRow', day, extra: JSON.stringify(extra), ...values }) as FinancialRow;

describe('formatMoney', () => {
  it('formats the exact string in the language and its currency, rounded to cents', () => {
    expect(formatMoney('1234567.005', 'de')).toBe('1.234.567,01\u00a0€');
    expect(formatMoney('-1234.994', 'en')).toBe('-$1,234.99');
    expect(formatMoney('9007199254740993.5', 'en')).toBe('$9,007,199,254,740,993.50');
    expect(formatMoney(null, 'de')).toBe('');
    expect(formatMoney('1e5', 'de')).toBe('');
  });
});

describe('the financial rows', () => {
  const rows = [
    row(1, { harvestIncome: '1000.500000', purchaseFuel: '-200.250000', soldMilk: null }),
    row(2, { harvestIncome: '10.000001', wagePayment: '-3000' }, { carbonCredits: '42.5' }),
  ];

  it('reads every written column, the extra ones included, and leaves unwritten ones out', () => {
    expect(valuesOf(rows[0]!)).toEqual({ harvestIncome: '1000.500000', purchaseFuel: '-200.250000' });
    expect(valuesOf(rows[1]!)).toEqual({
      harvestIncome: '10.000001',
      wagePayment: '-3000',
      carbonCredits: '42.5',
    });
    expect(columnsOf(rows)).toEqual(['harvestIncome', 'purchaseFuel', 'wagePayment', 'carbonCredits']);
  });

  it('treats unreadable extra text as no extra columns', () => {
    expect(valuesOf({ ...row(3, { other: '1' }), extra: 'not json' })).toEqual({ other: '1' });
    expect(valuesOf({ ...row(3, {}), extra: '["1"]' })).toEqual({});
  });

  it('sums a day into income, expenses and balance exactly', () => {
    expect(summaryOf(rows[1]!)).toMatchObject({
      day: 2,
      income: '52.500001',
      expenses: '-3000',
      net: '-2947.499999',
    });
  });

  it('ranks the items by their total over the history, income and expenses alike', () => {
    expect(largestItems(rows, 2)).toEqual([
      { column: 'wagePayment', total: '-3000' },
      { column: 'harvestIncome', total: '1010.500001' },
    ]);
    expect(largestItems([row(1, { other: '0.00' })], 5)).toEqual([]);
  });
});
