import type { RestCurrentPersonalAccessToken } from '@portal/contract';
import { defineModule } from '../../module.js';
import { createScriptsApi } from './api.js';
import { scriptsResolvers } from './resolvers.js';

export { scriptsGuard, type ScriptsGuardDeps } from './guard.js';

/**
 * Scripts: the member's personal access tokens (`Authorization: Bearer pat_…`), and `scriptsGuard`, which the
 * server runs before every operation: a cost budget per token and minute, and no mutations for READ_ONLY tokens.
 */
export const scriptsModule = defineModule({
  name: 'scripts',
  resolvers: scriptsResolvers,
  api: createScriptsApi,
  loaders: ({ api }) => {
    let current: Promise<RestCurrentPersonalAccessToken> | undefined;
    return {
      /** The token carrying the operation (null data for a session), asked once per operation. */
      currentToken: (): Promise<RestCurrentPersonalAccessToken> => (current ??= api.current()),
    };
  },
});
