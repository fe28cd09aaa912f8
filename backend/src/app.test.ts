import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRoles } from './http/auth.js';
import { drivers } from './test/db.js';
import type { Harness } from './test/harness.js';
import { createHarness } from './test/harness.js';

describe.each(drivers)('HTTP plumbing (%s)', (driver) => {
  let h: Harness;

  beforeAll(async () => {
    // routes only this test adds: failing calls and role-guarded calls
    h = await createHarness(driver, {
      extend(app, { db }) {
        app.get('/api/test/boom', async () => {
          await db.query('SELECT * FROM table_that_does_not_exist WHERE secret = $1', ['hunter2']);
          return {};
        });
        app.get('/api/test/throws', async () => {
          throw new Error('internal detail at /srv/app.ts:12');
        });
        const auth = app.authenticate;
        app.get('/api/test/toxic', { preHandler: [auth, requireRoles('TOXIC-IDIOT')] }, async () => ({
          ok: true,
        }));
        app.get(
          '/api/test/crypt',
          { preHandler: [auth, requireRoles('CRYPT_TRACK', 'ADMIN')] },
          async () => ({
            ok: true,
          }),
        );
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('GET /healthz answers ok with the database up', async () => {
    const res = await h.request({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('unknown routes answer a JSON 404 in the request language', async () => {
    const de = await h.request({ url: '/api/does-not-exist' });
    expect(de.statusCode).toBe(404);
    expect(de.json()).toEqual({ message: 'Nicht gefunden.' });
    const en = await h.request({ method: 'DELETE', url: '/api/login', lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not found.' });
  });

  it('a failing query answers 500 "Server Error" without SQL, stack or details', async () => {
    for (const url of ['/api/test/boom', '/api/test/throws']) {
      const res = await h.request({ url, lang: 'en' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Server Error' });
      expect(res.body).not.toMatch(/table_that|hunter2|SELECT|srv|stack/);
    }
  });

  it('role guard: hyphen and underscore spellings are one role; SUPER_ADMIN passes; others 403', async () => {
    const toxic = await h.login('toxicidiot@example.com');
    expect((await h.request({ url: '/api/test/toxic', token: toxic })).json()).toEqual({ ok: true });
    const crypt = await h.login('crypttrack@example.com');
    expect((await h.request({ url: '/api/test/crypt', token: crypt })).statusCode).toBe(200);
    const superAdmin = await h.login('superadmin@example.com');
    expect((await h.request({ url: '/api/test/toxic', token: superAdmin })).statusCode).toBe(200);
    const user = await h.login('user@example.com');
    const denied = await h.request({ url: '/api/test/toxic', token: user, lang: 'en' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await h.request({ url: '/api/test/crypt', token: user })).json()).toEqual({
      message: 'Diese Aktion ist nicht autorisiert.',
    });
    expect((await h.request({ url: '/api/test/toxic' })).statusCode).toBe(401);
  });

  describe('garbage in never answers 500 and changes nothing', () => {
    const posts = ['/api/login', '/api/forgot-password', '/api/reset-password', '/api/tg-bots/login'];

    it('non-JSON bodies', async () => {
      for (const url of posts) {
        const res = await h.request({
          method: 'POST',
          url,
          body: '{"email": "user@example.com",',
          headers: { 'content-type': 'application/json' },
          lang: 'en',
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
        const xml = await h.request({
          method: 'POST',
          url,
          body: '<email>user@example.com</email>',
          headers: { 'content-type': 'application/xml' },
        });
        expect(xml.statusCode, url).toBe(415);
        expect(xml.json().message).toMatch(/Inhaltstyp/);
        const text = await h.request({
          method: 'POST',
          url,
          body: 'email=user@example.com',
          headers: { 'content-type': 'text/plain' },
        });
        expect(text.statusCode, url).toBe(422);
      }
    });

    it('empty and non-object bodies answer 422 per field', async () => {
      for (const body of ['', 'null', '[]', '"text"', '42', 'true']) {
        const res = await h.request({
          method: 'POST',
          url: '/api/login',
          body,
          headers: { 'content-type': 'application/json' },
          lang: 'en',
        });
        expect(res.statusCode, body).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['email', 'password']);
      }
      const none = await h.request({ method: 'POST', url: '/api/forgot-password' });
      expect(none.statusCode).toBe(422);
    });

    it('wrong types', async () => {
      const bodies = [
        { email: ['user@example.com'], password: { a: 1 } },
        { email: 12345, password: true },
        { email: { $gt: '' }, password: null },
      ];
      for (const body of bodies) {
        for (const url of posts) {
          const res = await h.request({ method: 'POST', url, body, lang: 'en' });
          expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
          expect(res.json().message).toEqual(expect.any(String));
        }
      }
      const arrayPassword = await h.request({
        method: 'POST',
        url: '/api/login',
        body: { email: 'user@example.com', password: ['portal-demo'] },
        lang: 'en',
      });
      expect(arrayPassword.json().errors).toEqual({ password: ['The password field must be a string.'] });
      const tg = await h.request({
        method: 'POST',
        url: '/api/tg-bots/login',
        body: { id: { x: 1 }, auth_date: [1], hash: 5 },
        lang: 'en',
      });
      expect(tg.json().errors).toEqual({
        id: ['The id field must be an integer.'],
        auth_date: ['The auth date field must be an integer.'],
        hash: ['The hash field must be a string.'],
      });
    });

    it('huge strings', async () => {
      const huge = 'a'.repeat(200_000);
      const login = await h.request({
        method: 'POST',
        url: '/api/login',
        body: { email: `${huge}@example.com`, password: huge },
        lang: 'en',
      });
      expect(login.statusCode).toBe(422);
      expect(login.json().errors.email).toContain('The email field must not be greater than 255 characters.');
      const reset = await h.request({
        method: 'POST',
        url: '/api/reset-password',
        body: { token: huge, email: 'user@example.com', password: huge, password_confirmation: huge },
        lang: 'en',
      });
      expect(reset.statusCode).toBe(422);
      expect(reset.json().message).toBe(
        'The token field must not be greater than 255 characters. (and 1 more error)',
      );
      const tooBig = await h.request({
        method: 'POST',
        url: '/api/login',
        body: { email: 'x'.repeat(2 * 1024 * 1024) },
        lang: 'en',
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ message: 'The request body is too large.' });
      const longToken = await h.request({ url: '/api/user', token: 'x'.repeat(10_000) });
      expect(longToken.statusCode).toBe(401);
      // nothing happened to the demo member
      await h.login('user@example.com');
    });

    it('prototype-poisoning keys are refused without a 500', async () => {
      const res = await h.request({
        method: 'POST',
        url: '/api/login',
        body: '{"__proto__": {"admin": true}, "email": "user@example.com", "password": "portal-demo"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });
  });

  it('GET /healthz answers 503 when the database is gone', async () => {
    await h.db.close();
    const res = await h.request({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'down' });
  });
});
