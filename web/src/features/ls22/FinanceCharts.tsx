import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLanguage } from '../../i18n';
import type { DaySummary, ItemTotal } from './finance';
import { signOfDecimal } from '../../lib/decimal';
import { formatMoney, formatMoneyCompact, magnitudeOf } from './money';

/** Chakra's palette tokens, so the charts follow the theme (light and dark). */
const INCOME = 'var(--chakra-colors-green-700)';
const EXPENSES = 'var(--chakra-colors-red-700)';

function Figure({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="figure"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      minW="0"
      data-testid={testId}
    >
      <Heading as="h2" size="sm" mb="3" id={headingId}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * What came in against what went out, per in-game day over the whole history (the table holds the same figures for
 * screen readers; the tooltip shows the exact sums).
 */
export function IncomeExpensesChart({ days }: { days: readonly DaySummary[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const points = days.map((day) => ({
    day: day.day,
    income: Number(day.income),
    expenses: Number(magnitudeOf(day.expenses)),
  }));
  const exact = new Map(days.map((day) => [day.day, day]));
  return (
    <Figure title={t('ls22:financials.chartTitle')} testId="ls22-income-chart">
      <Box height="80">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              type="number"
              domain={['dataMin', 'dataMax']}
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              tickFormatter={(day: number) => t('ls22:financials.dayShort', { day })}
            />
            <YAxis
              tick={{ fontSize: 12 }}
              width={80}
              tickFormatter={(value: number) => formatMoneyCompact(value, lang)}
            />
            <Tooltip
              labelFormatter={(day) => t('ls22:financials.day', { day: Number(day) })}
              formatter={(value, name, item) => {
                const summary = exact.get((item.payload as { day: number } | undefined)?.day ?? NaN);
                const key = String(item.dataKey);
                const amount = summary
                  ? key === 'income'
                    ? summary.income
                    : magnitudeOf(summary.expenses)
                  : null;
                return [formatMoney(amount ?? String(value), lang), name];
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="income"
              name={t('ls22:financials.income')}
              stroke={INCOME}
              strokeWidth={2}
              dot={points.length <= 60}
              isAnimationActive={false}
            />
            <Line
              dataKey="expenses"
              name={t('ls22:financials.expenses')}
              stroke={EXPENSES}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={points.length <= 60}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Figure>
  );
}

/** The largest items over the whole history: income to the right in green, expenses to the left in red. */
export function LargestItemsChart({
  items,
  labelOf,
}: {
  items: readonly ItemTotal[];
  labelOf: (column: string) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // an item is income or expense: two stacked series, one of them empty, give each bar its colour and a legend
  const points = items.map((item) => {
    const total = Number(item.total);
    return {
      label: labelOf(item.column),
      exact: item.total,
      income: signOfDecimal(item.total) > 0 ? total : null,
      expenses: signOfDecimal(item.total) < 0 ? total : null,
    };
  });
  return (
    <Figure title={t('ls22:financials.itemsTitle')} testId="ls22-items-chart">
      <Box height={`${Math.max(160, points.length * 36 + 40)}px`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              tick={{ fontSize: 12 }}
              tickFormatter={(value: number) => formatMoneyCompact(value, lang)}
            />
            <YAxis type="category" dataKey="label" width={180} tick={{ fontSize: 12 }} />
            <ReferenceLine x={0} stroke="var(--chakra-colors-fg-muted)" />
            <Tooltip
              formatter={(_value, name, item) => [
                formatMoney((item.payload as { exact: string } | undefined)?.exact, lang),
                name,
              ]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="income"
              name={t('ls22:financials.income')}
              stackId="item"
              fill={INCOME}
              isAnimationActive={false}
            />
            <Bar
              dataKey="expenses"
              name={t('ls22:financials.expenses')}
              stackId="item"
              fill={EXPENSES}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Figure>
  );
}
