import type { PusherLimits } from '@portal/pusher-server';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''].includes(v), {
    message: 'expected true or false',
  })
  .transform((v) => !['0', 'false', 'no', 'off'].includes(v));

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const minutes = z.coerce.number().int().positive();

/** proxy-addr's names for address ranges (Fastify's `trustProxy`). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrSubnet = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * BACKEND_TRUST_PROXY as the list Fastify's `trustProxy` takes: `false` none, `true` loopback, else addresses,
 * CIDRs and range names. Never Fastify's own `true` (trust every hop), which takes the left-most, client-written
 * X-Forwarded-For address; with a list the client address is the right-most hop that is not a trusted proxy.
 */
const trustedProxies = z.string().transform((raw, ctx) => {
  const value = raw.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(value)) return [];
  if (['1', 'true', 'yes', 'on'].includes(value)) return ['loopback'];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !RANGE_NAMES.includes(entry) && !isAddressOrSubnet(entry));
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `false, true or addresses, CIDRs and ${RANGE_NAMES.join('/')} (not ${invalid.join(', ') || raw})`,
    });
    return z.NEVER;
  }
  return entries;
});

/** One entry of OUTBOUND_ALLOW_HOSTS: a host name or address, with a port or for every port, or a CIDR range. */
export type OutboundAllowEntry = { host: string; port: number | null } | { cidr: string; prefix: number };

/** A host name or IP address as URLs spell it after parsing (lower case, IPv6 without brackets), or null. */
function canonicalHost(host: string): string | null {
  if (host === '' || /[/?#@\\\s]/.test(host)) return null;
  try {
    const hostname = new URL(`http://${isIP(host) === 6 ? `[${host}]` : host}/`).hostname;
    return hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  } catch {
    return null;
  }
}

function outboundAllowEntry(entry: string): OutboundAllowEntry | null {
  if (entry.includes('/')) {
    if (!isAddressOrSubnet(entry)) return null;
    const [cidr = '', prefix = ''] = entry.split('/');
    return { cidr, prefix: Number(prefix) };
  }
  // host, host:port, an IPv6 address, [IPv6]:port
  const m = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(entry);
  const [host, port] =
    isIP(entry) === 6 ? [entry, undefined] : m ? [m[1] ?? m[2] ?? '', m[3]] : ['', undefined];
  const canonical = canonicalHost(host);
  if (canonical === null || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) return null;
  return { host: canonical, port: port === undefined ? null : Number(port) };
}

/** OUTBOUND_ALLOW_HOSTS: comma-separated `host`, `host:port` or CIDR entries. */
const outboundAllowHosts = z.string().transform((raw, ctx) => {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const parsed = entries.map(outboundAllowEntry);
  const invalid = entries.filter((_entry, i) => parsed[i] === null);
  if (invalid.length > 0) {
    ctx.addIssue({ code: 'custom', message: `host, host:port or CIDR entries (not ${invalid.join(', ')})` });
    return z.NEVER;
  }
  return parsed as OutboundAllowEntry[];
});

/** Pusher app ids and keys: what the Pusher HTTP API and WebSocket paths accept. */
const pusherName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_\-.]+$/, { message: 'only A-Z a-z 0-9 _ - . are allowed' });

const envSchema = z.object({
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  BACKEND_HOST: z.string().trim().min(1).default('127.0.0.1'),
  BACKEND_TRUST_PROXY: trustedProxies.default(['loopback']),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  PORTAL_DATA_DIR: z.string().trim().min(1).default('./data'),
  PORTAL_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:4000')
    .transform((v) => v.replace(/\/+$/, '')),
  PORTAL_SECRET: optionalString.pipe(
    z.string().min(32, { message: 'at least 32 characters (e.g. openssl rand -base64 32)' }).optional(),
  ),
  PORTAL_DEMO: bool.default(true),
  PORTAL_DEMO_PASSWORD: z.string().min(8).max(255).default('portal-demo'),
  PORTAL_DEMO_IPTV: bool.default(true),
  PORTAL_ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  PORTAL_ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(8).max(255).optional()),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z.string().trim().min(3).default('Portal <no-reply@portal.local>'),
  TELEGRAM_BOT_TOKEN: optionalString,
  AUTH_TOKEN_IDLE_MINUTES: minutes.default(1440),
  AUTH_TOKEN_LIFETIME_MINUTES: minutes.default(43200),
  AUTH_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(100_000).default(32),
  PUSHER_APP_ID: pusherName.default('portal'),
  PUSHER_KEY: pusherName.default('portal-key'),
  PUSHER_SECRET: optionalString,
  PUSHER_HOST: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9.\-:[\]]+$/.test(v), {
    message: 'must be a host name or IP address (no scheme, no path)',
  }),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
  PUSHER_CLUSTER: optionalString.refine((v) => v === undefined || /^[a-z0-9-]+$/i.test(v), {
    message: 'must be a cluster name like eu',
  }),
  PUSHER_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  PUSHER_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  PUSHER_MAX_CHANNELS_PER_CONNECTION: z.coerce.number().int().min(1).default(10_000),
  DOWNLOADS_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(168),
  DOWNLOADS_CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  DOWNLOADS_MAX_FILE_MB: z.coerce.number().int().min(1).max(100_000).default(1024),
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  IPTV_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100_000).default(1024),
  BLOG_MAX_IMAGE_MB: z.coerce.number().int().min(1).max(1024).default(10),
  IPTV_REFRESH_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  DAWUM_URL: z.url({ protocol: /^https?$/ }).default('https://api.dawum.de/'),
  DAWUM_SYNC_MINUTES: minutes.max(7 * 24 * 60).default(60),
  BITGET_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.bitget.com')
    .transform((v) => v.replace(/\/+$/, '')),
  BITGET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LS22_SERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LS22_SERVER_CODE: optionalString,
  LS22_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  LS22_BACKUP_MINUTES: minutes.max(7 * 24 * 60).default(60),
  OUTBOUND_ALLOW_HOSTS: outboundAllowHosts.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Where events go. `embedded`: the backend's own Pusher-protocol server on its own port (no PUSHER_HOST and no
 * PUSHER_CLUSTER); `host`: soketi or another Pusher-protocol server; `cluster`: Pusher itself (TLS).
 */
