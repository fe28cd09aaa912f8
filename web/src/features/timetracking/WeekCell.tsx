import { Field, Input } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { cellDuration, formatCell } from './weekCells';

const FIELDS = ['duration'] as const;

/**
 * One cell of the week grid: the time of a row on a day, typed in the duration syntax. Enter saves, and so does
 * leaving a changed cell (Tab moves on to the next one); Escape restores what is saved. A text that is no duration
 * is refused here and sends nothing; what the server refuses (an overlap, say) shows under the cell, in the
 * member's language.
 */
export function WeekCell({
  seconds,
  label,
  rowKey,
  onSave,
}: {
  seconds: number;
  /** The cell's accessible name: day, date and row. */
  label: string;
  /** The row's key, by which a new row's first cell is found to be focused. */
  rowKey: string;
  /** Saves the typed duration; throws what the server refused. */
  onSave: (duration: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(FIELDS);
  const saved = formatCell(seconds);
  // null: the cell shows what is saved
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // the duration on its way: Enter and the blur that may follow it send it once
  const sending = useRef<string | null>(null);
  const text = draft ?? saved;

  const commit = async () => {
    if (draft === null || draft.trim() === saved) {
      setDraft(null);
      return;
    }
    const duration = cellDuration(draft);
    setInvalid(duration === null);
    if (duration === null || sending.current === duration) return;
    errors.clear();
    sending.current = duration;
    try {
      await onSave(duration);
      setDraft(null);
    } catch (error) {
      errors.capture(error);
    } finally {
      sending.current = null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape' && draft !== null) {
      // the cell's own undo: the dialog or page around it is not closed by it
      event.stopPropagation();
      setDraft(null);
      setInvalid(false);
      errors.clear();
    }
  };

  const error = invalid
    ? t('timetracking:week.invalid')
    : [errors.errorOf('duration'), ...errors.otherErrors].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={Boolean(error)} minW="16">
      <Input
        size="sm"
        value={text}
        aria-label={label}
        data-row-key={rowKey}
        autoComplete="off"
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        placeholder="0:00"
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
      />
      {error && <Field.ErrorText textStyle="xs">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
