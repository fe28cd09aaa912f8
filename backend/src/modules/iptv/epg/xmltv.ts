// A streaming XMLTV reader (saxes) that survives what real feeds carry. Bytes in (plain or gzip, told apart by the
// magic bytes), channels and programmes out, one at a time; nothing but the current element is held, except one
// programme per channel that waits for its stop time. Every problem is counted in `summary.skipped` by reason:
// dropped — `badTime` (unreadable start/stop, or stop ≤ start), `noChannel`, `noStop` (no stop and no later
// programme of its channel), `truncated` (the programme the file ended in); mended — `missingStop` (stop = the
// channel's next start), `timezoneName` (a zone name such as CET or Europe/Berlin), `timezoneUnknown` (taken as
// UTC), `entity` (an unknown entity such as &nbsp; or a bare &), `mojibake` (UTF-8 read as Latin-1, re-read),
// `encoding` (bytes that are no text), `unknownElement`, `malformed` (other XML errors saxes recovered from).
// saxes reports errors through its 'error' event and goes on parsing; the file's end with open elements is
// `summary.truncated` (what was read is kept).
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { xmlBounds } from '../../../lib/xml-bounds.js';
import { wallTimeToUtc } from './time.js';

export interface XmltvChannel {
  id: string;
  displayNames: string[];
  icon: string | null;
}

export interface XmltvProgramme {
  channel: string;
  start: Date;
  stop: Date;
  title: string;
  subtitle: string | null;
  description: string | null;
  category: string | null;
}

export type XmltvItem =
  { kind: 'channel'; channel: XmltvChannel } | { kind: 'programme'; programme: XmltvProgramme };

export interface XmltvSummary {
  skipped: Record<string, number>;
  truncated: boolean;
  /** Not XMLTV at all (an HTML error page, an empty answer, other data): nothing was read. */
  failure: 'notXmltv' | null;
  bytes: number;
}

/** Raised when the decompressed text passes `maxBytes`. */
export class XmltvTooLarge extends Error {
  constructor() {
    super('xmltv larger than allowed');
    this.name = 'XmltvTooLarge';
  }
}

// The elements the XMLTV DTD knows below <tv>; anything else is counted (and ignored).
const KNOWN = new Set(
  (
    'tv channel display-name icon url programme title sub-title desc credits director actor writer adapter ' +
    'producer composer editor presenter commentator guest date category keyword language orig-language length ' +
    'country episode-num video present colour aspect quality audio stereo previously-shown premiere last-chance ' +
    'new subtitles rating value star-rating review image system'
  ).split(' '),
);

// HTML entities feeds use without declaring them; saxes resolves these, any other one stays as written.
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  copy: '©',
  reg: '®',
  euro: '€',
};

/** An `&` that starts no entity or character reference (a bare one: saxes would swallow the text after it). */
const BARE_AMPERSAND = /&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|[A-Za-z][\w.-]{0,31};)/g;

const count = (skipped: Record<string, number>, reason: string, n = 1) => {
  skipped[reason] = (skipped[reason] ?? 0) + n;
};

// windows-1252's characters for the bytes 0x80–0x9f (Latin-1 has control characters there)
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252_BYTES = new Map([...CP1252].map((c, i) => [c, 0x80 + i]));
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 that was read as Latin-1 or windows-1252 once (`Ã¤` for `ä`): read again as UTF-8 where that gives text. */
function mend(text: string, skipped: Record<string, number>): string {
  if (text.includes('\ufffd')) count(skipped, 'encoding');
  if (!/[ÂÃ][^\p{ASCII}]/u.test(text)) return text;
  const bytes: number[] = [];
  for (const c of text) {
    const code = c.charCodeAt(0);
    const byte = code <= 0xff ? code : CP1252_BYTES.get(c);
    if (byte === undefined) return text;
    bytes.push(byte);
  }
  try {
    const again = strictUtf8.decode(new Uint8Array(bytes));
    count(skipped, 'mojibake');
    return again;
  } catch {
    return text;
  }
}

