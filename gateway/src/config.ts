import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { MergedConfigs, SettingValues } from '@portal/contract/settings';
import { defineSettings } from '@portal/contract/settings';
import { z } from 'zod';
import { int } from './env.js';
import { parseTrustedProxies } from './http/trust-proxy.js';

/**
 * Gateway configuration: every value comes from an environment variable with a safe default for the embedded
 * mode. `loadConfig` (load-config.ts) validates all of them at start-up with zod (as the backend does) and reports every problem at
 * once. README.md's table is generated from the declarations (`pnpm docs:config`).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Query limits (graphql-armor and the parser's token limit), the same for HTTP and graphql-ws. */
export interface QueryLimits {
  /** Deepest field nesting (fragments flattened; introspection ignored). */
  maxDepth: number;
  /** Cost: objects 2, scalars 1, times 1.5 per level (graphql-armor cost-limit). */
  maxCost: number;
  /** Aliases per operation. */
  maxAliases: number;
  /** Lexer tokens per document. */
  maxTokens: number;
  /** Directives per operation. */
  maxDirectives: number;
}

/** Values that suit this portal: its deepest legitimate query is ~6 levels, its largest a few hundred in cost. */
export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 30,
};

export interface WsLimits {
  /** Operations (subscriptions and in-flight queries) one connection may run at once; more get an error each. */
  operationsPerConnection: number;
  /** Open connections per logged-in member; more are closed with 4429. */
  connectionsPerMember: number;
  /** Open connections per client address (see TRUST_PROXY); more are closed with 4429. */
  connectionsPerAddress: number;
}

export interface RestConfig {
  /** Base URL of the backend (its `/api` and `/healthz` live below it). */
  backendUrl: string;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Keep-alive connections in the shared pool. */
  connections: number;
  /** The calls that hash a password, on a pool of their own (`REST_PASSWORD_CONNECTIONS`, `REST_PASSWORD_QUEUE`). */
  passwordLane: { connections: number; queue: number };
  /** Time-out of the backend health probe behind GET /healthz. */
  healthTimeoutMs: number;
}

/** Where the Pusher-protocol server is (the backend's embedded one by default, soketi or Pusher in production). */
export interface RealtimeConfig {
  /** The app key (`PUSHER_KEY`). */
  key: string;
  /** A Pusher cluster (`PUSHER_CLUSTER`, e.g. `eu`): real Pusher over TLS; `host`/`port`/`scheme` are then unused. */
  cluster: string | null;
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** Events buffered per GraphQL subscriber before the oldest are dropped. */
  bufferSize: number;
  /** How long the connection stays open after the last subscriber left. */
  idleDisconnectMs: number;
  /** How long a subscription may take to start (connect, authorise, subscribe) before UPSTREAM_UNAVAILABLE. */
  subscribeTimeoutMs: number;
}

/**
 * The config part of each module's settings, by module name, filled in by each module's env.ts (declaration
 * merging), so this file names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleConfigs {}

export interface CoreConfig {
  port: number;
  host: string;
  portalUrl: string;
  /** Origins allowed to open the WebSocket (and to call /graphql cross-origin). */
  origins: string[];
  webDist: string;
  schemaDir: string;
  logLevel: LogLevel;
  rest: RestConfig;
  limits: QueryLimits;
  /** Whether callers without a member may introspect the schema (not when `NODE_ENV=production`). */
  anonymousIntrospection: boolean;
  /** graphql-ws keep-alive ping interval. */
  wsKeepAliveMs: number;
  /** How long a token's member is reused for access checks (`IDENTITY_CACHE_SECONDS`, identity/cache.ts); 0: off. */
  identityCacheSeconds: number;
  /** Caps on graphql-ws resources (`WS_MAX_*`). */
  wsLimits: WsLimits;
  /** Proxies whose X-Forwarded-For is believed (`TRUST_PROXY`, see http/trust-proxy.ts); empty: none. */
  trustProxy: readonly string[];
  /** `REDIS_URL`: state shared by replicas (rate limits, WebSocket caps, persisted queries); null = in-process. */
  redisUrl: string | null;
  realtime: RealtimeConfig;
}

/** The gateway's config: its own part and every module's, side by side. */
export type GatewayConfig = CoreConfig & MergedConfigs<ModuleConfigs>;

/** The repository root (gateway/src/config.ts → ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** An http(s) URL, trailing slashes dropped. */
const httpUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol), {
    error: (issue) => `must be an http(s) URL, got "${String(issue.input)}"`,
  })
  .transform((raw) => raw.replace(/\/+$/, ''));

