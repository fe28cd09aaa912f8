import type { ApolloClient, DocumentNode } from '@apollo/client';

/**
 * Fetches the active queries of these documents anew after something changed on the server (an event, an upload). A plain
 * refetch would join a request for the same query that is already on its way, which may have been answered
 * before the change: the screen would keep the old answer, and no further event comes to correct it.
 * When the server cannot be reached, the query's own refetch tries once more, so that its screen shows the failure
 * as it shows any (its error state) instead of the old answer as if it were current. Never rejects: what failed
 * is the screen's to say.
 */
export async function reloadQueries(client: ApolloClient, documents: readonly DocumentNode[]): Promise<void> {
  await client.refetchQueries({
    include: [...documents],
    onQueryUpdated: (query) =>
      client
        .query({
          query: query.query,
          variables: query.variables,
          fetchPolicy: 'network-only',
          context: { ...query.options.context, queryDeduplication: false },
        })
        .catch(() => query.refetch().catch(() => undefined)),
  });
}
