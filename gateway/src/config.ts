import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Gateway configuration: every value comes from an environment variable with a safe default for the embedded
 * mode. `loadConfig` validates all of them at start-up and reports every problem at once.
 * The table in gateway/README.md documents each variable.
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

export interface RestConfig {
  /** Base URL of the backend (its `/api` and `/healthz` live below it). */
  backendUrl: string;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Keep-alive connections in the shared pool. */
  connections: number;
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

export interface GatewayConfig {
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
  /** graphql-ws keep-alive ping interval. */
  wsKeepAliveMs: number;
  /** Trust X-Forwarded-For from the peer (the gateway runs behind a reverse proxy). */
  trustProxy: boolean;
  realtime: RealtimeConfig;
}

/** The repository root (gateway/src/config.ts → ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const httpUrl = (name: string, fallback: string): string => {
    const raw = get(name) ?? fallback;
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL, got "${raw}"`);
      return fallback;
    }
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = get(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };

  const dir = (name: string, fallback: string): string => path.resolve(get(name) ?? fallback);

  const port = int('PORT', 4000, 0, 65535);
  const host = get('HOST') ?? '127.0.0.1';
  const portalUrl = httpUrl('PORTAL_URL', 'http://127.0.0.1:4000');

  let origins: string[];
  const rawOrigins = get('PORTAL_ORIGINS');
  if (rawOrigins !== undefined) {
    origins = [];
    for (const item of rawOrigins
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const origin = normaliseOrigin(item);
      if (origin === null) problems.push(`PORTAL_ORIGINS contains an invalid origin "${item}"`);
      else origins.push(origin);
    }
  } else {
    origins = [portalUrl, 'http://127.0.0.1:5173', 'http://localhost:5173', 'http://localhost:4000']
      .map(normaliseOrigin)
      .filter((o): o is string => o !== null);
  }

  const rawLevel = get('LOG_LEVEL') ?? 'info';
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(rawLevel)) logLevel = rawLevel as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLevel}"`);

  const backendUrl = httpUrl('BACKEND_URL', 'http://127.0.0.1:4001');
  const realtime = realtimeConfig(backendUrl, get, int, problems);

  const config: GatewayConfig = {
    port,
    host,
    portalUrl,
    origins: [...new Set(origins)],
    webDist: dir('WEB_DIST', path.join(REPO_ROOT, 'web', 'dist')),
    schemaDir: dir('SCHEMA_DIR', path.join(REPO_ROOT, 'schema')),
    logLevel,
    rest: {
      backendUrl,
      connectTimeoutMs: int('REST_CONNECT_TIMEOUT_MS', 3_000, 1, 600_000),
      headersTimeoutMs: int('REST_HEADERS_TIMEOUT_MS', 15_000, 1, 600_000),
      bodyTimeoutMs: int('REST_BODY_TIMEOUT_MS', 30_000, 1, 600_000),
      connections: int('REST_CONNECTIONS', 32, 1, 1024),
      healthTimeoutMs: int('HEALTH_TIMEOUT_MS', 2_000, 1, 60_000),
    },
    limits: { ...DEFAULT_LIMITS },
    wsKeepAliveMs: int('WS_KEEPALIVE_MS', 12_000, 0, 600_000),
    trustProxy: bool('TRUST_PROXY', false),
    realtime,
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * `PUSHER_KEY`, and where the server is: `PUSHER_HOST`/`PUSHER_PORT`/`PUSHER_SCHEME` (soketi, or the embedded
 * server elsewhere), else `PUSHER_CLUSTER` (real Pusher, TLS), else the backend's own host and port (the embedded
 * server on BACKEND_URL).
 */
function realtimeConfig(
  backendUrl: string,
  get: (name: string) => string | undefined,
  int: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): RealtimeConfig {
  const key = get('PUSHER_KEY') ?? 'portal-key';
  if (!/^[A-Za-z0-9_\-.]+$/.test(key)) problems.push(`PUSHER_KEY has invalid characters, got "${key}"`);
  const backend = new URL(backendUrl);
  const backendScheme = backend.protocol === 'https:' ? 'https' : 'http';
  const rawScheme = get('PUSHER_SCHEME')?.toLowerCase();
  let scheme: 'http' | 'https' = backendScheme;
  if (rawScheme === 'http' || rawScheme === 'https') scheme = rawScheme;
  else if (rawScheme !== undefined) problems.push(`PUSHER_SCHEME must be http or https, got "${rawScheme}"`);
  const host = get('PUSHER_HOST');
  const cluster = host === undefined ? (get('PUSHER_CLUSTER') ?? null) : null;
  if (cluster !== null && !/^[a-z0-9-]+$/i.test(cluster)) {
    problems.push(`PUSHER_CLUSTER must be a cluster name like eu, got "${cluster}"`);
  }
  const defaultPort =
    host === undefined && backend.port !== '' ? Number(backend.port) : scheme === 'https' ? 443 : 80;
  return {
    key,
    cluster,
    host: host ?? backend.hostname.replace(/^\[|\]$/g, ''),
    port: int('PUSHER_PORT', defaultPort, 1, 65535),
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
