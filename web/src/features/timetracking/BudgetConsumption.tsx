import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatCurrency, formatDate } from '../../lib/format';
import { formatHoursMinutes, SpentAgainst } from './durations';

const BudgetConsumptionFragment = graphql(`
  fragment BudgetConsumption_budget on TimeBudget {
    id
    name
    timeSeconds
    usedSeconds
    moneyCents
    usedMoneyCents
    remainingSeconds
    remainingSecondsPerWeek
    endsOn
  }
`);

/**
 * What a budget has used: time against its time budget, with what is left (or over) and, with an end, what is left
 * per week until then; money (at its hourly rate) against its money budget.
 */
export function BudgetConsumption(props: { budget: FragmentType<typeof BudgetConsumptionFragment> }) {
  const budget = useFragment(BudgetConsumptionFragment, props.budget);
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? '–' : formatCurrency(cents / 100, lang);
  return (
    <Stack gap="1">
      <SpentAgainst
        spent={budget.usedSeconds}
        planned={budget.timeSeconds}
        label={t('timetracking:budget.consumption', { name: budget.name })}
      />
      {budget.remainingSeconds !== null && budget.remainingSeconds !== undefined && (
        <Text textStyle="xs" color={budget.remainingSeconds < 0 ? 'orange.fg' : 'fg.muted'}>
          {t(budget.remainingSeconds < 0 ? 'timetracking:budget.over' : 'timetracking:budget.left', {
            time: formatHoursMinutes(budget.remainingSeconds, t),
          })}
          {budget.endsOn &&
            ` · ${t('timetracking:budget.until', { date: formatDate(`${budget.endsOn}T12:00:00`, lang) })}`}
        </Text>
      )}
      {budget.remainingSecondsPerWeek !== null &&
        budget.remainingSecondsPerWeek !== undefined &&
        budget.remainingSecondsPerWeek > 0 && (
          <Text textStyle="xs" color="fg.muted">
            {t('timetracking:budget.leftPerWeek', {
              time: formatHoursMinutes(budget.remainingSecondsPerWeek, t),
            })}
          </Text>
        )}
      {(budget.moneyCents !== null && budget.moneyCents !== undefined) ||
      (budget.usedMoneyCents !== null && budget.usedMoneyCents !== undefined) ? (
        <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('timetracking:budget.moneyUsed', {
            used: money(budget.usedMoneyCents),
            budget: money(budget.moneyCents),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
