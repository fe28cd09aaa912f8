import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { RestCryptTrackHistoryQuery, cryptTrackRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { guarded, queryOf } from '../../http/routes.js';
import type { CryptTrackService } from './crypt-track.service.js';

const configs = '/api/user-profile/services/crypt-track-configuration';
const service = '/api/services/crypt-track';

/** The crypto tracker's REST API (ADMIN or CRYPT_TRACK; another member's configuration answers 404). */
export function cryptTrackRoutes(deps: {
  service: CryptTrackService;
  authenticate: preValidationAsyncHookHandler;
}) {
  const { service: crypt, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    const me = (request: FastifyRequest) => authOf(request).userId;

    app.route({
      ...guarded(contract[`GET ${configs}`]),
      handler: async (request) => crypt.list(me(request)),
    });
    app.route({
      ...guarded(contract[`POST ${configs}`]),
      handler: async (request, reply) => {
        const saved = await crypt.create(me(request), request.locale, request.body);
        return reply.code(201).send(saved);
      },
    });
    app.route({
      ...guarded(contract[`PUT ${configs}/:id`]),
      handler: async (request) => crypt.update(me(request), request.params.id, request.locale, request.body),
    });
    app.route({
      ...guarded(contract[`DELETE ${configs}/:id`]),
      handler: async (request) => {
        await crypt.remove(me(request), request.params.id);
        return { message: t(request.locale, 'crypt_track.deleted') };
      },
    });
    app.route({
      ...guarded(contract[`POST ${configs}/:id/test`]),
      handler: async (request) => crypt.test(me(request), request.params.id, request.locale),
    });
    app.route({
      ...guarded(contract[`GET ${service}/dashboard`]),
      handler: async (request) => crypt.dashboard(me(request), request.locale),
    });
    app.route({
      ...guarded(contract[`GET ${service}/config/:id/position/get-pending-positions`]),
      handler: async (request) => crypt.pending(me(request), request.params.id),
    });
    app.route({
      ...guarded(contract[`GET ${service}/config/:id/position/get-history-positions`]),
      handler: async (request) =>
        crypt.history(me(request), request.params.id, queryOf(RestCryptTrackHistoryQuery, request)),
    });
  };
}
