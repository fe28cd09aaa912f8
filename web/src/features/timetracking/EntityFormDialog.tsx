import { Button, HStack, Input, Stack, useFieldContext } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { Select, type SelectOption } from '../../components/Select';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';

/**
 * A text area in the inputs' look (the portal's theme carries the input recipe, not the textarea one); the field's
 * ids and states come from the surrounding FormField, as Chakra's own controls take them.
 */
export function MultilineInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const field = useFieldContext();
  return (
    <Input asChild h="auto" py="2" minH="20">
      <textarea
        {...field?.getTextareaProps()}
        name={name}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
    </Input>
  );
}

export interface FieldDef<F extends string> {
  /** The field's name, as the server names it in field errors. */
  name: F;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'datetime' | 'url' | 'number' | 'select';
  /** A select's choices; its empty choice is `placeholder` (none: a choice is required). */
  options?: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  helper?: string;
  /** A text field's suggestions (the browser offers them while typing). */
  suggestions?: readonly string[];
}

/** One labelled control of a time-tracking form, wired to the form's values and server errors. */
export function FieldControl<F extends string>({
  def,
  field,
}: {
  def: FieldDef<F>;
  field: { name: F; value: string; onChange: (value: string) => void; error?: string };
}) {
  const { name, value, onChange } = field;
  const listId = useId();
  let control;
  if (def.kind === 'select')
    control = (
      <Select
        name={name}
        value={value}
        onChange={onChange}
        options={def.options ?? []}
        placeholder={def.placeholder}
      />
    );
  else if (def.kind === 'textarea')
    control = <MultilineInput name={name} value={value} onChange={onChange} />;
  else
    control = (
      <Input
        name={name}
        type={
          def.kind === 'datetime'
            ? 'datetime-local'
            : def.kind === 'date' || def.kind === 'url' || def.kind === 'number'
              ? def.kind
              : 'text'
        }
        value={value}
        placeholder={def.placeholder}
        autoComplete="off"
        list={def.suggestions?.length ? listId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <FormField label={def.label} error={field.error} helper={def.helper} required={def.required}>
      {control}
      {def.suggestions && def.suggestions.length > 0 && (
        <datalist id={listId}>
          {def.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </FormField>
  );
}

/**
 * A dialog with a form of `fields` (create or edit one entity): `onSubmit` gets the values and throws what the
 * server refused, which then shows under the fields (in the member's language) or above the form. Controls that are
 * no text (a list, a checkbox) come as `children` after the fields, with their values kept by the caller.
 */
export function EntityFormDialog<F extends string>({
  title,
  fields,
  initial,
  submitLabel,
  onSubmit,
  onClose,
  children,
  actions,
}: {
  title: string;
  fields: readonly FieldDef<F>[];
  initial: Record<F, string>;
  submitLabel: string;
  /** Saves; answers whether the dialog may close. */
  onSubmit: (values: Record<F, string>) => Promise<boolean>;
  onClose: () => void;
  children?: ReactNode;
  /** Further buttons of the footer, before Cancel. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(fields.map((f) => f.name));
  const { values, field } = useFormValues(initial, errors);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setSaving(true);
    try {
      if (await onSubmit(values)) onClose();
    } catch (error) {
      errors.capture(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          {actions}
          <Button variant="outline" onClick={onClose}>
            {t('timetracking:cancel')}
          </Button>
          <Button type="submit" form={errors.formId} colorPalette="teal" loading={saving}>
            {submitLabel}
          </Button>
        </HStack>
      }
    >
      <form id={errors.formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <FormErrors messages={errors.otherErrors} />
          {fields.map((def) => (
            <FieldControl key={def.name} def={def} field={field(def.name)} />
          ))}
          {children}
        </Stack>
      </form>
    </Modal>
  );
}

/** '' → null (an optional field left empty), anything else trimmed. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
