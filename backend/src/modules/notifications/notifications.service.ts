import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.js';
import type { Wire } from '../../http/routes.js';
import type { Clock } from '../../lib/clock.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import { events, type RestNotification } from '@portal/contract';
import type { NotificationRow, NotificationsDal } from './notifications.dal.js';

export interface NotificationsServiceDeps {
  notificationsDal: Pick<NotificationsDal, 'insert'>;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  clock: Clock;
}

/**
 * The event data of a notification (Laravel's BroadcastNotificationCreated: the notification's data plus `id`,
 * `type` and `created_at`), e.g. `{id, type: 'broadcast.notification.download', download: {id, filename}, created_at}`.
 */
function notificationPayload(row: NotificationRow): Wire<RestNotification> {
  const { id: _id, type: _type, created_at: _createdAt, ...data } = row.data;
  return { id: row.id, type: row.type, ...data, created_at: row.created_at };
}

/** Notifications are stored per member and broadcast on `private-App.Models.User.{id}`. */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { notificationsDal, broadcaster, clock } = deps;

  return {
    /** Stores a notification (inside `tx` when given); broadcast it with `publish` after the commit. */
    store(
      userId: number,
      type: string,
      data: Record<string, unknown>,
      tx?: Queryable,
    ): Promise<NotificationRow> {
      return notificationsDal.insert({ id: randomUUID(), userId, type, data, now: clock.now() }, tx);
    },

    publish(row: NotificationRow): Promise<void> {
      return broadcaster.broadcast(events.notificationCreated, notificationPayload(row), row.user_id);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
