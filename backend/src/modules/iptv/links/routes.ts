import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { iptvListRoutes as contract } from '@portal/contract';
import { Readable } from 'node:stream';
import { authOf } from '../../../http/auth.js';
import { HttpError, notFound, tooManyRequests } from '../../../http/errors.js';
import { localize } from '../../../http/responses.js';
import type { ContractTypeProvider } from '../../../http/routes.js';
import { fromContract, guarded, queryOf } from '../../../http/routes.js';
import type { Throttle } from '../../auth/index.js';
import type { LinksService } from './links.service.js';

/**
 * Players read errors as text: a plain answer for a wrong or rotated token (404) and over the limit (429).
 * Anything else goes to the app's error handler.
 */
export const plainErrors = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  if (!(error instanceof HttpError)) throw error;
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .type('text/plain; charset=utf-8')
    .send(localize(request.locale, error.msg));
};

/** An `onRequest` hook counting requests per client address on arrival (wrong tokens too), before any database work. */
export const limitedBy = (limit: Throttle) => async (request: FastifyRequest) => {
  const wait = await limit.take(request.ip);
  if (wait > 0) throw tooManyRequests('iptv.playlist_throttled', wait);
};

/** Personal links: managed by their member (ADMIN, IPTV); the playlist behind one opens without login. */
export function linkRoutes(deps: {
  links: LinksService;
  authenticate: preValidationAsyncHookHandler;
  /** Playlist requests per client address. */
  playlistLimit: Throttle;
}) {
  const { links, authenticate, playlistLimit } = deps;

  const member = async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    const get = contract['GET /api/iptv/personal-download-link'];
    app.route({
      ...guarded(get),
      handler: async (request) => {
        const query = queryOf(get.query, request);
        return links.get(authOf(request).userId, Number(query.iptv_list_id));
      },
    });

    app.route({
      ...guarded(contract['POST /api/iptv/personal-download-link']),
      handler: async (request) => links.rotate(authOf(request).userId, Number(request.body.iptv_list_id)),
    });
  };

  const playlist = async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.setErrorHandler(plainErrors);
    app.route({
      ...fromContract(contract['GET /api/iptv/personal/:token/playlist.m3u']),
      onRequest: limitedBy(playlistLimit),
      handler: async (request, reply) => {
        const body = await links.playlist(request.params.token);
        if (!body) throw notFound();
        return (
          reply
            .type('audio/x-mpegurl; charset=utf-8')
            // a browser opening the link saves the file; players read the body whatever this says
            .header('content-disposition', 'attachment; filename="playlist.m3u"')
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .send(Readable.from(body))
        );
      },
    });
  };

  return async function register(fastify: FastifyInstance) {
    await fastify.register(member);
    await fastify.register(playlist);
  };
}
