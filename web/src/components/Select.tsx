import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first entry with the value '' (e.g. "All"). */
  placeholder?: string;
  /** Accessible name when no FormField/label wraps the select. */
  'aria-label'?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  width?: string | Record<string, string>;
}

/** A native select (fast, accessible, works on phones) in the portal's look. */
export function Select({
  value,
  onChange,
  options,
  placeholder,
  id,
  name,
  disabled,
  size = 'md',
  width,
  ...rest
}: SelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} width={width}>
      <NativeSelect.Field
        id={id}
        name={name}
        value={value}
        aria-label={rest['aria-label']}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
