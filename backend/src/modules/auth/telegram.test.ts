import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel, TEST_BOT_TOKEN } from '../../test/harness.js';
import { createUsersDal } from '../users/index.js';
import { dataCheckString, signTelegramLogin, verifyTelegramLogin } from './telegram.js';

describe('Telegram login verification', () => {
  it('builds the data-check-string and HMAC exactly as Telegram documents', () => {
    const payload = { username: 'ada', id: 42, first_name: 'Ada', auth_date: 1700000000 };
    expect(dataCheckString({ ...payload, hash: 'x' })).toBe(
      'auth_date=1700000000\nfirst_name=Ada\nid=42\nusername=ada',
    );
    const secret = createHash('sha256').update(TEST_BOT_TOKEN).digest();
    const expected = createHmac('sha256', secret)
      .update('auth_date=1700000000\nfirst_name=Ada\nid=42\nusername=ada')
      .digest('hex');
    expect(signTelegramLogin(payload, TEST_BOT_TOKEN).hash).toBe(expected);
  });

  it('accepts a good payload and refuses forged, tampered, stale and future ones', () => {
    const now = 1_800_000_000;
    const good = signTelegramLogin({ id: 42, first_name: 'Ada', auth_date: now - 60 }, TEST_BOT_TOKEN);
    expect(verifyTelegramLogin(good, TEST_BOT_TOKEN, now)).toBe('ok');
    expect(verifyTelegramLogin({ ...good, hash: good.hash.toUpperCase() }, TEST_BOT_TOKEN, now)).toBe('ok');
    expect(verifyTelegramLogin(good, 'another:bot-token', now)).toBe('invalid');
    expect(verifyTelegramLogin({ ...good, id: 43 }, TEST_BOT_TOKEN, now)).toBe('invalid');
    expect(verifyTelegramLogin({ ...good, extra: 'x' }, TEST_BOT_TOKEN, now)).toBe('invalid');
    expect(verifyTelegramLogin({ ...good, hash: 'abc' }, TEST_BOT_TOKEN, now)).toBe('invalid');
    expect(verifyTelegramLogin({ ...good, first_name: { a: 1 } }, TEST_BOT_TOKEN, now)).toBe('invalid');
    const stale = signTelegramLogin({ id: 42, auth_date: now - 86_401 }, TEST_BOT_TOKEN);
    expect(verifyTelegramLogin(stale, TEST_BOT_TOKEN, now)).toBe('expired');
    const dayOld = signTelegramLogin({ id: 42, auth_date: now - 86_400 }, TEST_BOT_TOKEN);
    expect(verifyTelegramLogin(dayOld, TEST_BOT_TOKEN, now)).toBe('ok');
    const future = signTelegramLogin({ id: 42, auth_date: now + 3600 }, TEST_BOT_TOKEN);
    expect(verifyTelegramLogin(future, TEST_BOT_TOKEN, now)).toBe('expired');
  });
});

describe.each(drivers)('POST /api/tg-bots/login (%s)', (driver) => {
  let h: Harness;
  const nowSeconds = () => Math.floor(h.clock.now().getTime() / 1000);
  const tgLogin = (body: unknown, lang?: string) =>
    h.request({ method: 'POST', url: '/api/tg-bots/login', body, lang });

  beforeAll(async () => {
    h = await createHarness(driver);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('logs the subscribed member in like /api/login', async () => {
    const payload = signTelegramLogin(
      {
        id: 100000001,
        first_name: 'Demo',
        last_name: 'User',
        username: 'portal_demo_user',
        auth_date: nowSeconds() - 5,
      },
      TEST_BOT_TOKEN,
    );
    const res = await tgLogin(payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      user: { email: 'user@example.com' },
      roles: [{ name: 'USER' }],
    });
    const me = await h.request({ url: '/api/user', token: body.access_token });
    expect(me.json().email).toBe('user@example.com');
  });

  it('accepts the id as a string and optional fields sent as null', async () => {
    const signed = signTelegramLogin({ id: '100000001', auth_date: String(nowSeconds()) }, TEST_BOT_TOKEN);
    const res = await tgLogin({ ...signed, username: null, photo_url: null });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a forged hash with 422 errors.hash', async () => {
    const payload = signTelegramLogin({ id: 100000001, auth_date: nowSeconds() }, 'wrong:token');
    const res = await tgLogin(payload, 'en');
    expect(res.statusCode).toBe(422);
    expect(laravel(res)).toEqual({
      message: 'The Telegram login data is invalid.',
      errors: { hash: ['The Telegram login data is invalid.'] },
    });
    const tampered = {
      ...signTelegramLogin({ id: 1, auth_date: nowSeconds() }, TEST_BOT_TOKEN),
      id: 100000001,
    };
    expect((await tgLogin(tampered)).json().errors.hash).toEqual([
      'Die Telegram-Anmeldedaten sind ungültig.',
    ]);
  });

  it('refuses an auth_date older than 24 hours', async () => {
    const payload = signTelegramLogin({ id: 100000001, auth_date: nowSeconds() - 86_401 }, TEST_BOT_TOKEN);
    const res = await tgLogin(payload, 'en');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['hash']);
  });

  it('refuses an unknown Telegram id with 422 errors.id', async () => {
    const payload = signTelegramLogin({ id: 999999999, auth_date: nowSeconds() }, TEST_BOT_TOKEN);
    const res = await tgLogin(payload, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ id: ['No member is linked to this Telegram account.'] });
  });

  it('refuses an inactive member with 403', async () => {
    const dal = createUsersDal(h.db);
    const user = await dal.findByEmail('user@example.com');
    await dal.setActive(user!.id, false, null, h.clock.now());
    const payload = signTelegramLogin({ id: 100000001, auth_date: nowSeconds() }, TEST_BOT_TOKEN);
    const res = await tgLogin(payload, 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account is not active. Please contact an administrator.');
    await dal.setActive(user!.id, true, null, h.clock.now());
  });

  it('validates the payload', async () => {
    const res = await tgLogin({ first_name: ['x'] }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      id: ['The id field is required.'],
      auth_date: ['The auth date field is required.'],
      hash: ['The hash field is required.'],
      first_name: ['The first name field must be a string.'],
    });
    const huge = await tgLogin({ id: '9'.repeat(40), auth_date: 1, hash: 'a'.repeat(64) }, 'en');
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.id).toEqual(['The id field must be an integer.']);
  });
});

describe('POST /api/tg-bots/login without a bot token', () => {
  it('answers 503', async () => {
    const h = await createHarness('pglite', { env: { TELEGRAM_BOT_TOKEN: '' }, seed: false });
    try {
      const res = await h.request({ method: 'POST', url: '/api/tg-bots/login', body: { id: 1 }, lang: 'en' });
      expect(res.statusCode).toBe(503);
      expect(laravel(res)).toEqual({ message: 'Login via Telegram is not configured.' });
    } finally {
      await h.close();
    }
  });
});
