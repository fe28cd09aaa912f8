import type { Db, Queryable } from '../../../db/client.js';

/** What a personal link opens: the list and its owner. */
export interface LinkTarget {
  list_id: number;
  user_id: number;
}

/** One playlist entry: a row of the list with its catalogue channel. */
export interface PlaylistRow {
  id: number;
  position: number;
  channel_id: number;
  provider_id: number;
  name: string;
  duration: number;
  tvg_id: string | null;
  tvg_name: string | null;
  logo: string | null;
  tvg_chno: string | null;
  tvg_language: string | null;
  tvg_country: string | null;
  tvg_shift: number | null;
  timeshift: string | null;
  catchup: string | null;
  catchup_source: string | null;
  catchup_days: number | null;
  radio: boolean;
  attributes: Record<string, string>;
  vlc_options: string[];
  kodi_props: string[];
  url: string;
}

export function createLinksDal(db: Db) {
  return {
    async sealedToken(listId: number): Promise<string | null> {
      const { rows } = await db.query<{ token: string }>(
        'SELECT token FROM iptv_personal_links WHERE list_id = $1',
        [listId],
      );
      return rows[0]?.token ?? null;
    },

    /** Replaces the list's link (the old token stops working in the same statement). */
    async replace(
      tx: Queryable,
      listId: number,
      tokenHash: string,
      sealed: string,
      now: Date,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO iptv_personal_links (list_id, token_hash, token, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (list_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, token = EXCLUDED.token,
           created_at = EXCLUDED.created_at`,
        [listId, tokenHash, sealed, now],
      );
    },

    async target(tokenHash: string): Promise<LinkTarget | null> {
      const { rows } = await db.query<LinkTarget>(
        `SELECT k.list_id, l.user_id FROM iptv_personal_links k JOIN iptv_lists l ON l.id = k.list_id
          WHERE k.token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },

    /** The next `limit` rows of a group after (position, id), in order (keyset pages: no offset to skip). */
    async playlistPage(
      listId: number,
      group: string,
      after: { position: number; id: number } | null,
      limit: number,
    ): Promise<PlaylistRow[]> {
      const { rows } = await db.query<PlaylistRow>(
        `SELECT r.id, r.position, c.id AS channel_id, c.provider_id, c.name, c.duration, c.tvg_id, c.tvg_name, c.logo, c.tvg_chno,
                c.tvg_language, c.tvg_country, c.tvg_shift, c.timeshift, c.catchup, c.catchup_source,
                c.catchup_days, c.radio, c.attributes, c.vlc_options, c.kodi_props, c.url
           FROM iptv_list_channels r JOIN iptv_channels c ON c.id = r.channel_id
          WHERE r.list_id = $1 AND r.group_title = $2 AND (r.position, r.id) > ($3, $4)
          ORDER BY r.position, r.id LIMIT $5`,
        [listId, group, after?.position ?? Number.MIN_SAFE_INTEGER, after?.id ?? 0, limit],
      );
      return rows;
    },
  };
}

export type LinksDal = ReturnType<typeof createLinksDal>;
