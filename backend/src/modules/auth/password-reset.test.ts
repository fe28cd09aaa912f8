import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationFailed } from '../../http/errors.js';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel, readEml } from '../../test/harness.js';
import { createUsersDal } from '../users/index.js';
import { createPasswordResetService } from './password-reset.js';
import { createPasswordResetsDal } from './password-resets.dal.js';

describe.each(drivers)('password recovery (%s)', (driver) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(driver, { env: { PORTAL_URL: 'https://portal.example.org/' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  const forgot = (email: unknown, lang?: string) =>
    h.request({ method: 'POST', url: '/api/forgot-password', body: { email }, lang });
  const reset = (body: Record<string, unknown>, lang?: string) =>
    h.request({ method: 'POST', url: '/api/reset-password', body, lang });

  /** Requests a reset mail and follows its link: returns token and e-mail from the URL. */
  async function mailedLink(email: string, lang?: string) {
    const before = h.outbox().length;
    const res = await forgot(email, lang);
    expect(res.statusCode, res.body).toBe(200);
    const files = h.outbox();
    expect(files).toHaveLength(before + 1);
    const mail = readEml(files.at(-1)!);
    const url = new URL(/https:\/\/portal\.example\.org\/reset-password\?\S+/.exec(mail.text)![0]);
    return { mail, url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
  }

  it('mails a reset link (plain text and HTML, localised) into the outbox', async () => {
    const res = await forgot('moderator@example.com', 'en');
    expect(laravel(res)).toEqual({ message: 'We have emailed your password reset link.' });
    const files = h.outbox();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const mail = readEml(files[0]!);
    expect(mail.headers).toMatch(/^From: Portal <no-reply@portal\.local>$/m);
    expect(mail.headers).toMatch(/^To: moderator@example\.com$/m);
    expect(mail.headers).toMatch(/^Subject: Reset your password$/m);
    expect(mail.headers).toMatch(/^Date: /m);
    expect(mail.text).toContain('Hello Demo Moderator,');
    expect(mail.text).toContain('expire in 60 minutes');
    const link =
      /https:\/\/portal\.example\.org\/reset-password\?token=[0-9a-f]{64}&email=moderator%40example\.com/;
    expect(mail.text).toMatch(link);
    expect(mail.html.replace(/&amp;/g, '&')).toMatch(link);
    expect(mail.html).toContain('<a href=');

    h.clock.advance(61_000);
    const de = await mailedLink('moderator@example.com');
    expect(de.mail.headers).toMatch(/^Subject: =\?UTF-8\?Q\?Passwort_zur=C3=BCcksetzen\?=$/m);
    expect(de.mail.text).toContain('Hallo Demo Moderator,');
    expect(de.mail.text).toContain('läuft in 60 Minuten ab');
  });

  it('answers 422 for an unknown e-mail and for a second request within 60 s', async () => {
    const unknown = await forgot('nobody@example.com', 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.email).toEqual(["We can't find a user with that email address."]);

    await mailedLink('iptv@example.com');
    const count = h.outbox().length;
    const again = await forgot('IPTV@example.com', 'en');
    expect(again.statusCode).toBe(422);
    expect(laravel(again)).toEqual({
      message: 'Please wait before retrying.',
      errors: { email: ['Please wait before retrying.'] },
    });
    const de = await forgot('iptv@example.com');
    expect(de.json().errors.email).toEqual(['Bitte warten Sie, bevor Sie es erneut versuchen.']);
    expect(h.outbox()).toHaveLength(count);
    h.clock.advance(60_000);
    expect((await forgot('iptv@example.com')).statusCode).toBe(200);
  });

  it('resets the password once with the mailed token, then the token is dead', async () => {
    const { token, email } = await mailedLink('timetracking@example.com');
    expect(email).toBe('timetracking@example.com');
    const res = await reset(
      { token, email, password: 'brand-new-password', password_confirmation: 'brand-new-password' },
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(laravel(res)).toEqual({ message: 'Your password has been reset.' });
    await h.login('timetracking@example.com', 'brand-new-password');
    const old = await h.request({
      method: 'POST',
      url: '/api/login',
      body: { email, password: 'portal-demo' },
      ip: '10.9.9.9',
    });
    expect(old.statusCode).toBe(422);

    const second = await reset(
      { token, email, password: 'another-password', password_confirmation: 'another-password' },
      'en',
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.email).toEqual(['This password reset token is invalid.']);
  });

  it("revokes all of the member's tokens on reset", async () => {
    const t1 = await h.login('crypttrack@example.com');
    const t2 = await h.login('crypttrack@example.com');
    const other = await h.login('user@example.com');
    const { token, email } = await mailedLink('crypttrack@example.com');
    const res = await reset({
      token,
      email,
      password: 'reset-revokes',
      password_confirmation: 'reset-revokes',
    });
    expect(res.statusCode).toBe(200);
    expect((await h.request({ url: '/api/user', token: t1 })).statusCode).toBe(401);
    expect((await h.request({ url: '/api/user', token: t2 })).statusCode).toBe(401);
    expect((await h.request({ url: '/api/user', token: other })).statusCode).toBe(200);
  });

  it('refuses a token older than 60 minutes', async () => {
    const { token, email } = await mailedLink('guest@example.com');
    h.clock.advance(60 * 60_000 + 1000);
    const res = await reset({
      token,
      email,
      password: 'too-late-pass',
      password_confirmation: 'too-late-pass',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([
      'Der Passwort-Wiederherstellungs-Schlüssel ist ungültig oder abgelaufen.',
    ]);
  });

  it('only the newest mailed token works', async () => {
    const first = await mailedLink('toxicidiot@example.com');
    h.clock.advance(61_000);
    const second = await mailedLink('toxicidiot@example.com');
    const body = {
      email: 'toxicidiot@example.com',
      password: 'newest-only',
      password_confirmation: 'newest-only',
    };
    expect((await reset({ ...body, token: first.token })).statusCode).toBe(422);
    expect((await reset({ ...body, token: second.token })).statusCode).toBe(200);
  });

  it('refuses a token of another member and a made-up token', async () => {
    const { token } = await mailedLink('admin@example.com');
    const body = { password: 'stolen-token', password_confirmation: 'stolen-token' };
    expect((await reset({ ...body, token, email: 'user@example.com' })).statusCode).toBe(422);
    expect((await reset({ ...body, token: 'f'.repeat(64), email: 'admin@example.com' })).statusCode).toBe(
      422,
    );
    await h.login('admin@example.com'); // unchanged
  });

  it('validates the reset body (password rules, confirmation) and changes nothing', async () => {
    h.clock.advance(120_000);
    const { token, email } = await mailedLink('admin@example.com');
    const short = await reset({ token, email, password: 'short', password_confirmation: 'short' }, 'en');
    expect(short.statusCode).toBe(422);
    expect(laravel(short)).toEqual({
      message: 'The password field must be at least 8 characters.',
      errors: { password: ['The password field must be at least 8 characters.'] },
    });
    const mismatch = await reset({
      token,
      email,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(mismatch.json().errors.password).toEqual(['Passwort stimmt nicht mit der Bestätigung überein.']);
    // bcrypt reads 72 bytes: 73 would log in with any password sharing the first 72
    const tooLong = 'x'.repeat(71) + 'ä';
    const long = await reset({ token, email, password: tooLong, password_confirmation: tooLong }, 'en');
    expect(long.json().errors.password).toEqual([
      'The password field must not be greater than 72 bytes (characters such as ä count as 2, € as 3).',
    ]);
    const longDe = await reset({ token, email, password: tooLong, password_confirmation: tooLong });
    expect(longDe.json().errors.password).toEqual([
      'Passwort darf maximal 72 Bytes lang sein (Zeichen wie ä zählen 2, € zählt 3).',
    ]);
    const empty = await reset({}, 'en');
    expect(laravel(empty)).toEqual({
      message: 'The token field is required. (and 2 more errors)',
      errors: {
        token: ['The token field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
    await h.login('admin@example.com');
    // the token survived all of that and still works; 72 bytes are fine
    const long64 = 'p'.repeat(64) + 'ä'.repeat(4);
    const ok = await reset({ token, email, password: long64, password_confirmation: long64 });
    expect(ok.statusCode, ok.body).toBe(200);
    await h.login('admin@example.com', long64);
  });

  it('writes the mail for the portal user only (file 0600, folder 0700) and logs no token or link', async () => {
    const info = vi.spyOn(h.app.log, 'info');
    try {
      h.clock.advance(61_000);
      const { token } = await mailedLink('user@example.com');
      const logged = inspect(info.mock.calls, { depth: 6 });
      expect(logged).toContain('outbox'); // the mail is logged, by its file
      expect(logged).not.toContain(token);
      expect(logged).not.toContain('reset-password?');
    } finally {
      info.mockRestore();
    }
    const file = h.outbox().at(-1)!;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('checks the token before it hashes the new password (a bad token costs no bcrypt)', async () => {
    const hash = vi.fn(async () => 'never');
    const service = createPasswordResetService({
      db: h.db,
      usersDal: createUsersDal(h.db),
      resetsDal: createPasswordResetsDal(h.db),
      revokeSessions: async () => {},
      hasher: { hash },
      mailer: { mode: 'outbox', send: async () => ({}) },
      clock: h.clock,
      portalUrl: 'https://portal.example.org',
      log: { info: () => {} },
    });
    const attempt = service.resetPassword({
      email: 'user@example.com',
      token: 'f'.repeat(64),
      password: 'whatever-new',
    });
    await expect(attempt).rejects.toBeInstanceOf(ValidationFailed);
    expect(hash).not.toHaveBeenCalled();
  });

  it('validates the forgot-password body', async () => {
    const res = await forgot('not an email', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
    const typed = await forgot({ $ne: null }, 'en');
    expect(typed.json().errors).toEqual({ email: ['The email field must be a string.'] });
    expect(fs.existsSync(h.dataDir)).toBe(true);
  });
});
