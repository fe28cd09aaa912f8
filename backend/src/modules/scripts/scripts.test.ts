import { createHash } from 'node:crypto';
import type { RestPersonalAccessToken } from '@portal/contract';
import { events, MAX_PERSONAL_ACCESS_TOKENS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel, readEml } from '../../test/harness.js';
import { memberPushers, nextEvent, record, syncWithServer } from '../../test/realtime.js';

const TOKENS = '/api/scripts/tokens';
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** A route of the test's own behind the modules' auth check, answering every method. */
const PROBE = '/api/test/scripts-probe';

describe.each(drivers)('personal access tokens (%s)', (driver) => {
  let h: Harness;
  let session: string;
  const pushers = memberPushers(() => h);

  beforeAll(async () => {
    h = await createHarness(driver, {
      listen: true,
      extend: (app) => {
        app.route({
          method: ['GET', 'OPTIONS', ...WRITES],
          url: PROBE,
          preValidation: app.authenticate,
          handler: async (request) => ({ method: request.method }),
        });
      },
    });
    session = await h.login('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  let names = 0;
  /** Creates a token with a fresh name; answers the token and its listing. */
  async function create(
    body: { scope?: string; expires_at?: string | null; name?: string } = {},
    token = session,
  ): Promise<{ token: string; pat: RestPersonalAccessToken }> {
    const res = await h.request({
      method: 'POST',
      url: TOKENS,
      token,
      body: { name: `script ${++names}`, scope: 'FULL', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as {
      data: { token: string; personal_access_token: RestPersonalAccessToken };
    };
    return { token: data.token, pat: data.personal_access_token };
  }
  const list = async (token = session) => {
    const res = await h.request({ url: TOKENS, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: RestPersonalAccessToken[] }).data;
  };
  const status = async (token: string) => (await h.request({ url: '/api/user', token })).statusCode;
  const revoke = (id: number | string, token = session) =>
    h.request({ method: 'DELETE', url: `${TOKENS}/${id}`, token });

  it('creates a token shown once, lists it newest first without it, and revokes it', async () => {
    const first = await create({ name: 'backup job' });
    h.clock.advance(1000);
    const second = await create({ name: 'report', scope: 'READ_ONLY' });
    expect(first.token).toMatch(/^pat_[A-Za-z0-9_-]{54}$/);
    expect(second.pat).toEqual({
      id: expect.any(Number),
      name: 'report',
      scope: 'READ_ONLY',
      created_at: h.clock.now().toISOString(),
      last_used_at: null,
      expires_at: null,
    });

    const listed = await list();
    expect(listed.slice(0, 2)).toEqual([second.pat, first.pat]);
    // only script tokens: the session used to ask is not listed, and no token travels
    expect(JSON.stringify(listed)).not.toContain('pat_');
    expect(listed.every((t) => Object.keys(t).length === 6)).toBe(true);

    expect((await revoke(first.pat.id)).statusCode).toBe(204);
    expect((await list()).map((t) => t.id)).not.toContain(first.pat.id);
    expect(await status(first.token)).toBe(401);
    expect(await status(second.token)).toBe(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token, pat } = await create();
    const { rows } = await h.db.query<{ token_hash: string; kind: string; scope: string }>(
      'SELECT token_hash, kind, scope FROM personal_access_tokens WHERE id = $1',
      [pat.id],
    );
    expect(rows).toEqual([{ token_hash: sha256Hex(token), kind: 'script', scope: 'FULL' }]);
  });

  it('authenticates any route as its member; last_used_at is written at most once a minute', async () => {
    const { token, pat } = await create();
    const me = await h.request({ url: '/api/user', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'user@example.com' });
    const lastUsed = async () => (await list()).find((t) => t.id === pat.id)!.last_used_at;
    const firstUse = h.clock.now().toISOString();
    expect(await lastUsed()).toBe(firstUse);
    h.clock.advance(59_000);
    expect(await status(token)).toBe(200);
    expect(await lastUsed()).toBe(firstUse);
    h.clock.advance(1000);
    expect(await status(token)).toBe(200);
    expect(await lastUsed()).toBe(h.clock.now().toISOString());
  });

  it('GET current: the token carrying the request, null for a session', async () => {
    const { token, pat } = await create({ scope: 'READ_ONLY' });
    const current = await h.request({ url: `${TOKENS}/current`, token });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ data: { ...pat, last_used_at: h.clock.now().toISOString() } });
    expect((await h.request({ url: `${TOKENS}/current`, token: session })).json()).toEqual({ data: null });
  });

  describe('a read-only token', () => {
    let readOnly: string;
    let full: string;
    beforeAll(async () => {
      readOnly = (await create({ scope: 'READ_ONLY' })).token;
      full = (await create({ scope: 'FULL' })).token;
    });
    const probe = (method: string, token: string, lang = 'de') =>
      h.app.inject({
        method: method as 'GET',
        url: PROBE,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });

    it.each(WRITES)('is refused on %s with a localised 403; a full one is not', async (method) => {
      const de = await probe(method, readOnly);
      expect([de.statusCode, de.json()]).toEqual([403, { message: 'Dieses Zugriffstoken darf nur lesen.' }]);
      const en = await probe(method, readOnly, 'en');
      expect(en.json()).toEqual({ message: 'This access token is read-only.' });
      const ok = await probe(method, full);
      expect([ok.statusCode, ok.json()]).toEqual([200, { method }]);
    });

    it.each(['GET', 'HEAD', 'OPTIONS'])('may %s', async (method) => {
      expect((await probe(method, readOnly)).statusCode).toBe(200);
    });

    it('is refused on the real routes that change something, before anything else is looked at', async () => {
      const profile = { name: 'Renamed', email: 'user@example.com' };
      const calls = [
        { method: 'PUT', url: '/api/user-profile', body: profile },
        { method: 'POST', url: '/api/iptv/list', body: {} },
        { method: 'DELETE', url: '/api/downloads/999999' },
        { method: 'POST', url: TOKENS, body: { name: 'child', scope: 'READ_ONLY' } },
        { method: 'DELETE', url: `${TOKENS}/999999` },
      ] as const;
      for (const call of calls) {
        const res = await h.request({ ...call, token: readOnly, lang: 'en' });
        expect([call.url, res.statusCode, res.json()]).toEqual([
          call.url,
          403,
          { message: 'This access token is read-only.' },
        ]);
      }
      // whatever the method: Laravel's logout is a GET that revokes the token
      const logout = await h.request({ url: '/api/logout', token: readOnly, lang: 'en' });
      expect([logout.statusCode, logout.json()]).toEqual([
        403,
        { message: 'This access token is read-only.' },
      ]);
      const head = await h.app.inject({
        method: 'HEAD',
        url: '/api/logout',
        headers: { authorization: `Bearer ${readOnly}` },
      });
      expect(head.statusCode).toBe(403);
      expect((await h.request({ url: '/api/user', token: readOnly })).json()).toMatchObject({
        name: 'Demo User',
      });
      const changed = await h.request({
        method: 'PUT',
        url: '/api/user-profile',
        token: full,
        body: profile,
      });
      expect([changed.statusCode, changed.json()]).toMatchObject([200, { name: 'Renamed' }]);
    });

    it("may subscribe to the member's channel (POST /api/broadcasting/auth is reading)", async () => {
      const id = await h.userId('user@example.com');
      const { member } = await pushers.listen(readOnly, id, ['member']);
      expect(member.subscribed).toBe(true);
    });
  });

  it('may not mint tokens: creating needs a session; a full token may revoke', async () => {
    const { token } = await create();
    const victim = await create();
    const res = await h.request({
      method: 'POST',
      url: TOKENS,
      token,
      body: { name: 'child', scope: 'FULL' },
      lang: 'en',
    });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { message: 'Access tokens can only be created while logged in, not with another access token.' },
    ]);
    expect((await revoke(victim.pat.id, token)).statusCode).toBe(204);
    expect(await status(victim.token)).toBe(401);
  });

  it('refuses invalid input with field errors', async () => {
    await create({ name: 'taken' });
    const attempt = (body: Record<string, unknown>) =>
      h.request({ method: 'POST', url: TOKENS, token: session, body, lang: 'en' });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '  ', scope: 'FULL' }, { name: ['The name field is required.'] }],
      [
        { name: 'x'.repeat(256), scope: 'FULL' },
        { name: ['The name field must not be greater than 255 characters.'] },
      ],
      [{ name: 'taken', scope: 'FULL' }, { name: ['The name has already been taken.'] }],
      [{ name: 'ok', scope: 'WRITE' }, { scope: ['The selected scope is invalid.'] }],
      [{ name: 'ok' }, { scope: ['The scope field is required.'] }],
      [
        { name: 'ok', scope: 'FULL', expires_at: 'tomorrow' },
        { expires_at: ['The expiry date field must be a valid date.'] },
      ],
      [
        { name: 'ok', scope: 'FULL', expires_at: h.clock.now().toISOString() },
        { expires_at: ['The expiry date must lie in the future.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await attempt(body);
      expect([body, res.statusCode, laravel(res).errors]).toEqual([body, 422, errors]);
    }
    const de = await h.request({
      method: 'POST',
      url: TOKENS,
      token: session,
      body: { name: 'ok', scope: 'FULL', expires_at: '2000-01-01T00:00:00Z' },
    });
    expect(laravel(de).errors).toEqual({ expires_at: ['Ablaufdatum muss in der Zukunft liegen.'] });
    expect((await list()).map((t) => t.name)).not.toContain('ok');
  });

  it(`allows ${MAX_PERSONAL_ACCESS_TOKENS} tokens per member, then answers 422`, async () => {
    const guest = await h.login('guest@example.com');
    for (let i = 0; i < MAX_PERSONAL_ACCESS_TOKENS; i++) await create({}, guest);
    const res = await h.request({
      method: 'POST',
      url: TOKENS,
      token: guest,
      body: { name: 'one too many', scope: 'FULL' },
      lang: 'en',
    });
    expect([res.statusCode, laravel(res).errors]).toEqual([
      422,
      {
        name: [
          `You can have at most ${MAX_PERSONAL_ACCESS_TOKENS} access tokens. Please revoke one you no longer need.`,
        ],
      },
    ]);
    // the others' limits are their own
    expect((await list(guest)).length).toBe(MAX_PERSONAL_ACCESS_TOKENS);
    await create();
  });

  it('an expired token answers 401 and stays listed until revoked; no idle timeout', async () => {
    const expiresAt = new Date(h.clock.now().getTime() + 2 * 3_600_000);
    const expiring = await create({ expires_at: expiresAt.toISOString() });
    expect(expiring.pat.expires_at).toBe(expiresAt.toISOString());
    const forever = await create();
    const other = await h.login('user@example.com');
    // longer than any session may idle, and past the expiry
    h.clock.advance((h.config.tokenIdleMinutes + 1) * 60_000 + 2 * 3_600_000);
    expect(await status(other)).toBe(401);
    expect(await status(expiring.token)).toBe(401);
    expect(await status(forever.token)).toBe(200);
    await h.app.services.tokens.prune();
    session = await h.login('user@example.com');
    expect((await list()).map((t) => t.id)).toEqual(
      expect.arrayContaining([expiring.pat.id, forever.pat.id]),
    );
  });

  it("revoking: another member's token, a session and an unknown id are 404; SessionsRevoked follows", async () => {
    const id = await h.userId('user@example.com');
    const { token, pat } = await create();
    const admin = await h.login('admin@example.com');
    expect((await revoke(pat.id, admin)).statusCode).toBe(404);
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT id FROM personal_access_tokens WHERE token_hash = $1`,
      [sha256Hex(session)],
    );
    expect((await revoke(rows[0]!.id)).statusCode).toBe(404);
    expect((await revoke(999_999_999)).statusCode).toBe(404);
    expect(await status(token)).toBe(200);

    const { client, member } = await pushers.listen(session, id, ['member']);
    const seen = record(member);
    const event = nextEvent(member, events.sessionsRevoked.name);
    expect((await revoke(pat.id)).statusCode).toBe(204);
    expect(await event).toEqual({});
    expect(await status(token)).toBe(401);
    await syncWithServer(client);
    expect(seen.map((e) => e.name)).toEqual([events.sessionsRevoked.name]);
  });

  it('logout with a token revokes that token only', async () => {
    const { token } = await create();
    const sibling = await create();
    expect((await h.request({ url: '/api/logout', token })).statusCode).toBe(200);
    expect([await status(token), await status(sibling.token), await status(session)]).toEqual([
      401, 200, 200,
    ]);
  });

  it("a deactivated member's tokens answer 401, and deactivating revokes them", async () => {
    const su = await h.login('superadmin@example.com');
    const email = 'moderator@example.com';
    const id = await h.userId(email);
    const { token } = await create({}, await h.login(email));
    // an inactive member's token is refused even before any revocation
    await h.db.query('UPDATE users SET active = false WHERE id = $1', [id]);
    expect(await status(token)).toBe(401);
    await h.db.query('UPDATE users SET active = true WHERE id = $1', [id]);
    expect(await status(token)).toBe(200);
    const activate = (active: boolean) =>
      h.request({ method: 'PUT', url: `/api/cp/user/${id}/activate`, token: su, body: { active } });
    expect((await activate(false)).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
    expect((await activate(true)).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
    const count = async () =>
      (
        await h.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM personal_access_tokens WHERE user_id = $1 AND kind = 'script'`,
          [id],
        )
      ).rows[0]!.n;
    expect(await count()).toBe(0);
  });

  it('a password reset and a password change end sessions but keep the tokens', async () => {
    const email = 'admin@example.com';
    const caller = await h.login(email);
    const other = await h.login(email);
    const { token } = await create({}, caller);
    const change = await h.request({
      method: 'PUT',
      url: '/api/user-profile/password',
      token: caller,
      body: {
        current_password: 'portal-demo',
        password: 'changed-pass',
        password_confirmation: 'changed-pass',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect([await status(caller), await status(other), await status(token)]).toEqual([200, 401, 200]);

    expect(
      (await h.request({ method: 'POST', url: '/api/forgot-password', body: { email } })).statusCode,
    ).toBe(200);
    const link = new URL(/\S+\/reset-password\?\S+/.exec(readEml(h.outbox().at(-1)!).text)![0]);
    const reset = await h.request({
      method: 'POST',
      url: '/api/reset-password',
      body: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'reset-keeps-pats',
        password_confirmation: 'reset-keeps-pats',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect([await status(caller), await status(token)]).toEqual([401, 200]);
  });
});
