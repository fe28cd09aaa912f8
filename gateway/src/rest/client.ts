import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { GraphQLError } from 'graphql';
import type { RestConfig } from '../config.js';
import type { Language } from '../language.js';
import { restErrorToGraphQLError, upstreamUnavailableError, type FieldKeyMap } from './errors.js';
import type { RestHealth, RestRouteKey, RestRoutes, RestStreamRouteKey, RestStreamRoutes } from './types.js';

type RouteSpec = { params?: unknown; query?: unknown; body?: unknown; response: unknown };

/** The request part of a route: `params`/`body` required when the route declares them, `query` always optional. */
export type RouteInit<R extends RouteSpec> = (R extends { params: infer P }
  ? { params: P }
  : { params?: never }) &
  (R extends { body: infer B } ? { body: B } : { body?: never }) &
  (R extends { query: infer Q } ? { query?: Q } : { query?: never }) & {
    signal?: AbortSignal;
    /** How this call's 422 field-error keys become GraphQL names (default: camelCase per segment). */
    fieldKeys?: FieldKeyMap;
  };

type InitArgs<K extends RestRouteKey> =
  object extends RouteInit<RestRoutes[K]>
    ? [init?: RouteInit<RestRoutes[K]>]
    : [init: RouteInit<RestRoutes[K]>];

export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/** Who is asking: the member's bearer token and the language the answer should speak. */
export interface Caller {
  token: string | null;
  language: Language;
  /** The member's IP, forwarded as X-Forwarded-For (the backend throttles logins per e-mail and IP). */
  clientIp?: string;
}

/** A backend answer whose body is passed on as it arrives (files), whatever its status. */
export interface RestStream {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** A typed REST call bound to one caller. */
export interface RestSession {
  readonly caller: Caller;
  call<K extends RestRouteKey>(route: K, ...init: InitArgs<K>): Promise<RestRoutes[K]['response']>;
  /** A file route: the answer unread, to be piped (no buffering); no answer at all is UPSTREAM_UNAVAILABLE. */
  stream<K extends RestStreamRouteKey>(
    route: K,
    init: { params: RestStreamRoutes[K]['params']; signal?: AbortSignal },
  ): Promise<RestStream>;
}

/** `{a: {b: 1}, c: [1, 2]}` → `a[b]=1&c[]=1&c[]=2` (Laravel's query conventions, e.g. `filter[name]=x`). */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v) => add(`${key}[]`, v));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else params.append(key, String(value));
  };
  Object.entries(query).forEach(([k, v]) => add(k, v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function fillPath(template: string, params: unknown): string {
  return template.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The one shared keep-alive pool to the backend. Every call forwards the member's bearer token and language and
 * maps failures to GraphQL errors (see errors.ts): HTTP errors by status, no answer as UPSTREAM_UNAVAILABLE.
 */
export class RestUpstream {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(private readonly config: RestConfig) {
    const url = new URL(config.backendUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: config.connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      connect: { timeout: config.connectTimeoutMs },
      headersTimeout: config.headersTimeoutMs,
      bodyTimeout: config.bodyTimeoutMs,
    });
  }

  session(caller: Caller): RestSession {
    return {
      caller,
      call: (route, ...[init]) => this.call(caller, route, init as RouteInit<RouteSpec> | undefined) as never,
      stream: (route, init) => this.stream(caller, route, init),
    };
  }

  private headersFor(caller: Caller): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': caller.language,
    };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.clientIp) headers['x-forwarded-for'] = caller.clientIp;
    return headers;
  }

  async stream(
    caller: Caller,
    route: RestStreamRouteKey,
    init: { params: unknown; signal?: AbortSignal },
  ): Promise<RestStream> {
    const space = route.indexOf(' ');
    const method = route.slice(0, space) as 'GET';
    const path = this.basePath + fillPath(route.slice(space + 1), init.params);
    const headers = { ...this.headersFor(caller), accept: '*/*' };
    try {
      const response = await this.pool.request({ method, path, headers, signal: init.signal });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      throw upstreamUnavailableError(caller.language, error);
    }
  }

  async call<K extends RestRouteKey>(
    caller: Caller,
    route: K,
    init?: RouteInit<RouteSpec>,
  ): Promise<RestRoutes[K]['response']> {
    const space = route.indexOf(' ');
    const method = route.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const path =
      this.basePath + fillPath(route.slice(space + 1), init?.params) + buildQuery(init?.query as never);
    const headers = this.headersFor(caller);
    let body: string | undefined;
    if (init?.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }

    let response: Awaited<ReturnType<Pool['request']>>;
    let text: string;
    try {
      response = await this.pool.request({ method, path, headers, body, signal: init?.signal });
      text = await response.body.text();
    } catch (error) {
      throw upstreamUnavailableError(caller.language, error);
    }

    let json: unknown = undefined;
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return json as RestRoutes[K]['response'];
    }
    const retryAfter = response.headers['retry-after'];
    throw restErrorToGraphQLError(
      response.statusCode,
      json,
      caller.language,
      Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      init?.fieldKeys,
    ) satisfies GraphQLError;
  }

  /** Probes the backend's /healthz with a short time-out; true only for a 2xx answer. */
  async health(timeoutMs = this.config.healthTimeoutMs): Promise<{ up: boolean; body?: RestHealth }> {
    try {
      const response = await this.pool.request({
        method: 'GET',
        path: `${this.basePath}/healthz`,
        headers: { accept: 'application/json' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.body.text();
      let body: RestHealth | undefined;
      try {
        body = JSON.parse(text) as RestHealth;
      } catch {
        body = undefined;
      }
      return { up: response.statusCode >= 200 && response.statusCode < 300, body };
    } catch {
      return { up: false };
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /** Immediately aborts pending requests (used when a graceful close takes too long). */
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}
