import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { parseLanguage, type Language } from './language.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { Relay, RelayEvent } from './realtime/relay.js';
import { createRestApis, type RestApis } from './rest/apis.js';
import type { RestUpstream } from './rest/client.js';
import type { RestUser } from './rest/types.js';

/** What every resolver gets, the same for HTTP and graphql-ws. */
export interface Context {
  /** The member's bearer token, or null. */
  token: string | null;
  language: Language;
  /** Typed REST clients per domain, bound to this token and language. */
  rest: RestApis;
  loaders: Loaders;
  /** The logged-in member (GET /api/user, loaded on first use and cached for the operation), or null. */
  member(): Promise<RestUser | null>;
  /** Realtime channels, as this caller (token and language). */
  realtime: CallerRealtime;
}

export interface CallerRealtime {
  /**
   * Subscribes to `eventNames` on `channel` through the shared relay, private channels authorised with the caller's
   * token; resolves once events flow, rejects with FORBIDDEN/UNAUTHENTICATED/UPSTREAM_UNAVAILABLE otherwise.
   */
  subscribe(channel: string, eventNames: readonly string[]): Promise<AsyncIterableIterator<RelayEvent>>;
}

export interface ContextDeps {
  upstream: RestUpstream;
  relay: Relay;
}

export function createContext(
  deps: ContextDeps,
  input: { token: string | null; language: Language; clientIp?: string },
): Context {
  const { token, language, clientIp } = input;
  const caller = { token, language, clientIp };
  const rest = createRestApis(deps.upstream.session(caller));
  const loaders = createLoaders({ upstream: deps.upstream, caller, rest });
  return {
    token,
    language,
    rest,
    loaders,
    member: () => (token ? loaders.memberByToken.load(token) : Promise.resolve(null)),
    realtime: {
      async subscribe(channel, eventNames) {
        const subscription = deps.relay.subscribe(channel, eventNames, { authToken: token, language });
        await subscription.ready;
        return subscription;
      },
    },
  };
}

/** `Bearer abc` / `bearer abc` / `abc` → `abc`; empty → null. */
export function parseToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const token = trimmed.replace(/^bearer(\s+|$)/i, '').trim();
  return token === '' ? null : token;
}

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** HTTP: token from `Authorization: Bearer …`, language from `Accept-Language`. */
export function contextFromHttp(deps: ContextDeps, headers: IncomingHttpHeaders, clientIp?: string): Context {
  return createContext(deps, {
    token: parseToken(firstHeader(headers.authorization)),
    language: parseLanguage(headers['accept-language']),
    clientIp,
  });
}

/** The client's address of an upgrade request: the socket's, or with `trustProxy` the first X-Forwarded-For entry. */
export function clientIpOf(request: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = firstHeader(request.headers['x-forwarded-for'])?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress ?? undefined;
}

/** Looks a key up case-insensitively (connectionParams are free-form JSON). */
function pick(record: unknown, ...keys: string[]): unknown {
  if (record === null || typeof record !== 'object') return undefined;
  const entries = Object.entries(record as Record<string, unknown>);
  for (const key of keys) {
    const found = entries.find(([k]) => k.toLowerCase() === key.toLowerCase());
    if (found && found[1] !== undefined && found[1] !== null && found[1] !== '') return found[1];
  }
  return undefined;
}

/** The token of a graphql-ws connection: `connectionParams.authorization` (`Bearer …`) or `.token`, or null. */
export function tokenFromConnectionParams(connectionParams: unknown): string | null {
  return parseToken(pick(connectionParams, 'authorization', 'token'));
}

/** The language of a graphql-ws connection: `connectionParams.language` / `Accept-Language`, else the upgrade's. */
export function languageFromConnectionParams(
  connectionParams: unknown,
  upgradeHeaders: IncomingHttpHeaders | undefined,
): Language {
  return parseLanguage(
    (pick(connectionParams, 'language', 'accept-language') ?? upgradeHeaders?.['accept-language']) as
      string | undefined,
  );
}

/**
 * graphql-ws: token from `connectionParams.authorization` or `.token`, language from `connectionParams.language`
 * or `['Accept-Language']`, falling back to the upgrade request's Accept-Language. Per-operation headers in
 * `extensions.headers` (GraphiQL sends the header editor's values that way) take precedence.
 */
export function contextFromWs(
  deps: ContextDeps,
  connectionParams: Readonly<Record<string, unknown>> | undefined,
  upgradeHeaders: IncomingHttpHeaders | undefined,
  extensions?: Readonly<Record<string, unknown>> | null,
  clientIp?: string,
): Context {
  const opHeaders = pick(extensions, 'headers');
  const token = parseToken(
    pick(opHeaders, 'authorization') ?? pick(connectionParams, 'authorization', 'token'),
  );
  const language = parseLanguage(
    (pick(opHeaders, 'accept-language') ??
      pick(connectionParams, 'language', 'accept-language') ??
      upgradeHeaders?.['accept-language']) as string | undefined,
  );
  return createContext(deps, { token, language, clientIp });
}
