import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDuration } from '@portal/contract/duration';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { evictFields } from '../../lib/evictFields';
import { notifySuccess } from '../../lib/toast';
import { brandChoices, namedChoices, projectChoices } from './choices';
import { EntityFormDialog, orNull, type FieldDef } from './EntityFormDialog';
import { TimeDropdownDataQuery } from './operations';

type Field =
  'title' | 'text' | 'customerId' | 'brandId' | 'projectId' | 'deadline' | 'estimatedTime' | 'ticketUrl';

const TaskDialogFragment = graphql(`
  fragment TaskDialog_task on TimeTask {
    id
    title
    text
    deadline
    estimatedSeconds
    ticketUrl
    customer {
      id
    }
    brand {
      id
    }
    project {
      id
    }
  }
`);

const CreateTimeTaskMutation = graphql(`
  mutation CreateTimeTask($input: CreateTimeTaskInput!) {
    createTimeTask(input: $input) {
      ...TasksTable_task
    }
  }
`);

/** A task's change (its form, finishing or reopening it) comes back as every screen shows the task. */
export const UpdateTimeTaskMutation = graphql(`
  mutation UpdateTimeTask($id: ID!, $input: UpdateTimeTaskInput!) {
    updateTimeTask(id: $id, input: $input) {
      ...TaskScreen_task
      ...TasksTable_task
    }
  }
`);

/**
 * What a new or changed task makes stale besides itself: the task lists (it may join, leave or move in them) and
 * those naming it as another type (a record's task, the open tasks offered as choices).
 */
export const evictTaskLists = (cache: ApolloCache) =>
  evictFields(cache, 'timeTasks', 'timeRecords', 'timeDropdownData');

/** Creates a task, or edits `task`; the estimate is typed like a duration (`16h`, `4h30m`) and shown in hours. */
export function TaskDialog(props: { task?: FragmentType<typeof TaskDialogFragment>; onClose: () => void }) {
  const { onClose } = props;
  const task = useFragment(TaskDialogFragment, props.task);
  const { t } = useTranslation();
  const { data } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateTimeTaskMutation, { update: evictTaskLists });
  const [update] = useMutation(UpdateTimeTaskMutation, { update: evictTaskLists });
  const choices = data?.timeDropdownData;

  const fields: FieldDef<Field>[] = [
    { name: 'title', label: t('timetracking:task.titleField'), required: true },
    { name: 'text', label: t('timetracking:task.text'), kind: 'textarea' },
    {
      name: 'customerId',
      label: t('timetracking:task.customer'),
      kind: 'select',
      placeholder: t('timetracking:none'),
      options: namedChoices(choices?.customers),
    },
    {
      name: 'brandId',
      label: t('timetracking:task.brand'),
      kind: 'select',
      placeholder: t('timetracking:none'),
      options: brandChoices(choices),
    },
    {
      name: 'projectId',
      label: t('timetracking:task.project'),
      kind: 'select',
      placeholder: t('timetracking:none'),
      options: projectChoices(choices),
      helper: t('timetracking:task.projectHelp'),
    },
    { name: 'deadline', label: t('timetracking:task.deadline'), kind: 'date' },
    {
      name: 'estimatedTime',
      label: t('timetracking:task.estimate'),
      placeholder: '16h',
      helper: t('timetracking:record.durationHelp'),
    },
    { name: 'ticketUrl', label: t('timetracking:task.ticketUrl'), kind: 'url' },
  ];

  return (
    <EntityFormDialog
      title={t(task ? 'timetracking:task.editTitle' : 'timetracking:task.createTitle')}
      submitLabel={t(task ? 'timetracking:save' : 'timetracking:task.create')}
      fields={fields}
      onClose={onClose}
      initial={{
        title: task?.title ?? '',
        text: task?.text ?? '',
        customerId: task?.customer?.id ?? '',
        brandId: task?.brand?.id ?? '',
        projectId: task?.project?.id ?? '',
        deadline: task?.deadline ?? '',
        estimatedTime: task?.estimatedSeconds ? formatDuration(task.estimatedSeconds) : '',
        ticketUrl: task?.ticketUrl ?? '',
      }}
      onSubmit={async (values) => {
        const input = {
          title: values.title.trim(),
          text: orNull(values.text),
          customerId: orNull(values.customerId),
          brandId: orNull(values.brandId),
          projectId: orNull(values.projectId),
          deadline: orNull(values.deadline),
          estimatedTime: orNull(values.estimatedTime),
          ticketUrl: orNull(values.ticketUrl),
        };
        if (task) {
          const { data: saved } = await update({ variables: { id: task.id, input } });
          if (saved) notifySuccess(t('timetracking:task.saved', { title: input.title }));
          return Boolean(saved);
        }
        const { data: created } = await create({ variables: { input } });
        if (created) notifySuccess(t('timetracking:task.created', { title: input.title }));
        return Boolean(created);
      }}
    />
  );
}
