import { z } from 'zod';
import { ownChannel, realtimeEvent } from './broadcasting.js';
import { RestCount, RestId, RestMessage } from './common.js';
import { route } from './route.js';
import { IdParams } from './rules.js';

export const RestDownload = z.object({
  id: RestId,
  user_id: RestId,
  filename: z.string(),
  size_bytes: z.union([z.number(), z.string()]),
  download_count: z.union([z.number(), z.string()]),
  expires_at: z.string().nullable(),
  message_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type RestDownload = z.infer<typeof RestDownload>;

/** The member's downloads inbox. */
export const downloadsChannel = ownChannel((memberId) => `private-User-Downloads.${memberId}`);

/** The data of the events on `private-User-Downloads.{id}`: `{download}` (added, seen) or `{download_id}`. */
export const RestDownloadEvent = z.object({
  download: RestDownload.nullable().optional(),
  download_id: RestId.optional(),
});
export type RestDownloadEvent = z.infer<typeof RestDownloadEvent>;

export const downloadsEvents = {
  downloadAdded: realtimeEvent(downloadsChannel, 'DownloadWasAdded', RestDownloadEvent),
  downloadSeen: realtimeEvent(downloadsChannel, 'DownloadMessageWasSeen', RestDownloadEvent),
  downloadDeleted: realtimeEvent(downloadsChannel, 'DownloadFileWasDeleted', RestDownloadEvent),
};

const member = { auth: true } as const;

export const downloadsRoutes = {
  'GET /api/user-profile/user-downloads': route({
    method: 'GET',
    path: '/api/user-profile/user-downloads',
    summary: "The caller's downloads, newest first.",
    origin: 'laravel',
    ...member,
    response: z.array(RestDownload),
  }),
  'GET /api/user-profile/user-downloads/unseen-count': route({
    method: 'GET',
    path: '/api/user-profile/user-downloads/unseen-count',
    summary: "How many of the caller's downloads they have not seen.",
    origin: 'laravel',
    ...member,
    response: RestCount,
  }),
  'GET /api/downloads/download/:id/now': route({
    method: 'GET',
    path: '/api/downloads/download/:id/now',
    summary: 'The file, streamed as an attachment; counts the download.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    stream: true,
  }),
  'PUT /api/downloads/download/:id/seen': route({
    method: 'PUT',
    path: '/api/downloads/download/:id/seen',
    summary: 'Marks a download seen (once) and broadcasts DownloadMessageWasSeen.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    response: RestDownload,
  }),
  'DELETE /api/downloads/:id': route({
    method: 'DELETE',
    path: '/api/downloads/:id',
    summary: 'Deletes a download with its file and broadcasts DownloadFileWasDeleted.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    response: RestMessage,
  }),
} as const;
