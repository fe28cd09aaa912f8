import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';
import { minutes, optionalString } from '../../lib/env.js';

export const ls22Settings = defineModuleSettings(
  {
    LS22_SERVER_URL: {
      schema: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
      meaning:
        'web interface of the FS22 dedicated server (`http://host:port`); one saved in the portal goes first',
    },
    LS22_SERVER_CODE: {
      schema: optionalString,
      meaning: 'the code of its feeds; one saved in the portal goes first',
      secret: true,
    },
    LS22_POLL_SECONDS: {
      schema: z.coerce.number().int().min(1).max(3600),
      default: '15',
      meaning: "how often one poller reads the server's stats, however many members watch",
    },
    LS22_BACKUP_MINUTES: {
      schema: minutes.max(7 * 24 * 60),
      default: '60',
      meaning: 'how often a savegame backup is taken',
    },
  },
  (e) => ({
    /** The FS22 dedicated server's web interface and its feeds' code (admins may save others in the portal). */
    ls22ServerUrl: e.LS22_SERVER_URL?.replace(/\/+$/, ''),
    ls22ServerCode: e.LS22_SERVER_CODE,
    /** The server's stats are polled this often (one poller, however many members watch). */
    ls22PollSeconds: e.LS22_POLL_SECONDS,
    /** A savegame backup is taken this often. */
    ls22BackupMinutes: e.LS22_BACKUP_MINUTES,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    ls22: ConfigOf<typeof ls22Settings>;
  }
}
