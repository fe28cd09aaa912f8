import { Box, Flex, Heading, IconButton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, graphql, useFragment } from '../../gql';
import type { WeekGrid_WeekFragment } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { dayMonth, weekdayName } from './days';
import { SpentAgainst } from './durations';
import { formatCell } from './weekCells';
import { WeekCell } from './WeekCell';
import { WorkingTimeWarnings } from './WorkingTime';

const WeekGridFragment = graphql(`
  fragment WeekGrid_week on TimeWeek {
    weekStart
    totalSeconds
    targetSeconds
    days {
      date
      totalSeconds
      targetSeconds
      holiday
      warnings
    }
    rows {
      task {
        id
        title
      }
      customer {
        id
        name
      }
      cells
      totalSeconds
    }
  }
`);

type Day = WeekGrid_WeekFragment['days'][number];

/** A row of the grid: a task and a customer (either may be none), with its seconds per day, Monday first. */
export interface WeekRow {
  task: { id: string; title: string } | null;
  customer: { id: string; name: string } | null;
  cells: number[];
  totalSeconds: number;
}

/** A row's key: its task and customer. */
export const rowKeyOf = (row: Pick<WeekRow, 'task' | 'customer'>) =>
  `${row.task?.id ?? ''}|${row.customer?.id ?? ''}`;

/** Saves one cell: the row's task and customer on `date`. */
export type SaveCell = (row: WeekRow, date: string, duration: string) => Promise<unknown>;

function useRowLabel() {
  const { t } = useTranslation();
  return (row: WeekRow) =>
    [row.task?.title, row.customer?.name].filter(Boolean).join(' · ') || t('timetracking:week.noAssignment');
}

function useCellLabel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rowLabel = useRowLabel();
  return (row: WeekRow, date: string) =>
    t('timetracking:week.cell', {
      day: weekdayName(date, lang),
      date: dayMonth(date, lang),
      row: rowLabel(row),
    });
}

/** A day's total against its target (`7:30 / 8:00`), and in words and colour how far under or over it lies. */
function DayTotal({ day }: { day: Day }) {
  const { t } = useTranslation();
  const diff = day.totalSeconds - day.targetSeconds;
  const cue =
    Math.abs(diff) < 60
      ? null
      : diff < 0
        ? t('timetracking:week.under', { diff: formatCell(-diff) })
        : t('timetracking:week.over', { diff: formatCell(diff) });
  return (
    <Stack gap="0.5" align="flex-end" fontVariantNumeric="tabular-nums">
      <Text as="span" whiteSpace="nowrap" fontWeight="medium">
        {t('timetracking:week.against', {
          total: formatCell(day.totalSeconds) || '0:00',
          target: formatCell(day.targetSeconds) || '0:00',
        })}
      </Text>
      {cue && (
        <Text as="span" textStyle="xs" whiteSpace="nowrap" color={diff < 0 ? 'orange.fg' : 'teal.fg'}>
          {cue}
        </Text>
      )}
      <WorkingTimeWarnings warnings={day.warnings} />
    </Stack>
  );
}

/** A day's name and date, and the public holiday's name under them. */
function DayName({ day, width }: { day: Day; width: 'long' | 'short' }) {
  const lang = useLanguage();
  return (
    <Stack gap="0" align="inherit">
      <span>
        {weekdayName(day.date, lang, width)}, {dayMonth(day.date, lang)}
      </span>
      {day.holiday && (
        <Text as="span" textStyle="xs" color="fg.muted" fontWeight="normal">
          {day.holiday}
        </Text>
      )}
    </Stack>
  );
}

