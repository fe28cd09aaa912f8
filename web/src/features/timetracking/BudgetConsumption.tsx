import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatCurrency } from '../../lib/format';
import { SpentAgainst } from './durations';

export interface BudgetFigures {
  name: string;
  timeSeconds?: number | null;
  usedSeconds: number;
  moneyCents?: number | null;
  usedMoneyCents?: number | null;
}

/** What a budget has used: time against its time budget, money (at its hourly rate) against its money budget. */
export function BudgetConsumption({ budget }: { budget: BudgetFigures }) {
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
