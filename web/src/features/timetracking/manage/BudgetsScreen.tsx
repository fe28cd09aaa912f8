import { useMutation, useQuery } from '@apollo/client/react';
import { formatDuration } from '@portal/contract/duration';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../../components/DataTable/types';
import { useTableState } from '../../../components/DataTable/useTableState';
import type { TimeBudgetOrderField, TimeBudgetsQuery as BudgetsData } from '../../../gql/graphql';
import { useLanguage, type Language } from '../../../i18n';
import { fixDecimals, formatDecimal, parseDecimal } from '../../../lib/decimal';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import { notifyError } from '../../../lib/toast';
import { useDeleteMutation } from '../../../lib/useDeleteMutation';
import { brandChoices, namedChoices } from '../choices';
import { BudgetConsumption } from '../BudgetConsumption';
import { orNull } from '../EntityFormDialog';
import {
  CreateTimeBudgetMutation,
  DeleteTimeBudgetMutation,
  TimeBudgetsQuery,
  TimeDropdownDataQuery,
  UpdateTimeBudgetMutation,
} from '../operations';
import { evicting, ManagedList, useEntityDialog } from './ManagedList';

type BudgetRow = BudgetsData['timeBudgets']['items'][number];
type Field = 'name' | 'customerId' | 'brandId' | 'projectId' | 'time' | 'money' | 'hourlyRate';

const config: TableConfig<BudgetRow, TimeBudgetOrderField> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:searchName' }],
  columns: [
    { id: 'name', headerKey: 'timetracking:name', sortField: 'NAME', cell: (row) => row.name },
    { id: 'target', headerKey: 'timetracking:budget.target', hideBelow: 'md', cell: (row) => row.targetName },
    {
      id: 'consumption',
      headerKey: 'timetracking:budget.spent',
      cell: (row) => <BudgetConsumption budget={row} />,
    },
  ],
};

/** Cents as a decimal in the member's language; '' for none. */
function decimalOfCents(cents: number | null | undefined, lang: Language): string {
  return cents === null || cents === undefined ? '' : formatDecimal((cents / 100).toFixed(2), lang);
}

/** Cents of a money amount as typed in the member's language; null for none, undefined when unreadable. */
function centsOf(input: string, lang: Language): number | null | undefined {
  const parsed = parseDecimal(input, lang, 2, false);
  if (!parsed.ok) return undefined;
  if (parsed.value === '') return null;
  const [whole, fraction] = fixDecimals(parsed.value).split('.');
  return Number(whole) * 100 + Number(fraction);
}

/** /service/timetracking/manage/budgets: time and money budgets on a customer, brand or project, with consumption. */
export function BudgetsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: choices } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const { state, variables } = useTableState(config);
  const search = state.filters.search;
  const { data, previousData, loading, error, refetch } = useQuery(TimeBudgetsQuery, {
    variables: { ...variables, filter: { search: typeof search === 'string' ? search : undefined } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const evict = evicting('timeBudgets');
  const [create] = useMutation(CreateTimeBudgetMutation, evict);
  const [update] = useMutation(UpdateTimeBudgetMutation, evict);
  const remove = useDeleteMutation(DeleteTimeBudgetMutation, {
    field: 'deleteTimeBudget',
    typename: 'TimeBudget',
    listField: 'timeBudgets',
  });
  const fields = useMemo(() => {
    const choose = (
      name: 'customerId' | 'brandId' | 'projectId',
      options: { value: string; label: string }[],
    ) => ({
      name,
      label: t(`timetracking:budget.${name.replace('Id', '')}`),
      kind: 'select' as const,
      placeholder: t('timetracking:none'),
      options,
    });
    const money = lang === 'de' ? '1.500,00' : '1,500.00';
    const rate = lang === 'de' ? '85,00' : '85.00';
    return [
      { name: 'name' as const, label: t('timetracking:name'), required: true },
      {
        ...choose('customerId', namedChoices(choices?.timeDropdownData.customers)),
        helper: t('timetracking:budget.targetHelp'),
      },
      choose('brandId', brandChoices(choices?.timeDropdownData)),
      choose('projectId', namedChoices(choices?.timeDropdownData.projects)),
      {
        name: 'time' as const,
        label: t('timetracking:budget.time'),
        placeholder: '40h',
        helper: t('timetracking:record.durationHelp'),
      },
      { name: 'money' as const, label: t('timetracking:budget.amount'), placeholder: money },
      {
        name: 'hourlyRate' as const,
        label: t('timetracking:budget.hourlyRate'),
        placeholder: rate,
        helper: t('timetracking:budget.hourlyRateHelp'),
      },
    ];
  }, [t, lang, choices]);
  const { open, dialog } = useEntityDialog<BudgetRow, Field>({
    kind: 'budget',
    fields,
    initialOf: (row) => ({
      name: row?.name ?? '',
      customerId: row?.customerId ?? '',
      brandId: row?.brandId ?? '',
      projectId: row?.projectId ?? '',
      time: row?.timeSeconds ? formatDuration(row.timeSeconds) : '',
      money: decimalOfCents(row?.moneyCents, lang),
      hourlyRate: decimalOfCents(row?.hourlyRateCents, lang),
    }),
    save: async (values, row) => {
      const moneyCents = centsOf(values.money, lang);
      const hourlyRateCents = centsOf(values.hourlyRate, lang);
      if (moneyCents === undefined || hourlyRateCents === undefined) {
        notifyError(t('timetracking:budget.amountInvalid'));
        return null;
      }
      const input = {
        name: values.name.trim(),
        customerId: orNull(values.customerId),
        brandId: orNull(values.brandId),
        projectId: orNull(values.projectId),
        time: orNull(values.time),
        moneyCents,
        hourlyRateCents,
      };
      if (row)
        return (await update({ variables: { id: row.id, input } })).data?.updateTimeBudget.name ?? null;
      return (await create({ variables: { input } })).data?.createTimeBudget.name ?? null;
    },
  });
  return (
    <ManagedList
      kind="budget"
      config={config}
      page={data?.timeBudgets ?? (loading ? previousData?.timeBudgets : undefined)}
      loading={loading}
      error={error}
      refetch={() => void refetch()}
      edit={open}
      remove={remove}
      create={() => open()}
    >
      {dialog}
    </ManagedList>
  );
}
