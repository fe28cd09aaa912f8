import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { formatDuration } from '@portal/contract/duration';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatNumber } from '../../lib/format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ReportRow {
  period: string;
  group: string;
  seconds: number;
}

/** Legend entries in the text colour (the series colours are too light for text). */
const legendText = (value: string) => <span style={{ color: 'var(--chakra-colors-fg)' }}>{value}</span>;

/** Series colours: Chakra's palette tokens, so the charts follow the theme (light and dark). */
const COLORS = ['teal', 'orange', 'purple', 'blue', 'pink', 'green', 'yellow', 'cyan', 'red', 'gray'].map(
  (name) => `var(--chakra-colors-${name}-500)`,
);
const colorOf = (index: number) => COLORS[index % COLORS.length];

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** The groups, largest total first (the legend's and the colours' order). */
function groupsOf(rows: readonly ReportRow[]): { group: string; seconds: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.group, (totals.get(row.group) ?? 0) + row.seconds);
  return [...totals].map(([group, seconds]) => ({ group, seconds })).sort((a, b) => b.seconds - a.seconds);
}

/** One bar per period of the range (an empty one too, so the axis has no gaps), stacked by group, in hours. */
export function barsOf(
  rows: readonly ReportRow[],
  periods: readonly string[],
): Record<string, string | number>[] {
  const byPeriod = new Map<string, Map<string, number>>(periods.map((period) => [period, new Map()]));
  for (const row of rows) {
    const groups = byPeriod.get(row.period) ?? new Map<string, number>();
    groups.set(row.group, (groups.get(row.group) ?? 0) + row.seconds);
    byPeriod.set(row.period, groups);
  }
  return [...byPeriod]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, groups]) => ({
      period,
      ...Object.fromEntries([...groups].map(([group, seconds]) => [group, hours(seconds)])),
    }));
}

function Figure({ title, children }: { title: string; children: React.ReactElement }) {
  const id = useId();
  return (
    <Box as="figure" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4" minW="0">
      <Heading as="h3" size="sm" mb="3" id={id}>
        {title}
      </Heading>
      <Box height="72">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

/**
 * The time-spent report as charts (loaded with the reports screen only): hours per period stacked by client/brand
 * or type, and each group's share of the whole. The table beside them holds the same figures for screen readers.
 */
export function ReportCharts({
  rows,
  periods,
  groupLabel,
  formatPeriod,
}: {
  rows: readonly ReportRow[];
  /** Every period of the range, in order. */
  periods: readonly string[];
  groupLabel: string;
  /** A period (`YYYY-MM-DD`, `YYYY-MM`, `YYYY`) as the axis shows it. */
  formatPeriod: (period: string) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const groups = groupsOf(rows);
  const bars = barsOf(rows, periods);
  const tooltip = (value: unknown) => formatDuration(Math.round(Number(value) * 3600));
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" data-testid="report-charts">
      <Figure title={t('timetracking:reports.chartOverTime')}>
        <BarChart data={bars} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} tickFormatter={formatPeriod} />
          <YAxis
            tick={{ fontSize: 12 }}
            tickFormatter={(hours: number) => formatNumber(hours, lang)}
            width={48}
            label={{
              value: t('timetracking:reports.hours'),
              angle: -90,
              position: 'insideLeft',
              fontSize: 12,
            }}
          />
          <Tooltip formatter={tooltip} labelFormatter={(period) => formatPeriod(String(period))} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          {groups.map(({ group }, index) => (
            <Bar key={group} dataKey={group} stackId="time" fill={colorOf(index)} isAnimationActive={false} />
          ))}
        </BarChart>
      </Figure>
      <Figure title={t('timetracking:reports.chartShares', { group: groupLabel })}>
        <PieChart>
          <Pie
            data={groups.map(({ group, seconds }) => ({ name: group, value: hours(seconds) }))}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
          >
            {groups.map(({ group }, index) => (
              <Cell key={group} fill={colorOf(index)} />
            ))}
          </Pie>
          <Tooltip formatter={tooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        </PieChart>
      </Figure>
    </SimpleGrid>
  );
}
