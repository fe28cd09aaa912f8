import type { RestIptvList, RestIptvListChannel } from '@portal/contract';
import { events, IPTV_DEFAULT_GROUP } from '@portal/contract';
import type { Db, Tx } from '../../../db/client.js';
import { fieldError, notFound } from '../../../http/errors.js';
import type { ListQuery } from '../../../http/list-query.js';
import type { Clock } from '../../../lib/clock.js';
import type { Broadcaster } from '../../../realtime/broadcaster.js';
import type { ListOverviewRow, ListsDal } from './lists.dal.js';
import type { ListRowView, RowsDal } from './rows.dal.js';
import { POSITION_STEP } from './rows.dal.js';

export function rowView(
  row: ListRowView,
  logoUrl: (logo: string | null) => string | null,
): RestIptvListChannel {
  return {
    id: row.id,
    order: Number(row.order),
    group_title: row.group_title,
    channel_id: row.channel_id,
    name: row.name,
    tvg_id: row.tvg_id,
    logo: logoUrl(row.logo),
    link: row.link,
    provider_group_title: row.provider_group_title,
    ip_tv_provider: { id: row.provider_id, name: row.provider_name },
  };
}

export interface ListsServiceDeps {
  db: Db;
  listsDal: ListsDal;
  rowsDal: RowsDal;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  clock: Clock;
  /** The absolute URL of a list's personal link from its sealed token (null when it cannot be opened). */
  linkUrl: (listId: number, sealedToken: string) => string | null;
  /** The portal's URL of a catalogue logo. */
  logoUrl: (logo: string | null) => string | null;
}

/** Each id once, in the order first given. */
const unique = (ids: readonly (string | number)[]) => [...new Set(ids.map(Number))];

const isPosition = (n: number) => Number.isSafeInteger(n) && n >= 1;

/** A 1-based position within `size` places, else the 422 'invalid position' on `field`. */
function checkPosition(field: string, value: string | number, size: number): number {
  const n = Number(value);
  if (!isPosition(n) || n > size) throw fieldError(field, 'invalid_position');
  return n;
}

/**
 * A member's lists, their rows and groups. Every change runs in a transaction that first locks the member's list
 * (404 for anybody else's) and, once committed, tells the member's open views ('channel moved').
 */
