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
