import type { Db, Queryable, Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { normalizeRoleName } from '../../lib/roles.js';
import type { RoleView, UsersService, UserView } from './service.js';
import type { UserEvents } from './user-events.js';
import type { UsersDal } from './users.dal.js';
import { isEmailUniqueViolation } from './validation.js';

export interface AdminUsersServiceDeps {
  db: Pick<Db, 'transaction'>;
  usersDal: Pick<
    UsersDal,
    | 'listPage'
    | 'findById'
    | 'findByEmail'
    | 'create'
    | 'update'
    | 'setActive'
    | 'deleteById'
    | 'lockActiveSuperAdminIds'
    | 'listRoles'
    | 'findRolesByIds'
    | 'syncRoles'
    | 'rolesOfUsers'
  >;
  usersService: Pick<UsersService, 'viewsOf' | 'viewOf' | 'findViewById' | 'lookAlikes'>;
  /** Revokes every token of a member (inside the given transaction). */
  revokeAllTokens: (userId: number, tx?: Tx) => Promise<unknown>;
  hasher: Pick<PasswordHasher, 'hash'>;
  clock: Clock;
  /** Tells the member (realtime) that their roles or active flag changed. */
  userEvents: Pick<UserEvents, 'userDataUpdated'>;
}

/** The control panel's member administration (SUPER_ADMIN only; the routes check that). */
export function createAdminUsersService(deps: AdminUsersServiceDeps) {
  const { db, usersDal, usersService, revokeAllTokens, hasher, clock, userEvents } = deps;

  async function viewOrNotFound(id: number): Promise<UserView> {
    const view = await usersService.findViewById(id);
    if (!view) throw notFound();
    return view;
  }

  /** Throws 422 errors.<field> when the last active super admin would be lost by `targetId`'s change. */
  async function guardLastSuperAdmin(
    tx: Queryable,
    targetId: number,
    field: 'active' | 'role_ids' | 'id',
  ): Promise<void> {
    const ids = await usersDal.lockActiveSuperAdminIds(tx);
    if (ids.length === 1 && ids[0] === targetId) {
      const key =
        field === 'active'
          ? 'users.last_super_admin_active'
          : field === 'role_ids'
            ? 'users.last_super_admin_role'
            : 'users.last_super_admin_delete';
      throw fieldError(field, key);
    }
  }

  return {
    async list(query: ListQuery): Promise<{ items: UserView[]; total: number }> {
      const { rows, total } = await usersDal.listPage(query);
      return { items: await usersService.viewsOf(rows), total };
    },

    get: viewOrNotFound,

    /** 404 unless the member exists (checked before the body is validated, as Laravel's route binding). */
    async assertExists(id: number): Promise<void> {
      if (!(await usersDal.findById(id))) throw notFound();
    },

    lookAlikes: usersService.lookAlikes,

    /** True when another member (not `exceptId`) uses this e-mail address, regardless of case. */
    async emailTaken(email: string, exceptId?: number): Promise<boolean> {
      const other = await usersDal.findByEmail(email);
      return other !== null && other.id !== exceptId;
    },

    /** A new, active member without roles, activated by the acting super admin. */
    async create(
      input: { name: string; email: string; password: string },
      actorId: number,
    ): Promise<UserView> {
      const now = clock.now();
      const passwordHash = await hasher.hash(input.password);
      try {
        const row = await usersDal.create({
          name: input.name,
          email: input.email,
          passwordHash,
          active: true,
          activatedAt: now,
          activatedBy: actorId,
          emailVerifiedAt: null,
          now,
        });
        return usersService.viewOf(row);
      } catch (err) {
        if (isEmailUniqueViolation(err)) throw fieldError('email', 'validation.unique');
        throw err;
      }
    },

    /** Changes the given fields; a new password revokes all of the member's tokens. */
    async update(id: number, input: { name?: string; email?: string; password?: string }): Promise<UserView> {
      const now = clock.now();
      const passwordHash = input.password !== undefined ? await hasher.hash(input.password) : undefined;
      try {
        await db.transaction(async (tx) => {
          const row = await usersDal.update(
            id,
            { name: input.name, email: input.email, passwordHash },
            now,
            tx,
          );
          if (!row) throw notFound();
          if (passwordHash !== undefined) await revokeAllTokens(id, tx);
        });
      } catch (err) {
        if (isEmailUniqueViolation(err)) throw fieldError('email', 'validation.unique');
        throw err;
      }
      return viewOrNotFound(id);
    },

    /**
     * Activating sets activated_at/activated_by (when the member was inactive); deactivating revokes the
     * member's tokens and is refused for the last active super admin.
     */
    async setActive(id: number, active: boolean, actorId: number): Promise<UserView> {
      const now = clock.now();
      const changed = await db.transaction(async (tx) => {
        if (!active) await guardLastSuperAdmin(tx, id, 'active');
        const user = await usersDal.findById(id, tx);
        if (!user) throw notFound();
        if (active) {
          if (!user.active) await usersDal.setActive(id, true, actorId, now, tx);
          return !user.active;
        }
        if (user.active) await usersDal.setActive(id, false, null, now, tx);
        await revokeAllTokens(id, tx);
        return user.active;
      });
      const view = await viewOrNotFound(id);
      if (changed) await userEvents.userDataUpdated(view);
      return view;
    },

    /** Gives the member exactly these roles; unknown ids are a 422 under errors.role_ids. */
    async syncRoles(id: number, roleIds: readonly number[]): Promise<UserView> {
      const unique = [...new Set(roleIds)];
      const changed = await db.transaction(async (tx) => {
        const user = await usersDal.findById(id, tx);
        if (!user) throw notFound();
        const before = ((await usersDal.rolesOfUsers([id], tx)).get(id) ?? []).map((r) => r.id);
        const roles = await usersDal.findRolesByIds(unique, tx);
        const known = new Set(roles.map((r) => r.id));
        const unknown = unique.filter((r) => !known.has(r));
        if (unknown.length > 0) {
          throw fieldError('role_ids', 'users.role_ids_unknown', { ids: unknown.join(', ') });
        }
        const keepsSuperAdmin = roles.some((r) => normalizeRoleName(r.name) === 'SUPER_ADMIN');
        if (!keepsSuperAdmin) await guardLastSuperAdmin(tx, id, 'role_ids');
        await usersDal.syncRoles(id, unique, tx);
        return before.length !== unique.length || !before.every((r) => unique.includes(r));
      });
      const view = await viewOrNotFound(id);
      if (changed) await userEvents.userDataUpdated(view);
      return view;
    },

    /** Deletes the member with everything that hangs on them; refused for the last active super admin. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await usersDal.findById(id, tx))) throw notFound();
        await guardLastSuperAdmin(tx, id, 'id');
        // explicitly, not only by the foreign key's cascade: the revocation is announced to the member's clients
        await revokeAllTokens(id, tx);
        await usersDal.deleteById(id, tx);
      });
    },

    /** Every role, ordered by id, names canonical. */
    async roles(): Promise<RoleView[]> {
      const rows = await usersDal.listRoles();
      return rows.map((r) => ({ id: r.id, name: normalizeRoleName(r.name) ?? r.name }));
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
