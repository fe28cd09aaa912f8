import { describe, expect, it } from 'vitest';
import { parseLanguage } from './language.js';

describe('parseLanguage', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, de;q=0.4', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr', 'de'],
    ['en;q=0.2, de;q=0.8', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(parseLanguage(header)).toBe(expected);
  });
});
