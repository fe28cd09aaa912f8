import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { DateScalar } from './scalars.js';

describe('Date', () => {
  it('passes real calendar days through, both ways', () => {
    for (const day of ['2026-11-24', '2024-02-29', '0001-01-01']) {
      expect(DateScalar.serialize(day)).toBe(day);
      expect(DateScalar.parseValue(day)).toBe(day);
      expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: day })).toBe(day);
    }
  });

  it('refuses days that do not exist and anything else than YYYY-MM-DD', () => {
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-11-31',
      '2026-11-24T00:00:00Z',
      '24.11.2026',
      20261124,
    ]) {
      expect(() => DateScalar.parseValue(value), String(value)).toThrow('Date cannot represent');
      expect(() => DateScalar.serialize(value), String(value)).toThrow('Date cannot represent');
    }
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow('YYYY-MM-DD string');
  });
});
