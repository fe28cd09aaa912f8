import { describe, expect, it } from 'vitest';
import { GraphQLError, locatedError } from 'graphql';
import { maskUnexpectedError } from './errors.js';

describe('maskUnexpectedError', () => {
  it('hides the details of an unexpected resolver error and logs them', () => {
    const logged: unknown[] = [];
    const error = locatedError(new TypeError('x is undefined at /secret/path.ts'), undefined, ['me']);
    const masked = maskUnexpectedError(error.toJSON(), error, (e) => logged.push(e));
    expect(masked.message).toBe('Server Error');
    expect(masked.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(masked.path).toEqual(['me']);
    expect(logged).toHaveLength(1);
  });

  it('passes GraphQL errors raised on purpose unchanged', () => {
    const error = locatedError(
      new GraphQLError('Nicht authentifiziert.', { extensions: { code: 'UNAUTHENTICATED' } }),
      undefined,
      ['logout'],
    );
    const formatted = error.toJSON();
    expect(maskUnexpectedError(formatted, error)).toBe(formatted);
  });
});
