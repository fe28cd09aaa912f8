import { Box, Button, Checkbox, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Play, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { notifySuccess } from '../../lib/toast';
import { EntityFormDialog, orNull } from './EntityFormDialog';
import { TimeDropdownDataQuery } from './operations';
import { namedChoices, projectChoices } from './choices';
import { TagsField } from './TagsField';
import { evictRecordTotals, useClockActions } from './useRunningRecord';
import { isoOfLocal, localOfIso, useTimeZone } from './timeZone';

/** What the edit dialog shows and changes of a record (the records table and the calendar open it). */
const RecordDialogFragment = graphql(`
  fragment RecordDialog_record on TimeRecord {
    id
    start
    stop
    text
    ticketUrl
    tags
    billable
    breaks {
      start
      stop
    }
    task {
      id
    }
    type {
      id
    }
    project {
      id
    }
  }
`);

const UpdateTimeRecordMutation = graphql(`
  mutation UpdateTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {
    updateTimeRecord(id: $id, input: $input) {
      ...RecordsTable_record
    }
  }
`);

type Choices = { value: string; label: string }[];

/** A break as the dialog edits it: start and stop as `datetime-local` values in the member's time zone. */
interface BreakRow {
  key: number;
  start: string;
  stop: string;
}

let nextKey = 0;

/** A finished record's breaks: a start and an end each, added and removed one by one. */
function BreaksField({ rows, onChange }: { rows: BreakRow[]; onChange: (rows: BreakRow[]) => void }) {
  const { t } = useTranslation();
  const set = (key: number, change: Partial<BreakRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t('timetracking:record.breaks')}
      </Fieldset.Legend>
      <Stack gap="2" mt="1">
        {rows.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t('timetracking:record.noBreaks')}
          </Text>
        )}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <HStack key={row.key} gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
              <Input
                type="datetime-local"
                size="sm"
                aria-label={t('timetracking:record.breakStart', { n })}
                value={row.start}
                onChange={(event) => set(row.key, { start: event.target.value })}
              />
              <Text aria-hidden="true">–</Text>
              <Input
                type="datetime-local"
                size="sm"
                aria-label={t('timetracking:record.breakStop', { n })}
                value={row.stop}
                onChange={(event) => set(row.key, { stop: event.target.value })}
              />
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('timetracking:record.removeBreak', { n })}
                title={t('timetracking:record.removeBreak', { n })}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          );
        })}
        <Box>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onChange([...rows, { key: nextKey++, start: '', stop: '' }])}
          >
            <Plus />
            {t('timetracking:record.addBreak')}
          </Button>
        </Box>
      </Stack>
    </Fieldset.Root>
  );
}

/**
 * Edits a record: its times and fields, its tags and billability, and a finished record's breaks; a new start, stop
 * or breaks make the server compute the duration again. A finished record can be continued from here.
 */
export function RecordDialog(props: {
  record: FragmentType<typeof RecordDialogFragment>;
  onClose: () => void;
}) {
  const { onClose } = props;
  const row = useFragment(RecordDialogFragment, props.record);
  const { t } = useTranslation();
  const zone = useTimeZone();
  const { data } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-first' });
  const [update] = useMutation(UpdateTimeRecordMutation, { update: (cache) => evictRecordTotals(cache) });
  const { continueFrom, busy } = useClockActions();
  const [tags, setTags] = useState<string[]>(row.tags);
  const [billable, setBillable] = useState(row.billable);
  const [breaks, setBreaks] = useState<BreakRow[]>(() =>
    row.breaks.map((pause) => ({
      key: nextKey++,
      start: localOfIso(pause.start, zone),
      stop: localOfIso(pause.stop, zone),
    })),
  );
  const options = data?.timeDropdownData;
  const taskChoices = (options?.tasks ?? []).map((task) => ({ value: task.id, label: task.title }));
  const select = (choices: Choices) => ({
    kind: 'select' as const,
    placeholder: t('timetracking:none'),
    options: choices,
  });
  return (
    <EntityFormDialog
      title={t('timetracking:record.editTitle')}
      submitLabel={t('timetracking:save')}
      onClose={onClose}
      initial={{
        start: localOfIso(row.start, zone),
        stop: localOfIso(row.stop, zone),
        taskId: row.task?.id ?? '',
        typeId: row.type?.id ?? '',
        projectId: row.project?.id ?? '',
        text: row.text ?? '',
        ticketUrl: row.ticketUrl ?? '',
      }}
      fields={[
        { name: 'start', label: t('timetracking:record.start'), kind: 'datetime', required: true },
        { name: 'stop', label: t('timetracking:record.stop'), kind: 'datetime' },
        { name: 'taskId', label: t('timetracking:record.task'), ...select(taskChoices) },
        { name: 'typeId', label: t('timetracking:record.type'), ...select(namedChoices(options?.types)) },
        { name: 'projectId', label: t('timetracking:record.project'), ...select(projectChoices(options)) },
        { name: 'text', label: t('timetracking:record.text') },
        { name: 'ticketUrl', label: t('timetracking:record.ticketUrl'), kind: 'url' },
      ]}
      actions={
        row.stop && (
          <Button
            variant="outline"
            colorPalette="teal"
            loading={busy}
            onClick={() => void continueFrom(row.id).then((started) => started && onClose())}
          >
            <Play />
            {t('timetracking:record.continueNow')}
          </Button>
        )
      }
      onSubmit={async (values) => {
        const { data: saved } = await update({
          variables: {
            id: row.id,
            input: {
              start: isoOfLocal(values.start, zone) ?? row.start,
              // a running record keeps running until it is stopped
              ...(row.stop || values.stop ? { stop: isoOfLocal(values.stop, zone) } : {}),
              taskId: orNull(values.taskId),
              typeId: orNull(values.typeId),
              projectId: orNull(values.projectId),
              text: orNull(values.text),
              ticketUrl: orNull(values.ticketUrl),
              tags,
              billable,
              // the breaks of a finished record only; unreadable times are left to the server to name
              ...(row.stop
                ? {
                    breaks: breaks.map((pause) => ({
                      start: isoOfLocal(pause.start, zone) ?? pause.start,
                      stop: isoOfLocal(pause.stop, zone) ?? pause.stop,
                    })),
                  }
                : {}),
            },
          },
        });
        if (saved) notifySuccess(t('timetracking:record.saved'));
        return Boolean(saved);
      }}
    >
      <TagsField value={tags} onChange={setTags} />
      <Checkbox.Root checked={billable} onCheckedChange={(details) => setBillable(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('timetracking:record.billable')}</Checkbox.Label>
      </Checkbox.Root>
      {row.stop && <BreaksField rows={breaks} onChange={setBreaks} />}
    </EntityFormDialog>
  );
}
