import { Skeleton, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';
import type { ColumnDef, TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { useHashTab } from '../../lib/useHashTab';
import { ls22InGameDate } from '@portal/contract/ls22-calendar';
import { useInGameDateText } from './calendar';
import { useFarm } from './FarmLayout';
import { columnsOf, largestItems, summaryOf, type DaySummary, type FinancialRow } from './finance';
import { IncomeExpensesChart, LargestItemsChart } from './FinanceCharts';
import { Money } from './Money';
import { Ls22EnvironmentQuery, Ls22FarmFinancialsQuery } from './operations';

/** The screen's sections, reachable by URL hash (`#einnahmen-und-ausgaben`, `#chart`). */
const TABS = [
  { id: 'table', labelKey: 'ls22:financials.tabs.table' },
  { id: 'chart', labelKey: 'ls22:financials.tabs.chart' },
  { id: 'items', labelKey: 'ls22:financials.tabs.items' },
] as const;
/** How many items the largest-items chart shows. */
const LARGEST_ITEMS = 10;

/**
 * A column's text key: the spec's columns are named in the texts; one the game added later keeps the game's name
 * (a key without namespace that names no text is shown as it is).
 */
function useColumnKey() {
  const { i18n } = useTranslation();
  return (column: string) => (i18n.exists(`ls22:columns.${column}`) ? `ls22:columns.${column}` : column);
}

function useColumnLabel() {
  const { t } = useTranslation();
  const keyOf = useColumnKey();
  return (column: string) => t(keyOf(column));
}

/** A day's in-game date (spec 02 §9), its monotonic day number in the title. */
function DayDate({ day, daysPerPeriod }: { day: number; daysPerPeriod: number }) {
  const { t } = useTranslation();
  const dateText = useInGameDateText();
  return (
    <Text as="span" title={t('ls22:financials.day', { day })} whiteSpace="nowrap">
      {dateText(ls22InGameDate(day, daysPerPeriod))}
    </Text>
  );
}

/**
 * The table's configuration for the columns written in the history (the same object while they stay the same):
 * the in-game date when the days per period are known (the latest backup's environment), the day number always.
 */
function useTableConfig(columns: readonly string[], daysPerPeriod: number | null): TableConfig<DaySummary> {
  const keyOf = useColumnKey();
  const key = columns.join(',');
  return useMemo(() => {
    const money = (
      id: string,
      headerKey: string,
      valueOf: (row: DaySummary) => string | undefined,
      signed = true,
    ) =>
      ({
        id,
        headerKey,
        align: 'end',
        cell: (row) => <Money value={valueOf(row)} signed={signed} />,
      }) satisfies ColumnDef<DaySummary>;
    return {
      defaultPerPage: DEFAULT_PER_PAGE,
      columns: [
        ...(daysPerPeriod
          ? [
              {
                id: 'date',
                headerKey: 'ls22:financials.dateColumn',
                cell: (row: DaySummary) => <DayDate day={row.day} daysPerPeriod={daysPerPeriod} />,
              } satisfies ColumnDef<DaySummary>,
            ]
          : []),
        { id: 'day', headerKey: 'ls22:financials.dayColumn', sortField: 'day', cell: (row) => row.day },
        money('income', 'ls22:financials.income', (row) => row.income),
        money('expenses', 'ls22:financials.expenses', (row) => row.expenses),
        money('net', 'ls22:financials.net', (row) => row.net),
        ...key
          .split(',')
          .filter(Boolean)
          .map((column) => money(column, keyOf(column), (row) => row.values[column])),
      ],
    };
    // `key` stands for the columns; the header keys do not change with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, daysPerPeriod]);
}

function FinancialsTable({
  days,
  columns,
  daysPerPeriod,
}: {
  days: readonly DaySummary[];
  columns: readonly string[];
  daysPerPeriod: number | null;
}) {
  const { t } = useTranslation();
  const config = useTableConfig(columns, daysPerPeriod);
  const { variables } = useTableState(config);
  // newest first unless the member sorts by day
  const ordered = variables.direction === 'ASC' ? days : [...days].reverse();
  const start = (variables.page - 1) * variables.perPage;
  return (
    <DataTable
      config={config}
      caption={t('ls22:financials.tableCaption')}
      rows={ordered.slice(start, start + variables.perPage)}
      total={days.length}
      getRowId={(row) => String(row.day)}
      emptyText={t('ls22:financials.empty')}
    />
  );
}

function LargestItems({ rows }: { rows: readonly FinancialRow[] }) {
  const { t } = useTranslation();
  const labelOf = useColumnLabel();
  const items = useMemo(() => largestItems(rows, LARGEST_ITEMS), [rows]);
  if (items.length === 0) return <Text color="fg.muted">{t('ls22:financials.empty')}</Text>;
  return (
    <Stack gap="4">
      <LargestItemsChart items={items} labelOf={labelOf} />
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t('ls22:financials.itemsTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('ls22:financials.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ls22:financials.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.column}>
                <Table.Cell>{labelOf(item.column)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={item.total} signed />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * /games/ls22/farm/{farm_id}/financials: the farm's money per in-game day over the whole history the portal kept
 * (farms.xml itself keeps five days) as a table of every column, and as charts: income against expenses per day,
 * and the largest items. Each section has its URL hash. Amounts are formatted from the exact strings the game wrote.
 */
export function FinancialsScreen() {
  const { t } = useTranslation();
  const farm = useFarm();
  const [tab, setTab] = useHashTab(TABS, 'table');
  const { data, loading, refetch } = useQuery(Ls22FarmFinancialsQuery, {
    variables: { farmId: farm.id },
    fetchPolicy: 'cache-and-network',
  });
  // the calendar's days per period; without a backup's environment the table shows day numbers only
  const { data: environment } = useQuery(Ls22EnvironmentQuery, { fetchPolicy: 'cache-first' });
  const daysPerPeriod = environment?.ls22Environment?.daysPerPeriod ?? null;
  const rows = useMemo(() => data?.ls22FarmFinancials ?? [], [data]);
  const days = useMemo(() => rows.map(summaryOf), [rows]);
  const columns = useMemo(() => columnsOf(rows), [rows]);

  return (
    <>
      <PageHeader
        title={t('ls22:financials.title', { name: farm.name })}
        lead={
          days.length > 0
            ? t('ls22:financials.lead', {
                from: days[0]?.day,
                to: days[days.length - 1]?.day,
                count: days.length,
              })
            : undefined
        }
      />
      {!data ? (
        loading ? (
          <Skeleton height="64" />
        ) : (
          <LoadFailed
            text={t('ls22:financials.loadFailed')}
            onRetry={() => void refetch()}
            retryLabel={t('ls22:retry')}
          />
        )
      ) : days.length === 0 ? (
        <Text color="fg.muted">{t('ls22:financials.empty')}</Text>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value)}
          variant="line"
          colorPalette="green"
          lazyMount
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="table">{t('ls22:financials.tabs.table')}</Tabs.Trigger>
            <Tabs.Trigger value="chart">{t('ls22:financials.tabs.chart')}</Tabs.Trigger>
            <Tabs.Trigger value="items">{t('ls22:financials.tabs.items')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="table">
            <FinancialsTable days={days} columns={columns} daysPerPeriod={daysPerPeriod} />
          </Tabs.Content>
          <Tabs.Content value="chart">
            <IncomeExpensesChart days={days} />
          </Tabs.Content>
          <Tabs.Content value="items">
            <LargestItems rows={rows} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}
