import { defineModule } from '../../module.js';
import { createAuthApi } from './api.js';
import { authLoaders } from './loaders.js';
import { authResolvers } from './resolvers.js';

/** Log-in and log-out, password reset, Telegram log-in, and who a token belongs to (`ctx.member()`). */
export const authModule = defineModule({
  name: 'auth',
  resolvers: authResolvers,
  api: createAuthApi,
  loaders: authLoaders,
});
