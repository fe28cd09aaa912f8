import { z } from 'zod';
import { memberChannel, realtimeEvent } from './broadcasting.js';
import { RestId } from './common.js';

export const RestNotificationDownload = z.object({ id: RestId, filename: z.string() });
export type RestNotificationDownload = z.infer<typeof RestNotificationDownload>;

/** Notification types the web app knows (an unknown type shows as such). */
export const NotificationTypes = {
  /** A file is ready in the member's downloads inbox. */
  download: 'broadcast.notification.download',
  /** A file of the inbox expired and was removed (spec 01 §4: download and download removed). */
  downloadRemoved: 'broadcast.notification.download-removed',
} as const;

/** The data of `Illuminate\Notifications\Events\BroadcastNotificationCreated` on the member's channel. */
export const RestNotification = z.looseObject({
  id: RestId,
  type: z.string(),
  download: RestNotificationDownload.nullable().optional(),
  /** Laravel's own payload has none. */
  created_at: z.string().optional(),
});
export type RestNotification = z.infer<typeof RestNotification>;

export const notificationsEvents = {
  notificationCreated: realtimeEvent(
    memberChannel,
    'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
    RestNotification,
  ),
};
