import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { AuthContext } from './auth-directive.js';
import { DEFAULT_LANGUAGE, t } from '../language.js';

/**
 * Introspection (`__schema`, `__type`) is the IDE's map of the API: in production only logged-in members get it
 * (`anonymousIntrospection: false`), so an anonymous caller cannot list every field; `__typename` stays open.
 */

/** Apollo reuses a parsed document for every request that sends the same query: each is looked at once. */
const asked = new WeakMap<DocumentNode, boolean>();

/** Whether the document asks for `__schema` or `__type` anywhere (fragments included). */
export function asksForIntrospection(document: DocumentNode): boolean {
  const known = asked.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  asked.set(document, found);
  return found;
}

/** Refuses introspection to a caller without a member (UNAUTHENTICATED, HTTP 401). */
export async function assertIntrospectionAllowed(
  document: DocumentNode,
  context: AuthContext,
): Promise<void> {
  if (!asksForIntrospection(document) || (await context.member()) !== null) return;
  throw new GraphQLError(t('unauthenticated', context.language ?? DEFAULT_LANGUAGE), {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });
}

/** The same check for Apollo Server, once the operation is parsed and validated. */
export const membersOnlyIntrospection = <C extends AuthContext>(): ApolloServerPlugin<C> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        await assertIntrospectionAllowed(document, contextValue);
      },
    };
  },
});
