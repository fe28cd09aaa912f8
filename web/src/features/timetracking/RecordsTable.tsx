import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Pencil, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DeleteButton } from '../../components/DeleteButton';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type {
  RecordsTable_RecordFragment as RecordRow,
  TimeRecordFilter,
  TimeRecordOrderField,
} from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';
import { DEFAULT_PER_PAGE, TRI_CHECKED, type Filters } from '../../lib/tableState';
import { notifySuccess } from '../../lib/toast';
import { useDeleteMutation } from '../../lib/useDeleteMutation';
import { Duration } from './durations';
import { RecordDialog } from './RecordDialog';
import { TimeDropdownDataQuery } from './operations';
import { useElapsedSeconds } from './RunningClock';
import { evictRecordTotals, useClockActions } from './useRunningRecord';
import { actionsColumn, SectionTable, usePagedList } from './SectionTable';
import { useTimeZone } from './timeZone';

const RecordsTableFragment = graphql(`
  fragment RecordsTable_record on TimeRecord {
    id
    start
    stop
    duration
    text
    ticketUrl
    finished
    paused
    breaks {
      start
      stop
    }
    tags
    billable
    task {
      id
      title
    }
    type {
      id
      name
    }
    customer {
      id
      name
    }
    brand {
      id
      name
    }
    project {
      id
      name
    }
    ...RecordDialog_record
  }
`);

const TimeRecordsQuery = graphql(`
  query TimeRecords(
    $page: Int
    $perPage: Int
    $orderBy: TimeRecordOrderField
    $direction: SortDirection
    $filter: TimeRecordFilter
  ) {
    timeRecords(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        ...RecordsTable_record
      }
      pageInfo {
        total
      }
    }
  }
`);

const DeleteTimeRecordMutation = graphql(`
  mutation DeleteTimeRecord($id: ID!) {
    deleteTimeRecord(id: $id)
  }
`);

type Choices = { value: string; label: string }[];

/** A record's start as the member's time zone writes it (the table waits for the zone). */
function useStartText(row: RecordRow): string {
  const lang = useLanguage();
  const zone = useTimeZone();
  return formatDateTime(row.start, lang, zone);
}

function StartCell({ row }: { row: RecordRow }) {
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {useStartText(row)}
    </Text>
  );
}

function StopCell({ row }: { row: RecordRow }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zone = useTimeZone();
  if (!row.stop)
    return (
      <Badge colorPalette="teal" variant="solid">
        {t('timetracking:record.running')}
      </Badge>
    );
  const sameDay = formatDate(row.stop, lang, zone) === formatDate(row.start, lang, zone);
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {sameDay ? formatTime(row.stop, lang, zone) : formatDateTime(row.stop, lang, zone)}
    </Text>
  );
}

/** The duration; a running record's counts on with the clock. */
function DurationCell({ row }: { row: RecordRow }) {
  const elapsed = useElapsedSeconds(row.stop ? null : row.start, row.breaks);
  return <Duration seconds={row.duration ?? elapsed} />;
}

/**
 * What the time went into: the task (a link), the text, type and customer / brand below, then its tags and, for a
 * record not to be billed, a marker that says so in words.
 */
function WhatCell({ row, showTask }: { row: RecordRow; showTask: boolean }) {
  const { t } = useTranslation();
  const details = [
    row.type?.name,
    [row.customer?.name, row.brand?.name, row.project?.name].filter(Boolean).join(' / '),
  ].filter(Boolean);
  return (
    <Stack gap="0" minW="48">
      {showTask && row.task && (
        <RouterLink
          to={`/service/timetracking/tasks/${row.task.id}`}
          fontWeight="medium"
          overflowWrap="anywhere"
        >
          {row.task.title}
        </RouterLink>
      )}
      {row.text && (
        <Text as="span" whiteSpace="normal" overflowWrap="anywhere">
          {row.text}
        </Text>
      )}
      {details.length > 0 && (
        <Text as="span" textStyle="xs" color="fg.muted" overflowWrap="anywhere">
          {details.join(' · ')}
        </Text>
      )}
      {(row.tags.length > 0 || !row.billable) && (
        <HStack gap="1" wrap="wrap" mt="1">
          {row.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="subtle" colorPalette="teal">
              {tag}
            </Badge>
          ))}
          {!row.billable && (
            <Badge size="sm" variant="outline" colorPalette="gray">
              {t('timetracking:record.notBillable')}
            </Badge>
          )}
        </HStack>
      )}
    </Stack>
  );
}

