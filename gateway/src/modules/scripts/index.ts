import type { RestCurrentPersonalAccessToken } from '@portal/contract';
import { createCostBudget } from '../../graphql/cost-budget.js';
import { defineModule } from '../../module.js';
import { scriptsSettings } from './env.js';
import { createScriptsApi } from './api.js';
import { scriptsGuard } from './guard.js';
import { scriptsResolvers } from './resolvers.js';

/**
 * Scripts: the member's personal access tokens (`Authorization: Bearer pat_…`), and a guard before every
 * operation: a cost budget per token and minute, and no mutations for READ_ONLY tokens.
 */
export const scriptsModule = defineModule({
  name: 'scripts',
  settings: scriptsSettings,
  resolvers: scriptsResolvers,
  api: createScriptsApi,
  guards: ({ config, redis, operationCost }) => [
    scriptsGuard({
      budget: createCostBudget({
        points: config.scriptsBudget.cost,
        windowSeconds: config.scriptsBudget.windowSeconds,
        redis,
        keyPrefix: 'portal:scripts-cost',
      }),
      operationCost,
    }),
  ],
  loaders: ({ api }) => {
    let current: Promise<RestCurrentPersonalAccessToken> | undefined;
    return {
      /** The token carrying the operation (null data for a session), asked once per operation. */
      currentToken: (): Promise<RestCurrentPersonalAccessToken> => (current ??= api.current()),
    };
  },
});
