import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { int } from '../../env.js';

export const scriptsSettings = defineModuleSettings(
  {
    SCRIPTS_COST_PER_MINUTE: {
      schema: int(1, 100_000_000),
      default: '20000',
      meaning: 'query cost a personal access token may spend a minute; beyond it 429 (see below)',
    },
  },
  (e) => ({
    /** The query cost a script may spend per personal access token; members' sessions are not counted. */
    scriptsBudget: {
      /** Cost per window (the cost limit's formula, see QueryLimits.maxCost). */
      cost: e.SCRIPTS_COST_PER_MINUTE,
      /** The window in seconds: 60 (tests shorten it). */
      windowSeconds: 60,
    },
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    scripts: ConfigOf<typeof scriptsSettings>;
  }
}
