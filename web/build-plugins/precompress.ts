import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build (at the highest levels: this runs
 * once per build, not per request), for the gateway to send by Accept-Encoding. A variant that saves nothing is
 * not written, so the gateway sends the original.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After Vite has written the bundle and copied `public/`; not on a failed build.
    writeBundle: { order: 'post', handler: compressAll },
  };

  async function compressAll() {
    // Not `.vite/`: build metadata for the gateway, never sent to browsers.
    const files = (await readdir(outDir, { recursive: true })).filter(
      (f) => COMPRESSIBLE.test(f) && !f.startsWith('.'),
    );
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(outDir, file);
        const source = await readFile(full);
        const variants = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }).then((data) => ({ ext: '.br', data })),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }).then((data) => ({ ext: '.gz', data })),
        ]);
        await Promise.all(
          variants.filter((v) => v.data.length < source.length).map((v) => writeFile(full + v.ext, v.data)),
        );
      }),
    );
  }
}
