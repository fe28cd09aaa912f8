/**
 * The backend's channels and event names (docs/rest-api.md, "Realtime"): the one place the gateway spells them.
 * Laravel names: a member's private channel is `App.Models.User.{id}`, notifications arrive as
 * `Illuminate\Notifications\Events\BroadcastNotificationCreated`.
 */

/** The member's own channel: notifications and account changes. */
export const memberChannel = (memberId: string | number): string => `private-App.Models.User.${memberId}`;

/** The member's downloads inbox. */
export const downloadsChannel = (memberId: string | number): string => `private-User-Downloads.${memberId}`;

export const MemberEvents = {
  notificationCreated: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
  userDataUpdated: 'UserDataUpdated',
} as const;

export const DownloadEvents = {
  added: 'DownloadWasAdded',
  seen: 'DownloadMessageWasSeen',
  deleted: 'DownloadFileWasDeleted',
} as const;
