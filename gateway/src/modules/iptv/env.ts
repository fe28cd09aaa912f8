import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { int } from '../../env.js';

export const iptvSettings = defineModuleSettings(
  {
    IPTV_MAX_UPLOAD_MB: {
      schema: int(1, 1_048_576),
      default: '1024',
      meaning: 'largest M3U playlist passed on to the backend (larger: 413 at once)',
    },
  },
  (e) => ({
    /** The largest playlist `POST /files/iptv-providers/:id/m3u` takes (`IPTV_MAX_UPLOAD_MB`), in bytes. */
    iptvMaxUploadBytes: e.IPTV_MAX_UPLOAD_MB * 1024 * 1024,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    iptv: ConfigOf<typeof iptvSettings>;
  }
}
