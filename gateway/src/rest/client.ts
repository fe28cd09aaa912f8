import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  restRoutes,
  type HttpMethod,
  type JsonRouteKey,
  type RestHealth,
  type RouteBody,
  type RouteKey,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type StreamRouteKey,
} from '@portal/contract';
import type { RestConfig } from '../config.js';
import { t, type Language } from '../language.js';
import { restErrorToGraphQLError, upstreamUnavailableError, type FieldKeyMap } from './errors.js';

type Has<T> = [T] extends [never] ? false : true;

/**
 * The request part of a contract route (z.input of its schemas): `params`/`body` required when the route declares
 * them, `query` always optional. Answers are typed only, never validated: the gateway may be pointed at the
 * original Laravel API, whose answers vary within what the contract's types allow.
 */
export type RouteInit<K extends RouteKey> = (Has<RouteParams<K>> extends true
  ? { params: RouteParams<K> }
  : { params?: never }) &
  (Has<RouteBody<K>> extends true ? { body: RouteBody<K> } : { body?: never }) &
  (Has<RouteQuery<K>> extends true ? { query?: RouteQuery<K> } : { query?: never }) & {
    signal?: AbortSignal;
    /** How this call's 422 field-error keys become GraphQL names (default: camelCase per segment). */
    fieldKeys?: FieldKeyMap;
  };

type InitArgs<K extends RouteKey> =
  object extends RouteInit<K> ? [init?: RouteInit<K>] : [init: RouteInit<K>];

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
  call<K extends JsonRouteKey>(route: K, ...init: InitArgs<K>): Promise<RouteResponse<K>>;
  /** A file route: the answer unread, to be piped (no buffering); no answer at all is UPSTREAM_UNAVAILABLE. */
  stream<K extends StreamRouteKey>(
    route: K,
    init: (Has<RouteParams<K>> extends true ? { params: RouteParams<K> } : { params?: never }) & {
      signal?: AbortSignal;
    },
  ): Promise<RestStream>;
  /**
   * Streams a multipart body to an upload route as it arrives; answers the backend's status and JSON whatever the
   * status (the caller maps errors); no answer at all is UPSTREAM_UNAVAILABLE.
   */
  upload(route: UploadRouteKey, init: UploadInit): Promise<RestAnswer>;
}

/**
 * A backend route that takes a multipart upload (`METHOD /path` like a contract key; the contract describes JSON
 * bodies only, so the multipart ones are named here).
 */
export type UploadRouteKey = `POST /api/${string}`;

export interface UploadInit {
  params?: Readonly<Record<string, string>>;
  body: Readable;
  /** `multipart/form-data; boundary=…`, as the browser sent it. */
  contentType: string;
  contentLength?: string;
  signal?: AbortSignal;
}

interface SendInit {
  params: unknown;
  query?: string;
  headers: Record<string, string>;
  body: string | Readable | undefined;
  signal: AbortSignal | undefined;
}

/** A backend answer read as JSON (undefined when empty or not JSON). */
export interface RestAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
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

/**
 * The path of `template` with its `:params` filled in, percent-encoded. A value holding half of a surrogate pair
 * cannot be encoded (URIError) and names no record: NOT_FOUND, as the backend answers for one it cannot store.
 */
function fillPath(template: string, params: unknown, language: Language): string {
  return template.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    try {
      return encodeURIComponent(String(value));
    } catch (error) {
      if (!(error instanceof URIError)) throw error;
      throw restErrorToGraphQLError(404, { message: t('notFound', language) }, language);
    }
  });
}

/** Seconds a caller turned away from the full password lane is asked to wait: a hash takes well under one. */
const PASSWORD_LANE_RETRY_SECONDS = 1;

/** The routes that hash or check a password (`hashesPassword` in the contract). */
const passwordRoutes = new Set<string>(
  Object.entries(restRoutes)
    .filter(([, def]) => 'hashesPassword' in def && def.hashesPassword)
    .map(([key]) => key),
);

/**
 * Keep-alive pools to the backend: one shared by every call, and a small one of their own for the calls that hash a
 * password (logins, password resets and changes). A login waits for the backend's few bcrypt workers; in the shared
 * pool 33 of them held every connection and an unrelated member's query waited seconds behind them. The password
 * lane takes `passwordLane.connections` at once and queues `passwordLane.queue` more; one more is turned away at once
 * (TOO_MANY_REQUESTS, HTTP 429 with `Retry-After`) instead of waiting for a time-out. Every call forwards the
 * member's bearer token and language and maps failures to GraphQL errors (see errors.ts): HTTP errors by status, no
 * answer as UPSTREAM_UNAVAILABLE.
 */
export class RestUpstream {
  private readonly pool: Pool;
  private readonly passwordPool: Pool;
  /** Password calls admitted and not yet answered (running or queued in `passwordPool`). */
  private passwordCalls = 0;
  private readonly basePath: string;

