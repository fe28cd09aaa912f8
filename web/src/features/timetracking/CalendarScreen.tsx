import { Button, ButtonGroup, Flex, IconButton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { notifyRefusal } from '../../lib/notifyRefusal';
import { notifyError, notifySuccess } from '../../lib/toast';
import { localAt } from './calendarLayout';
import { CalendarGrid, type CalendarActions } from './CalendarGrid';
import { addDays, dayMonth, isDay, mondayOf, todayIn, weekOf } from './days';
import { EntityFormDialog, orNull } from './EntityFormDialog';
import { TimeDropdownDataQuery } from './operations';
import { RecordDialog } from './RecordDialog';
import { isoOfLocal, useTimeZone } from './timeZone';
import { evictRecordTotals } from './useRunningRecord';

const CalendarRecordsQuery = graphql(`
  query CalendarRecords($filter: TimeRecordFilter!) {
    timeRecords(perPage: 100, orderBy: START, direction: ASC, filter: $filter) {
      items {
        id
        ...CalendarBlock_record
        ...RecordDialog_record
      }
    }
  }
`);

const CreateCalendarRecordMutation = graphql(`
  mutation CreateCalendarRecord($input: CreateTimeRecordInput!) {
    createTimeRecord(input: $input) {
      id
      ...CalendarBlock_record
    }
  }
`);

const MoveTimeRecordMutation = graphql(`
  mutation MoveTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {
    updateTimeRecord(id: $id, input: $input) {
      id
      ...CalendarBlock_record
    }
  }
`);

type View = 'day' | 'week';

/** The view and day from `?view=day|week&date=YYYY-MM-DD`: a phone shows a day, a desk a week, both today. */
function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const zone = useTimeZone();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const asked = params.get('view');
  const view: View = asked === 'day' || asked === 'week' ? asked : phone ? 'day' : 'week';
  const date = params.get('date');
  // today waits for the member's time zone
  const day = isDay(date) ? date : zone ? todayIn(zone) : undefined;
  const set = (changes: { view?: View; date?: string | null }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (changes.view) next.set('view', changes.view);
        if (changes.date) next.set('date', changes.date);
        else if (changes.date === null) next.delete('date');
        return next;
      },
      { preventScrollReset: true },
    );
  return { view, day, zone, set };
}

/** The create dialog's times: a drawn span, or (the "new record" button) an hour from 09:00 of the shown day. */
interface Draft {
  start: string;
  stop: string;
}

/** A new record from a drawn span or typed times, with its task and text; the server's refusals show in it. */
function CreateDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const { data } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-first' });
  const [create] = useMutation(CreateCalendarRecordMutation, { update: (cache) => evictRecordTotals(cache) });
  return (
    <EntityFormDialog
      title={t('timetracking:calendar.createTitle')}
      submitLabel={t('timetracking:calendar.create')}
      onClose={onClose}
      initial={{ ...draft, taskId: '', text: '' }}
      fields={[
        { name: 'start', label: t('timetracking:record.start'), kind: 'datetime', required: true },
        { name: 'stop', label: t('timetracking:record.stop'), kind: 'datetime', required: true },
        {
          name: 'taskId',
          label: t('timetracking:record.task'),
          kind: 'select',
          placeholder: t('timetracking:none'),
          options: (data?.timeDropdownData.tasks ?? []).map((task) => ({
            value: task.id,
            label: task.title,
          })),
        },
        { name: 'text', label: t('timetracking:record.text') },
      ]}
      onSubmit={async (values) => {
        const start = isoOfLocal(values.start, zone);
        const stop = isoOfLocal(values.stop, zone);
        // without a stop the server would start the clock: a record of the calendar has both
        if (!start || !stop) {
          notifyError(t('timetracking:calendar.timesRequired'));
          return false;
        }
        const { data: created } = await create({
          variables: {
            input: {
              start,
              stop,
              taskId: orNull(values.taskId),
              text: orNull(values.text),
            },
          },
        });
        if (created) notifySuccess(t('timetracking:calendar.created'));
        return Boolean(created);
      }}
    />
  );
}