/** Bytes, gunzipped when they start with gzip's magic; a gzip stream that breaks off ends the text (truncated). */
async function* inflate(source: AsyncIterable<Uint8Array>, onBroken: () => void): AsyncGenerator<Uint8Array> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  const head = first.value;
  const rest = { [Symbol.asyncIterator]: () => it };
  if (!(head[0] === 0x1f && head[1] === 0x8b)) {
    yield head;
    yield* rest;
    return;
  }
  const gunzip = zlib.createGunzip();
  const input = Readable.from(
    (async function* () {
      yield head;
      yield* rest;
    })(),
  );
  // a download failure reaches the caller through the gunzip stream
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (err) {
    // zlib's own errors (Z_BUF_ERROR: unexpected end, Z_DATA_ERROR: corrupt) mean the file broke off
    if (
      typeof (err as { code?: string }).code === 'string' &&
      (err as { code: string }).code.startsWith('Z_')
    ) {
      onBroken();
      return;
    }
    throw err;
  } finally {
    input.destroy();
  }
}

/** The character set the XML declaration names (Latin-1 and windows-1252 are read as windows-1252); else UTF-8. */
function encodingOf(head: Uint8Array): string {
  const decl = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(
    Buffer.from(head.subarray(0, 200)).toString('latin1'),
  );
  return decl && /^(iso-?8859-1|latin-?1|windows-1252|cp1252)$/i.test(decl[1]!) ? 'windows-1252' : 'utf-8';
}

interface Open {
  channel: string;
  start: Date;
  stop: Date | null;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  category: string | null;
}

/** Reads the time attribute of XMLTV (`YYYYMMDDhhmm[ss] [zone]`); null when unreadable. */
export function parseXmltvTime(value: string | undefined, skipped: Record<string, number>): Date | null {
  if (!value) return null;
  const m = /^\s*(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(.*?)\s*$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(wall)) return null;
  const utc = wallTimeToUtc(wall, zone ?? '');
  if (utc.kind === 'name') count(skipped, 'timezoneName');
  if (utc.kind === 'unknown') count(skipped, 'timezoneUnknown');
  return new Date(utc.ms);
}

/**
 * Reads XMLTV from `source`. `summary` is complete once iteration has ended. Throws XmltvTooLarge past `maxBytes`
 * of text, XmlLimitExceeded for a text or tag longer than MAX_XML_PIECE or nesting deeper than MAX_XML_DEPTH, and
 * whatever `source` throws (download failures).
 */
