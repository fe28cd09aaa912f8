import type { ModuleSettings, Settings } from '@portal/contract/settings';
import type { FastifyBaseLogger, FastifyPluginAsync, preValidationAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config, ModuleConfigs } from './config.js';
import type { Db } from './db/client.js';
import type { TokenResolver } from './http/auth.js';
import type { Catalogue } from './http/messages.js';
import type { JobRunner, JobHandler, JobTypeOptions } from './jobs/runner.js';
import type { Clock } from './lib/clock.js';
import type { ExportRegistry, SectionExporter } from './lib/export-sections.js';
import type { Outbound } from './lib/outbound.js';
import type { PasswordHasher } from './lib/passwords.js';
import type { Mailer } from './mail/mailer.js';
import type { Broadcaster } from './realtime/broadcaster.js';

/**
 * What the modules offer each other, filled in by each module's index.ts (declaration merging), so this file
 * names no domain. A module reads the services of the modules before it in the list; a service it needs from a
 * later one is read when called (`() => services.x`), never while setting up.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

/** What app.ts hands every module. */
export interface ModuleContext {
  config: Config;
  db: Db;
  /** The Redis the replicas share (REDIS_URL); null = one process, state in memory. */
  redis: Redis | null;
  clock: Clock;
  log: FastifyBaseLogger;
  hasher: PasswordHasher;
  mailer: Mailer;
  broadcaster: Broadcaster;
  /** The HTTP client for URLs admins and providers supply (playlists, EPGs, logos, the LS22 server). */
  outbound: Outbound;
  jobs: Pick<JobRunner, 'enqueue' | 'nudge'>;
  exportSections: Pick<ExportRegistry, 'entries'>;
  /** preValidation hook: 401 unless the request carries a live token (sets `request.auth`). */
  authenticate: preValidationAsyncHookHandler;
  /** The secret the keys of data stored encrypted derive from (see portalSecret in config.ts). */
  portalSecret: string;
  services: ModuleServices;
}

export interface PeriodicTaskDef {
  name: string;
  intervalMs: number;
  /** The first run right at start, not one interval later. */
  runOnStart?: boolean;
  run: () => Promise<unknown>;
}

/** What a module brings; every part is optional. */
export interface ModuleParts {
  /** Its REST routes (full contract paths). */
  routes?: FastifyPluginAsync;
  /** Its section of "export my data". */
  exportSection?: { name: string; exporter: SectionExporter };
  /** Its job types. */
  jobs?: Record<string, { handler: JobHandler } & JobTypeOptions>;
  /** Its periodic work (started with the workers, never on the request path). */
  tasks?: PeriodicTaskDef[];
  /** Services for the modules after it. */
  provides?: Partial<ModuleServices>;
  /** Resolves bearer tokens (the one module that issues them). */
  tokens?: TokenResolver;
}

export interface BackendModule {
  name: string;
  /** Its own part of the de/en catalogue and attribute names. */
  messages?: Catalogue;
  /** Its environment variables (env.ts) and the part of the config they make. */
  settings?: ModuleSettings;
  setup(ctx: ModuleContext): ModuleParts;
}

/** The config part a module's settings must make: what its env.ts registered under its name in ModuleConfigs. */
type ConfigPart<Name extends string> = Name extends keyof ModuleConfigs ? ModuleConfigs[Name] : never;

export const defineModule = <const Name extends string>(
  module: BackendModule & { name: Name; settings?: ModuleSettings<Settings, ConfigPart<Name>> },
): BackendModule => module;

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth check of the modules' routes (preValidation), for routes added outside a module (tests). */
    authenticate: preValidationAsyncHookHandler;
    /** The services the modules offer (tests reach into them, e.g. `services.downloads.addDownload`). */
    services: ModuleServices;
    /** Background work of the app (see buildApp): not running until `start()`. */
    workers: {
      jobs: JobRunner;
      exportRegistry: ExportRegistry;
      /** One round of every periodic task (expired downloads, old jobs, dead tokens ...). */
      cleanup(): Promise<void>;
      start(): void;
      stop(): Promise<void>;
    };
  }
}
