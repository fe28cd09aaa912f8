import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel } from '../../test/harness.js';
import { createUsersDal } from './users.dal.js';

describe.each(drivers)('profile (%s)', (driver) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(driver);
  });
  afterAll(async () => {
    await h?.close();
  });

  const put = (url: string, token: string | undefined, body: unknown, lang?: string) =>
    h.request({ method: 'PUT', url, token, body, lang });

  it('ADMIN, USER and SUPER_ADMIN only: 401 without token, 403 for other roles', async () => {
    for (const url of ['/api/user-profile', '/api/user-profile/password']) {
      const anon = await put(url, undefined, {}, 'en');
      expect(anon.statusCode).toBe(401);
      expect(laravel(anon)).toEqual({ message: 'Unauthenticated.' });
      for (const email of ['guest@example.com', 'moderator@example.com', 'iptv@example.com']) {
        const res = await put(url, await h.login(email), {});
        expect(res.statusCode, `${email} ${url}`).toBe(403);
        expect(laravel(res)).toEqual({ message: 'Diese Aktion ist nicht autorisiert.' });
      }
    }
    for (const email of ['admin@example.com', 'superadmin@example.com']) {
      const res = await put('/api/user-profile', await h.login(email), {});
      expect(res.statusCode, email).toBe(422);
    }
  });

  describe('PUT /api/user-profile', () => {
    it('changes name, e-mail and social media links; other user data stays', async () => {
      const token = await h.login('user@example.com');
      const dal = createUsersDal(h.db);
      const me = (await dal.findByEmail('user@example.com'))!;
      await dal.upsertUserData(
        me.id,
        { social_media: { github: 'https://github.com/portal-demo' }, theme: 'dark' },
        h.clock.now(),
      );
      const res = await put('/api/user-profile', token, {
        name: '  Ada Lovelace ',
        email: 'ada@example.com',
        social_media: { github: 'https://github.com/ada', 'x_com-1': 'http://x.com/ada', empty: '' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: me.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        user_data: { social_media: { github: 'https://github.com/ada', 'x_com-1': 'http://x.com/ada' } },
        roles: [{ name: 'USER' }],
      });
      const data = (await dal.userDataOfUsers([me.id])).get(me.id)!.data;
      expect(data.theme).toBe('dark');
      // the profile read sees the change
      const profile = (await h.request({ url: '/api/user-profile', token })).json();
      expect(profile.user.email).toBe('ada@example.com');
      // without social_media the links stay; null clears them
      const keep = await put('/api/user-profile', token, { name: 'Ada', email: 'ADA@example.com' });
      expect(keep.json().user_data.social_media).toEqual({
        github: 'https://github.com/ada',
        'x_com-1': 'http://x.com/ada',
      });
      const clear = await put('/api/user-profile', token, {
        name: 'Ada',
        email: 'ada@example.com',
        social_media: null,
      });
      expect(clear.json().user_data).toEqual({ social_media: {} });
    });

    it('validates name, e-mail (unique) and links, in English and German, changing nothing', async () => {
      const token = await h.login('admin@example.com');
      const en = await put(
        '/api/user-profile',
        token,
        {
          name: '',
          email: 'Moderator@Example.com',
          social_media: { github: 'ftp://github.com/x', GitHub: 'https://github.com/x', 'bad name': 'x' },
        },
        'en',
      );
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({
        name: ['The name field is required.'],
        email: ['The email has already been taken.'],
        'social_media.github': ['The link for github must be an http(s) URL.'],
        social_media: ['Network names must be 1 to 32 characters of a-z, 0-9, _ and -.'],
      });
      const de = await put('/api/user-profile', token, {
        name: 'Admin',
        email: 'no-email',
        social_media: { site: 'javascript:alert(1)' },
      });
      expect(de.json().errors).toEqual({
        email: ['E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.'],
        'social_media.site': ['Der Link für site muss eine http(s)-URL sein.'],
      });
      const tooMany = Object.fromEntries(
        Array.from({ length: 21 }, (_, i) => [`n${i}`, `https://e.org/${i}`]),
      );
      const many = await put(
        '/api/user-profile',
        token,
        { name: 'A', email: 'admin@example.com', social_media: tooMany },
        'en',
      );
      expect(many.json().errors).toEqual({
        social_media: ['The social media field must not have more than 20 items.'],
      });
      const list = await put('/api/user-profile', token, {
        name: 'A',
        email: 'admin@example.com',
        social_media: ['x'],
      });
      expect(list.json().errors).toEqual({
        social_media: ['Die Social-Media-Links müssen ein Objekt aus Netzwerknamen und URLs sein.'],
      });
      const longNetwork = await put('/api/user-profile', token, {
        name: 'A',
        email: 'admin@example.com',
        social_media: { ['n'.repeat(33)]: 'https://e.org' },
      });
      expect(Object.keys(longNetwork.json().errors)).toEqual(['social_media']);
      const me = (await h.request({ url: '/api/user', token })).json();
      expect(me).toMatchObject({ name: 'Demo Admin', email: 'admin@example.com' });
    });
  });

  describe('PUT /api/user-profile/password', () => {
    it('refuses a wrong current password and an unconfirmed new one (de and en)', async () => {
      const token = await h.login('admin@example.com');
      const en = await put(
        '/api/user-profile/password',
        token,
        {
          current_password: 'wrong-one',
          password: 'new-password-1',
          password_confirmation: 'new-password-1',
        },
        'en',
      );
      expect(en.statusCode).toBe(422);
      expect(laravel(en)).toEqual({
        message: 'The password is incorrect.',
        errors: { current_password: ['The password is incorrect.'] },
      });
      const de = await put('/api/user-profile/password', token, {
        current_password: 'wrong-one',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      });
      expect(de.json().errors).toEqual({ current_password: ['Das Passwort ist falsch.'] });
      const rules = await put('/api/user-profile/password', token, { password: 'short' });
      expect(rules.json().errors).toEqual({
        current_password: ['Aktuelles Passwort muss ausgefüllt werden.'],
        password: [
          'Passwort muss mindestens 8 Zeichen lang sein.',
          'Passwort stimmt nicht mit der Bestätigung überein.',
        ],
      });
      expect(await h.login('admin@example.com')).toBeTruthy();
    });

    it("changes the password and revokes the member's other tokens, keeping the calling one", async () => {
      const email = 'admin@example.com';
      const other = await h.login(email);
      const caller = await h.login(email);
      const res = await put(
        '/api/user-profile/password',
        caller,
        { current_password: 'portal-demo', password: 'changed-pass', password_confirmation: 'changed-pass' },
        'en',
      );
      expect(res.statusCode).toBe(200);
      expect(laravel(res)).toEqual({ message: 'Your password has been changed.' });
      expect((await h.request({ url: '/api/user', token: other })).statusCode).toBe(401);
      expect((await h.request({ url: '/api/user', token: caller })).statusCode).toBe(200);
      const old = await h.request({
        method: 'POST',
        url: '/api/login',
        body: { email, password: 'portal-demo' },
      });
      expect(old.statusCode).toBe(422);
      expect(await h.login(email, 'changed-pass')).toBeTruthy();
      const de = await put('/api/user-profile/password', caller, {
        current_password: 'changed-pass',
        password: 'changed-again',
        password_confirmation: 'changed-again',
      });
      expect(laravel(de)).toEqual({ message: 'Ihr Passwort wurde geändert.' });
    });
  });
});
