import type { RestIptvImport } from '@portal/contract';
import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { refresh } from '../../loaders.js';
import { toPage } from '../../rest/paginator.js';
import {
  channelListQuery,
  createProviderRequest,
  importOfEvent,
  isFinal,
  providerListQuery,
  requiredFields,
  updateProviderRequest,
} from './mapping.js';

/**
 * The progress of one import: its state now, then its events on the public `iptvM3uUpload` channel (all imports
 * share it) until it is FINISHED or FAILED. The channel is live before the state is read, so no event in between is
 * lost; an unknown import is refused when the subscription starts. `return()` leaves the channel at once, even
 * while waiting for an event (an async generator would only leave on the next one).
 */
async function importProgress(
  ctx: Context,
  importId: string,
): Promise<AsyncIterableIterator<RestIptvImport>> {
  const events = await ctx.realtime.iptv.progress();
  let now: RestIptvImport;
  try {
    now = await ctx.rest.iptv.import(importId);
  } catch (error) {
    await events.return?.();
    throw error;
  }
  let first: RestIptvImport | null = now;
  let ended = isFinal(now.state);
  const end = async (): Promise<IteratorResult<RestIptvImport>> => {
    ended = true;
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<RestIptvImport> = {
    async next() {
      if (first) {
        const value = first;
        first = null;
        return { value, done: false };
      }
      while (!ended) {
        const result = await events.next();
        if (result.done) break;
        const event = importOfEvent(result.value);
        if (!event || String(event.id) !== String(now.id)) continue;
        if (!isFinal(event.state)) return { value: event, done: false };
        ended = true;
        // Events speak the backend's default language; the last state (its error) is read in the member's.
        return { value: await ctx.rest.iptv.import(importId).catch(() => event), done: false };
      }
      return end();
    },
    return: end,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * IPTV supply: providers and their imports (ADMIN, enforced by @auth and again by the backend), the import progress
 * as a subscription, the channel catalogue (ADMIN, IPTV); REST (snake_case) → the schema's camelCase fields.
 * Playlists are uploaded through `POST /files/iptv-providers/:id/m3u` (index.ts).
 */
export const iptvResolvers: Resolvers = {
  Query: {
    iptvProviders: async (_parent, args, ctx) =>
      toPage(await ctx.rest.iptv.providers(providerListQuery(args, ctx.language))),
    iptvProvider: (_parent, { id }, ctx) => ctx.loaders.iptv.providerById.load(id),
    iptvImport: (_parent, { id }, ctx) => ctx.loaders.iptv.importById.load(id),
    iptvChannels: async (_parent, args, ctx) =>
      toPage(await ctx.rest.iptv.channels(channelListQuery(args, ctx.language))),
    iptvChannelGroups: (_parent, { providerId }, ctx) => ctx.rest.iptv.groups(providerId ?? undefined),
  },
  Mutation: {
    createIptvProvider: async (_parent, { input }, ctx) =>
      refresh(ctx.loaders.iptv.providerById, await ctx.rest.iptv.create(createProviderRequest(input))),
    updateIptvProvider: async (_parent, { id, input }, ctx) =>
      refresh(ctx.loaders.iptv.providerById, await ctx.rest.iptv.update(id, updateProviderRequest(input))),
    deleteIptvProvider: async (_parent, { id }, ctx) => {
      await ctx.rest.iptv.remove(id);
      ctx.loaders.iptv.providerById.clear(id).prime(id, null);
      return true;
    },
    refreshIptvProvider: async (_parent, { id }, ctx) =>
      refresh(ctx.loaders.iptv.importById, await ctx.rest.iptv.refresh(id)),
  },
  Subscription: {
    iptvImportProgress: {
      subscribe: (_parent, { importId }, ctx) => importProgress(ctx, importId),
      resolve: (item: RestIptvImport) => item,
    },
  },
  IptvProvider: {
    id: (provider) => String(provider.id),
    channelUrl: (provider) => provider.channel_url,
    frontendUrl: (provider) => provider.frontend_url,
    excludeFromRefresh: (provider) => provider.exclude_from_refresh,
    requiredFields: (provider) => requiredFields(provider.config),
    epgUrl: (provider) => provider.epg_url ?? null,
    channelCount: (provider) => provider.channel_count,
    createdAt: (provider) => provider.created_at,
    updatedAt: (provider) => provider.updated_at,
    lastImport: (provider) => provider.last_import ?? null,
  },
  IptvImport: {
    id: (item) => String(item.id),
    channelCount: (item) => item.channel_count,
    groupCount: (item) => item.group_count,
    credentialsFound: (item) => item.credentials_found,
    removedCount: (item) => item.removed_count,
    startedAt: (item) => item.started_at,
    finishedAt: (item) => item.finished_at,
  },
  IptvChannel: {
    id: (channel) => String(channel.id),
    tvgId: (channel) => channel.tvg_id,
    tvgName: (channel) => channel.tvg_name,
    groupTitle: (channel) => channel.group_title,
    provider: (channel) => ({ id: String(channel.provider.id), name: channel.provider.name }),
  },
};
