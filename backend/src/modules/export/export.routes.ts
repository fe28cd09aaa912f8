import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { exportRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import type { ExportService } from './export.service.js';

export interface ExportRoutesDeps {
  exports: Pick<ExportService, 'requestExport'>;
  authenticate: preValidationAsyncHookHandler;
}

/** `POST /api/user-profile/export` (any logged-in member): 202, the file arrives later in the downloads. */
export function exportRoutes(deps: ExportRoutesDeps) {
  const { exports, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.route({
      ...fromContract(contract['POST /api/user-profile/export']),
      preValidation: authenticate,
      handler: async (request, reply) => {
        await exports.requestExport(authOf(request).userId);
        return reply.code(202).send({ message: t(request.locale, 'export.queued') });
      },
    });
  };
}
