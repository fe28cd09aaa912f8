import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { scriptsRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import type { ScriptsService } from './service.js';

export interface ScriptsRoutesDeps {
  scripts: ScriptsService;
  authenticate: preValidationAsyncHookHandler;
}

/** Personal access tokens of the calling member (any role, GUEST included). */
export function scriptsRoutes({ scripts, authenticate }: ScriptsRoutesDeps) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    app.route({
      ...fromContract(contract['GET /api/scripts/tokens']),
      handler: async (request) => ({ data: await scripts.list(authOf(request).userId) }),
    });

    app.route({
      ...fromContract(contract['POST /api/scripts/tokens']),
      handler: async (request, reply) =>
        reply.code(201).send({ data: await scripts.create(authOf(request), request.body) }),
    });

    app.route({
      ...fromContract(contract['GET /api/scripts/tokens/current']),
      handler: async (request) => ({ data: await scripts.current(authOf(request)) }),
    });

    app.route({
      ...fromContract(contract['DELETE /api/scripts/tokens/:id']),
      handler: async (request, reply) => {
        await scripts.revoke(authOf(request).userId, request.params.id);
        return reply.code(204).send();
      },
    });
  };
}
