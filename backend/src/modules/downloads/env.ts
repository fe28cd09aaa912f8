import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';

export const downloadsSettings = defineModuleSettings(
  {
    DOWNLOADS_TTL_HOURS: {
      schema: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 365),
      default: '168',
      meaning: 'a download expires this long after its creation',
    },
    DOWNLOADS_CLEANUP_INTERVAL_SECONDS: {
      schema: z.coerce.number().int().min(1).max(86_400),
      default: '60',
      meaning: 'how often expired downloads are removed',
    },
    DOWNLOADS_MAX_FILE_MB: {
      schema: z.coerce.number().int().min(1).max(100_000),
      default: '1024',
      meaning: 'largest file the downloads service writes',
    },
  },
  (e) => ({
    /** Downloads live this long (DOWNLOADS_TTL_HOURS). */
    downloadsTtlHours: e.DOWNLOADS_TTL_HOURS,
    downloadsCleanupIntervalSeconds: e.DOWNLOADS_CLEANUP_INTERVAL_SECONDS,
    /** Largest file the downloads service writes (bytes). */
    downloadsMaxFileBytes: e.DOWNLOADS_MAX_FILE_MB * 1024 * 1024,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    downloads: ConfigOf<typeof downloadsSettings>;
  }
}
