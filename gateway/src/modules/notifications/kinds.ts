import { NotificationTypes, type RestNotification, type RestNotificationDownload } from '@portal/contract';

/** The kinds of notification this portal knows, as the backend names them, and their GraphQL type. */
export const NOTIFICATION_KINDS = {
  [NotificationTypes.download]: 'DownloadReadyNotification',
  [NotificationTypes.downloadRemoved]: 'DownloadRemovedNotification',
} as const;

export type NotificationTypeName =
  (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS] | 'UnknownNotification';

/** A download-ready or download-removed notification as it travels (its `download` present). */
export type RestDownloadNotification = RestNotification & { download: RestNotificationDownload };

/**
 * The GraphQL type of a notification: its kind's type when the payload has what that type needs, else
 * `UnknownNotification` (an unknown kind, or a known one without its data), which the web shows generically.
 */
export function notificationType(notification: RestNotification): NotificationTypeName {
  const kind = Object.hasOwn(NOTIFICATION_KINDS, notification.type)
    ? NOTIFICATION_KINDS[notification.type as keyof typeof NOTIFICATION_KINDS]
    : undefined;
  // both kinds so far name a file
  if (kind && notification.download) return kind;
  return 'UnknownNotification';
}
