import type { Db } from '../../db/client.js';

/** A configuration as stored: key, secret and passphrase sealed. */
export interface ConfigRow {
  id: number;
  user_id: number;
  platform: string;
  label: string;
  api_key: string;
  api_secret: string;
  api_passphrase: string;
  api_key_last_four: string;
  meta: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

export type ConfigFields = Pick<
  ConfigRow,
  'platform' | 'label' | 'api_key' | 'api_secret' | 'api_passphrase' | 'api_key_last_four' | 'meta'
>;

const json = (meta: ConfigRow['meta']) => (meta === null ? null : JSON.stringify(meta));

const COLUMNS =
  'id::int AS id, user_id::int AS user_id, platform, label, api_key, api_secret, api_passphrase, ' +
  'api_key_last_four, meta, created_at, updated_at';

/** A member's configurations; every read and write names the owner, so another member's id finds nothing. */
export function createConfigsDal(db: Db) {
  return {
    async list(userId: number): Promise<ConfigRow[]> {
      const { rows } = await db.query<ConfigRow>(
        `SELECT ${COLUMNS} FROM crypt_track_configs WHERE user_id = $1 ORDER BY lower(label), id`,
        [userId],
      );
      return rows;
    },

    async find(userId: number, id: number): Promise<ConfigRow | null> {
      const { rows } = await db.query<ConfigRow>(
        `SELECT ${COLUMNS} FROM crypt_track_configs WHERE user_id = $1 AND id = $2`,
        [userId, id],
      );
      return rows[0] ?? null;
    },

    async insert(userId: number, f: ConfigFields, now: Date): Promise<ConfigRow> {
      const { rows } = await db.query<ConfigRow>(
        `INSERT INTO crypt_track_configs
           (user_id, platform, label, api_key, api_secret, api_passphrase, api_key_last_four, meta, created_at,
            updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9) RETURNING ${COLUMNS}`,
        [
          userId,
          f.platform,
          f.label,
          f.api_key,
          f.api_secret,
          f.api_passphrase,
          f.api_key_last_four,
          json(f.meta),
          now,
        ],
      );
      return rows[0]!;
    },

    async update(userId: number, id: number, f: ConfigFields, now: Date): Promise<ConfigRow | null> {
      const { rows } = await db.query<ConfigRow>(
        `UPDATE crypt_track_configs SET platform = $3, label = $4, api_key = $5, api_secret = $6,
                api_passphrase = $7, api_key_last_four = $8, meta = $9::jsonb, updated_at = $10
          WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          userId,
          id,
          f.platform,
          f.label,
          f.api_key,
          f.api_secret,
          f.api_passphrase,
          f.api_key_last_four,
          json(f.meta),
          now,
        ],
      );
      return rows[0] ?? null;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const { rows } = await db.query(
        'DELETE FROM crypt_track_configs WHERE user_id = $1 AND id = $2 RETURNING id',
        [userId, id],
      );
      return rows.length > 0;
    },

    /** The member whose e-mail, lowercased, is `email`, with how many configurations they have; null for none. */
    async memberByEmail(email: string): Promise<{ id: number; configs: number } | null> {
      const { rows } = await db.query<{ id: number; configs: number }>(
        `SELECT u.id::int AS id, (SELECT count(*)::int FROM crypt_track_configs c WHERE c.user_id = u.id) AS configs
           FROM users u WHERE lower(u.email) = $1`,
        [email],
      );
      return rows[0] ?? null;
    },
  };
}

export type ConfigsDal = ReturnType<typeof createConfigsDal>;
