import { Box, useBreakpointValue } from '@chakra-ui/react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Language } from '../../i18n';
import { formatDate, formatNumber, formatPercentPoints, LOCALES } from '../../lib/format';
import { partyColor } from './parties';

export interface PartyValue {
  partyId: string;
  shortcut: string;
  name: string;
  percent: number;
}

export interface PartyTrend {
  partyId: string;
  shortcut: string;
  average: ReadonlyArray<{ date: string; percent: number }>;
}

/** Text in the charts in the page's text colours (axis ticks, labels, legend), not recharts' light grey. */
const TEXT = 'var(--chakra-colors-fg)';
const MUTED = 'var(--chakra-colors-fg-muted)';
const TICK = { fontSize: 12, fill: MUTED };

/** Legend entries in the text colour: FDP's yellow as text would be unreadable. */
const legendText = (value: string) => <span style={{ color: TEXT }}>{value}</span>;

const percentText = (value: unknown, lang: Language) => formatPercentPoints(Number(value), lang, 1);

/** A day (`YYYY-MM-DD`) as a moment at noon UTC, so that no time zone moves it to another day. */
const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`);

/**
 * One bar per party in its colour, its value above it: the institutes' average or a survey's results. The same
 * figures stand in a table beside it for screen readers; `label` names the chart.
 */
export function PartyBarChart({
  values,
  label,
  lang,
}: {
  values: readonly PartyValue[];
  label: string;
  lang: Language;
}) {
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <Box as="figure" aria-label={label} height="72" minW="0" data-testid="dawum-bar-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...values]} margin={{ top: 24, right: 8, bottom: 4, left: 0 }} title={label}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* on phones the shortcuts slant, or they would run into each other */}
          <XAxis
            dataKey="shortcut"
            tick={TICK}
            interval={0}
            angle={narrow ? -40 : 0}
            textAnchor={narrow ? 'end' : 'middle'}
            height={narrow ? 64 : 30}
          />
          <YAxis
            tick={TICK}
            width={48}
            tickFormatter={(value: number) => formatPercentPoints(value, lang)}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(value) => percentText(value, lang)}
            labelFormatter={(shortcut, payload) => payload[0]?.payload?.name ?? String(shortcut)}
          />
          <Bar dataKey="percent" isAnimationActive={false} name={label}>
            {values.map((value) => (
              <Cell key={value.partyId} fill={partyColor(value.shortcut)} />
            ))}
            <LabelList
              dataKey="percent"
              position="top"
              fill={TEXT}
              fontSize={12}
              formatter={(value: unknown) => formatNumber(Number(value), lang, 1)}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** Rows of the trend chart: one per day with a survey, each party's smoothed average on it (absent: none). */
export function trendRows(parties: readonly PartyTrend[]): Record<string, number>[] {
  const byDay = new Map<string, Record<string, number>>();
  for (const party of parties) {
    for (const point of party.average) {
      const row = byDay.get(point.date) ?? { time: dayTime(point.date) };
      row[party.partyId] = point.percent;
      byDay.set(point.date, row);
    }
  }
  return [...byDay.values()].sort((a, b) => a.time! - b.time!);
}

/** The first day of every month from `from` to `to` (moments), the time axis' ticks. */
export function monthTicks(from: number, to: number): number[] {
  const ticks: number[] = [];
  const start = new Date(from);
  for (let month = start.getUTCMonth() + 1, year = start.getUTCFullYear(); ; month += 1) {
    const tick = Date.UTC(year, month, 1, 12);
    if (tick > to) return ticks;
    ticks.push(tick);
  }
}

/**
 * Each party's smoothed average over time as a line in its colour, on a time axis with a tick per month; the
 * legend keeps the parties' order (by their latest value).
 */
export function TrendChart({
  parties,
  label,
  lang,
}: {
  parties: readonly PartyTrend[];
  label: string;
  lang: Language;
}) {
  const month = new Intl.DateTimeFormat(LOCALES[lang], {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const rows = trendRows(parties);
  const ticks = rows.length > 0 ? monthTicks(rows[0]!.time!, rows.at(-1)!.time!) : [];
  return (
    <Box as="figure" aria-label={label} height="96" minW="0" data-testid="dawum-trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} title={label}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={ticks}
            tick={TICK}
            tickFormatter={(time: number) => month.format(time)}
          />
          <YAxis
            tick={TICK}
            width={48}
            tickFormatter={(value: number) => formatPercentPoints(value, lang)}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(value) => percentText(value, lang)}
            labelFormatter={(time) => formatDate(Number(time), lang)}
            itemSorter={(item) => -Number(item.value)}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} itemSorter={null} />
          {parties.map((party) => (
            <Line
              key={party.partyId}
              dataKey={party.partyId}
              name={party.shortcut}
              stroke={partyColor(party.shortcut)}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
