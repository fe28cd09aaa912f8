import { Button, Card, Checkbox, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDuration, parseDuration } from '@portal/contract/duration';
import { History, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useLanguage, type Language } from '../../i18n';
import { formatClock, formatDate } from '../../lib/format';
import { FieldControl, orNull, type FieldDef } from './EntityFormDialog';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { TimeDropdownDataQuery } from './operations';
import { TagsField } from './TagsField';
import { isoOfLocal, localOfIso, useTimeZone } from './timeZone';
import { evictRecordTotals, RunningTimeRecordQuery } from './useRunningRecord';

/** The member's record with the latest stop: quick entry offers to fill the time since then. */
const QuickEntryLastRecordFragment = graphql(`
  fragment QuickEntry_lastRecord on TimeRecord {
    id
    stop
  }
`);

const CreateTimeRecordMutation = graphql(`
  mutation CreateTimeRecord($input: CreateTimeRecordInput!) {
    createTimeRecord(input: $input) {
      id
      duration
      ...RecordsTable_record
    }
  }
`);

const FIELDS = ['taskId', 'typeId', 'text', 'duration', 'start'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { taskId: '', typeId: '', text: '', duration: '', start: '' };

/**
 * The end of the member's last record as a button shows it, in the member's time zone: the time of day, with the
 * date when not today.
 */
function stopLabel(stop: string, lang: Language, zone: string | undefined): string {
  const day = formatDate(stop, lang, zone);
  const clock = formatClock(stop, lang, zone);
  return day === formatDate(new Date(), lang, zone) ? clock : `${day} ${clock}`;
}

/**
 * Quick entry of a record done without the clock: task, type, text and its duration as typed (`2h30m`, `90m`,
 * `01:30:00`), its tags and whether it is billable. Without a start it ends now; a start is a time in the member's time zone. While the clock does not run, it offers to fill the time since the last
 * record ended (start and duration up to now, in whole minutes). The server checks the duration and overlaps; its
 * messages show under the fields in the member's language.
 */
export function QuickEntry(props: {
  last: FragmentType<typeof QuickEntryLastRecordFragment> | null | undefined;
  /** The member's own earlier texts, offered while typing. */
  suggestions: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zone = useTimeZone();
  const errors = useFieldErrors(FIELDS);
  const { values, field, setValues } = useFormValues(EMPTY, errors);
  // like task and type, tags and billability stay for the next entry
  const [tags, setTags] = useState<string[]>([]);
  const [billable, setBillable] = useState(true);
  const { data } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const last = useFragment(QuickEntryLastRecordFragment, props.last);
  const { data: running } = useQuery(RunningTimeRecordQuery, { fetchPolicy: 'cache-first' });
  // offered once it is known that the clock does not run: a running record is the time since then
  const lastStop = running && !running.runningTimeRecord ? (last?.stop ?? null) : null;
  const fillGap = (stop: string) => {
    const minutes = Math.max(0, Math.floor((Date.now() - new Date(stop).getTime()) / 60_000));
    setValues((prev) => ({ ...prev, start: localOfIso(stop, zone), duration: formatDuration(minutes * 60) }));
  };
  const [create, { loading }] = useMutation(CreateTimeRecordMutation, {
    update: (cache) => evictRecordTotals(cache),
  });

  const fields: FieldDef<Field>[] = [
    {
      name: 'taskId',
      label: t('timetracking:record.task'),
      kind: 'select',
      placeholder: t('timetracking:none'),
      options: (data?.timeDropdownData.tasks ?? []).map((task) => ({ value: task.id, label: task.title })),
    },
    {
      name: 'typeId',
      label: t('timetracking:record.type'),
      kind: 'select',
      placeholder: t('timetracking:none'),
      options: (data?.timeDropdownData.types ?? []).map((type) => ({ value: type.id, label: type.name })),
    },
    { name: 'text', label: t('timetracking:record.text'), suggestions: props.suggestions },
    {
      name: 'duration',
      label: t('timetracking:record.duration'),
      required: true,
      placeholder: '2h30m',
      helper: t('timetracking:record.durationHelp'),
    },
    {
      name: 'start',
      label: t('timetracking:record.start'),
      kind: 'datetime',
      helper: t('timetracking:quick.startHelp'),
    },
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    // Without a start the record ends now; an unreadable duration is left to the server to name.
    const seconds = parseDuration(values.duration) ?? 0;
    const start = isoOfLocal(values.start, zone) ?? new Date(Date.now() - seconds * 1000).toISOString();
    try {
      const { data: created } = await create({
        variables: {
          input: {
            start,
            duration: values.duration.trim(),
            taskId: orNull(values.taskId),
            typeId: orNull(values.typeId),
            text: orNull(values.text),
            tags,
            billable,
          },
        },
      });
      if (!created) return;
      notifySuccess(
        t('timetracking:quick.saved', {
          duration: formatDuration(created.createTimeRecord.duration ?? seconds),
        }),
      );
      setValues((prev) => ({ ...prev, text: '', duration: '', start: '' }));
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <Card.Root as="section" variant="outline" aria-labelledby="tt-quick-entry">
      <Card.Body>
        <Heading as="h2" size="md" mb="3" id="tt-quick-entry">
          {t('timetracking:quick.title')}
        </Heading>
        <form id={errors.formId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormErrors messages={errors.otherErrors} />
          <SimpleGrid
            columns={{ base: 1, md: 2, xl: 5 }}
            gap="3"
            alignItems="start"
            mt={errors.otherErrors.length ? 3 : 0}
          >
            {fields.map((def) => (
              <FieldControl key={def.name} def={def} field={field(def.name)} />
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="center" mt="3">
            <TagsField value={tags} onChange={setTags} />
            <Checkbox.Root
              checked={billable}
              onCheckedChange={(details) => setBillable(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('timetracking:record.billable')}</Checkbox.Label>
            </Checkbox.Root>
          </SimpleGrid>
          <Flex mt="3" gap="3" wrap="wrap">
            <Button type="submit" colorPalette="teal" loading={loading}>
              <Plus />
              {t('timetracking:quick.submit')}
            </Button>
            {lastStop && (
              // a long label: it wraps on phones instead of widening the page
              <Button
                type="button"
                variant="outline"
                colorPalette="teal"
                whiteSpace="normal"
                maxW="full"
                flexShrink="1"
                h="auto"
                minH="10"
                py="2"
                textAlign="start"
                onClick={() => fillGap(lastStop)}
              >
                <History />
                {t('timetracking:quick.sinceLast', { time: stopLabel(lastStop, lang, zone) })}
              </Button>
            )}
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
