import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FEED } from './fixtures.js';
import { normaliseName } from './match.js';
import { readXmltv } from './xmltv.js';
import type { XmltvItem } from './xmltv.js';

async function read(chunks: (string | Uint8Array)[]) {
  const source = (async function* () {
    for (const c of chunks) yield typeof c === 'string' ? Buffer.from(c) : c;
  })();
  const { summary, items } = readXmltv(source, 1 << 30);
  const out: XmltvItem[] = [];
  for await (const item of items) out.push(item);
  return { summary, out, programmes: out.flatMap((i) => (i.kind === 'programme' ? [i.programme] : [])) };
}

/** The text split into pieces of `size` bytes (entities and multi-byte characters cut in two). */
const pieces = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
};

describe('XMLTV reader', () => {
  it('reads a damaged feed, mends what it can and counts each kind of damage', async () => {
    const { summary, programmes } = await read([FEED]);
    expect(summary.failure).toBeNull();
    expect(summary.truncated).toBe(false);
    const one = programmes.filter((p) => p.channel === 'one.de');
    expect(one.map((p) => [p.title, p.start.toISOString(), p.stop.toISOString()])).toEqual([
      ['Early', '2026-11-24T10:00:00.000Z', '2026-11-24T11:30:00.000Z'],
      ['News & Weather', '2026-11-24T11:30:00.000Z', '2026-11-24T12:00:00.000Z'],
      ['Überraschung', '2026-11-24T12:00:00.000Z', '2026-11-24T13:00:00.000Z'],
      ['Last week', '2026-11-20T10:00:00.000Z', '2026-11-20T11:00:00.000Z'],
      ['Next month', '2026-12-10T10:00:00.000Z', '2026-12-10T11:00:00.000Z'],
    ]);
    expect(one[1]).toMatchObject({ subtitle: 'Part\u00a01', description: 'Rain & sun', category: 'News' });
    expect(summary.skipped).toEqual({
      missingStop: 1,
      entity: 1,
      unknownElement: 2,
      timezoneName: 2,
      mojibake: 1,
      noChannel: 1,
      badTime: 1,
      noStop: 1,
    });
  });

  it('reads the same in chunks of any size, and gzip told by its magic bytes', async () => {
    const whole = await read([FEED]);
    for (const size of [1, 7, 64]) {
      const { programmes, summary } = await read(pieces(FEED, size));
      expect(programmes).toEqual(whole.programmes);
      expect(summary.skipped).toEqual(whole.summary.skipped);
    }
    const gzipped = await read([zlib.gzipSync(Buffer.from(FEED))]);
    expect(gzipped.programmes).toEqual(whole.programmes);
  });

  it('keeps what a truncated file held (plain or gzip) and reports it', async () => {
    const cut = FEED.slice(0, FEED.indexOf('Tagesschau'));
    const plain = await read([cut]);
    expect(plain.summary.truncated).toBe(true);
    expect(plain.summary.skipped.truncated).toBe(1);
    expect(plain.programmes.map((p) => p.title)).toContain('Überraschung');
    const gz = zlib.gzipSync(Buffer.from(FEED));
    const half = await read([gz.subarray(0, Math.floor(gz.length / 2))]);
    expect(half.summary.truncated).toBe(true);
    expect(half.summary.failure).toBeNull();
  });

  it('refuses an HTML page and other data, reads Latin-1 by its declaration', async () => {
    expect((await read(['<!DOCTYPE html><html><body>502 Bad Gateway</body></html>'])).summary.failure).toBe(
      'notXmltv',
    );
    expect((await read(['{"error": "nope"}'])).summary.failure).toBe('notXmltv');
    expect((await read([])).summary.failure).toBe('notXmltv');
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><tv><programme channel="a" start="20261124100000" ' +
        'stop="20261124110000"><title>Müller</title></programme></tv>',
      'latin1',
    );
    expect((await read([latin1])).programmes[0]!.title).toBe('Müller');
  });

  it('normalises names for matching', () => {
    expect(normaliseName('Das Erste HD')).toBe('das erste');
    expect(normaliseName('ZDF (FHD)')).toBe('zdf');
    expect(normaliseName('Télé 5')).toBe('tele 5');
    expect(normaliseName('ProSieben  HD+')).toBe('prosieben');
    expect(normaliseName('HD')).toBe('hd');
  });
});
