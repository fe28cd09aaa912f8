import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import type { StartTimeRecordInput } from '../../gql/graphql';
import { onRealtimeReconnect } from '../../lib/realtime';
import { notifyRefusal } from '../../lib/notifyRefusal';
import { evictFields } from '../../lib/evictFields';

/** The member's running record as the header's clock and the statistics show it; a start and a change bring it so. */
export const RunningTimeRecordQuery = graphql(`
  query RunningTimeRecord {
    runningTimeRecord {
      id
      ...HeaderClock_record
      ...StatisticsTiles_record
    }
  }
`);

const RunningTimeRecordChangedSubscription = graphql(`
  subscription RunningTimeRecordChanged {
    runningTimeRecordChanged {
      id
      ...HeaderClock_record
      ...StatisticsTiles_record
    }
  }
`);

const StartTimeRecordMutation = graphql(`
  mutation StartTimeRecord($input: StartTimeRecordInput) {
    startTimeRecord(input: $input) {
      id
      ...HeaderClock_record
      ...StatisticsTiles_record
    }
  }
`);

const StopTimeRecordMutation = graphql(`
  mutation StopTimeRecord($id: ID!) {
    stopTimeRecord(id: $id) {
      id
      ...RecordsTable_record
    }
  }
`);

/** What a new, changed or stopped running record makes stale: the lists and figures that count records. */
export function evictRecordTotals(cache: ApolloCache): void {
  evictFields(
    cache,
    'timeRecords',
    'timeTasks',
    'timeTask',
    'timeStatistics',
    'timeSpentReport',
    'timeBrandStats',
    'timeBudgets',
    'lastTimeRecord',
  );
}

/** Writes the member's running record (or null) into the cache; every clock and list reading it follows. */
function writeRunning(cache: ApolloCache, record: RunningRecord | null): void {
  cache.writeQuery({ query: RunningTimeRecordQuery, data: { runningTimeRecord: record } });
  evictRecordTotals(cache);
}

type RunningRecord = NonNullable<ResultOf<typeof RunningTimeRecordQuery>['runningTimeRecord']>;

/**
 * Keeps the running record live on this device (mounted once, by the module's frame): `runningTimeRecordChanged`
 * writes every start, stop or change from any device into the cache within a second; after a lost connection it is
 * fetched again, since changes sent meanwhile are gone.
 */
export function useRunningRecordUpdates(): void {
  const client = useApolloClient();
  useSubscription(RunningTimeRecordChangedSubscription, {
    onData: ({ data: result }) => {
      if (result.data) writeRunning(client.cache, result.data.runningTimeRecordChanged ?? null);
    },
  });
  useEffect(
    () =>
      onRealtimeReconnect(() => {
        void client
          .query({ query: RunningTimeRecordQuery, fetchPolicy: 'network-only' })
          .then(() => evictRecordTotals(client.cache))
          .catch(() => undefined);
      }),
    [client],
  );
}

/** The member's running record with start and stop; both answer whether they went through. */
export function useRunningRecord() {
  const { data } = useQuery(RunningTimeRecordQuery, { fetchPolicy: 'cache-and-network' });
  const running = data?.runningTimeRecord ?? null;
  const [startRecord, { loading: starting }] = useMutation(StartTimeRecordMutation, {
    update: (cache, { data: started }) => {
      if (started) writeRunning(cache, started.startTimeRecord);
    },
  });
  const [stopRecord, { loading: stopping }] = useMutation(StopTimeRecordMutation, {
    update: (cache, { data: stopped }) => {
      if (stopped) writeRunning(cache, null);
    },
  });

  const start = async (input: StartTimeRecordInput = {}): Promise<boolean> => {
    try {
      await startRecord({ variables: { input } });
      return true;
    } catch (error) {
      notifyRefusal(error);
      return false;
    }
  };
  const stop = async (): Promise<boolean> => {
    if (!running) return false;
    try {
      await stopRecord({ variables: { id: running.id } });
      return true;
    } catch (error) {
      notifyRefusal(error);
      return false;
    }
  };
  return { running, start, stop, busy: starting || stopping };
}
