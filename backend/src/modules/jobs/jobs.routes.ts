import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { jobsRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import type { JobsService } from './jobs.service.js';

export interface JobsRoutesDeps {
  jobs: Pick<JobsService, 'get' | 'cancel'>;
  authenticate: preValidationAsyncHookHandler;
}

/** `GET /api/jobs/{id}` and `POST /api/jobs/{id}/cancel`: the caller's own jobs (portal additions). */
export function jobsRoutes(deps: JobsRoutesDeps) {
  const { jobs, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    app.route({
      ...fromContract(contract['GET /api/jobs/:id']),
      handler: async (request) => jobs.get(authOf(request).userId, request.params.id),
    });

    app.route({
      ...fromContract(contract['POST /api/jobs/:id/cancel']),
      handler: async (request) => jobs.cancel(authOf(request).userId, request.params.id),
    });
  };
}
