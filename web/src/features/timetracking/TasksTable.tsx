import { Badge, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Play, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DeleteButton } from '../../components/DeleteButton';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type {
  TasksTable_TaskFragment as TaskRow,
  TimeTaskFilter,
  TimeTaskOrderField,
} from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { DEFAULT_PER_PAGE, TRI_CHECKED, type Filters } from '../../lib/tableState';
import { notifySuccess } from '../../lib/toast';
import { useDeleteMutation } from '../../lib/useDeleteMutation';
import { SpentAgainst } from './durations';
import { TimeDropdownDataQuery } from './operations';
import { evictTaskLists, TaskDialog } from './TaskDialog';
import { useClockActions } from './useRunningRecord';
import { actionsColumn, SectionTable, usePagedList } from './SectionTable';

const TasksTableFragment = graphql(`
  fragment TasksTable_task on TimeTask {
    id
    title
    deadline
    estimatedSeconds
    finishedAt
    recordCount
    recordsDurationSum
    customer {
      id
      name
    }
    brand {
      id
      name
    }
  }
`);

const TimeTasksQuery = graphql(`
  query TimeTasks(
    $page: Int
    $perPage: Int
    $orderBy: TimeTaskOrderField
    $direction: SortDirection
    $filter: TimeTaskFilter
  ) {
    timeTasks(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        ...TasksTable_task
      }
      pageInfo {
        total
      }
    }
  }
`);

const DeleteTimeTaskMutation = graphql(`
  mutation DeleteTimeTask($id: ID!) {
    deleteTimeTask(id: $id)
  }
`);

function DeadlineCell({ row }: { row: TaskRow }) {
  const lang = useLanguage();
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {row.deadline ? formatDate(row.deadline, lang) : '–'}
    </Text>
  );
}

function TaskActions({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  const { start, busy } = useClockActions();
  const { cache } = useApolloClient();
  const remove = useDeleteMutation(DeleteTimeTaskMutation, {
    field: 'deleteTimeTask',
    typename: 'TimeTask',
    listField: 'timeTasks',
  });
  return (
    <HStack gap="1" justify="flex-end">
      {/* an open task's clock; while another record runs the server's refusal says so */}
      {!row.finishedAt && (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="teal"
          disabled={busy}
          aria-label={t('timetracking:task.startOn', { title: row.title })}
          title={t('timetracking:task.startOn', { title: row.title })}
          onClick={() => void start({ taskId: row.id })}
        >
          <Play />
        </IconButton>
      )}
      <DeleteButton
        iconOnly
        size="xs"
        label={t('timetracking:task.delete', { title: row.title })}
        confirm={{
          title: t('timetracking:task.deleteTitle'),
          message: t('timetracking:task.deleteMessage', { title: row.title }),
        }}
        onDelete={async () => {
          if (!(await remove(row.id))) return;
          evictTaskLists(cache);
          notifySuccess(t('timetracking:task.deleted', { title: row.title }));
        }}
      />
    </HStack>
  );
}

function tasksConfig(
  customers: { value: string; label: string }[],
): TableConfig<TaskRow, TimeTaskOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [
      { kind: 'text', field: 'search', labelKey: 'timetracking:task.search' },
      { kind: 'tristate', field: 'finished', labelKey: 'timetracking:task.finished' },
    ],
    columns: [
      {
        id: 'title',
        headerKey: 'timetracking:task.titleField',
        sortField: 'TITLE',
        cell: (row) => (
          <Flex gap="2" align="center" wrap="wrap">
            <RouterLink to={`/service/timetracking/tasks/${row.id}`} fontWeight="medium">
              {row.title}
            </RouterLink>
            {row.finishedAt && <TaskDone />}
          </Flex>
        ),
      },
      {
        id: 'customer',
        headerKey: 'timetracking:task.customer',
        hideBelow: 'md',
        filter: { kind: 'select', field: 'customerId', options: customers },
        cell: (row) => [row.customer?.name, row.brand?.name].filter(Boolean).join(' / '),
      },
      {
        id: 'deadline',
        headerKey: 'timetracking:task.deadline',
        sortField: 'DEADLINE',
        hideBelow: 'sm',
        cell: (row) => <DeadlineCell row={row} />,
      },
      {
        id: 'spent',
        headerKey: 'timetracking:task.spent',
        hideBelow: 'md',
        cell: (row) => <SpentCell row={row} />,
      },
      actionsColumn((row) => <TaskActions row={row} />),
    ],
  };
}

function TaskDone() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="green" size="sm">
      {t('timetracking:task.done')}
    </Badge>
  );
}

function SpentCell({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5">
      <SpentAgainst
        spent={row.recordsDurationSum}
        planned={row.estimatedSeconds}
        label={t('timetracking:task.spentOf', { title: row.title })}
      />
      <Text textStyle="xs" color="fg.muted">
        {t('timetracking:customer.recordCount', { count: row.recordCount })}
      </Text>
    </Stack>
  );
}

function taskFilterOf(filters: Filters): TimeTaskFilter {
  return {
    search: typeof filters.search === 'string' ? filters.search : undefined,
    customerId: typeof filters.customerId === 'string' ? filters.customerId : undefined,
    finished: typeof filters.finished === 'number' ? filters.finished === TRI_CHECKED : undefined,
  };
}

/** /service/timetracking/tasks: the member's tasks with estimate against time spent; new tasks, the clock per task. */
export function TasksTable() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { data: choices } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const customers = choices?.timeDropdownData.customers;
  const config = useMemo(
    () => tasksConfig((customers ?? []).map((c) => ({ value: c.id, label: c.name }))),
    [customers],
  );
  const { state, variables } = useTableState(config);
  const list = usePagedList(TimeTasksQuery, 'timeTasks', {
    ...variables,
    filter: taskFilterOf(state.filters),
  });
  const rows = useFragment(TasksTableFragment, list.page?.items ?? []);
  return (
    <SectionTable
      id="tt-tasks"
      title={t('timetracking:task.listTitle')}
      config={config}
      rows={rows}
      result={list}
      emptyText={t('timetracking:task.empty')}
      toolbar={
        <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
          <Plus />
          {t('timetracking:task.new')}
        </Button>
      }
    >
      {creating && <TaskDialog onClose={() => setCreating(false)} />}
    </SectionTable>
  );
}
