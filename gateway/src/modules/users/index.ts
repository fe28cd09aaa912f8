import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { createUsersApi } from './api.js';
import { usersResolvers } from './resolvers.js';

/** Members: the admin list and management, the member's own profile. */
export const usersModule = defineModule({
  name: 'users',
  resolvers: usersResolvers,
  api: createUsersApi,
  loaders: ({ api }) => ({
    /** A member by id as the caller may see it (GET /api/cp/user/{id}, super admins only), or null when unknown. */
    byId: byIdLoader({ fetchOne: (id) => api.get(id) }),
  }),
});
