import type { Resolvers } from '../../generated/graphql.js';
import { requireMember } from '../../graphql/auth-directive.js';
import { MemberEvents, memberChannel } from '../../realtime/channels.js';
import type { RelayEvent } from '../../realtime/relay.js';
import type { RestNotification, RestUser, RestUserDataUpdated } from '../../rest/types.js';

/** `UserDataUpdated` carries `{user, roles}`: the member with those roles. */
export function userFromUpdate(data: RestUserDataUpdated): RestUser {
  return { ...data.user, roles: data.roles ?? data.user.roles ?? [] };
}

/**
 * The logged-in member's own channel (`private-App.Models.User.{id}`) as subscriptions: notifications and account
 * changes. The relay authorises the channel with the subscriber's token.
 */
export const notificationsResolvers: Resolvers = {
  Subscription: {
    notificationReceived: {
      subscribe: async (_parent, _args, ctx) =>
        ctx.realtime.subscribe(memberChannel((await requireMember(ctx)).id), [
          MemberEvents.notificationCreated,
        ]),
      resolve: (event: RelayEvent) => event.data as RestNotification,
    },
    userDataUpdated: {
      subscribe: async (_parent, _args, ctx) =>
        ctx.realtime.subscribe(memberChannel((await requireMember(ctx)).id), [MemberEvents.userDataUpdated]),
      resolve: (event: RelayEvent) => userFromUpdate(event.data as RestUserDataUpdated),
    },
  },
  Notification: {
    id: (notification) => String(notification.id),
    download: (notification) => notification.download ?? null,
    // Laravel's own payload has no timestamp: then the moment it arrived.
    createdAt: (notification) => notification.created_at ?? new Date().toISOString(),
  },
  NotificationDownload: {
    id: (download) => String(download.id),
  },
};
