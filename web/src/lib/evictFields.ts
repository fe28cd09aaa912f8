import type { ApolloCache } from '@apollo/client';

/**
 * A mutation's `update` that drops every cached answer of the root fields `fieldNames` (all argument sets): the
 * lists showing them load again with the change, whatever page, filter or order they show.
 */
export function evictFields(cache: ApolloCache, ...fieldNames: string[]) {
  for (const fieldName of fieldNames) cache.evict({ fieldName });
  cache.gc();
}
