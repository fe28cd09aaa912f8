import { downloadsEvents, type RestDownload } from '@portal/contract';
import type { DownloadsChangeType } from '../../generated/graphql.js';
import type { RelayEvent } from '../../realtime/relay.js';

/** REST ↔ GraphQL of the downloads module (pure; unit-tested in mapping.test.ts). */

/** The gateway route that streams a download (registered in index.ts). */
export const DOWNLOAD_ROUTE_PREFIX = '/files/downloads/';

export const downloadUrl = (id: string | number): string =>
  `${DOWNLOAD_ROUTE_PREFIX}${encodeURIComponent(String(id))}`;

/** Counts travel as numbers, sometimes as numeric strings. */
export const toInt = (value: number | string | null | undefined): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
};

export interface DownloadsChangePayload {
  type: DownloadsChangeType;
  downloadId: string;
  download: RestDownload | null;
}

export type DownloadsEvent = (typeof downloadsEvents)[keyof typeof downloadsEvents];

const TYPES: Record<DownloadsEvent['name'], DownloadsChangeType> = {
  [downloadsEvents.downloadAdded.name]: 'ADDED',
  [downloadsEvents.downloadSeen.name]: 'SEEN',
  [downloadsEvents.downloadDeleted.name]: 'DELETED',
};

/** An event of `private-User-Downloads.{id}` → `DownloadsChange` (a deleted download has no object any more). */
export function downloadsChange({ event, data }: RelayEvent<DownloadsEvent>): DownloadsChangePayload {
  const type = TYPES[event];
  if (type === 'DELETED') {
    return { type, downloadId: String(data.download_id ?? data.download?.id), download: null };
  }
  if (!data.download) throw new Error(`${event} without a download`);
  return { type, downloadId: String(data.download.id), download: data.download };
}
