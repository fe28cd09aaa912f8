import { SaxesParser } from 'saxes';
import type { Outbound } from '../../lib/outbound.js';
import { MAX_XML_DEPTH, MAX_XML_PIECE, XmlLimitExceeded, xmlBounds } from '../../lib/xml-bounds.js';

/** Why a feed could not be read: a code of the `ls22.feed.*` messages and its replacements. */
export class FeedError extends Error {
  constructor(
    readonly code: string,
    readonly detail: Record<string, string | number> = {},
  ) {
    super(`ls22 feed: ${code} ${JSON.stringify(detail)}`);
    this.name = 'FeedError';
  }
}

/**
 * The largest feed or savegame file read, once a Content-Encoding is undone (a savegame's vehicles.xml runs to a few
 * MB); a backup holds every file of the savegame at once.
 */
export const MAX_FEED_BYTES = 16 * 1024 * 1024;
/** The most elements parseXml builds a tree of (the stats feed of a full server has a few thousand). */
export const MAX_FEED_ELEMENTS = 100_000;

/**
 * GETs a feed within `timeoutMs` (the whole body included) through the guarded client. 401/403 is a wrong code, 404
 * a file the server does not offer; every failure is a FeedError, and a server that cannot be reached or is not
 * allowed is `unreachable` without a reason (see lib/outbound.ts).
 */
export async function fetchFeed(outbound: Outbound, url: string, timeoutMs: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timeout = () => new FeedError('timeout', { seconds: Math.round(timeoutMs / 100) / 10 });
  let res: Awaited<ReturnType<Outbound['fetch']>>;
  try {
    res = await outbound.fetch(url, { signal, headers: { accept: 'text/xml, application/xml' } });
  } catch {
    if (signal.aborted) throw timeout();
    throw new FeedError('unreachable');
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw new FeedError('wrong_code', { status: res.status });
  }
  if (res.status === 404) {
    await res.body?.cancel();
    throw new FeedError('not_found');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new FeedError('http_status', { status: res.status });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body ?? []) {
      size += chunk.length;
      if (size > MAX_FEED_BYTES) throw new FeedError('too_large', { mb: MAX_FEED_BYTES / 1024 / 1024 });
      chunks.push(Buffer.from(chunk));
    }
  } catch (err) {
    if (err instanceof FeedError) throw err;
    if (signal.aborted) throw timeout();
    throw new FeedError('incomplete', { reason: reasonOf(err) });
  }
  return Buffer.concat(chunks);
}

function reasonOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

const BOM = '\ufeff';
/** A UTF-8 BOM read as Latin-1 and written as UTF-8 again. */
const DOUBLE_BOM = '\u00ef\u00bb\u00bf';

/**
 * The XML text of a feed as real servers deliver it: UTF-8 with or without a BOM (also one encoded twice), and a
 * file missing its first bytes (the XML declaration cut) starts at its first tag. An HTML page (an error page of
 * the server or a proxy) or an empty answer is a FeedError.
 */
export function feedText(bytes: Buffer): string {
  let text = bytes.toString('utf8');
  for (;;) {
    if (text.startsWith(BOM)) text = text.slice(BOM.length);
    else if (text.startsWith(DOUBLE_BOM)) text = text.slice(DOUBLE_BOM.length);
    else break;
  }
  text = text.trimStart();
  if (text === '') throw new FeedError('empty');
  if (/^<(!doctype\s+html|html[\s>])/i.test(text)) throw new FeedError('html');
  if (!text.startsWith('<')) {
    const first = text.indexOf('<');
    if (first < 0) throw new FeedError('damaged', { reason: 'no XML' });
    text = text.slice(first);
  }
  return text;
}

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const tooComplex = () => new FeedError('too_complex', { max: MAX_FEED_ELEMENTS, depth: MAX_XML_DEPTH });

/**
 * Reads `text` with saxes within the XML bounds (lib/xml-bounds.ts); with `tree`, answers its element tree of at
 * most MAX_FEED_ELEMENTS elements. Well-formedness errors are FeedErrors `damaged`, a document past a bound
 * `text_too_long` or `too_complex`.
 */
function readXml(text: string, tree: boolean): XmlNode | null {
  const parser = new SaxesParser({ position: false });
  const bounds = xmlBounds(parser);
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let elements = 0;
  let failure: string | null = null;
  parser.on('error', (err) => {
    failure ??= err.message;
  });
  parser.on('opentag', (tag) => {
    bounds.ended(stack.length + 1);
    if (tree && ++elements > MAX_FEED_ELEMENTS) throw tooComplex();
    const node: XmlNode = {
      name: tag.name,
      attrs: tree ? (tag.attributes as Record<string, string>) : {},
      children: [],
      text: '',
    };
    const parent = stack[stack.length - 1];
    if (!parent) root ??= node;
    else if (tree) parent.children.push(node);
    stack.push(node);
  });
  const collect = (t: string) => {
    bounds.ended(stack.length);
    const top = stack[stack.length - 1];
    if (!tree || !top) return;
    top.text += t;
    bounds.text(top.text);
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', () => {
    bounds.ended(stack.length);
    stack.pop();
  });
  try {
    bounds.write(text);
    parser.close();
  } catch (err) {
    if (err instanceof FeedError) throw err;
    if (err instanceof XmlLimitExceeded) {
      throw err.limit === 'piece'
        ? new FeedError('text_too_long', { kb: MAX_XML_PIECE / 1024 })
        : tooComplex();
    }
    failure ??= err instanceof Error ? err.message : String(err);
  }
  if (failure !== null || !root) throw new FeedError('damaged', { reason: failure ?? 'no root element' });
  return root;
}

/** A small element tree of `text` (see readXml). */
export const parseXml = (text: string): XmlNode => readXml(text, true)!;

/** Whether `text` is well-formed XML within the bounds (see readXml), without building anything. */
export function checkXml(text: string): void {
  readXml(text, false);
}

export const childrenNamed = (node: XmlNode | undefined, name: string) =>
  node ? node.children.filter((c) => c.name === name) : [];
export const childNamed = (node: XmlNode | undefined, name: string) =>
  node?.children.find((c) => c.name === name);

/** A number attribute or text; null when absent or not a number. */
export function num(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A decimal as the game writes it (`-12.500000`), kept exactly; null for anything else. */
export function decimal(value: string | undefined): string | null {
  const v = value?.trim();
  return v && /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(v) ? v : null;
}

export const bool = (value: string | undefined) => value?.trim().toLowerCase() === 'true';
export const str = (value: string | undefined) => {
  const v = value?.trim();
  return v ? v : null;
};
