import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DURATION_SECONDS, formatDuration, formatLongDuration, parseDuration } from './duration.js';
import { durationInput } from './timetracking.js';

const seconds = fc.integer({ min: 0, max: MAX_DURATION_SECONDS });

describe('parseDuration', () => {
  it('reads the typed forms of the spec', () => {
    expect(parseDuration('1d2h24m')).toBe(95_040);
    expect(parseDuration('2h')).toBe(7_200);
    expect(parseDuration('90m')).toBe(5_400);
    expect(parseDuration('1h30m15s')).toBe(5_415);
    expect(parseDuration('1d')).toBe(86_400);
    expect(parseDuration('01:02:03')).toBe(3_723);
    expect(parseDuration('26:00:00')).toBe(93_600);
    expect(parseDuration('1d 02:24:00')).toBe(95_040);
    expect(parseDuration(' 2H 30M ')).toBe(9_000);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '2h1d',
      '1.5h',
      '1h1h',
      '-2h',
      '12:60:00',
      '1:2:3',
      '2w',
      '10:00',
      'h',
    ]) {
      expect([bad, parseDuration(bad)]).toEqual([bad, null]);
    }
    expect(parseDuration(`${MAX_DURATION_SECONDS + 1}s`)).toBeNull();
  });

  it('reads any combination of units as their sum', () => {
    const part = fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, part, (d, h, m, s) => {
        fc.pre([d, h, m, s].some((p) => p !== undefined));
        const typed = [
          [d, 'd'],
          [h, 'h'],
          [m, 'm'],
          [s, 's'],
        ]
          .filter(([n]) => n !== undefined)
          .map(([n, unit]) => `${n}${unit}`)
          .join('');
        expect(parseDuration(typed)).toBe((d ?? 0) * 86_400 + (h ?? 0) * 3_600 + (m ?? 0) * 60 + (s ?? 0));
      }),
    );
  });
});

describe('formatDuration', () => {
  it('writes HH:mm:ss with days where there are any', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(5_415)).toBe('01:30:15');
    expect(formatDuration(95_040)).toBe('1d 02:24:00');
    expect(formatDuration(-61)).toBe('-00:01:01');
  });

  it('round-trips through parseDuration', () => {
    fc.assert(
      fc.property(seconds, (n) => {
        expect(parseDuration(formatDuration(n))).toBe(n);
      }),
    );
  });

  it('writes what parseDuration reads back to the same text', () => {
    fc.assert(
      fc.property(seconds, (n) => {
        const shown = formatDuration(n);
        expect(formatDuration(parseDuration(shown) ?? -1)).toBe(shown);
      }),
    );
  });
});

describe('formatLongDuration', () => {
  it('counts 365-day years from a year on', () => {
    expect(formatLongDuration(364 * 86_400)).toBe('364d 00:00:00');
    expect(formatLongDuration(365 * 86_400)).toBe('1y 0d 00:00:00');
    expect(formatLongDuration(2 * 365 * 86_400 + 14 * 86_400 + 3_600, { year: 'J', day: 'T' })).toBe(
      '2J 14T 01:00:00',
    );
  });

  it('keeps every second', () => {
    fc.assert(
      fc.property(seconds, (n) => {
        const match = /^(?:(\d+)y (\d+)d )?(.+)$/.exec(formatLongDuration(n));
        const [, years = '0', days = '0', rest = ''] = match ?? [];
        expect(Number(years) * 365 * 86_400 + Number(days) * 86_400 + (parseDuration(rest) ?? NaN)).toBe(n);
      }),
    );
  });
});

describe('durationInput', () => {
  it('takes seconds or a typed duration, and names the rule otherwise', () => {
    expect(durationInput().parse(90)).toBe(90);
    expect(durationInput().parse('1d2h24m')).toBe(95_040);
    for (const bad of ['soon', -1, 1.5, MAX_DURATION_SECONDS + 1]) {
      const result = durationInput().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('duration');
    }
  });
});
