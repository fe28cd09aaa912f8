import type { Resolvers } from '../../generated/graphql.js';
import type { RelayEvent } from '../../realtime/relay.js';
import { downloadsChange, downloadUrl, toInt, type DownloadsEvent } from './mapping.js';

/**
 * The member's downloads inbox: the list, the unseen count, seen/delete, the data export, and its changes as a
 * subscription (`private-User-Downloads.{id}`). The files themselves stream through GET /files/downloads/:id.
 */
export const downloadsResolvers: Resolvers = {
  Query: {
    myDownloads: (_parent, _args, ctx) => ctx.rest.downloads.list(),
    unseenDownloadsCount: async (_parent, _args, ctx) =>
      toInt((await ctx.rest.downloads.unseenCount()).count),
  },
  Mutation: {
    markDownloadSeen: (_parent, { id }, ctx) => ctx.rest.downloads.markSeen(id),
    deleteDownload: async (_parent, { id }, ctx) => {
      await ctx.rest.downloads.remove(id);
      return true;
    },
    exportMyData: async (_parent, _args, ctx) => {
      await ctx.rest.downloads.exportMyData();
      return true;
    },
  },
  Subscription: {
    downloadsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.realtime.downloads.inbox(),
      resolve: (event: RelayEvent<DownloadsEvent>) => downloadsChange(event),
    },
  },
  Download: {
    id: (download) => String(download.id),
    sizeBytes: (download) => toInt(download.size_bytes),
    downloadCount: (download) => toInt(download.download_count),
    createdAt: (download) => download.created_at,
    expiresAt: (download) => download.expires_at ?? null,
    seenAt: (download) => download.message_seen_at ?? null,
    url: (download) => downloadUrl(download.id),
  },
};
