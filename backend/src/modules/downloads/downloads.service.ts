import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import { events, NotificationTypes } from '@portal/contract';
import type { NotificationsService } from '../notifications/index.js';
import type { DownloadRow, DownloadsDal } from './downloads.dal.js';
import type { DownloadContent, DownloadStore } from './files.js';
import { cleanFilename, cleanMime } from './files.js';

/** The `Download` object of docs/rest-api.md. */
export interface DownloadView {
  id: number;
  user_id: number;
  filename: string;
  size_bytes: number;
  download_count: number;
  expires_at: Date;
  message_seen_at: Date | null;
  created_at: Date;
}

export const downloadView = (r: DownloadRow): DownloadView => ({
  id: r.id,
  user_id: r.user_id,
  filename: r.filename,
  size_bytes: r.size_bytes,
  download_count: r.download_count,
  expires_at: r.expires_at,
  message_seen_at: r.message_seen_at,
  created_at: r.created_at,
});

export type NewDownloadInput = { filename: string; mime?: string } & DownloadContent;

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface DownloadsServiceDeps {
  db: Pick<Db, 'transaction'>;
  downloadsDal: DownloadsDal;
  store: DownloadStore;
  notifications: Pick<NotificationsService, 'store' | 'publish'>;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  clock: Clock;
  ttlHours: number;
  log: { info: LogFn; warn: LogFn };
}

/** How many expired downloads one cleanup round removes at most (the next round takes the rest). */
const EXPIRED_BATCH = 500;
/** Files without a row are removed only after this long (an insert may be on its way). */
const SWEEP_GRACE_MS = 60 * 60_000;

/** A member's downloads inbox: files the portal made for them, streamed, counted, seen, deleted, expired. */
export function createDownloadsService(deps: DownloadsServiceDeps) {
  const { db, downloadsDal, store, notifications, broadcaster, clock, ttlHours, log } = deps;

  const deleted = (row: DownloadRow) =>
    broadcaster.broadcast(events.downloadDeleted, { download_id: row.id }, row.user_id);

  return {
    /**
     * Puts a file into the member's downloads (for every module: data export, M3U lists, time-tracking exports):
     * streams it to a temporary file, renames it into place, inserts the row and the download notification, then
     * broadcasts `DownloadWasAdded` and the notification.
     */
    async addDownload(userId: number, input: NewDownloadInput): Promise<DownloadView> {
      const filename = cleanFilename(input.filename);
      const { path, size } = await store.write(userId, input);
      const now = clock.now();
      let row: DownloadRow;
      let notification;
      try {
        ({ row, notification } = await db.transaction(async (tx) => {
          const row = await downloadsDal.insert(
            {
              userId,
              filename,
              path,
              mimeType: cleanMime(input.mime),
              sizeBytes: size,
              expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
              now,
            },
            tx,
          );
          const notification = await notifications.store(
            userId,
            NotificationTypes.download,
            { download: { id: row.id, filename: row.filename } },
            tx,
          );
          return { row, notification };
        }));
      } catch (err) {
        await store.remove(path).catch(() => {});
        throw err;
      }
      const view = downloadView(row);
      log.info({ userId, downloadId: row.id, size }, 'download added');
      await broadcaster.broadcast(events.downloadAdded, { download: view }, userId);
      await notifications.publish(notification);
      return view;
    },

    /** The member's downloads, newest first. */
    async list(userId: number): Promise<DownloadView[]> {
      return (await downloadsDal.listOfUser(userId, clock.now())).map(downloadView);
    },

    unseenCount(userId: number): Promise<number> {
      return downloadsDal.countUnseen(userId, clock.now());
    },

    /** Opens the member's file for streaming and counts the download; 404 for anything not theirs or gone. */
    async open(userId: number, id: number) {
      const row = await downloadsDal.findOfUser(id, userId, clock.now());
      if (!row) throw notFound();
      const file = await store.open(row.path);
      if (!file) {
        log.warn({ downloadId: id }, 'download file is missing');
        throw notFound();
      }
      const counted = await downloadsDal.countDownload(id, userId, clock.now());
      if (!counted) {
        file.stream.destroy();
        throw notFound();
      }
      return { download: downloadView(counted), mimeType: row.mime_type, ...file };
    },

    /** Sets message_seen_at once and then broadcasts `DownloadMessageWasSeen`; later calls change nothing. */
    async markSeen(userId: number, id: number): Promise<DownloadView> {
      const now = clock.now();
      const changed = await downloadsDal.markSeen(id, userId, now);
      if (changed) {
        const view = downloadView(changed);
        await broadcaster.broadcast(events.downloadSeen, { download: view }, userId);
        return view;
      }
      const row = await downloadsDal.findOfUser(id, userId, now);
      if (!row) throw notFound();
      return downloadView(row);
    },

    /** Deletes the row and the file, then broadcasts `DownloadFileWasDeleted`. */
    async remove(userId: number, id: number): Promise<void> {
      const row = await downloadsDal.deleteOfUser(id, userId, clock.now());
      if (!row) throw notFound();
      await store
        .remove(row.path)
        .catch((err) => log.warn({ err, downloadId: id }, 'download file not removed'));
      await deleted(row);
    },

    /**
     * Removes expired downloads with their files (broadcasting `DownloadFileWasDeleted` for each) and files that
     * no row points at any more; each member is told which file went (the 'download removed' notification, stored
     * with the removal). Answers the number of expired downloads removed.
     */
    async removeExpired(): Promise<number> {
      let total = 0;
      for (;;) {
        const { rows, notices } = await db.transaction(async (tx) => {
          const rows = await downloadsDal.deleteExpired(clock.now(), EXPIRED_BATCH, tx);
          const notices = [];
          for (const row of rows)
            notices.push(
              await notifications.store(
                row.user_id,
                NotificationTypes.downloadRemoved,
                { download: { id: row.id, filename: row.filename } },
                tx,
              ),
            );
          return { rows, notices };
        });
        for (const [i, row] of rows.entries()) {
          await store
            .remove(row.path)
            .catch((err) => log.warn({ err, downloadId: row.id }, 'file not removed'));
          await deleted(row);
          await notifications.publish(notices[i]!);
        }
        total += rows.length;
        if (rows.length < EXPIRED_BATCH) break;
      }
      const swept = await store.sweep(
        (paths) => downloadsDal.existingPaths(paths),
        new Date(),
        SWEEP_GRACE_MS,
      );
      if (total > 0 || swept > 0) log.info({ expired: total, orphanFiles: swept }, 'downloads cleaned up');
      return total;
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
