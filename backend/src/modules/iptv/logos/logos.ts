// Channel logos through the portal: the web app's CSP allows images from the portal only, and members' browsers
// should never contact a provider's hosts. A logo URL of the catalogue is handed out as `/files/iptv-logos/<key>`,
// the key being a 128-bit HMAC of the URL (keyed with the portal secret) and the URL itself, so the route needs no
// login (`<img>` sends no token) and is no open proxy: only URLs the portal signed are fetched. The first request
// fetches the image through the guarded client, checks it (an image by its bytes, at most 1 MB) and caches it under
// `<dataDir>/iptv-logos/<mac>`; a logo that cannot be had is remembered for a while, so a dead host is not asked on
// every page view.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IPTV_LOGO_KEY_PATTERN, IPTV_LOGO_URL_PREFIX } from '@portal/contract';
import type { Outbound } from '../../../lib/outbound.js';

/** The largest logo fetched. */
export const MAX_LOGO_BYTES = 1024 * 1024;
/** Logo URLs longer than this get no portal URL (the key carries the URL). */
const MAX_LOGO_URL = 2048;
/** A logo is small: a host that takes longer holds a backend request (and a gateway connection) for nothing. */
const FETCH_TIMEOUT_MS = 5_000;
/** A logo that could not be fetched is not asked for again for this long … */
export const LOGO_FAILURE_MS = 10 * 60_000;
/** … in this process, for at most this many logos (the oldest are forgotten first). */
const MAX_FAILURES = 10_000;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What an SVG starts with: an XML declaration, comments or a doctype, then `<svg`. */
const SVG_START =
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The image type of `head` (a file's first bytes) by its magic bytes; null for anything else. */
export function sniffImage(head: Buffer): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('ftypavif'), 4) || startsWith(head, ascii('ftypavis'), 4)) return 'image/avif';
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (startsWith(head, ascii('BM'))) return 'image/bmp';
  const text = head.toString('utf8').replace(/^\ufeff/, '');
  if (SVG_START.test(text) && !/<html/i.test(text)) return 'image/svg+xml';
  return null;
}

/** How many bytes sniffImage looks at. */
const HEAD_BYTES = 1024;

/** A cached logo, ready to stream. */
export interface LogoFile {
  path: string;
  type: string;
  size: number;
  etag: string;
}

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export function createLogos(deps: {
  secret: string;
  /** The cache: `<dataDir>/iptv-logos`. */
  dir: string;
  outbound: Outbound;
  log: { debug: LogFn };
  now?: () => number;
}) {
  const { dir, outbound, log } = deps;
  const now = deps.now ?? Date.now;
  const key = Buffer.from(hkdfSync('sha256', deps.secret, Buffer.alloc(0), 'portal iptv-logos', 32));
  const macOf = (url: string) => createHmac('sha256', key).update(url).digest().subarray(0, 16);
  /** mac → until when a failed fetch is not tried again. */
  const failures = new Map<string, number>();
  /** mac → the fetch under way (two members opening one page ask the provider once). */
  const fetching = new Map<string, Promise<boolean>>();

  /** The URL behind a key the portal made; null for any other key. */
  function urlOf(logoKey: string): { mac: string; url: string } | null {
    if (!IPTV_LOGO_KEY_PATTERN.test(logoKey)) return null;
    const [mac = '', encoded = ''] = logoKey.split('.');
    const url = Buffer.from(encoded, 'base64url').toString('utf8');
    const given = Buffer.from(mac, 'base64url');
    const expected = macOf(url);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { mac, url } : null;
  }

  /** Fetches the logo into `file`; false when it is no image, too large, or cannot be had. */
  async function fetchInto(url: string, file: string): Promise<boolean> {
    let res: Awaited<ReturnType<Outbound['fetch']>>;
    try {
      res = await outbound.fetch(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'image/*', 'user-agent': 'Portal IPTV logos' },
      });
    } catch (err) {
      log.debug({ err, url }, 'iptv logo not fetched');
      return false;
    }
    const declared = (res.headers.get('content-type') ?? '').trim().toLowerCase();
    const length = Number(res.headers.get('content-length') ?? 0);
    if (
      res.status !== 200 ||
      !res.body ||
      !/^(image\/|application\/octet-stream|binary\/octet-stream|$)/.test(declared) ||
      length > MAX_LOGO_BYTES
    ) {
      await res.body?.cancel().catch(() => {});
      log.debug({ url, status: res.status, type: declared, length }, 'iptv logo refused');
      return false;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > MAX_LOGO_BYTES) {
          await res.body.cancel().catch(() => {});
          log.debug({ url }, 'iptv logo larger than allowed');
          return false;
        }
        chunks.push(Buffer.from(chunk));
      }
    } catch (err) {
      log.debug({ err, url }, 'iptv logo broke off');
      return false;
    }
    const bytes = Buffer.concat(chunks);
    const type = sniffImage(bytes.subarray(0, HEAD_BYTES));
    // an SVG is text: only when the server says it is one (a text/plain or HTML page never passes as an image)
    if (type === null || (type === 'image/svg+xml' && !declared.startsWith('image/svg+xml'))) {
      log.debug({ url, type: declared }, 'iptv logo is no image');
      return false;
    }
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await fs.promises.writeFile(partial, bytes, { mode: 0o600 });
    await fs.promises.rename(partial, file);
    return true;
  }

  async function cached(file: string): Promise<LogoFile | null> {
    const handle = await fs.promises.open(file, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const stat = await handle.stat();
      const head = Buffer.alloc(Math.min(HEAD_BYTES, stat.size));
      await handle.read(head, 0, head.length, 0);
      const type = sniffImage(head);
      if (!type) return null;
      const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
      return { path: file, type, size: stat.size, etag };
    } finally {
      await handle.close();
    }
  }

  return {
    /** The portal's URL of a catalogue logo; null for none, or one that is no http(s) URL or longer than 2048. */
    url(logo: string | null): string | null {
      if (!logo || logo.length > MAX_LOGO_URL || !/^https?:\/\/[^/\s]/i.test(logo)) return null;
      return `${IPTV_LOGO_URL_PREFIX}${macOf(logo).toString('base64url')}.${Buffer.from(logo).toString('base64url')}`;
    },

    /** The logo behind `logoKey`, fetched and cached on first use; null for a key the portal did not make, or a logo that cannot be had. */
    async open(logoKey: string): Promise<LogoFile | null> {
      const target = urlOf(logoKey);
      if (!target) return null;
      const file = path.join(dir, target.mac);
      const hit = await cached(file);
      if (hit) return hit;
      if ((failures.get(target.mac) ?? 0) > now()) return null;
      let fetched = fetching.get(target.mac);
      if (!fetched) {
        fetched = fetchInto(target.url, file).finally(() => fetching.delete(target.mac));
        fetching.set(target.mac, fetched);
      }
      if (await fetched) return cached(file);
      failures.delete(target.mac);
      failures.set(target.mac, now() + LOGO_FAILURE_MS);
      if (failures.size > MAX_FAILURES) failures.delete(failures.keys().next().value!);
      return null;
    },
  };
}

export type Logos = ReturnType<typeof createLogos>;
