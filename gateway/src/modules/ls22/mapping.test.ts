import { describe, expect, it } from 'vitest';
import { LS22_MONEY_COLUMNS, type RestLs22FinancialRow } from '@portal/contract';
import { configRequest, financialsQuery, toLs22FinancialRow } from './mapping.js';

describe('LS22 mapping', () => {
  it('puts every money column under its camelCase name, each value its own, untouched', () => {
    const row = {
      id: 1,
      farm_id: 2,
      day: 0,
      ...Object.fromEntries(LS22_MONEY_COLUMNS.map((column, i) => [column, `${i}.000001`])),
      extra: {},
    } as RestLs22FinancialRow;
    const mapped = toLs22FinancialRow(row) as unknown as Record<string, unknown>;
    expect(mapped.day).toBe(0);
    expect(mapped.extra).toBe('{}');
    expect(mapped.harvestIncome).toBe(`${LS22_MONEY_COLUMNS.indexOf('harvest_income')}.000001`);
    expect(mapped.productionDeliveryCosts).toBe(
      `${LS22_MONEY_COLUMNS.indexOf('production_delivery_costs')}.000001`,
    );
    expect(new Set(Object.values(mapped)).size).toBe(LS22_MONEY_COLUMNS.length + 2);
    expect(Object.keys(mapped)).not.toContain('harvest_income');
  });

  it('passes day 0 (today in the game) on, and leaves out the days not given', () => {
    expect(financialsQuery({ farmId: '1', fromDay: 0, toDay: null })).toEqual({ from_day: '0' });
    expect(financialsQuery({ farmId: '1' })).toEqual({});
  });

  it('sends the code only when one is given (an empty one keeps the stored one at the backend)', () => {
    expect(configRequest({ serverUrl: 'http://x', code: null })).toEqual({ server_url: 'http://x' });
    expect(configRequest({ code: '' })).toEqual({ server_url: null, code: '' });
  });
});
