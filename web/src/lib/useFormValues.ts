import { useState } from 'react';

/** What a form's field errors offer this hook (see useFieldErrors). */
interface FieldErrorsOf<F extends string> {
  errorOf: (field: F) => string | undefined;
  clearField: (field: F) => void;
}

/**
 * The text values of a form, by field. `field(name)` answers the props a TextField needs for that field: its name,
 * value, change handler (which also clears the field's server error) and error.
 */
export function useFormValues<F extends string>(
  initial: Record<F, string>,
  errors: FieldErrorsOf<NoInfer<F>>,
) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      errors.clearField(name);
    },
    error: errors.errorOf(name),
  });
  return { values, field, setValues };
}
