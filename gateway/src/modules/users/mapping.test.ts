import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../rest/client.js';
import {
  changePasswordRequest,
  createUserRequest,
  updateProfileRequest,
  updateUserRequest,
  userListQuery,
} from './mapping.js';
import { restId } from './api.js';

/** What actually goes on the wire for `users(...)`. */
const wire = (args: Parameters<typeof userListQuery>[0]) =>
  decodeURIComponent(buildQuery(userListQuery(args, 'en') as never));

describe('users(...) → GET /api/cp/user query', () => {
  it('maps page/perPage to page/itemsPerPage', () => {
    expect(wire({ page: 2, perPage: 25 })).toBe('?page=2&itemsPerPage=25');
  });

  it.each([
    ['NAME', 'name'],
    ['EMAIL', 'email'],
    ['CREATED_AT', 'created_at'],
    ['UPDATED_AT', 'updated_at'],
  ] as const)('maps orderBy %s to order[%s], both directions', (orderBy, field) => {
    expect(wire({ orderBy, direction: 'ASC' })).toBe(`?order[${field}]=asc`);
    expect(wire({ orderBy, direction: 'DESC' })).toBe(`?order[${field}]=desc`);
    expect(wire({ orderBy })).toBe(`?order[${field}]=asc`);
  });

  it('refuses a value the contract does not know (a schema ahead of it) with a localised BAD_USER_INPUT', () => {
    for (const orderBy of ['created_at', 'PASSWORD', 'ACTIVE', 'name']) {
      const args = { orderBy } as unknown as Parameters<typeof userListQuery>[0];
      expect(() => userListQuery(args, 'en')).toThrow(GraphQLError);
      try {
        userListQuery(args, 'de');
      } catch (error) {
        expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
        expect((error as GraphQLError).message).toBe(
          `Nach „${orderBy}“ kann nicht sortiert werden. Möglich: NAME, EMAIL, CREATED_AT, UPDATED_AT.`,
        );
        expect((error as GraphQLError).extensions.fieldErrors).toHaveProperty('orderBy');
      }
    }
  });

  it('maps every filter; active as 1|0; empty or null filters are left out', () => {
    expect(
      wire({ filter: { name: 'Ad a', email: 'ada@', active: true, role: 'TOXIC_IDIOT' }, page: 1 }),
    ).toBe('?page=1&filter[name]=Ad+a&filter[email]=ada@&filter[active]=1&filter[role]=TOXIC_IDIOT');
    expect(wire({ filter: { active: false } })).toBe('?filter[active]=0');
    expect(wire({ filter: { name: '', email: null, active: null, role: null } })).toBe('');
    expect(wire({})).toBe('');
  });

  it('keeps filter values out of the query structure (no parameter injection)', () => {
    expect(buildQuery(userListQuery({ filter: { name: 'a&order[password]=asc' } }, 'en') as never)).toBe(
      '?filter%5Bname%5D=a%26order%5Bpassword%5D%3Dasc',
    );
  });
});

describe('input → REST bodies', () => {
  it('createUser: camelCase → snake_case', () => {
    expect(
      createUserRequest({ name: 'N', email: 'n@example.com', password: 'p1', passwordConfirmation: 'p2' }),
    ).toEqual({ name: 'N', email: 'n@example.com', password: 'p1', password_confirmation: 'p2' });
  });

  it('updateUser: only the given fields', () => {
    expect(updateUserRequest({ name: 'N' })).toEqual({ name: 'N' });
    expect(
      updateUserRequest({ email: null, password: 'secret-1', passwordConfirmation: 'secret-1' }),
    ).toEqual({
      password: 'secret-1',
      password_confirmation: 'secret-1',
    });
    expect(updateUserRequest({})).toEqual({});
  });

  it('updateProfile: the socialMedia list becomes the social_media map', () => {
    expect(
      updateProfileRequest(
        {
          name: 'N',
          email: 'n@example.com',
          socialMedia: [
            { network: 'github', url: 'https://github.com/n' },
            { network: '__proto__', url: 'https://example.com/p' },
          ],
        },
        'en',
      ),
    ).toEqual({
      name: 'N',
      email: 'n@example.com',
      social_media: JSON.parse('{"github":"https://github.com/n","__proto__":"https://example.com/p"}'),
    });
    const body = updateProfileRequest({ name: 'N', email: 'e', socialMedia: [] }, 'en');
    expect(JSON.stringify(body)).toBe('{"name":"N","email":"e","social_media":{}}');
  });

  it('updateProfile: a network given twice is BAD_USER_INPUT under socialMedia.<network>', () => {
    const input = {
      name: 'N',
      email: 'e',
      socialMedia: [
        { network: 'github', url: 'https://a' },
        { network: 'github', url: 'https://b' },
      ],
    };
    expect(() => updateProfileRequest(input, 'en')).toThrow('The network "github" is given more than once.');
    try {
      updateProfileRequest(input, 'de');
    } catch (error) {
      expect((error as GraphQLError).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { 'socialMedia.github': ['Das Netzwerk „github“ ist mehrfach angegeben.'] },
        translations: {
          de: {
            message: 'Das Netzwerk „github“ ist mehrfach angegeben.',
            fieldErrors: { 'socialMedia.github': ['Das Netzwerk „github“ ist mehrfach angegeben.'] },
          },
          en: {
            message: 'The network "github" is given more than once.',
            fieldErrors: { 'socialMedia.github': ['The network "github" is given more than once.'] },
          },
        },
      });
    }
  });

  it('changePassword: camelCase → snake_case', () => {
    expect(changePasswordRequest({ currentPassword: 'a', password: 'b', passwordConfirmation: 'c' })).toEqual(
      {
        current_password: 'a',
        password: 'b',
        password_confirmation: 'c',
      },
    );
  });

  it('ids travel as integers when they are ones', () => {
    expect(restId('7')).toBe(7);
    expect(restId('007')).toBe('007');
    expect(restId('abc')).toBe('abc');
  });
});
