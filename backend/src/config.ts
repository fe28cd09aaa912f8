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

const envSchema = z.object({
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  BACKEND_HOST: z.string().trim().min(1).default('127.0.0.1'),
  BACKEND_TRUST_PROXY: z.string().trim().default('loopback'),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  PORTAL_DATA_DIR: z.string().trim().min(1).default('./data'),
  PORTAL_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:4000')
    .transform((v) => v.replace(/\/+$/, '')),
  PORTAL_DEMO: bool.default(true),
  PORTAL_DEMO_PASSWORD: z.string().min(8).max(255).default('portal-demo'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Fastify `trustProxy` value: which peers may set X-Forwarded-For (default: loopback only). */
  trustProxy: string;
  /** PostgreSQL URL; when unset the embedded PGlite database under `dataDir/pglite` is used. */
  databaseUrl: string | undefined;
  /** Absolute path (PORTAL_DATA_DIR resolved against the working directory). */
  dataDir: string;
  portalUrl: string;
  demo: boolean;
  demoPassword: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  telegramBotToken: string | undefined;
  tokenIdleMinutes: number;
  tokenLifetimeMinutes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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
  return {
    port: e.BACKEND_PORT,
    host: e.BACKEND_HOST,
    trustProxy: e.BACKEND_TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.PORTAL_DATA_DIR),
    portalUrl: e.PORTAL_URL,
    demo: e.PORTAL_DEMO,
    demoPassword: e.PORTAL_DEMO_PASSWORD,
    adminEmail: e.PORTAL_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.PORTAL_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    tokenIdleMinutes: e.AUTH_TOKEN_IDLE_MINUTES,
    tokenLifetimeMinutes: e.AUTH_TOKEN_LIFETIME_MINUTES,
    logLevel: e.LOG_LEVEL,
  };
}
