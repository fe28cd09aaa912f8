// Property and fuzz tests: generated playlists written in every style round-trip through the parser; random
// bytes and mutated playlists never make it throw or hang; a 50 MB stream is parsed in bounded memory.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSeparatorTitle, MAX_LINE_BYTES, parseM3u } from './parser.js';
import { parseAll } from './test-helpers.js';

const chars = (set: string) => fc.constantFrom(...[...set]);
const TEXT = 'abcxyzABC019 ,;.:-_/()&?+äöüßé€Ωあ📺=\'"';
/** A value without line breaks and without `avoid` (the quote it will be written in). */
const text = (minLength: number, avoid = '') =>
  fc.string({ unit: chars([...TEXT].filter((c) => !avoid.includes(c)).join('')), minLength, maxLength: 24 });
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const entryArb = fc.record({
  title: text(1)
    .map((t) => t.trim())
    .filter((t) => t.length > 0 && !isSeparatorTitle(t)),
  duration: fc.constantFrom(-1, 0, 30, 120.5),
  tvgId: optional(text(0, '"')),
  tvgName: optional(text(0, "'")),
  tvgLogo: optional(fc.webUrl()),
  groupTitle: optional(text(1, '"').filter((g) => g.trim() !== '')),
  tvgChno: optional(fc.integer({ min: 1, max: 9999 }).map(String)),
  custom: fc.dictionary(fc.stringMatching(/^x-[a-z]{1,5}$/), text(0, '"'), { maxKeys: 2 }),
  extgrp: optional(text(1, '').map((g) => g.trim())),
  url: fc
    .tuple(fc.webUrl(), fc.option(text(1, '|')))
    .map(([u, ua]) => (ua === null ? u : `${u}|User-Agent=${ua}`)),
  vlcOptions: fc.array(
    text(1).map((o) => `http-user-agent=${o.trim()}`),
    { maxLength: 2 },
  ),
  kodiProps: fc.array(fc.constantFrom('inputstream.adaptive.manifest_type=mpd', 'a=b'), { maxLength: 1 }),
  /** How the entry is written: quotes, indentation, what stands between #EXTINF and the URL. */
  quote: fc.constantFrom('"', "'", ''),
  indent: fc.constantFrom('', ' ', '\t '),
  between: fc.constantFrom('', '\n', '# comment\n', '\n#EXT-X-UNKNOWN:1\n\n'),
  spaced: fc.boolean(),
});
type GenEntry = typeof entryArb extends fc.Arbitrary<infer T> ? T : never;

const playlistArb = fc.record({
  entries: fc.array(entryArb, { maxLength: 12 }),
  header: fc.boolean(),
  eol: fc.constantFrom('\n', '\r\n'),
  encoding: fc.constantFrom('utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be'),
  chunks: fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 5 }),
});

