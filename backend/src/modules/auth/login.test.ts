import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { createUsersDal } from '../users/index.js';

describe.each(drivers)('login, tokens and the current member (%s)', (driver) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(driver, {
      env: { AUTH_TOKEN_IDLE_MINUTES: '30', AUTH_TOKEN_LIFETIME_MINUTES: '120' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const login = (email: string, password: string, extra: { lang?: string; ip?: string } = {}) =>
    h.request({ method: 'POST', url: '/api/login', body: { email, password }, ...extra });

  it('logs in with the right password and answers token, user and roles', async () => {
    const res = await login('user@example.com', 'portal-demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{54}$/);
    expect(new Date(body.expires_at).getTime()).toBe(h.clock.now().getTime() + 120 * 60_000);
    expect(body.roles).toEqual([{ id: expect.any(Number), name: 'USER' }]);
    expect(body.user).toMatchObject({
      id: expect.any(Number),
      name: 'Demo User',
      email: 'user@example.com',
      active: true,
      activated_by: expect.any(Number),
      roles: [{ id: expect.any(Number), name: 'USER' }],
      telegram_subscription: {
        telegram_id: '100000001',
        username: 'portal_demo_user',
        first_name: 'Demo',
        last_name: 'User',
        created_at: expect.stringMatching(/Z$/),
      },
      user_data: { social_media: { github: 'https://github.com/portal-demo' } },
    });
    expect(body.user).not.toHaveProperty('password');
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'email_verified_at',
        'active',
        'activated_at',
        'activated_by',
        'created_at',
        'updated_at',
        'roles',
        'telegram_subscription',
        'user_data',
      ].sort(),
    );
  });

  it('matches the e-mail regardless of case and surrounding blanks', async () => {
    const res = await login('  User@Example.COM ', 'portal-demo');
    expect(res.statusCode).toBe(200);
  });

  it('issues a new token on each login and stores only its hash', async () => {
    const a = await h.login('moderator@example.com');
    const b = await h.login('moderator@example.com');
    expect(a).not.toBe(b);
    const { rows } = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM personal_access_tokens',
    );
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(a);
    const { createHash } = await import('node:crypto');
    expect(hashes).toContain(createHash('sha256').update(a).digest('hex'));
  });

  it('refuses wrong credentials with 422 in English and German', async () => {
    const en = await login('user@example.com', 'wrong-password', { lang: 'en-GB,en;q=0.8', ip: '10.0.0.1' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const de = await login('nobody@example.com', 'whatever-pass', { ip: '10.0.0.1' });
    expect(de.statusCode).toBe(422);
    expect(de.json().errors.email).toEqual([
      'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
    ]);
    const fr = await login('nobody@example.com', 'whatever-pass', { lang: 'fr-FR, fr', ip: '10.0.0.1' });
    expect(fr.json().message).toMatch(/^Diese Kombination/);
  });

  it('refuses an inactive member with 403 and a clear message', async () => {
    const dal = createUsersDal(h.db);
    const guest = await dal.findByEmail('guest@example.com');
    await dal.setActive(guest!.id, false, null, h.clock.now());
    const en = await login('guest@example.com', 'portal-demo', { lang: 'en' });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ message: 'Your account is not active. Please contact an administrator.' });
    const de = await login('guest@example.com', 'portal-demo');
    expect(de.json().message).toBe(
      'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an einen Administrator.',
    );
    await dal.setActive(guest!.id, true, null, h.clock.now());
  });

  it('throttles the 6th attempt after 5 failures per e-mail and IP, then lets it go after the minute', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 5; i++) {
      expect((await login('iptv@example.com', `bad-password-${i}`, { ip })).statusCode).toBe(422);
    }
    h.clock.advance(20_000);
    // even the right password is refused now
    const locked = await login('IPTV@example.com', 'portal-demo', { ip, lang: 'en' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many login attempts. Please try again in 40 seconds.',
      retry_after: 40,
    });
    expect(locked.headers['retry-after']).toBe('40');
    const de = await login('iptv@example.com', 'portal-demo', { ip });
    expect(de.json().message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 40 Sekunden erneut.');
    // another IP and another e-mail are not affected
    expect((await login('iptv@example.com', 'portal-demo', { ip: '10.1.1.2' })).statusCode).toBe(200);
    expect((await login('timetracking@example.com', 'portal-demo', { ip })).statusCode).toBe(200);
    h.clock.advance(40_000);
    expect((await login('iptv@example.com', 'portal-demo', { ip })).statusCode).toBe(200);
  });

  it('clears the failure counter on a successful login', async () => {
    const ip = '10.2.2.2';
    for (let i = 0; i < 4; i++) await login('crypttrack@example.com', 'nope-nope', { ip });
    expect((await login('crypttrack@example.com', 'portal-demo', { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login('crypttrack@example.com', 'nope-nope', { ip })).statusCode).toBe(422);
    }
    expect((await login('crypttrack@example.com', 'portal-demo', { ip })).statusCode).toBe(200);
  });

  it('accepts a Laravel $2y$ bcrypt hash', async () => {
    const b = bcrypt.hashSync('legacy-secret', 10);
    expect(b.startsWith('$2b$10$')).toBe(true);
    const y = `$2y$${b.slice(4)}`;
    const dal = createUsersDal(h.db);
    const now = h.clock.now();
    await dal.create({
      name: 'Legacy',
      email: 'legacy@example.com',
      passwordHash: y,
      active: true,
      activatedAt: now,
      activatedBy: null,
      emailVerifiedAt: null,
      now,
    });
    expect((await login('legacy@example.com', 'legacy-secret')).statusCode).toBe(200);
    expect((await login('legacy@example.com', 'legacy-secreT', { ip: '10.3.3.3' })).statusCode).toBe(422);
  });

  it('GET /api/user and /api/user-profile answer the member; 401 without a valid token', async () => {
    const token = await h.login('admin@example.com');
    const user = await h.request({ url: '/api/user', token });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      email: 'admin@example.com',
      roles: [{ name: 'ADMIN' }],
      telegram_subscription: null,
      user_data: { social_media: {} },
    });
    const profile = await h.request({ url: '/api/user-profile', token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ user: user.json(), roles: user.json().roles });

    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
      { authorization: '' },
    ];
    for (const headers of variants) {
      const res = await h.request({ url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Nicht authentifiziert.' });
    }
    const en = await h.request({ url: '/api/user-profile', lang: 'en' });
    expect(en.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes exactly the token it carries', async () => {
    const a = await h.login('user@example.com');
    const b = await h.login('user@example.com');
    const out = await h.request({ url: '/api/logout', token: a, lang: 'en' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Successfully logged out.' });
    expect((await h.request({ url: '/api/user', token: a })).statusCode).toBe(401);
    expect((await h.request({ url: '/api/logout', token: a })).statusCode).toBe(401);
    expect((await h.request({ url: '/api/user', token: b })).statusCode).toBe(200);
  });

  it('a token dies after the idle time without use', async () => {
    const token = await h.login('user@example.com');
    h.clock.advance(29 * 60_000);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200); // use resets the idle clock
    h.clock.advance(29 * 60_000);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200);
    h.clock.advance(30 * 60_000 + 1);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
  });

  it('a token dies at its absolute lifetime even when used all along', async () => {
    const token = await h.login('user@example.com');
    for (let i = 0; i < 4; i++) {
      h.clock.advance(25 * 60_000);
      expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200);
    }
    h.clock.advance(25 * 60_000); // 125 minutes > 120
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
  });

  it("a deactivated member's tokens stop working", async () => {
    const token = await h.login('toxicidiot@example.com');
    const dal = createUsersDal(h.db);
    const member = await dal.findByEmail('toxicidiot@example.com');
    await dal.setActive(member!.id, false, null, h.clock.now());
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
    await dal.setActive(member!.id, true, null, h.clock.now());
  });

  it('validates the login body with localised per-field messages', async () => {
    const res = await h.request({ method: 'POST', url: '/api/login', body: {}, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const de = await h.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'not-an-email', password: 12 },
    });
    expect(de.json()).toEqual({
      message: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein. (und 1 weiterer Fehler)',
      errors: {
        email: ['E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.'],
        password: ['Passwort muss ein Text sein.'],
      },
    });
  });
});
