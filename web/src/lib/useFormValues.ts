import { useState } from 'react';

/**
 * The text values of a form, by field. `set(field)` answers the change handler of one field; `onEdit` hears which
 * field the user changed (e.g. to clear its server error).
 */
export function useFormValues<F extends string>(
  initial: Record<F, string>,
  onEdit?: (field: NoInfer<F>) => void,
) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const set = (field: F) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    onEdit?.(field);
  };
  return { values, set, setValues };
}
