import { GraphQLError } from 'graphql';
import type { RestErrorBody } from '@portal/contract';
import { LANGUAGES, t, type Language, type MessageKey } from '../language.js';

/** `extensions.code` values the gateway produces (docs/rest-api.md, "How the gateway maps these"). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** `password_confirmation` → `passwordConfirmation`; dotted paths keep their dots (`items.0.first_name` → `items.0.firstName`). */
export function camelCase(key: string): string {
  return key
    .split('.')
    .map((part) => part.replace(/[_-]+([a-zA-Z0-9])/g, (_m, c: string) => c.toUpperCase()))
    .join('.');
}

/** Turns a REST field-error key (`password_confirmation`, `social_media.github`) into the GraphQL one. */
export type FieldKeyMap = (restKey: string) => string;

/**
 * A key map for one call, for where the default (`camelCase` per segment) is not how the GraphQL arguments spell it:
 * - `rename`: a REST top-level name → its GraphQL argument (`itemsPerPage` → `perPage`); the rest of the path follows;
 * - `dataKeysUnder`: REST fields whose next segment is data, not a field name (the networks of
 *   `social_media.my_site` are the member's own keys and stay verbatim: `socialMedia.my_site`).
 */
export function fieldKeys(options: {
  rename?: Readonly<Record<string, string>>;
  dataKeysUnder?: readonly string[];
}): FieldKeyMap {
  const rename = options.rename ?? {};
  const dataKeysUnder = new Set(options.dataKeysUnder ?? []);
  return (restKey) => {
    const parts = restKey.split('.');
    return parts
      .map((part, index) => {
        if (index === 0 && Object.hasOwn(rename, part)) return rename[part]!;
        if (index > 0 && dataKeysUnder.has(parts[index - 1]!)) return part;
        return camelCase(part);
      })
      .join('.');
  };
}

export function camelCaseFieldErrors(
  errors: RestErrorBody['errors'],
  mapKey: FieldKeyMap = camelCase,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    const name = mapKey(key);
    result[name] = [...(result[name] ?? []), ...messages];
  }
  return result;
}

function parseRetryAfter(body: RestErrorBody, header: string | undefined): number | undefined {
  for (const candidate of [body.retry_after, header]) {
    if (candidate === undefined || candidate === null || candidate === '') continue;
    const seconds = Number(candidate);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const date = Date.parse(String(candidate));
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  return undefined;
}

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 422:
      return 'BAD_USER_INPUT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  }
}

/** A 422's message and field errors in one language, keyed as `extensions.fieldErrors`. */
export interface ErrorTranslation {
  message: string;
  fieldErrors: Record<string, string[]>;
}

/**
 * The portal backend's `translations` of a 422 (the same errors in every language it speaks), keyed like
 * `fieldErrors`, so a client can show them in whatever language the member switches to. A Laravel backend sends
 * none; a malformed entry is dropped.
 */
function translationsOf(
  data: RestErrorBody,
  mapKey?: FieldKeyMap,
): Partial<Record<Language, ErrorTranslation>> | undefined {
  const given = (data as { translations?: unknown }).translations;
  if (given === null || typeof given !== 'object') return undefined;
  const result: Partial<Record<Language, ErrorTranslation>> = {};
  for (const language of LANGUAGES) {
    const entry = (given as Record<string, unknown>)[language] as RestErrorBody | undefined;
    if (entry === null || typeof entry !== 'object' || typeof entry.message !== 'string') continue;
    const errors = entry.errors !== null && typeof entry.errors === 'object' ? entry.errors : {};
    result[language] = { message: entry.message, fieldErrors: camelCaseFieldErrors(errors, mapKey) };
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * A non-2xx backend answer as a GraphQL error. The message is always the backend's localised `message`;
 * 422 adds `fieldErrors` (keys camelCased, or mapped by `mapKey`) and, from the portal backend, `translations`;
 * 429 adds `retryAfter` (seconds).
 */
export function restErrorToGraphQLError(
  status: number,
  body: unknown,
  language: Language,
  retryAfterHeader?: string,
  mapKey?: FieldKeyMap,
): GraphQLError {
  const data: RestErrorBody = body !== null && typeof body === 'object' ? (body as RestErrorBody) : {};
  const code = codeForStatus(status);
  const message =
    typeof data.message === 'string' && data.message !== ''
      ? data.message
      : t(
          code === 'UNAUTHENTICATED' ? 'unauthenticated' : code === 'FORBIDDEN' ? 'forbidden' : 'serverError',
          language,
        );
  const extensions: Record<string, unknown> = { code };
  if (code === 'BAD_USER_INPUT') {
    extensions.fieldErrors = camelCaseFieldErrors(data.errors, mapKey);
    const translations = translationsOf(data, mapKey);
    if (translations) extensions.translations = translations;
  }
  if (code === 'TOO_MANY_REQUESTS') {
    const retryAfter = parseRetryAfter(data, retryAfterHeader);
    if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
  }
  return new GraphQLError(message, { extensions });
}

/** No answer from the backend (refused, reset, time-out): a localised message of the gateway's own. */
export function upstreamUnavailableError(language: Language, cause?: unknown): GraphQLError {
  return new GraphQLError(t('upstreamUnavailable', language), {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

export function errorCode(error: unknown): string | undefined {
  if (error instanceof GraphQLError) return error.extensions.code as string | undefined;
  return undefined;
}

/**
 * A BAD_USER_INPUT the gateway raises itself, for one field: the same shape as a mapped 422 (message, `fieldErrors`
 * and `translations` in every language).
 */
export function badUserInput(
  field: string,
  key: MessageKey,
  language: Language,
  params?: Readonly<Record<string, string>>,
): GraphQLError {
  const translations = Object.fromEntries(
    LANGUAGES.map((l) => {
      const message = t(key, l, params);
      return [l, { message, fieldErrors: { [field]: [message] } }];
    }),
  ) as Record<Language, ErrorTranslation>;
  const { message, fieldErrors } = translations[language];
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors, translations } });
}
