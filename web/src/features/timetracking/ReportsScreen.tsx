import { Box, Button, Card, Field, Flex, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDuration } from '@portal/contract/duration';
import { FileDown } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable/DataTable';
import { tableSpecOf, type TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { Select } from '../../components/Select';
import { graphql } from '../../gql';
import type { TimeExportFormat, TimeReportGroupBy, TimeReportUnit } from '../../gql/graphql';
import { useLanguage, type Language } from '../../i18n';
import { formatDate, formatPercentPoints, LOCALES } from '../../lib/format';
import { lazyLoad } from '../../lib/lazyLoad';
import { applyLocally, DEFAULT_PER_PAGE } from '../../lib/tableState';
import { DownloadReady, type ReadyFile } from './DownloadReady';
import { Duration } from './durations';
import { ExportFormatSelect } from './ExportFormatSelect';

const TimeSpentReportQuery = graphql(`
  query TimeSpentReport($groupBy: TimeReportGroupBy!, $unit: TimeReportUnit!, $from: Date!, $to: Date!) {
    timeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to) {
      totalSeconds
      billableSeconds
      rows {
        period
        group
        seconds
        billableSeconds
      }
      periods
    }
  }
`);

const ExportTimeSpentReportMutation = graphql(`
  mutation ExportTimeSpentReport(
    $groupBy: TimeReportGroupBy!
    $unit: TimeReportUnit!
    $from: Date!
    $to: Date!
    $format: TimeExportFormat!
  ) {
    exportTimeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to, format: $format) {
      ...DownloadReady_file
    }
  }
`);

// The charts (recharts) load only when a report is shown.
const ReportCharts = lazyLoad(() => import('./ReportCharts').then((m) => m.ReportCharts));

/** The first year the report offers (spec 02 §2: 2019 onwards). */
const FIRST_YEAR = 2019;
const GROUPINGS: readonly TimeReportGroupBy[] = ['CLIENT_BRAND', 'TYPE', 'TAG'];
const UNITS: readonly TimeReportUnit[] = ['DAY', 'MONTH', 'YEAR'];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

interface Row {
  id: string;
  period: string;
  group: string;
  seconds: number;
  /** The part of `seconds` on billable records. */
  billableSeconds: number;
  share: number;
}

/** `YYYY-MM` of a date in the member's time zone. */
const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The last day of a `YYYY-MM` month as `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  const [year = 0, m = 0] = month.split('-').map(Number);
  return `${month}-${String(new Date(year, m, 0).getDate()).padStart(2, '0')}`;
}

/** A report period (`YYYY-MM-DD`, `YYYY-MM`, `YYYY`) in the member's language. */
function formatPeriod(period: string, lang: Language): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return formatDate(`${period}T12:00:00`, lang);
  if (/^\d{4}-\d{2}$/.test(period)) {
    const [year = 0, month = 1] = period.split('-').map(Number);
    return new Intl.DateTimeFormat(LOCALES[lang], {
      month: 'short',
      year: 'numeric',
    }).format(new Date(year, month - 1, 15));
  }
  return period;
}

/** The report's choices, kept in the URL beside the table's own keys; defaults: this month by day and client. */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const thisMonth = monthOf(new Date());
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly string[]).includes(params.get(key) ?? '') ? (params.get(key) as T) : fallback;
  const month = (key: string) => {
    const value = params.get(key) ?? '';
    return MONTH.test(value) ? value : thisMonth;
  };
  let from = month('from');
  let to = month('to');
  if (from > to) [from, to] = [to, from];
  const choice = {
    groupBy: pick('groupBy', GROUPINGS, 'CLIENT_BRAND'),
    unit: pick('unit', UNITS, 'DAY'),
    from,
    to,
  };
  const set = (changes: Partial<typeof choice>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  return { ...choice, set };
}

/** A row's share of the total, as the page's language writes it. */
function Share({ points }: { points: number }) {
  return formatPercentPoints(points, useLanguage(), 1);
}

const config: TableConfig<Row> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  columns: [
    {
      id: 'period',
      headerKey: 'timetracking:reports.period',
      sortField: 'period',
      cell: (row) => row.period,
    },
    {
      id: 'group',
      headerKey: 'timetracking:reports.group',
      sortField: 'group',
      cell: (row) => (
        <Text as="span" whiteSpace="normal" overflowWrap="anywhere">
          {row.group}
        </Text>
      ),
    },
    {
      id: 'seconds',
      headerKey: 'timetracking:reports.time',
      sortField: 'seconds',
      align: 'end',
      cell: (row) => <Duration seconds={row.seconds} />,
    },
    {
      id: 'billableSeconds',
      headerKey: 'timetracking:reports.billable',
      sortField: 'billableSeconds',
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Duration seconds={row.billableSeconds} />,
    },
    {
      id: 'share',
      headerKey: 'timetracking:reports.share',
      sortField: 'share',
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Share points={row.share} />,
    },
  ],
};

/**
 * /service/timetracking/reports: the time spent by client/brand or by type, per day, month or year, over a range of
 * months (or a whole year from 2019 on), as a table and as charts; the records behind it as CSV or Excel.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const report = useReportParams();
  const [format, setFormat] = useState<TimeExportFormat>('CSV');
  const [file, setFile] = useState<ReadyFile | null>(null);
  const range = { from: `${report.from}-01`, to: lastDayOf(report.to) };
  const variables = { groupBy: report.groupBy, unit: report.unit, ...range };
  const { data, loading, error, refetch } = useQuery(TimeSpentReportQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [exportReport, { loading: exporting }] = useMutation(ExportTimeSpentReportMutation);
  const { state } = useTableState(config);

  const result = data?.timeSpentReport;
  const noGroup = t('timetracking:reports.noGroup');
  const rows = useMemo<Row[]>(() => {
    const total = result?.totalSeconds || 1;
    return (result?.rows ?? []).map((row) => ({
      id: `${row.period}|${row.group ?? ''}`,
      period: row.period,
      group: row.group ?? noGroup,
      seconds: row.seconds,
      billableSeconds: row.billableSeconds,
      share: (row.seconds / total) * 100,
    }));
  }, [result, noGroup]);
  const page = applyLocally(
    rows,
    state,
    {
      period: (r) => r.period,
      group: (r) => r.group,
      seconds: (r) => r.seconds,
      billableSeconds: (r) => r.billableSeconds,
      share: (r) => r.share,
    },
    tableSpecOf(config),
    lang,
  );
  const shown = page.rows.map((row) => ({ ...row, period: formatPeriod(row.period, lang) }));

  const onExport = async () => {
    setFile(null);
    try {
      const { data: written } = await exportReport({ variables: { ...variables, format } });
      if (written) setFile(written.exportTimeSpentReport);
    } catch {
      // the error link has shown the failure as a toast
    }
  };

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
  const groupLabel = t(`timetracking:reports.groupBy.${report.groupBy}`);

  return (
    <>
      <PageHeader title={t('timetracking:reports.title')} lead={t('timetracking:reports.lead')} />
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Flex gap="3" wrap="wrap" align="flex-end">
              <Field.Root width={{ base: 'full', sm: '48' }}>
                <Field.Label>{t('timetracking:reports.groupByLabel')}</Field.Label>
                <Select
                  value={report.groupBy}
                  onChange={(value) => report.set({ groupBy: value as TimeReportGroupBy })}
                  options={GROUPINGS.map((g) => ({
                    value: g,
                    label: t(`timetracking:reports.groupBy.${g}`),
                  }))}
                />
              </Field.Root>
              <Field.Root width={{ base: 'full', sm: '36' }}>
                <Field.Label>{t('timetracking:reports.unitLabel')}</Field.Label>
                <Select
                  value={report.unit}
                  onChange={(value) => report.set({ unit: value as TimeReportUnit })}
                  options={UNITS.map((u) => ({ value: u, label: t(`timetracking:reports.unit.${u}`) }))}
                />
              </Field.Root>
              <Field.Root width={{ base: 'full', sm: '44' }}>
                <Field.Label>{t('timetracking:reports.from')}</Field.Label>
                <Input
                  type="month"
                  min={`${FIRST_YEAR}-01`}
                  value={report.from}
                  onChange={(event) =>
                    MONTH.test(event.target.value) && report.set({ from: event.target.value })
                  }
                />
              </Field.Root>
              <Field.Root width={{ base: 'full', sm: '44' }}>
                <Field.Label>{t('timetracking:reports.to')}</Field.Label>
                <Input
                  type="month"
                  min={`${FIRST_YEAR}-01`}
                  value={report.to}
                  onChange={(event) =>
                    MONTH.test(event.target.value) && report.set({ to: event.target.value })
                  }
                />
              </Field.Root>
            </Flex>
            <Box role="group" aria-labelledby="tt-report-years">
              <Text id="tt-report-years" textStyle="sm" fontWeight="medium" mb="2">
                {t('timetracking:reports.years')}
              </Text>
              <Wrap gap="2">
                {years.map((year) => {
                  const chosen = report.from === `${year}-01` && report.to === `${year}-12`;
                  return (
                    <Button
                      key={year}
                      size="xs"
                      variant={chosen ? 'solid' : 'outline'}
                      colorPalette={chosen ? 'teal' : 'gray'}
                      aria-pressed={chosen}
                      onClick={() => report.set({ from: `${year}-01`, to: `${year}-12` })}
                    >
                      {year}
                    </Button>
                  );
                })}
              </Wrap>
            </Box>
            <Flex
              gap="2"
              wrap="wrap"
              align="center"
              role="group"
              aria-label={t('timetracking:reports.export')}
            >
              <ExportFormatSelect value={format} onChange={setFormat} />
              <Button size="sm" variant="outline" loading={exporting} onClick={() => void onExport()}>
                <FileDown />
                {t('timetracking:reports.export')}
              </Button>
              {file && <DownloadReady file={file} />}
            </Flex>
          </Card.Body>
        </Card.Root>

        <Box as="section" aria-labelledby="tt-report-result">
          <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="3">
            <Heading as="h2" size="md" id="tt-report-result">
              {t('timetracking:reports.result', { group: groupLabel })}
            </Heading>
            <Stack gap="0" align="flex-end">
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="report-total">
                {t('timetracking:reports.total', { total: formatDuration(result?.totalSeconds ?? 0) })}
              </Text>
              <Text
                textStyle="sm"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
                data-testid="report-billable"
              >
                {t('timetracking:reports.billableTotal', {
                  total: formatDuration(result?.billableSeconds ?? 0),
                })}
              </Text>
            </Stack>
          </Flex>
          <Stack gap="4">
            {rows.length > 0 && (
              <Suspense fallback={<PageSpinner />}>
                <ReportCharts
                  rows={rows}
                  periods={result?.periods ?? []}
                  groupLabel={groupLabel}
                  formatPeriod={(p) => formatPeriod(p, lang)}
                />
              </Suspense>
            )}
            <DataTable
              config={config}
              caption={t('timetracking:reports.result', { group: groupLabel })}
              rows={shown}
              total={page.total}
              getRowId={(row) => row.id}
              loading={loading && !result}
              error={!result && !loading ? error : undefined}
              onRetry={() => void refetch()}
              emptyText={t('timetracking:reports.empty')}
            />
          </Stack>
        </Box>
      </Stack>
    </>
  );
}