export type PusherTarget =
  | { mode: 'embedded' }
  | { mode: 'host'; host: string; port: number; scheme: 'http' | 'https' }
  | { mode: 'cluster'; cluster: string };

export interface PusherConfig {
  appId: string;
  key: string;
  /** PUSHER_SECRET; in embedded mode without it a random secret per start. */
  secret: string;
  target: PusherTarget;
}

export interface Config {
  port: number;
  host: string;
  /**
   * Fastify `trustProxy`: the peers whose X-Forwarded-For hop is believed (default loopback: the gateway on this
   * machine); empty: none.
   */
  trustProxy: string[];
  /** `REDIS_URL`: state shared by replicas (login throttles); null = in-process. */
  redisUrl: string | null;
  /** PostgreSQL URL; when unset the embedded PGlite database under `dataDir/pglite` is used. */
  databaseUrl: string | undefined;
  /** Absolute path (PORTAL_DATA_DIR resolved against the working directory). */
  dataDir: string;
  portalUrl: string;
  /** PORTAL_SECRET; unset: read from (or generated into) `<dataDir>/portal-secret`, see portalSecret(). */
  portalSecret: string | undefined;
  demo: boolean;
  demoPassword: string;
  /** Demo mode's IPTV provider on a fresh database (test launchers turn it off). */
  demoIptv: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  telegramBotToken: string | undefined;
  tokenIdleMinutes: number;
  tokenLifetimeMinutes: number;
  /** Requests a client address may make to the anonymous routes (login, password reset) a minute. */
  anonymousPerMinute: number;
  /** Password hashes that may wait for a bcrypt worker; one more answers 503 with Retry-After. */
  passwordHashQueue: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  pusher: PusherConfig;
  /** Caps of the embedded Pusher server (PUSHER_MAX_*); beyond them it refuses connections or subscriptions. */
  pusherServerLimits: Pick<
    PusherLimits,
    'maxConnections' | 'maxConnectionsPerAddress' | 'maxChannelsPerConnection'
  >;
  /** Downloads live this long (DOWNLOADS_TTL_HOURS). */
  downloadsTtlHours: number;
  downloadsCleanupIntervalSeconds: number;
  /** Largest file the downloads service writes (bytes). */
  downloadsMaxFileBytes: number;
  jobsPollIntervalSeconds: number;
  /** Largest M3U playlist an admin may upload (bytes; IPTV_MAX_UPLOAD_MB). */
  iptvMaxUploadBytes: number;
  /** Providers not excluded from refresh are re-imported from their channel_url this often. */
  iptvRefreshHours: number;
  /** Largest image an editor may upload to a blog post (bytes; BLOG_MAX_IMAGE_MB). */
  blogMaxImageBytes: number;
  /** Bitget's API (BITGET_BASE_URL; the fake in tests and the end-to-end run). */
  bitgetBaseUrl: string;
  /** How long one request to Bitget may take (BITGET_TIMEOUT_MS). */
  bitgetTimeoutMs: number;
  /** The FS22 dedicated server's web interface and its feeds' code (admins may save others in the portal). */
  ls22ServerUrl: string | undefined;
  ls22ServerCode: string | undefined;
  /** The server's stats are polled this often (one poller, however many members watch). */
  ls22PollSeconds: number;
  /** A savegame backup is taken this often. */
  ls22BackupMinutes: number;
  /** DAWUM's database document (api.dawum.de or a copy). */
  dawumUrl: string;
  /** The DAWUM sync runs on start and this often. */
  dawumSyncMinutes: number;
  /**
   * Targets of supplied URLs (IPTV playlists, EPGs and logos, the LS22 server) allowed although they lie in the
   * portal's own network (OUTBOUND_ALLOW_HOSTS); in demo mode also the backend's own 127.0.0.1:<port>.
   */
  outboundAllow: OutboundAllowEntry[];
}

