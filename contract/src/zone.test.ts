import { describe, expect, it } from 'vitest';
import { instantAt, wallClock } from './zone.js';

describe('wallClock and instantAt', () => {
  it('read and write the clocks of a zone, whatever zone the runtime is in', () => {
    const night = new Date('2026-11-28T00:40:15Z');
    expect(wallClock(night, 'Europe/Berlin')).toBe('2026-11-28T01:40:15');
    expect(wallClock(night, 'America/New_York')).toBe('2026-11-27T19:40:15');
    expect(instantAt('2026-11-28T01:40:15', 'Europe/Berlin')).toEqual(night);
    expect(instantAt('2026-11-28T01:40:15.000', 'Europe/Berlin')).toEqual(night);
    expect(instantAt('2026-11-28T01:40', 'Europe/Berlin')).toEqual(new Date('2026-11-28T00:40:00Z'));
  });

  it('find midnight on the days the clocks change', () => {
    expect(instantAt('2026-03-29T00:00:00', 'Europe/Berlin')).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(instantAt('2026-03-30T00:00:00', 'Europe/Berlin')).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(instantAt('2026-10-25T03:00:00', 'Europe/Berlin')).toEqual(new Date('2026-10-25T02:00:00Z'));
  });

  it('take nothing else', () => {
    for (const bad of ['', '2026-11-28', '28.11.2026 01:40', '2026-11-28T1:40']) {
      expect(instantAt(bad, 'Europe/Berlin')).toBeNull();
    }
  });
});
