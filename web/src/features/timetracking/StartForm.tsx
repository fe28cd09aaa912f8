import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Play } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { graphql, useFragment } from '../../gql';
import type { StartForm_RecentEntryFragment as RecentEntry, StartTimeRecordInput } from '../../gql/graphql';
import { FieldControl } from './EntityFormDialog';
import { namedChoices } from './choices';
import { TimeDropdownDataQuery } from './operations';

const RecentEntryFragment = graphql(`
  fragment StartForm_recentEntry on TimeRecentEntry {
    text
    task {
      id
      title
    }
    type {
      id
      name
    }
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
    lastStart
  }
`);

const TimeRecentEntriesQuery = graphql(`
  query TimeRecentEntries {
    timeRecentEntries {
      ...StartForm_recentEntry
    }
  }
`);

/** What a recent combination reads as: its text, then its task, type and customer / brand / project. */
function entryLabel(entry: RecentEntry): string {
  const where = [entry.customer?.name, entry.brand?.name, entry.project?.name].filter(Boolean).join(' / ');
  return [entry.text, entry.task?.title, entry.type?.name, where].filter(Boolean).join(' · ');
}

/** A recent combination as the clock starts it again. */
const inputOf = (entry: RecentEntry): StartTimeRecordInput => ({
  text: entry.text ?? null,
  taskId: entry.task?.id ?? null,
  typeId: entry.type?.id ?? null,
  customerId: entry.customer?.id ?? null,
  brandId: entry.brand?.id ?? null,
  projectId: entry.project?.id ?? null,
});

type Field = 'taskId' | 'typeId' | 'customerId';

/**
 * What the clock starts on (like Toggl's): a description, task, type and customer, with the member's recent
 * combinations listed first. Keyboard only: type the description (it narrows the list), arrow keys pick a
 * combination, Enter starts it — or, with none picked, the form as filled, an empty one too.
 */
export function StartForm({
  onStart,
  onClose,
  busy,
}: {
  /** Starts the clock; answers whether it went through (the form then closes). */
  onStart: (input: StartTimeRecordInput) => Promise<boolean>;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [values, setValues] = useState<Record<Field, string>>({ taskId: '', typeId: '', customerId: '' });
  const [active, setActive] = useState(-1);
  const { data: choices } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-first' });
  const { data: recent } = useQuery(TimeRecentEntriesQuery, { fetchPolicy: 'cache-and-network' });
  const entries = useFragment(RecentEntryFragment, recent?.timeRecentEntries ?? []);
  const typed = text.trim().toLowerCase();
  const shown = typed ? entries.filter((entry) => entryLabel(entry).toLowerCase().includes(typed)) : entries;
  const options = choices?.timeDropdownData;

  const start = async (input: StartTimeRecordInput) => {
    if (await onStart(input)) onClose();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const picked = shown[active];
    if (picked) return void start(inputOf(picked));
    const filled = (value: string) => (value.trim() === '' ? undefined : value.trim());
    void start({
      text: filled(text),
      taskId: filled(values.taskId),
      typeId: filled(values.typeId),
      customerId: filled(values.customerId),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      // -1 is the description itself: down from the last and up from the first come back to it
      setActive((current) => {
        const next = current + (event.key === 'ArrowDown' ? 1 : -1);
        if (next >= shown.length) return -1;
        return next < -1 ? shown.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((prev) => ({ ...prev, [name]: value })),
  });
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('timetracking:timer.startTitle')}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('timetracking:cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="teal" loading={busy}>
            <Play />
            {t('timetracking:timer.startSubmit')}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('timetracking:timer.description')}</Field.Label>
            <Input
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={shown.length > 0}
              aria-controls={listId}
              aria-activedescendant={active >= 0 && shown[active] ? optionId(active) : undefined}
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
            <Field.HelperText>{t('timetracking:timer.descriptionHelp')}</Field.HelperText>
          </Field.Root>
          <Box>
            <Text id={`${listId}-label`} textStyle="sm" fontWeight="medium" mb="1">
              {t('timetracking:timer.recent')}
            </Text>
            {shown.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('timetracking:timer.noRecent')}
              </Text>
            ) : (
              <Box
                as="ul"
                role="listbox"
                id={listId}
                aria-labelledby={`${listId}-label`}
                listStyleType="none"
                borderWidth="1px"
                borderRadius="md"
                maxH="48"
                overflowY="auto"
              >
                {shown.map((entry, index) => (
                  <Box
                    as="li"
                    key={`${entry.lastStart}-${index}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    px="3"
                    py="1.5"
                    textStyle="sm"
                    cursor="pointer"
                    overflowWrap="anywhere"
                    bg={index === active ? 'teal.subtle' : undefined}
                    fontWeight={index === active ? 'semibold' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                    onClick={() => void start(inputOf(entry))}
                  >
                    {entryLabel(entry) || t('timetracking:timer.emptyEntry')}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          <FieldControl
            def={{
              name: 'taskId',
              label: t('timetracking:record.task'),
              kind: 'select',
              placeholder: t('timetracking:none'),
              options: (options?.tasks ?? []).map((task) => ({ value: task.id, label: task.title })),
            }}
            field={field('taskId')}
          />
          <FieldControl
            def={{
              name: 'typeId',
              label: t('timetracking:record.type'),
              kind: 'select',
              placeholder: t('timetracking:none'),
              options: namedChoices(options?.types),
            }}
            field={field('typeId')}
          />
          <FieldControl
            def={{
              name: 'customerId',
              label: t('timetracking:record.customer'),
              kind: 'select',
              placeholder: t('timetracking:none'),
              options: namedChoices(options?.customers),
            }}
            field={field('customerId')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
