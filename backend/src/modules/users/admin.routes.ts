import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { usersRoutes as contract } from '@portal/contract';
import { authOf, requireRoles } from '../../http/auth.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { t } from '../../http/messages.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import { validationOf } from '../../http/validation.js';
import type { AdminUsersService } from './admin.service.js';
import { USER_LIST_SPEC } from './users.dal.js';

export interface AdminUsersRoutesDeps {
  admin: AdminUsersService;
  authenticate: preValidationAsyncHookHandler;
  /** PORTAL_URL: the base of the paginator's URLs. */
  publicUrl: string;
}

const toBool = (v: boolean | 0 | 1 | '0' | '1') => v === true || v === 1 || v === '1';

/** `/api/cp/user...` and `/api/cp/role/all`, every one SUPER_ADMIN only (401 without a token, 403 for others). */
export function adminUsersRoutes(deps: AdminUsersRoutesDeps) {
  const { admin, authenticate, publicUrl } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    app.addHook('preValidation', requireRoles('SUPER_ADMIN'));

    // the list query nests brackets (order[name]=asc), which Fastify's query parser does not: parsed from the URL
    app.route({
      ...fromContract(contract['GET /api/cp/user']),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), USER_LIST_SPEC);
        const { items, total } = await admin.list(query);
        return paginate(items, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...fromContract(contract['GET /api/cp/user/:id']),
      handler: async (request) => admin.get(request.params.id),
    });

    app.route({
      ...fromContract(contract['POST /api/cp/user']),
      attachValidation: true,
      handler: async (request, reply) => {
        const checks = validationOf(request, request.body);
        const { name, email } = checks.valid;
        if (email !== undefined && (await admin.emailTaken(email))) {
          checks.add('email', { key: 'validation.unique', field: 'email' });
        }
        for (const field of await admin.lookAlikes({ name, email })) {
          checks.add(field, { key: `users.${field}_look_alike`, field });
        }
        const body = checks.body();
        const user = await admin.create(
          { name: body.name, email: body.email, password: body.password },
          authOf(request).userId,
        );
        return reply.code(201).send(user);
      },
    });

    app.route({
      ...fromContract(contract['PUT /api/cp/user/:id']),
      attachValidation: true,
      handler: async (request) => {
        const checks = validationOf(request, request.body);
        const { id } = request.params;
        await admin.assertExists(id);
        const { email } = checks.valid;
        if (email !== undefined && (await admin.emailTaken(email, id))) {
          checks.add('email', { key: 'validation.unique', field: 'email' });
        }
        for (const field of await admin.lookAlikes({ name: checks.valid.name, email }, id)) {
          checks.add(field, { key: `users.${field}_look_alike`, field });
        }
        const { name, password } = checks.body();
        return admin.update(id, { name, email, password });
      },
    });

    app.route({
      ...fromContract(contract['PUT /api/cp/user/:id/activate']),
      attachValidation: true,
      handler: async (request) => {
        const checks = validationOf(request, request.body);
        await admin.assertExists(request.params.id);
        const { active } = checks.body();
        return admin.setActive(request.params.id, toBool(active), authOf(request).userId);
      },
    });

    app.route({
      ...fromContract(contract['PUT /api/cp/user/:id/sync-roles']),
      attachValidation: true,
      handler: async (request) => {
        const checks = validationOf(request, request.body);
        const { id } = request.params;
        await admin.assertExists(id);
        const userId = checks.valid.user_id;
        if (userId !== undefined && userId !== null && Number(userId) !== id) {
          checks.add('user_id', { key: 'users.user_id_mismatch' });
        }
        const { role_ids } = checks.body();
        return admin.syncRoles(
          id,
          role_ids.map((r) => Number(r)),
        );
      },
    });

    app.route({
      ...fromContract(contract['DELETE /api/cp/user/:id']),
      handler: async (request) => {
        await admin.remove(request.params.id);
        return { message: t(request.locale, 'users.deleted') };
      },
    });

    app.route({
      ...fromContract(contract['GET /api/cp/role/all']),
      handler: async () => admin.roles(),
    });
  };
}
