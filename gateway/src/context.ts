import type { IncomingHttpHeaders } from 'node:http';
import type { RestUser } from '@portal/contract';
import { requireMember } from './graphql/auth-directive.js';
import { noIdentityCache, type IdentityCache, type Ticket } from './identity/cache.js';
import { parseLanguage, type Language } from './language.js';
import type { ChannelEvents } from './realtime/member-channel.js';
import type { Relay, RelayEvent } from './realtime/relay.js';
import type { Caller, RestUpstream } from './rest/client.js';

/**
 * What the modules bring to every context, by module name: `rest` (typed REST clients bound to the caller),
 * `loaders` and `realtime` (their channels, through the shared relay, authorised with the caller's token: each
 * resolves once events flow, and rejects with UNAUTHENTICATED/FORBIDDEN/UPSTREAM_UNAVAILABLE otherwise). The module
 * list declares them (modules/index.ts), so that this file knows no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleParts {}

/** What every resolver gets, the same for HTTP and graphql-ws. */
export interface Context extends ModuleParts {
  /** The member's bearer token, or null. */
  token: string | null;
  language: Language;
  /** The logged-in member as the backend answers now (GET /api/user, once per operation), or null. */
  member(): Promise<RestUser | null>;
  /**
   * The logged-in member for access checks: the identity cache's while it holds the token (identity/cache.ts),
   * else `member()`. It may be an event's latency old: the backend checks the token again on every call.
   */
  identity(): Promise<RestUser | null>;
}

/** What a context takes of the module list; the server hands it over (modules/index.ts makes it). */
export interface ContextModules {
  /** The modules' parts for one operation's caller; `open` subscribes the logged-in member to a channel. */
  parts(
    deps: { upstream: RestUpstream; caller: Caller },
    open: (events: ChannelEvents) => Promise<AsyncIterableIterator<RelayEvent>>,
  ): ModuleParts;
  /** Who a token belongs to, asked through the operation's parts (the auth module's loader). */
  memberByToken(parts: ModuleParts, token: string): Promise<RestUser | null>;
}

export interface ContextDeps {
  upstream: RestUpstream;
  relay: Relay;
  modules: ContextModules;
  /** Who tokens belong to across GraphQL requests over HTTP (`contextFromHttp`); absent: none remembered. */
  identity?: IdentityCache;
}

/** A context that reads and fills `identity` (none by default: each operation asks the backend once). */
export function createContext(
  deps: ContextDeps,
  input: { token: string | null; language: Language; clientIp?: string },
  identity: IdentityCache = noIdentityCache,
): Context {
  const { token, language, clientIp } = input;
  const caller = { token, language, clientIp };
  const parts = deps.modules.parts({ upstream: deps.upstream, caller }, async (events) => {
    const owner = await requireMember({ language, member: context.identity });
    const channel = events[0]!.channel;
    const name = channel.listeners === 'member' ? channel(owner.id) : channel();
    const subscription = deps.relay.subscribe(name, events, { authToken: token, language });
    await subscription.ready;
    return subscription;
  });
  // Taken before the operation first asks the backend: an answer that an event overtook is not remembered.
  let ticket: Ticket | undefined;
  let known: Promise<RestUser | null> | undefined;
  const member = async (): Promise<RestUser | null> => {
    if (!token) return null;
    ticket ??= identity.ticket();
    const answer = await deps.modules.memberByToken(parts, token);
    identity.store(token, answer, ticket);
    return answer;
  };
  const context: Context = {
    ...parts,
    token,
    language,
    member,
    identity: () => (known ??= token ? Promise.resolve(identity.get(token) ?? member()) : member()),
  };
  return context;
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

/** HTTP: token from `Authorization: Bearer …`, language from `Accept-Language`; access checks use `deps.identity`. */
export function contextFromHttp(deps: ContextDeps, headers: IncomingHttpHeaders, clientIp?: string): Context {
  return createContext(deps, callerFromHttp(headers, clientIp), deps.identity);
}

/** The caller of an HTTP request: token from `Authorization: Bearer …`, language from `Accept-Language`. */
export function callerFromHttp(headers: IncomingHttpHeaders, clientIp?: string): Caller {
  return {
    token: parseToken(firstHeader(headers.authorization)),
    language: parseLanguage(headers['accept-language']),
    clientIp,
  };
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
 * `extensions.headers` (GraphiQL sends the header editor's values that way) take precedence. No identity cache: the
 * connection was checked at connect and its session is watched (http/session-watch.ts); an operation there costs one
 * check when it starts, and the cache would keep the member's channel past the connection.
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
