import { describe, expect, it } from 'vitest';
import { fixedWindowLimiter } from './rate-limit.js';

describe('fixedWindowLimiter', () => {
  it('lets `limit` requests of a key pass per window, then answers the seconds left, per key', () => {
    let time = 1_000_000;
    const limiter = fixedWindowLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0]);
    time += 20_500;
    expect(limiter.hit('a')).toBe(40);
    expect(limiter.hit('b')).toBe(0);
    time += 39_500; // the window of 'a' is over
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('b')).toBe(0);
    expect(limiter.hit('b')).toBe(21);
  });

  it('forgets ended windows once it holds many keys', () => {
    let time = 0;
    const limiter = fixedWindowLimiter({ limit: 1, windowMs: 1000, now: () => time });
    for (let i = 0; i <= 10_000; i += 1) limiter.hit(`k${i}`);
    expect(limiter.hit('k0')).toBe(1);
    time = 1000;
    // Pruning drops every ended window; each key starts afresh.
    expect(limiter.hit('new')).toBe(0);
    expect(limiter.hit('k0')).toBe(0);
  });
});
