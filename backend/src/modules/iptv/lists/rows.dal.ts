import { IPTV_LIST_CHANNEL_LIST } from '@portal/contract';
import type { Queryable } from '../../../db/client.js';
import { buildListSql } from '../../../db/list.dal.js';
import type { ListQuery } from '../../../http/list-query.js';
import { listSpec } from '../../../http/list-query.js';

/** The gap between neighbouring positions a renumbering leaves: 20 halvings before the next one. */
export const POSITION_STEP = 2 ** 20;

/** One row of a list as the member's table shows it. */
export interface ListRowView {
  id: number;
  order: number;
  group_title: string;
  channel_id: number;
  name: string;
  tvg_id: string | null;
  logo: string | null;
  link: string;
  provider_group_title: string | null;
  provider_id: number;
  provider_name: string;
}

export interface RowRef {
  id: number;
  channel_id: number;
  group_title: string;
  position: number;
}

/**
 * The table's sorts and filters. `group` is parsed here but taken out before the SQL (ListsService.rows): it selects
 * the group the order numbers are counted in rather than filtering them.
 */
export const ROW_LIST_SPEC = listSpec(IPTV_LIST_CHANNEL_LIST, {
  order: { order: 'r.ord', name: 'c.name_sort' },
  filters: {
    search: { type: 'text', column: 'c.name' },
    provider_group: { type: 'exact', column: 'c.group_title' },
    group: { type: 'exact', column: 'r.group_title' },
  },
  idColumn: 'r.id',
  defaultPerPage: 20,
});

const CATALOGUE = `JOIN iptv_channels c ON c.id = r.channel_id JOIN iptv_providers p ON p.id = c.provider_id`;

/** The group's rows numbered 1.. in their order, with their channels; `list` and `group` are placeholders. */
const numberedRows = (list: string, group: string) => `
  (SELECT id, channel_id, group_title, row_number() OVER (ORDER BY position, id) AS ord
     FROM iptv_list_channels WHERE list_id = ${list} AND group_title = ${group}) r ${CATALOGUE}`;

const VIEW_COLUMNS = `r.id, r.ord AS "order", r.group_title, c.id AS channel_id, c.name, c.tvg_id, c.logo,
  c.url AS link, c.group_title AS provider_group_title, p.id AS provider_id, p.name AS provider_name`;

/** A group that has rows. */
const HAS_ROWS = `EXISTS (SELECT 1 FROM iptv_list_channels c
   WHERE c.list_id = g.list_id AND c.group_title = g.name)`;

/**
 * A page of a whole group in its order (the table's default): the page is found on the index alone and numbered
 * from its offset; only its own rows meet the catalogue.
 */
async function plainPage(
  tx: Queryable,
  listId: number,
  group: string,
  query: ListQuery,
  direction: 'asc' | 'desc',
): Promise<{ rows: ListRowView[]; total: number }> {
  const count = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM iptv_list_channels WHERE list_id = $1 AND group_title = $2',
    [listId, group],
  );
  const total = count.rows[0]?.n ?? 0;
  const offset = (query.page - 1) * query.perPage;
  if (offset >= total) return { rows: [], total };
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  // the k-th row of the page is number offset + k from the start, or from the end when descending
  const ord = direction === 'desc' ? '$5::bigint - $3::bigint + 1 - w.k' : '$3::bigint + w.k';
  const { rows } = await tx.query<ListRowView>(
    `SELECT ${VIEW_COLUMNS} FROM
       (SELECT x.id, x.channel_id, x.group_title, ${ord} AS ord
          FROM (SELECT id, row_number() OVER (ORDER BY position ${dir}, id ${dir}) AS k
                  FROM (SELECT id, position FROM iptv_list_channels WHERE list_id = $1 AND group_title = $2
                         ORDER BY position ${dir}, id ${dir} OFFSET $3 LIMIT $4) page) w
          JOIN iptv_list_channels x ON x.id = w.id) r ${CATALOGUE}
      ORDER BY r.ord ${dir}`,
    direction === 'desc'
      ? [listId, group, offset, query.perPage, total]
      : [listId, group, offset, query.perPage],
  );
  return { rows, total };
}

/**
 * SQL of a list's groups and rows. Every writer runs inside the transaction that locked the list (ListsDal.lock),
 * so reading a group's end or neighbours and writing next to them cannot race another change of the list.
 */
