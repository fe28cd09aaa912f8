import type { PusherLimits } from '@portal/pusher-server';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { MergedConfigs, SettingValues } from '@portal/contract/settings';
import { defineSettings } from '@portal/contract/settings';
import { z } from 'zod';
import { optionalString } from './lib/env.js';

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''].includes(v), {
    message: 'expected true or false',
  })
  .transform((v) => !['0', 'false', 'no', 'off'].includes(v));

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

/** The settings every part of the backend shares; the modules declare their own (modules/<name>/env.ts). */
export const coreSettings = defineSettings({
  BACKEND_PORT: {
    schema: z.coerce.number().int().min(0).max(65535),
    default: '4001',
    meaning: 'HTTP port',
  },
  BACKEND_HOST: { schema: z.string().trim().min(1), default: '127.0.0.1', meaning: 'bind address' },
  BACKEND_TRUST_PROXY: {
    schema: trustedProxies,
    default: 'loopback',
    meaning:
      'proxies whose `X-Forwarded-For` hop is believed: `false`, `true` (loopback) or a list (see below)',
  },
  REDIS_URL: {
    schema: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
      message: 'must be a redis:// or rediss:// URL',
    }),
    meaning: '`redis://…` for the counters the replicas share (see Several replicas); unset: in this process',
    secret: true,
  },
  DATABASE_URL: {
    schema: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
    meaning: '`postgres://…`; unset: embedded PGlite in `<PORTAL_DATA_DIR>/pglite`',
    secret: true,
  },
  PORTAL_DATA_DIR: {
    schema: z.string().trim().min(1),
    default: './data',
    meaning: 'data directory (database, files, mail outbox), relative to the **working directory**',
  },
  PORTAL_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, '')),
    default: 'http://127.0.0.1:4000',
    meaning: 'public URL of the web app (links in mails)',
  },
  PORTAL_SECRET: {
    schema: optionalString.pipe(
      z.string().min(32, { message: 'at least 32 characters (e.g. openssl rand -base64 32)' }).optional(),
    ),
    meaning:
      'keys encrypting stored credentials derive from it (≥ 32 characters); unset: made in the data directory',
    secret: true,
  },
  PORTAL_DEMO: {
    schema: bool,
    default: 'true',
    meaning: 'demo members, super admin and IPTV provider (see Demo accounts); `false` disables',
  },
  PORTAL_DEMO_PASSWORD: {
    schema: z.string().min(8).max(255),
    default: 'portal-demo',
    meaning: 'password of the demo members (8–255 characters)',
  },
  PORTAL_DEMO_IPTV: {
    schema: bool,
    default: 'true',
    meaning: 'with `PORTAL_DEMO`: the demo IPTV provider on a fresh database',
  },
  PORTAL_ADMIN_EMAIL: {
    schema: optionalString.pipe(z.email().optional()),
    meaning: 'e-mail of the super admin created on an empty database',
  },
  PORTAL_ADMIN_PASSWORD: {
    schema: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().min(8).max(255).optional()),
    meaning: 'its password (8–255 characters); unset outside demo mode: generated and printed once',
    secret: true,
  },
  SMTP_URL: {
    schema: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
    meaning: '`smtp://user:pass@host:587` or `smtps://…`; unset: `.eml` files in `<PORTAL_DATA_DIR>/mail`',
    secret: true,
  },
  MAIL_FROM: {
    schema: z.string().trim().min(3),
    default: 'Portal <no-reply@portal.local>',
    meaning: 'sender of mails',
  },
  PASSWORD_HASH_QUEUE: {
    schema: z.coerce.number().int().min(0).max(100_000),
    default: '32',
    meaning: 'password hashes that may wait for a bcrypt worker; one more answers 503',
  },
  PUSHER_APP_ID: { schema: pusherName, default: 'portal', meaning: 'Pusher app id' },
  PUSHER_KEY: {
    schema: pusherName,
    default: 'portal-key',
    meaning: 'Pusher app key (the web app and gateway connect with it)',
  },
  PUSHER_SECRET: {
    schema: optionalString,
    defaultNote: 'random per start (embedded)',
    meaning: 'Pusher app secret; required with `PUSHER_HOST` or `PUSHER_CLUSTER`',
    secret: true,
  },
  PUSHER_HOST: {
    schema: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9.\-:[\]]+$/.test(v), {
      message: 'must be a host name or IP address (no scheme, no path)',
    }),
    meaning: 'a Pusher-protocol server (soketi) that gets the events instead of the embedded one',
  },
  PUSHER_PORT: {
    schema: z.coerce.number().int().min(1).max(65535).optional(),
    defaultNote: '`80` / `443` by scheme',
    meaning: 'its port',
  },
  PUSHER_SCHEME: {
    schema: z.enum(['http', 'https']).optional(),
    defaultNote: '`http`',
    meaning: '`http` or `https`',
  },
  PUSHER_CLUSTER: {
    schema: optionalString.refine((v) => v === undefined || /^[a-z0-9-]+$/i.test(v), {
      message: 'must be a cluster name like eu',
    }),
    meaning: 'Pusher itself (e.g. `eu`, TLS) when `PUSHER_HOST` is unset; neither: the embedded server',
  },
  PUSHER_MAX_CONNECTIONS: {
    schema: z.coerce.number().int().min(1),
    default: '10000',
    meaning: 'embedded server: WebSocket connections; more are refused',
  },
  PUSHER_MAX_CONNECTIONS_PER_ADDRESS: {
    schema: z.coerce.number().int().min(1),
    default: '100',
    meaning: 'embedded server: connections from one address (a proxy shares one)',
  },
  PUSHER_MAX_CHANNELS_PER_CONNECTION: {
    schema: z.coerce.number().int().min(1),
    default: '10000',
    meaning: 'embedded server: channels one connection may join',
  },
  JOBS_POLL_INTERVAL_SECONDS: {
    schema: z.coerce.number().int().min(1).max(3600),
    default: '5',
    meaning: 'how often idle job workers look for due jobs',
  },
  OUTBOUND_ALLOW_HOSTS: {
    schema: outboundAllowHosts.default([]),
    meaning: 'private hosts supplied URLs may reach: `host`, `host:port` or CIDR, comma-separated',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    meaning: '`fatal` `error` `warn` `info` `debug` `trace` `silent`; `debug` adds a line per request',
  },
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

