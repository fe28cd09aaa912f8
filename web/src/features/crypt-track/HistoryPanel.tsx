import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { Fragment, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable/DataTable';
import { tableSpecOf, type TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DateTimeText } from '../../components/DateTimeText';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql, useFragment } from '../../gql';
import { useLanguage } from '../../i18n';
import { sumDecimals } from '../../lib/decimal';
import { lazyLoad } from '../../lib/lazyLoad';
import { applyLocally, DEFAULT_PER_PAGE } from '../../lib/tableState';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { Amount } from './Amount';
import { cumulativeNetProfit, type HistoryRow } from './history';
import { SILENT } from './CryptTrackLayout';
import { LoadError } from './LoadError';
import { CryptTrackHistoryPositionsQuery } from './operations';
import { SideBadge } from './SideBadge';

/** What the closed positions' table and the net profit chart show of a position. */
export const HistoryPanelPositionFragment = graphql(`
  fragment HistoryPanel_position on CryptTrackHistoryPosition {
    positionId
    symbol
    marginCoin
    side
    marginMode
    openAveragePrice
    closeAveragePrice
    openTotal
    closeTotal
    pnl
    netProfit
    totalFunding
    openFee
    closeFee
    createdAt
    modifiedAt
  }
`);

// The chart (recharts) loads with the history only.
const NetProfitChart = lazyLoad(() => import('./NetProfitChart').then((m) => m.NetProfitChart));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['from', 'to', 'symbol'] as const;
type Field = (typeof FIELDS)[number];

/** The range and symbol, kept in the URL beside the table's own keys; empty = the server's default (7 days). */
function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const chosen = {
    from: day('from'),
    to: day('to'),
    symbol: (params.get('symbol') ?? '').trim().toUpperCase(),
  };
  const set = (next: Record<Field, string>) =>
    setParams(
      (prev) => {
        const result = new URLSearchParams(prev);
        for (const key of FIELDS) {
          if (next[key]) result.set(key, next[key]);
          else result.delete(key);
        }
        result.delete('page');
        return result;
      },
      { preventScrollReset: true },
    );
  return { ...chosen, set };
}

/** A day's start (`from`) or end (`to`) in the member's time zone, as an ISO instant; the end never lies ahead. */
function instantOf(day: string, end: boolean): string | null {
  if (!day) return null;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  if (Number.isNaN(date.getTime())) return null;
  return (end ? new Date(Math.min(date.getTime(), Date.now())) : date).toISOString();
}

const fees = (row: HistoryRow) =>
  row.openFee == null && row.closeFee == null ? null : sumDecimals([row.openFee, row.closeFee]);
const sortNumber = (value: string | null | undefined) => (value == null ? null : Number(value));

const config: TableConfig<HistoryRow> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  columns: [
    {
      id: 'modifiedAt',
      headerKey: 'crypt-track:history.closedAt',
      sortField: 'modifiedAt',
      cell: (row) => (row.modifiedAt ? <DateTimeText value={row.modifiedAt} /> : '–'),
    },
    {
      id: 'symbol',
      headerKey: 'crypt-track:position.symbol',
      sortField: 'symbol',
      cell: (row) => (
        <Text as="span" fontWeight="semibold">
          {row.symbol}
        </Text>
      ),
    },
    { id: 'side', headerKey: 'crypt-track:position.side', cell: (row) => <SideBadge side={row.side} /> },
    {
      id: 'openAveragePrice',
      headerKey: 'crypt-track:history.openAveragePrice',
      align: 'end',
      hideBelow: 'md',
      cell: (row) => <Amount value={row.openAveragePrice} />,
    },
    {
      id: 'closeAveragePrice',
      headerKey: 'crypt-track:history.closeAveragePrice',
      align: 'end',
      hideBelow: 'md',
      cell: (row) => <Amount value={row.closeAveragePrice} />,
    },
    {
      id: 'closeTotal',
      headerKey: 'crypt-track:history.closeTotal',
      align: 'end',
      hideBelow: 'lg',
      cell: (row) => <Amount value={row.closeTotal} />,
    },
    {
      id: 'pnl',
      headerKey: 'crypt-track:history.pnl',
      sortField: 'pnl',
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => <Amount value={row.pnl} signed />,
    },
    {
      id: 'fees',
      headerKey: 'crypt-track:history.fees',
      align: 'end',
      hideBelow: 'lg',
      cell: (row) => <Amount value={fees(row)} />,
    },
    {
      id: 'totalFunding',
      headerKey: 'crypt-track:history.funding',
      align: 'end',
      hideBelow: 'lg',
      cell: (row) => <Amount value={row.totalFunding} signed />,
    },
    {
      id: 'netProfit',
      headerKey: 'crypt-track:history.netProfit',
      sortField: 'netProfit',
      align: 'end',
      cell: (row) => (
        <Text as="span" fontWeight="semibold">
          <Amount value={row.netProfit} signed unit={row.marginCoin} />
        </Text>
      ),
    },
  ],
};

