import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useFragment as readFragment } from '../../gql';
import { onRealtimeReconnect } from '../../lib/realtime';
import { Ls22ServerChangedSubscription, Ls22ServerFragment, Ls22ServerQuery } from './operations';

/**
 * Keeps the server live while an LS22 screen is open (mounted once, by the module's frame): every change the
 * backend's poller broadcasts (`ls22ServerChanged`) replaces the cached server, so the header and the overview follow
 * within a poll; after a lost connection it is fetched again, since changes sent meanwhile are gone.
 */
export function useLs22ServerUpdates(): void {
  const client = useApolloClient();
  useSubscription(Ls22ServerChangedSubscription, {
    onData: ({ data: result }) => {
      if (result.data)
        client.cache.writeQuery({
          query: Ls22ServerQuery,
          data: { ls22Server: result.data.ls22ServerChanged },
        });
    },
  });
  useEffect(
    () =>
      onRealtimeReconnect(() => {
        void client.query({ query: Ls22ServerQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
      }),
    [client],
  );
}

/** The server as last polled (from the cache the subscription keeps current). */
export function useLs22Server() {
  const { data, loading, error, refetch } = useQuery(Ls22ServerQuery, { fetchPolicy: 'cache-and-network' });
  const server = data ? readFragment(Ls22ServerFragment, data.ls22Server) : undefined;
  return { server, loading, error, refetch };
}

export type Ls22ServerData = NonNullable<ReturnType<typeof useLs22Server>['server']>;
