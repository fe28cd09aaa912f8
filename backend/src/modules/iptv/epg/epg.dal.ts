import type { Db, Queryable } from '../../../db/client.js';
import type { CatalogueChannel } from './match.js';
import type { XmltvProgramme } from './xmltv.js';

export type EpgImportState = 'QUEUED' | 'RUNNING' | 'FINISHED' | 'FAILED';

export interface EpgImportRow {
  id: number;
  provider_id: number;
  state: EpgImportState;
  url: string | null;
  current: number;
  programme_count: number | null;
  channel_count: number | null;
  matched_count: number | null;
  skipped: Record<string, number>;
  truncated: boolean;
  error_code: string | null;
  error_detail: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
}

export interface EpgImportResult {
  programmeCount: number;
  channelCount: number;
  matchedCount: number;
  skipped: Record<string, number>;
  truncated: boolean;
}

/** A list row with what the EPG shows of it, in the member's order (groups, then rows). */
export interface EpgListChannel {
  list_channel_id: number;
  channel_id: number;
  name: string;
  tvg_id: string | null;
  logo: string | null;
}

export interface EpgProgrammeRow {
  channel_id: number;
  start: Date;
  stop: Date;
  title: string;
  subtitle: string | null;
  description: string | null;
  category: string | null;
}

const COLUMNS =
  'id, provider_id, state, url, current, programme_count, channel_count, matched_count, skipped, truncated, error_code, ' +
  'error_detail, started_at, finished_at, created_at';

const PROGRAMME_COLUMNS = [
  'import_id',
  'xmltv_id',
  'start',
  'stop',
  'title',
  'subtitle',
  'description',
  'category',
] as const;

// The programmes of catalogue channels, from their provider's current EPG.
const PROGRAMMES = `SELECT m.channel_id, p.start, p.stop, p.title, p.subtitle, p.description, p.category
   FROM iptv_epg_channels m
   JOIN iptv_channels c ON c.id = m.channel_id
   JOIN iptv_providers pr ON pr.id = c.provider_id AND pr.epg_import_id = m.import_id
   JOIN iptv_epg_programmes p ON p.import_id = m.import_id AND p.xmltv_id = m.xmltv_id
  WHERE m.channel_id = ANY($1::bigint[]) AND p.stop > $2 AND p.start < $3
  ORDER BY m.channel_id, p.start`;

