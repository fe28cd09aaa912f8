import type { JobRunner } from '../jobs/runner.js';
import type { DownloadsService } from '../modules/downloads/downloads.service.js';
import type { ExportRegistry } from '../modules/export/registry.js';
import type { AuthContext } from './auth.js';
import type { Locale } from './locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from Accept-Language (German when none matches). */
    locale: Locale;
    /** Set on protected routes by the auth preHandler. */
    auth: AuthContext | null;
  }

  interface FastifyInstance {
    /** Background work of the app (see buildApp): not running until `start()`. */
    workers: {
      jobs: JobRunner;
      /** `addDownload` for modules wired later. */
      downloads: DownloadsService;
      exportRegistry: ExportRegistry;
      /** One round of the periodic cleanup: expired downloads (with files and events), orphan files, old jobs. */
      cleanup(): Promise<void>;
      start(): void;
      stop(): Promise<void>;
    };
  }
}

export {};
