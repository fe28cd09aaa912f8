import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createPasswordHasher } from '../../lib/passwords.js';
import { ROLE_NAMES } from '@portal/contract';
import { createUsersDal } from './users.dal.js';
import { createUsersService } from './service.js';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { migrate } from '../../db/migrate.js';
import { DEMO_MEMBERS, seed } from './seed.js';

describe.each(drivers)('first start and demo seed (%s)', (driver) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const reseed = (
    harness: Harness,
    options: Parameters<typeof seed>[1],
    print: (l: string) => void = () => {},
  ) =>
    seed(
      {
        db: harness.db,
        usersDal: createUsersDal(harness.db),
        hasher: createPasswordHasher(10),
        clock: harness.clock,
        print,
      },
      options,
    );

  it('creates the super admin from PORTAL_ADMIN_* without demo members', async () => {
    h = await createHarness(driver, {
      env: {
        PORTAL_DEMO: 'false',
        PORTAL_ADMIN_EMAIL: 'Boss@Example.org',
        PORTAL_ADMIN_PASSWORD: 'boss-password',
      },
    });
    expect(h.seeded).toEqual({ superAdmin: { email: 'boss@example.org' }, demoCreated: [] });
    const token = await h.login('boss@example.org', 'boss-password');
    const me = (await h.request({ url: '/api/user', token })).json();
    expect(me).toMatchObject({
      active: true,
      roles: [{ name: 'SUPER_ADMIN' }],
      user_data: { social_media: {} },
    });
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(rows[0]!.n).toBe(1);
    const roles = await createUsersDal(h.db).listRoles();
    expect(roles.map((r) => r.name)).toEqual(ROLE_NAMES);
  });

  it('generates a password, prints it once, and never again', async () => {
    h = await createHarness(driver, { env: { PORTAL_DEMO: 'false' }, seed: false });
    const printed: string[] = [];
    const first = await reseed(h, { demo: false, demoPassword: 'portal-demo' }, (l) => printed.push(l));
    expect(first.superAdmin?.email).toBe('admin@portal.local');
    const password = first.superAdmin?.generatedPassword;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(password);
    await h.login('admin@portal.local', password);

    const second = await reseed(h, { demo: false, demoPassword: 'portal-demo' }, (l) => printed.push(l));
    expect(second).toEqual({ superAdmin: null, demoCreated: [] });
    expect(printed).toHaveLength(1);
  });

  it('demo mode: superadmin@example.com and the demo members, idempotently, all active', async () => {
    h = await createHarness(driver);
    expect(h.seeded?.superAdmin).toEqual({ email: 'superadmin@example.com' });
    expect(h.seeded?.demoCreated).toEqual(DEMO_MEMBERS.map((m) => m.email));
    const dal = createUsersDal(h.db);
    const users = createUsersService({ usersDal: dal });
    for (const m of DEMO_MEMBERS) {
      const row = await dal.findByEmail(m.email);
      const view = await users.viewOf(row!);
      expect(view.active).toBe(true);
      expect(view.roles.map((r) => r.name)).toEqual([m.role]);
    }
    await h.login('superadmin@example.com', 'portal-demo');

    const again = await reseed(h, { demo: true, demoPassword: 'portal-demo' });
    expect(again).toEqual({ superAdmin: null, demoCreated: [] });
    expect(await dal.countUsers()).toBe(DEMO_MEMBERS.length + 1);

    // a removed demo member comes back, the others stay untouched
    await h.db.query("DELETE FROM users WHERE email = 'guest@example.com'");
    const third = await reseed(h, { demo: true, demoPassword: 'portal-demo' });
    expect(third.demoCreated).toEqual(['guest@example.com']);
  });

  it('adds demo members to an existing database without creating another super admin', async () => {
    h = await createHarness(driver, {
      env: { PORTAL_DEMO: 'false', PORTAL_ADMIN_PASSWORD: 'admin-password' },
    });
    const res = await reseed(h, { demo: true, demoPassword: 'other-demo-pass' });
    expect(res.superAdmin).toBeNull();
    expect(res.demoCreated).toHaveLength(DEMO_MEMBERS.length);
    await h.login('user@example.com', 'other-demo-pass');
  });

  it('stores hyphen spellings of roles canonically and answers them so', async () => {
    h = await createHarness(driver, { seed: false });
    const now = h.clock.now();
    await h.db.query("INSERT INTO roles (name, created_at, updated_at) VALUES ('TOXIC-IDIOT', $1, $1)", [
      now,
    ]);
    const dal = createUsersDal(h.db);
    await reseed(h, { demo: true, demoPassword: 'portal-demo' });
    const names = (await dal.listRoles()).map((r) => r.name);
    expect(names).toContain('TOXIC_IDIOT');
    expect(names).not.toContain('TOXIC-IDIOT');
    expect(names).toHaveLength(9);
    const token = await h.login('toxicidiot@example.com');
    expect((await h.request({ url: '/api/user', token })).json().roles).toEqual([
      { id: expect.any(Number), name: 'TOXIC_IDIOT' },
    ]);
  });

  it('migrations are recorded and run only once', async () => {
    h = await createHarness(driver, { seed: false });
    expect(await migrate(h.db)).toEqual([]);
    const { rows } = await h.db.query<{ name: string }>('SELECT name FROM migrations ORDER BY name');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.name).toMatch(/^\d{14}_/);
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    h = await createHarness(driver, { seed: false });
    const dal = createUsersDal(h.db);
    const now = manualClock().now();
    const user = {
      name: 'A',
      passwordHash: 'x',
      active: true,
      activatedAt: now,
      activatedBy: null,
      emailVerifiedAt: null,
      now,
    };
    await dal.create({ ...user, email: 'case@example.com' });
    await expect(dal.create({ ...user, email: 'CASE@example.com' })).rejects.toMatchObject({ code: '23505' });
  });
});