/** The range and symbol form; the server's refusals show under its fields. */
function HistoryFilter({
  chosen,
  error,
  onApply,
}: {
  chosen: Record<Field, string>;
  error: unknown;
  onApply: (next: Record<Field, string>) => void;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(FIELDS);
  const [values, setValues] = useState(chosen);
  const [orderError, setOrderError] = useState<string>();
  const { capture, clear } = errors;
  useEffect(() => {
    if (error) capture(error);
    else clear();
  }, [error, capture, clear]);

  const change = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    errors.clearField(field);
    setOrderError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.from && values.to && values.from > values.to) {
      setOrderError(t('crypt-track:history.rangeOrder'));
      return;
    }
    onApply({ ...values, symbol: values.symbol.trim().toUpperCase() });
  };

  return (
    <form id={errors.formId} onSubmit={submit} noValidate aria-label={t('crypt-track:history.filter')}>
      <Stack gap="3">
        <FormErrors messages={errors.otherErrors} />
        <Text textStyle="sm" color="fg.muted">
          {t('crypt-track:history.rangeHint')}
        </Text>
        <Flex gap="3" wrap="wrap" align="flex-start">
          {(['from', 'to'] as const).map((field) => (
            <Stack key={field} width={{ base: 'full', sm: '44' }}>
              <FormField
                label={t(`crypt-track:history.${field}`)}
                error={errors.errorOf(field) ?? (field === 'to' ? orderError : undefined)}
              >
                <Input
                  type="date"
                  name={field}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                />
              </FormField>
            </Stack>
          ))}
          <Stack width={{ base: 'full', sm: '44' }}>
            <FormField label={t('crypt-track:history.symbol')} error={errors.errorOf('symbol')}>
              <Input
                name="symbol"
                value={values.symbol}
                placeholder="BTCUSDT"
                autoComplete="off"
                onChange={(event) => change('symbol', event.target.value)}
              />
            </FormField>
          </Stack>
          <Button type="submit" variant="outline" mt={{ sm: '6' }}>
            <Search />
            {t('crypt-track:history.apply')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** The closed positions of one configuration with the cumulative net profit (spec 02 §2, §7 get-history-positions). */
export function HistoryPanel({ configId }: { configId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useHistoryParams();
  const { from, to, symbol } = params;
  const variables = useMemo(
    () => ({ configId, from: instantOf(from, false), to: instantOf(to, true), symbol: symbol || null }),
    [configId, from, to, symbol],
  );
  const { data, loading, error, refetch } = useQuery(CryptTrackHistoryPositionsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    context: SILENT,
  });
  const { state } = useTableState(config);
  const rows = useFragment(HistoryPanelPositionFragment, data?.cryptTrackHistoryPositions);
  const series = useMemo(() => cumulativeNetProfit(rows ?? []), [rows]);
  const page = applyLocally(
    rows ?? [],
    state,
    {
      modifiedAt: (r) => r.modifiedAt ?? '',
      symbol: (r) => r.symbol,
      pnl: (r) => sortNumber(r.pnl),
      netProfit: (r) => sortNumber(r.netProfit),
    },
    tableSpecOf(config),
    lang,
  );
  const totals = series.exact.at(-1) ?? {};

  return (
    <Stack gap="4">
      <HistoryFilter
        key={`${from}|${to}|${symbol}`}
        chosen={{ from, to, symbol }}
        error={error}
        onApply={params.set}
      />
      {error && !rows && <LoadError error={error} onRetry={() => void refetch()} />}
      {series.points.length > 0 && (
        <Suspense fallback={<PageSpinner />}>
          <NetProfitChart series={series} />
        </Suspense>
      )}
      <DataTable
        config={config}
        caption={t('crypt-track:history.caption')}
        rows={page.rows}
        total={page.total}
        getRowId={(row) => row.positionId}
        loading={loading && !rows}
        emptyText={t('crypt-track:history.empty')}
        toolbar={
          rows && rows.length > 0 ? (
            <Text textStyle="sm" data-testid="history-total">
              {t('crypt-track:history.total', { count: rows.length })}{' '}
              {Object.entries(totals).map(([coin, sum], index) => (
                <Fragment key={coin}>
                  {index > 0 && ', '}
                  <Amount value={sum} form="short" signed unit={coin} />
                </Fragment>
              ))}
            </Text>
          ) : undefined
        }
      />
    </Stack>
  );
}
