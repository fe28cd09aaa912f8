import { TagsInput, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The longest tag the server takes. */
const MAX_TAG_LENGTH = 40;

/** Tags as the server keeps them: split at commas, trimmed, without blanks or duplicates. */
const tagsOf = (values: readonly string[]) => [
  ...new Set(
    values
      .flatMap((value) => value.split(','))
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/**
 * A record's tags: typed and ended by a comma or Enter (pasted lists split at commas), each shown with a button
 * that removes it; a tag typed but not ended is kept when the field is left.
 */
export function TagsField({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  const said = (key: string) => (tag: string) => t(key, { tag });
  return (
    <TagsInput.Root
      value={[...value]}
      onValueChange={(details) => onChange(tagsOf(details.value))}
      delimiter=","
      addOnPaste
      blurBehavior="add"
      maxLength={MAX_TAG_LENGTH}
      size="sm"
      translations={{
        clearTriggerLabel: t('timetracking:record.tagsClear'),
        deleteTagTriggerLabel: said('timetracking:record.tagDelete'),
        tagSelected: said('timetracking:record.tagSelected'),
        tagAdded: said('timetracking:record.tagAdded'),
        tagsPasted: (tags) => t('timetracking:record.tagsPasted', { tags: tags.join(', ') }),
        tagEdited: said('timetracking:record.tagEdited'),
        tagUpdated: said('timetracking:record.tagUpdated'),
        tagDeleted: said('timetracking:record.tagDeleted'),
      }}
    >
      <TagsInput.Label>{t('timetracking:record.tags')}</TagsInput.Label>
      <TagsInput.Control>
        <TagsInput.Items />
        <TagsInput.Input aria-describedby={helpId} />
      </TagsInput.Control>
      <Text id={helpId} textStyle="xs" color="fg.muted">
        {t('timetracking:record.tagsHelp')}
      </Text>
    </TagsInput.Root>
  );
}
