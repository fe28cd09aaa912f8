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

  it('gives the time-tracking notifications with their data their types', () => {
    const clock = { ...base, type: 'broadcast.notification.time-clock-running' };
    expect(notificationType({ ...clock, record: { id: 9, start: base.created_at }, hours: 10 })).toBe(
      'TimeClockRunningNotification',
    );
    expect(notificationType({ ...clock, hours: 10 })).toBe('UnknownNotification');
    const budget = { ...base, type: 'broadcast.notification.time-budget' };
    expect(notificationType({ ...budget, budget: { id: 6, name: 'Q4' }, percent: 80 })).toBe(
      'TimeBudgetNotification',
    );
    expect(notificationType({ ...budget, budget: { id: 6, name: 'Q4' } })).toBe('UnknownNotification');
  });

  it('gives an unknown kind, or a known one without its data, the generic type', () => {
    expect(notificationType({ ...base, type: 'broadcast.notification.poll' })).toBe('UnknownNotification');
    expect(notificationType({ ...base, type: 'broadcast.notification.download', download: null })).toBe(
      'UnknownNotification',
    );
    expect(notificationType({ ...base, type: 'constructor' })).toBe('UnknownNotification');
  });
});
