import type { RestIptvEpgChannel, RestIptvEpgImport } from '@portal/contract';
import type { IptvEpgChannel, IptvEpgImport, QueryIptvEpgArgs } from '../../generated/graphql.js';

/** GraphQL ↔ REST of the EPG (pure; unit-tested). */

/** `iptvEpg(from, to)` → the query; an absent or null bound is left to the backend's default. */
export function epgWindow({ from, to }: Omit<QueryIptvEpgArgs, 'listId'>): { from?: string; to?: string } {
  return { ...(from == null ? {} : { from }), ...(to == null ? {} : { to }) };
}

export const toIptvEpgChannel = (channel: RestIptvEpgChannel): IptvEpgChannel => ({
  listChannelId: String(channel.list_channel_id),
  name: channel.name,
  programmes: channel.programmes,
});

export const toIptvEpgImport = (row: RestIptvEpgImport): IptvEpgImport => ({
  id: String(row.id),
  providerId: String(row.provider_id),
  state: row.state,
  url: row.url,
  current: row.current,
  programmeCount: row.programme_count,
  channelCount: row.channel_count,
  matchedCount: row.matched_count,
  skipped: row.skipped,
  truncated: row.truncated,
  error: row.error,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
});
