import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fieldError } from '../../http/errors.js';

/** The formats taken, as sharp names them from the file's bytes (never from its name or Content-Type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Wider images are scaled down for the web; thumbnails are this wide. */
const WEB_WIDTH = 1600;
const THUMB_WIDTH = 320;
/** A decompression bomb (a small file of a huge canvas) is refused before it is decoded. */
const MAX_PIXELS = 100_000_000;

export const thumbnailOf = (filename: string) => filename.replace(/\.webp$/, '-thumb.webp');

/**
 * Turns an uploaded file into the image bag's two WebP files under `dir` (web variant and thumbnail, metadata such
 * as GPS positions stripped): 422 for anything but a whole JPEG, PNG, WebP or GIF. Answers the web variant's
 * server-made name (128 random bits); on failure nothing is left in `dir`.
 */
export async function storeImage(dir: string, source: string, field: string): Promise<string> {
  const meta = await sharp(source, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw fieldError(field, 'blog.image_type');

  const filename = `${randomBytes(16).toString('hex')}.webp`;
  const targets = [filename, thumbnailOf(filename)].map((name) => path.join(dir, name));
  const removeAll = () => Promise.all(targets.map((file) => fs.promises.rm(file, { force: true })));
  await fs.promises.mkdir(dir, { recursive: true });
  try {
    for (const [i, width] of [WEB_WIDTH, THUMB_WIDTH].entries()) {
      // written beside the target, then renamed: the served directory only ever holds whole files
      const partial = `${targets[i]!}.partial`;
      try {
        // failOn 'warning': a truncated or corrupt file fails here instead of becoming half an image
        await sharp(source, { animated: true, failOn: 'warning', limitInputPixels: MAX_PIXELS })
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toFile(partial)
          .catch(() => {
            throw fieldError(field, 'blog.image_broken');
          });
        await fs.promises.rename(partial, targets[i]!);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    }
  } catch (err) {
    await removeAll();
    throw err;
  }
  return filename;
}

/** Removes both files of an image (its row could not be stored). */
export const removeImage = (dir: string, filename: string) =>
  Promise.all(
    [filename, thumbnailOf(filename)].map((name) => fs.promises.rm(path.join(dir, name), { force: true })),
  );