function RecordActions({ row }: { row: RecordRow }) {
  const { t } = useTranslation();
  const when = useStartText(row);
  const { cache } = useApolloClient();
  const { continueFrom, busy } = useClockActions();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteMutation(DeleteTimeRecordMutation, {
    field: 'deleteTimeRecord',
    typename: 'TimeRecord',
    listField: 'timeRecords',
  });
  return (
    <HStack gap="1" justify="flex-end">
      {row.finished && (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="teal"
          disabled={busy}
          aria-label={t('timetracking:record.continue', { when })}
          title={t('timetracking:record.continue', { when })}
          onClick={() => void continueFrom(row.id)}
        >
          <Play />
        </IconButton>
      )}
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('timetracking:record.edit', { when })}
        title={t('timetracking:record.edit', { when })}
        onClick={() => setEditing(true)}
      >
        <Pencil />
      </IconButton>
      <DeleteButton
        iconOnly
        size="xs"
        label={t('timetracking:record.delete', { when })}
        confirm={{
          title: t('timetracking:record.deleteTitle'),
          message: t('timetracking:record.deleteMessage', { when }),
        }}
        onDelete={async () => {
          if (!(await remove(row.id))) return;
          evictRecordTotals(cache);
          notifySuccess(t('timetracking:record.deleted'));
        }}
      />
      {editing && <RecordDialog record={row} onClose={() => setEditing(false)} />}
    </HStack>
  );
}

function recordsConfig(
  types: Choices,
  customers: Choices,
  fixed: Fixed,
): TableConfig<RecordRow, TimeRecordOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [
      { kind: 'text', field: 'search', labelKey: 'timetracking:record.search' },
      { kind: 'select', field: 'typeId', labelKey: 'timetracking:record.typeFilter', options: types },
      { kind: 'text', field: 'tag', labelKey: 'timetracking:record.tagFilter' },
      { kind: 'tristate', field: 'billable', labelKey: 'timetracking:record.billableFilter' },
      ...(fixed.customerId
        ? []
        : [
            {
              kind: 'select' as const,
              field: 'customerId',
              labelKey: 'timetracking:record.customerFilter',
              options: customers,
            },
          ]),
    ],
    columns: [
      {
        id: 'start',
        headerKey: 'timetracking:record.start',
        sortField: 'START',
        cell: (row) => <StartCell row={row} />,
      },
      {
        id: 'stop',
        headerKey: 'timetracking:record.stop',
        sortField: 'STOP',
        hideBelow: 'md',
        cell: (row) => <StopCell row={row} />,
      },
      {
        id: 'duration',
        headerKey: 'timetracking:record.duration',
        sortField: 'DURATION',
        align: 'end',
        cell: (row) => <DurationCell row={row} />,
      },
      {
        id: 'what',
        headerKey: 'timetracking:record.what',
        cell: (row) => <WhatCell row={row} showTask={!fixed.taskId} />,
      },
      actionsColumn((row) => <RecordActions row={row} />),
    ],
  };
}

/** The table's filters (and the screen's fixed ones) as the schema's TimeRecordFilter. */
function recordFilterOf(filters: Filters, fixed: Fixed): TimeRecordFilter {
  const text = (key: string) => (typeof filters[key] === 'string' ? (filters[key] as string) : undefined);
  return {
    search: text('search'),
    typeId: text('typeId'),
    customerId: fixed.customerId ?? text('customerId'),
    taskId: fixed.taskId,
    tag: text('tag'),
    billable: typeof filters.billable === 'number' ? filters.billable === TRI_CHECKED : undefined,
  };
}

interface Fixed {
  customerId?: string;
  taskId?: string;
}

/**
 * The member's records (the overview's default table), or those of one customer or task: newest first, filters,
 * sorting and paging in the URL, each row editable and deletable.
 */
export function RecordsTable({ customerId, taskId }: Fixed = {}) {
  const { t } = useTranslation();
  const { data: choices } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const types = choices?.timeDropdownData.types;
  const customers = choices?.timeDropdownData.customers;
  const config = useMemo(
    () =>
      recordsConfig(
        (types ?? []).map((type) => ({ value: type.id, label: type.name })),
        (customers ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
        { customerId, taskId },
      ),
    [types, customers, customerId, taskId],
  );
  const { state, variables } = useTableState(config);
  const list = usePagedList(TimeRecordsQuery, 'timeRecords', {
    ...variables,
    filter: recordFilterOf(state.filters, { customerId, taskId }),
  });
  // the rows wait for the member's time zone: they never show in another first
  const zone = useTimeZone();
  const page = zone ? list.page : undefined;
  const rows = useFragment(RecordsTableFragment, page?.items ?? []);
  return (
    <SectionTable
      id="tt-records"
      title={t('timetracking:record.title')}
      config={config}
      rows={rows}
      result={{ ...list, page, loading: list.loading || !zone }}
      emptyText={t('timetracking:record.empty')}
    />
  );
}
