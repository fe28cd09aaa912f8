import type { RestIptvProviderConfig } from '@portal/contract';
import { IPTV_PROVIDER_LIST } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.js';
import { fetchPage } from '../../db/list.dal.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';
import type { ImportRow } from './imports.dal.js';
import { IMPORT_COLUMNS } from './imports.dal.js';

/** What an admin sets on a provider (channel_url with `{username}` / `{password}`, its credentials sealed apart). */
export interface ProviderFields {
  name: string;
  channel_url: string;
  channel_credentials: string | null;
  frontend_url: string;
  exclude_from_refresh: boolean;
  config: RestIptvProviderConfig;
  epg_url: string | null;
}

export interface ProviderRow extends ProviderFields {
  id: number;
  channel_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A provider with its newest import (null before the first). */
export interface ProviderWithImport extends ProviderRow {
  last_import: ImportRow | null;
}

const COLUMNS =
  'p.id, p.name, p.channel_url, p.channel_credentials, p.frontend_url, p.exclude_from_refresh, p.config, p.epg_url, p.channel_count, ' +
  'p.created_at, p.updated_at';

// The newest import rides along as one JSON value (one query for a whole page).
const LAST_IMPORT = `(SELECT row_to_json(i) FROM (SELECT ${IMPORT_COLUMNS} FROM iptv_imports
   WHERE provider_id = p.id ORDER BY id DESC LIMIT 1) i) AS last_import`;

export const PROVIDER_LIST_SPEC = listSpec(IPTV_PROVIDER_LIST, {
  order: {
    name: 'lower(p.name)',
    channel_count: 'p.channel_count',
    updated_at: 'p.updated_at',
    last_import: '(SELECT max(id) FROM iptv_imports WHERE provider_id = p.id)',
  },
  filters: { name: { type: 'text', column: 'p.name' } },
  idColumn: 'p.id',
  defaultPerPage: 20,
});

/** row_to_json gives timestamps as strings: back to Date like every other row. */
function withImport(row: ProviderRow & { last_import: Record<string, unknown> | null }): ProviderWithImport {
  const i = row.last_import;
  if (!i) return { ...row, last_import: null };
  const date = (v: unknown) => (v === null ? null : new Date(String(v)));
  return {
    ...row,
    last_import: {
      ...(i as unknown as ImportRow),
      started_at: date(i.started_at),
      finished_at: date(i.finished_at),
      created_at: new Date(String(i.created_at)),
      updated_at: new Date(String(i.updated_at)),
    },
  };
}

/** SQLSTATE of a lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

export function createProvidersDal(db: Db) {
  return {
    async list(query: ListQuery): Promise<{ rows: ProviderWithImport[]; total: number }> {
      const { rows, total } = await fetchPage<ProviderRow & { last_import: Record<string, unknown> | null }>(
        db,
        { select: `${COLUMNS}, ${LAST_IMPORT}`, from: 'iptv_providers p' },
        PROVIDER_LIST_SPEC,
        query,
      );
      return { rows: rows.map(withImport), total };
    },

    async find(id: number, tx?: Queryable): Promise<ProviderWithImport | null> {
      const { rows } = await (tx ?? db).query<ProviderRow & { last_import: Record<string, unknown> | null }>(
        `SELECT ${COLUMNS}, ${LAST_IMPORT} FROM iptv_providers p WHERE p.id = $1`,
        [id],
      );
      return rows[0] ? withImport(rows[0]) : null;
    },

    /** Whether any provider exists. */
    async any(): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM iptv_providers LIMIT 1');
      return rows.length > 0;
    },

    /** The id the next provider gets (its credentials are sealed for it before it is inserted). */
    async nextId(): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        "SELECT nextval(pg_get_serial_sequence('iptv_providers', 'id')) AS id",
      );
      return rows[0]!.id;
    },

    async insert(id: number, fields: ProviderFields, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO iptv_providers (id, name, channel_url, channel_credentials, frontend_url, exclude_from_refresh,
                                     config, epg_url, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $9) RETURNING id`,
        [
          id,
          fields.name,
          fields.channel_url,
          fields.channel_credentials,
          fields.frontend_url,
          fields.exclude_from_refresh,
          JSON.stringify(fields.config),
          fields.epg_url,
          now,
        ],
      );
      return rows[0]!.id;
    },

    /** Changes the given fields; false when there is no such provider. */
    async update(id: number, changes: Partial<ProviderFields>, now: Date): Promise<boolean> {
      const sets: string[] = [];
      const params: unknown[] = [id, now];
      for (const [column, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        params.push(column === 'config' ? JSON.stringify(value) : value);
        sets.push(`${column} = $${params.length}${column === 'config' ? '::jsonb' : ''}`);
      }
      const res = await db.query(
        `UPDATE iptv_providers SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`,
        params,
      );
      return res.rowCount > 0;
    },

    /** The channel count an import leaves (inside its swap). */
    async setChannelCount(tx: Queryable, id: number, count: number): Promise<void> {
      await tx.query('UPDATE iptv_providers SET channel_count = $2 WHERE id = $1', [id, count]);
    },

    /**
     * Deletes the provider, its imports (ON DELETE CASCADE) and its channels (no foreign key: see the migration
     * 20261123220000). The provider row goes first: while an import's swap holds it, the DELETE waits, and the
     * channels are deleted after that swap has committed. On PostgreSQL the wait is bounded (the swap runs behind a
     * parser that may be downloading): answers 'busy' then, and nothing is deleted.
     */
    async remove(id: number): Promise<'deleted' | 'missing' | 'busy'> {
      try {
        return await db.transaction(async (tx) => {
          if (db.driver === 'pg') await tx.query("SET LOCAL lock_timeout = '3s'");
          const res = await tx.query('DELETE FROM iptv_providers WHERE id = $1', [id]);
          if (res.rowCount === 0) return 'missing';
          await tx.query('DELETE FROM iptv_channels WHERE provider_id = $1', [id]);
          return 'deleted';
        });
      } catch (err) {
        if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE) return 'busy';
        throw err;
      }
    },

    /** Stores a channel URL and its sealed credentials as they are (the start-up's sealing: updated_at stays). */
    async setChannelSource(
      id: number,
      source: Pick<ProviderFields, 'channel_url' | 'channel_credentials'>,
    ): Promise<void> {
      await db.query('UPDATE iptv_providers SET channel_url = $2, channel_credentials = $3 WHERE id = $1', [
        id,
        source.channel_url,
        source.channel_credentials,
      ]);
    },

    /** Providers whose channel_url still holds Xtream credentials in plain (from before they were sealed). */
    async unsealed(): Promise<ProviderRow[]> {
      const { rows } = await db.query<ProviderRow>(
        `SELECT ${COLUMNS} FROM iptv_providers p
          WHERE p.channel_credentials IS NULL AND p.channel_url LIKE '%username=%' AND p.channel_url LIKE '%password=%'`,
      );
      return rows;
    },

    /** The EPG source the imported playlist's header names (the EPG import's default; see epg/epg.dal sourceUrl). */
    async setPlaylistEpgUrl(tx: Queryable, id: number, url: string | null): Promise<void> {
      await tx.query('UPDATE iptv_providers SET playlist_epg_url = $2 WHERE id = $1', [id, url]);
    },

    /**
     * Adds `fields` to the provider's required fields (an import whose links now carry their templates; inside its
     * swap). Never removes one: that stays the admin's choice.
     */
    async requireFields(tx: Queryable, id: number, fields: readonly string[], now: Date): Promise<void> {
      if (fields.length === 0) return;
      await tx.query(
        `UPDATE iptv_providers
            SET config = jsonb_set(config, '{required_fields}', (
                  SELECT to_jsonb(array_agg(f ORDER BY f = 'password', f))
                    FROM (SELECT jsonb_array_elements_text(coalesce(config->'required_fields', '[]'::jsonb))
                          UNION SELECT unnest($2::text[])) AS u(f))),
                updated_at = $3
          WHERE id = $1 AND NOT coalesce(config->'required_fields', '[]'::jsonb) @> to_jsonb($2::text[])`,
        [id, fields, now],
      );
    },

    /** The swap's hold on its provider (see remove); false when the provider is gone. */
    async lockForSwap(tx: Queryable, id: number): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM iptv_providers WHERE id = $1 FOR KEY SHARE', [id]);
      return rows.length > 0;
    },

    /**
     * Providers due for a refresh: not excluded, imported (FINISHED) at least once, the newest import older than
     * `before`, and none queued or running.
     */
    async dueForRefresh(before: Date): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        `SELECT p.id FROM iptv_providers p
          WHERE NOT p.exclude_from_refresh
            AND EXISTS (SELECT 1 FROM iptv_imports i WHERE i.provider_id = p.id AND i.state = 'FINISHED')
            AND (SELECT max(created_at) FROM iptv_imports i WHERE i.provider_id = p.id) < $1
          ORDER BY p.id`,
        [before],
      );
      return rows.map((r) => r.id);
    },
  };
}

export type ProvidersDal = ReturnType<typeof createProvidersDal>;
