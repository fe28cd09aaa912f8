import { describe, expect, it } from 'vitest';
import { ValidationFailed } from './errors.js';
import { localeFromHeader } from './locale.js';
import { summarize, t } from './messages.js';
import { validationBody } from './responses.js';
import { check, validate } from './validation.js';

describe('locale from Accept-Language', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7', 'en'],
    ['fr, es', 'de'],
    ['de-AT', 'de'],
    ['en;q=0.5, de;q=0.9', 'de'],
    ['en;q=0, fr', 'de'],
    ['*', 'de'],
    ['EN-gb', 'en'],
    ['garbage;;;,,', 'de'],
  ])('%s -> %s', (header, expected) => {
    expect(localeFromHeader(header)).toBe(expected);
  });
});

describe('messages and the 422 format', () => {
  it('summarises like Laravel', () => {
    expect(summarize('en', { a: ['First.'] })).toBe('First.');
    expect(summarize('en', { a: ['First.', 'Second.'] })).toBe('First. (and 1 more error)');
    expect(summarize('en', { a: ['First.'], b: ['B1.', 'B2.'] })).toBe('First. (and 2 more errors)');
    expect(summarize('de', { a: ['Erster.'], b: ['Zweiter.'] })).toBe('Erster. (und 1 weiterer Fehler)');
    expect(summarize('de', { a: ['Erster.'], b: ['Z.', 'D.'] })).toBe('Erster. (und 2 weitere Fehler)');
  });

  it('fills placeholders', () => {
    expect(t('en', 'auth.throttle', { seconds: 42 })).toBe(
      'Too many login attempts. Please try again in 42 seconds.',
    );
    expect(t('de', 'validation.between.string', { attribute: 'Name', min: 2, max: 5 })).toBe(
      'Name muss zwischen 2 und 5 Zeichen lang sein.',
    );
    expect(t('de', 'invalid_position')).toBe('Position nicht zulässig');
    expect(t('en', 'invalid_position')).toBe('invalid position');
  });

  it('builds {message, errors} with attribute names per language', () => {
    const fields = check(
      { name: '', email: 'x', password: 'short', password_confirmation: 'other' },
      {
        name: 'required|string|max:255',
        email: 'required|email',
        password: 'required|string|min:8|confirmed',
      },
    );
    expect(validationBody('en', fields)).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field must be a valid email address.'],
        password: [
          'The password field must be at least 8 characters.',
          'The password field confirmation does not match.',
        ],
      },
    });
    expect(validationBody('de', fields).errors.password).toEqual([
      'Passwort muss mindestens 8 Zeichen lang sein.',
      'Passwort stimmt nicht mit der Bestätigung überein.',
    ]);
  });
});

describe('validator rules', () => {
  const rules = {
    count: 'required|integer|between:1,10',
    ratio: 'nullable|numeric|max:1',
    flag: 'boolean',
    tags: 'array|max:2',
    site: 'nullable|url',
    kind: 'in:a,b',
  };

  it('accepts good input and returns only the named fields', () => {
    const body = {
      count: '3',
      ratio: 0.5,
      flag: true,
      tags: ['x'],
      site: 'https://x.org',
      kind: 'a',
      extra: 1,
    };
    expect(validate(body, rules)).toEqual({
      count: '3',
      ratio: 0.5,
      flag: true,
      tags: ['x'],
      site: 'https://x.org',
      kind: 'a',
    });
  });

  it('reports every failing rule with its message key', () => {
    const errors = check(
      { count: 11, ratio: 'x', flag: 'yes', tags: [1, 2, 3], site: 'ftp://x', kind: 'c' },
      rules,
    );
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((m) => m.key)]))).toEqual({
      count: ['validation.between.numeric'],
      ratio: ['validation.numeric'],
      flag: ['validation.boolean'],
      tags: ['validation.max.array'],
      site: ['validation.url'],
      kind: ['validation.in'],
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(check({ s: '😀'.repeat(3) }, { s: 'string|max:3' })).toEqual({});
  });

  it('throws ValidationFailed', () => {
    expect(() => validate(null, { a: 'required' })).toThrow(ValidationFailed);
  });
});
