import type { events, RestNotification, RestUser, RestUserDataUpdated } from '@portal/contract';
import type { Resolvers } from '../../generated/graphql.js';
import type { RelayEvent } from '../../realtime/relay.js';
import { notificationType } from './kinds.js';

/** `UserDataUpdated` carries `{user, roles}`: the member with those roles. */
export function userFromUpdate(data: RestUserDataUpdated): RestUser {
  return { ...data.user, roles: data.roles ?? data.user.roles ?? [] };
}

/** The fields every notification type has. */
const notificationFields = {
  id: (notification: RestNotification) => String(notification.id),
  // Laravel's own payload has no timestamp: then the moment it arrived.
  createdAt: (notification: RestNotification) => notification.created_at ?? new Date().toISOString(),
};

/**
 * The logged-in member's own channel (`private-App.Models.User.{id}`) as subscriptions: notifications, one GraphQL
 * type per kind, and account changes. The relay authorises the channel with the subscriber's token.
 */
export const notificationsResolvers: Resolvers = {
  Subscription: {
    notificationReceived: {
      subscribe: (_parent, _args, ctx) => ctx.realtime.notifications.notifications(),
      resolve: (event: RelayEvent<typeof events.notificationCreated>) => event.data,
    },
    userDataUpdated: {
      subscribe: (_parent, _args, ctx) => ctx.realtime.notifications.account(),
      resolve: (event: RelayEvent<typeof events.userDataUpdated>) => userFromUpdate(event.data),
    },
  },
  Notification: {
    __resolveType: notificationType,
  },
  DownloadReadyNotification: notificationFields,
  DownloadRemovedNotification: notificationFields,
  UnknownNotification: notificationFields,
  TimeClockRunningNotification: {
    ...notificationFields,
    recordId: (notification) => String(notification.record.id),
    start: (notification) => notification.record.start,
  },
  TimeBudgetNotification: {
    ...notificationFields,
    budgetId: (notification) => String(notification.budget.id),
    budgetName: (notification) => notification.budget.name,
  },
  NotificationDownload: {
    id: (download) => String(download.id),
  },
};
