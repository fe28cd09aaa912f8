import { GraphQLError } from 'graphql';
import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { refresh } from '../../loaders.js';
import type { RelayEvent } from '../../realtime/relay.js';
import { toPage } from '../../rest/paginator.js';
import type { events, RestIptvEpgImport } from '@portal/contract';
import { epgWindow, toIptvEpgChannel, toIptvEpgImport } from './epg-mapping.js';
import {
  countOf,
  listChannelQuery,
  providerSettingsRequest,
  restDirection,
  toIptvList,
  toIptvListChannel,
  toIptvMemberProvider,
  toIptvProviderSettings,
} from './lists-mapping.js';
import { progressOf } from './progress.js';

type ListChange = RelayEvent<typeof events.iptvChannelMoved>;

/**
 * The changes of one of the member's lists: 'channel moved' events of the member's own channel for `listId`. The
 * channel is live before the list is checked (GET as the caller: another member's list is NOT_FOUND), so no change
 * in between is lost. `return()` leaves the channel at once, even while waiting for an event.
 */
async function listChanges(ctx: Context, listId: string): Promise<AsyncIterableIterator<ListChange>> {
  const events = await ctx.realtime.iptv.listChanges();
  try {
    await ctx.rest.iptv.lists.list(listId);
  } catch (error) {
    await events.return?.();
    throw error;
  }
  const iterator: AsyncIterableIterator<ListChange> = {
    async next() {
      for (;;) {
        const result = await events.next();
        if (result.done || String(result.value.data.list_id) === listId) return result;
      }
    },
    return: async () => (await events.return?.()) ?? { value: undefined, done: true },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** A list after a change, read anew, so that the change's answer carries what the client shows of it. */
async function changedList(ctx: Context, listId: string) {
  return toIptvList(refresh(ctx.loaders.iptv.listById, await ctx.rest.iptv.lists.list(listId)));
}

/**
 * IPTV for members (ADMIN or IPTV, enforced by @auth and again by the backend, which keeps every list to its
 * owner): lists, their rows and their ordering, provider settings, the personal link, a list's EPG and the EPG
 * import with its progress (admins), and 'channel moved' as a subscription. REST (snake_case) is mapped to the schema's shapes in lists-mapping.ts.
 */
export const iptvListsResolvers: Resolvers = {
  Query: {
    iptvLists: async (_parent, _args, ctx) => (await ctx.rest.iptv.lists.lists()).map(toIptvList),
    iptvList: async (_parent, { id }, ctx) => {
      const list = await ctx.loaders.iptv.listById.load(id);
      return list && toIptvList(list);
    },
    // the root reads of a list's parts stay for scripts; the web client reads them as the list's fields
    iptvListChannels: async (_parent, { listId, ...args }, ctx) =>
      toPage(
        await ctx.rest.iptv.lists.channels(listId, listChannelQuery(args, ctx.language)),
        toIptvListChannel,
      ),
    iptvListGroups: (_parent, { listId }, ctx) => ctx.rest.iptv.lists.groups(listId),
    iptvListProviderGroups: (_parent, { listId }, ctx) => ctx.rest.iptv.lists.providerGroups(listId),
    iptvMemberProviders: async (_parent, _args, ctx) =>
      (await ctx.rest.iptv.lists.providers()).map(toIptvMemberProvider),
    iptvProviderSettings: async (_parent, { providerId }, ctx) =>
      toIptvProviderSettings(await ctx.rest.iptv.lists.settings(providerId)),
    iptvEpg: async (_parent, { listId, ...window }, ctx) =>
      (await ctx.rest.iptv.lists.epg(listId, epgWindow(window))).map(toIptvEpgChannel),
  },
  Mutation: {
    createIptvList: async (_parent, { name }, ctx) =>
      toIptvList(refresh(ctx.loaders.iptv.listById, await ctx.rest.iptv.lists.create(name))),
    renameIptvList: async (_parent, { id, name }, ctx) =>
      toIptvList(refresh(ctx.loaders.iptv.listById, await ctx.rest.iptv.lists.rename(id, name))),
    deleteIptvList: async (_parent, { id }, ctx) => {
      await ctx.rest.iptv.lists.remove(id);
      ctx.loaders.iptv.listById.clear(id).prime(id, null);
      return true;
    },
    addIptvChannels: async (_parent, { listId, channelIds, group }, ctx) =>
      countOf(await ctx.rest.iptv.lists.addChannels(listId, channelIds, group ?? undefined)),
    moveIptvListChannel: async (_parent, { listId, id, direction }, ctx) => {
      await ctx.rest.iptv.lists.moveRow(listId, id, restDirection(direction));
      return changedList(ctx, listId);
    },
    moveIptvListChannels: async (_parent, { listId, ids, direction }, ctx) => {
      await ctx.rest.iptv.lists.moveRows(listId, ids, restDirection(direction));
      return changedList(ctx, listId);
    },
    moveIptvListChannelTo: async (_parent, { listId, from, to, group }, ctx) => {
      await ctx.rest.iptv.lists.moveRowTo(listId, group == null ? { from, to } : { from, to, group });
      return changedList(ctx, listId);
    },
    moveIptvListGroup: async (_parent, { listId, group, to }, ctx) => {
      await ctx.rest.iptv.lists.moveGroup(listId, group, to);
      return changedList(ctx, listId);
    },
    copyIptvListChannelsToGroup: async (_parent, { listId, ids, group }, ctx) =>
      countOf(await ctx.rest.iptv.lists.copyToGroup(listId, ids, group)),
    moveIptvListChannelsToGroup: async (_parent, { listId, ids, group }, ctx) =>
      countOf(await ctx.rest.iptv.lists.moveToGroup(listId, ids, group)),
    removeIptvListChannelsFromGroup: async (_parent, { listId, ids }, ctx) =>
      countOf(await ctx.rest.iptv.lists.removeFromGroup(listId, ids)),
    createIptvPersonalDownloadLink: async (_parent, { listId }, ctx) => {
      await ctx.rest.iptv.lists.createPersonalLink(listId);
      return changedList(ctx, listId);
    },
    saveIptvProviderSettings: async (_parent, { providerId, input }, ctx) =>
      toIptvProviderSettings(
        await ctx.rest.iptv.lists.saveSettings(providerId, providerSettingsRequest(input)),
      ),
    refreshIptvEpg: async (_parent, { providerId }, ctx) =>
      toIptvEpgImport(await ctx.rest.iptv.lists.refreshEpg(providerId)),
  },
  Subscription: {
    iptvChannelMoved: {
      subscribe: (_parent, { listId }, ctx) => listChanges(ctx, listId),
      // Only that list's events come through.
      resolve: (_event: ListChange, { listId }: { listId: string }) => listId,
    },
    iptvEpgImportProgress: {
      subscribe: async (_parent, { importId }, ctx) =>
        progressOf(await ctx.realtime.iptv.epgProgress(), () => ctx.rest.iptv.lists.epgImport(importId)),
      resolve: (item: RestIptvEpgImport) => toIptvEpgImport(item),
    },
  },
  IptvList: {
    groups: (list, _args, ctx) => ctx.rest.iptv.lists.groups(list.id),
    providerGroups: (list, _args, ctx) => ctx.rest.iptv.lists.providerGroups(list.id),
    channels: async (list, args, ctx) =>
      toPage(
        await ctx.rest.iptv.lists.channels(list.id, listChannelQuery(args, ctx.language)),
        toIptvListChannel,
      ),
  },
  IptvProviderSettings: {
    // the members' view of the providers (one call): whether the settings satisfy it is the backend's to say
    provider: async (settings, _args, ctx) => {
      const providers = await ctx.rest.iptv.lists.providers();
      const provider = providers.find((p) => String(p.id) === settings.providerId);
      if (!provider) throw new GraphQLError('provider not found', { extensions: { code: 'NOT_FOUND' } });
      return toIptvMemberProvider(provider);
    },
  },
  IptvProvider: {
    lastEpgImport: async (provider, _args, ctx) => {
      const row = await ctx.rest.iptv.lists.lastEpgImport(String(provider.id));
      return row && toIptvEpgImport(row);
    },
  },
};