export function createEpgDal(db: Db) {
  return {
    /** Queues an EPG import; null while the provider has one queued or running. */
    async insert(providerId: number, now: Date, tx?: Queryable): Promise<EpgImportRow | null> {
      const { rows } = await (tx ?? db).query<EpgImportRow>(
        `INSERT INTO iptv_epg_imports (provider_id, created_at, updated_at) VALUES ($1, $2, $2)
         ON CONFLICT (provider_id) WHERE state IN ('QUEUED', 'RUNNING') DO NOTHING RETURNING ${COLUMNS}`,
        [providerId, now],
      );
      return rows[0] ?? null;
    },

    async find(id: number): Promise<EpgImportRow | null> {
      const { rows } = await db.query<EpgImportRow>(`SELECT ${COLUMNS} FROM iptv_epg_imports WHERE id = $1`, [
        id,
      ]);
      return rows[0] ?? null;
    },

    /** The provider's import that is queued or running, if any. */
    async active(providerId: number): Promise<EpgImportRow | null> {
      const { rows } = await db.query<EpgImportRow>(
        `SELECT ${COLUMNS} FROM iptv_epg_imports WHERE provider_id = $1 AND state IN ('QUEUED', 'RUNNING')`,
        [providerId],
      );
      return rows[0] ?? null;
    },

    /** The programmes a running import has read so far; null when it is no longer running. */
    async progress(id: number, current: number, now: Date): Promise<EpgImportRow | null> {
      const { rows } = await db.query<EpgImportRow>(
        `UPDATE iptv_epg_imports SET current = $2, updated_at = $3
          WHERE id = $1 AND state = 'RUNNING' RETURNING ${COLUMNS}`,
        [id, current, now],
      );
      return rows[0] ?? null;
    },

    /** The provider's newest EPG import. */
    async latest(providerId: number): Promise<EpgImportRow | null> {
      const { rows } = await db.query<EpgImportRow>(
        `SELECT ${COLUMNS} FROM iptv_epg_imports WHERE provider_id = $1 ORDER BY id DESC LIMIT 1`,
        [providerId],
      );
      return rows[0] ?? null;
    },

    /** QUEUED → RUNNING with the URL it reads; null when it is no longer queued. */
    async start(id: number, url: string | null, now: Date): Promise<EpgImportRow | null> {
      const { rows } = await db.query<EpgImportRow>(
        `UPDATE iptv_epg_imports SET state = 'RUNNING', url = $2, started_at = $3, updated_at = $3
          WHERE id = $1 AND state = 'QUEUED' RETURNING ${COLUMNS}`,
        [id, url, now],
      );
      return rows[0] ?? null;
    },

    /** The EPG source of a provider: its epg_url, else the one its last playlist named. */
    async sourceUrl(providerId: number): Promise<string | null> {
      const { rows } = await db.query<{ url: string | null }>(
        `SELECT coalesce(nullif(trim(epg_url), ''), nullif(trim(playlist_epg_url), '')) AS url
           FROM iptv_providers WHERE id = $1`,
        [providerId],
      );
      return rows[0]?.url ?? null;
    },

    /** Whether a playlist import of the provider finished after `since` (its channels changed). */
    async channelsChangedSince(providerId: number, since: Date): Promise<boolean> {
      const { rows } = await db.query(
        "SELECT 1 FROM iptv_imports WHERE provider_id = $1 AND state = 'FINISHED' AND finished_at > $2 LIMIT 1",
        [providerId, since],
      );
      return rows.length > 0;
    },

    async catalogue(providerId: number): Promise<CatalogueChannel[]> {
      const { rows } = await db.query<CatalogueChannel>(
        'SELECT id, tvg_id, tvg_name, name FROM iptv_channels WHERE provider_id = $1 ORDER BY position',
        [providerId],
      );
      return rows;
    },

    async writeProgrammes(importId: number, programmes: readonly XmltvProgramme[]): Promise<void> {
      if (programmes.length === 0) return;
      await db.copyFrom(
        'iptv_epg_programmes',
        PROGRAMME_COLUMNS,
        programmes.map((p) => [
          importId,
          p.channel,
          p.start,
          p.stop,
          p.title,
          p.subtitle,
          p.description,
          p.category,
        ]),
      );
    },

    async writeMatches(importId: number, matches: readonly { channelId: number; xmltvId: string }[]) {
      if (matches.length === 0) return;
      await db.copyFrom(
        'iptv_epg_channels',
        ['import_id', 'channel_id', 'xmltv_id'],
        matches.map((m) => [importId, m.channelId, m.xmltvId]),
      );
    },

    /**
     * The swap: the provider shows this import's programmes from now on, the previous import's rows go, the import
     * is FINISHED — one transaction. Null when the import or its provider is gone meanwhile.
     */
    async swap(row: EpgImportRow, result: EpgImportResult, now: Date): Promise<EpgImportRow | null> {
      return db.transaction(async (tx) => {
        const { rows: providers } = await tx.query<{ epg_import_id: number | null }>(
          'SELECT epg_import_id FROM iptv_providers WHERE id = $1 FOR NO KEY UPDATE',
          [row.provider_id],
        );
        if (!providers[0]) return null;
        const { rows } = await tx.query<EpgImportRow>(
          `UPDATE iptv_epg_imports SET state = 'FINISHED', current = $2, programme_count = $2, channel_count = $3,
                  matched_count = $4, skipped = $5::jsonb, truncated = $6, finished_at = $7, updated_at = $7
            WHERE id = $1 AND state = 'RUNNING' RETURNING ${COLUMNS}`,
          [
            row.id,
            result.programmeCount,
            result.channelCount,
            result.matchedCount,
            JSON.stringify(result.skipped),
            result.truncated,
            now,
          ],
        );
        if (!rows[0]) return null;
        await tx.query('UPDATE iptv_providers SET epg_import_id = $2 WHERE id = $1', [
          row.provider_id,
          row.id,
        ]);
        const old = providers[0].epg_import_id;
        if (old !== null) await removeRows(tx, [old]);
        return rows[0];
      });
    },

    /** Ends an import FAILED and drops what it wrote; the provider keeps its programmes. */
    async fail(
      id: number,
      error: { code: string; detail?: Record<string, string | number> },
      counts: { skipped?: Record<string, number> },
      now: Date,
    ): Promise<EpgImportRow | null> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<EpgImportRow>(
          `UPDATE iptv_epg_imports SET state = 'FAILED', error_code = $2, error_detail = $3,
                  skipped = COALESCE($4::jsonb, skipped), finished_at = $5, updated_at = $5
            WHERE id = $1 AND state IN ('QUEUED', 'RUNNING') RETURNING ${COLUMNS}`,
          [
            id,
            error.code,
            error.detail ? JSON.stringify(error.detail) : null,
            counts.skipped ? JSON.stringify(counts.skipped) : null,
            now,
          ],
        );
        await removeRows(tx, [id]);
        return rows[0] ?? null;
      });
    },

    /** Start-up: imports a previous process left running end FAILED (`interrupted`), their rows dropped. */
    async failInterrupted(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `UPDATE iptv_epg_imports SET state = 'FAILED', error_code = 'interrupted', finished_at = $1, updated_at = $1
            WHERE state = 'RUNNING' AND updated_at < $1 RETURNING id`,
          [now],
        );
        if (rows.length > 0)
          await removeRows(
            tx,
            rows.map((r) => r.id),
          );
        return rows.length;
      });
    },

    /** The rows of a member's list in the member's order, with what the EPG needs of their channels. */
    async listChannels(listId: number): Promise<EpgListChannel[]> {
      const { rows } = await db.query<EpgListChannel>(
        `SELECT r.id AS list_channel_id, c.id AS channel_id, c.name, c.tvg_id, c.logo
           FROM iptv_list_channels r
           JOIN iptv_channels c ON c.id = r.channel_id
           LEFT JOIN iptv_list_groups g ON g.list_id = r.list_id AND g.name = r.group_title
          WHERE r.list_id = $1
          ORDER BY g.position NULLS LAST, r.group_title, r.position, r.id`,
        [listId],
      );
      return rows;
    },

    /** The programmes of catalogue channels overlapping [from, to), by channel and start. */
    async programmes(channelIds: readonly number[], from: Date, to: Date): Promise<EpgProgrammeRow[]> {
      if (channelIds.length === 0) return [];
      const { rows } = await db.query<EpgProgrammeRow>(PROGRAMMES, [channelIds, from, to]);
      return rows;
    },
  };
}

async function removeRows(tx: Queryable, importIds: number[]): Promise<void> {
  await tx.query('DELETE FROM iptv_epg_programmes WHERE import_id = ANY($1::bigint[])', [importIds]);
  await tx.query('DELETE FROM iptv_epg_channels WHERE import_id = ANY($1::bigint[])', [importIds]);
}

export type EpgDal = ReturnType<typeof createEpgDal>;
