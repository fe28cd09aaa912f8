import type { FastifyInstance } from 'fastify';
import { iptvRoutes as contract } from '@portal/contract';
import { Readable } from 'node:stream';
import { notFound } from '../../../http/errors.js';
import type { ContractTypeProvider } from '../../../http/routes.js';
import { fromContract } from '../../../http/routes.js';
import type { Clock } from '../../../lib/clock.js';
import { demoLogo, demoPlaylist, demoXmltv } from './content.js';

/**
 * The demo provider's sources (demo mode only): what its channel_url, x-tvg-url and logos point at, on the backend's
 * own address, so the real imports read them without network. The playlist names the address it was asked at.
 */
export function demoRoutes(deps: { clock: Clock }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();

    app.route({
      ...fromContract(contract['GET /api/demo/iptv/playlist.m3u']),
      handler: async (request, reply) =>
        reply
          .type('audio/x-mpegurl; charset=utf-8')
          .header('content-disposition', 'attachment; filename="playlist.m3u"')
          .send(demoPlaylist(`${request.protocol}://${request.host}`)),
    });

    app.route({
      ...fromContract(contract['GET /api/demo/iptv/epg.xml']),
      handler: async (_request, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', 'attachment; filename="epg.xml"')
          .send(Readable.from(demoXmltv(deps.clock.now()))),
    });

    app.route({
      ...fromContract(contract['GET /api/demo/iptv/logos/:file']),
      handler: async (request, reply) => {
        const logo = demoLogo(Number(request.params.file.replace(/\.png$/, '')));
        if (!logo) throw notFound();
        return reply
          .type('image/png')
          .header('content-disposition', `attachment; filename="${request.params.file}"`)
          .header('cache-control', 'public, max-age=86400')
          .send(logo);
      },
    });
  };
}
