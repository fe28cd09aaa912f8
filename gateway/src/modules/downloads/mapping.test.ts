import { describe, expect, it } from 'vitest';
import { downloadsChange, downloadUrl, toInt } from './mapping.js';

const download = {
  id: 5,
  user_id: 1,
  filename: 'a.json',
  size_bytes: 10,
  download_count: 0,
  expires_at: null,
  message_seen_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('downloads mapping', () => {
  it('maps the inbox events to DownloadsChange', () => {
    expect(downloadsChange({ channel: 'c', event: 'DownloadWasAdded', data: { download } })).toEqual({
      type: 'ADDED',
      downloadId: '5',
      download,
    });
    expect(downloadsChange({ channel: 'c', event: 'DownloadMessageWasSeen', data: { download } }).type).toBe(
      'SEEN',
    );
    expect(
      downloadsChange({ channel: 'c', event: 'DownloadFileWasDeleted', data: { download_id: 5 } }),
    ).toEqual({
      type: 'DELETED',
      downloadId: '5',
      download: null,
    });
  });

  it('refuses an added download without the download', () => {
    expect(() => downloadsChange({ channel: 'c', event: 'DownloadWasAdded', data: {} })).toThrow(/without/);
  });

  it('builds the gateway URL and reads counts', () => {
    expect(downloadUrl(12)).toBe('/files/downloads/12');
    expect(downloadUrl('a/b')).toBe('/files/downloads/a%2Fb');
    expect(toInt('7')).toBe(7);
    expect(toInt(null)).toBe(0);
  });
});
