import type { ApolloCache } from '@apollo/client';
import { useFragment as unmask, type FragmentType } from '../../gql';
import { DownloadRowFragment, type Download } from './DownloadRow';
import { MyDownloadsQuery, UnseenDownloadsCountQuery } from './operations';

/** A download as queries, the mutation and the subscription deliver it: the inbox row's fragment. */
type DownloadData = FragmentType<typeof DownloadRowFragment>;

/**
 * Live updates of the downloads inbox in the Apollo cache (spec §4): the list (`myDownloads`) and the unseen count
 * (`unseenDownloadsCount`) change in place — no reload. Each function answers whether the count could not be
 * kept exact (the change concerns a download the cache never saw): the caller then refetches the count.
 */

const entityId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Download', id });

function cached(cache: ApolloCache, id: string): Download | null {
  const cacheId = entityId(cache, id);
  if (!cacheId) return null;
  return cache.readFragment({ id: cacheId, fragment: DownloadRowFragment });
}

/** The ids in the loaded list; null while the list was never loaded. */
function listOf(cache: ApolloCache): string[] | null {
  return cache.readQuery({ query: MyDownloadsQuery })?.myDownloads.map((d) => d.id) ?? null;
}

const unseen = (download: Pick<Download, 'seenAt'>) => (download.seenAt ? 0 : 1);

function adjustCount(cache: ApolloCache, delta: number): void {
  if (delta === 0) return;
  cache.updateQuery({ query: UnseenDownloadsCountQuery }, (data) =>
    data ? { unseenDownloadsCount: Math.max(0, data.unseenDownloadsCount + delta) } : undefined,
  );
}

/**
 * A new or changed download (ADDED, SEEN, or the answer of markDownloadSeen): written to the cache, put at the
 * top of the list when new there, the count adjusted by its change from unseen to seen (or back).
 */
export function upsertDownload(cache: ApolloCache, data: DownloadData, added: boolean): boolean {
  // Masking is a matter of types only: the data holds every field of the fragment.
  const download = unmask(DownloadRowFragment, data);
  const before = cached(cache, download.id);
  const list = listOf(cache);
  cache.writeFragment({
    id: entityId(cache, download.id),
    fragment: DownloadRowFragment,
    data: download,
  });
  if (list && !list.includes(download.id) && (added || !before)) {
    cache.updateQuery({ query: MyDownloadsQuery }, (query) =>
      query
        ? { myDownloads: [download, ...query.myDownloads.filter((d) => d.id !== download.id)] }
        : undefined,
    );
  }
  if (before) {
    adjustCount(cache, unseen(download) - unseen(before));
    return false;
  }
  if (added) {
    adjustCount(cache, unseen(download));
    return false;
  }
  return true;
}

/** A deleted download (DELETED, or our own deleteDownload): out of the list and evicted; the count follows. */
export function removeDownload(cache: ApolloCache, id: string): boolean {
  const before = cached(cache, id);
  const list = listOf(cache);
  if (list?.includes(id)) {
    cache.updateQuery({ query: MyDownloadsQuery }, (data) =>
      data ? { myDownloads: data.myDownloads.filter((d) => d.id !== id) } : undefined,
    );
  }
  const cacheId = entityId(cache, id);
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
  if (before) {
    adjustCount(cache, -unseen(before));
    return false;
  }
  // Not in the cache: already removed from a loaded list (our own delete), or never seen here.
  return list === null;
}

/** One more download of the file (the server counts it; shown at once, before the refetch). */
export function countDownload(cache: ApolloCache, id: string): void {
  const cacheId = entityId(cache, id);
  if (!cacheId) return;
  cache.modify<Download>({
    id: cacheId,
    fields: { downloadCount: (value) => value + 1 },
  });
}
