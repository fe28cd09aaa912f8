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
  /** The member's clock has run longer than their reminder setting (once per record). */
  timeClockRunning: 'broadcast.notification.time-clock-running',
  /** A time-tracking budget's records crossed 80 % or 100 % of it (once per threshold). */
  timeBudget: 'broadcast.notification.time-budget',
} as const;

/** The data of a time-clock-running notification: the running record and the setting's hours it ran past. */
export const RestTimeClockRunningData = z.object({
  record: z.object({ id: RestId, start: z.string() }),
  hours: z.number(),
});
export type RestTimeClockRunningData = z.infer<typeof RestTimeClockRunningData>;

/** The data of a time-budget notification: the budget and the threshold crossed (80 or 100). */
export const RestTimeBudgetNotificationData = z.object({
  budget: z.object({ id: RestId, name: z.string() }),
  percent: z.number(),
});
export type RestTimeBudgetNotificationData = z.infer<typeof RestTimeBudgetNotificationData>;

/** The data of `Illuminate\Notifications\Events\BroadcastNotificationCreated` on the member's channel. */
export const RestNotification = z.looseObject({
  id: RestId,
  type: z.string(),
  download: RestNotificationDownload.nullable().optional(),
  /** A time-clock-running notification's record and hours. */
  record: RestTimeClockRunningData.shape.record.optional(),
  hours: z.number().optional(),
  /** A time-budget notification's budget and threshold. */
  budget: RestTimeBudgetNotificationData.shape.budget.optional(),
  percent: z.number().optional(),
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
