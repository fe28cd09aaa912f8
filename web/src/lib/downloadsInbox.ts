import { useSyncExternalStore } from 'react';

/**
 * Whether the downloads modal is open. Shared so that the navbar's downloads button, a download notification in
 * the bell and any screen can open it without importing each other.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export function openDownloadsInbox(): void {
  set(true);
}

export function closeDownloadsInbox(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => open;

export function useDownloadsInboxOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Listeners told that the member's downloads changed, as learnt another way than the downloads channel: a download
 * notification on the member's channel. The inbox then asks again, since a page that had only just subscribed to
 * its channel may have missed the change itself.
 */
const changeListeners = new Set<() => void>();

export function announceDownloadsChanged(): void {
  for (const listener of changeListeners) listener();
}

export function onDownloadsChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
