import { describe, expect, it } from 'vitest';
import { execute, parse, subscribe, type ExecutionResult } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ROLE_NAME_CASES } from '@portal/contract';
import {
  authDirectiveTransformer,
  hasAnyRole,
  normaliseRole,
  requirementsOf,
  type AuthContext,
} from './auth-directive.js';

const typeDefs = /* GraphQL */ `
  directive @auth(roles: [RoleName!]) on FIELD_DEFINITION
  directive @public on FIELD_DEFINITION
  enum RoleName {
    SUPER_ADMIN
    ADMIN
    MODERATOR
    USER
    TOXIC_IDIOT
    CRYPT_TRACK
  }
  type Secret {
    value: String!
    adminNote: String @auth(roles: [ADMIN])
  }
  type Query {
    open: String @public
    anyMember: String
    loggedIn: String @auth
    admin: String @auth(roles: [ADMIN, MODERATOR])
    toxic: String @auth(roles: [TOXIC_IDIOT])
    secret: Secret @public
  }
  type Mutation {
    change: Boolean
  }
  type Subscription {
    ticks: Int @auth(roles: [CRYPT_TRACK])
    openTicks: Int @public
  }
`;

async function* ticks() {
  yield { ticks: 1, openTicks: 1 };
}

const schema = authDirectiveTransformer(
  makeExecutableSchema({
    typeDefs,
    resolvers: {
      Query: {
        open: () => 'open',
        anyMember: () => 'member',
        loggedIn: () => 'in',
        admin: () => 'admin',
        toxic: () => 'toxic',
        secret: () => ({ value: 'v', adminNote: 'note' }),
      },
      Mutation: { change: () => true },
      Subscription: { ticks: { subscribe: ticks }, openTicks: { subscribe: ticks } },
    },
  }),
);

let memberLoads = 0;
const as = (...roles: string[] | [null]): AuthContext => ({
  language: 'en',
  member: async () => {
    memberLoads++;
    return roles[0] === null ? null : { roles: (roles as string[]).map((name) => ({ name })) };
  },
});
const visitor = as(null);

const run = async (query: string, ctx: AuthContext) =>
  (await execute({ schema, document: parse(query), contextValue: ctx })) as ExecutionResult;
const codes = (result: ExecutionResult) => (result.errors ?? []).map((e) => e.extensions.code);

describe('normaliseRole', () => {
  it.each(ROLE_NAME_CASES)('normalises %j to %j (the contract’s cases)', (input, canonical) => {
    expect(normaliseRole(input)).toBe(canonical);
  });

  it('treats hyphen and underscore spellings as one role', () => {
    expect(normaliseRole('TOXIC-IDIOT')).toBe('TOXIC_IDIOT');
    expect(normaliseRole('crypt-track')).toBe('CRYPT_TRACK');
    expect(normaliseRole('SUPER_ADMIN')).toBe('SUPER_ADMIN');
  });

  it('lets a super admin pass every check and others only with a listed role', () => {
    expect(hasAnyRole([{ name: 'SUPER_ADMIN' }], ['ADMIN'])).toBe(true);
    expect(hasAnyRole([{ name: 'USER' }], ['ADMIN', 'USER'])).toBe(true);
    expect(hasAnyRole([{ name: 'USER' }], ['ADMIN'])).toBe(false);
    expect(hasAnyRole([{ name: 'TOXIC-IDIOT' }], ['TOXIC_IDIOT'])).toBe(true);
    expect(hasAnyRole([], [])).toBe(true);
  });
});