export function readXmltv(source: AsyncIterable<Uint8Array>, maxBytes: number) {
  const summary: XmltvSummary = { skipped: {}, truncated: false, failure: null, bytes: 0 };
  const { skipped } = summary;

  async function* items(): AsyncGenerator<XmltvItem> {
    const parser = new SaxesParser({ position: false });
    Object.assign(parser.ENTITIES, HTML_ENTITIES);
    const bounds = xmlBounds(parser);
    const out: XmltvItem[] = [];
    // programmes without a stop wait here for the next programme of their channel
    const waiting = new Map<string, Open>();
    let depth = 0;
    let rootSeen = false;
    let channel: XmltvChannel | null = null;
    let programme: Open | null = null;
    /** The element whose text is being collected, and the text so far. */
    let field: string | null = null;
    let text = '';

    const emit = (p: Open, stop: Date) => {
      if (stop <= p.start) {
        count(skipped, 'badTime');
        return;
      }
      if (p.title === null) count(skipped, 'noTitle');
      out.push({
        kind: 'programme',
        programme: {
          channel: p.channel,
          start: p.start,
          stop,
          title: p.title ?? '',
          subtitle: p.subtitle,
          description: p.description,
          category: p.category,
        },
      });
    };

    parser.on('error', (err) => {
      const message = err.message;
      if (/undefined entity|entity name/.test(message)) count(skipped, 'entity');
      else if (!/unclosed tag|unexpected end/.test(message)) count(skipped, 'malformed');
    });
    parser.on('opentag', (tag) => {
      depth += 1;
      bounds.ended(depth);
      const attr = (name: string) => {
        const v = tag.attributes[name];
        return typeof v === 'string' ? v : undefined;
      };
      if (depth === 1) {
        rootSeen = true;
        if (tag.name !== 'tv') summary.failure = 'notXmltv';
        return;
      }
      if (!KNOWN.has(tag.name)) count(skipped, 'unknownElement');
      if (depth === 2 && tag.name === 'channel') {
        const id = attr('id')?.trim();
        channel = id ? { id, displayNames: [], icon: null } : null;
      } else if (depth === 2 && tag.name === 'programme') {
        const id = attr('channel')?.trim();
        const start = parseXmltvTime(attr('start'), skipped);
        if (!id) count(skipped, 'noChannel');
        else if (!start) count(skipped, 'badTime');
        programme =
          id && start
            ? {
                channel: id,
                start,
                stop: parseXmltvTime(attr('stop'), skipped),
                title: null,
                subtitle: null,
                description: null,
                category: null,
              }
            : null;
        if (programme && attr('stop') && !programme.stop) count(skipped, 'badTime');
      } else if (depth === 3 && (channel || programme)) {
        if (channel && tag.name === 'icon') channel.icon ??= attr('src') ?? null;
        field = tag.name;
        text = '';
      }
    });
    const collect = (t: string) => {
      bounds.ended(depth);
      if (field === null) return;
      text += t;
      bounds.text(text);
    };
    parser.on('text', collect);
    parser.on('cdata', collect);
    parser.on('closetag', (tag) => {
      bounds.ended(depth);
      if (depth === 3 && field !== null) {
        const value = mend(text.trim(), skipped);
        if (channel && tag.name === 'display-name' && value) channel.displayNames.push(value);
        if (programme && value) {
          if (tag.name === 'title') programme.title ??= value;
          else if (tag.name === 'sub-title') programme.subtitle ??= value;
          else if (tag.name === 'desc') programme.description ??= value;
          else if (tag.name === 'category') programme.category ??= value;
        }
        field = null;
      } else if (depth === 2 && channel) {
        out.push({ kind: 'channel', channel });
        channel = null;
      } else if (depth === 2 && programme) {
        const p: Open = programme;
        programme = null;
        const before = waiting.get(p.channel);
        if (before) {
          waiting.delete(p.channel);
          count(skipped, before.start < p.start ? 'missingStop' : 'noStop');
          if (before.start < p.start) emit(before, p.start);
        }
        if (p.stop) emit(p, p.stop);
        else waiting.set(p.channel, p);
      }
      depth -= 1;
    });

    const decoderFor = (head: Uint8Array) => new TextDecoder(encodingOf(head));
    let decoder: InstanceType<typeof TextDecoder> | null = null;
    // text after the last `&` waits for the next chunk (its entity may be cut in two)
    let carry = '';
    const feed = (chunk: string, last: boolean) => {
      let textIn = carry + chunk;
      carry = '';
      if (!last) {
        const amp = textIn.lastIndexOf('&');
        if (amp >= 0 && textIn.length - amp < 40 && !textIn.includes(';', amp)) {
          carry = textIn.slice(amp);
          textIn = textIn.slice(0, amp);
        }
      }
      const escaped = textIn.replace(BARE_AMPERSAND, () => {
        count(skipped, 'entity');
        return '&amp;';
      });
      if (!rootSeen && /^\s*<(!doctype\s+html|html)/i.test(escaped)) summary.failure = 'notXmltv';
      if (escaped) bounds.write(escaped);
    };

    for await (const bytes of inflate(source, () => (summary.truncated = true))) {
      summary.bytes += bytes.byteLength;
      if (summary.bytes > maxBytes) throw new XmltvTooLarge();
      decoder ??= decoderFor(bytes);
      feed(decoder.decode(bytes, { stream: true }), false);
      if (summary.failure) return;
      yield* out.splice(0);
    }
    feed(decoder?.decode() ?? '', true);
    if (depth > 0) summary.truncated = true;
    if (programme) count(skipped, 'truncated');
    parser.close();
    if (!rootSeen) summary.failure = 'notXmltv';
    if (summary.failure) return;
    yield* out.splice(0);
    if (waiting.size > 0) count(skipped, 'noStop', waiting.size);
  }

  return { summary, items: items() };
}
