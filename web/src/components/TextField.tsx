import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Server message(s) for this field (see FormField). */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  type?: 'email' | 'password' | 'text' | 'url';
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
}

/** A labelled single-line input: FormField around a Chakra Input that reports its new value. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  required,
  type,
  autoComplete,
  inputMode,
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
