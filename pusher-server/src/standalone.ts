import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { PusherLimits } from './protocol.js';
import { createPusherServer } from './server.js';

export class StandaloneConfigError extends Error {}

export interface StandaloneConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  logLevel: string;
  limits: Pick<PusherLimits, 'maxConnections' | 'maxConnectionsPerAddress' | 'maxChannelsPerConnection'>;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The server's own process, configured like the backend that talks to it: PUSHER_APP_ID, PUSHER_KEY and
 * PUSHER_SECRET (required: every backend replica signs with it), PUSHER_PORT (default 6001, soketi's),
 * PUSHER_BIND_HOST (default 127.0.0.1), the backend's PUSHER_MAX_* caps and LOG_LEVEL.
 */
export function standaloneConfig(env: NodeJS.ProcessEnv): StandaloneConfig {
  const problems: string[] = [];
  const text = (name: string, fallback?: string) => {
    const value = env[name]?.trim() || fallback;
    if (value === undefined) problems.push(`${name}: required`);
    return value ?? '';
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) problems.push(`${name}: ${min}–${max}`);
    return value;
  };
  const pusherName = (variable: string, fallback: string) => {
    const value = text(variable, fallback);
    if (!/^[A-Za-z0-9_\-.]+$/.test(value)) problems.push(`${variable}: only A-Z a-z 0-9 _ - . are allowed`);
    return value;
  };
  const config: StandaloneConfig = {
    appId: pusherName('PUSHER_APP_ID', 'portal'),
    key: pusherName('PUSHER_KEY', 'portal-key'),
    secret: text('PUSHER_SECRET'),
    host: text('PUSHER_BIND_HOST', '127.0.0.1'),
    port: int('PUSHER_PORT', 6001, 0, 65535),
    logLevel: text('LOG_LEVEL', 'info'),
    limits: {
      maxConnections: int('PUSHER_MAX_CONNECTIONS', 10_000, 1, 10_000_000),
      maxConnectionsPerAddress: int('PUSHER_MAX_CONNECTIONS_PER_ADDRESS', 100, 1, 10_000_000),
      maxChannelsPerConnection: int('PUSHER_MAX_CHANNELS_PER_CONNECTION', 10_000, 1, 10_000_000),
    },
  };
  if (!LOG_LEVELS.includes(config.logLevel)) problems.push(`LOG_LEVEL: one of ${LOG_LEVELS.join(' ')}`);
  if (problems.length) throw new StandaloneConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return config;
}

/**
 * The Pusher-protocol server as a process of its own, which several backend replicas (PUSHER_HOST/PUSHER_PORT) and
 * gateways share: the protocol routes plus GET /healthz (connections and channels) for process supervisors.
 */
export async function startStandalone(
  config: StandaloneConfig,
): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify({ logger: { level: config.logLevel } });
  const server = createPusherServer({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    logger: app.log,
    ...config.limits,
  });
  // its events API is called for every broadcast: request logs only from warn up
  await app.register(server.plugin, { logLevel: 'warn' });
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', ...server.stats() }));
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : config.port };
}
