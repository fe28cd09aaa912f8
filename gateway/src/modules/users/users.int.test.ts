import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, type GqlResult } from '../../test/graphql.js';

/** Members (admin list and management, own profile) against the real backend (child process, demo data). */

const PASSWORD = 'portal-demo';
const DEMO_EMAILS = [
  'superadmin@example.com',
  'admin@example.com',
  'moderator@example.com',
  'user@example.com',
  'guest@example.com',
  'iptv@example.com',
  'timetracking@example.com',
  'crypttrack@example.com',
  'toxicidiot@example.com',
];

let backend: TestBackend;
let gateway: RunningGateway;
let superAdmin: string;
let roleIds: Record<string, string>;

type Fields = Record<string, string[]>;
interface Member {
  id: string;
  name: string;
  email: string;
  active: boolean;
  activatedAt: string | null;
  createdAt: string;
  updatedAt: string;
  roles: Array<{ id: string; name: string }>;
  socialMedia: Array<{ network: string; url: string }>;
}
interface UserPage {
  items: Member[];
  pageInfo: { currentPage: number; lastPage: number; perPage: number; total: number };
}

const MEMBER = /* GraphQL */ `
  fragment Member on User {
    id
    name
    email
    active
    activatedAt
    createdAt
    updatedAt
    roles {
      id
      name
    }
    socialMedia {
      network
      url
    }
  }
`;
const USERS = /* GraphQL */ `
  query Users(
    $page: Int
    $perPage: Int
    $orderBy: UserOrderField
    $direction: SortDirection
    $filter: UserFilter
  ) {
    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        ...Member
      }
      pageInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
  }
  ${MEMBER}
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateUserInput!) {
    createUser(input: $input) {
      ...Member
    }
  }
  ${MEMBER}
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...Member
    }
  }
  ${MEMBER}
`;
const SET_ACTIVE = /* GraphQL */ `
  mutation SetActive($id: ID!, $active: Boolean!) {
    setUserActive(id: $id, active: $active) {
      id
      active
    }
  }
`;
const SYNC_ROLES = /* GraphQL */ `
  mutation SyncRoles($id: ID!, $roleIds: [ID!]!) {
    syncUserRoles(id: $id, roleIds: $roleIds) {
      id
      roles {
        name
      }
    }
  }
`;
const DELETE = 'mutation Delete($id: ID!) { deleteUser(id: $id) }';
const USER = `query One($id: ID!) { user(id: $id) { ...Member } } ${MEMBER}`;
const ME = '{ me { id email roles { name } } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...Member
    }
  }
  ${MEMBER}
