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

/** One language's wording of an error, as the gateway passes it in `extensions.translations`. */
interface Wording {
  message: string;
  fieldErrors: unknown;
}

/**
 * The wording of `e` in `language`: `extensions.translations[language]` when the server sent it (the portal's
 * backend does for every 422), else the error's own message and `fieldErrors` (a plain Laravel backend).
 */
function wordingOf(e: ErrorLike, language: string | undefined): Wording {
  const own: Wording = { message: e.message, fieldErrors: e.extensions?.fieldErrors };
  const translations = e.extensions?.translations;
  if (!language || !translations || typeof translations !== 'object') return own;
  const chosen = (translations as Record<string, unknown>)[language];
  if (!chosen || typeof chosen !== 'object') return own;
  const { message, fieldErrors } = chosen as Partial<Wording>;
  return {
    message: typeof message === 'string' && message !== '' ? message : own.message,
    fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : own.fieldErrors,
  };
}

/** Server messages of a form's failure, in one language. */
export interface FormErrorMessages {
  fieldErrors: FieldErrors;
  /** Messages that name no field. */
  messages: string[];
}

/**
 * A server's `fieldErrors` (`{field: message | [messages]}`, as the gateway sends them in `extensions`) as lists of
 * non-empty messages; fields without one are left out, and anything that is no such object gives none.
 */
export function fieldErrorsOf(value: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!value || typeof value !== 'object') return result;
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/**
 * The details of the errors of `error` whose code is BAD_USER_INPUT or one of `alsoCodes`, worded in `language`
 * where the server sent translations: `fieldErrors` merged over all of them, and the messages of those that carry
 * no field errors. Null when there is no such error.
 */
export function validationErrorsOf(
  error: unknown,
  language?: string,
  alsoCodes: readonly ErrorCode[] = [],
): FormErrorMessages | null {
  const codes = new Set<unknown>(['BAD_USER_INPUT', ...alsoCodes]);
  const invalid = graphQLErrorsOf(error).filter((e) => codes.has(e.extensions?.code));
  if (invalid.length === 0) return null;
  const fieldErrors: FieldErrors = {};
  const messages: string[] = [];
  for (const e of invalid) {
    const wording = wordingOf(e, language);
    const own = fieldErrorsOf(wording.fieldErrors);
    for (const [field, list] of Object.entries(own))
      fieldErrors[field] = [...(fieldErrors[field] ?? []), ...list];
    if (Object.keys(own).length === 0 && wording.message) messages.push(wording.message);
  }
  return { fieldErrors, messages };
}

/** A toast the error link shows; `key` identifies it, so a repeated error replaces its toast. */
export interface ErrorToast {
  message: string;
  key: string;
}

/**
 * The toasts for an error (everything but validation errors and the codes in `handledCodes`, which the screen
 * shows itself). A throttle message counts down its seconds, so it is keyed by its code: one toast, however
 * often the member retries.
 */
export function toastMessagesOf(
  error: unknown,
  networkMessage: string,
  handledCodes: readonly ErrorCode[] = [],
): ErrorToast[] {
  if (CombinedGraphQLErrors.is(error)) {
    const skip = new Set<unknown>(['BAD_USER_INPUT', ...handledCodes]);
    return graphQLErrorsOf(error)
      .filter((e) => !skip.has(e.extensions?.code) && e.message && !isIgnoredMessage(e.message))
      .map((e) => ({
        message: e.message,
        key: e.extensions?.code === 'TOO_MANY_REQUESTS' ? 'TOO_MANY_REQUESTS' : e.message,
      }));
  }
  return [{ message: networkMessage, key: networkMessage }];
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
  validation: FormErrorMessages,
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
