import { describe, expect, it } from 'vitest';
import { looksAlike, skeleton } from './look-alikes.js';

describe('look-alikes (UTS #39 skeletons)', () => {
  it('find Cyrillic, Greek, fullwidth and ASCII look-alikes of Latin text', () => {
    expect(skeleton('\u0430dmin@example.com')).toBe(skeleton('admin@example.com'));
    for (const [a, b] of [
      ['\u0430dmin@example.com', 'admin@example.com'], // Cyrillic а
      ['\u0412\u043eb', 'Bob'], // Cyrillic В and о
      ['\u0391lice', 'Alice'], // Greek Α
      ['\uff41dmin', 'admin'], // fullwidth a
      ['𝐚dmin', 'admin'], // mathematical bold a
      ['Iris', 'lris'], // upper-case I reads as l
      ['user1@example.com', 'userl@example.com'],
      ['rnax@example.com', 'max@example.com'],
      ['Admin', 'admin'],
    ]) {
      expect(looksAlike(a!, b!), `${a} ~ ${b}`).toBe(true);
    }
  });

  it('keep different names apart: accents, other letters, and the very same text', () => {
    for (const [a, b] of [
      ['José', 'Jose'],
      ['Müller', 'Muller'],
      ['anna@example.com', 'anne@example.com'],
      ['iris', 'lris'],
      ['admin@example.com', 'admin@example.com'],
    ]) {
      expect(looksAlike(a!, b!), `${a} ~ ${b}`).toBe(false);
    }
  });
});