describe('authDirectiveTransformer', () => {
  it('leaves @public fields open to visitors', async () => {
    const result = await run('{ open }', visitor);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ open: 'open' });
  });

  it('denies root fields without a directive to visitors (deny by default), queries and mutations alike', async () => {
    expect(codes(await run('{ anyMember }', visitor))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await run('mutation { change }', visitor))).toEqual(['UNAUTHENTICATED']);
    expect((await run('{ anyMember }', as('GUEST'))).data).toEqual({ anyMember: 'member' });
    expect((await run('mutation { change }', as('USER'))).data).toEqual({ change: true });
  });

  it('requires a member for @auth without roles', async () => {
    expect(codes(await run('{ loggedIn }', visitor))).toEqual(['UNAUTHENTICATED']);
    expect((await run('{ loggedIn }', as('USER'))).data).toEqual({ loggedIn: 'in' });
  });

  it('requires any one listed role, FORBIDDEN otherwise; SUPER_ADMIN passes', async () => {
    expect(codes(await run('{ admin }', visitor))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await run('{ admin }', as('USER')))).toEqual(['FORBIDDEN']);
    expect((await run('{ admin }', as('MODERATOR'))).data).toEqual({ admin: 'admin' });
    expect((await run('{ admin }', as('ADMIN'))).data).toEqual({ admin: 'admin' });
    expect((await run('{ admin }', as('SUPER_ADMIN'))).data).toEqual({ admin: 'admin' });
  });

  it('normalises role names held by the member', async () => {
    expect((await run('{ toxic }', as('TOXIC-IDIOT'))).data).toEqual({ toxic: 'toxic' });
    expect(codes(await run('{ toxic }', as('CRYPT-TRACK')))).toEqual(['FORBIDDEN']);
  });

  it('enforces @auth on nested (non-root) fields while their siblings stay open', async () => {
    const result = await run('{ secret { value adminNote } }', as('USER'));
    expect(result.data).toEqual({ secret: { value: 'v', adminNote: null } });
    expect(codes(result)).toEqual(['FORBIDDEN']);
    const admin = await run('{ secret { value adminNote } }', as('ADMIN'));
    expect(admin.data).toEqual({ secret: { value: 'v', adminNote: 'note' } });
  });

  it('speaks the context language', async () => {
    const result = await run('{ anyMember }', { language: 'de', member: async () => null });
    expect(result.errors?.[0]?.message).toBe('Nicht authentifiziert.');
  });

  it('checks subscriptions when they start (subscribe is wrapped)', async () => {
    const denied = (await subscribe({
      schema,
      document: parse('subscription { ticks }'),
      contextValue: as('USER'),
    })) as ExecutionResult;
    expect(codes(denied)).toEqual(['FORBIDDEN']);

    const anonymous = (await subscribe({
      schema,
      document: parse('subscription { ticks }'),
      contextValue: visitor,
    })) as ExecutionResult;
    expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);

    const allowed = await subscribe({
      schema,
      document: parse('subscription { ticks }'),
      contextValue: as('CRYPT-TRACK'),
    });
    expect(Symbol.asyncIterator in allowed).toBe(true);
    const first = await (allowed as AsyncGenerator<ExecutionResult>).next();
    expect(first.value).toEqual({ data: { ticks: 1 } });

    const open = await subscribe({
      schema,
      document: parse('subscription { openTicks }'),
      contextValue: visitor,
    });
    expect(Symbol.asyncIterator in open).toBe(true);
  });

  it('loads the member only when a protected field needs it', async () => {
    memberLoads = 0;
    await run('{ open }', as('USER'));
    expect(memberLoads).toBe(0);
  });

  it('rejects a field that declares both @auth and @public', () => {
    expect(() =>
      authDirectiveTransformer(
        makeExecutableSchema({
          typeDefs: `directive @auth(roles: [String!]) on FIELD_DEFINITION
            directive @public on FIELD_DEFINITION
            type Query { x: String @auth @public }`,
        }),
      ),
    ).toThrow(/both/);
  });
});

describe('requirementsOf (the re-check of open subscriptions)', () => {
  it('names the rule of each root field an operation selects, through fragments too', () => {
    const of = (query: string) => requirementsOf(schema, parse(query));
    expect(of('subscription { ticks }')).toEqual([{ roles: ['CRYPT_TRACK'] }]);
    expect(of('subscription { ...T } fragment T on Subscription { ticks }')).toEqual([
      { roles: ['CRYPT_TRACK'] },
    ]);
    expect(of('subscription { openTicks }')).toEqual([]);
    expect(of('{ anyMember admin open }')).toEqual([{ roles: [] }, { roles: ['ADMIN', 'MODERATOR'] }]);
  });
});
