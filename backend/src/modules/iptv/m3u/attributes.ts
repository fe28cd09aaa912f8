// Hand-written scanner for the attribute part of `#EXTINF` and `#EXTM3U` lines: one pass over the string, no
// regular expressions, tolerant of everything real playlists do to quoting.

const SPACE = 32;
const TAB = 9;
const COMMA = 44;
const EQUALS = 61;
const DQUOTE = 34;
const SQUOTE = 39;

const isBlank = (c: number) => c === SPACE || c === TAB;
const endsKey = (c: number) =>
  c === SPACE || c === TAB || c === EQUALS || c === COMMA || c === DQUOTE || c === SQUOTE;

export interface ScannedLine {
  /** `#EXTINF` duration; -1 where it is missing or not a number. */
  duration: number;
  /** Everything after the first comma outside quotes, trimmed; null when there is no such comma. */
  title: string | null;
  /** Attribute keys (lower-cased) and values, alternating, in line order. Reused by the next scan. */
  pairs: string[];
}

const scanned: ScannedLine = { duration: -1, title: null, pairs: [] };

/** Where an unquoted value starting at `from` ends: at a comma (the title follows), at the end of the line, or
 * at the blank before the next `key=` — so `group-title=Sport HD tvg-id=x` keeps the blank inside the value. */
function unquotedEnd(line: string, from: number): number {
  const n = line.length;
  let p = from;
  while (p < n) {
    const c = line.charCodeAt(p);
    if (c === COMMA) return p;
    if (isBlank(c)) {
      let k = p + 1;
      while (k < n && isBlank(line.charCodeAt(k))) k++;
      const keyStart = k;
      while (k < n && !endsKey(line.charCodeAt(k))) k++;
      if (k > keyStart && line.charCodeAt(k) === EQUALS) return p;
      p = k; // what was looked at holds no comma: never scan it twice (linear on any line)
      continue;
    }
    p++;
  }
  return n;
}

/**
 * Scans `[duration] key="value" key='value' key=value ...,title` from `start`. Quoted values may hold commas
 * and blanks; a quote that is never closed makes the value unquoted (it ends at the next comma or `key=`);
 * tokens without `=` and stray quotes are ignored. The result object is shared: read it before the next call.
 */
export function scanAttributes(line: string, start: number, withDuration: boolean): ScannedLine {
  const n = line.length;
  const pairs = scanned.pairs;
  pairs.length = 0;
  scanned.title = null;
  scanned.duration = -1;
  let p = start;
  while (p < n && isBlank(line.charCodeAt(p))) p++;
  if (withDuration) {
    if (line.charCodeAt(p) === 58 /* : */) p++;
    while (p < n && isBlank(line.charCodeAt(p))) p++;
    const d = p;
    let c = line.charCodeAt(p);
    if (c === 45 /* - */ || c === 43 /* + */) c = line.charCodeAt(++p);
    while ((c >= 48 && c <= 57) || c === 46 /* . */) c = line.charCodeAt(++p);
    if (p > d) {
      const value = Number(line.slice(d, p));
      if (Number.isFinite(value)) scanned.duration = value;
    }
  }
  while (p < n) {
    const c = line.charCodeAt(p);
    if (isBlank(c)) {
      p++;
      continue;
    }
    if (c === COMMA) {
      scanned.title = line.slice(p + 1).trim();
      break;
    }
    const keyStart = p;
    while (p < n && !endsKey(line.charCodeAt(p))) p++;
    if (p === keyStart) {
      p++; // a stray quote or '='
      continue;
    }
    if (line.charCodeAt(p) !== EQUALS) continue; // a bare word: not an attribute
    const key = line.slice(keyStart, p).toLowerCase();
    p++;
    const q = line.charCodeAt(p);
    let value: string;
    const close = q === DQUOTE || q === SQUOTE ? line.indexOf(q === DQUOTE ? '"' : "'", p + 1) : -1;
    if (close >= 0) {
      value = line.slice(p + 1, close);
      p = close + 1;
    } else {
      if (q === DQUOTE || q === SQUOTE) p++; // unbalanced: read on as an unquoted value
      const end = unquotedEnd(line, p);
      value = line.slice(p, end).trim();
      p = end;
    }
    pairs.push(key, value);
  }
  return scanned;
}
