import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createThrottle } from './throttle.js';

describe('login throttle', () => {
  it('locks after 5 failures for the rest of the minute', () => {
    const clock = manualClock();
    const throttle = createThrottle({ clock, maxAttempts: 5, decaySeconds: 60 });
    for (let i = 0; i < 5; i++) {
      expect(throttle.tooManyAttempts('k')).toBe(false);
      throttle.hit('k');
      clock.advance(1000);
    }
    expect(throttle.tooManyAttempts('k')).toBe(true);
    expect(throttle.availableIn('k')).toBe(55);
    clock.advance(55_000);
    expect(throttle.tooManyAttempts('k')).toBe(false);
    throttle.hit('k');
    throttle.clear('k');
    expect(throttle.availableIn('k')).toBe(0);
  });
});
