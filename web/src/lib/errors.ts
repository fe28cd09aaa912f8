import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Spec §8: server messages containing one of these parts are never shown as a toast.
 * The one place for the ignore list.
 */
export const IGNORED_MESSAGE_PARTS: readonly string[] = [
  'token invalid',
  'Unprocessable Entity',
  'duplicate',
];

export function isIgnoredMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return IGNORED_MESSAGE_PARTS.some((part) => lower.includes(part.toLowerCase()));
}

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR'
  | (string & {});

/** Per-field server messages, keyed by the GraphQL argument names (camelCase). */
export type FieldErrors = Record<string, string[]>;

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

function graphQLErrorsOf(error: unknown): readonly ErrorLike[] {
  return CombinedGraphQLErrors.is(error) ? (error.errors as readonly ErrorLike[]) : [];
}

/** The `extensions.code` values of a GraphQL error (empty for network errors). */
export function errorCodes(error: unknown): ErrorCode[] {
  return graphQLErrorsOf(error)
    .map((e) => e.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** True for a GraphQL answer (the server spoke); false for network and transport failures. */
export function isGraphQLError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/**
 * The BAD_USER_INPUT details of an error: `fieldErrors` merged over all such errors, and the messages of
 * those errors that carry no field errors. Null when the error is not a validation error.
 */
export function validationErrorsOf(error: unknown): { fieldErrors: FieldErrors; messages: string[] } | null {
  const invalid = graphQLErrorsOf(error).filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (invalid.length === 0) return null;
  const fieldErrors: FieldErrors = {};
  const messages: string[] = [];
  for (const e of invalid) {
    const raw = e.extensions?.fieldErrors;
    let any = false;
    if (raw && typeof raw === 'object') {
      for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
        const list = (Array.isArray(value) ? value : [value]).filter(
          (m): m is string => typeof m === 'string' && m !== '',
        );
        if (list.length === 0) continue;
        fieldErrors[field] = [...(fieldErrors[field] ?? []), ...list];
        any = true;
      }
    }
    if (!any && e.message) messages.push(e.message);
  }
  return { fieldErrors, messages };
}

/** The messages of an error that the error link shows as toasts (everything but validation errors). */
export function toastMessagesOf(error: unknown, networkMessage: string): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return graphQLErrorsOf(error)
      .filter((e) => e.extensions?.code !== 'BAD_USER_INPUT')
      .map((e) => e.message)
      .filter((message) => message && !isIgnoredMessage(message));
  }
  return [networkMessage];
}

export interface FieldErrorState<F extends string> {
  /** Messages per form field. */
  byField: Partial<Record<F, string[]>>;
  /** Messages that belong to no field of the form (shown above it). */
  other: string[];
}

/**
 * Maps server field errors onto a form's fields. `mirror` repeats a field's messages under another field
 * (spec §5: password errors also appear under the password confirmation).
 */
export function mapFieldErrors<F extends string>(
  validation: { fieldErrors: FieldErrors; messages: string[] },
  fields: readonly F[],
  mirror: Partial<Record<F, F>> = {},
): FieldErrorState<F> {
  const byField: Partial<Record<F, string[]>> = {};
  const other = [...validation.messages];
  const known = new Set<string>(fields);
  for (const [field, messages] of Object.entries(validation.fieldErrors)) {
    if (known.has(field)) {
      const f = field as F;
      byField[f] = [...(byField[f] ?? []), ...messages];
    } else {
      other.push(...messages);
    }
  }
  for (const [from, to] of Object.entries(mirror) as [F, F][]) {
    const source = validation.fieldErrors[from];
    if (!source || source.length === 0) continue;
    const target = byField[to] ?? [];
    byField[to] = [...target, ...source.filter((m) => !target.includes(m))];
  }
  return { byField, other };
}
