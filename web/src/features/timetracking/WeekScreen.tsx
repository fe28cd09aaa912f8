import { Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { addDays, dayMonth, isDay, mondayOf, todayIn } from './days';
import { useTimeZone } from './timeZone';
import { evictRecordTotals } from './useRunningRecord';
import { NewWeekRow } from './NewWeekRow';
import { rowKeyOf, WeekGrid, type SaveCell, type WeekRow } from './WeekGrid';

const TimeWeekQuery = graphql(`
  query TimeWeek($weekStart: Date!) {
    timeWeek(weekStart: $weekStart) {
      ...WeekGrid_week
    }
  }
`);

const SaveTimeWeekCellMutation = graphql(`
  mutation SaveTimeWeekCell($input: SaveTimeWeekCellInput!) {
    saveTimeWeekCell(input: $input) {
      weekStart
      ...WeekGrid_week
    }
  }
`);

/** The week's Monday from `?week=` (any day of it), this week's in the member's time zone without one. */
function useWeek() {
  const [params, setParams] = useSearchParams();
  const zone = useTimeZone();
  const asked = params.get('week');
  // this week waits for the member's time zone: near midnight the browser's may be in another week
  const today = zone ? todayIn(zone) : undefined;
  const monday = isDay(asked) ? mondayOf(asked) : today && mondayOf(today);
  const setWeek = (day: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (day) next.set('week', mondayOf(day));
        else next.delete('week');
        return next;
      },
      { preventScrollReset: true },
    );
  return { monday, today, setWeek };
}

/**
 * /service/timetracking/week: the member's week as a grid of task and customer per day, each cell typed like a
 * duration and saved as one record (`saveTimeWeekCell`, whose answer is the week again); previous, next and this
 * week in the URL. On a phone one day at a time.
 */
export function WeekScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { monday, today, setWeek } = useWeek();
  const { data, error, refetch } = useQuery(
    TimeWeekQuery,
    monday ? { variables: { weekStart: monday }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const [save] = useMutation(SaveTimeWeekCellMutation, {
    update: (cache, { data: saved }) => {
      if (!saved) return;
      const week = saved.saveTimeWeekCell;
      cache.writeQuery({
        query: TimeWeekQuery,
        variables: { weekStart: week.weekStart },
        data: { timeWeek: week },
      });
      evictRecordTotals(cache);
    },
  });
  const [added, setAdded] = useState<WeekRow[]>([]);
  // the phone's day: kept while it lies in the shown week, else today there or the Monday
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  if (!monday) return <PageSpinner />;
  const sunday = addDays(monday, 6);
  const inWeek = (day: string | null | undefined): day is string =>
    Boolean(day && day >= monday && day <= sunday);
  const day = inWeek(chosenDay) ? chosenDay : inWeek(today) ? today : monday;

  const onSave: SaveCell = (row, date, duration) =>
    save({
      variables: {
        input: { date, taskId: row.task?.id ?? null, customerId: row.customer?.id ?? null, duration },
      },
    });
  const onDay = (step: number) => {
    const next = addDays(day, step);
    setChosenDay(next);
    if (!inWeek(next)) setWeek(next);
  };
  const onAdd = (row: WeekRow) => {
    const key = rowKeyOf(row);
    setAdded((prev) => (prev.some((r) => rowKeyOf(r) === key) ? prev : [...prev, row]));
    // the new row's first cell, once it is there
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`input[data-row-key="${CSS.escape(key)}"]`)?.focus(),
    );
  };

  return (
    <>
      <PageHeader
        title={t('timetracking:week.title')}
        lead={t('timetracking:week.lead')}
        actions={
          <Flex as="nav" aria-label={t('timetracking:week.navigation')} gap="2" align="center" wrap="wrap">
            <IconButton
              variant="outline"
              size="sm"
              aria-label={t('timetracking:week.previous')}
              onClick={() => setWeek(addDays(monday, -7))}
            >
              <ChevronLeft />
            </IconButton>
            <Button variant="outline" size="sm" onClick={() => setWeek(null)}>
              {t('timetracking:week.current')}
            </Button>
            <IconButton
              variant="outline"
              size="sm"
              aria-label={t('timetracking:week.next')}
              onClick={() => setWeek(addDays(monday, 7))}
            >
              <ChevronRight />
            </IconButton>
          </Flex>
        }
      />
      <Stack gap="4">
        <HStack>
          <Text fontWeight="semibold" data-testid="week-range">
            {t('timetracking:week.range', {
              from: dayMonth(monday, lang),
              to: formatDate(`${sunday}T12:00:00Z`, lang, 'UTC'),
            })}
          </Text>
        </HStack>
        {error && !data ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : data ? (
          <WeekGrid week={data.timeWeek} added={added} day={day} onDay={onDay} onSave={onSave} />
        ) : (
          <PageSpinner />
        )}
        <NewWeekRow onAdd={onAdd} />
      </Stack>
    </>
  );
}
