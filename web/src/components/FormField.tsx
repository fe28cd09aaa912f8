import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** Server message(s) for this field; shown under it and marks the input invalid. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, input and error text wired together (ids, aria-invalid, aria-describedby) by Chakra's Field. */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
