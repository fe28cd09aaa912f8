import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { iptvListRoutes as contract } from '@portal/contract';
import { authOf } from '../../../http/auth.js';
import { fieldError } from '../../../http/errors.js';
import { parseListQuery, rawQueryOf } from '../../../http/list-query.js';
import { t } from '../../../http/messages.js';
import { listPath, paginate } from '../../../http/pagination.js';
import type { ContractTypeProvider } from '../../../http/routes.js';
import { guarded } from '../../../http/routes.js';
import type { ListsService } from './lists.service.js';
import { ROW_LIST_SPEC } from './rows.dal.js';

const rows = '/api/iptv/list/:listId/user-iptv-channel';

/** `/api/iptv/list…`: a member's own lists, their rows and groups (ADMIN, IPTV; anybody else's list is a 404). */
export function listRoutes(deps: {
  lists: ListsService;
  authenticate: preValidationAsyncHookHandler;
  /** PORTAL_URL: the base of the paginator's URLs. */
  publicUrl: string;
}) {
  const { lists, authenticate, publicUrl } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

    app.route({
      ...guarded(contract['GET /api/iptv/list']),
      handler: async (request) => lists.list(me(request)),
    });

    app.route({
      ...guarded(contract['POST /api/iptv/list']),
      handler: async (request, reply) =>
        reply.code(201).send(await lists.create(me(request), request.body.name)),
    });

    app.route({
      ...guarded(contract['GET /api/iptv/list/:id']),
      handler: async (request) => lists.get(me(request), request.params.id),
    });

    app.route({
      ...guarded(contract['PUT /api/iptv/list/:id']),
      handler: async (request) => lists.rename(me(request), request.params.id, request.body.name),
    });

    app.route({
      ...guarded(contract['DELETE /api/iptv/list/:id']),
      handler: async (request) => {
        await lists.remove(me(request), request.params.id);
        return { message: t(request.locale, 'iptv.list_deleted') };
      },
    });

    // list queries nest brackets (order[name]=asc, filter[group]=…): parsed from the URL, as the catalogue does
    app.route({
      ...guarded(contract[`GET ${rows}`]),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), ROW_LIST_SPEC);
        const { items, total } = await lists.rows(me(request), request.params.listId, query);
        return paginate(items, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...guarded(contract[`POST ${rows}`]),
      handler: async (request, reply) => {
        const { row, created } = await lists.addChannel(
          me(request),
          request.params.listId,
          request.body.channel,
          request.body.group,
        );
        // the contract types the 201; a channel already in the group answers the same row with 200
        return reply.code(created ? 201 : (200 as 201)).send(row);
      },
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/add-channels`]),
      handler: async (request) => ({
        count: await lists.addChannels(
          me(request),
          request.params.listId,
          request.body.channels,
          request.body.group,
        ),
      }),
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/:id/move-row`]),
      handler: async (request) => {
        const { row, direction } = request.body;
        // the original client sends the row besides the path's id: another one is a row of no use here
        if (row !== undefined && Number(row) !== request.params.id) throw fieldError('row', 'validation.in');
        await lists.moveRow(me(request), request.params.listId, request.params.id, direction);
        return { message: t(request.locale, 'iptv.row_moved') };
      },
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/move-rows`]),
      handler: async (request) => ({
        count: await lists.moveRows(
          me(request),
          request.params.listId,
          request.body.rows,
          request.body.direction,
        ),
      }),
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/move-row-to`]),
      handler: async (request) => {
        await lists.moveRowTo(me(request), request.params.listId, request.body);
        return { message: t(request.locale, 'iptv.row_moved') };
      },
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/move-group`]),
      handler: async (request) => {
        await lists.moveGroup(me(request), request.params.listId, request.body.group, request.body.to);
        return { message: t(request.locale, 'iptv.group_moved') };
      },
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/copy-to-group`]),
      handler: async (request) => ({
        count: await lists.copyToGroup(
          me(request),
          request.params.listId,
          request.body.rows,
          request.body.toGroup,
        ),
      }),
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/move-to-group`]),
      handler: async (request) => ({
        count: await lists.moveToGroup(
          me(request),
          request.params.listId,
          request.body.rows,
          request.body.toGroup,
        ),
      }),
    });

    app.route({
      ...guarded(contract[`PUT ${rows}/remove-from-group`]),
      handler: async (request) => ({
        count: await lists.removeFromGroup(me(request), request.params.listId, request.body.rows),
      }),
    });

    app.route({
      ...guarded(contract[`GET ${rows}/get-channel-groups`]),
      handler: async (request) => lists.groups(me(request), request.params.listId),
    });

    app.route({
      ...guarded(contract[`GET ${rows}/provider-groups`]),
      handler: async (request) => lists.providerGroups(me(request), request.params.listId),
    });
  };
}
