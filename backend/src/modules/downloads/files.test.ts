import { describe, expect, it } from 'vitest';
import { cleanFilename, cleanMime, contentDisposition } from './files.js';

describe('download file helpers', () => {
  it('file names keep letters, lose separators and control characters', () => {
    expect(cleanFilename('portal-export-2026-11-22.json')).toBe('portal-export-2026-11-22.json');
    expect(cleanFilename('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(cleanFilename('a\\b\u0000c\nd\u007f')).toBe('a_b_c_d_');
    expect(cleanFilename('  ...hidden ')).toBe('hidden');
    expect(cleanFilename('')).toBe('download');
    expect(cleanFilename('...')).toBe('download');
    expect([...cleanFilename('ü'.repeat(300))]).toHaveLength(200);
  });

  it('Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987)', () => {
    expect(contentDisposition('a.json')).toBe(`attachment; filename="a.json"; filename*=UTF-8''a.json`);
    expect(contentDisposition(`Grüße "x" (1)'s 100%.txt`)).toBe(
      `attachment; filename="Gr__e _x_ (1)'s 100_.txt"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%22x%22%20%281%29%27s%20100%25.txt`,
    );
    expect(contentDisposition('日本.csv')).toBe(
      `attachment; filename="__.csv"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.csv`,
    );
  });

  it('MIME types: plain type/subtype[; charset] or application/octet-stream', () => {
    expect(cleanMime('application/json')).toBe('application/json');
    expect(cleanMime('text/csv; charset=utf-8')).toBe('text/csv; charset=utf-8');
    expect(cleanMime(undefined)).toBe('application/octet-stream');
    expect(cleanMime('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
    expect(cleanMime('nonsense')).toBe('application/octet-stream');
  });
});
