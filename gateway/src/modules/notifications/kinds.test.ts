import { describe, expect, it } from 'vitest';
import { notificationType } from './kinds.js';

describe('notificationType', () => {
  const base = { id: 1, created_at: '2026-01-03T10:00:00.000Z' };

  it('gives a download notification with its download the DownloadReadyNotification type', () => {
    expect(
      notificationType({
        ...base,
        type: 'broadcast.notification.download',
        download: { id: 7, filename: 'export.json' },
      }),
    ).toBe('DownloadReadyNotification');
  });

  it('gives a download-removed notification with its download the DownloadRemovedNotification type', () => {
    expect(
      notificationType({
        ...base,
        type: 'broadcast.notification.download-removed',
        download: { id: 7, filename: 'export.json' },
      }),
    ).toBe('DownloadRemovedNotification');
    expect(notificationType({ ...base, type: 'broadcast.notification.download-removed' })).toBe(
      'UnknownNotification',
    );
  });

  it('gives an unknown kind, or a known one without its data, the generic type', () => {
    expect(notificationType({ ...base, type: 'broadcast.notification.poll' })).toBe('UnknownNotification');
    expect(notificationType({ ...base, type: 'broadcast.notification.download', download: null })).toBe(
      'UnknownNotification',
    );
    expect(notificationType({ ...base, type: 'constructor' })).toBe('UnknownNotification');
  });
});
