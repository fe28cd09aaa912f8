import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf, requireRoles } from '../../http/auth.js';
import { parseId } from '../../http/params.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { t } from '../../http/messages.js';
import { paginate, requestPath } from '../../http/pagination.js';
import { check, trimFields } from '../../http/validation.js';
import type { AdminUsersService } from './admin.service.js';
import { USER_LIST_SPEC } from './users.dal.js';
import {
  EMAIL_RULES,
  errorBag,
  MAX_ROLE_IDS,
  NAME_RULES,
  PASSWORD_RULES,
  checkPresent,
} from './validation.js';

export interface AdminUsersRoutesDeps {
  admin: AdminUsersService;
  authenticate: preHandlerAsyncHookHandler;
}

export { parseId };

const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const toBool = (v: unknown) => v === true || v === 1 || v === '1';

const isIdLike = (v: unknown) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) ||
  (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) && Number(v) > 0);

/** `/api/cp/user...` and `/api/cp/role/all`, every one SUPER_ADMIN only (401 without a token, 403 for others). */
export function adminUsersRoutes(deps: AdminUsersRoutesDeps) {
  const { admin, authenticate } = deps;

  return async function register(app: FastifyInstance) {
    app.addHook('preHandler', authenticate);
    app.addHook('preHandler', requireRoles('SUPER_ADMIN'));

    app.get('/cp/user', async (request) => {
      const query = parseListQuery(rawQueryOf(request.url), USER_LIST_SPEC);
      const { items, total } = await admin.list(query);
      return paginate(items, total, query, requestPath(request), request.locale);
    });

    app.get<{ Params: { id: string } }>('/cp/user/:id', async (request) =>
      admin.get(parseId(request.params.id)),
    );

    app.post('/cp/user', async (request, reply) => {
      const body = asObject(trimFields(request.body, ['name', 'email']));
      const bag = errorBag(check(body, { name: NAME_RULES, email: EMAIL_RULES, password: PASSWORD_RULES }));
      if (!bag.has('email') && (await admin.emailTaken(body.email as string))) {
        bag.add('email', { key: 'validation.unique', field: 'email' });
      }
      bag.throwIfAny();
      const user = await admin.create(
        { name: body.name as string, email: body.email as string, password: body.password as string },
        authOf(request).userId,
      );
      return reply.code(201).send(user);
    });

    app.put<{ Params: { id: string } }>('/cp/user/:id', async (request) => {
      const id = parseId(request.params.id);
      await admin.assertExists(id);
      const body = asObject(trimFields(request.body, ['name', 'email']));
      const bag = errorBag(
        checkPresent(body, { name: NAME_RULES, email: EMAIL_RULES, password: PASSWORD_RULES }),
      );
      const has = (f: string) => Object.prototype.hasOwnProperty.call(body, f);
      if (has('email') && !bag.has('email') && (await admin.emailTaken(body.email as string, id))) {
        bag.add('email', { key: 'validation.unique', field: 'email' });
      }
      bag.throwIfAny();
      return admin.update(id, {
        name: has('name') ? (body.name as string) : undefined,
        email: has('email') ? (body.email as string) : undefined,
        password: has('password') ? (body.password as string) : undefined,
      });
    });

    app.put<{ Params: { id: string } }>('/cp/user/:id/activate', async (request) => {
      const id = parseId(request.params.id);
      await admin.assertExists(id);
      const body = asObject(request.body);
      errorBag(check(body, { active: 'required|boolean' })).throwIfAny();
      return admin.setActive(id, toBool(body.active), authOf(request).userId);
    });

    app.put<{ Params: { id: string } }>('/cp/user/:id/sync-roles', async (request) => {
      const id = parseId(request.params.id);
      await admin.assertExists(id);
      const body = asObject(request.body);
      const bag = errorBag();
      const userId = body.user_id;
      if (userId !== undefined && userId !== null) {
        if (!isIdLike(userId)) bag.add('user_id', { key: 'validation.integer', field: 'user_id' });
        else if (Number(userId) !== id) bag.add('user_id', { key: 'users.user_id_mismatch' });
      }
      const roleIds = body.role_ids;
      if (roleIds === undefined || roleIds === null) {
        bag.add('role_ids', { key: 'validation.required', field: 'role_ids' });
      } else if (!Array.isArray(roleIds)) {
        bag.add('role_ids', { key: 'validation.array', field: 'role_ids' });
      } else if (roleIds.length > MAX_ROLE_IDS) {
        bag.add('role_ids', {
          key: 'validation.max.array',
          params: { max: MAX_ROLE_IDS },
          field: 'role_ids',
        });
      } else if (!roleIds.every(isIdLike)) {
        bag.add('role_ids', { key: 'validation.integer', field: 'role_ids' });
      }
      bag.throwIfAny();
      return admin.syncRoles(
        id,
        (roleIds as unknown[]).map((r) => Number(r)),
      );
    });

    app.delete<{ Params: { id: string } }>('/cp/user/:id', async (request) => {
      await admin.remove(parseId(request.params.id));
      return { message: t(request.locale, 'users.deleted') };
    });

    app.get('/cp/role/all', async () => admin.roles());
  };
}
