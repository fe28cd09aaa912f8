import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { iptvListRoutes as contract } from '@portal/contract';
import { Readable } from 'node:stream';
import { authOf } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import type { ContractTypeProvider } from '../../../http/routes.js';
import { fromContract, guarded, queryOf } from '../../../http/routes.js';
import type { Throttle } from '../../auth/index.js';
import { limitedBy, plainErrors } from '../links/routes.js';
import type { LinksService } from '../links/links.service.js';
import type { ProvidersService } from '../providers.service.js';
import type { Guide } from './guide.js';
import type { EpgDal } from './epg.dal.js';
import type { EpgImport } from './import.js';
import { epgImportView } from './import.js';

/** The EPG: a list's programmes (its member), the import per provider (admin), epg.xml behind a personal link. */
export function epgRoutes(deps: {
  guide: Guide;
  epgImport: EpgImport;
  epgDal: EpgDal;
  providers: ProvidersService;
  links: Pick<LinksService, 'target'>;
  authenticate: preValidationAsyncHookHandler;
  /** epg.xml requests per client address. */
  xmlLimit: Throttle;
}) {
  const { guide, epgImport, epgDal, providers, links, authenticate, xmlLimit } = deps;

  const members = async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    const epg = contract['GET /api/iptv/list/:id/epg'];
    app.route({
      ...guarded(epg),
      handler: async (request) => {
        return guide.forList(authOf(request).userId, request.params.id, queryOf(epg.query, request));
      },
    });

    app.route({
      ...guarded(contract['POST /api/cp/iptv-provider/:id/refresh-epg']),
      handler: async (request, reply) => {
        await providers.get(request.params.id);
        const row = await epgImport.queue(request.params.id, authOf(request).userId);
        return reply.code(202).send(epgImportView(row, request.locale));
      },
    });

    app.route({
      ...guarded(contract['GET /api/cp/iptv-epg-import/:id']),
      handler: async (request) => {
        const row = await epgDal.find(request.params.id);
        if (!row) throw notFound();
        return epgImportView(row, request.locale);
      },
    });

    app.route({
      ...guarded(contract['GET /api/cp/iptv-provider/:id/epg-import']),
      handler: async (request) => {
        await providers.get(request.params.id);
        const row = await epgDal.latest(request.params.id);
        return row ? epgImportView(row, request.locale) : null;
      },
    });
  };

  const xml = async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.setErrorHandler(plainErrors);
    app.route({
      ...fromContract(contract['GET /api/iptv/personal/:token/epg.xml']),
      onRequest: limitedBy(xmlLimit),
      handler: async (request, reply) => {
        const target = await links.target(request.params.token);
        if (!target) throw notFound();
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', 'attachment; filename="epg.xml"')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Readable.from(guide.xml(target.list_id)));
      },
    });
  };

  return async function register(fastify: FastifyInstance) {
    await fastify.register(members);
    await fastify.register(xml);
  };
}
