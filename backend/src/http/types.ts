import type { AuthContext } from './auth.js';
import type { Locale } from './locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from Accept-Language (German when none matches). */
    locale: Locale;
    /** Set on protected routes by the auth preHandler. */
    auth: AuthContext | null;
  }
}

export {};
