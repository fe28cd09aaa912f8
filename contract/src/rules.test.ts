import { describe, expect, it } from 'vitest';
import {
  email,
  hasControlCharacters,
  normalizeEmail,
  password,
  personName,
  text,
  visibleText,
} from './rules.js';

describe('text rules', () => {
  it('refuses control characters; newline and tab only in multi-line text', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse('a\u009fb').success).toBe(false);
    expect(text().safeParse('a\nb').success).toBe(false);
    expect(text({ multiline: true }).safeParse('a\n\tb').success).toBe(true);
    expect(text({ multiline: true }).safeParse('a\r\nb').success).toBe(false);
    expect(hasControlCharacters('Grüße 👋')).toBe(false);
  });

  it('refuses half of a surrogate pair, either half, and keeps whole pairs', () => {
    for (const bad of ['a\ud800b', 'a\udc00', '\ud83d', 'x\ude00\ud83d']) {
      const result = text({ multiline: true }).safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('characters');
    }
    expect(text().parse('Grüße 👋')).toBe('Grüße 👋');
  });

  it('normalises e-mails (trim, NFC, domain in lower case) and refuses look-alikes', () => {
    expect(normalizeEmail(' Ame\u0301lie@Example.ORG ')).toBe('Am\u00e9lie@example.org');
    expect(email().parse(' Ada@Example.COM ')).toBe('Ada@example.com');
    for (const bad of [
      'a\u200b@example.com',
      'a@example.com.',
      'a\u00ad@example.com',
      'a@exa\u2060mple.com',
    ]) {
      expect(email().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('measures passwords in UTF-8 bytes (bcrypt reads 72) and refuses bidi controls in names', () => {
    expect(password().safeParse('ä'.repeat(36)).success).toBe(true);
    expect(password().safeParse(`${'ä'.repeat(36)}x`).success).toBe(false);
    expect(personName().safeParse('\u202enimda').success).toBe(false);
    expect(personName().parse(' Zoë ')).toBe('Zoë');
  });

  it('refuses in visible text what shows otherwise or not at all; keeps emoji; stores NFC', () => {
    const issues = (value: string) =>
      visibleText({ multiline: true })
        .safeParse(value)
        .error?.issues.map((issue) => issue.message);
    expect(issues('\u202Etsil')).toEqual(['bidi_controls']);
    expect(issues('a\u200Fb')).toEqual(['bidi_controls']);
    for (const zeroWidth of ['a\u200Bb', 'a\u200Cb', 'a\u2060b', '\uFEFFab', 'a\u200Db'])
      expect(issues(zeroWidth), JSON.stringify(zeroWidth)).toEqual(['zero_width']);
    expect(issues('ab\uDC00')).toEqual(['characters']);
    expect(issues('Sport 👨‍👩‍👧 ❤️ 🏳️‍🌈\nzweite Zeile')).toBeUndefined();
    expect(visibleText().parse('Ame\u0301lie')).toBe('Am\u00e9lie');
  });
});
