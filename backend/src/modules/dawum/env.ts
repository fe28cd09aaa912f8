import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';
import { minutes } from '../../lib/env.js';

export const dawumSettings = defineModuleSettings(
  {
    DAWUM_URL: {
      schema: z.url({ protocol: /^https?$/ }),
      default: 'https://api.dawum.de/',
      meaning: "DAWUM's database document (polls, ODbL); tests point it at the fake in tests/fakes",
    },
    DAWUM_SYNC_MINUTES: {
      schema: minutes.max(7 * 24 * 60),
      default: '60',
      meaning: 'the DAWUM sync runs on start and this often',
    },
  },
  (e) => ({
    /** DAWUM's database document (api.dawum.de or a copy). */
    dawumUrl: e.DAWUM_URL,
    /** The DAWUM sync runs on start and this often. */
    dawumSyncMinutes: e.DAWUM_SYNC_MINUTES,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    dawum: ConfigOf<typeof dawumSettings>;
  }
}
