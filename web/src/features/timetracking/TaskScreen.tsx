import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { CheckCircle, ExternalLink, Pencil, Play, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CountText } from '../../components/CountText';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatDate, formatDateTime } from '../../lib/format';
import { notifyRefusal } from '../../lib/notifyRefusal';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { usePageName } from '../../lib/pageName';
import { SpentAgainst } from './durations';
import { MultilineInput } from './EntityFormDialog';
import { NotLoaded } from './NotLoaded';
import { RecordsTable } from './RecordsTable';
import { evictTaskLists, TaskDialog, UpdateTimeTaskMutation } from './TaskDialog';
import { useTimeZone } from './timeZone';
import { useRunningRecord } from './useRunningRecord';

const TaskScreenFragment = graphql(`
  fragment TaskScreen_task on TimeTask {
    id
    title
    text
    deadline
    estimatedSeconds
    ticketUrl
    finishedAt
    recordCount
    recordsDurationSum
    customer {
      id
      name
    }
    brand {
      id
      name
    }
    project {
      id
      name
    }
    ...TaskDialog_task
  }
`);

const CommentsFragment = graphql(`
  fragment Comments_task on TimeTask {
    id
    comments {
      id
      ...CommentCard_comment
    }
  }
`);

const CommentCardFragment = graphql(`
  fragment CommentCard_comment on TimeComment {
    id
    text
    author {
      id
      name
    }
    createdAt
  }
`);

const TimeTaskQuery = graphql(`
  query TimeTask($id: ID!) {
    timeTask(id: $id) {
      id
      ...TaskScreen_task
      ...Comments_task
    }
  }
`);

const AddTimeCommentMutation = graphql(`
  mutation AddTimeComment($resource: TimeCommentResource!, $id: ID!, $text: String!) {
    addTimeComment(resource: $resource, id: $id, text: $text) {
      id
      ...CommentCard_comment
    }
  }
`);

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

