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
    expect(toastMessagesOf(error, 'network')).toEqual(['Forbidden.']);
  });
  it('answers the network message for transport failures', () => {
    expect(toastMessagesOf(new TypeError('Failed to fetch'), 'Server not reachable')).toEqual([
      'Server not reachable',
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
