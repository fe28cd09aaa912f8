import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isSeparatorTitle, MAX_LINE_BYTES, MAX_OPTIONS_PER_ENTRY, parseM3u } from './parser.js';
import { bytes, chunked, parseAll } from './test-helpers.js';

/** Parses whole and in awkward chunk sizes (1 byte, odd sizes); every way must give the same result. */
async function parse(data: Uint8Array | string) {
  const whole = await parseAll(data);
  for (const sizes of [[1], [3, 7, 2], [64]]) expect(await parseAll(data, sizes)).toEqual(whole);
  return whole;
}

const titles = (entries: { title: string }[]) => entries.map((e) => e.title);

describe('M3U parser', () => {
  it('reads the header, every known attribute, options and the URL with its header suffix', async () => {
    const playlist =
      '#EXTM3U x-tvg-url="http://epg.example/a.xml.gz,http://epg.example/b.xml" url-tvg="http://epg.example/a.xml.gz" tvg-shift="+1"\n' +
      '#EXTINF:-1 tvg-id="das.erste.de" tvg-name="Das Erste HD" tvg-logo="http://logo.example/erste.png" group-title="DE;Vollprogramm ; ;HD" ' +
      'tvg-chno="1" tvg-language="German" tvg-country="DE" tvg-shift="-2.5" timeshift="3" catchup="xc" ' +
      'catchup-source="?utc={utc}" catchup-days="7" radio="true" tvg-rec="3" X-Custom="yes",Das Erste HD\n' +
      '#EXTVLCOPT:http-user-agent=VLC/3.0\n' +
      '#EXTVLCOPT:http-referrer=http://example.com/\n' +
      '#KODIPROP:inputstream.adaptive.manifest_type=mpd\n' +
      'http://tv.example:8080/live/u/p/1.ts|User-Agent=Mozilla/5.0 (X11)&Referer=http://example.com/\n';
    const { entries, summary } = await parse(playlist);
    expect(summary.header).toEqual({
      epgUrls: ['http://epg.example/a.xml.gz', 'http://epg.example/b.xml'],
      tvgShift: 1,
      attributes: {
        'x-tvg-url': 'http://epg.example/a.xml.gz,http://epg.example/b.xml',
        'url-tvg': 'http://epg.example/a.xml.gz',
        'tvg-shift': '+1',
      },
    });
    expect(entries).toEqual([
      {
        line: 2,
        duration: -1,
        title: 'Das Erste HD',
        tvgId: 'das.erste.de',
        tvgName: 'Das Erste HD',
        tvgLogo: 'http://logo.example/erste.png',
        groupTitle: 'DE;Vollprogramm ; ;HD',
        groups: ['DE', 'Vollprogramm', 'HD'],
        tvgChno: '1',
        tvgLanguage: 'German',
        tvgCountry: 'DE',
        tvgShift: -2.5,
        timeshift: '3',
        catchup: 'xc',
        catchupSource: '?utc={utc}',
        catchupDays: 7,
        radio: true,
        attributes: { 'tvg-rec': '3', 'x-custom': 'yes' },
        vlcOptions: ['http-user-agent=VLC/3.0', 'http-referrer=http://example.com/'],
        kodiProps: ['inputstream.adaptive.manifest_type=mpd'],
        url: 'http://tv.example:8080/live/u/p/1.ts|User-Agent=Mozilla/5.0 (X11)&Referer=http://example.com/',
      },
    ]);
    expect(summary).toMatchObject({ entries: 1, lines: 6, skipped: {}, repaired: {}, failure: null });
    expect(summary.bytes).toBe(Buffer.byteLength(playlist));
  });

  it('takes options only for the entry they precede', async () => {
    const { entries } = await parse(
      '#EXTINF:-1,A\n#EXTVLCOPT:http-user-agent=A\nhttp://a/1\n#EXTINF:-1,B\nhttp://a/2\n',
    );
    expect(entries.map((e) => e.vlcOptions)).toEqual([['http-user-agent=A'], []]);
  });

  it('skips a UTF-8 byte order mark', async () => {
    const { entries, summary } = await parse(
      bytes([0xef, 0xbb, 0xbf], '#EXTM3U\n#EXTINF:-1,Köln\nhttp://a/1\n'),
    );
    expect(titles(entries)).toEqual(['Köln']);
    expect(summary.encoding).toBe('utf-8');
  });

  it.each([
    ['utf-16le', [0xff, 0xfe]],
    ['utf-16be', [0xfe, 0xff]],
  ] as const)('transcodes %s with a byte order mark, split anywhere', async (encoding, bom) => {
    const text =
      '#EXTM3U\r\n#EXTINF:-1 group-title="Ünterhaltung",WDR Köln 📺\r\nhttp://a/1\r\n#EXTINF:-1,Ω\r\nhttp://a/2';
    let body = Buffer.from(text, 'utf16le');
    if (encoding === 'utf-16be') body = Buffer.from(body).swap16();
    const { entries, summary } = await parse(bytes(bom, body));
    expect(summary.encoding).toBe(encoding);
    expect(entries.map((e) => [e.title, e.groupTitle, e.url])).toEqual([
      ['WDR Köln 📺', 'Ünterhaltung', 'http://a/1'],
      ['Ω', null, 'http://a/2'],
    ]);
  });

  it('recognises UTF-16 LE without a byte order mark', async () => {
    const { entries, summary } = await parse(
      Buffer.from('#EXTM3U\n#EXTINF:-1,Köln\nhttp://a/1\n', 'utf16le'),
    );
    expect(summary.encoding).toBe('utf-16le');
    expect(titles(entries)).toEqual(['Köln']);
  });

  it('decodes a line that is not valid UTF-8 as Windows-1252, and only that line', async () => {
    const { entries, summary } = await parse(
      bytes(
        '#EXTM3U\n#EXTINF:-1 group-title="Städte",',
        [0x57, 0x44, 0x52, 0x20, 0x4b, 0xf6, 0x6c, 0x6e], // WDR K\xf6ln
        '\nhttp://a/1\n#EXTINF:-1,',
        [0x80, 0x20, 0x54, 0x56, 0x99], // \x80 is €, \x99 ™ in Windows-1252
        '\nhttp://a/2\n#EXTINF:-1,Düsseldorf\nhttp://a/3\n',
      ),
    );
    // The first line mixes valid UTF-8 (ä) and Latin-1 (ö): as a whole it is not UTF-8, so it is read as 1252.
    expect(titles(entries)).toEqual(['WDR Köln', '€ TV™', 'Düsseldorf']);
    expect(entries[0]!.groupTitle).toBe('StÃ¤dte');
    expect(summary.repaired).toEqual({ latin1: 2 });
  });

  it('reads CRLF, LF and a mix of both', async () => {
    const { entries } = await parse(
      '#EXTM3U\r\n#EXTINF:-1,A\r\nhttp://a/1\r\n#EXTINF:-1,B\nhttp://a/2\n#EXTINF:-1,C\r\nhttp://a/3',
    );
    expect(entries.map((e) => [e.title, e.url])).toEqual([
      ['A', 'http://a/1'],
      ['B', 'http://a/2'],
      ['C', 'http://a/3'],
    ]);
  });

  it('allows blank lines, comments and other tags between #EXTINF and its URL', async () => {
    const { entries, summary } = await parse(
      '#EXTM3U\n#EXTINF:-1,A\n\n   \n# a comment\n#EXT-X-SOMETHING:1\n#EXTGRP:News\nhttp://a/1\n',
    );
    expect(entries.map((e) => [e.title, e.groupTitle, e.line])).toEqual([['A', 'News', 2]]);
    expect(summary.skipped).toEqual({});
  });

  it('needs no #EXTM3U header, and reads tags indented and in any case', async () => {
    const { entries, summary } = await parse(
      '  #EXTINF:-1,A\n\t http://a/1  \n#extinf:0,B\nhttp://a/2\n\t#EXTINF : 5 tvg-id="c",C\n  #ExtGrp: G \nhttp://a/3\n',
    );
    expect(entries.map((e) => [e.title, e.duration, e.tvgId, e.groupTitle, e.url])).toEqual([
      ['A', -1, null, null, 'http://a/1'],
      ['B', 0, null, null, 'http://a/2'],
      ['C', 5, 'c', 'G', 'http://a/3'],
    ]);
    expect(summary.header.epgUrls).toEqual([]);
  });

  it('reads "#EXTINF: -1" with blanks and durations that are not numbers', async () => {
    const { entries } = await parse(
      '#EXTINF: -1 tvg-id="a",A\nhttp://a/1\n#EXTINF:   120.5,B\nhttp://a/2\n#EXTINF:abc,C\nhttp://a/3\n#EXTINF:,D\nhttp://a/4\n',
    );
    expect(entries.map((e) => [e.title, e.duration])).toEqual([
      ['A', -1],
      ['B', 120.5],
      ['C', -1],
      ['D', -1],
    ]);
    expect(entries[0]!.tvgId).toBe('a');
  });

  it('reads unquoted values with blanks, single quotes, and attributes without a blank between them', async () => {
    const { entries } = await parse(
      "#EXTINF:-1 group-title=Sport HD Extra tvg-id=sport.de tvg-name='Sport 1, HD',Sport 1\nhttp://a/1\n" +
        '#EXTINF:-1 tvg-logo="http://l/x.png"group-title="News",N\nhttp://a/2\n',
    );
    expect(entries.map((e) => [e.groupTitle, e.tvgId, e.tvgName, e.title])).toEqual([
      ['Sport HD Extra', 'sport.de', 'Sport 1, HD', 'Sport 1'],
      ['News', null, null, 'N'],
    ]);
    expect(entries[1]!.tvgLogo).toBe('http://l/x.png');
  });

  it('survives unbalanced quotes', async () => {
    const { entries, summary } = await parse(
      '#EXTINF:-1 tvg-id="abc group-title="News",Title\nhttp://a/1\n' +
        '#EXTINF:-1 tvg-name="Open,Rest\nhttp://a/2\n' +
        '#EXTINF:-1 " tvg-id="x" ",Stray\nhttp://a/3\n',
    );
    expect(entries.map((e) => [e.title, e.tvgId, e.tvgName])).toEqual([
      ['Title', 'abc group-title=', null],
      ['Rest', null, 'Open'],
      ['Stray', 'x', null],
    ]);
    expect(summary.entries).toBe(3);
  });

  it('takes the title after the first comma outside quotes, keeping later commas and quotes', async () => {
    const { entries } = await parse(
      '#EXTINF:-1 tvg-name="A, B" group-title="x,y",Title, with "commas"\nhttp://a/1\n#EXTINF:-1 tvg-name="Only name"\nhttp://a/2\n',
    );
    expect(entries.map((e) => [e.title, e.tvgName, e.groupTitle])).toEqual([
      ['Title, with "commas"', 'A, B', 'x,y'],
      ['Only name', 'Only name', null],
    ]);
  });

  it('applies #EXTGRP until the next one, unless the entry has a group-title', async () => {
    const { entries } = await parse(
      '#EXTGRP:One\n#EXTINF:-1,A\nhttp://a/1\n#EXTINF:-1 group-title="Own",B\nhttp://a/2\n#EXTINF:-1 group-title="",C\nhttp://a/3\n' +
        '#EXTGRP:Two;Three\n#EXTINF:-1,D\nhttp://a/4\n#EXTGRP:\n#EXTINF:-1,E\nhttp://a/5\n',
    );
    expect(entries.map((e) => [e.title, e.groupTitle, e.groups])).toEqual([
      ['A', 'One', ['One']],
      ['B', 'Own', ['Own']],
      ['C', 'One', ['One']],
      ['D', 'Two;Three', ['Two', 'Three']],
      ['E', null, []],
    ]);
  });

  it('counts entries without a URL and keeps URLs without an #EXTINF', async () => {
    const { entries, summary } = await parse(
      '#EXTM3U\n#EXTINF:-1,Lost\n#EXTINF:-1,Kept\nhttp://a/1\nhttp://a/bare.m3u8\n#EXTVLCOPT:x=1\nrtmp://a/bare2\n#EXTINF:-1,Last\n',
    );
    expect(entries.map((e) => [e.title, e.url, e.vlcOptions, e.line])).toEqual([
      ['Kept', 'http://a/1', [], 3],
      ['http://a/bare.m3u8', 'http://a/bare.m3u8', [], 5],
      ['rtmp://a/bare2', 'rtmp://a/bare2', ['x=1'], 7],
    ]);
    expect(summary.skipped).toEqual({ missingUrl: 2 });
  });

  it('drops separator entries and counts them', async () => {
    const { entries, summary } = await parse(
      '#EXTINF:-1,----- DE -----\nhttp://dummy\n#EXTINF:-1 group-title="DE",Das Erste\nhttp://a/1\n' +
        '#EXTINF:-1,=== ★ SPORT ★ ===\nhttp://a/x\n#EXTINF:-1,#####\nhttp://a/y\n#EXTINF:-1,|DE| ZDF\nhttp://a/2\n',
    );
    expect(titles(entries)).toEqual(['Das Erste', '|DE| ZDF']);
    expect(summary.skipped).toEqual({ separator: 3 });
    expect(isSeparatorTitle('- Sport')).toBe(false);
    expect(isSeparatorTitle('Sky Sport -->')).toBe(false);
    expect(isSeparatorTitle('<<< Sport >>>')).toBe(true);
  });

  it('counts lines that are neither tags nor URLs', async () => {
    const { entries, summary } = await parse('#EXTINF:-1,A\nnot a url\n/relative/path.ts\nhttp://a/1\n');
    expect(titles(entries)).toEqual(['A']);
    expect(summary.skipped).toEqual({ invalidLine: 2 });
  });

  it('skips lines longer than 16 KB without keeping them, wherever the chunks split them', async () => {
    const long = 'x'.repeat(MAX_LINE_BYTES + 1);
    const data =
      `#EXTINF:-1,A\nhttp://a/1\n#EXTINF:-1 tvg-logo="${long}",Long\nhttp://a/2\n` +
      `#EXTINF:-1,B\nhttp://a/${'y'.repeat(MAX_LINE_BYTES)}\n#EXTINF:-1,C\nhttp://a/3\n`;
    const { entries, summary } = await parse(data);
    // The long #EXTINF goes, so its URL becomes a channel of its own; the long URL leaves B without one.
    expect(titles(entries)).toEqual(['A', 'http://a/2', 'C']);
    expect(summary.skipped).toEqual({ lineTooLong: 2, missingUrl: 1 });
    expect(summary.lines).toBe(8);
    // Exactly at the limit is still a line.
    const edge = await parseAll(`#EXTINF:-1,E\nhttp://a/${'z'.repeat(MAX_LINE_BYTES - 9)}\r\n`, [1000]);
    expect(edge.entries).toHaveLength(1);
  });

  it('drops a huge line streamed in chunks without buffering it', async () => {
    let pulled = 0;
    async function* source() {
      yield Buffer.from('#EXTINF:-1,A\nhttp://a/1\n');
      const junk = Buffer.alloc(1 << 20, 0x41);
      for (let k = 0; k < 64; k++) {
        pulled++;
        yield junk;
      }
      yield Buffer.from('\n#EXTINF:-1,B\nhttp://a/2');
    }
    const parse = parseM3u(source());
    const seen: string[] = [];
    const before = process.memoryUsage().arrayBuffers;
    let grew = 0;
    for await (const entry of parse) {
      seen.push(entry.title);
      grew = Math.max(grew, process.memoryUsage().arrayBuffers - before);
    }
    expect(pulled).toBe(64);
    expect(seen).toEqual(['A', 'B']);
    expect(parse.summary.skipped).toEqual({ lineTooLong: 1 });
    expect(parse.summary.lines).toBe(5);
    expect(grew).toBeLessThan(16 << 20);
  });

  it('removes NUL bytes and counts the lines', async () => {
    const { entries, summary } = await parse(bytes('#EXTINF:-1,A\0B\n', [0], 'http://a/1\0\n'));
    expect(entries.map((e) => [e.title, e.url])).toEqual([['AB', 'http://a/1']]);
    expect(summary.repaired).toEqual({ nulBytes: 2 });
  });

  it.each([
    ['HTML', '\n  <!DOCTYPE html><html><body>#EXTINF:-1,A\nhttp://a/1\n</body></html>'],
    ['XML', '<?xml version="1.0"?><tv></tv>'],
    ['ZIP', bytes('PK', [3, 4, 20, 0, 0, 0], '#EXTINF:-1,A\nhttp://a/1\n')],
    ['gzip', bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])],
  ])('recognises %s as not a playlist and stops reading', async (_kind, data) => {
    let chunks = 0;
    async function* source() {
      for await (const chunk of chunked(typeof data === 'string' ? Buffer.from(data) : data, [8])) {
        chunks++;
        yield chunk;
      }
      for (;;) {
        chunks++;
        yield Buffer.from('http://a/more\n');
      }
    }
    const parse = parseM3u(source());
    let entries = 0;
    for await (const _entry of parse) entries++;
    expect(entries).toBe(0);
    expect(parse.summary.failure).toBe('notAPlaylist');
    expect(chunks).toBeLessThanOrEqual(2);
  });

  it.each([
    ['an empty file', '', 'empty'],
    ['blank lines', '\r\n \n\t\n', 'empty'],
    ['a playlist without channels', '#EXTM3U\n#EXTINF:-1,A\n', 'noChannels'],
    ['a header only', '#EXTM3U', 'noChannels'],
    ['plain text', 'Hello,\nthis is not a playlist.\n', 'notAPlaylist'],
    ['random bytes', bytes([0x13, 0x37, 0xc3, 0x28, 0xff, 0x00, 0x01, 0x02, 0x0a, 0x99]), 'notAPlaylist'],
  ])('ends %s with a failure reason', async (_kind, data, reason) => {
    const { entries, summary } = await parse(data);
    expect(entries).toEqual([]);
    expect(summary.failure).toBe(reason);
  });

  it('sets no failure when there is a channel', async () => {
    const { summary } = await parse('http://a/1');
    expect(summary).toMatchObject({ failure: null, entries: 1, lines: 1, bytes: 10 });
  });

  it('caps options per entry', async () => {
    const options = Array.from({ length: MAX_OPTIONS_PER_ENTRY + 2 }, (_, k) => `#EXTVLCOPT:o=${k}\n`).join(
      '',
    );
    const { entries, summary } = await parse(`#EXTINF:-1,A\n${options}http://a/1\n`);
    expect(entries[0]!.vlcOptions).toHaveLength(MAX_OPTIONS_PER_ENTRY);
    expect(summary.skipped).toEqual({ tooManyOptions: 2 });
  });

  it('reads a Node Readable and a web ReadableStream', async () => {
    const text = '#EXTM3U\n#EXTINF:-1,A\nhttp://a/1\n';
    for (const source of [
      Readable.from([Buffer.from(text)]),
      new Blob([text]).stream() as unknown as AsyncIterable<Uint8Array>,
    ]) {
      const parse = parseM3u(source);
      const got: string[] = [];
      for await (const entry of parse) got.push(entry.title);
      expect(got).toEqual(['A']);
      expect(parse.summary.bytes).toBe(text.length);
    }
  });
});
