import type { Queryable } from '../../db/client.js';

export interface ConfigRow {
  server_url: string | null;
  code_sealed: string | null;
  updated_at: Date;
}

/** The server configuration admins saved (table `ls22_config`, one row). */
export function createConfigDal(db: Queryable) {
  return {
    async read(): Promise<ConfigRow | null> {
      const { rows } = await db.query<ConfigRow>(
        'SELECT server_url, code_sealed, updated_at FROM ls22_config WHERE id = 1',
      );
      return rows[0] ?? null;
    },

    /** Saves the URL and, when given (not null), the sealed code; a null code keeps the saved one. */
    async save(serverUrl: string | null, codeSealed: string | null, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO ls22_config (id, server_url, code_sealed, updated_at) VALUES (1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET server_url = EXCLUDED.server_url,
           code_sealed = COALESCE(EXCLUDED.code_sealed, ls22_config.code_sealed), updated_at = EXCLUDED.updated_at`,
        [serverUrl, codeSealed, now],
      );
    },
  };
}
