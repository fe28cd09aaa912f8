import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { downloadsRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import type { DownloadsService } from './downloads.service.js';
import { contentDisposition } from './files.js';

export interface DownloadsRoutesDeps {
  downloads: Pick<DownloadsService, 'list' | 'unseenCount' | 'open' | 'markSeen' | 'remove'>;
  authenticate: preValidationAsyncHookHandler;
}

/**
 * The member's own downloads (any logged-in member). Another member's id answers 404, exactly like an id that
 * does not exist.
 */
export function downloadsRoutes(deps: DownloadsRoutesDeps) {
  const { downloads, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    app.route({
      ...fromContract(contract['GET /api/user-profile/user-downloads']),
      handler: async (request) => downloads.list(authOf(request).userId),
    });

    app.route({
      ...fromContract(contract['GET /api/user-profile/user-downloads/unseen-count']),
      handler: async (request) => ({ count: await downloads.unseenCount(authOf(request).userId) }),
    });

    app.route({
      ...fromContract(contract['GET /api/downloads/download/:id/now']),
      // no automatic HEAD route: it would count a download
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const file = await downloads.open(authOf(request).userId, request.params.id);
        // Fastify destroys the stream when the client goes away mid-file
        return reply
          .header('content-type', file.mimeType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.download.filename))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    });

    app.route({
      ...fromContract(contract['PUT /api/downloads/download/:id/seen']),
      handler: async (request) => downloads.markSeen(authOf(request).userId, request.params.id),
    });

    app.route({
      ...fromContract(contract['DELETE /api/downloads/:id']),
      handler: async (request) => {
        await downloads.remove(authOf(request).userId, request.params.id);
        return { message: t(request.locale, 'downloads.deleted') };
      },
    });
  };
}
