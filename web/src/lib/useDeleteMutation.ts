import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';

interface Target<K extends string> {
  /** The mutation's boolean result field (`deleteUser`). */
  field: K;
  /** The deleted entity's type (`User`), to evict it from the cache. */
  typename: string;
  /** The root query field of its paged list (`users`). */
  listField: string;
}

/**
 * A delete mutation for a row of a paged list: answers whether the server deleted it. On success the entity and
 * every cached page of the list are evicted, since any page may have held it; the shown page reloads.
 */
export function useDeleteMutation<K extends string>(
  mutation: TypedDocumentNode<Record<K, boolean>, { id: string }>,
  { field, typename, listField }: Target<K>,
): (id: string) => Promise<boolean> {
  const [remove] = useMutation(mutation);
  return async (id) => {
    const { data } = await remove({
      variables: { id },
      update(cache, result) {
        if (!result.data?.[field]) return;
        cache.evict({ id: cache.identify({ __typename: typename, id }) });
        cache.evict({ fieldName: listField });
        cache.gc();
      },
    });
    return data?.[field] === true;
  };
}
