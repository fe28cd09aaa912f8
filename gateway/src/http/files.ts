import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { callerFromHttp, contextFromHttp, type Context, type ContextDeps } from '../context.js';
import { t, type Language } from '../language.js';
import type { RestStream, UploadRouteKey } from '../rest/client.js';
import { restErrorToGraphQLError, upstreamUnavailableError } from '../rest/errors.js';

/** A `GET /files/<path>` route: a backend file streamed through to the member; `Param` names its path parameters. */
export interface DownloadRoute<Param extends string = string> {
  /** Fastify style: `/files/downloads/:id`. */
  readonly path: FilesPath;
  /** The backend's answer (any status), unread. */
  open(ctx: Context, params: Readonly<Record<Param, string>>, signal: AbortSignal): Promise<RestStream>;
}

/** A `POST /files/<name>` route: the multipart body streamed to a backend route as it arrives. */
export interface UploadRoute {
  /** Fastify style, `/files/<name>`; its `:params` fill the target's. */
  readonly path: FilesPath;
  /** The backend route that takes the multipart body. */
  readonly target: UploadRouteKey;
  /** The largest request body accepted, in bytes; more is a 413. */
  readonly maxBytes: number;
  /**
   * Text fields put before the member's own (from the path: a backend that reads the first value of a field gets
   * these, whatever the body repeats).
   */
  fields?(params: Readonly<Record<string, string>>): Readonly<Record<string, string>>;
  /** The member's answer from the backend's 2xx JSON (default: that JSON as it is). */
  answer?(json: unknown): unknown;
}

/** The family every file route belongs to. */
export type FilesPath = `/files/${string}`;

/** Headers of the backend's file answer that travel on to the browser. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'last-modified',
  'etag',
] as const;

/** Reads at most `limit` bytes of an (error) body as text and drops the rest. */
async function readSmall(body: Readable, limit = 64 * 1024): Promise<string> {
  let text = '';
  for await (const chunk of body) {
    text += String(chunk);
    if (text.length > limit) {
      body.destroy();
      break;
    }
  }
  return text;
}

function messageOf(text: string): string | undefined {
  try {
    const json = JSON.parse(text) as { message?: unknown };
    return typeof json.message === 'string' && json.message !== '' ? json.message : undefined;
  } catch {
    return undefined;
  }
}

/** Aborts when the client goes away, so the backend request ends too. */
export function abortOnClose(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  reply.raw.once('close', () => abort.abort());
  return abort.signal;
}

const fileHeaders = (reply: FastifyReply): FastifyReply =>
  reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');

/**
 * `GET /files/...`: the backend's file streamed through without buffering. Needs `Authorization: Bearer <token>`
 * (401 JSON without). Backend errors keep their status and localised `{message}`; no answer is 502 with the
 * gateway's own message.
 */
function registerDownload(app: FastifyInstance, deps: ContextDeps, route: DownloadRoute): void {
  app.get<{ Params: Record<string, string> }>(route.path, async (request, reply) => {
    const ctx = contextFromHttp(deps, request.headers, request.ip);
    fileHeaders(reply).header('access-control-expose-headers', 'content-disposition, content-length');
    if (!ctx.token) return reply.code(401).send({ message: t('unauthenticated', ctx.language) });

    const signal = abortOnClose(reply);
    let upstream: RestStream;
    try {
      upstream = await route.open(ctx, request.params, signal);
    } catch (error) {
      if (signal.aborted) return reply;
      return reply.code(502).send({ message: (error as Error).message });
    }

    if (upstream.statusCode < 200 || upstream.statusCode >= 300) {
      const message = messageOf(await readSmall(upstream.body).catch(() => ''));
      const status = upstream.statusCode >= 400 ? upstream.statusCode : 502;
      const retryAfter = upstream.headers['retry-after'];
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      const fallback =
        status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : ('serverError' as const);
      return reply.code(status).send({ message: message ?? t(fallback, ctx.language) });
    }

    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(upstream.statusCode).send(upstream.body);
  });
}

/** An error answer of an upload route: one GraphQL error's `{message, extensions}`, as the web reads them anyway. */
const sendError = (reply: FastifyReply, status: number, error: GraphQLError): FastifyReply =>
  reply.code(status).send({ message: error.message, extensions: error.extensions });

class TooLarge extends Error {}

/** Passes bytes on until `maxBytes`, then fails the stream (the backend request is aborted with it). */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new TooLarge() : null, chunk);
    },
  });
}

const megabytes = (bytes: number, language: Language): string =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