export function createListsService(deps: ListsServiceDeps) {
  const { db, listsDal, rowsDal, broadcaster, clock, linkUrl, logoUrl } = deps;

  const overviewView = (row: ListOverviewRow): RestIptvList => ({
    id: row.id,
    name: row.name,
    stats: { channel_count: row.channel_count, categorie_count: row.categorie_count },
    used_providers: row.used_providers,
    ip_tv_personal_download_link_url: row.sealed_token ? linkUrl(row.id, row.sealed_token) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

  async function get(userId: number, listId: number): Promise<RestIptvList> {
    const [row] = await listsDal.overview(userId, listId);
    if (!row) throw notFound();
    return overviewView(row);
  }

  /** Runs `change` on the member's locked list, then announces it. */
  async function mutate<T>(userId: number, listId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await listsDal.lock(tx, userId, listId))) throw notFound();
      await rowsDal.dropEmptyGroups(tx, listId);
      const result = await change(tx);
      await rowsDal.dropEmptyGroups(tx, listId);
      await listsDal.touch(tx, listId, clock.now());
      tx.afterCommit(() => broadcaster.broadcast(events.iptvChannelMoved, { list_id: listId }, userId));
      return result;
    });
  }

  /** Appends channels (known to exist) to a group, skipping those in it already; answers the new rows' ids. */
  async function appendChannels(tx: Tx, listId: number, group: string, channelIds: readonly number[]) {
    const present = await rowsDal.channelsIn(tx, listId, group, channelIds);
    const added = await rowsDal.append(
      tx,
      listId,
      group,
      channelIds.filter((id) => !present.has(id)),
      clock.now(),
    );
    if (added.length > 0) await rowsDal.ensureGroup(tx, listId, group, group === IPTV_DEFAULT_GROUP);
    return added;
  }

  /** The list's rows with these ids, in the given order; 422 on `rows` when one is not a row of the list. */
  async function rowsOf(tx: Tx, listId: number, ids: readonly (string | number)[]) {
    const wanted = unique(ids);
    const found = new Map((await rowsDal.find(tx, listId, wanted)).map((r) => [r.id, r]));
    if (found.size !== wanted.length) throw fieldError('rows', 'validation.exists');
    return wanted.map((id) => found.get(id)!);
  }

  /** 422 on `field` unless every channel exists in the catalogue. */
  async function checkChannels(tx: Tx, field: string, ids: readonly number[]) {
    const existing = await rowsDal.existingChannels(tx, ids);
    if (existing.size !== ids.length) throw fieldError(field, 'validation.exists');
  }

  return {
    get,

    async list(userId: number): Promise<RestIptvList[]> {
      return (await listsDal.overview(userId)).map(overviewView);
    },

    async create(userId: number, name: string): Promise<RestIptvList> {
      const id = await listsDal.insert(userId, name, clock.now());
      await broadcaster.broadcast(events.iptvChannelMoved, { list_id: id }, userId);
      return get(userId, id);
    },

    async rename(userId: number, listId: number, name: string): Promise<RestIptvList> {
      await mutate(userId, listId, (tx) => listsDal.rename(tx, listId, name));
      return get(userId, listId);
    },

    async remove(userId: number, listId: number): Promise<void> {
      await mutate(userId, listId, (tx) => listsDal.remove(tx, listId));
    },

    /** One page of a group's rows (default 'default'). */
    async rows(userId: number, listId: number, query: ListQuery) {
      if (!(await listsDal.find(userId, listId))) throw notFound();
      const groupFilter = query.filters.find((f) => f.field === 'group');
      const rest: ListQuery = {
        ...query,
        filters: query.filters.filter((f) => f !== groupFilter),
      };
      const group = groupFilter ? String(groupFilter.value) : IPTV_DEFAULT_GROUP;
      const { rows, total } = await rowsDal.page(db, listId, group, rest);
      return { items: rows.map((row) => rowView(row, logoUrl)), total };
    },

    async groups(userId: number, listId: number): Promise<string[]> {
      if (!(await listsDal.find(userId, listId))) throw notFound();
      return rowsDal.groups(db, listId);
    },

    /** The providers' group titles of the list's channels, sorted. */
    async providerGroups(userId: number, listId: number): Promise<string[]> {
      if (!(await listsDal.find(userId, listId))) throw notFound();
      return rowsDal.providerGroups(db, listId);
    },

    /** Adds one channel to the end of a group; `created` false when it was there already (nothing changes). */
    async addChannel(userId: number, listId: number, channel: string | number, group = IPTV_DEFAULT_GROUP) {
      const channelId = Number(channel);
      const { rowId, created } = await mutate(userId, listId, async (tx) => {
        await checkChannels(tx, 'channel', [channelId]);
        const [added] = await appendChannels(tx, listId, group, [channelId]);
        if (added !== undefined) return { rowId: added, created: true };
        return { rowId: (await rowsDal.rowOfChannel(tx, listId, group, channelId))!, created: false };
      });
      return { row: rowView((await rowsDal.view(db, listId, rowId))!, logoUrl), created };
    },

    /** Adds catalogue channels to the end of a group, in order, skipping those in it; answers how many. */
    async addChannels(
      userId: number,
      listId: number,
      channels: readonly (string | number)[],
      group = IPTV_DEFAULT_GROUP,
    ) {
      const ids = unique(channels);
      return mutate(userId, listId, async (tx) => {
        await checkChannels(tx, 'channels', ids);
        return (await appendChannels(tx, listId, group, ids)).length;
      });
    },

    /** Moves a row one place up or down in its group; at the edge nothing changes. */
    async moveRow(userId: number, listId: number, rowId: number, direction: 'up' | 'down') {
      await mutate(userId, listId, async (tx) => {
        const [row] = await rowsDal.find(tx, listId, [rowId]);
        if (!row) throw notFound();
        const other = await rowsDal.neighbour(tx, listId, row, direction);
        if (other) await rowsDal.swap(tx, row, other);
      });
    },

    /**
     * Moves rows one place up or down in their groups, as a block: a row at the edge stays, and so does a row
     * whose neighbour is one of these rows that stayed. Answers how many moved.
     */
    async moveRows(
      userId: number,
      listId: number,
      ids: readonly (string | number)[],
      direction: 'up' | 'down',
    ) {
      return mutate(userId, listId, async (tx) => {
        const sign = direction === 'up' ? 1 : -1;
        // the leading row first: the rows behind it then find its old place free
        const rows = (await rowsOf(tx, listId, ids)).sort(
          (a, b) => sign * (a.position - b.position || a.id - b.id),
        );
        const stayed = new Set<number>();
        for (const row of rows) {
          const other = await rowsDal.neighbour(tx, listId, row, direction);
          if (!other || stayed.has(other.id)) stayed.add(row.id);
          else await rowsDal.swap(tx, row, other);
        }
        return rows.length - stayed.size;
      });
    },

    /** Moves the row at position `from` of a group to `to` (1-based). */
    async moveRowTo(
      userId: number,
      listId: number,
      input: { from: string | number; to: string | number; group?: string },
    ) {
      const group = input.group ?? IPTV_DEFAULT_GROUP;
      const from = Number(input.from);
      const to = Number(input.to);
      // the row's neighbours at the target once it has left its place: before rank `to` when moving up, after it
      // when moving down
      const [before, after] = to < from ? [to - 1, to] : [to, to + 1];
      await mutate(userId, listId, async (tx) => {
        for (;;) {
          const at = isPosition(from)
            ? await rowsDal.atRanks(tx, listId, group, [
                [from, 1],
                ...(isPosition(to) ? [before >= 1 ? ([before, 2] as const) : ([after, 1] as const)] : []),
              ])
            : new Map<number, { id: number; position: number }>();
          // in bounds: `from` exists, and `to` is before it or exists too
          if (!isPosition(from) || !at.has(from)) throw fieldError('from', 'invalid_position');
          if (!isPosition(to) || (to > from && !at.has(to))) throw fieldError('to', 'invalid_position');
          if (from === to) return;
          const prev = at.get(before);
          const next = at.get(after);
          const position = !prev
            ? next!.position - POSITION_STEP
            : !next
              ? prev.position + POSITION_STEP
              : next.position - prev.position > 1
                ? Math.floor((prev.position + next.position) / 2)
                : null;
          if (position !== null) return rowsDal.setPosition(tx, at.get(from)!.id, position);
          // no gap left between the neighbours: spread the group out again, then take the new gap
          await rowsDal.renumber(tx, listId, group);
        }
      });
    },

    /** Moves a group to position `to` (1-based) among the list's groups. */
    async moveGroup(userId: number, listId: number, group: string, to: string | number) {
      await mutate(userId, listId, async (tx) => {
        const groups = await rowsDal.groups(tx, listId);
        const from = groups.indexOf(group);
        if (from < 0) throw fieldError('group', 'validation.exists');
        const target = checkPosition('to', to, groups.length);
        groups.splice(from, 1);
        groups.splice(target - 1, 0, group);
        await rowsDal.orderGroups(tx, listId, groups);
      });
    },

    /** Copies rows to the end of a group, in order, skipping channels already in it; answers how many. */
    async copyToGroup(userId: number, listId: number, ids: readonly (string | number)[], group: string) {
      return mutate(userId, listId, async (tx) => {
        const rows = await rowsOf(tx, listId, ids);
        return (await appendChannels(tx, listId, group, unique(rows.map((r) => r.channel_id)))).length;
      });
    },

    /**
     * Moves rows to the end of a group, in order. A row whose channel is in that group already (or came with an
     * earlier row of this call) leaves its own group instead of being doubled; rows of the group stay where they
     * are. Answers how many rows left their groups.
     */
    async moveToGroup(userId: number, listId: number, ids: readonly (string | number)[], group: string) {
      return mutate(userId, listId, async (tx) => {
        const rows = (await rowsOf(tx, listId, ids)).filter((r) => r.group_title !== group);
        const present = await rowsDal.channelsIn(
          tx,
          listId,
          group,
          rows.map((r) => r.channel_id),
        );
        const moved: number[] = [];
        const merged: number[] = [];
        for (const row of rows) {
          if (present.has(row.channel_id)) merged.push(row.id);
          else {
            moved.push(row.id);
            present.add(row.channel_id);
          }
        }
        await rowsDal.remove(tx, listId, merged);
        await rowsDal.moveToEnd(tx, listId, group, moved);
        if (moved.length > 0) await rowsDal.ensureGroup(tx, listId, group, group === IPTV_DEFAULT_GROUP);
        return moved.length + merged.length;
      });
    },

    /** Removes rows from their groups; answers how many. */
    async removeFromGroup(userId: number, listId: number, ids: readonly (string | number)[]) {
      return mutate(userId, listId, async (tx) =>
        rowsDal.remove(
          tx,
          listId,
          (await rowsOf(tx, listId, ids)).map((r) => r.id),
        ),
      );
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
