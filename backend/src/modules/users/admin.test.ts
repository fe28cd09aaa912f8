import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, laravel } from '../../test/harness.js';
import { ROLE_NAMES } from '@portal/contract';
import { createUsersDal } from './users.dal.js';

const SUPER = 'superadmin@example.com';

describe.each(drivers)('admin: users and roles (%s)', (driver) => {
  let h: Harness;
  let su: string;
  let superId: number;

  beforeAll(async () => {
    h = await createHarness(driver);
    su = await h.login(SUPER);
    superId = await h.userId(SUPER);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('every /api/cp route: 401 without token, 403 for USER and ADMIN (de and en)', async () => {
    const userToken = await h.login('user@example.com');
    const adminToken = await h.login('admin@example.com');
    const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/api/cp/user' },
      { method: 'GET', url: '/api/cp/user?order[name]=asc' },
      { method: 'GET', url: `/api/cp/user/${superId}` },
      { method: 'POST', url: '/api/cp/user', body: { name: 'x' } },
      { method: 'PUT', url: `/api/cp/user/${superId}`, body: { name: 'x' } },
      { method: 'PUT', url: `/api/cp/user/${superId}/activate`, body: { active: false } },
      { method: 'PUT', url: `/api/cp/user/${superId}/sync-roles`, body: { role_ids: [] } },
      { method: 'DELETE', url: `/api/cp/user/${superId}` },
      { method: 'GET', url: '/api/cp/role/all' },
    ];
    for (const r of routes) {
      const anon = await h.request({ ...r, lang: 'en' });
      expect(anon.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(laravel(anon)).toEqual({ message: 'Unauthenticated.' });
      const bad = await h.request({ ...r, token: 'not-a-token' });
      expect(bad.statusCode).toBe(401);
      expect(laravel(bad)).toEqual({ message: 'Nicht authentifiziert.' });
      for (const token of [userToken, adminToken]) {
        const res = await h.request({ ...r, token, lang: 'en' });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(laravel(res)).toEqual({ message: 'This action is unauthorized.' });
      }
      expect((await h.request({ ...r, token: userToken })).json()).toEqual({
        message: 'Diese Aktion ist nicht autorisiert.',
      });
    }
    // nothing changed
    const me = await h.request({ url: `/api/cp/user/${superId}`, token: su });
    expect(me.json()).toMatchObject({ name: 'Super Admin', active: true });
  });

  it('GET /api/cp/role/all: every role by id, canonical names', async () => {
    const res = await h.request({ url: '/api/cp/role/all', token: su });
    expect(res.statusCode).toBe(200);
    const roles = res.json() as { id: number; name: string }[];
    expect(roles.map((r) => r.name)).toEqual(ROLE_NAMES);
    expect(roles.map((r) => r.id)).toEqual([...roles.map((r) => r.id)].sort((a, b) => a - b));
  });

  describe('list', () => {
    const list = async (query: string, lang?: string) => {
      const res = await h.request({ url: `/api/cp/user${query}`, token: su, lang });
      return { status: res.statusCode, body: res.json() };
    };

    it('answers the Laravel paginator of User objects', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 9,
        from: 1,
        to: 9,
        prev_page_url: null,
        next_page_url: null,
        path: expect.stringMatching(/^http:\/\/[^/]+\/api\/cp\/user$/),
        first_page_url: expect.stringMatching(/\/api\/cp\/user\?page=1$/),
      });
      expect(body.data[0]).toMatchObject({ email: SUPER, roles: [{ name: 'SUPER_ADMIN' }] });
      const demo = body.data.find((u: { email: string }) => u.email === 'user@example.com');
      expect(demo.telegram_subscription).toMatchObject({ telegram_id: '100000001' });
      expect(demo.user_data).toEqual({ social_media: { github: 'https://github.com/portal-demo' } });
      expect(demo).not.toHaveProperty('password');
      expect(body.links.map((l: { label: string }) => l.label)).toEqual([
        '&laquo; Zurück',
        '1',
        'Weiter &raquo;',
      ]);
    });

    it('pages with itemsPerPage, keeping the list parameters in the URLs', async () => {
      const { body } = await list('?itemsPerPage=4&page=2&order[email]=asc');
      expect(body).toMatchObject({ current_page: 2, last_page: 3, per_page: 4, total: 9, from: 5, to: 8 });
      expect(body.data).toHaveLength(4);
      expect(body.next_page_url).toMatch(/itemsPerPage=4&order%5Bemail%5D=asc&page=3$/);
      const last = await list('?itemsPerPage=4&page=3');
      expect(last.body).toMatchObject({ from: 9, to: 9, next_page_url: null });
      const beyond = await list('?itemsPerPage=4&page=50');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toMatchObject({ data: [], current_page: 50, last_page: 3, from: null, to: null });
    });

    it('orders by several fields, then by id', async () => {
      const byNameDesc = (await list('?order[name]=desc')).body.data.map((u: { name: string }) => u.name);
      expect(byNameDesc).toEqual(
        [...byNameDesc].sort((a: string, b: string) => b.toLowerCase().localeCompare(a.toLowerCase())),
      );
      expect(byNameDesc[0]).toBe('Super Admin');
      // all demo members share created_at: the second key decides
      const emails = (await list('?order[created_at]=asc&order[email]=desc')).body.data.map(
        (u: { email: string }) => u.email,
      );
      expect(emails.slice(0, 2)).toEqual(['user@example.com', 'toxicidiot@example.com']);
    });

    it('filters text parts case-insensitively, with % and _ taken literally', async () => {
      expect((await list('?filter[email]=EXAMPLE.com')).body.total).toBe(9);
      expect((await list('?filter[name]=demo%20t')).body.data.map((u: { name: string }) => u.name)).toEqual([
        'Demo Time Tracking',
        'Demo Toxic Idiot',
      ]);
      expect((await list('?filter[name]=%25')).body.total).toBe(0);
      expect((await list('?filter[name]=Demo_')).body.total).toBe(0);
      expect((await list('?filter[email]=admin&filter[name]=super')).body.total).toBe(1);
    });

    it('filters by role (either spelling) and by active (tri-state)', async () => {
      const toxic = await list('?filter[role]=toxic-idiot');
      expect(toxic.body.data.map((u: { email: string }) => u.email)).toEqual(['toxicidiot@example.com']);
      expect(toxic.body.data[0].roles).toEqual([{ id: expect.any(Number), name: 'TOXIC_IDIOT' }]);
      expect((await list('?filter[active]=1')).body.total).toBe(9);
      expect((await list('?filter[active]=false')).body.total).toBe(0);
      expect((await list('?filter[active]=2')).body.total).toBe(9);
    });

    it('answers 422 naming the parameter, in German and English, never SQL', async () => {
      const de = await list('?order[password]=asc&filter[foo]=1&page=0&itemsPerPage=101');
      expect(de.status).toBe(422);
      expect(de.body.errors).toEqual({
        'order.password': ['Nach diesem Feld kann nicht sortiert werden.'],
        'filter.foo': ['Nach diesem Feld kann nicht gefiltert werden.'],
        page: ['Seite muss mindestens 1 sein.'],
        itemsPerPage: ['Einträge pro Seite muss zwischen 1 und 100 liegen.'],
      });
      const en = await list('?order[name]=sideways&filter[role]=ROOT&filter[active]=maybe', 'en');
      expect(en.status).toBe(422);
      const { translations, ...laravelBody } = en.body;
      expect(translations.de.errors['order.name']).toEqual(['Die Sortierrichtung muss asc oder desc sein.']);
      expect(laravelBody).toEqual({
        message: 'The sort direction must be asc or desc. (and 2 more errors)',
        errors: {
          'order.name': ['The sort direction must be asc or desc.'],
          'filter.role': ['This filter value is not valid.'],
          'filter.active': ['This filter value is not valid.'],
        },
      });
    });
  });

  it('GET /api/cp/user/{id}: the User, 404 when unknown', async () => {
    const id = await h.userId('moderator@example.com');
    const res = await h.request({ url: `/api/cp/user/${id}`, token: su });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email: 'moderator@example.com', roles: [{ name: 'MODERATOR' }] });
    for (const bad of ['999999', 'abc', '0', '1.5', '99999999999999999999']) {
      const r = await h.request({ url: `/api/cp/user/${bad}`, token: su, lang: 'en' });
      expect(r.statusCode, bad).toBe(404);
      expect(laravel(r)).toEqual({ message: 'Not found.' });
    }
  });

  describe('create', () => {
    it('creates an active member without roles, activated by the acting super admin', async () => {
      const res = await h.request({
        method: 'POST',
        url: '/api/cp/user',
        token: su,
        body: {
          name: ' Grace ',
          email: 'grace@example.com',
          password: 'grace-secret',
          password_confirmation: 'grace-secret',
          activated_by: 12345,
          activated_at: '2000-01-01T00:00:00Z',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        name: 'Grace',
        email: 'grace@example.com',
        active: true,
        activated_by: superId,
        activated_at: h.clock.now().toISOString(),
        roles: [],
        telegram_subscription: null,
        user_data: { social_media: {} },
      });
      expect(await h.login('grace@example.com', 'grace-secret')).toBeTruthy();
    });

    it('validates every field, in English and German', async () => {
      const en = await h.request({ method: 'POST', url: '/api/cp/user', token: su, lang: 'en', body: {} });
      expect(en.statusCode).toBe(422);
      expect(laravel(en)).toEqual({
        message: 'The name field is required. (and 2 more errors)',
        errors: {
          name: ['The name field is required.'],
          email: ['The email field is required.'],
          password: ['The password field is required.'],
        },
      });
      const de = await h.request({
        method: 'POST',
        url: '/api/cp/user',
        token: su,
        body: {
          name: 'x'.repeat(256),
          email: 'USER@example.com',
          password: 'short',
          password_confirmation: 'other',
        },
      });
      expect(de.statusCode).toBe(422);
      expect(de.json().errors).toEqual({
        name: ['Name darf maximal 255 Zeichen haben.'],
        email: ['E-Mail-Adresse ist bereits vergeben.'],
        password: [
          'Passwort muss mindestens 8 Zeichen lang sein.',
          'Passwort stimmt nicht mit der Bestätigung überein.',
        ],
      });
      const badEmail = await h.request({
        method: 'POST',
        url: '/api/cp/user',
        token: su,
        lang: 'en',
        body: {
          name: 'A',
          email: 'not-an-email',
          password: 'long-enough',
          password_confirmation: 'long-enough',
        },
      });
      expect(badEmail.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
      const notAnObject = await h.request({
        method: 'POST',
        url: '/api/cp/user',
        token: su,
        body: '[1]',
        headers: { 'content-type': 'application/json' },
      });
      expect(notAnObject.statusCode).toBe(422);
    });
  });

  describe('update', () => {
    it('changes only the given fields; the own e-mail in another case is fine', async () => {
      const id = await h.userId('iptv@example.com');
      const res = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}`,
        token: su,
        body: { name: 'IPTV Renamed', email: 'IPTV@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, name: 'IPTV Renamed', email: 'IPTV@example.com', active: true });
      const nameOnly = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}`,
        token: su,
        body: { name: 'X' },
      });
      expect(nameOnly.json()).toMatchObject({ name: 'X', email: 'IPTV@example.com' });
    });

    it('validates what is given: unique e-mail, confirmed password, no empty name', async () => {
      const id = await h.userId('moderator@example.com');
      const res = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}`,
        token: su,
        lang: 'en',
        body: { name: '', email: 'admin@EXAMPLE.com', password: 'new-password' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['The name field is required.'],
        email: ['The email has already been taken.'],
        password: ['The password field confirmation does not match.'],
      });
      expect(
        (await h.request({ method: 'PUT', url: '/api/cp/user/424242', token: su, body: { name: 'x' } }))
          .statusCode,
      ).toBe(404);
    });

    it("a new password revokes the member's tokens", async () => {
      const token = await h.login('timetracking@example.com');
      const id = await h.userId('timetracking@example.com');
      expect((await h.request({ url: '/api/user', token })).statusCode).toBe(200);
      const res = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}`,
        token: su,
        body: { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
      });
      expect(res.statusCode).toBe(200);
      expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
      expect(await h.login('timetracking@example.com', 'brand-new-pass')).toBeTruthy();
      // the acting super admin's token is untouched
      expect((await h.request({ url: '/api/user', token: su })).statusCode).toBe(200);
    });
  });

  describe('activate', () => {
    it("deactivating revokes the member's tokens; activating records who and when", async () => {
      const email = 'crypttrack@example.com';
      const id = await h.userId(email);
      const token = await h.login(email);
      const off = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/activate`,
        token: su,
        body: { active: false },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id, active: false });
      expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
      const { rows } = await h.db.query('SELECT id FROM personal_access_tokens WHERE user_id = $1', [id]);
      expect(rows).toEqual([]);
      const login = await h.request({
        method: 'POST',
        url: '/api/login',
        body: { email, password: 'portal-demo' },
      });
      expect(login.statusCode).toBe(403);

      h.clock.advance(60_000);
      const on = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/activate`,
        token: su,
        body: { active: true },
      });
      expect(on.json()).toMatchObject({
        active: true,
        activated_by: superId,
        activated_at: h.clock.now().toISOString(),
      });
      expect(await h.login(email)).toBeTruthy();
    });

    it('validates active', async () => {
      const id = await h.userId('guest@example.com');
      for (const body of [{}, { active: 'yes' }, { active: null }]) {
        const res = await h.request({
          method: 'PUT',
          url: `/api/cp/user/${id}/activate`,
          token: su,
          lang: 'en',
          body,
        });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['active']);
      }
      const de = await h.request({ method: 'PUT', url: `/api/cp/user/${id}/activate`, token: su, body: {} });
      expect(de.json().errors.active).toEqual(['Aktiv muss ausgefüllt werden.']);
    });
  });

  describe('sync-roles', () => {
    it('gives exactly the given roles, names canonical', async () => {
      const id = await h.userId('guest@example.com');
      const ids = [await h.roleId('TOXIC_IDIOT'), await h.roleId('ADMIN')];
      const res = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/sync-roles`,
        token: su,
        body: { user_id: id, role_ids: [...ids, String(ids[0])] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().roles.map((r: { name: string }) => r.name)).toEqual(['ADMIN', 'TOXIC_IDIOT']);
      const none = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/sync-roles`,
        token: su,
        body: { role_ids: [] },
      });
      expect(none.json().roles).toEqual([]);
    });

    it('refuses unknown role ids, a wrong user_id and a non-list, changing nothing', async () => {
      const id = await h.userId('admin@example.com');
      const en = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/sync-roles`,
        token: su,
        lang: 'en',
        body: { role_ids: [await h.roleId('USER'), 9999] },
      });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({ role_ids: ['Unknown role id(s): 9999.'] });
      const de = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/sync-roles`,
        token: su,
        body: { user_id: id + 1, role_ids: 'ADMIN' },
      });
      expect(de.json().errors).toEqual({
        user_id: ['Die Benutzer-ID passt nicht zum bearbeiteten Mitglied.'],
        role_ids: ['Rollen muss ein Array sein.'],
      });
      const missing = await h.request({
        method: 'PUT',
        url: `/api/cp/user/${id}/sync-roles`,
        token: su,
        body: {},
      });
      expect(missing.json().errors.role_ids).toEqual(['Rollen muss ausgefüllt werden.']);
      const after = await h.request({ url: `/api/cp/user/${id}`, token: su });
      expect(after.json().roles.map((r: { name: string }) => r.name)).toEqual(['ADMIN']);
    });
  });

  it('DELETE removes the member with tokens, user data, Telegram subscription and role links', async () => {
    const email = 'user@example.com';
    const id = await h.userId(email);
    const token = await h.login(email);
    const res = await h.request({ method: 'DELETE', url: `/api/cp/user/${id}`, token: su, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(laravel(res)).toEqual({ message: 'The member has been deleted.' });
    expect((await h.request({ url: `/api/cp/user/${id}`, token: su })).statusCode).toBe(404);
    expect((await h.request({ url: '/api/user', token })).statusCode).toBe(401);
    for (const table of ['personal_access_tokens', 'user_data', 'telegram_subscriptions', 'role_user']) {
      const { rows } = await h.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [id]);
      expect(rows, table).toEqual([]);
    }
    const again = await h.request({ method: 'DELETE', url: `/api/cp/user/${id}`, token: su });
    expect(again.statusCode).toBe(404);
    expect(laravel(again)).toEqual({ message: 'Nicht gefunden.' });
  });

  it('guards the last active super admin against deactivation, demotion and deletion', async () => {
    const deactivate = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${superId}/activate`,
      token: su,
      lang: 'en',
      body: { active: false },
    });
    expect(deactivate.statusCode).toBe(422);
    expect(laravel(deactivate)).toEqual({
      message: 'The last active super admin cannot be deactivated.',
      errors: { active: ['The last active super admin cannot be deactivated.'] },
    });
    const demote = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${superId}/sync-roles`,
      token: su,
      body: { role_ids: [await h.roleId('ADMIN')] },
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({
      role_ids: ['Dem letzten aktiven Super-Admin kann die Rolle SUPER_ADMIN nicht entzogen werden.'],
    });
    const del = await h.request({ method: 'DELETE', url: `/api/cp/user/${superId}`, token: su, lang: 'en' });
    expect(del.statusCode).toBe(422);
    expect(del.json().errors).toEqual({ id: ['The last active super admin cannot be deleted.'] });
    // nothing changed
    const me = (await h.request({ url: `/api/cp/user/${superId}`, token: su })).json();
    expect(me).toMatchObject({ active: true, roles: [{ name: 'SUPER_ADMIN' }] });
    expect((await h.request({ url: '/api/user', token: su })).statusCode).toBe(200);

    // with a second super admin, the first may go; then the second is the last one
    const second = await h.userId('moderator@example.com');
    await h.request({
      method: 'PUT',
      url: `/api/cp/user/${second}/sync-roles`,
      token: su,
      body: { role_ids: [await h.roleId('SUPER_ADMIN')] },
    });
    const secondToken = await h.login('moderator@example.com');
    const off = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${superId}/activate`,
      token: secondToken,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await h.request({ url: '/api/user', token: su })).statusCode).toBe(401);
    // an inactive super admin does not count: the second is now the last active one
    const self = await h.request({
      method: 'DELETE',
      url: `/api/cp/user/${second}`,
      token: secondToken,
      lang: 'en',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ id: ['The last active super admin cannot be deleted.'] });
    // the inactive one can be demoted and deleted
    const demoteInactive = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${superId}/sync-roles`,
      token: secondToken,
      body: { role_ids: [] },
    });
    expect(demoteInactive.statusCode).toBe(200);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/cp/user/${superId}`, token: secondToken })).statusCode,
    ).toBe(200);
  });
  it('two super admins deactivating each other at the same time: exactly one wins', async () => {
    // exactly two active super admins, whatever the tests above left
    const dal = createUsersDal(h.db);
    const a = await h.userId('moderator@example.com');
    const b = await h.userId('admin@example.com');
    await h.db.query('UPDATE users SET active = (id = ANY($1::bigint[]))', [[a, b]]);
    for (const id of [a, b]) await dal.attachRoles(id, ['SUPER_ADMIN']);
    const aToken = await h.login('moderator@example.com');
    const bToken = await h.login('admin@example.com');
    const [ab, ba] = await Promise.all([
      h.request({ method: 'PUT', url: `/api/cp/user/${b}/activate`, token: aToken, body: { active: false } }),
      h.request({ method: 'PUT', url: `/api/cp/user/${a}/activate`, token: bToken, body: { active: false } }),
    ]);
    // one wins; the other is refused by the guard (422) or, when it came second, has lost its token (401)
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 422]).toContain(statuses[1]);
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u JOIN role_user ru ON ru.user_id = u.id
         JOIN roles r ON r.id = ru.role_id WHERE r.name = 'SUPER_ADMIN' AND u.active`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
