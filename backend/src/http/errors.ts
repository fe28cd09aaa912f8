import type { MessageKey, Replacements } from './messages.js';

/** A message still to be localised; `field` fills `:attribute` with the field's display name. */
export interface Msg {
  key: MessageKey;
  params?: Replacements;
  field?: string;
}

/** An expected failure answered as `{message, ...extra}` with the given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: Msg,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(msg.key);
    this.name = 'HttpError';
  }
}

/** 422 in Laravel's shape: `{message: '<first> (and N more errors)', errors: {field: [...]}}`. */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  constructor(
    readonly fields: Record<string, Msg[]>,
    /** The parsed fields that passed their own rules (see http/validation.ts). */
    readonly valid: Record<string, unknown> = {},
  ) {
    super('validation failed');
    this.name = 'ValidationFailed';
  }
}

export const unauthenticated = () => new HttpError(401, { key: 'unauthenticated' });
export const forbidden = (key: MessageKey = 'forbidden') => new HttpError(403, { key });
export const notFound = (key: MessageKey = 'not_found') => new HttpError(404, { key });
/** One message for one field, as Laravel's `ValidationException::withMessages`. */
export const fieldError = (field: string, key: MessageKey, params?: Replacements) =>
  new ValidationFailed({ [field]: [{ key, params, field }] });
export const tooManyRequests = (key: MessageKey, seconds: number) =>
  new HttpError(
    429,
    { key, params: { seconds } },
    { retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
