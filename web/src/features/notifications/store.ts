import { useCallback, useSyncExternalStore } from 'react';
import { makeFragmentData } from '../../gql';
import type { NotificationReceivedSubscription } from '../../gql/graphql';
import { decode, encode } from '../../lib/session';
import { DownloadReadyFragment } from './renderers';

/** A notification as the bell keeps it: as it arrived, its kind in `__typename`. */
export type StoredNotification = NotificationReceivedSubscription['notificationReceived'];

/** An entry stored before notifications had a type per kind (spec §3: type, download {id, filename}). */
interface LegacyNotification {
  id: string;
  type: string;
  download?: { id: string; filename: string } | null;
  createdAt: string;
}

/** The only kind the legacy entries knew; anything else showed 'unknown type'. */
const LEGACY_DOWNLOAD_TYPE = 'broadcast.notification.download';

/** The list is kept per member; a long-forgotten list does not grow without end. */
export const MAX_STORED_NOTIFICATIONS = 100;
const PREFIX = 'portal.notifications.';

export const notificationsKey = (userId: string) => `${PREFIX}${userId}`;

const listeners = new Set<() => void>();
const EMPTY: StoredNotification[] = [];
/** Parsed lists by key, reused while the stored text is unchanged (stable snapshots for React). */
const snapshots = new Map<string, { raw: string | null; list: StoredNotification[] }>();

function isStored(value: unknown): value is LegacyNotification & { __typename?: string } {
  const n = value as LegacyNotification;
  return typeof n === 'object' && n !== null && typeof n.id === 'string' && typeof n.type === 'string';
}

/** A stored entry in today's shape; legacy entries get the kind their type and download stand for. */
function fromStored(entry: LegacyNotification & { __typename?: string }): StoredNotification {
  if (entry.__typename) return entry as StoredNotification;
  const { id, type, download, createdAt } = entry;
  if (type === LEGACY_DOWNLOAD_TYPE && download) {
    return {
      __typename: 'DownloadReadyNotification',
      id,
      type,
      createdAt,
      ...makeFragmentData({ id, download }, DownloadReadyFragment),
    };
  }
  return { __typename: 'UnknownNotification', id, type, createdAt };
}

export function readNotifications(userId: string | null | undefined): StoredNotification[] {
  if (!userId) return EMPTY;
  const key = notificationsKey(userId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const known = snapshots.get(key);
  if (known && known.raw === raw) return known.list;
  const parsed = decode<unknown[]>(raw);
  const list = Array.isArray(parsed) ? parsed.filter(isStored).map(fromStored) : EMPTY;
  snapshots.set(key, { raw, list });
  return list;
}

function write(userId: string, list: StoredNotification[]): void {
  const key = notificationsKey(userId);
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, encode(list));
  } catch {
    // storage full or blocked: the list lives on until the page is left
    snapshots.set(key, { raw: null, list });
  }
  for (const listener of listeners) listener();
}

/** Appends an arrival (once per id); answers false for a duplicate. */
export function appendNotification(userId: string, notification: StoredNotification): boolean {
  const list = readNotifications(userId);
  if (list.some((n) => n.id === notification.id)) return false;
  write(userId, [...list, notification].slice(-MAX_STORED_NOTIFICATIONS));
  return true;
}

export function removeNotification(userId: string, id: string): void {
  write(
    userId,
    readNotifications(userId).filter((n) => n.id !== id),
  );
}

export function clearNotifications(userId: string): void {
  write(userId, []);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab changed the list (or logged out).
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(PREFIX)) for (const listener of listeners) listener();
  });
}

/** The member's stored notifications, oldest first; re-renders on every change. */
export function useStoredNotifications(userId: string | null | undefined): StoredNotification[] {
  const snapshot = useCallback(() => readNotifications(userId), [userId]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
