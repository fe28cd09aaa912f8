import type { AuthContext } from './auth.js';
import type { Locale } from './locale.js';
import type { Uploads } from './uploads.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from Accept-Language (German when none matches). */
    locale: Locale;
    /** Set on protected routes by the auth check. */
    auth: AuthContext | null;
  }

  interface FastifyContextConfig {
    /** The contract's word on whether the route changes anything (RouteDef.changes); see fromContract. */
    changes?: boolean;
  }

  interface FastifyInstance {
    /** Streaming uploads for the modules' routes (see http/uploads.ts). */
    uploads: Uploads;
  }
}

export {};
