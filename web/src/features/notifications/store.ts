import { useCallback, useSyncExternalStore } from 'react';
import { decode, encode } from '../../lib/session';

/** A notification as the bell keeps it (spec §3: type, download {id, filename}). */
export interface StoredNotification {
  id: string;
  type: string;
  download: { id: string; filename: string } | null;
  createdAt: string;
}

/** The only type the portal knows so far; anything else shows 'unknown type'. */
export const DOWNLOAD_NOTIFICATION = 'broadcast.notification.download';

/** The list is kept per member; a long-forgotten list does not grow without end. */
export const MAX_STORED_NOTIFICATIONS = 100;
const PREFIX = 'portal.notifications.';

export const notificationsKey = (userId: string) => `${PREFIX}${userId}`;

const listeners = new Set<() => void>();
const EMPTY: StoredNotification[] = [];
/** Parsed lists by key, reused while the stored text is unchanged (stable snapshots for React). */
const snapshots = new Map<string, { raw: string | null; list: StoredNotification[] }>();

function isNotification(value: unknown): value is StoredNotification {
  const n = value as StoredNotification;
  return typeof n === 'object' && n !== null && typeof n.id === 'string' && typeof n.type === 'string';
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
  const list = Array.isArray(parsed) ? parsed.filter(isNotification) : EMPTY;
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