/**
 * /service/timetracking/calendar: the member's records on a time axis, a day or a week (`?view=day|week&date=`),
 * in the member's time zone. Drawn with the mouse or typed in a form, moved by their edges, edited on a click.
 */
export function CalendarScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { view, day, zone, set } = useCalendarParams();
  const days = day ? (view === 'day' ? [day] : weekOf(mondayOf(day))) : [];
  const first = days[0];
  const last = days.at(-1);
  const { data, previousData, error, refetch } = useQuery(
    CalendarRecordsQuery,
    // from the day before: a record over midnight reaches into the first day
    first && last
      ? { variables: { filter: { from: addDays(first, -1), to: last } }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const [moveRecord] = useMutation(MoveTimeRecordMutation, { update: (cache) => evictRecordTotals(cache) });
  const [creating, setCreating] = useState<Draft | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  if (!day || !first || !last) return <PageSpinner />;

  // the records shown stay while they load again (after a change) or those of another period load
  const shown = data ?? previousData;
  const records = shown?.timeRecords.items ?? [];
  const edited = records.find((record) => record.id === editing);
  const step = view === 'day' ? 1 : 7;
  const actions: CalendarActions = {
    onCreate: (on, from, to) => setCreating({ start: localAt(on, from), stop: localAt(on, to) }),
    onEdit: setEditing,
    onMove: async (id, edge, on, minutes) => {
      const at = isoOfLocal(localAt(on, minutes), zone);
      if (!at) return false;
      try {
        await moveRecord({ variables: { id, input: { [edge]: at } } });
        return true;
      } catch (refusal) {
        // an overlap: the server's message, and the block goes back where it was
        notifyRefusal(refusal);
        return false;
      }
    },
  };

  return (
    <>
      <PageHeader
        title={t('timetracking:calendar.title')}
        lead={t('timetracking:calendar.lead')}
        actions={
          <Button
            colorPalette="teal"
            onClick={() => setCreating({ start: localAt(day, 9 * 60), stop: localAt(day, 10 * 60) })}
          >
            <Plus />
            {t('timetracking:calendar.new')}
          </Button>
        }
      />
      <Stack gap="4">
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <Flex
            as="nav"
            aria-label={t('timetracking:calendar.navigation')}
            gap="2"
            align="center"
            wrap="wrap"
          >
            <IconButton
              variant="outline"
              size="sm"
              aria-label={t(`timetracking:calendar.previous.${view}`)}
              onClick={() => set({ date: addDays(day, -step) })}
            >
              <ChevronLeft />
            </IconButton>
            <Button variant="outline" size="sm" onClick={() => set({ date: null })}>
              {t('timetracking:calendar.today')}
            </Button>
            <IconButton
              variant="outline"
              size="sm"
              aria-label={t(`timetracking:calendar.next.${view}`)}
              onClick={() => set({ date: addDays(day, step) })}
            >
              <ChevronRight />
            </IconButton>
            <Text fontWeight="semibold" data-testid="calendar-range">
              {first === last
                ? formatDate(`${first}T12:00:00Z`, lang, 'UTC')
                : t('timetracking:week.range', {
                    from: dayMonth(first, lang),
                    to: formatDate(`${last}T12:00:00Z`, lang, 'UTC'),
                  })}
            </Text>
          </Flex>
          <ButtonGroup
            size="sm"
            variant="outline"
            attached
            role="group"
            aria-label={t('timetracking:calendar.view')}
          >
            {(['day', 'week'] as const).map((option) => (
              <Button
                key={option}
                aria-pressed={view === option}
                variant={view === option ? 'solid' : 'outline'}
                colorPalette="teal"
                onClick={() => set({ view: option })}
              >
                {t(`timetracking:calendar.${option}`)}
              </Button>
            ))}
          </ButtonGroup>
        </Flex>
        {error && !shown ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : shown && zone ? (
          <CalendarGrid days={days} records={records} zone={zone} actions={actions} />
        ) : (
          <PageSpinner />
        )}
      </Stack>
      {creating && <CreateDialog draft={creating} onClose={() => setCreating(null)} />}
      {edited && <RecordDialog record={edited} onClose={() => setEditing(null)} />}
    </>
  );
}
