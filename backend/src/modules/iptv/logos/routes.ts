import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { iptvRoutes as contract } from '@portal/contract';
import { notFound } from '../../../http/errors.js';
import type { ContractTypeProvider } from '../../../http/routes.js';
import { fromContract } from '../../../http/routes.js';
import type { Logos } from './logos.js';

/** An SVG opened on its own runs nothing and loads nothing (in `<img>` it never would). */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `/api/iptv-logos/:key` without login (see logos.ts): the cached logo with its ETag, kept by browsers for 30 days;
 * 304 when If-None-Match names it; 404 for a key the portal did not make or a logo that cannot be had.
 */
export function logoRoutes(deps: { logos: Logos }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.route({
      ...fromContract(contract['GET /api/iptv-logos/:key']),
      handler: async (request, reply) => {
        const logo = await deps.logos.open(request.params.key);
        if (!logo) throw notFound();
        reply
          .header('etag', logo.etag)
          .header('cache-control', 'public, max-age=2592000')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', LOGO_CSP)
          // <img> ignores it; opened on its own the file is saved, never rendered as a page
          .header('content-disposition', 'attachment; filename="logo"');
        if (request.headers['if-none-match'] === logo.etag) return reply.code(304).send();
        return reply
          .header('content-type', logo.type)
          .header('content-length', String(logo.size))
          .send(fs.createReadStream(logo.path));
      },
    });
  };
}
