import type { Queryable } from '../../db/client.js';
import { looksAlike } from '../../lib/look-alikes.js';
import { normalizeRoleName } from '../../lib/roles.js';
import type { RoleRow, UserRow, UsersDal } from './users.dal.js';

export interface RoleView {
  id: number;
  name: string;
}

/** The `User` object of docs/rest-api.md. */
export interface UserView {
  id: number;
  name: string;
  email: string;
  email_verified_at: Date | null;
  active: boolean;
  activated_at: Date | null;
  activated_by: number | null;
  created_at: Date;
  updated_at: Date;
  roles: RoleView[];
  telegram_subscription: {
    telegram_id: string;
    username: string | null;
    first_name: string | null;
    last_name: string | null;
    created_at: Date;
  } | null;
  user_data: { social_media: Record<string, string> };
}

const roleView = (r: RoleRow): RoleView => ({ id: r.id, name: normalizeRoleName(r.name) ?? r.name });

export function createUsersService(deps: { usersDal: UsersDal }) {
  const { usersDal } = deps;

  async function viewsOf(users: UserRow[], tx?: Queryable): Promise<UserView[]> {
    const ids = users.map((u) => u.id);
    const [roles, subs, data] = await Promise.all([
      usersDal.rolesOfUsers(ids, tx),
      usersDal.telegramSubscriptionsOfUsers(ids, tx),
      usersDal.userDataOfUsers(ids, tx),
    ]);
    return users.map((u) => {
      const sub = subs.get(u.id);
      const social = data.get(u.id)?.data.social_media;
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        email_verified_at: u.email_verified_at,
        active: u.active,
        activated_at: u.activated_at,
        activated_by: u.activated_by,
        created_at: u.created_at,
        updated_at: u.updated_at,
        roles: (roles.get(u.id) ?? []).map(roleView),
        telegram_subscription: sub
          ? {
              telegram_id: sub.telegram_id,
              username: sub.username,
              first_name: sub.first_name,
              last_name: sub.last_name,
              created_at: sub.created_at,
            }
          : null,
        user_data: {
          social_media: social && typeof social === 'object' && !Array.isArray(social) ? social : {},
        },
      };
    });
  }

  return {
    viewsOf,
    async viewOf(user: UserRow, tx?: Queryable): Promise<UserView> {
      const [view] = await viewsOf([user], tx);
      return view!;
    },
    async findViewById(id: number, tx?: Queryable): Promise<UserView | null> {
      const user = await usersDal.findById(id, tx);
      return user ? (await viewsOf([user], tx))[0]! : null;
    },
    /**
     * The fields whose new value reads like another member's (not `exceptId`'s) name or e-mail without being it
     * (`аdmin@…` with a Cyrillic а beside `admin@…`, UTS #39): one member must not pass for another. The very same
     * e-mail is the unique check's.
     */
    async lookAlikes(
      input: { name?: string; email?: string },
      exceptId?: number,
    ): Promise<Array<'name' | 'email'>> {
      const others = (await usersDal.identities()).filter((other) => other.id !== exceptId);
      const found: Array<'name' | 'email'> = [];
      const { name, email } = input;
      if (name !== undefined && others.some((other) => looksAlike(name, other.name))) found.push('name');
      if (
        email !== undefined &&
        others.some((o) => o.email.toLowerCase() !== email.toLowerCase() && looksAlike(email, o.email))
      )
        found.push('email');
      return found;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