`;
const CHANGE_PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';

const run = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = superAdmin,
  language = 'en',
) => gql<T>(gateway.url, query, { variables, token, language });

const fieldErrors = (result: GqlResult<unknown>): Fields =>
  (result.errors?.[0]?.extensions?.fieldErrors ?? {}) as Fields;

function ok<T>(result: GqlResult<T>): T {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

async function login(email: string, password = PASSWORD): Promise<string> {
  return ok(await run<{ login: { token: string } }>(LOGIN, { email, password }, null)).login.token;
}

async function me(token: string) {
  return ok(
    await run<{ me: { id: string; email: string; roles: Array<{ name: string }> } | null }>(ME, {}, token),
  ).me;
}

async function list(variables: Record<string, unknown>, language = 'en') {
  return ok(await run<{ users: UserPage }>(USERS, variables, superAdmin, language)).users;
}

let serial = 0;
/** A fresh member (active, no roles unless given) with password PASSWORD. */
async function createMember(roles: string[] = [], name?: string): Promise<Member> {
  serial += 1;
  const email = `member-${serial}-${Date.now()}@test.example.org`;
  const created = ok(
    await run<{ createUser: Member }>(CREATE, {
      input: {
        name: name ?? `Test Member ${serial}`,
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
    }),
  ).createUser;
  if (roles.length > 0) {
    ok(await run(SYNC_ROLES, { id: created.id, roleIds: roles.map((r) => roleIds[r]) }));
  }
  return created;
}

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url }, env: {} });
  superAdmin = await login('superadmin@example.com');
  const roles = ok(await run<{ roles: Array<{ id: string; name: string }> }>('{ roles { id name } }')).roles;
  roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
});

afterAll(async () => {
  await gateway?.close();
  await backend?.stop();
});

describe('roles', () => {
  it('lists every role, ordered by id, in canonical names', async () => {
    const roles = ok(
      await run<{ roles: Array<{ id: string; name: string }> }>('{ roles { id name } }'),
    ).roles;
    expect(roles.map((r) => r.name).sort()).toEqual(
      [
        'SUPER_ADMIN',
        'ADMIN',
        'MODERATOR',
        'USER',
        'GUEST',
        'TOXIC_IDIOT',
        'CRYPT_TRACK',
        'IPTV',
        'TIME_TRACKING',
      ].sort(),
    );
    const ids = roles.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

// The list tests run first, on the demo members only.
describe('users (list)', () => {
  it('pages: perPage 25 holds every demo member; perPage 4 splits them over pages', async () => {
    const all = await list({ perPage: 25 });
    expect(all.pageInfo).toEqual({ currentPage: 1, lastPage: 1, perPage: 25, total: DEMO_EMAILS.length });
    expect(all.items.map((u) => u.email).sort()).toEqual([...DEMO_EMAILS].sort());
    const user = all.items.find((u) => u.email === 'user@example.com')!;
    expect(user).toMatchObject({ active: true, roles: [{ name: 'USER' }] });
    expect(user.socialMedia).toEqual([{ network: 'github', url: 'https://github.com/portal-demo' }]);

    const first = await list({ page: 1, perPage: 4, orderBy: 'EMAIL' });
    const third = await list({ page: 3, perPage: 4, orderBy: 'EMAIL' });
    expect(first.pageInfo).toEqual({ currentPage: 1, lastPage: 3, perPage: 4, total: DEMO_EMAILS.length });
    expect(first.items).toHaveLength(4);
    expect(third.pageInfo.currentPage).toBe(3);
    expect(third.items.map((u) => u.email)).toEqual([...DEMO_EMAILS].sort().slice(8));
  });

  it('sorts by email and name in both directions', async () => {
    const emailsAsc = (await list({ perPage: 25, orderBy: 'EMAIL', direction: 'ASC' })).items.map(
      (u) => u.email,
    );
    const emailsDesc = (await list({ perPage: 25, orderBy: 'EMAIL', direction: 'DESC' })).items.map(
      (u) => u.email,
    );
    expect(emailsAsc).toEqual([...DEMO_EMAILS].sort());
    expect(emailsDesc).toEqual([...DEMO_EMAILS].sort().reverse());
    const namesAsc = (await list({ perPage: 25, orderBy: 'NAME' })).items.map((u) => u.name);
    const namesDesc = (await list({ perPage: 25, orderBy: 'NAME', direction: 'DESC' })).items.map(
      (u) => u.name,
    );
    expect(namesAsc[0]).toBe('Demo Admin');
    expect(namesAsc.at(-1)).toBe('Super Admin');
    expect(namesDesc).toEqual([...namesAsc].reverse());
  });

  it('sorts by createdAt and updatedAt in both directions (a newer member comes first in DESC)', async () => {
    const newer = await createMember([], 'Sort Fixture');
    try {
      for (const orderBy of ['CREATED_AT', 'UPDATED_AT']) {
        const asc = (await list({ perPage: 25, orderBy, direction: 'ASC' })).items;
        const desc = (await list({ perPage: 25, orderBy, direction: 'DESC' })).items;
        expect(asc.at(-1)!.id).toBe(newer.id);
        expect(desc[0]!.id).toBe(newer.id);
        const stamps = asc.map((u) => (orderBy === 'CREATED_AT' ? u.createdAt : u.updatedAt));
        expect(stamps).toEqual([...stamps].sort());
      }
    } finally {
      ok(await run(DELETE, { id: newer.id }));
    }
  });

  it('filters by name and e-mail (parts, case-insensitive), role and active', async () => {
    expect((await list({ filter: { name: 'tOXIC' } })).items.map((u) => u.email)).toEqual([
      'toxicidiot@example.com',
    ]);
    expect((await list({ filter: { email: 'MODERATOR@' } })).items.map((u) => u.email)).toEqual([
      'moderator@example.com',
    ]);
    expect((await list({ filter: { role: 'IPTV' } })).items.map((u) => u.email)).toEqual([
      'iptv@example.com',
    ]);
    expect((await list({ filter: { role: 'SUPER_ADMIN' } })).items.map((u) => u.email)).toEqual([
      'superadmin@example.com',
    ]);
    expect((await list({ filter: { name: 'demo', role: 'ADMIN' } })).items.map((u) => u.email)).toEqual([
      'admin@example.com',
    ]);

    const inactive = await createMember([], 'Inactive Fixture');
    try {
      ok(await run(SET_ACTIVE, { id: inactive.id, active: false }));
      const off = await list({ filter: { active: false } });
      expect(off.items.map((u) => u.id)).toEqual([inactive.id]);
      expect(off.pageInfo.total).toBe(1);
      const on = await list({ perPage: 25, filter: { active: true } });
      expect(on.pageInfo.total).toBe(DEMO_EMAILS.length);
      expect(on.items.every((u) => u.active)).toBe(true);
    } finally {
      ok(await run(DELETE, { id: inactive.id }));
    }
  });

  it('refuses a sort UserOrderField lacks (the REST or the old spelling too) with BAD_USER_INPUT', async () => {
    for (const orderBy of ['PASSWORD', 'created_at', 'email', 'ID']) {
      const result = await run(USERS, { orderBy });
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors![0]!.message).toContain(
        `Value "${orderBy}" does not exist in "UserOrderField" enum`,
      );
    }
  });

  it("passes the backend's range check on perPage as fieldErrors.perPage", async () => {
    const result = await run(USERS, { perPage: 1000 });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toHaveProperty('perPage');
  });
});

describe('user(id)', () => {
  it('answers the member, or null for an unknown id', async () => {
    const all = await list({ filter: { email: 'iptv@' } });
    const id = all.items[0]!.id;
    const result = ok(await run<{ user: Member | null }>(USER, { id }));
    expect(result.user).toMatchObject({ id, email: 'iptv@example.com', roles: [{ name: 'IPTV' }] });
    expect(ok(await run<{ user: Member | null }>(USER, { id: '999999' })).user).toBeNull();
  });
});

describe('createUser', () => {
  it('creates an active member without roles, activated now', async () => {
    const email = `created-${Date.now()}@test.example.org`;
    const created = ok(
      await run<{ createUser: Member }>(CREATE, {
        input: {
          name: 'Neu Mitglied',
          email,
          password: 'a-good-password',
          passwordConfirmation: 'a-good-password',
        },
      }),
    ).createUser;
    expect(created).toMatchObject({ name: 'Neu Mitglied', email, active: true, roles: [], socialMedia: [] });
    expect(created.activatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await login(email, 'a-good-password');
  });

  it.each(['en', 'de'])('refuses a taken e-mail with fieldErrors.email (%s)', async (language) => {
    const result = await run(
      CREATE,
      {
        input: { name: 'Dup', email: 'user@example.com', password: PASSWORD, passwordConfirmation: PASSWORD },
      },
      superAdmin,
      language,
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    const messages = fieldErrors(result).email!;
    expect(messages).toHaveLength(1);
    if (language === 'en') expect(messages[0]).toMatch(/already been taken/);
    else expect(messages[0]).toMatch(/vergeben|bereits/);
    expect(result.errors![0]!.message).toContain(messages[0]);
  });

  it.each(['en', 'de'])(
    'refuses a mismatched confirmation with fieldErrors.password (%s)',
    async (language) => {
      const result = await run(
        CREATE,
        {
          input: {
            name: 'Mismatch',
            email: `mismatch-${language}@test.example.org`,
            password: 'a-good-password',
            passwordConfirmation: 'another-password',
          },
        },
        superAdmin,
        language,
      );
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      const messages = fieldErrors(result).password!;
      expect(messages[0]).toMatch(language === 'en' ? /confirmation does not match/ : /Bestätigung/);
      expect((await list({ filter: { email: 'mismatch-' } })).pageInfo.total).toBe(0);
    },
  );
});

describe('updateUser', () => {
  it('changes only the given fields', async () => {
    const member = await createMember(['USER']);
    const updated = ok(
      await run<{ updateUser: Member }>(UPDATE, { id: member.id, input: { name: 'Renamed' } }),
    ).updateUser;
    expect(updated).toMatchObject({
      id: member.id,
      name: 'Renamed',
      email: member.email,
      roles: [{ name: 'USER' }],
    });
    expect(ok(await run<{ user: Member }>(USER, { id: member.id })).user.name).toBe('Renamed');
  });

  it('a new password revokes the member’s tokens and works for the next login', async () => {
    const member = await createMember(['USER']);
    const token = await login(member.email);
    ok(
      await run(UPDATE, {
        id: member.id,
        input: { password: 'brand-new-password', passwordConfirmation: 'brand-new-password' },
      }),
    );
    expect(await me(token)).toBeNull();
    await login(member.email, 'brand-new-password');
  });

  it('refuses a taken e-mail with fieldErrors.email', async () => {
    const member = await createMember();
    const result = await run(UPDATE, { id: member.id, input: { email: 'admin@example.com' } });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toHaveProperty('email');
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const result = await run(UPDATE, { id: '999999', input: { name: 'x' } });
    expect(codesOf(result)).toEqual(['NOT_FOUND']);
  });
});

describe('setUserActive', () => {
  it.each(['en', 'de'])(
    'a deactivated member is logged out and cannot log in (FORBIDDEN, server message, %s)',
    async (language) => {
      const member = await createMember(['USER']);
      const token = await login(member.email);
      const result = ok(
        await run<{ setUserActive: { active: boolean } }>(SET_ACTIVE, { id: member.id, active: false }),
      );
      expect(result.setUserActive.active).toBe(false);
      expect(await me(token)).toBeNull();

      const refused = await run(LOGIN, { email: member.email, password: PASSWORD }, null, language);
      expect(codesOf(refused)).toEqual(['FORBIDDEN']);
      expect(refused.errors![0]!.message).toBe(
        language === 'en'
          ? 'Your account is not active. Please contact an administrator.'
          : 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an einen Administrator.',
      );

      ok(await run(SET_ACTIVE, { id: member.id, active: true }));
      await login(member.email);
    },
  );
});

describe('syncUserRoles', () => {
  it('replaces the roles; the member’s me shows them', async () => {
    const member = await createMember(['USER']);
    const token = await login(member.email);
    const synced = ok(
      await run<{ syncUserRoles: { roles: Array<{ name: string }> } }>(SYNC_ROLES, {
        id: member.id,
        roleIds: [roleIds.IPTV, roleIds.TOXIC_IDIOT],
      }),
    ).syncUserRoles;
    expect(synced.roles.map((r) => r.name).sort()).toEqual(['IPTV', 'TOXIC_IDIOT']);
    expect((await me(token))!.roles.map((r) => r.name).sort()).toEqual(['IPTV', 'TOXIC_IDIOT']);

    ok(await run(SYNC_ROLES, { id: member.id, roleIds: [] }));
    expect((await me(token))!.roles).toEqual([]);
  });

  it('refuses an unknown role id with BAD_USER_INPUT', async () => {
    const member = await createMember();
    const result = await run(SYNC_ROLES, { id: member.id, roleIds: ['999999'] });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(fieldErrors(result)).some((k) => k.startsWith('roleIds'))).toBe(true);
  });
});

describe('deleteUser', () => {
  it('deletes: true, then user(id) is null and the login fails', async () => {
    const member = await createMember(['USER']);
    const token = await login(member.email);
    expect(ok(await run<{ deleteUser: boolean }>(DELETE, { id: member.id })).deleteUser).toBe(true);
    expect(ok(await run<{ user: Member | null }>(USER, { id: member.id })).user).toBeNull();
    expect(await me(token)).toBeNull();
    const again = await run(LOGIN, { email: member.email, password: PASSWORD }, null);
    expect(codesOf(again)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await run(DELETE, { id: member.id }))).toEqual(['NOT_FOUND']);
  });
});

describe('the last super admin', () => {
  it('cannot be deactivated, demoted or deleted (BAD_USER_INPUT, nothing changes)', async () => {
    const self = (await me(superAdmin))!;
    const deactivate = await run(SET_ACTIVE, { id: self.id, active: false });
    expect(codesOf(deactivate)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(deactivate)).toHaveProperty('active');
    expect(deactivate.errors![0]!.message).toMatch(/super admin/i);

    const demote = await run(SYNC_ROLES, { id: self.id, roleIds: [roleIds.USER] });
    expect(codesOf(demote)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(demote)).toHaveProperty('roleIds');

    const remove = await run(DELETE, { id: self.id });
    expect(codesOf(remove)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(remove)).toHaveProperty('id');

    expect((await me(superAdmin))!.roles.map((r) => r.name)).toEqual(['SUPER_ADMIN']);
  });

  it('can be demoted once a second super admin exists', async () => {
    const second = await createMember(['SUPER_ADMIN']);
    const demoted = ok(
      await run<{ syncUserRoles: { roles: Array<{ name: string }> } }>(SYNC_ROLES, {
        id: second.id,
        roleIds: [roleIds.USER],
      }),
    ).syncUserRoles;
    expect(demoted.roles.map((r) => r.name)).toEqual(['USER']);
  });
});

describe('admin fields for members without SUPER_ADMIN', () => {
  const operations: Array<[string, string, Record<string, unknown>]> = [
    ['users', USERS, {}],
    ['user', USER, { id: '1' }],
    ['roles', '{ roles { id } }', {}],
    [
      'createUser',
      CREATE,
      {
        input: { name: 'x', email: 'x@test.example.org', password: PASSWORD, passwordConfirmation: PASSWORD },
      },
    ],
    ['updateUser', UPDATE, { id: '1', input: { name: 'x' } }],
    ['setUserActive', SET_ACTIVE, { id: '1', active: false }],
    ['syncUserRoles', SYNC_ROLES, { id: '1', roleIds: [] }],
    ['deleteUser', DELETE, { id: '1' }],
  ];

  it.each(['user@example.com', 'admin@example.com'])(
    '%s gets FORBIDDEN on every admin field',
    async (email) => {
      const token = await login(email);
      for (const [name, query, variables] of operations) {
        const result = await run(query, variables, token, 'de');
        expect(codesOf(result), name).toEqual(['FORBIDDEN']);
        expect(result.errors![0]!.message, name).toBe('Ihnen fehlt die Berechtigung für diese Aktion.');
      }
      expect(codesOf(await run(USERS, {}, null))).toEqual(['UNAUTHENTICATED']);
      // The backend enforces the role again.
      const direct = await fetch(`${backend.url}/api/cp/user`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      expect(direct.status).toBe(403);
      expect(
        ok(await run<{ users: UserPage }>(USERS, { filter: { email: 'superadmin@' } })).users.items,
      ).toHaveLength(1);
    },
  );
});

describe('updateProfile', () => {
  it('changes the own name, e-mail and social media links', async () => {
    const member = await createMember(['USER']);
    const token = await login(member.email);
    const email = `profile-${Date.now()}@test.example.org`;
    const updated = ok(
      await run<{ updateProfile: Member }>(
        UPDATE_PROFILE,
        {
          input: {
            name: 'Profile Name',
            email,
            socialMedia: [
              { network: 'github', url: 'https://github.com/someone' },
              { network: 'mastodon', url: 'https://chaos.social/@someone' },
            ],
          },
        },
        token,
      ),
    ).updateProfile;
    expect(updated).toMatchObject({ id: member.id, name: 'Profile Name', email });
    expect(updated.socialMedia).toEqual(
      expect.arrayContaining([
        { network: 'github', url: 'https://github.com/someone' },
        { network: 'mastodon', url: 'https://chaos.social/@someone' },
      ]),
    );
    expect(updated.socialMedia).toHaveLength(2);
    expect((await me(token))!.email).toBe(email);

    const cleared = ok(
      await run<{ updateProfile: Member }>(
        UPDATE_PROFILE,
        { input: { name: 'Profile Name', email, socialMedia: [] } },
        token,
      ),
    ).updateProfile;
    expect(cleared.socialMedia).toEqual([]);
  });

  it('answers field errors camelCased, per network', async () => {
    const member = await createMember(['ADMIN']);
    const token = await login(member.email);
    const result = await run(
      UPDATE_PROFILE,
      {
        input: {
          name: 'x',
          email: 'user@example.com',
          socialMedia: [{ network: 'github', url: 'javascript:alert(1)' }],
        },
      },
      token,
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    const errors = fieldErrors(result);
    expect(errors).toHaveProperty('email');
    expect(errors).toHaveProperty(['socialMedia.github']);
  });

  it('refuses a network given twice before the backend sees it', async () => {
    const member = await createMember(['USER']);
    const token = await login(member.email);
    const result = await run(
      UPDATE_PROFILE,
      {
        input: {
          name: 'x',
          email: member.email,
          socialMedia: [
            { network: 'github', url: 'https://github.com/a' },
            { network: 'github', url: 'https://github.com/b' },
          ],
        },
      },
      token,
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual({
      'socialMedia.github': ['The network "github" is given more than once.'],
    });
  });

  it('is FORBIDDEN for a member with neither ADMIN nor USER', async () => {
    const token = await login('guest@example.com');
    const result = await run(
      UPDATE_PROFILE,
      { input: { name: 'x', email: 'guest@example.com', socialMedia: [] } },
      token,
    );
    expect(codesOf(result)).toEqual(['FORBIDDEN']);
  });
});

describe('changePassword', () => {
  it('refuses a wrong current password with fieldErrors.currentPassword', async () => {
    const member = await createMember(['USER']);
    const token = await login(member.email);
    const result = await run(
      CHANGE_PASSWORD,
      {
        input: {
          currentPassword: 'not-my-password',
          password: 'next-password-1',
          passwordConfirmation: 'next-password-1',
        },
      },
      token,
    );
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toHaveProperty('currentPassword');
    expect(fieldErrors(result)).not.toHaveProperty('current_password');
    await login(member.email);
  });

  it('changes it: the calling token stays valid, the member’s other tokens die', async () => {
    const member = await createMember(['USER']);
    const caller = await login(member.email);
    const other = await login(member.email);
    const result = ok(
      await run<{ changePassword: string }>(
        CHANGE_PASSWORD,
        {
          input: {
            currentPassword: PASSWORD,
            password: 'next-password-1',
            passwordConfirmation: 'next-password-1',
          },
        },
        caller,
      ),
    );
    expect(typeof result.changePassword).toBe('string');
    expect(result.changePassword.length).toBeGreaterThan(3);
    expect((await me(caller))!.id).toBe(member.id);
    expect(await me(other)).toBeNull();
    expect(codesOf(await run(LOGIN, { email: member.email, password: PASSWORD }, null))).toEqual([
      'BAD_USER_INPUT',
    ]);
    await login(member.email, 'next-password-1');
  });
});
