import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/db.js';
import type { Harness } from '../test/harness.js';
import { createHarness, laravel } from '../test/harness.js';

const BOUNDARY = '----portal-test-boundary';

function multipartBody(field: string, filename: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe.each(drivers)('streaming uploads (%s)', (driver) => {
  let h: Harness;
  const received: { size: number; filename: string; content: string }[] = [];

  beforeAll(async () => {
    h = await createHarness(driver, {
      seed: false,
      // a route of the test's own, as a module would register one
      extend: (app) => {
        app.post('/test/upload', async (request) => {
          const upload = await app.uploads.receive(request, { maxBytes: 1024 });
          expect(upload.path.startsWith(app.uploads.dir)).toBe(true);
          received.push({
            size: upload.size,
            filename: upload.filename,
            content: fs.readFileSync(upload.path, 'utf8'),
          });
          await upload.discard();
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const upload = (payload: Buffer, lang = 'en', contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    h.app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: { 'content-type': contentType, 'accept-language': lang },
      payload,
    });
  const leftovers = () => fs.readdirSync(h.app.uploads.dir);

  it('streams the file to a temporary file under the data dir', async () => {
    const res = await upload(multipartBody('file', 'list.m3u', Buffer.from('#EXTM3U\n')));
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toEqual({ size: 8, filename: 'list.m3u', content: '#EXTM3U\n' });
    expect(h.app.uploads.dir.startsWith(h.dataDir)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('answers a file over the route limit with a localised 413 and keeps nothing', async () => {
    const big = multipartBody('file', 'big.m3u', Buffer.alloc(4096, 'x'));
    const en = await upload(big);
    expect(en.statusCode).toBe(413);
    expect(laravel(en)).toEqual({ message: 'The file must not be greater than 1 kilobytes.' });
    const de = await upload(big, 'de');
    expect(laravel(de)).toEqual({ message: 'Die Datei darf maximal 1 Kilobytes groß sein.' });
    expect(leftovers()).toEqual([]);
  });

  it('wants the file: none, another field or no multipart is a 422', async () => {
    const none = await upload(multipartBody('other', 'x.txt', Buffer.from('x')));
    expect(none.statusCode).toBe(422);
    expect(laravel(none)).toEqual({
      message: 'The file field is required.',
      errors: { file: ['The file field is required.'] },
    });
    const json = await upload(Buffer.from('{}'), 'de', 'application/json');
    expect(json.json().errors).toEqual({ file: ['Datei muss ausgefüllt werden.'] });
  });
});
