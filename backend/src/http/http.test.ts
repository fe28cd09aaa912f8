import { booleanLike, confirmed, EMAIL_PATTERN, IdParams, integerLike } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationFailed } from './errors.js';
import { localeFromHeader } from './locale.js';
import { registerMessages, summarize, t } from './messages.js';
import { validationBody } from './responses.js';
import { checkInput, validatorCompiler } from './validation.js';

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
    expect(t('en', 'list.filter_too_long', { max: 42 })).toBe(
      'This filter value must not be longer than 42 characters.',
    );
    expect(t('de', 'validation.between.string', { attribute: 'Name', min: 2, max: 5 })).toBe(
      'Name muss zwischen 2 und 5 Zeichen lang sein.',
    );
    expect(t('de', 'invalid_position')).toBe('Position nicht zulässig');
    expect(t('en', 'invalid_position')).toBe('invalid position');
    // a key two modules spell differently is refused
    expect(() => registerMessages({ en: { invalid_position: 'other' }, de: {} })).toThrow(/twice/);
    // the same text again is fine: several apps are built in one process
    expect(() => registerMessages({ en: { invalid_position: 'invalid position' }, de: {} })).not.toThrow();
  });

  it('builds {message, errors} with attribute names per language', () => {
    const schema = z
      .object({
        name: z.string().max(255),
        email: z.string().email({ pattern: EMAIL_PATTERN }),
        password: z.string().min(8),
        password_confirmation: z.unknown().optional(),
      })
      .refine(...confirmed('password'));
    const { errors: fields } = checkInput(schema, {
      name: '',
      email: 'x',
      password: 'short',
      password_confirmation: 'other',
    });
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

describe('the error map from zod to Laravel rules', () => {
  const schema = z.object({
    count: z.number().int().min(1, 'between').max(10, 'between'),
    id: integerLike().optional(),
    ratio: z.number().max(1).nullable(),
    flag: booleanLike().optional(),
    tags: z.array(z.unknown()).max(2).optional(),
    site: z.url({ protocol: /^https?$/ }).nullable(),
    kind: z.enum(['a', 'b']).optional(),
  });
  const keys = (input: unknown) =>
    Object.fromEntries(
      Object.entries(checkInput(schema, input).errors).map(([k, v]) => [k, v.map((m) => m.key)]),
    );

  it('accepts good input and returns only the named fields', () => {
    const body = {
      count: 3,
      id: '42',
      ratio: 0.5,
      flag: '1',
      tags: ['x'],
      site: 'https://x.org',
      kind: 'a',
      extra: 1,
    };
    expect(checkInput(schema, body)).toEqual({
      value: { count: 3, id: '42', ratio: 0.5, flag: '1', tags: ['x'], site: 'https://x.org', kind: 'a' },
      errors: {},
      valid: {},
    });
  });

  it('reports every failing rule with its message key', () => {
    expect(
      keys({ count: 11, id: '4.2', ratio: 'x', flag: 'yes', tags: [1, 2, 3], site: 'ftp://x', kind: 'c' }),
    ).toEqual({
      count: ['validation.between.numeric'],
      id: ['validation.integer'],
      ratio: ['validation.numeric'],
      flag: ['validation.boolean'],
      tags: ['validation.max.array'],
      site: ['validation.url'],
      kind: ['validation.in'],
    });
    expect(checkInput(schema, { count: 0, ratio: null, site: null }).errors.count).toEqual([
      { key: 'validation.between.numeric', params: { min: 1, max: 10 }, field: 'count' },
    ]);
  });

  it('gives an empty value only `required`, and only when the field may not be left out', () => {
    // nullable fields take blanks as null; optional ones may be absent but not sent empty (`sometimes`)
    expect(keys({ count: '  ', ratio: '', site: [], kind: '' })).toEqual({
      count: ['validation.required'],
      kind: ['validation.required'],
    });
    expect(keys({ count: 1, ratio: null, site: null })).toEqual({});
  });

  it('stops at a failed type', () => {
    expect(keys({ count: 'many', ratio: null, site: 42 })).toEqual({
      count: ['validation.numeric'],
      site: ['validation.string'],
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkInput(z.object({ s: z.string().max(3) }), { s: '😀'.repeat(3) }).errors).toEqual({});
    expect(checkInput(z.object({ s: z.string().max(3) }), { s: '😀'.repeat(4) }).errors).toEqual({
      s: [{ key: 'validation.max.string', params: { max: 3 }, field: 's' }],
    });
  });

  it('answers a failed body as ValidationFailed and a bad path parameter as 404', () => {
    const body = validatorCompiler({
      schema: z.object({ a: z.string() }),
      httpPart: 'body',
      method: 'POST',
      url: '/',
    });
    const failed = body(null);
    expect(failed).toMatchObject({ error: expect.any(ValidationFailed) });
    const params = validatorCompiler({ schema: IdParams, httpPart: 'params', method: 'GET', url: '/:id' });
    expect(params({ id: '12' })).toEqual({ value: { id: 12 } });
    for (const id of ['0', '-1', '1.5', 'abc', '9'.repeat(16)]) {
      expect(params({ id })).toMatchObject({ error: { statusCode: 404 } });
    }
  });
});
