import { describe, expect, it } from 'vitest';
import { freeStart, workByDay } from './week.service.js';
import type { Interval } from './worktime.js';
import { workingTimeOf } from './worktime.js';

const H = 3600;
const M = 60;
/** Spans of work given as [from hour, to hour] of one day. */
const day = (...spans: [number, number][]): Interval[] => spans.map(([a, b]) => [a * H, b * H]);

describe('working time (ArbZG §3, §4)', () => {
  it('asks 30 minutes of breaks after 6 hours and 45 after 9', () => {
    expect(workingTimeOf(day([8, 14]))).toEqual({ worked_seconds: 6 * H, break_seconds: 0, warnings: [] });
    expect(workingTimeOf(day([8, 14.25])).warnings).toEqual(['missing_break']);
    expect(workingTimeOf(day([8, 12], [12.5, 15])).warnings).toEqual([]);
    // 9.5 hours with 30 minutes of breaks: 45 are needed
    expect(workingTimeOf(day([7, 12], [12.5, 17]))).toEqual({
      worked_seconds: 9.5 * H,
      break_seconds: 30 * M,
      warnings: ['missing_break'],
    });
    expect(workingTimeOf(day([7, 12], [12.75, 17.25])).warnings).toEqual([]);
  });

  it('counts only breaks of at least 15 minutes', () => {
    const short = workingTimeOf(day([8, 10], [10 + 10 / 60, 12], [12 + 20 / 60, 15]));
    expect(short.break_seconds).toBe(20 * M);
    expect(short.warnings).toEqual(['missing_break']);
    const split = workingTimeOf(day([8, 10], [10.25, 12], [12.25, 15]));
    expect(split).toMatchObject({ break_seconds: 30 * M, warnings: [] });
  });

  it('warns of a day over 10 hours even with its breaks', () => {
    expect(workingTimeOf(day([6, 11], [12, 17.5])).warnings).toEqual(['long_day']);
    expect(workingTimeOf(day([6, 11], [12, 17])).warnings).toEqual([]);
  });

  it('takes the spans in any order', () => {
    expect(workingTimeOf(day([13, 16], [8, 12]))).toMatchObject({ worked_seconds: 7 * H, break_seconds: H });
  });
});

describe('the days of a week', () => {
  const zone = 'Europe/Berlin';
  const at = (iso: string) => new Date(iso);
  const now = at('2026-11-20T12:00:00Z');

  it('cuts records at midnight in the zone and leaves out their breaks', () => {
    const spans = [
      // Monday 20:00 to Tuesday 02:00 Berlin, paused 23:30–00:30
      {
        id: 1,
        start: at('2026-11-16T19:00:00Z'),
        stop: at('2026-11-17T01:00:00Z'),
        task_id: null,
        customer_id: null,
        breaks: [{ start: at('2026-11-16T22:30:00Z'), stop: at('2026-11-16T23:30:00Z') }],
      },
    ];
    const [monday, tuesday] = workByDay(spans, '2026-11-16', 2, zone, now);
    expect(monday!.worked_seconds).toBe(3.5 * H);
    expect(tuesday!.worked_seconds).toBe(1.5 * H);
  });

  it('counts the running record and its open break up to now', () => {
    const spans = [
      {
        id: 1,
        start: at('2026-11-20T07:00:00Z'),
        stop: null,
        task_id: null,
        customer_id: null,
        breaks: [{ start: at('2026-11-20T11:00:00Z'), stop: null }],
      },
    ];
    expect(workByDay(spans, '2026-11-20', 1, zone, now)[0]!.worked_seconds).toBe(4 * H);
  });
});

describe('a free place in a day', () => {
  const t = (h: number) => h * H * 1000;
  const span = (a: number, b: number | null) => ({
    start: new Date(t(a)),
    stop: b === null ? null : new Date(t(b)),
  });

  it('finds the first gap that holds the length', () => {
    const others = [span(9, 10), span(10.5, 12), span(13, 14)];
    expect(freeStart(others, H, t(9), t(23))).toBe(t(12));
    expect(freeStart(others, 0.5 * H, t(9), t(23))).toBe(t(10));
    expect(freeStart(others, 2 * H, t(9), t(23))).toBe(t(14));
  });

  it('answers null when nothing fits before the latest start, the running record lasting forever', () => {
    expect(freeStart([span(9, 10)], H, t(9), t(9.5))).toBeNull();
    expect(freeStart([span(12, null)], H, t(11.5), t(23))).toBeNull();
    expect(freeStart([span(12, null)], H, t(10), t(23))).toBe(t(10));
  });
});
