import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { iptvRoutes as contract, RestIptvM3uUploadFields } from '@portal/contract';
import { authOf, requireRoles } from '../../http/auth.js';
import { notFound, ValidationFailed } from '../../http/errors.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { t } from '../../http/messages.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import { checkInput } from '../../http/validation.js';
import { CHANNEL_LIST_SPEC } from './channels.dal.js';
import type { ChannelsDal } from './channels.dal.js';
import type { ImportService } from './import.service.js';
import { importView } from './import.service.js';
import type { ImportsDal } from './imports.dal.js';
import { PROVIDER_LIST_SPEC } from './providers.dal.js';
import type { ProvidersService } from './providers.service.js';
import { providerView } from './providers.service.js';

export interface IptvRoutesDeps {
  providers: ProvidersService;
  imports: ImportService;
  importsDal: ImportsDal;
  channelsDal: ChannelsDal;
  /** The portal's URL of a catalogue logo. */
  logoUrl: (logo: string | null) => string | null;
  authenticate: preValidationAsyncHookHandler;
  /** PORTAL_URL: the base of the paginator's URLs. */
  publicUrl: string;
  maxUploadBytes: number;
}

/** `/api/cp/iptv-provider…` and `/api/cp/iptv-import/:id` (ADMIN), the catalogue `/api/iptv/channel…` (ADMIN, IPTV). */
export function iptvRoutes(deps: IptvRoutesDeps) {
  const { providers, imports, importsDal, channelsDal, logoUrl, authenticate, publicUrl } = deps;

  const admin = async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    app.addHook('preValidation', requireRoles('ADMIN'));

    // list queries nest brackets (order[name]=asc): parsed from the URL, as the users list does
    app.route({
      ...fromContract(contract['GET /api/cp/iptv-provider']),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), PROVIDER_LIST_SPEC);
        const { rows, total } = await providers.list(query);
        const items = rows.map((row) => providerView(row, request.locale));
        return paginate(items, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...fromContract(contract['GET /api/cp/iptv-provider/:id']),
      handler: async (request) => providerView(await providers.get(request.params.id), request.locale),
    });

    app.route({
      ...fromContract(contract['POST /api/cp/iptv-provider']),
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(providerView(await providers.create(request.body, authOf(request).userId), request.locale)),
    });

    app.route({
      ...fromContract(contract['PUT /api/cp/iptv-provider/:id']),
      handler: async (request) =>
        providerView(
          await providers.update(request.params.id, request.body, authOf(request).userId),
          request.locale,
        ),
    });

    app.route({
      ...fromContract(contract['DELETE /api/cp/iptv-provider/:id']),
      handler: async (request) => {
        await providers.remove(request.params.id);
        return { message: t(request.locale, 'iptv.provider_deleted') };
      },
    });

    // multipart: the file is streamed to disk (413 over IPTV_MAX_UPLOAD_MB); the fields before it name the provider
    app.route({
      ...fromContract(contract['POST /api/cp/iptv-provider/m3u-upload']),
      handler: async (request, reply) => {
        const upload = await app.uploads.receive(request, {
          maxBytes: deps.maxUploadBytes,
          field: 'm3u_list',
        });
        try {
          const { value, errors } = checkInput(RestIptvM3uUploadFields, upload.fields);
          if (!value) throw new ValidationFailed(errors);
          const providerId = Number(value.ipTvProviderId);
          if (!(await providers.get(providerId).catch(() => null))) {
            throw new ValidationFailed({
              ipTvProviderId: [{ key: 'validation.exists', field: 'ipTvProviderId' }],
            });
          }
          const credentials =
            value.username || value.password
              ? { username: value.username ?? '', password: value.password ?? '' }
              : undefined;
          const row = await imports.queue(
            providerId,
            { kind: 'upload', file: upload.path, credentials },
            authOf(request).userId,
          );
          return reply.code(202).send(importView(row, request.locale));
        } catch (err) {
          await upload.discard();
          throw err;
        }
      },
    });

    app.route({
      ...fromContract(contract['POST /api/cp/iptv-provider/:id/refresh']),
      handler: async (request, reply) => {
        await providers.get(request.params.id);
        const row = await imports.queue(request.params.id, { kind: 'url' }, authOf(request).userId);
        return reply.code(202).send(importView(row, request.locale));
      },
    });

    app.route({
      ...fromContract(contract['GET /api/cp/iptv-import/:id']),
      handler: async (request) => {
        const row = await importsDal.find(request.params.id);
        if (!row) throw notFound();
        return importView(row, request.locale);
      },
    });
  };

  const catalogue = async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    app.addHook('preValidation', requireRoles('ADMIN', 'IPTV'));

    app.route({
      ...fromContract(contract['GET /api/iptv/channel']),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), CHANNEL_LIST_SPEC);
        const { rows, total } = await channelsDal.list(query);
        const items = rows.map((r) => ({
          id: r.id,
          name: r.name,
          tvg_id: r.tvg_id,
          tvg_name: r.tvg_name,
          logo: logoUrl(r.logo),
          group_title: r.group_title,
          url: r.url,
          provider: { id: r.provider_id, name: r.provider_name },
        }));
        return paginate(items, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...fromContract(contract['GET /api/iptv/channel/channel-groups']),
      handler: async (request) => {
        const query = new URLSearchParams(rawQueryOf(request.url));
        const { value, errors } = checkInput(contract['GET /api/iptv/channel/channel-groups'].query, {
          ...(query.has('provider') ? { provider: query.get('provider') } : {}),
        });
        if (!value) throw new ValidationFailed(errors);
        return channelsDal.groups(value.provider === undefined ? undefined : Number(value.provider));
      },
    });
  };

  return async function register(fastify: FastifyInstance) {
    await fastify.register(admin);
    await fastify.register(catalogue);
  };
}
