import type { RestCount, RestDownload, RestMessage } from '@portal/contract';
import type { RestSession, RestStream } from '../../rest/client.js';

/** The member's downloads inbox (docs/rest-api.md, "Downloads"); another member's id is a 404. */
export function createDownloadsApi(rest: RestSession) {
  return {
    /** Newest first. */
    list: (): Promise<RestDownload[]> => rest.call('GET /api/user-profile/user-downloads'),
    unseenCount: (): Promise<RestCount> => rest.call('GET /api/user-profile/user-downloads/unseen-count'),
    markSeen: (id: string): Promise<RestDownload> =>
      rest.call('PUT /api/downloads/download/:id/seen', { params: { id } }),
    remove: (id: string): Promise<RestMessage> => rest.call('DELETE /api/downloads/:id', { params: { id } }),
    /** The file as the backend answers it (any status), unread: GET /files/downloads/:id pipes it through. */
    open: (id: string, signal?: AbortSignal): Promise<RestStream> =>
      rest.stream('GET /api/downloads/download/:id/now', { params: { id }, signal }),
    /** Queues the export job (202); the file arrives later with DownloadWasAdded and a notification. */
    exportMyData: (): Promise<RestMessage> => rest.call('POST /api/user-profile/export'),
  };
}

export type DownloadsApi = ReturnType<typeof createDownloadsApi>;
