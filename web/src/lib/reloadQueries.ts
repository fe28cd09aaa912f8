import type { ApolloClient } from '@apollo/client';

/**
 * Fetches the named active queries anew after something changed on the server (an event, an upload). A plain
 * refetch would join a request for the same query that is already on its way, which may have been answered
 * before the change: the screen would keep the old answer, and no further event comes to correct it.
 */
export function reloadQueries(client: ApolloClient, names: readonly string[]) {
  return client.refetchQueries({
    include: [...names],
    onQueryUpdated: (query) =>
      client.query({
        query: query.query,
        variables: query.variables,
        fetchPolicy: 'network-only',
        context: { ...query.options.context, queryDeduplication: false },
      }),
  });
}
