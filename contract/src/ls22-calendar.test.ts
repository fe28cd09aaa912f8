import { describe, expect, it } from 'vitest';
import { ls22InGameDate, ls22InGameTime } from './ls22-calendar.js';

describe('the LS22 calendar', () => {
  it('counts monotonic days into months of days-per-period days from August of year 1', () => {
    expect(ls22InGameDate(1, 3)).toEqual({ year: 1, month: 8, day: 1 });
    expect(ls22InGameDate(4, 3)).toEqual({ year: 1, month: 9, day: 1 });
    expect(ls22InGameDate(16, 3)).toEqual({ year: 2, month: 1, day: 1 });
    expect(ls22InGameDate(0, 0)).toEqual({ year: 1, month: 8, day: 1 });
  });

  it('writes the time of day as HH:mm', () => {
    expect(ls22InGameTime(30_600_000)).toBe('08:30');
    expect(ls22InGameTime(-5)).toBe('00:00');
  });
});
