import { HeaderMap, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

/** An operation that is parsed, validated and chosen, but not yet run. */
export interface GuardedOperation<C> {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  context: C;
}

/**
 * A check every operation passes before anything of it runs, over HTTP and graphql-ws alike: it refuses by throwing
 * a GraphQLError (with `extensions.code`, and `retryAfter` for TOO_MANY_REQUESTS).
 */
export type OperationGuard<C> = (operation: GuardedOperation<C>) => Promise<void>;

/** The HTTP status of an operation refused before it ran, by its code (the REST mapping read backwards). */
const STATUS: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  UPSTREAM_UNAVAILABLE: 502,
};

/** The refusal as Apollo answers it over HTTP: its status, and `Retry-After` when it says when to come back. */
function withHttp(error: GraphQLError): GraphQLError {
  const headers = new HeaderMap();
  const { code, retryAfter } = error.extensions;
  if (typeof retryAfter === 'number') headers.set('retry-after', String(retryAfter));
  return new GraphQLError(error.message, {
    originalError: error.originalError ?? undefined,
    extensions: { ...error.extensions, http: { status: STATUS[String(code)] ?? 500, headers } },
  });
}

/** Runs the guards for Apollo Server once the operation is resolved, before execution (nothing of it runs). */
export const operationGuardPlugin = <C extends BaseContext>(
  guards: readonly OperationGuard<C>[],
): ApolloServerPlugin<C> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, contextValue }) {
        if (!operation) return;
        try {
          for (const guard of guards) await guard({ schema, document, operation, context: contextValue });
        } catch (error) {
          throw error instanceof GraphQLError ? withHttp(error) : error;
        }
      },
    };
  },
});