  constructor(private readonly config: RestConfig) {
    const url = new URL(config.backendUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    const options = {
      // No pipelining: a file streamed through (an upload, a backup) would hold up every call queued behind it.
      pipelining: 1,
      // Idle connections stay for as long as the backend's Keep-Alive says (Fastify: 72 s); this is without it.
      keepAliveTimeout: 10_000,
      connect: { timeout: config.connectTimeoutMs },
      headersTimeout: config.headersTimeoutMs,
      bodyTimeout: config.bodyTimeoutMs,
    };
    this.pool = new Pool(url.origin, { ...options, connections: config.connections });
    this.passwordPool = new Pool(url.origin, { ...options, connections: config.passwordLane.connections });
  }

  session(caller: Caller): RestSession {
    return {
      caller,
      call: (route, ...[init]) => this.call(caller, route, init),
      stream: (route, init) => this.stream(caller, route, init),
      upload: (route, init) => this.upload(caller, route, init),
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
    route: StreamRouteKey,
    init: { params?: unknown; signal?: AbortSignal },
  ): Promise<RestStream> {
    const { method, path } = this.target(route, init.params, caller.language);
    const headers = { ...this.headersFor(caller), accept: '*/*' };
    try {
      const response = await this.pool.request({ method, path, headers, signal: init.signal });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      throw upstreamUnavailableError(caller.language, error);
    }
  }

  async upload(caller: Caller, route: UploadRouteKey, init: UploadInit): Promise<RestAnswer> {
    const headers: Record<string, string> = { ...this.headersFor(caller), 'content-type': init.contentType };
    if (init.contentLength !== undefined) headers['content-length'] = init.contentLength;
    return this.send(caller, route, { params: init.params, headers, body: init.body, signal: init.signal });
  }

  async call<K extends JsonRouteKey>(
    caller: Caller,
    route: K,
    init?: RouteInit<K>,
  ): Promise<RouteResponse<K>> {
    const headers = this.headersFor(caller);
    let body: string | undefined;
    if (init?.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const request = {
      params: init?.params,
      query: buildQuery(init?.query as never),
      headers,
      body,
      signal: init?.signal,
    };
    const answer = passwordRoutes.has(route)
      ? await this.sendHashing(caller, route, request)
      : await this.send(caller, route, request);
    if (answer.statusCode >= 200 && answer.statusCode < 300) {
      return answer.json as RouteResponse<K>;
    }
    const retryAfter = answer.headers['retry-after'];
    throw restErrorToGraphQLError(
      answer.statusCode,
      answer.json,
      caller.language,
      Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      init?.fieldKeys,
    ) satisfies GraphQLError;
  }

  /** `PUT /api/cp/user/:id` with `{id: 7}` → PUT and the path below the backend URL. */
  private target(
    route: string,
    params: unknown,
    language: Language,
    query = '',
  ): { method: HttpMethod; path: string } {
    const space = route.indexOf(' ');
    return {
      method: route.slice(0, space) as HttpMethod,
      path: this.basePath + fillPath(route.slice(space + 1), params, language) + query,
    };
  }

  /** `send` on the password lane, or TOO_MANY_REQUESTS at once when its connections and queue are full. */
  private async sendHashing(caller: Caller, route: string, init: SendInit): Promise<RestAnswer> {
    const { connections, queue } = this.config.passwordLane;
    if (this.passwordCalls >= connections + queue) {
      const headers = new HeaderMap([['retry-after', String(PASSWORD_LANE_RETRY_SECONDS)]]);
      throw new GraphQLError(t('passwordLaneFull', caller.language), {
        extensions: {
          code: 'TOO_MANY_REQUESTS',
          retryAfter: PASSWORD_LANE_RETRY_SECONDS,
          http: { status: 429, headers },
        },
      });
    }
    this.passwordCalls++;
    try {
      return await this.send(caller, route, init, this.passwordPool);
    } finally {
      this.passwordCalls--;
    }
  }

  /** One request to `route` (`METHOD /path`), its answer read as JSON; no answer at all is UPSTREAM_UNAVAILABLE. */
  private async send(caller: Caller, route: string, init: SendInit, pool = this.pool): Promise<RestAnswer> {
    const { method, path } = this.target(route, init.params, caller.language, init.query);
    try {
      const response = await pool.request({
        method,
        path,
        headers: init.headers,
        body: init.body,
        signal: init.signal,
      });
      const text = await response.body.text();
      let json: unknown = undefined;
      if (text !== '') {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      return { statusCode: response.statusCode, headers: response.headers, json };
    } catch (error) {
      throw upstreamUnavailableError(caller.language, error);
    }
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

  /**
   * Opens up to `count` keep-alive connections (parallel health probes), so that the first calls find them open;
   * a backend not up yet leaves the pool as it is.
   */
  async warm(count = Math.min(this.config.connections, 4)): Promise<void> {
    await Promise.all(Array.from({ length: count }, () => this.health()));
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.passwordPool.close()]);
  }

  /** Immediately aborts pending requests (used when a graceful close takes too long). */
  async destroy(): Promise<void> {
    await Promise.all([this.pool.destroy(), this.passwordPool.destroy()]);
  }
}
