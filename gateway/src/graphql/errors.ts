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
