import { describe, expect, it } from 'vitest';
import { camelCase, fieldKeys, restErrorToGraphQLError, upstreamUnavailableError } from './errors.js';

describe('restErrorToGraphQLError (docs/rest-api.md mapping table)', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [422, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [502, 'INTERNAL_SERVER_ERROR'],
  ])('maps %i to %s and keeps the backend message', (status, code) => {
    const error = restErrorToGraphQLError(status, { message: 'Vom Server' }, 'de');
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe('Vom Server');
  });

  it('camelCases 422 field error keys as the GraphQL arguments spell them', () => {
    const error = restErrorToGraphQLError(
      422,
      {
        message: 'The password field confirmation does not match. (and 1 more error)',
        errors: { password_confirmation: ['a'], first_name: ['b'], email: 'c' },
      },
      'en',
    );
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { passwordConfirmation: ['a'], firstName: ['b'], email: ['c'] },
    });
  });

  it('passes on the errors in every language, keyed like fieldErrors, and drops malformed entries', () => {
    const error = restErrorToGraphQLError(
      422,
      {
        message: 'Das Passwort ist zu lang.',
        errors: { new_password: ['Das Passwort ist zu lang.'] },
        translations: {
          de: {
            message: 'Das Passwort ist zu lang.',
            errors: { new_password: ['Das Passwort ist zu lang.'] },
          },
          en: {
            message: 'The password is too long.',
            errors: { new_password: ['The password is too long.'] },
          },
          fr: { message: 'Trop long.', errors: {} },
        },
      },
      'de',
    );
    expect(error.extensions.translations).toEqual({
      de: {
        message: 'Das Passwort ist zu lang.',
        fieldErrors: { newPassword: ['Das Passwort ist zu lang.'] },
      },
      en: {
        message: 'The password is too long.',
        fieldErrors: { newPassword: ['The password is too long.'] },
      },
    });
    const laravel = restErrorToGraphQLError(422, { message: 'm', errors: { email: ['x'] } }, 'en');
    expect(laravel.extensions).not.toHaveProperty('translations');
    const broken = restErrorToGraphQLError(422, { message: 'm', translations: { de: 'x', en: null } }, 'en');
    expect(broken.extensions).not.toHaveProperty('translations');
  });

  it('adds retryAfter for 429 from the body or the Retry-After header', () => {
    expect(restErrorToGraphQLError(429, { message: 'm', retry_after: 42 }, 'en').extensions.retryAfter).toBe(
      42,
    );
    expect(restErrorToGraphQLError(429, { message: 'm' }, 'en', '17').extensions.retryAfter).toBe(17);
  });

  it('falls back to a localised message when the body has none', () => {
    expect(restErrorToGraphQLError(401, undefined, 'de').message).toBe('Nicht authentifiziert.');
    expect(restErrorToGraphQLError(500, '<html>', 'en').message).toBe('Server Error');
  });

  it('gives UPSTREAM_UNAVAILABLE a message of its own in de and en', () => {
    expect(upstreamUnavailableError('de').message).toMatch(/nicht erreichbar/);
    expect(upstreamUnavailableError('en').message).toMatch(/temporarily unavailable/);
    expect(upstreamUnavailableError('en').extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('camelCases dotted paths per segment', () => {
    expect(camelCase('items.0.photo_url')).toBe('items.0.photoUrl');
  });

  it('maps keys per call: renamed arguments, data keys kept verbatim', () => {
    const keys = fieldKeys({
      rename: { itemsPerPage: 'perPage', user_id: 'id' },
      dataKeysUnder: ['social_media'],
    });
    expect(keys('itemsPerPage')).toBe('perPage');
    expect(keys('user_id')).toBe('id');
    expect(keys('role_ids.0')).toBe('roleIds.0');
    expect(keys('social_media.github')).toBe('socialMedia.github');
    expect(keys('social_media.my_site')).toBe('socialMedia.my_site');
    expect(keys('social_media')).toBe('socialMedia');
    expect(keys('filter.created_at')).toBe('filter.createdAt');
    const error = restErrorToGraphQLError(
      422,
      { message: 'm', errors: { 'social_media.my-blog': ['bad url'], current_password: ['wrong'] } },
      'en',
      undefined,
      keys,
    );
    expect(error.extensions.fieldErrors).toEqual({
      'socialMedia.my-blog': ['bad url'],
      currentPassword: ['wrong'],
    });
  });
});
