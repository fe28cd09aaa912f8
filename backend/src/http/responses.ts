import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Msg } from './errors.js';
import { HttpError, ValidationFailed } from './errors.js';
import type { Locale } from './locale.js';
import { LOCALES } from './locale.js';
import { attributeName, summarize, t } from './messages.js';

export function localize(locale: Locale, msg: Msg): string {
  const params = { ...msg.params };
  if (msg.field !== undefined) params.attribute = attributeName(locale, msg.field);
  return t(locale, msg.key, params);
}

export function validationBody(locale: Locale, fields: Record<string, Msg[]>) {
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(fields)) errors[field] = list.map((m) => localize(locale, m));
  return { message: summarize(locale, errors), errors };
}

/**
 * Laravel's 422 in the request's language, plus (a portal addition) the same messages in every language, so that a
 * client switching language can show them again without asking twice.
 */
export function validationAnswer(locale: Locale, fields: Record<string, Msg[]>) {
  const translations = Object.fromEntries(LOCALES.map((l) => [l, validationBody(l, fields)]));
  return { ...translations[locale]!, translations };
}

interface FastifyishError {
  statusCode?: number;
  code?: string;
}

/** The one place errors turn into answers: no stack, SQL or internals ever reach the client. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  if (error instanceof ValidationFailed) {
    return reply.code(422).send(validationAnswer(locale, error.fields));
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ message: localize(locale, error.msg), ...error.extra });
  }
  const e = (error ?? {}) as FastifyishError;
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (body parsing, limits, media type, bad URL encoding)
    const key =
      e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'invalid_json'
        : e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
          ? 'payload_too_large'
          : e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415
            ? 'unsupported_media_type'
            : status === 404
              ? 'not_found'
              : 'bad_request';
    request.log.debug({ code: e.code, status }, 'client error');
    return reply.code(status).send({ message: t(locale, key) });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: t(locale, 'server_error') });
}