export function createRowsDal() {
  return {
    /** One page of a group's rows; `group` is taken out of the filters (it selects, it does not filter). */
    async page(
      tx: Queryable,
      listId: number,
      group: string,
      query: ListQuery,
    ): Promise<{ rows: ListRowView[]; total: number }> {
      const [sort] = query.order;
      if (query.filters.length === 0 && query.order.length === 1 && sort?.field === 'order') {
        return plainPage(tx, listId, group, query, sort.direction);
      }
      // filtered or sorted by name: the order numbers are counted over the whole group, then filtered
      const q = buildListSql(ROW_LIST_SPEC, query);
      const where = q.params.slice(0, q.whereParams);
      const count = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM iptv_list_channels r ${CATALOGUE}
          ${q.where ? `${q.where} AND` : 'WHERE'} r.list_id = $${where.length + 1} AND r.group_title = $${where.length + 2}`,
        [...where, listId, group],
      );
      const total = count.rows[0]?.n ?? 0;
      if (total === 0 || (query.page - 1) * query.perPage >= total) return { rows: [], total };
      const n = q.params.length;
      const { rows } = await tx.query<ListRowView>(
        `SELECT ${VIEW_COLUMNS} FROM ${numberedRows(`$${n + 1}`, `$${n + 2}`)} ${q.where} ${q.orderBy} ${q.limit}`,
        [...q.params, listId, group],
      );
      return { rows, total };
    },

    /** One row with its order, or null. */
    async view(tx: Queryable, listId: number, rowId: number): Promise<ListRowView | null> {
      const { rows } = await tx.query<ListRowView>(
        `SELECT ${VIEW_COLUMNS} FROM
           (SELECT x.id, x.channel_id, x.group_title,
                   (SELECT count(*) FROM iptv_list_channels y WHERE y.list_id = x.list_id
                       AND y.group_title = x.group_title AND (y.position, y.id) <= (x.position, x.id)) AS ord
              FROM iptv_list_channels x WHERE x.id = $2 AND x.list_id = $1) r
           JOIN iptv_channels c ON c.id = r.channel_id
           JOIN iptv_providers p ON p.id = c.provider_id`,
        [listId, rowId],
      );
      return rows[0] ?? null;
    },

    /** The list's rows among `ids` (others are not the list's). */
    async find(tx: Queryable, listId: number, ids: readonly number[]): Promise<RowRef[]> {
      const { rows } = await tx.query<RowRef>(
        `SELECT id, channel_id, group_title, position FROM iptv_list_channels
          WHERE list_id = $1 AND id = ANY($2::bigint[])`,
        [listId, ids],
      );
      return rows;
    },

    /** Which of `channelIds` the group holds already. */
    async channelsIn(
      tx: Queryable,
      listId: number,
      group: string,
      channelIds: readonly number[],
    ): Promise<Set<number>> {
      const { rows } = await tx.query<{ channel_id: number }>(
        `SELECT channel_id FROM iptv_list_channels
          WHERE list_id = $1 AND group_title = $2 AND channel_id = ANY($3::bigint[])`,
        [listId, group, channelIds],
      );
      return new Set(rows.map((r) => r.channel_id));
    },

    /** The id of the group's row of a channel, or null. */
    async rowOfChannel(
      tx: Queryable,
      listId: number,
      group: string,
      channelId: number,
    ): Promise<number | null> {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT id FROM iptv_list_channels WHERE list_id = $1 AND group_title = $2 AND channel_id = $3',
        [listId, group, channelId],
      );
      return rows[0]?.id ?? null;
    },

    /** The providers' group titles of the list's channels, sorted. */
    async providerGroups(tx: Queryable, listId: number): Promise<string[]> {
      const { rows } = await tx.query<{ group_title: string }>(
        `SELECT DISTINCT c.group_title FROM iptv_list_channels r JOIN iptv_channels c ON c.id = r.channel_id
          WHERE r.list_id = $1 AND c.group_title IS NOT NULL ORDER BY c.group_title`,
        [listId],
      );
      return rows.map((r) => r.group_title);
    },

    /** Which of `channelIds` exist in the catalogue. */
    async existingChannels(tx: Queryable, channelIds: readonly number[]): Promise<Set<number>> {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT id FROM iptv_channels WHERE id = ANY($1::bigint[])',
        [channelIds],
      );
      return new Set(rows.map((r) => r.id));
    },

    /** Appends the channels to the end of the group, in the given order; answers the new rows' ids. */
    async append(
      tx: Queryable,
      listId: number,
      group: string,
      channelIds: readonly number[],
      now: Date,
    ): Promise<number[]> {
      if (channelIds.length === 0) return [];
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO iptv_list_channels (list_id, channel_id, group_title, position, created_at)
         SELECT $1, g.channel_id, $2, e.p + g.k * $4, $5
           FROM unnest($3::bigint[]) WITH ORDINALITY AS g (channel_id, k),
                (SELECT coalesce(max(position), 0) AS p FROM iptv_list_channels
                  WHERE list_id = $1 AND group_title = $2) e
          ORDER BY g.k
         RETURNING id`,
        [listId, group, channelIds, POSITION_STEP, now],
      );
      return rows.map((r) => r.id);
    },

    /** Moves rows (of other groups) to the end of `group`, in the given order. */
    async moveToEnd(tx: Queryable, listId: number, group: string, rowIds: readonly number[]): Promise<void> {
      if (rowIds.length === 0) return;
      await tx.query(
        `UPDATE iptv_list_channels t SET group_title = $2, position = e.p + g.k * $4
           FROM unnest($3::bigint[]) WITH ORDINALITY AS g (id, k),
                (SELECT coalesce(max(position), 0) AS p FROM iptv_list_channels
                  WHERE list_id = $1 AND group_title = $2) e
          WHERE t.id = g.id AND t.list_id = $1`,
        [listId, group, rowIds, POSITION_STEP],
      );
    },

    async remove(tx: Queryable, listId: number, rowIds: readonly number[]): Promise<number> {
      if (rowIds.length === 0) return 0;
      const res = await tx.query(
        'DELETE FROM iptv_list_channels WHERE list_id = $1 AND id = ANY($2::bigint[])',
        [listId, rowIds],
      );
      return res.rowCount;
    },

    /** The row before (`up`) or after (`down`) a row in its group, or null at the edge. */
    async neighbour(tx: Queryable, listId: number, row: RowRef, direction: 'up' | 'down') {
      const { rows } = await tx.query<{ id: number; position: number }>(
        direction === 'up'
          ? `SELECT id, position FROM iptv_list_channels WHERE list_id = $1 AND group_title = $2
               AND (position, id) < ($3, $4) ORDER BY position DESC, id DESC LIMIT 1`
          : `SELECT id, position FROM iptv_list_channels WHERE list_id = $1 AND group_title = $2
               AND (position, id) > ($3, $4) ORDER BY position, id LIMIT 1`,
        [listId, row.group_title, row.position, row.id],
      );
      return rows[0] ?? null;
    },

    /** Swaps the positions of two rows. */
    async swap(tx: Queryable, a: { id: number; position: number }, b: { id: number; position: number }) {
      await tx.query(
        `UPDATE iptv_list_channels SET position = CASE id WHEN $1 THEN $4::bigint ELSE $3::bigint END
          WHERE id IN ($1, $2)`,
        [a.id, b.id, a.position, b.position],
      );
    },

    /**
     * The rows at 1-based ranks of a group, asked as runs `[first rank, how many]` (absent: no such rank). Each run
     * is an index-only OFFSET scan: cheaper than numbering the group with a window function.
     */
    async atRanks(
      tx: Queryable,
      listId: number,
      group: string,
      runs: readonly (readonly [first: number, count: number])[],
    ): Promise<Map<number, { id: number; position: number }>> {
      const params: unknown[] = [listId, group];
      const parts = runs.map(([first, count]) => {
        params.push(first, count);
        const [f, c] = [`$${params.length - 1}::bigint`, `$${params.length}::bigint`];
        return `SELECT id, position, (${f} - 1 + row_number() OVER (ORDER BY position, id))::int AS rn FROM
                  (SELECT id, position FROM iptv_list_channels WHERE list_id = $1 AND group_title = $2
                    ORDER BY position, id OFFSET ${f} - 1 LIMIT ${c}) run`;
      });
      const { rows } = await tx.query<{ id: number; position: number; rn: number }>(
        parts.join(' UNION ALL '),
        params,
      );
      return new Map(rows.map((r) => [r.rn, { id: r.id, position: r.position }]));
    },

    async setPosition(tx: Queryable, rowId: number, position: number): Promise<void> {
      await tx.query('UPDATE iptv_list_channels SET position = $2 WHERE id = $1', [rowId, position]);
    },

    /** Gives a group's rows the positions STEP, 2·STEP, … in their order (when a gap has run out). */
    async renumber(tx: Queryable, listId: number, group: string): Promise<void> {
      await tx.query(
        `UPDATE iptv_list_channels t SET position = n.rn * $3
           FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM iptv_list_channels
                  WHERE list_id = $1 AND group_title = $2) n
          WHERE t.id = n.id`,
        [listId, group, POSITION_STEP],
      );
    },

    /** The list's groups that have rows, in their order. */
    async groups(tx: Queryable, listId: number): Promise<string[]> {
      const { rows } = await tx.query<{ name: string }>(
        `SELECT g.name FROM iptv_list_groups g WHERE g.list_id = $1 AND ${HAS_ROWS} ORDER BY g.position, g.name`,
        [listId],
      );
      return rows.map((r) => r.name);
    },

    /** Records a group the list uses from now on: 'default'-like `first` groups go before the others. */
    async ensureGroup(tx: Queryable, listId: number, group: string, first: boolean): Promise<void> {
      await tx.query(
        `INSERT INTO iptv_list_groups (list_id, name, position)
         SELECT $1, $2, ${first ? 'coalesce(min(position), 1) - 1' : 'coalesce(max(position), 0) + 1'}
           FROM iptv_list_groups WHERE list_id = $1
         ON CONFLICT (list_id, name) DO NOTHING`,
        [listId, group],
      );
    },

    /** Forgets the groups without rows (emptied by a change, or by a re-import's cascade). */
    async dropEmptyGroups(tx: Queryable, listId: number): Promise<void> {
      await tx.query(`DELETE FROM iptv_list_groups g WHERE g.list_id = $1 AND NOT ${HAS_ROWS}`, [listId]);
    },

    /** Puts the groups in this order (every group of the list, each once). */
    async orderGroups(tx: Queryable, listId: number, names: readonly string[]): Promise<void> {
      await tx.query(
        `UPDATE iptv_list_groups g SET position = n.k
           FROM unnest($2::text[]) WITH ORDINALITY AS n (name, k)
          WHERE g.list_id = $1 AND g.name = n.name`,
        [listId, names],
      );
    },
  };
}

export type RowsDal = ReturnType<typeof createRowsDal>;
