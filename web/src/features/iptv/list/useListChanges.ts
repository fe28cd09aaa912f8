import type { DocumentNode } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { onRealtimeReconnect } from '../../../lib/realtime';
import { reloadQueries } from '../../../lib/reloadQueries';
import { IptvChannelMovedSubscription } from '../memberOperations';

/**
 * Reloads the active queries of `queries` whenever list `listId` changes in another tab or on another device (the
 * 'channel moved' event), and after the realtime connection was lost, since events may have been missed.
 */
export function useListChanges(listId: string, queries: readonly DocumentNode[]) {
  const client = useApolloClient();
  const reload = useCallback(() => void reloadQueries(client, queries), [client, queries]);
  useSubscription(IptvChannelMovedSubscription, { variables: { listId }, onData: reload });
  useEffect(() => onRealtimeReconnect(reload), [reload]);
}
