import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../i18n';
import type { PortalOperationContext } from './apollo';
import { mapFieldErrors, validationErrorsOf, type ErrorCode, type FieldErrorState } from './errors';

export interface FieldErrorsOptions<F extends string> {
  /** Repeat a field's messages under another (spec §5: password errors also under the confirmation). */
  mirror?: Partial<Record<F, F>>;
  /**
   * Server fields whose messages speak about the whole form, shown above it rather than under the field (a
   * wrong password is reported on `email`, a bad reset token too).
   */
  formLevel?: readonly F[];
  /** Further error codes this form shows itself, above it, instead of a toast (e.g. TOO_MANY_REQUESTS). */
  codes?: readonly ErrorCode[];
}

interface Captured {
  error: unknown;
  /** Fields edited since the error: their messages are gone. */
  cleared: ReadonlySet<string>;
}

const EMPTY: FieldErrorState<never> = { byField: {}, other: [] };

/**
 * Server validation messages for a form. `capture(error)` keeps a BAD_USER_INPUT error (or one of `codes`) and
 * answers true; other errors answer false and are left to the toasts. The error itself is kept, not its text, and
 * worded at render in the current language, so a language switch re-localises the messages (when the server sent
 * translations). Messages for no field of the form are `otherErrors` (FormErrors shows them above the form).
 * After a failed submit the first invalid field of the form (`formId`) gets the focus, else the form-level alert.
 */
export function useFieldErrors<F extends string>(
  fields: readonly F[],
  { mirror, formLevel = [], codes = [] }: FieldErrorsOptions<F> = {},
) {
  const language = useLanguage();
  const [captured, setCaptured] = useState<Captured | null>(null);
  // the form is found by id when the focus moves (a ref handed out would count as read during render)
  const formId = useId();
  const focusPending = useRef(false);
  // fields and options are declared inline by callers; their content is what matters
  const key = JSON.stringify({ fields, mirror: mirror ?? {}, formLevel, codes });
  const config = useMemo(() => JSON.parse(key) as Required<FieldErrorsOptions<F>> & { fields: F[] }, [key]);

  const state = useMemo<FieldErrorState<F>>(() => {
    const validation = captured && validationErrorsOf(captured.error, language, config.codes);
    if (!captured || !validation) return EMPTY;
    const fieldsBelow = config.fields.filter((field) => !config.formLevel.includes(field));
    const mapped = mapFieldErrors(validation, fieldsBelow, config.mirror);
    const byField = { ...mapped.byField };
    for (const field of captured.cleared) delete byField[field as F];
    return { byField, other: mapped.other };
  }, [captured, language, config]);

  useEffect(() => {
    if (!focusPending.current || !captured) return;
    focusPending.current = false;
    const form = document.getElementById(formId);
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-errors]');
    target?.focus();
  }, [captured, formId]);

  const capture = useCallback(
    (error: unknown): boolean => {
      if (!validationErrorsOf(error, undefined, config.codes)) return false;
      focusPending.current = true;
      setCaptured({ error, cleared: new Set() });
      return true;
    },
    [config],
  );

  const clear = useCallback(() => setCaptured(null), []);

  const clearField = useCallback((field: F) => {
    setCaptured((prev) =>
      prev && !prev.cleared.has(field) ? { ...prev, cleared: new Set([...prev.cleared, field]) } : prev,
    );
  }, []);

  const context = useMemo<PortalOperationContext>(() => ({ handledCodes: config.codes }), [config]);

  return useMemo(
    () => ({
      /** The messages under `field`, joined; undefined when there are none. */
      errorOf: (field: F): string | undefined => state.byField[field]?.join(' '),
      /** Messages for no field of this form, and the form-level ones. */
      otherErrors: state.other,
      capture,
      clear,
      clearField,
      /** The `<form>`'s id: where the focus goes after a failed submit. */
      formId,
      /** For the mutation's `context`: no toast for the codes this form shows itself. */
      context,
    }),
    [state, capture, clear, clearField, context, formId],
  );
}
