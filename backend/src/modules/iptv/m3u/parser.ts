// The portal's own M3U parser: bytes in, channels out, in constant memory however large the playlist.
// Lines are split on 0x0A at the byte level and decoded one by one (UTF-8, or Windows-1252 for a line that is
// not valid UTF-8); tags and attributes are read by hand-written scanners. Nothing in a playlist makes it throw:
// every problem is counted in `summary.skipped` (something was dropped) or `summary.repaired` (kept, mended).
// Decisions where playlists are ambiguous:
// - A URL line is `scheme://…`; anything else that is not a tag is skipped (`invalidLine`): relative paths and
//   stray text play nowhere the portal sends its lists.
// - A URL without an `#EXTINF` is a channel titled by its URL (players play it); `#EXTGRP` and options apply.
// - Separator entries (`#EXTINF:-1,----- DE -----`, usually with a dummy URL) are skipped (`separator`): they are
//   headings for players without groups, not channels, and group-title/#EXTGRP carry the grouping.
// - Unknown tags and comments are ignored wherever they stand, also between `#EXTINF` and its URL.
import { isAscii, isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { scanAttributes } from './attributes.js';

/** Longer lines are skipped (and counted) without being buffered. */
export const MAX_LINE_BYTES = 16 * 1024;
/** `#EXTVLCOPT` / `#KODIPROP` lines kept per entry; more are skipped, so a file of options cannot grow memory. */
export const MAX_OPTIONS_PER_ENTRY = 64;

export type SkipReason =
  /** An `#EXTINF` with no URL before the next `#EXTINF` or the end of the file. */
  | 'missingUrl'
  /** A line that is neither a tag, a comment nor a URL (`scheme://…`). */
  | 'invalidLine'
  /** A line longer than MAX_LINE_BYTES. */
  | 'lineTooLong'
  /** A separator entry such as `#EXTINF:-1,----- DE -----`: a heading for players without groups, not a channel. */
  | 'separator'
  /** `#EXTVLCOPT` / `#KODIPROP` lines beyond MAX_OPTIONS_PER_ENTRY for one entry. */
  | 'tooManyOptions';

export type RepairReason =
  /** Lines that were not valid UTF-8, read as Windows-1252 (a superset of Latin-1's printable range). */
  | 'latin1'
  /** Lines from which NUL bytes were removed. */
  | 'nulBytes';

/** Why a playlist gave no channel at all; the importer ends such an import FAILED with this reason. */
export type FailureReason =
  /** No content (nothing, or only blank lines). */
  | 'empty'
  /** Not an M3U playlist: HTML/XML, an archive or other binary, or text without a single M3U tag or URL. */
  | 'notAPlaylist'
  /** An M3U playlist, but not one entry in it is a channel. */
  | 'noChannels';

export interface M3uEntry {
  /** 1-based line of the `#EXTINF` (or of the URL, for a URL without one). */
  line: number;
  /** `#EXTINF` duration, -1 (live) where missing. */
  duration: number;
  /** The text after the first comma outside quotes; else tvg-name; else the URL. */
  title: string;
  tvgId: string | null;
  tvgName: string | null;
  tvgLogo: string | null;
  /** group-title as written, or else the `#EXTGRP` in effect. */
  groupTitle: string | null;
  /** groupTitle split on ';', trimmed, without empty parts. */
  groups: readonly string[];
  tvgChno: string | null;
  tvgLanguage: string | null;
  tvgCountry: string | null;
  /** tvg-shift: EPG time shift in hours. */
  tvgShift: number | null;
  /** timeshift as written (players read it as a shift or as catch-up days). */
  timeshift: string | null;
  catchup: string | null;
  catchupSource: string | null;
  catchupDays: number | null;
  radio: boolean;
  /** Every other attribute, keys lower-cased, first occurrence wins. */
  attributes: Readonly<Record<string, string>>;
  /** `#EXTVLCOPT:` values in order, e.g. `http-user-agent=VLC`. */
  vlcOptions: readonly string[];
  /** `#KODIPROP:` values in order, e.g. `inputstream.adaptive.manifest_type=mpd`. */
  kodiProps: readonly string[];
  /** The URL exactly as in the playlist, a `|User-Agent=…&Referer=…` suffix included (players read it). */
  url: string;
}

export interface M3uHeader {
  /** EPG sources from x-tvg-url and url-tvg (each may list several, comma-separated), in order, without repeats. */
  epgUrls: string[];
  /** tvg-shift of the `#EXTM3U` line, in hours. */
  tvgShift: number | null;
  /** All attributes of the `#EXTM3U` line(s), keys lower-cased. */
  attributes: Record<string, string>;
}

export interface M3uSummary {
  header: M3uHeader;
  /** 'utf-8' also covers files with Windows-1252 lines (see repaired.latin1). */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  /** Channels yielded. */
  entries: number;
  lines: number;
  bytes: number;
  skipped: Partial<Record<SkipReason, number>>;
  repaired: Partial<Record<RepairReason, number>>;
  /** Set once the input has ended (or was recognised as not a playlist) without a single channel. */
  failure: FailureReason | null;
}

const EMPTY: readonly string[] = Object.freeze([]);
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});
// Windows-1252's 0x80–0x9F (Node's TextDecoder treats 'windows-1252' as plain Latin-1 there); the rest is Latin-1.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const C1 = /[\x80-\x9f]/g;
function windows1252(buf: Buffer, start: number, end: number): string {
  const text = buf.toString('latin1', start, end);
  return text.replace(C1, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

const toBuffer = (chunk: Uint8Array) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** Whether `line` has the tag `name` (lower case) at `at`, case-insensitively, followed by ':', a blank or the end. */
function hasTag(line: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) {
    if ((line.charCodeAt(at + k) | 0x20) !== name.charCodeAt(k)) return false;
  }
  const next = line.charCodeAt(at + name.length);
  return Number.isNaN(next) || next === 58 || next === 32 || next === 9;
}

/** The value after `#TAG:`, trimmed. */
function tagValue(line: string, at: number): string {
  const colon = line.indexOf(':', at);
  return colon < 0 ? '' : line.slice(colon + 1).trim();
}

/** `scheme://…` (http, https, rtmp, rtsp, udp, rtp, mms, plugin …): what the portal can hand to a player. */
function isUrl(line: string, from: number): boolean {
  let p = from;
  const n = Math.min(line.length, from + 32);
  let c = line.charCodeAt(p) | 0x20;
  if (c < 97 || c > 122) return false;
  for (p++; p < n; p++) {
    c = line.charCodeAt(p);
    if (c === 58) return line.charCodeAt(p + 1) === 47 && line.charCodeAt(p + 2) === 47;
    const l = c | 0x20;
    if (!((l >= 97 && l <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46)) return false;
  }
  return false;
}

/** Decoration that separator titles are made of: `----- DE -----`, `==== Sport ====`, `★★★ UK ★★★`. */
const DECORATION = new Set('-=*#~_+|.•●★☆▬─━═►◄▶◀♦◆■□<>');
const isBlankChar = (c: string) => c === ' ' || c === '\t';

/** A title that begins and ends with at least three decoration characters (blanks between them aside), or
 * consists of nothing else. */
export function isSeparatorTitle(title: string): boolean {
  if (!DECORATION.has(title[0]!)) return false; // almost every title: no further work
  let marks = 0;
  let p = 0;
  for (; p < title.length && (DECORATION.has(title[p]!) || isBlankChar(title[p]!)); p++) {
    if (!isBlankChar(title[p]!)) marks++;
  }
  if (p === title.length) return true;
  if (marks < 3) return false;
  marks = 0;
  for (let q = title.length - 1; q > p && (DECORATION.has(title[q]!) || isBlankChar(title[q]!)); q--) {
    if (!isBlankChar(title[q]!)) marks++;
  }
  return marks >= 3;
}

function splitGroups(groupTitle: string | null): readonly string[] {
  if (groupTitle === null) return EMPTY;
  if (!groupTitle.includes(';')) {
    const g = groupTitle.trim();
    return g ? [g] : EMPTY;
  }
  const groups = groupTitle
    .split(';')
    .map((g) => g.trim())
    .filter((g) => g);
  return groups.length ? groups : EMPTY;
}

const number = (s: string | null) => {
  if (s === null || s.trim() === '') return null;
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
};

/** How the lines of a block decode: all ASCII, all valid UTF-8, or to be checked line by line. */
const Text = { Ascii: 0, Utf8: 1, Mixed: 2 } as const;
type Text = (typeof Text)[keyof typeof Text];

/**
 * Synchronous core: `write()` chunks, `take()` the entries they completed, `end()` at the end of the input.
 * Holds at most one partial line (≤ MAX_LINE_BYTES) and the current entry's tags between calls.
 */
export class M3uParser {
  readonly summary: M3uSummary = {
    header: { epgUrls: [], tvgShift: null, attributes: {} },
    encoding: 'utf-8',
    entries: 0,
    lines: 0,
    bytes: 0,
    skipped: {},
    repaired: {},
    failure: null,
  };
  /** True once the input was recognised as not a playlist; further input is ignored. */
  stopped = false;

  private out: M3uEntry[] = [];
  /** First bytes, held until the encoding and file type can be told (BOM, magic numbers). */
  private head: Buffer | null = Buffer.alloc(0);
  private utf16: TextDecoder | null = null;
  /** The start of a line continued in the next chunk. */
  private carry: Buffer | null = null;
  /** Inside a line longer than MAX_LINE_BYTES: bytes are dropped until its end. */
  private discarding = false;
  private sawTag = false;
  private sawContent = false;
  private info: string | null = null;
  private infoLine = 0;
  private group: string | null = null;
  private vlc: string[] | null = null;
  private kodi: string[] | null = null;

  write(chunk: Uint8Array): void {
    if (this.stopped || chunk.length === 0) return;
    this.summary.bytes += chunk.length;
    let buf = toBuffer(chunk);
    if (this.head) {
      buf = this.head.length ? Buffer.concat([this.head, buf]) : buf;
      if (buf.length < 8) {
        this.head = buf;
        return;
      }
      this.head = null;
      buf = this.sniff(buf);
      if (this.stopped) return;
    }
    this.feed(buf);
  }

  end(): void {
    if (this.head) {
      const buf = this.sniff(this.head);
      this.head = null;
      if (!this.stopped) this.feed(buf);
    }
    if (this.utf16) this.feedBytes(Buffer.from(this.utf16.decode(), 'utf8'));
    this.utf16 = null;
    if (this.carry) {
      const last = this.carry;
      this.carry = null;
      this.line(last, 0, last.length, isUtf8(last) ? Text.Utf8 : Text.Mixed, last.includes(0));
    }
    if (this.discarding) this.summary.lines++;
    this.discarding = false;
    if (this.info !== null) this.skip('missingUrl');
    this.info = null;
    const s = this.summary;
    if (s.entries === 0 && s.failure === null) {
      s.failure = !this.sawContent ? 'empty' : this.sawTag ? 'noChannels' : 'notAPlaylist';
    }
  }

  /** The entries completed since the last call. */
  take(): M3uEntry[] {
    const out = this.out;
    if (out.length) this.out = [];
    return out;
  }

  /** Byte order marks, UTF-16 without one (`#\0E\0`), and files that are plainly not playlists. */
  private sniff(buf: Buffer): Buffer {
    const b0 = buf[0],
      b1 = buf[1];
    if (b0 === 0xef && b1 === 0xbb && buf[2] === 0xbf) return buf.subarray(3);
    const le = b0 === 0xff && b1 === 0xfe;
    const be = b0 === 0xfe && b1 === 0xff;
    if (le || be || (b0 === 0x23 && b1 === 0) || (b0 === 0 && b1 === 0x23)) {
      const encoding = le || b0 === 0x23 ? 'utf-16le' : 'utf-16be';
      this.summary.encoding = encoding;
      this.utf16 = new TextDecoder(encoding); // drops the BOM itself
      return buf;
    }
    let p = 0;
    while (p < buf.length && (buf[p] === 32 || buf[p] === 9 || buf[p] === 10 || buf[p] === 13)) p++;
    const magic = buf.toString('latin1', p, p + 4);
    if (
      magic.startsWith('<') || // HTML, XML (an error page, an XMLTV guide)
      magic.startsWith('PK\x03\x04') || // ZIP
      magic.startsWith('\x1f\x8b') || // gzip
      magic.startsWith('%PDF') ||
      magic.startsWith('\x89PNG') ||
      magic.startsWith('Rar!') ||
      magic.startsWith('7z\xbc\xaf') ||
      magic.startsWith('\x7fELF')
    ) {
      this.stopped = true;
      this.summary.failure = 'notAPlaylist';
    }
    return buf;
  }

  private feed(buf: Buffer) {
    if (this.utf16) {
      const text = this.utf16.decode(buf, { stream: true });
      if (text) this.feedBytes(Buffer.from(text, 'utf8'));
    } else this.feedBytes(buf);
  }

  private feedBytes(buf: Buffer) {
    const n = buf.length;
    let pos = 0;
    if (this.discarding) {
      const nl = buf.indexOf(10);
      if (nl < 0) return;
      this.discarding = false;
      this.summary.lines++;
      pos = nl + 1;
    } else if (this.carry) {
      const nl = buf.indexOf(10);
      const carried = this.carry.length + (nl < 0 ? n : nl);
      if (carried > MAX_LINE_BYTES + 1) {
        this.carry = null;
        this.skip('lineTooLong');
        if (nl < 0) {
          this.discarding = true;
          return;
        }
        this.summary.lines++;
      } else if (nl < 0) {
        this.carry = Buffer.concat([this.carry, buf]);
        return;
      } else {
        const line = Buffer.concat([this.carry, buf.subarray(0, nl)]);
        this.carry = null;
        this.line(line, 0, line.length, isUtf8(line) ? Text.Utf8 : Text.Mixed, line.includes(0));
      }
      pos = nl + 1;
    }
    const last = buf.lastIndexOf(10);
    if (last >= pos) {
      // Whole lines: one check of the block decides how each line is decoded.
      const block = buf.subarray(pos, last);
      const text = isAscii(block) ? Text.Ascii : isUtf8(block) ? Text.Utf8 : Text.Mixed;
      const nul = block.includes(0);
      while (pos <= last) {
        const nl = buf.indexOf(10, pos);
        this.line(buf, pos, nl, text, nul);
        pos = nl + 1;
      }
    }
    if (pos < n) {
      if (n - pos > MAX_LINE_BYTES + 1) {
        this.skip('lineTooLong');
        this.discarding = true;
      } else this.carry = Buffer.from(buf.subarray(pos)); // a copy: the chunk itself can be released
    }
  }

  /** One line `buf[start, end)` without its LF. */
  private line(buf: Buffer, start: number, end: number, text: Text, nul: boolean) {
    this.summary.lines++;
    if (end > start && buf[end - 1] === 13) end--;
    if (end - start > MAX_LINE_BYTES) return this.skip('lineTooLong');
    let line: string;
    if (text === Text.Ascii) line = buf.toString('latin1', start, end);
    else if (text === Text.Utf8 || isUtf8(buf.subarray(start, end))) line = buf.toString('utf8', start, end);
    else {
      line = windows1252(buf, start, end);
      this.repair('latin1');
    }
    if (nul && line.includes('\0')) {
      line = line.replaceAll('\0', '');
      this.repair('nulBytes');
    }
    this.parseLine(line);
  }

  private parseLine(line: string) {
    const n = line.length;
    let i = 0;
    for (let c = line.charCodeAt(0); c === 32 || c === 9 || c === 0xfeff; c = line.charCodeAt(++i));
    if (i >= n) return;
    this.sawContent = true;
    if (line.charCodeAt(i) === 35 /* # */) {
      if (hasTag(line, i + 1, 'extinf')) {
        if (this.info !== null) this.skip('missingUrl');
        this.info = line;
        this.infoLine = this.summary.lines;
        this.sawTag = true;
      } else if (hasTag(line, i + 1, 'extvlcopt')) this.vlc = this.option(this.vlc, tagValue(line, i));
      else if (hasTag(line, i + 1, 'kodiprop')) this.kodi = this.option(this.kodi, tagValue(line, i));
      else if (hasTag(line, i + 1, 'extgrp')) this.group = tagValue(line, i) || null;
      else if (hasTag(line, i + 1, 'extm3u')) {
        this.header(line, i + 7);
        this.sawTag = true;
      }
      return; // other tags and comments, also between #EXTINF and its URL
    }
    if (!isUrl(line, i)) return this.skip('invalidLine');
    let e = n;
    while (e > i && line.charCodeAt(e - 1) <= 32) e--;
    this.entry(i === 0 && e === n ? line : line.slice(i, e));
  }

  private option(list: string[] | null, value: string): string[] {
    const options = list ?? [];
    if (options.length < MAX_OPTIONS_PER_ENTRY) options.push(value);
    else this.skip('tooManyOptions');
    return options;
  }

  private header(line: string, at: number) {
    const { pairs } = scanAttributes(line, at, false);
    const h = this.summary.header;
    for (let k = 0; k < pairs.length; k += 2) {
      const key = pairs[k]!;
      const value = pairs[k + 1]!;
      if (!(key in h.attributes)) h.attributes[key] = value;
      if (key === 'x-tvg-url' || key === 'url-tvg') {
        for (const u of value.split(',')) {
          const url = u.trim();
          if (url && !h.epgUrls.includes(url)) h.epgUrls.push(url);
        }
      } else if (key === 'tvg-shift' && h.tvgShift === null) h.tvgShift = number(value);
    }
  }

  private entry(url: string) {
    const info = this.info;
    const e: M3uEntry = {
      line: info === null ? this.summary.lines : this.infoLine,
      duration: -1,
      title: '',
      tvgId: null,
      tvgName: null,
      tvgLogo: null,
      groupTitle: null,
      groups: EMPTY,
      tvgChno: null,
      tvgLanguage: null,
      tvgCountry: null,
      tvgShift: null,
      timeshift: null,
      catchup: null,
      catchupSource: null,
      catchupDays: null,
      radio: false,
      attributes: NO_ATTRIBUTES,
      vlcOptions: this.vlc ?? EMPTY,
      kodiProps: this.kodi ?? EMPTY,
      url,
    };
    this.info = null;
    this.vlc = null;
    this.kodi = null;
    let title: string | null = null;
    if (info !== null) {
      const at = info.indexOf('#') + 7;
      const scan = scanAttributes(info, at, true);
      e.duration = scan.duration;
      title = scan.title;
      let attributes: Record<string, string> | null = null;
      const pairs = scan.pairs;
      for (let k = 0; k < pairs.length; k += 2) {
        const value = pairs[k + 1]!;
        switch (pairs[k]!) {
          case 'tvg-id':
            e.tvgId ??= value;
            break;
          case 'tvg-name':
            e.tvgName ??= value;
            break;
          case 'tvg-logo':
            e.tvgLogo ??= value;
            break;
          case 'group-title':
            e.groupTitle ??= value;
            break;
          case 'tvg-chno':
            e.tvgChno ??= value;
            break;
          case 'tvg-language':
            e.tvgLanguage ??= value;
            break;
          case 'tvg-country':
            e.tvgCountry ??= value;
            break;
          case 'tvg-shift':
            e.tvgShift ??= number(value);
            break;
          case 'timeshift':
            e.timeshift ??= value;
            break;
          case 'catchup':
            e.catchup ??= value;
            break;
          case 'catchup-source':
            e.catchupSource ??= value;
            break;
          case 'catchup-days':
            e.catchupDays ??= number(value);
            break;
          case 'radio':
            e.radio ||= value.toLowerCase() === 'true' || value === '1';
            break;
          default:
            attributes ??= {};
            if (!(pairs[k]! in attributes)) attributes[pairs[k]!] = value;
        }
      }
      if (attributes) e.attributes = attributes;
      if (e.groupTitle !== null && e.groupTitle.trim() === '') e.groupTitle = null;
    }
    if (title && isSeparatorTitle(title)) return this.skip('separator');
    e.title = title || e.tvgName || url;
    e.groupTitle ??= this.group;
    e.groups = splitGroups(e.groupTitle);
    this.summary.entries++;
    this.out.push(e);
  }

  private skip(reason: SkipReason) {
    this.summary.skipped[reason] = (this.summary.skipped[reason] ?? 0) + 1;
  }

  private repair(reason: RepairReason) {
    this.summary.repaired[reason] = (this.summary.repaired[reason] ?? 0) + 1;
  }
}

export interface M3uParse extends AsyncIterable<M3uEntry> {
  /** Live while parsing; complete once iteration has finished. */
  readonly summary: M3uSummary;
}

/**
 * Parses a playlist from a byte stream (a Node Readable, a web ReadableStream, any async iterable of chunks),
 * yielding its entries. A file recognised as not a playlist stops reading at once; so does breaking out of
 * the loop (the source is closed).
 */
export function parseM3u(source: AsyncIterable<Uint8Array>): M3uParse {
  const parser = new M3uParser();
  return {
    summary: parser.summary,
    async *[Symbol.asyncIterator]() {
      for await (const chunk of source) {
        parser.write(chunk);
        yield* parser.take();
        if (parser.stopped) break;
      }
      parser.end();
      yield* parser.take();
    },
  };
}
