import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../test/harness.js';
import { createHarness } from '../test/harness.js';
import { DatabaseUnavailable } from './client.js';

describe('a lost database connection over HTTP', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness('pglite', {
      seed: false,
      extend(app) {
        // what the pg driver throws for a write on a terminated connection (db/client.ts)
        app.post('/api/test/write-lost', async () => {
          throw new DatabaseUnavailable(
            Object.assign(new Error('terminating connection'), { code: '57P01' }),
          );
        });
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 503 with a localised "try again" and Retry-After, never a 500 or internals', async () => {
    const en = await h.request({ method: 'POST', url: '/api/test/write-lost', lang: 'en' });
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('1');
    expect(en.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    const de = await h.request({ method: 'POST', url: '/api/test/write-lost' });
    expect(de.statusCode).toBe(503);
    expect(de.json()).toEqual({
      message: 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    });
    expect(de.body).not.toMatch(/terminating|57P01/);
  });
});
