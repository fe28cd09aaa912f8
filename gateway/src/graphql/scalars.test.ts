import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { DateScalar, DateTimeScalar } from './scalars.js';

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

describe('DateTime', () => {
  it('answers every timestamp in toISOString form, in UTC', () => {
    expect(DateTimeScalar.serialize('2026-11-21T23:00:00.000Z')).toBe('2026-11-21T23:00:00.000Z');
    expect(DateTimeScalar.serialize('2026-11-21T23:00:00Z')).toBe('2026-11-21T23:00:00.000Z');
    expect(DateTimeScalar.serialize('2026-11-22T00:00:00+01:00')).toBe('2026-11-21T23:00:00.000Z');
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2026, 10, 21, 23)))).toBe('2026-11-21T23:00:00.000Z');
    expect(DateTimeScalar.parseValue('2026-11-22T00:00:00+01:00')).toBe('2026-11-21T23:00:00.000Z');
  });

  it('refuses what is no point in time', () => {
    for (const value of ['yesterday', '', null, {}]) {
      expect(() => DateTimeScalar.serialize(value), String(value)).toThrow('DateTime cannot represent');
    }
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow('ISO 8601 string');
  });
});
