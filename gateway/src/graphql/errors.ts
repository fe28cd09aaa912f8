import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

/**
 * Errors a resolver did not mean to show (a TypeError, a bug) reach the client as "Server Error" with
 * INTERNAL_SERVER_ERROR; the details go to the log. GraphQL errors the gateway raises on purpose (mapped REST
 * errors, auth, limits) pass unchanged.
 */
export function maskUnexpectedError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log?: (error: unknown) => void,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof GraphQLError || original === undefined) return formatted;
  if (formatted.extensions?.code !== undefined && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return formatted;
  }
  log?.(original);
  return { ...formatted, message: 'Server Error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * graphql-js suggests names in its messages ("Did you mean "users"?", "Did you mean the enum value "ADMIN"?"),
 * which lets anyone map the schema without introspection; every such hint is replaced, for fields, arguments, types
 * and enum values, in validation and variable-coercion errors alike.
 */
const SUGGESTION = /Did you mean [^?]*\?/g;
export const SUGGESTION_MASK = '[Suggestion hidden]';

export const hideSuggestions = (message: string): string => message.replace(SUGGESTION, SUGGESTION_MASK);

/** The formatted error with its suggestions hidden. */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const message = hideSuggestions(formatted.message);
  return message === formatted.message ? formatted : { ...formatted, message };
}