function tooLarge(reply: FastifyReply, route: UploadRoute, language: Language): FastifyReply {
  const message = t('fileTooLarge', language, { limit: megabytes(route.maxBytes, language) });
  // The rest of the body is not read: the connection cannot be reused.
  reply.header('connection', 'close');
  return sendError(
    reply,
    413,
    new GraphQLError(message, { extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: route.maxBytes } }),
  );
}

/** `multipart/form-data; boundary="x"` → `x`. */
const boundaryOf = (contentType: string): string | undefined =>
  /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean);

/** The multipart parts of `fields`, to go before the first part of a body with this boundary. */
function fieldParts(fields: Readonly<Record<string, string>>, boundary: string): Buffer {
  // A line break would end the part early and let the text smuggle parts in; a route's fields never carry one.
  if (Object.entries(fields).some((entry) => entry.some((text) => /[\r\n"]/.test(text)))) {
    throw new Error('an upload field holds a line break or a quote');
  }
  return Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(''),
  );
}

/** The body with `fields` first, still streamed; the content length grows by as much. */
function withFields(
  body: Readable,
  contentType: string,
  contentLength: string | undefined,
  fields: Readonly<Record<string, string>>,
): { body: Readable; contentLength: string | undefined } {
  const boundary = boundaryOf(contentType);
  if (boundary === undefined) return { body, contentLength }; // the backend refuses it
  const head = fieldParts(fields, boundary);
  return {
    body: Readable.from(
      (async function* () {
        yield head;
        yield* body;
      })(),
      { objectMode: false },
    ),
    contentLength: contentLength === undefined ? undefined : String(Number(contentLength) + head.length),
  };
}

const isMultipart = (request: FastifyRequest): boolean =>
  /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '');

/**
 * `POST /files/<name>`: the multipart body piped to the backend route unread (no buffering, no parsing), with the
 * member's token and language and the body's content type. A body over `maxBytes` is a 413 in the member's language
 * (at once when Content-Length says so, else when the limit is crossed); backend errors keep their status and are
 * mapped as for GraphQL (`extensions.code`, `fieldErrors`, `retryAfter`); no answer is 502 UPSTREAM_UNAVAILABLE.
 */
function registerUpload(app: FastifyInstance, deps: ContextDeps, route: UploadRoute): void {
  app.post<{ Params: Record<string, string> }>(route.path, {
    // Refused before anything is read.
    onRequest: async (request, reply) => {
      const { token, language } = callerFromHttp(request.headers, request.ip);
      fileHeaders(reply);
      if (!token) {
        const message = t('unauthenticated', language);
        return sendError(reply, 401, new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } }));
      }
      if (!isMultipart(request)) {
        const message = t('notMultipart', language);
        return sendError(reply, 415, new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } }));
      }
      if (Number(request.headers['content-length'] ?? 0) > route.maxBytes) {
        return tooLarge(reply, route, language);
      }
    },
    handler: async (request, reply) => {
      const caller = callerFromHttp(request.headers, request.ip);
      const signal = abortOnClose(reply);
      const limited = request.raw.pipe(byteLimit(route.maxBytes));
      let exceeded = false;
      limited.once('error', (error) => (exceeded = error instanceof TooLarge));
      const contentType = request.headers['content-type'] as string;
      const { body, contentLength } = route.fields
        ? withFields(limited, contentType, request.headers['content-length'], route.fields(request.params))
        : { body: limited, contentLength: request.headers['content-length'] };
      try {
        const answer = await deps.upstream.session(caller).upload(route.target, {
          params: request.params,
          body,
          contentType,
          contentLength,
          signal,
        });
        if (answer.statusCode >= 200 && answer.statusCode < 300) {
          const json = answer.json ?? null;
          return reply.code(answer.statusCode).send(route.answer ? route.answer(json) : json);
        }
        const retryAfter = answer.headers['retry-after'];
        if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
        const error = restErrorToGraphQLError(
          answer.statusCode,
          answer.json,
          caller.language,
          Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        );
        return sendError(reply, answer.statusCode >= 400 ? answer.statusCode : 502, error);
      } catch (error) {
        if (exceeded) return tooLarge(reply, route, caller.language);
        if (signal.aborted) return reply;
        return sendError(reply, 502, upstreamUnavailableError(caller.language, error));
      }
    },
  });
}

/**
 * The modules' file routes under `/files/`. Uploads live in their own plugin scope, where a multipart body is left
 * unparsed for the handler to stream.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  deps: ContextDeps,
  routes: { downloads: readonly DownloadRoute[]; uploads: readonly UploadRoute[] },
): Promise<void> {
  for (const route of routes.downloads) registerDownload(app, deps, route);
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    for (const route of routes.uploads) registerUpload(scope, deps, route);
  });
}
