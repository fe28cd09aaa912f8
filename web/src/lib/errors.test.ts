import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isIgnoredMessage, mapFieldErrors, toastMessagesOf, validationErrorsOf } from './errors';

function gqlError(...errors: { message: string; extensions?: Record<string, unknown> }[]) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

describe('isIgnoredMessage', () => {
  it('ignores the three spec messages, case-insensitively', () => {
    expect(isIgnoredMessage('The token invalid, sorry')).toBe(true);
    expect(isIgnoredMessage('422 Unprocessable Entity')).toBe(true);
    expect(isIgnoredMessage('Duplicate entry for key')).toBe(true);
    expect(isIgnoredMessage('Nicht authentifiziert.')).toBe(false);
  });
});

describe('toastMessagesOf', () => {
  it('toasts server messages but not validation errors or ignored ones', () => {
    const error = gqlError(
      { message: 'Forbidden.', extensions: { code: 'FORBIDDEN' } },
      { message: 'The given data was invalid.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: {} } },
      { message: 'duplicate key', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    );
    expect(toastMessagesOf(error, 'network')).toEqual([{ message: 'Forbidden.', key: 'Forbidden.' }]);
  });
  it('leaves out the codes the screen handles, and keys a throttle by its code (one toast per retry)', () => {
    const throttled = (seconds: number) =>
      gqlError({ message: `Try again in ${seconds} seconds.`, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(toastMessagesOf(throttled(59), 'network')).toEqual([
      { message: 'Try again in 59 seconds.', key: 'TOO_MANY_REQUESTS' },
    ]);
    expect(toastMessagesOf(throttled(58), 'network')[0]?.key).toBe('TOO_MANY_REQUESTS');
    expect(toastMessagesOf(throttled(58), 'network', ['TOO_MANY_REQUESTS'])).toEqual([]);
  });
  it('answers the network message for transport failures', () => {
    expect(toastMessagesOf(new TypeError('Failed to fetch'), 'Server not reachable')).toEqual([
      { message: 'Server not reachable', key: 'Server not reachable' },
    ]);
  });
});

describe('field errors', () => {
  const error = gqlError({
    message: 'The password must be at least 8 characters. (and 1 more error)',
    extensions: {
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: ['The password must be at least 8 characters.'], token: ['Bad token.'] },
    },
  });

  it('reads fieldErrors from BAD_USER_INPUT errors only', () => {
    expect(validationErrorsOf(error)?.fieldErrors).toEqual({
      password: ['The password must be at least 8 characters.'],
      token: ['Bad token.'],
    });
    expect(validationErrorsOf(gqlError({ message: 'x', extensions: { code: 'FORBIDDEN' } }))).toBeNull();
    expect(validationErrorsOf(new Error('x'))).toBeNull();
  });

  it('puts known fields under their field, mirrors password under the confirmation, and keeps the rest', () => {
    const mapped = mapFieldErrors(validationErrorsOf(error)!, ['email', 'password', 'passwordConfirmation'], {
      password: 'passwordConfirmation',
    });
    expect(mapped.byField).toEqual({
      password: ['The password must be at least 8 characters.'],
      passwordConfirmation: ['The password must be at least 8 characters.'],
    });
    expect(mapped.other).toEqual(['Bad token.']);
  });

  it('keeps the message of a validation error without field errors', () => {
    const mapped = mapFieldErrors(
      validationErrorsOf(gqlError({ message: 'Invalid.', extensions: { code: 'BAD_USER_INPUT' } }))!,
      ['email'],
    );
    expect(mapped).toEqual({ byField: {}, other: ['Invalid.'] });
  });
});

describe('validation errors in the current language', () => {
  const translated = gqlError({
    message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    extensions: {
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
      translations: {
        de: {
          message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
          fieldErrors: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
        },
        en: {
          message: 'The password must be at least 8 characters.',
          fieldErrors: { password: ['The password must be at least 8 characters.'] },
        },
      },
    },
  });

  it("picks the language's wording from extensions.translations", () => {
    expect(validationErrorsOf(translated, 'en')?.fieldErrors).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    expect(validationErrorsOf(translated, 'de')?.fieldErrors).toEqual({
      password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'],
    });
  });

  it('words form-level messages too', () => {
    const refusal = gqlError({
      message: 'Der letzte Super-Admin kann nicht gelöscht werden.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {},
        translations: {
          de: { message: 'Der letzte Super-Admin kann nicht gelöscht werden.', fieldErrors: {} },
          en: { message: 'The last super admin cannot be deleted.', fieldErrors: {} },
        },
      },
    });
    expect(validationErrorsOf(refusal, 'en')?.messages).toEqual(['The last super admin cannot be deleted.']);
  });

  it('falls back to fieldErrors and message without translations (a plain Laravel backend) or the language', () => {
    const plain = gqlError({
      message: 'The name field is required.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['The name field is required.'] } },
    });
    expect(validationErrorsOf(plain, 'de')?.fieldErrors).toEqual({ name: ['The name field is required.'] });
    expect(validationErrorsOf(translated, 'fr')?.fieldErrors).toEqual({
      password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'],
    });
  });

  it('takes further codes as form errors when asked', () => {
    const throttled = gqlError({ message: 'Wait 30 s.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(validationErrorsOf(throttled)).toBeNull();
    expect(validationErrorsOf(throttled, 'de', ['TOO_MANY_REQUESTS'])).toEqual({
      fieldErrors: {},
      messages: ['Wait 30 s.'],
    });
  });
});
