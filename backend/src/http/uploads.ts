import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, HttpError } from './errors.js';

/** An uploaded file, streamed to a temporary file; `discard()` removes it (a module moves what it keeps). */
export interface Upload {
  path: string;
  filename: string;
  mimeType: string;
  size: number;
  /** The form's text fields sent before the file (first value of each). */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

export interface UploadOptions {
  /** The largest file the route takes, in bytes (a larger one is a 413). */
  maxBytes: number;
  /** The form field of the file (default `file`). */
  field?: string;
}

/**
 * Streaming uploads for every module: `multipart/form-data` is parsed as a stream (never buffered in memory), the
 * file goes to `<dataDir>/tmp/uploads`, and a file over the route's limit is a 413 with a localised message.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const dir = path.join(dataDir, 'tmp', 'uploads');
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
  return {
    dir,
    /** Receives the request's one file (422 `required` when there is none). */
    async receive(request: FastifyRequest, options: UploadOptions): Promise<Upload> {
      const field = options.field ?? 'file';
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: options.maxBytes, files: 1 } })
        : undefined;
      if (!part || part.fieldname !== field) {
        part?.file.resume();
        throw fieldError(field, 'validation.required');
      }
      const target = path.join(dir, randomUUID());
      const discard = () => fs.promises.rm(target, { force: true });
      try {
        await pipeline(part.file, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await discard();
        throw err;
      }
      // busboy stops at the limit and marks the stream truncated: the file on disk is cut, not kept
      if (part.file.truncated) {
        await discard();
        throw new HttpError(413, {
          key: 'upload_too_large',
          params: { max: Math.floor(options.maxBytes / 1024) },
        });
      }
      const { size } = await fs.promises.stat(target);
      // Object.fromEntries keeps a field named `__proto__` an own, inert key
      const fields = Object.fromEntries(
        Object.entries(part.fields).flatMap(([name, value]) => {
          const first = Array.isArray(value) ? value[0] : value;
          return first?.type === 'field' && typeof first.value === 'string' ? [[name, first.value]] : [];
        }),
      ) as Record<string, string>;
      return { path: target, filename: part.filename, mimeType: part.mimetype, size, fields, discard };
    },
  };
}

export type Uploads = Awaited<ReturnType<typeof registerUploads>>;
