import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * What a download is made of, streamed to disk (never held in memory):
 * - `writeTo(out)`: the producer writes into `out` (use `writeChunk` for back-pressure) and resolves when done;
 * - `sourcePath`: an existing file, copied;
 * - `source`: a readable stream or an async iterable of strings/buffers.
 */
export type DownloadContent =
  | { writeTo: (out: Writable) => Promise<void> }
  | { sourcePath: string }
  | { source: Readable | AsyncIterable<string | Uint8Array> };

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Writes `chunk` to `out`, waiting while its buffer is full; throws once `out` is closed (e.g. the limit hit). */
export async function writeChunk(out: Writable, chunk: string | Uint8Array): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new Error('the download stream is closed');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the download stream is closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/** Stored paths are `<userId>/<uuid>`, relative to the downloads directory; nothing else is ever opened. */
const STORED_PATH = /^\d{1,15}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_PREFIX = '.tmp-';

export interface OpenedFile {
  stream: fs.ReadStream;
  size: number;
}

/** The files of the downloads inbox under `<PORTAL_DATA_DIR>/downloads`, one directory per member. */
export function createDownloadStore(options: { rootDir: string; maxBytes: number }) {
  const { rootDir, maxBytes } = options;

  function absolute(stored: string): string {
    if (!STORED_PATH.test(stored)) throw new Error(`not a stored download path: ${stored.slice(0, 100)}`);
    return path.join(rootDir, stored);
  }

  function limiter(): Transform {
    let total = 0;
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > maxBytes) callback(new FileTooLargeError(maxBytes));
        else callback(null, chunk);
      },
    });
  }

  return {
    rootDir,

    /**
     * Streams the content to a temporary file in the member's directory and renames it into place. Answers the
     * stored (relative) path and the size; on any failure nothing is left behind.
     */
    async write(userId: number, content: DownloadContent): Promise<{ path: string; size: number }> {
      const dir = path.join(rootDir, String(userId));
      // exports hold a member's data: readable by the portal's own user only
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = randomUUID();
      const temp = path.join(dir, `${TEMP_PREFIX}${name}`);
      const stored = `${userId}/${name}`;
      try {
        const file = fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 });
        if ('writeTo' in content) {
          const input = new PassThrough();
          const piping = pipeline(input, limiter(), file).then(
            () => null,
            (err: unknown) => err,
          );
          try {
            await content.writeTo(input);
            input.end();
          } catch (err) {
            input.destroy(err as Error);
          }
          const failure = await piping;
          if (failure) throw failure;
        } else if ('sourcePath' in content) {
          await pipeline(fs.createReadStream(content.sourcePath), limiter(), file);
        } else {
          await pipeline(content.source, limiter(), file);
        }
        const { size } = await fsp.stat(temp);
        await fsp.rename(temp, absolute(stored));
        return { path: stored, size };
      } catch (err) {
        await fsp.rm(temp, { force: true }).catch(() => {});
        throw err;
      }
    },

    /** Opens a stored file for streaming; null when it is missing. */
    async open(stored: string): Promise<OpenedFile | null> {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(absolute(stored), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream({ autoClose: true }), size };
      } catch (err) {
        await handle.close().catch(() => {});
        throw err;
      }
    },

    /** Removes a stored file (a missing one is fine). */
    async remove(stored: string): Promise<void> {
      await fsp.rm(absolute(stored), { force: true });
    },

    /**
     * Removes files that no download row points at (their member was deleted, or a crash came between writing and
     * inserting) and left-over temporary files, when they are older than `graceMs`.
     */
    async sweep(
      existing: (paths: string[]) => Promise<Set<string>>,
      now: Date,
      graceMs: number,
    ): Promise<number> {
      let removed = 0;
      let users: string[];
      try {
        users = (await fsp.readdir(rootDir)).filter((d) => /^\d{1,15}$/.test(d));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw err;
      }
      for (const user of users) {
        const dir = path.join(rootDir, user);
        const names = await fsp.readdir(dir).catch(() => [] as string[]);
        const old: string[] = [];
        for (const name of names) {
          const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
          if (stat?.isFile() && now.getTime() - stat.mtimeMs > graceMs) old.push(name);
        }
        const stored = old.filter((n) => !n.startsWith(TEMP_PREFIX)).map((n) => `${user}/${n}`);
        const keep = await existing(stored);
        for (const name of old) {
          if (!name.startsWith(TEMP_PREFIX) && keep.has(`${user}/${name}`)) continue;
          await fsp.rm(path.join(dir, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type DownloadStore = ReturnType<typeof createDownloadStore>;

/** A file name safe to store and show: no path separators or control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const cleaned = [...name.normalize('NFC')]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '/' || c === '\\' ? '_' : c))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, 200).join('') || 'download';
}

/** `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<RFC 5987>` */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const MIME = /^[A-Za-z0-9][\w.+-]{0,126}\/[A-Za-z0-9][\w.+-]{0,126}(; ?charset=[\w.-]{1,40})?$/;

/** The given type when it is a plain `type/subtype[; charset=…]`, else application/octet-stream. */
export function cleanMime(mime: string | undefined): string {
  return mime && MIME.test(mime) ? mime : 'application/octet-stream';
}