function CommentCard(props: { comment: FragmentType<typeof CommentCardFragment> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zone = useTimeZone();
  const comment = useFragment(CommentCardFragment, props.comment);
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body>
        <Text textStyle="xs" color="fg.muted">
          {t('timetracking:comment.by', {
            author: comment.author.name,
            when: formatDateTime(comment.createdAt, lang, zone),
          })}
        </Text>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {comment.text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The task's comments, oldest first, and a form for a new one. */
function Comments(props: { task: FragmentType<typeof CommentsFragment> }) {
  const { t } = useTranslation();
  const task = useFragment(CommentsFragment, props.task);
  const errors = useFieldErrors(['text']);
  const [text, setText] = useState('');
  const [add, { loading }] = useMutation(AddTimeCommentMutation, {
    // the new comment comes back whole: it joins the end of the task's list
    update: (cache, { data }) => {
      if (!data) return;
      const added = { __typename: 'TimeComment', id: data.addTimeComment.id };
      cache.modify<{ comments: Reference[] }>({
        id: cache.identify({ __typename: 'TimeTask', id: task.id }),
        fields: {
          comments: (comments, { toReference }) => {
            const ref = toReference(added);
            return ref ? [...comments, ref] : comments;
          },
        },
      });
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      await add({ variables: { resource: 'TASK', id: task.id, text: text.trim() } });
      setText('');
      notifySuccess(t('timetracking:comment.added'));
    } catch (error) {
      errors.capture(error);
    }
  };
  return (
    <Box as="section" aria-labelledby="tt-comments">
      <Heading as="h2" size="md" mb="3" id="tt-comments">
        {t('timetracking:comment.title')}
      </Heading>
      <Stack gap="3">
        {task.comments.length === 0 && <Text color="fg.muted">{t('timetracking:comment.none')}</Text>}
        {task.comments.map((comment) => (
          <CommentCard key={comment.id} comment={comment} />
        ))}
        <form id={errors.formId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="2" maxW="2xl">
            <FormErrors messages={errors.otherErrors} />
            <FormField label={t('timetracking:comment.new')} error={errors.errorOf('text')}>
              <MultilineInput
                name="text"
                value={text}
                onChange={(value) => {
                  setText(value);
                  errors.clearField('text');
                }}
              />
            </FormField>
            <Box>
              <Button type="submit" size="sm" colorPalette="teal" loading={loading}>
                {t('timetracking:comment.add')}
              </Button>
            </Box>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}

/** /service/timetracking/tasks/{id}: the task, its estimate against the time spent, its records and comments. */
export function TaskScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zone = useTimeZone();
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const { running, start, busy } = useRunningRecord();
  const { data, loading, error, refetch } = useQuery(TimeTaskQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [update, { loading: saving }] = useMutation(UpdateTimeTaskMutation, { update: evictTaskLists });
  const task = useFragment(TaskScreenFragment, data?.timeTask);
  usePageName(task?.title);

  if (!task && loading) return <PageSpinner />;
  if (!task)
    return (
      <>
        <PageHeader title={t('timetracking:task.title')} />
        <NotLoaded error={error} onRetry={() => void refetch()} notFound={t('timetracking:task.notFound')} />
      </>
    );

  const toggleFinished = async () => {
    try {
      await update({ variables: { id: task.id, input: { finished: !task.finishedAt } } });
      notifySuccess(t(task.finishedAt ? 'timetracking:task.reopened' : 'timetracking:task.finishedToast'));
    } catch (error) {
      notifyRefusal(error);
    }
  };

  return (
    <>
      <PageHeader
        title={task.title}
        lead={
          task.finishedAt
            ? t('timetracking:task.finishedAt', { when: formatDateTime(task.finishedAt, lang, zone) })
            : undefined
        }
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="teal"
              disabled={Boolean(running)}
              loading={busy}
              onClick={() => void start({ taskId: task.id })}
            >
              <Play />
              {t('timetracking:task.start')}
            </Button>
            <Button size="sm" variant="outline" loading={saving} onClick={() => void toggleFinished()}>
              {task.finishedAt ? <RotateCcw /> : <CheckCircle />}
              {t(task.finishedAt ? 'timetracking:task.reopen' : 'timetracking:task.finish')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil />
              {t('timetracking:task.edit')}
            </Button>
          </HStack>
        }
      />
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="4">
              <Detail label={t('timetracking:task.customer')}>
                {[task.customer?.name, task.brand?.name, task.project?.name].filter(Boolean).join(' / ') ||
                  '–'}
              </Detail>
              <Detail label={t('timetracking:task.deadline')}>
                {task.deadline ? formatDate(task.deadline, lang) : '–'}
              </Detail>
              <Detail label={t('timetracking:task.records')}>
                <CountText value={task.recordCount} />
              </Detail>
              <Detail label={t('timetracking:task.ticketUrl')}>
                {task.ticketUrl ? (
                  <Link
                    href={task.ticketUrl}
                    target="_blank"
                    rel="noreferrer"
                    colorPalette="teal"
                    color="colorPalette.fg"
                  >
                    {task.ticketUrl}
                    <ExternalLink size={14} aria-hidden="true" />
                  </Link>
                ) : (
                  '–'
                )}
              </Detail>
            </SimpleGrid>
            <Box maxW="md">
              <Text textStyle="sm" fontWeight="medium" mb="1">
                {t('timetracking:task.estimateAgainst')}
              </Text>
              <SpentAgainst
                spent={task.recordsDurationSum}
                planned={task.estimatedSeconds}
                label={t('timetracking:task.spentOf', { title: task.title })}
              />
            </Box>
            {task.text && (
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {task.text}
              </Text>
            )}
            {task.finishedAt && (
              <Flex>
                <Badge colorPalette="green">{t('timetracking:task.done')}</Badge>
              </Flex>
            )}
          </Card.Body>
        </Card.Root>
        <RecordsTable taskId={task.id} />
        {data?.timeTask && <Comments task={data.timeTask} />}
      </Stack>
      {editing && <TaskDialog task={task} onClose={() => setEditing(false)} />}
    </>
  );
}
