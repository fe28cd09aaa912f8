import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import { parseId } from '../../http/params.js';
import type { DownloadsService } from './downloads.service.js';
import { contentDisposition } from './files.js';

export interface DownloadsRoutesDeps {
  downloads: Pick<DownloadsService, 'list' | 'unseenCount' | 'open' | 'markSeen' | 'remove'>;
  authenticate: preHandlerAsyncHookHandler;
}

/**
 * The member's own downloads (any logged-in member): `GET /api/user-profile/user-downloads[/unseen-count]`,
 * `GET /api/downloads/download/{id}/now`, `PUT /api/downloads/download/{id}/seen`, `DELETE /api/downloads/{id}`.
 * Another member's id answers 404, exactly like an id that does not exist.
 */
export function downloadsRoutes(deps: DownloadsRoutesDeps) {
  const { downloads, authenticate } = deps;

  return async function register(app: FastifyInstance) {
    app.addHook('preHandler', authenticate);

    app.get('/user-profile/user-downloads', async (request) => downloads.list(authOf(request).userId));

    app.get('/user-profile/user-downloads/unseen-count', async (request) => ({
      count: await downloads.unseenCount(authOf(request).userId),
    }));

    // no automatic HEAD route: it would count a download
    app.get<{ Params: { id: string } }>(
      '/downloads/download/:id/now',
      { exposeHeadRoute: false },
      async (request, reply) => {
        const file = await downloads.open(authOf(request).userId, parseId(request.params.id));
        // Fastify destroys the stream when the client goes away mid-file
        return reply
          .header('content-type', file.mimeType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.download.filename))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );

    app.put<{ Params: { id: string } }>('/downloads/download/:id/seen', async (request) =>
      downloads.markSeen(authOf(request).userId, parseId(request.params.id)),
    );

    app.delete<{ Params: { id: string } }>('/downloads/:id', async (request) => {
      await downloads.remove(authOf(request).userId, parseId(request.params.id));
      return { message: t(request.locale, 'downloads.deleted') };
    });
  };
}
