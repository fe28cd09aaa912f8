import type { Resolvers } from '../../generated/graphql.js';
import { normaliseRole } from '../../graphql/auth-directive.js';
import { refresh } from '../../loaders.js';
import { toPage } from '../../rest/paginator.js';
import {
  changePasswordRequest,
  createUserRequest,
  updateProfileRequest,
  updateUserRequest,
  userListQuery,
} from './mapping.js';

/**
 * Members: the admin list and management (SUPER_ADMIN, enforced by @auth and again by the backend), the member's
 * own profile, and REST `User`/`Role`/`TelegramSubscription` (snake_case) → the schema's camelCase fields.
 */
export const usersResolvers: Resolvers = {
  Query: {
    users: async (_parent, args, ctx) => toPage(await ctx.rest.users.list(userListQuery(args, ctx.language))),
    user: (_parent, { id }, ctx) => ctx.loaders.users.byId.load(id),
    roles: (_parent, _args, ctx) => ctx.rest.users.roles(),
  },
  Mutation: {
    createUser: async (_parent, { input }, ctx) =>
      refresh(ctx.loaders.users.byId, await ctx.rest.users.create(createUserRequest(input))),
    updateUser: async (_parent, { id, input }, ctx) =>
      refresh(ctx.loaders.users.byId, await ctx.rest.users.update(id, updateUserRequest(input))),
    setUserActive: async (_parent, { id, active }, ctx) =>
      refresh(ctx.loaders.users.byId, await ctx.rest.users.setActive(id, active)),
    syncUserRoles: async (_parent, { id, roleIds }, ctx) =>
      refresh(ctx.loaders.users.byId, await ctx.rest.users.syncRoles(id, roleIds)),
    deleteUser: async (_parent, { id }, ctx) => {
      await ctx.rest.users.remove(id);
      ctx.loaders.users.byId.clear(id).prime(id, null);
      return true;
    },
    updateProfile: async (_parent, { input }, ctx) => {
      const user = await ctx.rest.users.updateProfile(updateProfileRequest(input, ctx.language));
      // The operation's cached member is the old one now.
      if (ctx.token) ctx.loaders.auth.memberByToken.clear(ctx.token);
      return refresh(ctx.loaders.users.byId, user);
    },
    changePassword: async (_parent, { input }, ctx) =>
      (await ctx.rest.users.changePassword(changePasswordRequest(input))).message,
  },
  User: {
    id: (user) => String(user.id),
    emailVerifiedAt: (user) => user.email_verified_at ?? null,
    activatedAt: (user) => user.activated_at ?? null,
    createdAt: (user) => user.created_at,
    updatedAt: (user) => user.updated_at,
    roles: (user) => user.roles ?? [],
    socialMedia: (user) =>
      Object.entries(user.user_data?.social_media ?? {})
        .filter(([, url]) => typeof url === 'string' && url !== '')
        .map(([network, url]) => ({ network, url })),
    telegramSubscription: (user) => user.telegram_subscription ?? null,
  },
  Role: {
    id: (role) => String(role.id),
    name: (role) => {
      const name = normaliseRole(role.name);
      // The schema's enum cannot carry it; logged and masked as a server error.
      if (name === null) throw new Error(`unknown role "${role.name}" from the backend`);
      return name;
    },
  },
  TelegramSubscription: {
    telegramId: (sub) => String(sub.telegram_id),
    firstName: (sub) => sub.first_name ?? null,
    lastName: (sub) => sub.last_name ?? null,
    createdAt: (sub) => sub.created_at ?? null,
  },
};
