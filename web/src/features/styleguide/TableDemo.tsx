import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AutoReloadSelect } from '../../components/AutoReloadSelect';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { Tag } from '../../components/Tag';
import { useLanguage } from '../../i18n';
import { formatDecimal } from '../../lib/decimal';
import { formatTime } from '../../lib/format';
import { applyLocally, DEFAULT_PER_PAGE } from '../../lib/tableState';

export interface DemoRow {
  id: string;
  name: string;
  city: string;
  /** A decimal string, as the portal keeps amounts. */
  amount: string;
  premium: boolean;
  active: boolean;
}

const FIRST = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances', 'Edsger'];
const LAST = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
];
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig'];

/** Deterministic sample rows (the same on every load). */
export function demoRows(count: number): DemoRow[] {
  return Array.from({ length: count }, (_, i) => {
    const cents = (i * 7919) % 100_000;
    return {
      id: String(i + 1),
      name: `${FIRST[i % FIRST.length] ?? ''} ${LAST[(i * 7) % LAST.length] ?? ''} ${i + 1}`,
      city: CITIES[(i * 3) % CITIES.length] ?? '',
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      premium: i % 3 === 0,
      active: i % 4 !== 1,
    };
  });
}

function AmountCell({ value }: { value: string }) {
  const lang = useLanguage();
  return <>{formatDecimal(value, lang)}</>;
}

export const demoTableConfig: TableConfig<DemoRow> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  pageSizes: [1, 5, 10, 20, 50, 100, 10_000],
  tabs: [
    { id: 'all', labelKey: 'styleguide:tabAll' },
    { id: 'active', labelKey: 'styleguide:tabActive' },
  ],
  columns: [
    {
      id: 'name',
      headerKey: 'styleguide:colName',
      sortField: 'name',
      filter: { kind: 'text', field: 'name' },
      cell: (row) => row.name,
    },
    {
      id: 'city',
      headerKey: 'styleguide:colCity',
      sortField: 'city',
      filter: { kind: 'select', field: 'city', options: CITIES.map((c) => ({ value: c, label: c })) },
      cell: (row) => row.city,
    },
    {
      id: 'amount',
      headerKey: 'styleguide:colAmount',
      sortField: 'amount',
      align: 'end',
      cell: (row) => <AmountCell value={row.amount} />,
    },
    {
      id: 'premium',
      headerKey: 'styleguide:colPremium',
      filter: { kind: 'tristate', field: 'premium' },
      hideBelow: 'sm',
      cell: (row) => (row.premium ? <Tag size="sm">Premium</Tag> : null),
    },
  ],
};

const ACCESSORS = {
  name: (row: DemoRow) => row.name,
  city: (row: DemoRow) => row.city,
  amount: (row: DemoRow) => Number(row.amount),
  premium: (row: DemoRow) => row.premium,
};

/** The style guide's table: local data, state in the URL; `?rows=10000` for a big page. */
export function TableDemo() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const count = Math.min(Math.max(Number(params.get('rows')) || 137, 0), 100_000);
  const all = useMemo(() => demoRows(count), [count]);
  const { state, spec } = useTableState(demoTableConfig);
  const lang = useLanguage();
  const [reloadedAt, setReloadedAt] = useState<Date | null>(null);
  const onReload = useCallback(() => setReloadedAt(new Date()), []);
  const { rows, total } = useMemo(() => {
    const source = state.tab === 'active' ? all.filter((row) => row.active) : all;
    return applyLocally(source, state, ACCESSORS, spec);
  }, [all, state, spec]);
  return (
    <>
      <DataTable
        config={demoTableConfig}
        caption={t('styleguide:tableCaption')}
        rows={rows}
        total={total}
        getRowId={(row) => row.id}
        paginationWindow={3}
        virtualizeAbove={params.get('noWindow') ? Number.POSITIVE_INFINITY : undefined}
        toolbar={<AutoReloadSelect onReload={onReload} />}
      />
      {reloadedAt && (
        <Text textStyle="xs" color="fg.muted" mt="2">
          {t('styleguide:reloadedAt', { time: formatTime(reloadedAt, lang) })}
        </Text>
      )}
    </>
  );
}