function attribute(key: string, value: string, quote: string) {
  // Unquoted only where the scanner can tell the value's end; otherwise the quote that the value lacks.
  if (quote === '' && /^[^\s,"'=]+$/.test(value)) return `${key}=${value}`;
  const q = value.includes(quote === "'" ? "'" : '"') ? (quote === "'" ? '"' : "'") : quote || '"';
  return `${key}=${q}${value}${q}`;
}

function write(e: GenEntry, eol: string): string {
  const attrs: string[] = [];
  const add = (key: string, value: string | null) => {
    if (value !== null) attrs.push(attribute(key, value, e.quote));
  };
  add('tvg-id', e.tvgId);
  add('tvg-name', e.tvgName);
  add('tvg-logo', e.tvgLogo);
  add('group-title', e.groupTitle);
  add('tvg-chno', e.tvgChno);
  for (const [k, v] of Object.entries(e.custom)) add(k, v);
  const lines = [
    ...(e.extgrp === null ? [] : [`#EXTGRP:${e.extgrp}`]),
    `${e.indent}#EXTINF:${e.spaced ? ' ' : ''}${e.duration}${attrs.map((a) => ` ${a}`).join('')},${e.title}`,
    ...e.between.split('\n').slice(0, -1),
    ...e.vlcOptions.map((o) => `#EXTVLCOPT:${o}`),
    ...e.kodiProps.map((p) => `#KODIPROP:${p}`),
    `${e.indent}${e.url}`,
  ];
  return lines.join(eol) + eol;
}

function encode(textValue: string, encoding: string): Buffer {
  if (encoding === 'utf-8') return Buffer.from(textValue);
  if (encoding === 'utf-8-bom') return Buffer.from(`\ufeff${textValue}`);
  const le = Buffer.from(`\ufeff${textValue}`, 'utf16le');
  return encoding === 'utf-16le' ? le : le.swap16();
}

/** What the parser must read back: the fields as generated, group from #EXTGRP where there is no group-title. */
function expected(entries: GenEntry[]) {
  let group: string | null = null;
  return entries.map((e) => {
    if (e.extgrp !== null) group = e.extgrp || null;
    return {
      title: e.title,
      duration: e.duration,
      tvgId: e.tvgId,
      tvgName: e.tvgName,
      tvgLogo: e.tvgLogo,
      groupTitle: e.groupTitle ?? group,
      tvgChno: e.tvgChno,
      attributes: e.custom,
      url: e.url.trim(),
      vlcOptions: e.vlcOptions,
      kodiProps: e.kodiProps,
    };
  });
}

describe('M3U parser properties', () => {
  it('reads back every generated playlist, whatever its style, encoding and chunking', async () => {
    await fc.assert(
      fc.asyncProperty(playlistArb, async (p) => {
        const body = (p.header ? `#EXTM3U${p.eol}` : '') + p.entries.map((e) => write(e, p.eol)).join('');
        const { entries, summary } = await parseAll(encode(body, p.encoding), p.chunks);
        expect(
          entries.map((e) => ({
            title: e.title,
            duration: e.duration,
            tvgId: e.tvgId,
            tvgName: e.tvgName,
            tvgLogo: e.tvgLogo,
            groupTitle: e.groupTitle,
            tvgChno: e.tvgChno,
            attributes: e.attributes,
            url: e.url,
            vlcOptions: e.vlcOptions,
            kodiProps: e.kodiProps,
          })),
        ).toEqual(expected(p.entries));
        expect(summary.skipped).toEqual({});
        expect(summary.repaired).toEqual({});
        expect(summary.failure).toBe(p.entries.length ? null : p.header ? 'noChannels' : 'empty');
      }),
      { numRuns: 300 },
    );
  });
});

/** What must hold for any input: no throw, counts that agree with what was yielded. */
async function checkInvariants(data: Uint8Array, chunks: number[]) {
  const { entries, summary } = await parseAll(data, chunks);
  expect(summary.entries).toBe(entries.length);
  expect(summary.bytes).toBe(data.length);
  expect(summary.failure === null).toBe(entries.length > 0);
  for (const e of entries) {
    expect(e.url).toMatch(/^[a-z][a-z0-9+.-]*:\/\//i);
    expect(e.title).not.toBe('');
  }
}

const INTERESTING = [
  0x00, 0x0a, 0x0d, 0x22, 0x27, 0x2c, 0x3d, 0x23, 0x3b, 0x7c, 0xff, 0xfe, 0xc3, 0x80, 0xef, 0x20,
];

describe('M3U parser fuzzing', () => {
  it('never throws on random bytes', async () => {
    const byte = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(...INTERESTING));
    await fc.assert(
      fc.asyncProperty(
        fc.array(byte, { maxLength: 3000 }).map((b) => Uint8Array.from(b)),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 4 }),
        checkInvariants,
      ),
      { numRuns: 400 },
    );
  });

  it('never throws on mutated playlists', async () => {
    const mutation = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 12 }),
      insert: fc.array(fc.oneof(fc.constantFrom(...INTERESTING), fc.integer({ min: 0, max: 255 })), {
        maxLength: 8,
      }),
    });
    await fc.assert(
      fc.asyncProperty(
        playlistArb,
        fc.array(mutation, { minLength: 1, maxLength: 20 }),
        async (p, mutations) => {
          let data = encode(
            (p.header ? `#EXTM3U${p.eol}` : '') + p.entries.map((e) => write(e, p.eol)).join(''),
            p.encoding,
          );
          for (const m of mutations) {
            const at = data.length ? m.at % data.length : 0;
            data = Buffer.concat([data.subarray(0, at), Buffer.from(m.insert), data.subarray(at + m.remove)]);
          }
          await checkInvariants(data, p.chunks);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays linear on pathological lines (the test timeout is the guard)', async () => {
    const blanks = ' '.repeat(MAX_LINE_BYTES - 40);
    const lines = [
      `#EXTINF:-1 k=${blanks}x,T`, // an unquoted value: every blank looks ahead for the next key=
      `#EXTINF:-1 ${'k="'.repeat((MAX_LINE_BYTES - 40) / 3)},T`,
      `#EXTINF:-1 ${"'=".repeat((MAX_LINE_BYTES - 40) / 2)},T`,
      `#EXTINF:-1,${'-'.repeat(MAX_LINE_BYTES - 40)} x`,
    ];
    const data = Buffer.from(
      Array.from({ length: 400 }, (_, k) => `${lines[k % 4]}\nhttp://a/${k}\n`).join(''),
    );
    const { entries } = await parseAll(data, [1 << 16]);
    expect(entries).toHaveLength(400);
  });

  it('parses a 50 MB stream in bounded memory', async () => {
    const entry = (k: number) =>
      `#EXTINF:-1 tvg-id="chan${k}.de" tvg-name="Kanal ${k}" tvg-logo="http://logo.example/${k}.png" ` +
      `group-title="DE;Sport" catchup="xc" catchup-days="7",Kanal ${k} HD\r\n` +
      `http://tv.example:8080/live/user/pass/${k}.ts\n`;
    const TOTAL = 50 << 20;
    let produced = 0;
    async function* source() {
      let k = 0;
      while (produced < TOTAL) {
        let chunk = '';
        while (chunk.length < 60_000) chunk += entry(k++);
        // Now and then damage: a 1 MB line, NULs, a Latin-1 line.
        if (k % 5000 < 250) chunk += 'x'.repeat(1 << 20) + '\n#EXTINF:-1,\0Nul\nhttp://a/nul\n';
        const bytes = Buffer.concat([Buffer.from(chunk), Buffer.from([0x23, 0x20, 0xf6, 0x0a])]);
        produced += bytes.length;
        yield bytes;
      }
    }
    const memory = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const parse = parseM3u(source());
    const base = memory();
    let peak = 0;
    let count = 0;
    for await (const _entry of parse) {
      if (++count % 1000 === 0) peak = Math.max(peak, memory() - base);
    }
    expect(count).toBe(parse.summary.entries);
    expect(count).toBeGreaterThan(100_000);
    expect(parse.summary.skipped.lineTooLong).toBeGreaterThan(0);
    expect(parse.summary.repaired.nulBytes).toBeGreaterThan(0);
    // 50 MB went through; keeping the entries alone would take several times that.
    expect(peak).toBeLessThan(64 << 20);
  });
});
