import type { Resolvers, RoleName } from '../../generated/graphql.js';
import { normaliseRole } from '../../graphql/auth-directive.js';

/** REST `User`/`Role`/`TelegramSubscription` (snake_case) → the schema's camelCase fields. */
export const usersResolvers: Resolvers = {
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
    name: (role) => normaliseRole(role.name) as RoleName,
  },
  TelegramSubscription: {
    telegramId: (sub) => String(sub.telegram_id),
    firstName: (sub) => sub.first_name ?? null,
    lastName: (sub) => sub.last_name ?? null,
    createdAt: (sub) => sub.created_at ?? null,
  },
};
