import type { RestIptvImport } from '@portal/contract';
import type { Resolvers } from '../../generated/graphql.js';
import { refresh } from '../../loaders.js';
import { toPage } from '../../rest/paginator.js';
import {
  channelListQuery,
  createProviderRequest,
  providerListQuery,
  requiredFields,
  updateProviderRequest,
} from './mapping.js';
import { progressOf } from './progress.js';

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
      subscribe: async (_parent, { importId }, ctx) =>
        progressOf(await ctx.realtime.iptv.progress(), () => ctx.rest.iptv.import(importId)),
      resolve: (item: RestIptvImport) => item,
    },
  },
  IptvProvider: {
    id: (provider) => String(provider.id),
    channelUrl: (provider) => provider.channel_url,
    channelCredentialsStored: (provider) => provider.channel_credentials_stored,
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
