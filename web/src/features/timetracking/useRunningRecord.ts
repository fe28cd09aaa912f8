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

const ContinueTimeRecordMutation = graphql(`
  mutation ContinueTimeRecord($id: ID!) {
    continueTimeRecord(id: $id) {
      id
      ...HeaderClock_record
      ...StatisticsTiles_record
    }
  }
`);

const StopTimeRecordMutation = graphql(`
  mutation StopTimeRecord($id: ID!, $stop: DateTime) {
    stopTimeRecord(id: $id, stop: $stop) {
      id
      ...RecordsTable_record
    }
  }
`);

// A pause and a resume change the running record in place: the clock, the figures and its row follow by its id.
const PauseTimeRecordMutation = graphql(`
  mutation PauseTimeRecord {
    pauseTimeRecord {
      id
      ...HeaderClock_record
      ...StatisticsTiles_record
      ...RecordsTable_record
    }
  }
`);

const ResumeTimeRecordMutation = graphql(`
  mutation ResumeTimeRecord {
    resumeTimeRecord {
      id
      ...HeaderClock_record
      ...StatisticsTiles_record
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

/** Runs a clock mutation; a refusal shows as a toast (other errors already are). Answers whether it went through. */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    notifyRefusal(error);
    return false;
  }
}

/**
 * What the clock does: start (with the record's fields), continue an earlier record, pause, resume and stop (now or
 * at a given time). Each answers whether it went through; a refusal (a record already runs, a stop before the
 * start) shows as the server's message in a toast. Rows take these without asking for the running record.
 */
export function useClockActions() {
  const [startRecord, { loading: starting }] = useMutation(StartTimeRecordMutation, {
    update: (cache, { data: started }) => {
      if (started) writeRunning(cache, started.startTimeRecord);
    },
  });
  const [continueRecord, { loading: continuing }] = useMutation(ContinueTimeRecordMutation, {
    update: (cache, { data: started }) => {
      if (started) writeRunning(cache, started.continueTimeRecord);
    },
  });
  const [stopRecord, { loading: stopping }] = useMutation(StopTimeRecordMutation, {
    update: (cache, { data: stopped }) => {
      if (stopped) writeRunning(cache, null);
    },
  });
  const [pauseRecord, { loading: pausing }] = useMutation(PauseTimeRecordMutation);
  const [resumeRecord, { loading: resuming }] = useMutation(ResumeTimeRecordMutation);
  return {
    start: (input: StartTimeRecordInput = {}) => attempt(() => startRecord({ variables: { input } })),
    continueFrom: (id: string) => attempt(() => continueRecord({ variables: { id } })),
    /** Stops the running record `id` now, or at `stop` (an ISO instant). */
    stop: (id: string, stop?: string) => attempt(() => stopRecord({ variables: { id, stop } })),
    pause: () => attempt(() => pauseRecord()),
    resume: () => attempt(() => resumeRecord()),
    busy: starting || continuing || stopping || pausing || resuming,
  };
}

/** The member's running record and the clock's actions on it; `stop` stops it (now, or at `stop`). */
export function useRunningRecord() {
  const { data } = useQuery(RunningTimeRecordQuery, { fetchPolicy: 'cache-and-network' });
  const running = data?.runningTimeRecord ?? null;
  const actions = useClockActions();
  return {
    ...actions,
    running,
    stop: async (stop?: string): Promise<boolean> => (running ? actions.stop(running.id, stop) : false),
  };
}
