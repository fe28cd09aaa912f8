import { USER_LIST } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';
import type { RoleName } from '../../lib/roles.js';
import { normalizeRoleName } from '../../lib/roles.js';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  email_verified_at: Date | null;
  password: string;
  active: boolean;
  activated_at: Date | null;
  activated_by: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface RoleRow {
  id: number;
  name: string;
}

export interface TelegramSubscriptionRow {
  user_id: number;
  telegram_id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
}

export interface UserDataRow {
  user_id: number;
  data: { social_media?: Record<string, string> } & Record<string, unknown>;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  active: boolean;
  activatedAt: Date | null;
  activatedBy: number | null;
  emailVerifiedAt: Date | null;
  now: Date;
}

export interface NewTelegramSubscription {
  userId: number;
  telegramId: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  now: Date;
}

const USER_COLUMNS =
  'id, name, email, email_verified_at, password, active, activated_at, activated_by, created_at, updated_at';

/** The admin users list (`GET /api/cp/user`): sortable and filterable fields over `users u`. */
export const USER_LIST_SPEC = listSpec(USER_LIST, {
  order: {
    name: 'lower(u.name)',
    email: 'lower(u.email)',
    created_at: 'u.created_at',
    updated_at: 'u.updated_at',
  },
  filters: {
    name: { type: 'text', column: 'u.name' },
    email: { type: 'text', column: 'u.email' },
    active: { type: 'boolean', column: 'u.active', triState: true },
    role: {
      type: 'exists',
      parse: (raw) => normalizeRoleName(raw) ?? undefined,
      sql: (p) =>
        `EXISTS (SELECT 1 FROM role_user ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = u.id AND r.name = ${p})`,
    },
  },
  idColumn: 'u.id',
  defaultPerPage: 20,
});

/** Advisory lock key of the "last active super admin" guard (any constant unique within the portal). */
const SUPER_ADMIN_GUARD_LOCK = 7_301_001;

export interface UserChanges {
  name?: string;
  email?: string;
  passwordHash?: string;
}