/** `TRUST_PROXY`: false, true (loopback) or addresses/CIDRs/range names. */
const trustedProxies = z.string().transform((raw, ctx) => {
  const parsed = parseTrustedProxies(raw);
  if ('entries' in parsed) return parsed.entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be true, false or a list of addresses/CIDRs, got "${parsed.invalid.join(', ')}"`,
    input: raw,
  });
  return z.NEVER;
});

/** Comma-separated origins, each normalised; every invalid one is reported. */
const origins = z.string().transform((raw, ctx) => {
  const result: string[] = [];
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const origin = normaliseOrigin(item);
    if (origin === null)
      ctx.addIssue({ code: 'custom', message: `contains an invalid origin "${item}"`, input: item });
    else result.push(origin);
  }
  return result;
});

const matching = (pattern: RegExp, what: string) =>
  z.string().refine((raw) => pattern.test(raw), {
    error: (issue) => `${what}, got "${String(issue.input)}"`,
  });

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')}, got "${String(issue.input)}"` });

/** The settings every part of the gateway shares; the modules declare their own (modules/<name>/env.ts). */
export const coreSettings = defineSettings({
  PORT: {
    schema: int(0, 65535),
    default: '4000',
    meaning: 'HTTP port (GraphQL, WebSocket, IDE, web app); `0` picks a free one',
  },
  HOST: { schema: z.string(), default: '127.0.0.1', meaning: 'interface to bind' },
  PORTAL_URL: {
    schema: httpUrl,
    default: 'http://127.0.0.1:4000',
    meaning: "the portal's public URL; its origin may open WebSockets",
  },
  PORTAL_ORIGINS: {
    schema: origins.optional(),
    defaultNote: "`PORTAL_URL` and the Vite dev server's",
    meaning: 'comma-separated origins that may open the WebSocket and call `/graphql` cross-origin',
  },
  WEB_DIST: {
    schema: z.string(),
    default: path.join(REPO_ROOT, 'web', 'dist'),
    defaultNote: '`<repo>/web/dist`',
    meaning: 'the built web app; missing: a plain page says so',
  },
  SCHEMA_DIR: {
    schema: z.string(),
    default: path.join(REPO_ROOT, 'schema'),
    defaultNote: '`<repo>/schema`',
    meaning: 'where the `*.graphql` files are',
  },
  LOG_LEVEL: {
    schema: oneOf(LOG_LEVELS),
    default: 'info',
    meaning: '`fatal` `error` `warn` `info` `debug` `trace` `silent`; `debug` adds a line per request',
  },
  BACKEND_URL: {
    schema: httpUrl,
    default: 'http://127.0.0.1:4001',
    meaning: "the backend's base URL (`/api/...` and `/healthz` below it)",
  },
  REST_CONNECT_TIMEOUT_MS: {
    schema: int(1, 600_000),
    default: '3000',
    meaning: 'connect time-out to the backend',
  },
  REST_HEADERS_TIMEOUT_MS: {
    schema: int(1, 600_000),
    default: '15000',
    meaning: "time-out for the backend's response headers",
  },
  REST_BODY_TIMEOUT_MS: {
    schema: int(1, 600_000),
    default: '30000',
    meaning: 'idle time-out while reading a response body',
  },
  REST_CONNECTIONS: { schema: int(1, 1024), default: '32', meaning: 'keep-alive connections to the backend' },
  REST_PASSWORD_CONNECTIONS: {
    schema: int(1, 256),
    default: '4',
    meaning: 'connections of their own for the calls that hash a password (see below)',
  },
  REST_PASSWORD_QUEUE: {
    schema: int(0, 10_000),
    default: '64',
    meaning: 'such calls that may wait for one of them; one more answers 429',
  },
  HEALTH_TIMEOUT_MS: {
    schema: int(1, 60_000),
    default: '2000',
    meaning: 'time-out of the backend probe behind `GET /healthz`',
  },
  WS_KEEPALIVE_MS: {
    schema: int(0, 600_000),
    default: '12000',
    meaning: 'graphql-ws ping interval (`0` off)',
  },
  IDENTITY_CACHE_SECONDS: {
    schema: int(0, 3600),
    default: '30',
    meaning: "how long a token's member is reused for role checks (`0` off; see below)",
  },
  WS_MAX_OPERATIONS: {
    schema: int(1, 10_000),
    default: '100',
    meaning: 'operations one graphql-ws connection may run at once',
  },
  WS_MAX_CONNECTIONS_PER_MEMBER: {
    schema: int(1, 100_000),
    default: '20',
    meaning: 'graphql-ws connections per member; one more is closed with 4429',
  },
  WS_MAX_CONNECTIONS_PER_ADDRESS: {
    schema: int(1, 100_000),
    default: '50',
    meaning: 'graphql-ws connections per client address; one more is closed with 4429',
  },
  TRUST_PROXY: {
    schema: trustedProxies,
    default: 'false',
    meaning: 'proxies whose `X-Forwarded-For` is believed: `false`, `true` (loopback) or a list (see below)',
  },
  REDIS_URL: {
    schema: matching(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
    meaning: '`redis://…` for the counters the replicas share (see Several replicas); unset: in this process',
    secret: true,
  },
  NODE_ENV: {
    schema: z.string(),
    default: 'development',
    defaultNote: '`production` under `pnpm start`, else `development`',
    meaning: '`production`: introspection only for logged-in members',
  },
  PUSHER_KEY: {
    schema: matching(/^[A-Za-z0-9_\-.]+$/, 'may only hold A-Z a-z 0-9 _ - .'),
    default: 'portal-key',
    meaning: "the Pusher app key (the backend's)",
  },
  PUSHER_HOST: {
    schema: z.string().optional(),
    defaultNote: 'the host of `BACKEND_URL`',
    meaning: "the Pusher-protocol server (soketi); unset: the backend's embedded one",
  },
  PUSHER_PORT: {
    schema: int(1, 65535).optional(),
    defaultNote: 'the port of `BACKEND_URL` (with `PUSHER_HOST`: 80 / 443)',
    meaning: 'its port',
  },
  PUSHER_SCHEME: {
    schema: oneOf(['http', 'https']).optional(),
    defaultNote: 'the scheme of `BACKEND_URL`',
    meaning: '`http` (ws) or `https` (wss)',
  },
  PUSHER_CLUSTER: {
    schema: matching(/^[a-z0-9-]+$/i, 'must be a cluster name like eu').optional(),
    meaning: 'real Pusher (e.g. `eu`, TLS) when `PUSHER_HOST` is unset',
  },
});

export type CoreValues = SettingValues<typeof coreSettings>;

/**
 * The gateway's own part of the config from the validated environment (load-config.ts validates it and adds the
 * modules' parts).
 */
export function coreConfig(e: CoreValues): CoreConfig {
  const defaultOrigins = [
    e.PORTAL_URL,
    'http://127.0.0.1:5173',
    'http://localhost:5173',
    'http://localhost:4000',
  ]
    .map(normaliseOrigin)
    .filter((origin) => origin !== null);
  const core: CoreConfig = {
    port: e.PORT,
    host: e.HOST,
    portalUrl: e.PORTAL_URL,
    origins: [...new Set(e.PORTAL_ORIGINS ?? defaultOrigins)],
    webDist: path.resolve(e.WEB_DIST),
    schemaDir: path.resolve(e.SCHEMA_DIR),
    logLevel: e.LOG_LEVEL,
    rest: {
      backendUrl: e.BACKEND_URL,
      connectTimeoutMs: e.REST_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: e.REST_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.REST_BODY_TIMEOUT_MS,
      connections: e.REST_CONNECTIONS,
      passwordLane: { connections: e.REST_PASSWORD_CONNECTIONS, queue: e.REST_PASSWORD_QUEUE },
      healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    },
    limits: { ...DEFAULT_LIMITS },
    anonymousIntrospection: e.NODE_ENV !== 'production',
    wsKeepAliveMs: e.WS_KEEPALIVE_MS,
    identityCacheSeconds: e.IDENTITY_CACHE_SECONDS,
    wsLimits: {
      operationsPerConnection: e.WS_MAX_OPERATIONS,
      connectionsPerMember: e.WS_MAX_CONNECTIONS_PER_MEMBER,
      connectionsPerAddress: e.WS_MAX_CONNECTIONS_PER_ADDRESS,
    },
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    realtime: realtimeConfig(e),
  };
  return core;
}

/**
 * Where the Pusher server is: `PUSHER_HOST`/`PUSHER_PORT`/`PUSHER_SCHEME` (soketi, or the embedded server
 * elsewhere), else `PUSHER_CLUSTER` (real Pusher, TLS), else the backend's own host and port (the embedded server
 * on BACKEND_URL).
 */
function realtimeConfig(e: CoreValues): RealtimeConfig {
  const backend = new URL(e.BACKEND_URL);
  const scheme = e.PUSHER_SCHEME ?? (backend.protocol === 'https:' ? 'https' : 'http');
  const cluster = e.PUSHER_HOST === undefined ? (e.PUSHER_CLUSTER ?? null) : null;
  const defaultPort =
    e.PUSHER_HOST === undefined && backend.port !== '' ? Number(backend.port) : scheme === 'https' ? 443 : 80;
  return {
    key: e.PUSHER_KEY,
    cluster,
    host: e.PUSHER_HOST ?? backend.hostname.replace(/^\[|\]$/g, ''),
    port: e.PUSHER_PORT ?? defaultPort,
    scheme: cluster !== null ? 'https' : scheme,
    bufferSize: 100,
    idleDisconnectMs: 5_000,
    subscribeTimeoutMs: 10_000,
  };
}

/** `scheme://host[:port]` in lower case, default ports dropped; null when not an http(s) origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}
