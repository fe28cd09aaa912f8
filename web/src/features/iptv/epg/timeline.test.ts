import { describe, expect, it } from 'vitest';
import { hourMarks, HOUR_MS, nowAndNext, placeOf, shifted, windowAround } from './timeline';

// Local times, so the expectations hold in any time zone.
const at = (hour: number, minute = 0) => new Date(2026, 10, 24, hour, minute).getTime();
const programme = (from: number, to: number) => ({
  start: new Date(from).toISOString(),
  stop: new Date(to).toISOString(),
});

describe('the EPG timeline', () => {
  it('starts the window at the full hour before the current one and moves it by hours', () => {
    const view = windowAround(at(12, 40));
    expect(view).toEqual({ from: at(11), to: at(17) });
    expect(shifted(view, -3)).toEqual({ from: at(8), to: at(14) });
    expect(hourMarks(view)).toEqual([11, 12, 13, 14, 15, 16].map((h) => at(h)));
    expect(hourMarks({ from: at(11, 30), to: at(13, 30) })).toEqual([at(12), at(13)]);
  });

  it('places programmes in percent of the window, cut to it', () => {
    const view = { from: at(12), to: at(12) + 4 * HOUR_MS };
    expect(placeOf(view, at(13), at(14))).toEqual({ left: 25, width: 25 });
    expect(placeOf(view, at(11), at(13))).toEqual({ left: 0, width: 25 });
    expect(placeOf(view, at(15), at(18))).toEqual({ left: 75, width: 25 });
    expect(placeOf(view, at(9), at(12))).toBeNull();
  });

  it('finds the running programme and the one after it', () => {
    const day = [programme(at(11), at(12)), programme(at(12), at(13)), programme(at(13), at(14))];
    expect(nowAndNext(day, at(12, 30))).toEqual({ running: 1, next: 2 });
    expect(nowAndNext(day, at(13))).toEqual({ running: 2, next: -1 });
    // a gap: nothing runs, the next one is the first to start later
    const gap = [programme(at(10), at(11)), programme(at(12), at(13))];
    expect(nowAndNext(gap, at(11, 30))).toEqual({ running: -1, next: 1 });
    expect(nowAndNext([], at(12))).toEqual({ running: -1, next: -1 });
  });
});
