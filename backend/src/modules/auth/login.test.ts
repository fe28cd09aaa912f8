import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel } from '../../test/harness.js';
import { ConfigError } from '../../config.js';
import { loadConfig } from '../../load-config.js';
import { createUsersDal } from '../users/index.js';

/**
 * The throttles' windows run on the process's Date (rate-limiter-flexible's memory store; Redis's TTLs when shared),
 * the tokens' on the app's clock: a test's time moves both.
 */
const advance = (h: Harness, ms: number) => {
  h.clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
};
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

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

  const login = (
    email: string,
    password: string,
    extra: { lang?: string; ip?: string; headers?: Record<string, string> } = {},
  ) => h.request({ method: 'POST', url: '/api/login', body: { email, password }, ...extra });

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
    expect(laravel(en)).toEqual({
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
    expect(laravel(en)).toEqual({ message: 'Your account is not active. Please contact an administrator.' });
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
    advance(h, 20_000);
    // even the right password is refused now
    const locked = await login('IPTV@example.com', 'portal-demo', { ip, lang: 'en' });
    expect(locked.statusCode).toBe(429);
    expect(laravel(locked)).toEqual({
      message: 'Too many login attempts. Please try again in 40 seconds.',
      retry_after: 40,
    });
    expect(locked.headers['retry-after']).toBe('40');
    const de = await login('iptv@example.com', 'portal-demo', { ip });
    expect(de.json().message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 40 Sekunden erneut.');
    // another IP and another e-mail are not affected
    expect((await login('iptv@example.com', 'portal-demo', { ip: '10.1.1.2' })).statusCode).toBe(200);
    expect((await login('timetracking@example.com', 'portal-demo', { ip })).statusCode).toBe(200);
    advance(h, 40_000);
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

  it('locks an account after 10 failures in 15 minutes, whatever the addresses they came from', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login('moderator@example.com', `guess-${i}`, { ip: `10.50.0.${i + 1}` });
      expect(res.statusCode).toBe(422);
      advance(h, 1000);
    }
    // a new address, even the right password
    const locked = await login('Moderator@example.com', 'portal-demo', { ip: '10.50.1.1', lang: 'en' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many login attempts. Please try again in 890 seconds.',
      retry_after: 890,
    });
    expect(locked.headers['retry-after']).toBe('890');
    // spoofed X-Forwarded-For from the trusted loopback changes nothing either
    const spoofed = await login('moderator@example.com', 'portal-demo', {
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    expect(spoofed.statusCode).toBe(429);
    expect((await login('admin@example.com', 'portal-demo', { ip: '10.50.1.1' })).statusCode).toBe(200);
    advance(h, 890_000);
    expect((await login('moderator@example.com', 'portal-demo', { ip: '10.50.1.1' })).statusCode).toBe(200);
  });

  describe('device tokens (OWASP device cookies)', () => {
    const withDevice = (email: string, password: string, deviceToken: string | undefined, ip: string) =>
      h.request({
        method: 'POST',
        url: '/api/login',
        body: { email, password, device_token: deviceToken },
        ip,
        lang: 'en',
      });

    it("never lock the owner's known device out after strangers' failures; strangers stay throttled", async () => {
      const email = 'timetracking@example.com';
      const first = await withDevice(email, 'portal-demo', undefined, '10.90.0.1');
      expect(first.statusCode).toBe(200);
      const deviceToken = first.json().device_token as string;
      expect(deviceToken).toMatch(/^d1\.\d+\.[\w-]+\.\d+\.[\w-]+$/);

      // 11 failures by strangers: 5 from one address, 6 from others
      for (let i = 0; i < 11; i++) {
        const res = await withDevice(email, `guess-${i}`, undefined, i < 5 ? '10.90.1.1' : `10.90.2.${i}`);
        expect(res.statusCode).toBe(i < 10 ? 422 : 429);
      }
      // the stranger's address is throttled per e-mail and IP, a fresh address by the account's count
      expect((await withDevice(email, 'portal-demo', undefined, '10.90.1.1')).statusCode).toBe(429);
      expect((await withDevice(email, 'portal-demo', undefined, '10.90.3.1')).statusCode).toBe(429);
      // a forged token, or another member's, is no token
      const forged = `${deviceToken.slice(0, -4)}AAAA`;
      expect((await withDevice(email, 'portal-demo', forged, '10.90.3.1')).statusCode).toBe(429);
      const other = (await withDevice('user@example.com', 'portal-demo', undefined, '10.90.3.2')).json()
        .device_token as string;
      expect((await withDevice(email, 'portal-demo', other, '10.90.3.1')).statusCode).toBe(429);

      // the owner on the known device, from any address
      const owner = await withDevice(email, 'portal-demo', deviceToken, '10.90.1.1');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().device_token).not.toBe(deviceToken);
      advance(h, 15 * 60_000);
    });

    it('count failures with a device token against that token alone, and lock it after 10', async () => {
      const email = 'crypttrack@example.com';
      const deviceToken = (await withDevice(email, 'portal-demo', undefined, '10.91.0.1')).json()
        .device_token as string;
      for (let i = 0; i < 10; i++) {
        expect((await withDevice(email, `typo-${i}`, deviceToken, '10.91.0.1')).statusCode).toBe(422);
      }
      const locked = await withDevice(email, 'portal-demo', deviceToken, '10.91.0.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/^Too many login attempts/);
      // neither the address nor the account counted them: the same address without the token logs in
      expect((await withDevice(email, 'portal-demo', undefined, '10.91.0.1')).statusCode).toBe(200);
      advance(h, 15 * 60_000);
    });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('guest@example.com', 'wrong-guess', {
        ip: '203.0.113.5',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(res.statusCode).toBe(422);
    }
    const sixth = await login('guest@example.com', 'portal-demo', {
      ip: '203.0.113.5',
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(sixth.statusCode).toBe(429);
    advance(h, 60_000);
  });

  it('takes the right-most hop a trusted proxy added, never the client-written ones left of it', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('iptv@example.com', 'wrong-guess', {
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.9` },
      });
      expect(res.statusCode).toBe(422);
    }
    const sixth = await login('iptv@example.com', 'portal-demo', {
      headers: { 'x-forwarded-for': '192.0.2.99, 198.51.100.9' },
    });
    expect(sixth.statusCode).toBe(429);
    advance(h, 60_000);
  });

  it('refuses a password over 72 bytes with a field error: bcrypt would compare only its first 72', async () => {
    const dal = createUsersDal(h.db);
    const now = h.clock.now();
    const secret = 'A'.repeat(72);
    await dal.create({
      name: 'Long Password',
      email: 'long-password@example.com',
      passwordHash: bcrypt.hashSync(secret, 10),
      active: true,
      activatedAt: now,
      activatedBy: null,
      emailVerifiedAt: null,
      now,
    });
    expect((await login('long-password@example.com', secret)).statusCode).toBe(200);
    const longer = await login('long-password@example.com', `${secret}anything`, { lang: 'en' });
    expect(longer.statusCode).toBe(422);
    expect(laravel(longer)).toEqual({
      message:
        'The password field must not be greater than 72 bytes (characters such as ä count as 2, € as 3).',
      errors: {
        password: [
          'The password field must not be greater than 72 bytes (characters such as ä count as 2, € as 3).',
        ],
      },
    });
  });

  it('refuses NUL and other control characters with a 422, never a 500', async () => {
    for (const body of [
      { email: 'user@example.com\u0000', password: 'portal-demo' },
      { email: 'user@example.com', password: 'portal\u0000demo' },
      { email: 'us\u0007er@example.com', password: 'portal-demo' },
    ]) {
      const res = await h.request({ method: 'POST', url: '/api/login', body, lang: 'en' });
      expect(res.statusCode, res.body).toBe(422);
      const field = Object.keys(res.json().errors)[0]!;
      expect(res.json().errors[field]).toEqual([`The ${field} field must not contain control characters.`]);
    }
    const de = await h.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'a\u0000@b.de', password: 'x' },
    });
    expect(de.json().errors.email).toEqual(['E-Mail-Adresse darf keine Steuerzeichen enthalten.']);
  });

  it('adds every language to a 422 (translations), built from the same messages', async () => {
    const res = await login('user@example.com', 'wrong-password', { lang: 'en', ip: '10.60.0.1' });
    expect(res.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
      translations: {
        en: {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
        de: {
          message: 'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
          errors: {
            email: ['Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.'],
          },
        },
      },
    });
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
    expect(laravel(profile)).toEqual({ user: user.json(), roles: user.json().roles });

    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
      { authorization: '' },
    ];
    for (const headers of variants) {
      const res = await h.request({ url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(laravel(res)).toEqual({ message: 'Nicht authentifiziert.' });
    }
    const en = await h.request({ url: '/api/user-profile', lang: 'en' });
    expect(laravel(en)).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes exactly the token it carries', async () => {
    const a = await h.login('user@example.com');
    const b = await h.login('user@example.com');
    const out = await h.request({ url: '/api/logout', token: a, lang: 'en' });
    expect(out.statusCode).toBe(200);
    expect(laravel(out)).toEqual({ message: 'Successfully logged out.' });
    expect((await h.request({ url: '/api/user', token: a })).statusCode).toBe(401);
    expect((await h.request({ url: '/api/logout', token: a })).statusCode).toBe(401);
    expect((await h.request({ url: '/api/user', token: b })).statusCode).toBe(200);
  });

  it('a token dies after the idle time without use', async () => {
    const token = await h.login('user@example.com');
    advance(h, 29 * 60_000);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200); // use resets the idle clock
    advance(h, 29 * 60_000);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200);
    advance(h, 30 * 60_000 + 1);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
  });

  it('a token dies at its absolute lifetime even when used all along', async () => {
    const token = await h.login('user@example.com');
    for (let i = 0; i < 4; i++) {
      advance(h, 25 * 60_000);
      expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200);
    }
    advance(h, 25 * 60_000); // 125 minutes > 120
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
    expect(laravel(res)).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const de = await h.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'not-an-email', password: 12 },
    });
    expect(laravel(de)).toEqual({
      message: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein. (und 1 weiterer Fehler)',
      errors: {
        email: ['E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.'],
        password: ['Passwort muss ein Text sein.'],
      },
    });
  });
});

describe('BACKEND_TRUST_PROXY', () => {
  const trusted = (value: string) => loadConfig({ BACKEND_TRUST_PROXY: value }, '/tmp').trustProxy;

  it('is a list of proxies, never Fastify\'s "trust every hop" (which believes the client-written address)', () => {
    expect(loadConfig({}, '/tmp').trustProxy).toEqual(['loopback']);
    expect(trusted('true')).toEqual(['loopback']);
    expect(trusted('false')).toEqual([]);
    expect(trusted(' 10.0.0.0/8, loopback ,::1 ')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(() => trusted('*')).toThrow(ConfigError);
    expect(() => trusted('10.0.0.0/33')).toThrow(/BACKEND_TRUST_PROXY/);
  });
});

describe('the anonymous routes, per client address', () => {
  it('answer 429 with Retry-After after AUTH_ANONYMOUS_PER_MINUTE requests, counted before validation', async () => {
    const h = await createHarness('pglite', { env: { AUTH_ANONYMOUS_PER_MINUTE: '30' } });
    try {
      const ip = '10.70.0.1';
      const post = (url: string, body: unknown, from = ip) =>
        h.request({ method: 'POST', url, body, ip: from, lang: 'en' });
      for (let i = 0; i < 10; i++) {
        expect(
          (await post('/api/login', { email: `x${i}@example.com`, password: 'nope-nope' })).statusCode,
        ).toBe(422);
        expect((await post('/api/reset-password', { email: 'x@example.com', token: 't' })).statusCode).toBe(
          422,
        );
        expect((await post('/api/forgot-password', { email: '\u0000' })).statusCode).toBe(422);
      }
      advance(h, 15_000);
      for (const url of ['/api/login', '/api/forgot-password', '/api/reset-password', '/api/tg-bots/login']) {
        const res = await post(url, { email: 'user@example.com', password: 'portal-demo' });
        expect(res.statusCode, url).toBe(429);
        expect(res.headers['retry-after'], url).toBe('45');
        expect(res.json().retry_after).toBe(45);
      }
      expect((await post('/api/login', {}, ip)).json().message).toBe(
        'Too many login attempts. Please try again in 45 seconds.',
      );
      expect((await post('/api/forgot-password', {}, ip)).json().message).toBe(
        'Please wait before retrying.',
      );
      // another address is not affected; the window ends
      expect(
        (await post('/api/login', { email: 'user@example.com', password: 'portal-demo' }, '10.70.0.2'))
          .statusCode,
      ).toBe(200);
      advance(h, 45_000);
      expect(
        (await post('/api/login', { email: 'user@example.com', password: 'portal-demo' })).statusCode,
      ).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe('the bcrypt workers busy', () => {
  it('answer a login 503 with Retry-After at once when PASSWORD_HASH_QUEUE wait already', async () => {
    const h = await createHarness('pglite', { env: { PASSWORD_HASH_QUEUE: '0' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          h.request({
            method: 'POST',
            url: '/api/login',
            body: { email: 'user@example.com', password: 'portal-demo' },
            ip: `10.80.0.${i + 1}`,
            lang: 'en',
          }),
        ),
      );
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.filter((res) => res.statusCode === 200).length).toBe(8 - busy.length);
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(busy[0]!.json()).toEqual({
        message: 'Very many passwords are being checked right now. Please try again in a moment.',
        retry_after: 1,
      });
    } finally {
      await h.close();
    }
  });
});
