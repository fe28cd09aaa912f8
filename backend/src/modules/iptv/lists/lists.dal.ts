import type { Db, Queryable } from '../../../db/client.js';
import { MISSING_FIELDS, VALID_SETTINGS } from '../settings/settings.dal.js';

export interface ListRow {
  id: number;
  user_id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
}

/** A list with what its overview card shows (the personal link still sealed). */
export interface ListOverviewRow extends ListRow {
  channel_count: number;
  categorie_count: number;
  used_providers: {
    id: number;
    name: string;
    frontend_url: string;
    user_has_valid_settings: boolean;
    missing_fields: ('username' | 'password')[];
  }[];
  sealed_token: string | null;
}

const COLUMNS = 'l.id, l.user_id, l.name, l.created_at, l.updated_at';

// Counts and providers ride along per list (one query for all of a member's lists).
const OVERVIEW = `${COLUMNS},
  (SELECT count(*)::int FROM iptv_list_channels r WHERE r.list_id = l.id) AS channel_count,
  (SELECT count(DISTINCT r.group_title)::int FROM iptv_list_channels r WHERE r.list_id = l.id) AS categorie_count,
  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'frontend_url', p.frontend_url,
            'user_has_valid_settings', ${VALID_SETTINGS}, 'missing_fields', ${MISSING_FIELDS}) ORDER BY lower(p.name), p.id), '[]'::json)
     FROM iptv_providers p LEFT JOIN iptv_provider_settings s ON s.provider_id = p.id AND s.user_id = l.user_id
    WHERE p.id IN (SELECT c.provider_id FROM iptv_list_channels r JOIN iptv_channels c ON c.id = r.channel_id
                    WHERE r.list_id = l.id)) AS used_providers,
  (SELECT k.token FROM iptv_personal_links k WHERE k.list_id = l.id) AS sealed_token`;

/** A member's lists. Every look-up is by (id, owner): another member's list is as absent as an unknown one. */
export function createListsDal(db: Db) {
  return {
    async overview(userId: number, listId?: number): Promise<ListOverviewRow[]> {
      const { rows } = await db.query<ListOverviewRow>(
        `SELECT ${OVERVIEW} FROM iptv_lists l WHERE l.user_id = $1 ${listId === undefined ? '' : 'AND l.id = $2'}
          ORDER BY lower(l.name), l.id`,
        listId === undefined ? [userId] : [userId, listId],
      );
      return rows;
    },

    async find(userId: number, listId: number, tx?: Queryable): Promise<ListRow | null> {
      const { rows } = await (tx ?? db).query<ListRow>(
        `SELECT ${COLUMNS} FROM iptv_lists l WHERE l.id = $1 AND l.user_id = $2`,
        [listId, userId],
      );
      return rows[0] ?? null;
    },

    /** Locks the member's list for a change (every change of a list or its rows takes this first); false: not theirs. */
    async lock(tx: Queryable, userId: number, listId: number): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM iptv_lists WHERE id = $1 AND user_id = $2 FOR UPDATE', [
        listId,
        userId,
      ]);
      return rows.length > 0;
    },

    async insert(userId: number, name: string, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO iptv_lists (user_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id',
        [userId, name, now],
      );
      return rows[0]!.id;
    },

    /** Marks a change of the list or its rows. */
    async touch(tx: Queryable, listId: number, now: Date): Promise<void> {
      await tx.query('UPDATE iptv_lists SET updated_at = $2 WHERE id = $1', [listId, now]);
    },

    async rename(tx: Queryable, listId: number, name: string): Promise<void> {
      await tx.query('UPDATE iptv_lists SET name = $2 WHERE id = $1', [listId, name]);
    },

    async remove(tx: Queryable, listId: number): Promise<void> {
      await tx.query('DELETE FROM iptv_lists WHERE id = $1', [listId]);
    },
  };
}

export type ListsDal = ReturnType<typeof createListsDal>;
