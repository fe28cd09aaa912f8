import {
  NotificationTypes,
  type RestNotification,
  type RestNotificationDownload,
  type RestTimeBudgetNotificationData,
  type RestTimeClockRunningData,
} from '@portal/contract';

/** The kinds of notification this portal knows, as the backend names them, and their GraphQL type. */
export const NOTIFICATION_KINDS = {
  [NotificationTypes.download]: 'DownloadReadyNotification',
  [NotificationTypes.downloadRemoved]: 'DownloadRemovedNotification',
  [NotificationTypes.timeClockRunning]: 'TimeClockRunningNotification',
  [NotificationTypes.timeBudget]: 'TimeBudgetNotification',
} as const;

export type NotificationTypeName = Kind | 'UnknownNotification';

/** A download-ready or download-removed notification as it travels (its `download` present). */
export type RestDownloadNotification = RestNotification & { download: RestNotificationDownload };
/** A time-clock-running notification as it travels (its record and hours present). */
export type RestTimeClockRunningNotification = RestNotification & RestTimeClockRunningData;
/** A time-budget notification as it travels (its budget and threshold present). */
export type RestTimeBudgetNotification = RestNotification & RestTimeBudgetNotificationData;

type Kind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

/** Whether a notification carries what its kind's type needs. */
const HAS_DATA: Record<Kind, (notification: RestNotification) => boolean> = {
  DownloadReadyNotification: (n) => Boolean(n.download),
  DownloadRemovedNotification: (n) => Boolean(n.download),
  TimeClockRunningNotification: (n) => Boolean(n.record) && typeof n.hours === 'number',
  TimeBudgetNotification: (n) => Boolean(n.budget) && typeof n.percent === 'number',
};

/**
 * The GraphQL type of a notification: its kind's type when the payload has what that type needs, else
 * `UnknownNotification` (an unknown kind, or a known one without its data), which the web shows generically.
 */
export function notificationType(notification: RestNotification): NotificationTypeName {
  const kind = Object.hasOwn(NOTIFICATION_KINDS, notification.type)
    ? NOTIFICATION_KINDS[notification.type as keyof typeof NOTIFICATION_KINDS]
    : undefined;
  return kind && HAS_DATA[kind](notification) ? kind : 'UnknownNotification';
}
