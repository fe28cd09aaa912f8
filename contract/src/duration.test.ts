import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DURATION_SECONDS, formatDuration, parseDuration } from './duration.js';
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
  it('writes work time in hours, never in 24-hour days', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(5_415)).toBe('01:30:15');
    // a typed 1d2h24m, a 40-hour week, a 160-hour month, ten years
    expect(formatDuration(95_040)).toBe('26:24:00');
    expect(formatDuration(40 * 3600)).toBe('40:00:00');
    expect(formatDuration(160 * 3600 + 61)).toBe('160:01:01');
    expect(formatDuration(MAX_DURATION_SECONDS)).toBe('87600:00:00');
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
