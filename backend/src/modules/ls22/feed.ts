import { SaxesParser } from 'saxes';

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

/** The largest feed or savegame file read (a savegame's vehicles.xml runs to a few MB). */
export const MAX_FEED_BYTES = 64 * 1024 * 1024;

/**
 * GETs a feed within `timeoutMs` (the whole body included). 401/403 is a wrong code, 404 a file the server does
 * not offer; every failure is a FeedError.
 */
export async function fetchFeed(url: string, timeoutMs: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timeout = () => new FeedError('timeout', { seconds: Math.round(timeoutMs / 100) / 10 });
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: 'text/xml, application/xml' } });
  } catch (err) {
    if (signal.aborted) throw timeout();
    throw new FeedError('unreachable', { reason: reasonOf(err) });
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

/** A small element tree of `text` (saxes: well-formedness errors are FeedErrors `damaged`). */
export function parseXml(text: string): XmlNode {
  const parser = new SaxesParser({ position: false });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let failure: string | null = null;
  parser.on('error', (err) => {
    failure ??= err.message;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attrs: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root ??= node;
    stack.push(node);
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  });
  parser.on('cdata', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch (err) {
    failure ??= err instanceof Error ? err.message : String(err);
  }
  if (failure !== null || !root) throw new FeedError('damaged', { reason: failure ?? 'no root element' });
  return root;
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