export class ConfigError extends Error {}

/** Reads and validates the environment. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let target: PusherTarget;
  if (e.PUSHER_HOST !== undefined) {
    const scheme = e.PUSHER_SCHEME ?? 'http';
    target = {
      mode: 'host',
      host: e.PUSHER_HOST,
      scheme,
      port: e.PUSHER_PORT ?? (scheme === 'https' ? 443 : 80),
    };
  } else if (e.PUSHER_CLUSTER !== undefined) {
    target = { mode: 'cluster', cluster: e.PUSHER_CLUSTER };
  } else {
    target = { mode: 'embedded' };
  }
  if (target.mode !== 'embedded' && e.PUSHER_SECRET === undefined) {
    throw new ConfigError(
      'Invalid environment:\n  PUSHER_SECRET: required with PUSHER_HOST or PUSHER_CLUSTER (the app secret of that server)',
    );
  }
  return {
    port: e.BACKEND_PORT,
    host: e.BACKEND_HOST,
    trustProxy: e.BACKEND_TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.PORTAL_DATA_DIR),
    portalUrl: e.PORTAL_URL,
    portalSecret: e.PORTAL_SECRET,
    demo: e.PORTAL_DEMO,
    demoPassword: e.PORTAL_DEMO_PASSWORD,
    demoIptv: e.PORTAL_DEMO && e.PORTAL_DEMO_IPTV,
    adminEmail: e.PORTAL_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.PORTAL_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    tokenIdleMinutes: e.AUTH_TOKEN_IDLE_MINUTES,
    tokenLifetimeMinutes: e.AUTH_TOKEN_LIFETIME_MINUTES,
    anonymousPerMinute: e.AUTH_ANONYMOUS_PER_MINUTE,
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
    logLevel: e.LOG_LEVEL,
    pusher: {
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_KEY,
      secret: e.PUSHER_SECRET ?? randomBytes(32).toString('hex'),
      target,
    },
    pusherServerLimits: {
      maxConnections: e.PUSHER_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.PUSHER_MAX_CONNECTIONS_PER_ADDRESS,
      maxChannelsPerConnection: e.PUSHER_MAX_CHANNELS_PER_CONNECTION,
    },
    downloadsTtlHours: e.DOWNLOADS_TTL_HOURS,
    downloadsCleanupIntervalSeconds: e.DOWNLOADS_CLEANUP_INTERVAL_SECONDS,
    downloadsMaxFileBytes: e.DOWNLOADS_MAX_FILE_MB * 1024 * 1024,
    jobsPollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
    iptvMaxUploadBytes: e.IPTV_MAX_UPLOAD_MB * 1024 * 1024,
    iptvRefreshHours: e.IPTV_REFRESH_HOURS,
    blogMaxImageBytes: e.BLOG_MAX_IMAGE_MB * 1024 * 1024,
    bitgetBaseUrl: e.BITGET_BASE_URL,
    bitgetTimeoutMs: e.BITGET_TIMEOUT_MS,
    ls22ServerUrl: e.LS22_SERVER_URL?.replace(/\/+$/, ''),
    ls22ServerCode: e.LS22_SERVER_CODE,
    ls22PollSeconds: e.LS22_POLL_SECONDS,
    ls22BackupMinutes: e.LS22_BACKUP_MINUTES,
    dawumUrl: e.DAWUM_URL,
    dawumSyncMinutes: e.DAWUM_SYNC_MINUTES,
    // demo mode: the demo provider's playlist, EPG and logos come from the backend itself
    outboundAllow: e.PORTAL_DEMO
      ? [...e.OUTBOUND_ALLOW_HOSTS, { host: '127.0.0.1', port: e.BACKEND_PORT }]
      : e.OUTBOUND_ALLOW_HOSTS,
  };
}

/**
 * The secret the portal derives its encryption keys from: PORTAL_SECRET, else `<dataDir>/portal-secret`, which the
 * first start writes (32 random bytes, base64url, mode 0600). Replicas must share one: set PORTAL_SECRET there.
 */
export function portalSecret(config: Pick<Config, 'portalSecret' | 'dataDir'>): string {
  if (config.portalSecret) return config.portalSecret;
  const file = path.join(config.dataDir, 'portal-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once never overwrite each other's secret
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file}: the portal secret must be at least 32 characters`);
  return secret;
}