/**
 * The config part of each module's settings, by module name, filled in by each module's env.ts (declaration
 * merging), so this file names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleConfigs {}

export interface CoreConfig {
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
  /** Password hashes that may wait for a bcrypt worker; one more answers 503 with Retry-After. */
  passwordHashQueue: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  pusher: PusherConfig;
  /** Caps of the embedded Pusher server (PUSHER_MAX_*); beyond them it refuses connections or subscriptions. */
  pusherServerLimits: Pick<
    PusherLimits,
    'maxConnections' | 'maxConnectionsPerAddress' | 'maxChannelsPerConnection'
  >;
  jobsPollIntervalSeconds: number;
  /**
   * Targets of supplied URLs (IPTV playlists, EPGs and logos, the LS22 server) allowed although they lie in the
   * portal's own network (OUTBOUND_ALLOW_HOSTS); in demo mode also the backend's own 127.0.0.1:<port>.
   */
  outboundAllow: OutboundAllowEntry[];
}

/** The backend's config: its own part and every module's, side by side. */
export type Config = CoreConfig & MergedConfigs<ModuleConfigs>;

export class ConfigError extends Error {}

/**
 * The backend's own part of the config from the validated environment (load-config.ts validates it and adds the
 * modules' parts).
 */
export function coreConfig(e: SettingValues<typeof coreSettings>, cwd: string): CoreConfig {
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
  const core: CoreConfig = {
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
    jobsPollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
    // demo mode: the demo provider's playlist, EPG and logos come from the backend itself
    outboundAllow: e.PORTAL_DEMO
      ? [...e.OUTBOUND_ALLOW_HOSTS, { host: '127.0.0.1', port: e.BACKEND_PORT }]
      : e.OUTBOUND_ALLOW_HOSTS,
  };
  return core;
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
