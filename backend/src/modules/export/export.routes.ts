import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import type { ExportService } from './export.service.js';

export interface ExportRoutesDeps {
  exports: Pick<ExportService, 'requestExport'>;
  authenticate: preHandlerAsyncHookHandler;
}

/** `POST /api/user-profile/export` (any logged-in member): 202, the file arrives later in the downloads. */
export function exportRoutes(deps: ExportRoutesDeps) {
  const { exports, authenticate } = deps;

  return async function register(app: FastifyInstance) {
    app.addHook('preHandler', authenticate);

    app.post('/user-profile/export', async (request, reply) => {
      await exports.requestExport(authOf(request).userId);
      return reply.code(202).send({ message: t(request.locale, 'export.queued') });
    });
  };
}
