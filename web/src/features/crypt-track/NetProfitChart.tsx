import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
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
import { formatDate, formatDateTime } from '../../lib/format';
import type { ProfitSeries } from './history';
import { formatAmount } from './numbers';

/** Line colours: Chakra's palette tokens, so the chart follows the theme (light and dark). */
const COLORS = ['teal', 'orange', 'purple', 'blue', 'pink'].map((name) => `var(--chakra-colors-${name}-500)`);

/**
 * The closed positions' net profit added up over time, one line per margin coin (loaded with the positions screen
 * only). The table below holds the same positions for screen readers; the tooltip shows the exact running total.
 */
export function NetProfitChart({ series }: { series: ProfitSeries }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  const exactAt = (time: number, coin: string) => {
    const index = series.points.findIndex((point) => point.time === time);
    return series.exact[index]?.[coin];
  };
  return (
    <Box
      as="figure"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      minW="0"
      data-testid="net-profit-chart"
    >
      <Heading as="h2" size="sm" mb="3" id={headingId}>
        {t('crypt-track:history.chart')}
      </Heading>
      <Box height="72">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series.points} margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tick={{ fontSize: 12 }}
              tickFormatter={(time: number) => formatDate(time, lang)}
            />
            <YAxis
              tick={{ fontSize: 12 }}
              width={72}
              tickFormatter={(value: number) => formatAmount(String(value), lang, 'short')}
            />
            <ReferenceLine y={0} stroke="var(--chakra-colors-fg-muted)" />
            <Tooltip
              labelFormatter={(time) => formatDateTime(Number(time), lang)}
              formatter={(value, name, item) => {
                const time = (item.payload as { time: number } | undefined)?.time ?? NaN;
                const coin = String(name);
                return [
                  formatAmount(exactAt(time, coin) ?? String(value), lang, 'short', { signed: true }),
                  coin,
                ];
              }}
            />
            {series.coins.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {series.coins.map((coin, index) => (
              <Line
                key={coin}
                dataKey={coin}
                name={coin}
                type="stepAfter"
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2}
                dot={series.points.length <= 60}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
