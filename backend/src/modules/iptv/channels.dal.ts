import { IPTV_CHANNEL_LIST } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';
import type { ChannelIdentity, M3uEntry } from './m3u/index.js';

export interface ChannelListRow {
  id: number;
  name: string;
  tvg_id: string | null;
  tvg_name: string | null;
  logo: string | null;
  group_title: string | null;
  url: string;
  provider_id: number;
  provider_name: string;
}

/** One parsed entry as staged: its identity and its URL with credentials as templates. */
export interface StagedEntry {
  entry: M3uEntry;
  identity: ChannelIdentity;
  url: string;
}

const DIGITS = /^\d{1,15}$/;

export const CHANNEL_LIST_SPEC = listSpec(IPTV_CHANNEL_LIST, {
  order: {
    name: 'c.name_sort',
    group_title: 'c.group_title',
    provider: 'lower(p.name)',
  },
  filters: {
    // ILIKE '%…%', served by the trigram index iptv_channels_name_trgm
    search: { type: 'text', column: 'c.name' },
    group: { type: 'exact', column: 'c.group_title' },
    provider: {
      type: 'exact',
      column: 'c.provider_id',
      parse: (raw) => (DIGITS.test(raw.trim()) ? Number(raw) : undefined),
    },
  },
  idColumn: 'c.id',
  defaultPerPage: 20,
});

// Staged columns, in the order stage() writes them (COPY; see Db.copyFrom).
const STAGED = [
  'import_id',
  'position',
  'identity_key',
  'occurrence',
  'name',
  'tvg_id',
  'tvg_name',
  'logo',
  'group_title',
  'tvg_chno',
  'tvg_language',
  'tvg_country',
  'tvg_shift',
  'timeshift',
  'catchup',
  'catchup_source',
  'catchup_days',
  'radio',
  'duration',
  'attributes',
  'vlc_options',
  'kodi_props',
  'url',
] as const;

// Every column but the identity is refreshed by a re-import; the id (what members' lists point at) stays.
const COPIED = STAGED.filter((c) => !['import_id', 'identity_key', 'occurrence'].includes(c));
const UPSERT_SQL = `
  INSERT INTO iptv_channels (provider_id, import_id, created_at, updated_at, identity_key, occurrence, ${COPIED.join(', ')})
  SELECT $1, $2, $3, $3, identity_key, occurrence, ${COPIED.join(', ')}
    FROM iptv_channel_staging WHERE import_id = $2 AND position >= $4 AND position < $5
  ON CONFLICT (provider_id, identity_key, occurrence) DO UPDATE SET
    import_id = EXCLUDED.import_id, updated_at = EXCLUDED.updated_at,
    ${COPIED.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`;

export function createChannelsDal(db: Db) {
  return {
    /** Writes a batch of parsed entries (positions `first`, `first + 1`, …) to the import's staging rows. */
    async stage(importId: number, first: number, batch: readonly StagedEntry[]): Promise<void> {
      const rows = batch.map(({ entry: e, identity, url }, k) => [
        importId,
        first + k,
        identity.key,
        identity.occurrence,
        e.title,
        e.tvgId,
        e.tvgName,
        e.tvgLogo,
        e.groupTitle,
        e.tvgChno,
        e.tvgLanguage,
        e.tvgCountry,
        e.tvgShift,
        e.timeshift,
        e.catchup,
        e.catchupSource,
        e.catchupDays,
        e.radio,
        e.duration,
        // objects and arrays go as JSON (jsonb)
        e.attributes,
        e.vlcOptions,
        e.kodiProps,
        url,
      ]);
      await db.copyFrom('iptv_channel_staging', STAGED, rows);
    },

    /**
     * Copies staged positions [from, to) into the provider's channels (inside the swap's transaction): a channel
     * with the same identity and occurrence keeps its id and is updated, a new one is inserted.
     */
    async upsertStaged(
      tx: Queryable,
      providerId: number,
      importId: number,
      from: number,
      to: number,
      now: Date,
    ) {
      await tx.query(UPSERT_SQL, [providerId, importId, now, from, to]);
    },

    /** Removes the provider's channels the import did not store (vanished from the playlist); answers how many. */
    async removeOthers(tx: Queryable, providerId: number, importId: number): Promise<number> {
      const res = await tx.query('DELETE FROM iptv_channels WHERE provider_id = $1 AND import_id <> $2', [
        providerId,
        importId,
      ]);
      return res.rowCount;
    },

    async dropStaged(importId: number, tx?: Queryable): Promise<void> {
      await (tx ?? db).query('DELETE FROM iptv_channel_staging WHERE import_id = $1', [importId]);
    },

    async list(query: ListQuery): Promise<{ rows: ChannelListRow[]; total: number }> {
      return fetchPage<ChannelListRow>(
        db,
        {
          select:
            'c.id, c.name, c.tvg_id, c.tvg_name, c.logo, c.group_title, c.url, c.provider_id, p.name AS provider_name',
          from: 'iptv_channels c JOIN iptv_providers p ON p.id = c.provider_id',
        },
        CHANNEL_LIST_SPEC,
        query,
      );
    },

    /** The provider's channels by name (the first of equal names). */
    async idsByName(providerId: number): Promise<Map<string, number>> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM iptv_channels WHERE provider_id = $1 ORDER BY position DESC',
        [providerId],
      );
      return new Map(rows.map((r) => [r.name, r.id]));
    },

    async groups(providerId?: number): Promise<string[]> {
      const { rows } = await db.query<{ group_title: string }>(
        `SELECT DISTINCT group_title FROM iptv_channels
          WHERE group_title IS NOT NULL ${providerId === undefined ? '' : 'AND provider_id = $1'}
          ORDER BY group_title`,
        providerId === undefined ? [] : [providerId],
      );
      return rows.map((r) => r.group_title);
    },
  };
}

export type ChannelsDal = ReturnType<typeof createChannelsDal>;
