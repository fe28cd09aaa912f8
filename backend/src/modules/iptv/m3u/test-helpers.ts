// Shared by the parser's tests: run a playlist through parseM3u in chunks of chosen sizes.
import { parseM3u, type M3uEntry, type M3uSummary } from './parser.js';

export const bytes = (...parts: (string | readonly number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** Splits `data` into chunks of the given sizes, cycling through them. */
export async function* chunked(data: Uint8Array, sizes: number[] = [data.length || 1]) {
  for (let pos = 0, k = 0; pos < data.length; k++) {
    const size = Math.max(1, sizes[k % sizes.length]!);
    yield data.subarray(pos, pos + size);
    pos += size;
  }
}

export async function parseAll(
  data: Uint8Array | string,
  sizes?: number[],
): Promise<{ entries: M3uEntry[]; summary: M3uSummary }> {
  const parse = parseM3u(chunked(typeof data === 'string' ? Buffer.from(data) : data, sizes));
  const entries: M3uEntry[] = [];
  for await (const entry of parse) entries.push(entry);
  return { entries, summary: parse.summary };
}