/** The desk's grid: rows of task and customer, a column per day, the days' totals and the week's below. */
function DeskGrid({ days, rows, onSave }: { days: Day[]; rows: WeekRow[]; onSave: SaveCell }) {
  const { t } = useTranslation();
  const rowLabel = useRowLabel();
  const cellLabel = useCellLabel();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('timetracking:week.grid')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('timetracking:week.row')}</Table.ColumnHeader>
            {days.map((day) => (
              <Table.ColumnHeader key={day.date} textAlign="end">
                <DayName day={day} width="short" />
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('timetracking:week.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKeyOf(row)}>
              <Table.Cell as="th" scope="row" fontWeight="medium" minW="40" overflowWrap="anywhere">
                {rowLabel(row)}
              </Table.Cell>
              {days.map((day, i) => (
                <Table.Cell key={day.date} verticalAlign="top">
                  <WeekCell
                    seconds={row.cells[i] ?? 0}
                    label={cellLabel(row, day.date)}
                    rowKey={rowKeyOf(row)}
                    onSave={(duration) => onSave(row, day.date, duration)}
                  />
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatCell(row.totalSeconds) || '0:00'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell as="th" scope="row">
              {t('timetracking:week.dayTotal')}
            </Table.Cell>
            {days.map((day) => (
              <Table.Cell key={day.date} verticalAlign="top">
                <DayTotal day={day} />
              </Table.Cell>
            ))}
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The phone's view: one day at a time, with a switcher to the day before and after, its rows as a list. */
function PhoneDay({
  days,
  rows,
  day,
  onDay,
  onSave,
}: {
  days: Day[];
  rows: WeekRow[];
  day: string;
  /** Moves by a day (-1, 1), into the week before or after too. */
  onDay: (step: number) => void;
  onSave: SaveCell;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rowLabel = useRowLabel();
  const cellLabel = useCellLabel();
  const index = Math.max(
    0,
    days.findIndex((d) => d.date === day),
  );
  const shown = days[index];
  if (!shown) return null;
  return (
    <Stack gap="3">
      <Flex align="center" justify="space-between" gap="2">
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t('timetracking:week.previousDay')}
          onClick={() => onDay(-1)}
        >
          <ChevronLeft />
        </IconButton>
        <Stack gap="0" align="center" textAlign="center">
          <Heading as="h2" size="md" aria-live="polite">
            {weekdayName(shown.date, lang)}, {dayMonth(shown.date, lang)}
          </Heading>
          {shown.holiday && (
            <Text textStyle="xs" color="fg.muted">
              {shown.holiday}
            </Text>
          )}
        </Stack>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t('timetracking:week.nextDay')}
          onClick={() => onDay(1)}
        >
          <ChevronRight />
        </IconButton>
      </Flex>
      <Flex justify="space-between" align="flex-start" gap="2">
        <Text textStyle="sm" color="fg.muted">
          {t('timetracking:week.dayTotal')}
        </Text>
        <DayTotal day={shown} />
      </Flex>
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map((row) => (
          <Flex as="li" key={rowKeyOf(row)} align="flex-start" justify="space-between" gap="3">
            <Text pt="1.5" overflowWrap="anywhere">
              {rowLabel(row)}
            </Text>
            <Box w="24" flexShrink="0">
              <WeekCell
                seconds={row.cells[index] ?? 0}
                label={cellLabel(row, shown.date)}
                rowKey={rowKeyOf(row)}
                onSave={(duration) => onSave(row, shown.date, duration)}
              />
            </Box>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The week as a grid on the desk, and one day at a time on a phone; `added` rows (picked by the member, without
 * time yet) join the week's own until their first entry brings them from the server.
 */
export function WeekGrid(props: {
  week: FragmentType<typeof WeekGridFragment>;
  added: readonly WeekRow[];
  day: string;
  onDay: (step: number) => void;
  onSave: SaveCell;
}) {
  const { t } = useTranslation();
  const week = useFragment(WeekGridFragment, props.week);
  // read at once (no first render at the phone's width on a desk): the two layouts hold different inputs
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const own = new Set(week.rows.map(rowKeyOf));
  const rows = [...week.rows, ...props.added.filter((row) => !own.has(rowKeyOf(row)))];
  return (
    <Stack gap="4">
      {phone ? (
        <PhoneDay days={week.days} rows={rows} day={props.day} onDay={props.onDay} onSave={props.onSave} />
      ) : (
        <DeskGrid days={week.days} rows={rows} onSave={props.onSave} />
      )}
      {rows.length === 0 && <Text color="fg.muted">{t('timetracking:week.empty')}</Text>}
      <Box maxW="md">
        <Text textStyle="sm" color="fg.muted" mb="1">
          {t('timetracking:week.weekTotal')}
        </Text>
        <SpentAgainst
          spent={week.totalSeconds}
          planned={week.targetSeconds}
          label={t('timetracking:week.weekTotal')}
        />
      </Box>
    </Stack>
  );
}
