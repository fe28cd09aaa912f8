import { formatDuration } from '@portal/contract/duration';
import { graphql } from '../../../gql';
import type { Language } from '../../../i18n';
import { fixDecimals, formatDecimal, parseDecimal } from '../../../lib/decimal';
import { notifyError } from '../../../lib/toast';
import { BudgetConsumption } from '../BudgetConsumption';
import { brandChoices, namedChoices } from '../choices';
import { orNull } from '../EntityFormDialog';
import { catalogue, CatalogueScreen, type Env } from './CatalogueScreen';

const BudgetFragment = graphql(`
  fragment BudgetsScreen_budget on TimeBudget {
    id
    name
    customerId
    brandId
    projectId
    targetName
    timeSeconds
    moneyCents
    hourlyRateCents
    endsOn
    ...BudgetConsumption_budget
  }
`);

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

/** The budget's form: its name, what it is on, its time and money, and the hourly rate that turns time into money. */
function budgetFields({ t, lang, choices }: Env) {
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
  return [
    { name: 'name' as const, label: t('timetracking:name'), required: true },
    {
      ...choose('customerId', namedChoices(choices?.customers)),
      helper: t('timetracking:budget.targetHelp'),
    },
    choose('brandId', brandChoices(choices)),
    choose('projectId', namedChoices(choices?.projects)),
    {
      name: 'time' as const,
      label: t('timetracking:budget.time'),
      placeholder: '40h',
      helper: t('timetracking:record.durationHelp'),
    },
    {
      name: 'money' as const,
      label: t('timetracking:budget.amount'),
      placeholder: lang === 'de' ? '1.500,00' : '1,500.00',
    },
    {
      name: 'hourlyRate' as const,
      label: t('timetracking:budget.hourlyRate'),
      placeholder: lang === 'de' ? '85,00' : '85.00',
      helper: t('timetracking:budget.hourlyRateHelp'),
    },
    {
      name: 'endsOn' as const,
      label: t('timetracking:budget.endsOn'),
      kind: 'date' as const,
      helper: t('timetracking:budget.endsOnHelp'),
    },
  ];
}

const budgets = catalogue({
  kind: 'budget',
  typename: 'TimeBudget',
  fragment: BudgetFragment,
  query: graphql(`
    query TimeBudgets(
      $page: Int
      $perPage: Int
      $orderBy: TimeBudgetOrderField
      $direction: SortDirection
      $filter: TimeNameFilter
    ) {
      timeBudgets(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
        items {
          ...BudgetsScreen_budget
        }
        pageInfo {
          total
        }
      }
    }
  `),
  listField: 'timeBudgets',
  usesChoices: true,
  remove: graphql(`
    mutation DeleteTimeBudget($id: ID!) {
      deleteTimeBudget(id: $id)
    }
  `),
  columns: () => [
    { id: 'target', headerKey: 'timetracking:budget.target', hideBelow: 'md', cell: (row) => row.targetName },
    {
      id: 'consumption',
      headerKey: 'timetracking:budget.spent',
      cell: (row) => <BudgetConsumption budget={row} />,
    },
  ],
  editing: {
    create: graphql(`
      mutation CreateTimeBudget($input: TimeBudgetInput!) {
        createTimeBudget(input: $input) {
          ...BudgetsScreen_budget
        }
      }
    `),
    update: graphql(`
      mutation UpdateTimeBudget($id: ID!, $input: TimeBudgetInput!) {
        updateTimeBudget(id: $id, input: $input) {
          ...BudgetsScreen_budget
        }
      }
    `),
    fields: budgetFields,
    initialOf: (row, { lang }) => ({
      name: row?.name ?? '',
      customerId: row?.customerId ?? '',
      brandId: row?.brandId ?? '',
      projectId: row?.projectId ?? '',
      time: row?.timeSeconds ? formatDuration(row.timeSeconds) : '',
      money: decimalOfCents(row?.moneyCents, lang),
      hourlyRate: decimalOfCents(row?.hourlyRateCents, lang),
      endsOn: row?.endsOn ?? '',
    }),
    inputOf: (values, { t, lang }) => {
      const moneyCents = centsOf(values.money, lang);
      const hourlyRateCents = centsOf(values.hourlyRate, lang);
      if (moneyCents === undefined || hourlyRateCents === undefined) {
        notifyError(t('timetracking:budget.amountInvalid'));
        return null;
      }
      return {
        name: values.name.trim(),
        customerId: orNull(values.customerId),
        brandId: orNull(values.brandId),
        projectId: orNull(values.projectId),
        time: orNull(values.time),
        moneyCents,
        hourlyRateCents,
        endsOn: orNull(values.endsOn),
      };
    },
  },
});

/** /service/timetracking/manage/budgets: time and money budgets on a customer, brand or project, with consumption. */
export const BudgetsScreen = () => <CatalogueScreen catalogue={budgets} />;
