import { IPTV_REQUIRED_FIELDS } from '@portal/contract';
import type { Db, Queryable } from '../../../db/client.js';

/** A member's settings for a provider as stored: username, password and extra sealed (null = not set). */
export interface SettingsRow {
  id: number;
  user_id: number;
  provider_id: number;
  username: string | null;
  password: string | null;
  extra: string | null;
  updated_at: Date;
}

/**
 * True when the member's settings `s` (LEFT JOINed, so NULL when there are none) hold every field the provider `p`
 * requires. Set or not is known without decrypting: an unset field is NULL.
 */
export const VALID_SETTINGS = IPTV_REQUIRED_FIELDS.map(
  (field) => `NOT (p.config->'required_fields' ? '${field}' AND s.${field} IS NULL)`,
).join(' AND ');

/** The fields of the provider `p` the member's settings `s` lack (a JSON array; LEFT JOIN as VALID_SETTINGS). */
export const MISSING_FIELDS = `to_json(array_remove(ARRAY[${IPTV_REQUIRED_FIELDS.map(
  (field) => `CASE WHEN p.config->'required_fields' ? '${field}' AND s.${field} IS NULL THEN '${field}' END`,
).join(', ')}]::text[], NULL))`;

/** A provider as members see it. */
export interface MemberProviderRow {
  id: number;
  name: string;
  frontend_url: string;
  config: { required_fields?: string[] };
  valid: boolean;
}

export function createSettingsDal(db: Db) {
  return {
    /** Every provider by name, with whether the member's settings satisfy it. */
    async providers(userId: number): Promise<MemberProviderRow[]> {
      const { rows } = await db.query<MemberProviderRow>(
        `SELECT p.id, p.name, p.frontend_url, p.config, ${VALID_SETTINGS} AS valid
           FROM iptv_providers p LEFT JOIN iptv_provider_settings s ON s.provider_id = p.id AND s.user_id = $1
          ORDER BY lower(p.name), p.id`,
        [userId],
      );
      return rows;
    },

    async providerExists(providerId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM iptv_providers WHERE id = $1', [providerId]);
      return rows.length > 0;
    },

    async find(userId: number, providerId: number, tx?: Queryable): Promise<SettingsRow | null> {
      const { rows } = await (tx ?? db).query<SettingsRow>(
        `SELECT id, user_id, provider_id, username, password, extra, updated_at FROM iptv_provider_settings
          WHERE user_id = $1 AND provider_id = $2`,
        [userId, providerId],
      );
      return rows[0] ?? null;
    },

    /** The member's settings for each of the providers (those without any are absent). */
    async findMany(userId: number, providerIds: readonly number[]): Promise<SettingsRow[]> {
      const { rows } = await db.query<SettingsRow>(
        `SELECT id, user_id, provider_id, username, password, extra, updated_at FROM iptv_provider_settings
          WHERE user_id = $1 AND provider_id = ANY($2::bigint[])`,
        [userId, providerIds],
      );
      return rows;
    },

    /** Stores the sealed fields (null = not set). */
    async save(
      userId: number,
      providerId: number,
      fields: Pick<SettingsRow, 'username' | 'password' | 'extra'>,
      now: Date,
    ): Promise<void> {
      await db.query(
        `INSERT INTO iptv_provider_settings (user_id, provider_id, username, password, extra, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (user_id, provider_id) DO UPDATE SET
           username = EXCLUDED.username, password = EXCLUDED.password, extra = EXCLUDED.extra,
           updated_at = EXCLUDED.updated_at`,
        [userId, providerId, fields.username, fields.password, fields.extra, now],
      );
    },
  };
}

export type SettingsDal = ReturnType<typeof createSettingsDal>;
