import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { contextFromHttp, type ContextDeps } from '../context.js';
import { t } from '../language.js';
import { DOWNLOAD_ROUTE_PREFIX } from '../modules/downloads/mapping.js';

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

/**
 * `GET /files/downloads/:id`: the member's download, streamed from the backend (`GET /api/downloads/download/{id}/now`,
 * which counts it) without buffering. Needs `Authorization: Bearer <token>` (401 JSON without). Backend errors keep
 * their status and localised `{message}`; no answer from the backend is 502 with the gateway's own message.
 */
export function registerDownloadRoutes(app: FastifyInstance, deps: ContextDeps): void {
  app.get<{ Params: { id: string } }>(`${DOWNLOAD_ROUTE_PREFIX}:id`, async (request, reply) => {
    const ctx = contextFromHttp(deps, request.headers, request.ip);
    reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('access-control-expose-headers', 'content-disposition, content-length');
    if (!ctx.token) {
      return reply.code(401).send({ message: t('unauthenticated', ctx.language) });
    }

    // The browser going away ends the backend request too.
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());

    let upstream;
    try {
      upstream = await ctx.rest.downloads.open(request.params.id, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return reply;
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
