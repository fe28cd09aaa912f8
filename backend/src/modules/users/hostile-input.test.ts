import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';

/** Input an attacker sends: control characters, look-alikes, overlong passwords, arrays for numbers, a forged Host. */
describe.each(drivers)('users: hostile input (%s)', (driver) => {
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    h = await createHarness(driver, { env: { PORTAL_URL: 'https://portal.example.org' } });
    admin = await h.login('superadmin@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, body: unknown, token = admin) =>
    h.request({ method, url, body, token, lang: 'en' });
  const create = (fields: Record<string, unknown>) =>
    send('POST', '/api/cp/user', {
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      ...fields,
    });

  it('refuses NUL and other control characters in every field with a 422, never a 500', async () => {
    for (const [field, value] of [
      ['name', 'Mal\u0000lory'],
      ['name', 'Mal\u001blory'],
      ['name', 'Mal\u0085lory'],
      ['email', 'mallory\u0000@example.com'],
      ['password', 'long-enough\u0000'],
    ] as const) {
      const res = await create({
        [field]: value,
        password_confirmation: field === 'password' ? value : 'long-enough',
      });
      expect(res.statusCode, `${field} ${JSON.stringify(value)}`).toBe(422);
      expect(res.json().errors[field]).toEqual([`The ${field} field must not contain control characters.`]);
    }
    // single-line fields take no newline either
    expect((await create({ name: 'Mal\nlory' })).statusCode).toBe(422);
    const de = await h.request({
      method: 'POST',
      url: '/api/cp/user',
      token: admin,
      body: {
        name: '\u0000',
        email: 'a@b.de',
        password: 'long-enough',
        password_confirmation: 'long-enough',
      },
    });
    expect(de.json().errors.name).toEqual(['Name darf keine Steuerzeichen enthalten.']);
  });

  it('refuses look-alike e-mails (invisible characters, a trailing dot) and names with direction overrides', async () => {
    for (const email of [
      'mallo\u200bry@example.com',
      'mallory@exa\u200dmple.com',
      'mal\u00adlory@example.com',
      'mallory\ufeff@example.com',
      'mallory@example.com\u2060',
      'mallory@example.com.',
    ]) {
      const res = await create({ email });
      expect(res.statusCode, JSON.stringify(email)).toBe(422);
      expect(res.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
    }
    for (const name of ['\u202enimda', 'Mal\u2066lory\u2069', 'a\u202ab']) {
      const res = await create({ name });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['The name field must not contain text direction controls.'],
      });
    }
    const token = await h.login('user@example.com');
    const profile = await send(
      'PUT',
      '/api/user-profile',
      { name: '\u202eresU', email: 'user@example.com' },
      token,
    );
    expect(profile.json().errors).toEqual({
      name: ['The name field must not contain text direction controls.'],
    });
  });

  it("refuses e-mails and names that read like another member's (UTS #39), on create and update", async () => {
    const lookAlikeEmail = "This e-mail address looks confusingly like another member's.";
    const lookAlikeName = "This name looks confusingly like another member's.";
    // Cyrillic а, fullwidth a, Greek Α
    for (const email of ['\u0430dmin@example.com', '\uff41dmin@example.com', '\u0391DMIN@example.com']) {
      const res = await create({ email });
      expect(res.statusCode, email).toBe(422);
      expect(res.json().errors, email).toEqual({ email: [lookAlikeEmail] });
    }
    const name = await create({ name: 'Demo \u0055s\u0435r', email: 'demo-user-2@example.com' });
    expect(name.json().errors).toEqual({ name: [lookAlikeName] });
    const de = await h.request({
      method: 'POST',
      url: '/api/cp/user',
      token: admin,
      body: {
        name: 'Super \u0391dmin',
        email: 'x@example.com',
        password: 'long-enough',
        password_confirmation: 'long-enough',
      },
    });
    expect(de.json().errors).toEqual({
      name: ['Dieser Name ist dem eines anderen Mitglieds zum Verwechseln ähnlich.'],
    });

    // the admin's edit, and the member's own profile
    const guest = await h.userId('guest@example.com');
    const edit = await send('PUT', `/api/cp/user/${guest}`, { email: 'm\u043ederator@example.com' });
    expect(edit.json().errors).toEqual({ email: [lookAlikeEmail] });
    const token = await h.login('user@example.com');
    const profile = await send(
      'PUT',
      '/api/user-profile',
      { name: 'Demo User', email: 'gu\u0435st@example.com' },
      token,
    );
    expect(profile.json().errors).toEqual({ email: [lookAlikeEmail] });
    // the member's own name and e-mail, even spelt otherwise, are no look-alike of anyone
    const own = await send(
      'PUT',
      '/api/user-profile',
      { name: 'demo user', email: 'User@example.com' },
      token,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('stores e-mails trimmed, in NFC, with the domain in lower case, so look-alike spellings are one account', async () => {
    const decomposed = ' Ame\u0301lie@Example.ORG ';
    const res = await create({ email: decomposed });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBe('Am\u00e9lie@example.org');
    const again = await create({ email: 'am\u00e9lie@EXAMPLE.org' });
    expect(again.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const login = await h.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'ame\u0301lie@example.org', password: 'long-enough' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses passwords over 72 bytes on create, update and the profile, and a control character in a link', async () => {
    const tooLong = '€'.repeat(25); // 75 bytes, 25 characters
    const message =
      'The password field must not be greater than 72 bytes (characters such as ä count as 2, € as 3).';
    const created = await create({ password: tooLong, password_confirmation: tooLong });
    expect(created.json().errors).toEqual({ password: [message] });
    const id = await h.userId('user@example.com');
    const updated = await send('PUT', `/api/cp/user/${id}`, {
      password: tooLong,
      password_confirmation: tooLong,
    });
    expect(updated.json().errors).toEqual({ password: [message] });
    const token = await h.login('admin@example.com');
    const changed = await send(
      'PUT',
      '/api/user-profile/password',
      { current_password: 'portal-demo', password: tooLong, password_confirmation: tooLong },
      token,
    );
    expect(changed.json().errors).toEqual({ password: [message] });
    const link = await send(
      'PUT',
      '/api/user-profile',
      { name: 'Admin', email: 'admin@example.com', social_media: { site: 'https://e.org/\u0000' } },
      token,
    );
    expect(link.statusCode).toBe(422);
    expect(link.json().errors).toEqual({
      'social_media.site': ['The link for site must be an http(s) URL.'],
    });
  });

  it('refuses an array or object where the list wants one number (page[]=1)', async () => {
    for (const query of ['page[]=1', 'page[0]=2', 'itemsPerPage[]=5', 'itemsPerPage[a]=5&page=1']) {
      const res = await h.request({ url: `/api/cp/user?${query}`, token: admin, lang: 'en' });
      expect(res.statusCode, query).toBe(422);
      const field = query.startsWith('page') ? 'page' : 'itemsPerPage';
      expect(res.json().errors[field], query).toEqual(['This parameter is malformed.']);
    }
  });

  it("builds the paginator's URLs from PORTAL_URL, never from the request's Host or X-Forwarded-*", async () => {
    const res = await h.request({
      url: '/api/cp/user?itemsPerPage=2&page=2',
      token: admin,
      headers: { host: 'evil.example', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.path).toBe('https://portal.example.org/api/cp/user');
    const urls = [body.first_page_url, body.last_page_url, body.next_page_url, body.prev_page_url];
    for (const link of body.links) if (link.url) urls.push(link.url);
    for (const url of urls)
      expect(url).toMatch(/^https:\/\/portal\.example\.org\/api\/cp\/user\?itemsPerPage=2&page=\d+$/);
  });
});