/** Data access for users, roles, role_user, user_data and telegram_subscriptions. Every function takes an optional transaction. */
export function createUsersDal(db: Queryable) {
  return {
    /** Every member's id, name and e-mail (the look-alike check compares a new one with all of them). */
    async identities(tx?: Queryable): Promise<Array<Pick<UserRow, 'id' | 'name' | 'email'>>> {
      const { rows } = await (tx ?? db).query<Pick<UserRow, 'id' | 'name' | 'email'>>(
        'SELECT id, name, email FROM users',
      );
      return rows;
    },

    async countUsers(tx?: Queryable): Promise<number> {
      const { rows } = await (tx ?? db).query<{ n: number }>('SELECT count(*) AS n FROM users');
      return rows[0]?.n ?? 0;
    },

    async findById(id: number, tx?: Queryable): Promise<UserRow | null> {
      const { rows } = await (tx ?? db).query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [
        id,
      ]);
      return rows[0] ?? null;
    },

    async findByEmail(email: string, tx?: Queryable): Promise<UserRow | null> {
      const { rows } = await (tx ?? db).query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
        [email],
      );
      return rows[0] ?? null;
    },

    async findByTelegramId(telegramId: string, tx?: Queryable): Promise<UserRow | null> {
      const { rows } = await (tx ?? db).query<UserRow>(
        `SELECT ${USER_COLUMNS.split(', ')
          .map((c) => `u.${c}`)
          .join(', ')}
           FROM users u JOIN telegram_subscriptions t ON t.user_id = u.id
          WHERE t.telegram_id = $1::bigint`,
        [telegramId],
      );
      return rows[0] ?? null;
    },

    async create(user: NewUser, tx?: Queryable): Promise<UserRow> {
      const { rows } = await (tx ?? db).query<UserRow>(
        `INSERT INTO users (name, email, password, active, activated_at, activated_by, email_verified_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         RETURNING ${USER_COLUMNS}`,
        [
          user.name,
          user.email,
          user.passwordHash,
          user.active,
          user.activatedAt,
          user.activatedBy,
          user.emailVerifiedAt,
          user.now,
        ],
      );
      return rows[0]!;
    },

    /** One page of the admin users list (see USER_LIST_SPEC). */
    listPage(query: ListQuery, tx?: Queryable): Promise<{ rows: UserRow[]; total: number }> {
      return fetchPage<UserRow>(
        db,
        {
          select: USER_COLUMNS.split(', ')
            .map((c) => `u.${c}`)
            .join(', '),
          from: 'users u',
        },
        USER_LIST_SPEC,
        query,
        tx,
      );
    },

    /** Changes the given fields (and updated_at); answers the row, or null when there is no such user. */
    async update(id: number, changes: UserChanges, now: Date, tx?: Queryable): Promise<UserRow | null> {
      const { rows } = await (tx ?? db).query<UserRow>(
        `UPDATE users SET name = coalesce($2, name), email = coalesce($3, email),
                password = coalesce($4, password), updated_at = $5
          WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [id, changes.name ?? null, changes.email ?? null, changes.passwordHash ?? null, now],
      );
      return rows[0] ?? null;
    },

    /** Deletes the member; tokens, resets, role links, user_data and the Telegram subscription go with it. */
    async deleteById(id: number, tx?: Queryable): Promise<boolean> {
      const res = await (tx ?? db).query('DELETE FROM users WHERE id = $1', [id]);
      return res.rowCount > 0;
    },

    /**
     * Ids of the active super admins, read under a transaction-scoped advisory lock: every change that could
     * lose a super admin (deactivate, demote, delete) takes it first, so two admins demoting each other at
     * the same time cannot both pass the "last super admin" check. The SELECT runs after the lock is held and
     * so sees everything committed before (READ COMMITTED takes a snapshot per statement).
     */
    async lockActiveSuperAdminIds(tx: Queryable): Promise<number[]> {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SUPER_ADMIN_GUARD_LOCK]);
      const { rows } = await tx.query<{ id: number }>(
        `SELECT u.id FROM users u
          WHERE u.active AND EXISTS (
            SELECT 1 FROM role_user ru JOIN roles r ON r.id = ru.role_id
             WHERE ru.user_id = u.id AND r.name = 'SUPER_ADMIN')
          ORDER BY u.id`,
      );
      return rows.map((r) => r.id);
    },

    async findRolesByIds(ids: readonly number[], tx?: Queryable): Promise<RoleRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await (tx ?? db).query<RoleRow>(
        'SELECT id, name FROM roles WHERE id = ANY($1::bigint[]) ORDER BY id',
        [ids],
      );
      return rows;
    },

    /** Gives the member exactly these roles. */
    async syncRoles(userId: number, roleIds: readonly number[], tx?: Queryable): Promise<void> {
      await (tx ?? db).query(
        'DELETE FROM role_user WHERE user_id = $1 AND NOT (role_id = ANY($2::bigint[]))',
        [userId, roleIds],
      );
      if (roleIds.length === 0) return;
      await (tx ?? db).query(
        `INSERT INTO role_user (user_id, role_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
        [userId, roleIds],
      );
    },

    async updatePassword(id: number, passwordHash: string, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db).query('UPDATE users SET password = $2, updated_at = $3 WHERE id = $1', [
        id,
        passwordHash,
        now,
      ]);
    },

    async setActive(
      id: number,
      active: boolean,
      by: number | null,
      now: Date,
      tx?: Queryable,
    ): Promise<void> {
      await (tx ?? db).query(
        `UPDATE users SET active = $2,
                activated_at = CASE WHEN $2 THEN $4::timestamptz ELSE activated_at END,
                activated_by = CASE WHEN $2 THEN $3::bigint ELSE activated_by END,
                updated_at = $4
          WHERE id = $1`,
        [id, active, by, now],
      );
    },

    /** The start-up seed's lock, held until the transaction ends. */
    async lockSeed(tx: Queryable): Promise<void> {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('portal seed'))");
    },

    /**
     * Makes sure each role exists under its canonical name. A row spelled otherwise (`TOXIC-IDIOT` from an
     * older database) is renamed instead of duplicated.
     */
    async ensureRoles(names: readonly RoleName[], now: Date, tx?: Queryable): Promise<void> {
      for (const name of names) {
        await (tx ?? db).query(
          `UPDATE roles SET name = $1, updated_at = $2
            WHERE id = (SELECT min(id) FROM roles WHERE replace(upper(name), '-', '_') = $1 AND name <> $1)
              AND NOT EXISTS (SELECT 1 FROM roles WHERE name = $1)`,
          [name, now],
        );
        await (tx ?? db).query(
          'INSERT INTO roles (name, created_at, updated_at) VALUES ($1, $2, $2) ON CONFLICT (name) DO NOTHING',
          [name, now],
        );
      }
    },

    async listRoles(tx?: Queryable): Promise<RoleRow[]> {
      const { rows } = await (tx ?? db).query<RoleRow>('SELECT id, name FROM roles ORDER BY id');
      return rows;
    },

    async rolesOfUsers(userIds: readonly number[], tx?: Queryable): Promise<Map<number, RoleRow[]>> {
      const map = new Map<number, RoleRow[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return map;
      const { rows } = await (tx ?? db).query<RoleRow & { user_id: number }>(
        `SELECT ru.user_id, r.id, r.name FROM role_user ru JOIN roles r ON r.id = ru.role_id
          WHERE ru.user_id = ANY($1::bigint[]) ORDER BY r.id`,
        [userIds],
      );
      for (const r of rows) map.get(r.user_id)?.push({ id: r.id, name: r.name });
      return map;
    },

    /** Adds the named roles (canonical names) to a user; existing ones stay. */
    async attachRoles(userId: number, names: readonly RoleName[], tx?: Queryable): Promise<void> {
      if (names.length === 0) return;
      await (tx ?? db).query(
        `INSERT INTO role_user (user_id, role_id)
         SELECT $1, id FROM roles WHERE name = ANY($2::text[])
         ON CONFLICT DO NOTHING`,
        [userId, names],
      );
    },

    async telegramSubscriptionsOfUsers(
      userIds: readonly number[],
      tx?: Queryable,
    ): Promise<Map<number, TelegramSubscriptionRow>> {
      const map = new Map<number, TelegramSubscriptionRow>();
      if (userIds.length === 0) return map;
      const { rows } = await (tx ?? db).query<TelegramSubscriptionRow>(
        `SELECT user_id, telegram_id::text AS telegram_id, username, first_name, last_name, created_at
           FROM telegram_subscriptions WHERE user_id = ANY($1::bigint[])`,
        [userIds],
      );
      for (const r of rows) map.set(r.user_id, r);
      return map;
    },

    async upsertTelegramSubscription(sub: NewTelegramSubscription, tx?: Queryable): Promise<void> {
      await (tx ?? db).query(
        `INSERT INTO telegram_subscriptions (user_id, telegram_id, username, first_name, last_name, created_at)
         VALUES ($1, $2::bigint, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE
           SET telegram_id = EXCLUDED.telegram_id, username = EXCLUDED.username,
               first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name`,
        [sub.userId, sub.telegramId, sub.username, sub.firstName, sub.lastName, sub.now],
      );
    },

    async userDataOfUsers(userIds: readonly number[], tx?: Queryable): Promise<Map<number, UserDataRow>> {
      const map = new Map<number, UserDataRow>();
      if (userIds.length === 0) return map;
      const { rows } = await (tx ?? db).query<UserDataRow>(
        'SELECT user_id, data FROM user_data WHERE user_id = ANY($1::bigint[])',
        [userIds],
      );
      for (const r of rows) map.set(r.user_id, r);
      return map;
    },

    async upsertUserData(
      userId: number,
      data: UserDataRow['data'],
      now: Date,
      tx?: Queryable,
    ): Promise<void> {
      await (tx ?? db).query(
        `INSERT INTO user_data (user_id, data, created_at, updated_at) VALUES ($1, $2::jsonb, $3, $3)
         ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
        [userId, JSON.stringify(data), now],
      );
    },
  };
}

export type UsersDal = ReturnType<typeof createUsersDal>;
