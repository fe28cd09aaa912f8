import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { notifySuccess } from '../../lib/toast';
import { EntityFormDialog, orNull } from './EntityFormDialog';
import { TimeDropdownDataQuery } from './operations';
import { namedChoices, projectChoices } from './choices';
import { evictRecordTotals } from './useRunningRecord';
import { isoOfLocal, localOfIso, useTimeZone } from './timeZone';

/** What the edit dialog shows and changes of a record (the records table and the calendar open it). */
const RecordDialogFragment = graphql(`
  fragment RecordDialog_record on TimeRecord {
    id
    start
    stop
    text
    ticketUrl
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

/** Edits a record; a new start or stop makes the server compute the duration again. */
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
            },
          },
        });
        if (saved) notifySuccess(t('timetracking:record.saved'));
        return Boolean(saved);
      }}
    />
  );
}
