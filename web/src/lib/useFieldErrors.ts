import { useCallback, useMemo, useState } from 'react';
import { mapFieldErrors, validationErrorsOf, type FieldErrorState } from './errors';

/**
 * Per-field server validation messages for a form. `capture(error)` takes a BAD_USER_INPUT error apart and
 * answers true (other errors answer false and are left to the toasts).
 */
export function useFieldErrors<F extends string>(fields: readonly F[], mirror?: Partial<Record<F, F>>) {
  const [state, setState] = useState<FieldErrorState<F>>({ byField: {}, other: [] });
  // fields and mirror are declared inline by callers; their content is what matters
  const key = JSON.stringify([fields, mirror ?? {}]);

  const capture = useCallback(
    (error: unknown): boolean => {
      const validation = validationErrorsOf(error);
      if (!validation) return false;
      const [f, m] = JSON.parse(key) as [F[], Partial<Record<F, F>>];
      setState(mapFieldErrors(validation, f, m));
      return true;
    },
    [key],
  );

  const clear = useCallback(() => setState({ byField: {}, other: [] }), []);

  const clearField = useCallback((field: F) => {
    setState((prev) => {
      if (!prev.byField[field]) return prev;
      const byField = { ...prev.byField };
      delete byField[field];
      return { ...prev, byField };
    });
  }, []);

  return useMemo(
    () => ({
      /** The messages under `field`, joined; undefined when there are none. */
      errorOf: (field: F): string | undefined => state.byField[field]?.join(' '),
      /** Messages for no field of this form. */
      otherErrors: state.other,
      capture,
      clear,
      clearField,
    }),
    [state, capture, clear, clearField],
  );
}
