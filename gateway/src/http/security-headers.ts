import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Security headers on every response, and a Content-Security-Policy on every HTML page (the web app, its "not built"
 * page, the GraphQL IDE). HSTS only on requests that came over https, as `request.protocol` says: with a trusted
 * proxy (TRUST_PROXY) that is its X-Forwarded-Proto, else the socket's own.
 */

/** The web app: no inline script; Chakra/emotion insert <style> elements; the Telegram Login Widget is a script from
 * telegram.org that frames oauth.telegram.org. */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self' https://telegram.org",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://oauth.telegram.org',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The GraphQL IDE: its inline bootstrap scripts carry `nonce`; Monaco adds styles and starts its workers from
 * /graphiql/ (or blob: URLs). */
export const graphiqlCsp = (nonce: string): string =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** A fresh nonce for one page. */
export const cspNonce = (): string => randomBytes(16).toString('base64');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Adds the headers in onSend; a page that set its own Content-Security-Policy (the IDE) keeps it. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', WEB_APP_CSP);
    }
    return payload;
  });
}
