import { Input } from '@chakra-ui/react';
import { useId } from 'react';
import { FormField } from '../../components/FormField';

/** A group name: one of `groups` from the suggestions, or a new one typed in. */
export function GroupInput({
  label,
  value,
  onChange,
  groups,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  groups: readonly string[];
  error?: string;
}) {
  const listId = useId();
  return (
    <FormField label={label} error={error}>
      <Input
        name="group"
        autoComplete="off"
        list={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {groups.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
    </FormField>
  );
}
