import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';

export const iptvSettings = defineModuleSettings(
  {
    IPTV_MAX_UPLOAD_MB: {
      schema: z.coerce.number().int().min(1).max(100_000),
      default: '1024',
      meaning: 'largest M3U playlist an admin may upload (larger: 413)',
    },
    IPTV_REFRESH_HOURS: {
      schema: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 365),
      default: '24',
      meaning: 'providers not excluded from refresh are re-imported from their `channel_url` this often',
    },
  },
  (e) => ({
    /** Largest M3U playlist an admin may upload (bytes; IPTV_MAX_UPLOAD_MB). */
    iptvMaxUploadBytes: e.IPTV_MAX_UPLOAD_MB * 1024 * 1024,
    /** Providers not excluded from refresh are re-imported from their channel_url this often. */
    iptvRefreshHours: e.IPTV_REFRESH_HOURS,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    iptv: ConfigOf<typeof iptvSettings>;
  }
}
