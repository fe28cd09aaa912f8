import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createContext, type Context, type ContextDeps } from '../context.js';
import { parseLanguage } from '../language.js';
import type { RestStream } from '../rest/client.js';
import { abortOnClose } from './files.js';
import { fixedWindowLimiter } from './rate-limit.js';

/**
 * A `GET` route anyone may open without login (a link a player opens): the backend's answer streamed through.
 * `Param` names its path parameters.
 */
export interface PublicRoute<Param extends string = string> {
  /** Fastify style: `/iptv/:token/playlist.m3u`. */
  readonly path: `/${string}`;
  /** Requests one client address may make per minute (see TRUST_PROXY); more are a 429 until it is over. */
  readonly perMinute: number;
  /** How browsers and caches may keep a 2xx answer (default `private, no-store`: the link is a secret). */
  readonly cacheControl?: string;
  /** Whether the parameters can name anything at all; if not, a 404 without asking the backend. */
  accepts(params: Readonly<Record<Param, string>>): boolean;
  /** The backend's answer (any status), unread; `ctx` carries no token, whatever the request sends. */
  open(ctx: Context, params: Readonly<Record<Param, string>>, signal: AbortSignal): Promise<RestStream>;
}

/** Headers of the backend's answer that travel on to the player. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-security-policy',
  'last-modified',
  'etag',
] as const;

/** Errors are plain text: players show or log them, and a wrong link tells nothing beyond its status. */
const plain = (reply: FastifyReply, status: number): FastifyReply =>
  reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(`${STATUS_CODES[status] ?? 'Error'}\n`);

function registerPublic(app: FastifyInstance, deps: ContextDeps, route: PublicRoute): void {
  const limiter = fixedWindowLimiter({ limit: route.perMinute, windowMs: 60_000 });
  app.get<{ Params: Record<string, string> }>(route.path, async (request, reply) => {
    // The link is a secret: no cache keeps it or its answer.
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    const retryAfter = limiter.hit(request.ip);
    if (retryAfter > 0) return plain(reply.header('retry-after', String(retryAfter)), 429);
    if (!route.accepts(request.params)) return plain(reply, 404);

    const ctx = createContext(deps, {
      token: null,
      language: parseLanguage(request.headers['accept-language']),
      clientIp: request.ip,
    });
    const signal = abortOnClose(reply);
    let upstream: RestStream;
    try {
      upstream = await route.open(ctx, request.params, signal);
    } catch {
      if (signal.aborted) return reply;
      return plain(reply, 502);
    }

    if (upstream.statusCode < 200 || upstream.statusCode >= 300) {
      upstream.body.resume(); // drained, so the connection to the backend is reused
      const backendRetryAfter = upstream.headers['retry-after'];
      if (backendRetryAfter !== undefined) reply.header('retry-after', backendRetryAfter);
      return plain(
        reply,
        upstream.statusCode >= 400 && upstream.statusCode < 500 ? upstream.statusCode : 502,
      );
    }
    if (route.cacheControl !== undefined) reply.header('cache-control', route.cacheControl);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    const etag = upstream.headers.etag;
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      // the browser has it: nothing but the headers travel on
      upstream.body.resume();
      reply.removeHeader('content-length');
      return reply.code(304).send();
    }
    return reply.code(upstream.statusCode).send(upstream.body);
  });
}

/**
 * The modules' public routes: no login, rate limited per client address, the backend's answer passed through as it
 * arrives (status, type, body); backend errors are plain-text answers of the same status (5xx: 502).
 */
export function registerPublicRoutes(
  app: FastifyInstance,
  deps: ContextDeps,
  routes: readonly PublicRoute[],
): void {
  for (const route of routes) registerPublic(app, deps, route);
}
