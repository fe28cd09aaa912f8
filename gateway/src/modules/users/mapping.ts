import {
  USER_LIST,
  type RestChangePasswordRequest,
  type RestCreateUserRequest,
  type RestUpdateProfileRequest,
  type RestUpdateUserRequest,
  type RestUserListQuery,
} from '@portal/contract';
import type {
  ChangePasswordInput,
  CreateUserInput,
  QueryUsersArgs,
  UpdateProfileInput,
  UpdateUserInput,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import { badUserInput } from '../../rest/errors.js';
import { pageQuery } from '../../rest/paginator.js';

/** GraphQL arguments → REST requests of the users module (pure; unit-tested in mapping.test.ts). */

/**
 * `users(page, perPage, orderBy, direction, filter)` → `page`, `itemsPerPage`, `order[field]=asc|desc` (the
 * contract's USER_LIST), `filter[name|email|active|role]`; empty text filters are left out.
 */
export function userListQuery(args: Partial<QueryUsersArgs>, language: Language): RestUserListQuery {
  const query: RestUserListQuery = pageQuery(args, USER_LIST, language);
  const filter: NonNullable<RestUserListQuery['filter']> = {};
  const { name, email, active, role } = args.filter ?? {};
  if (name != null && name !== '') filter.name = name;
  if (email != null && email !== '') filter.email = email;
  if (active != null) filter.active = active ? 1 : 0;
  if (role != null) filter.role = role;
  if (Object.keys(filter).length > 0) query.filter = filter;
  return query;
}

export function createUserRequest(input: CreateUserInput): RestCreateUserRequest {
  return {
    name: input.name,
    email: input.email,
    password: input.password,
    password_confirmation: input.passwordConfirmation,
  };
}

/** Only the given fields travel (null counts as not given), so only they change. */
export function updateUserRequest(input: UpdateUserInput): RestUpdateUserRequest {
  const body: RestUpdateUserRequest = {};
  if (input.name != null) body.name = input.name;
  if (input.email != null) body.email = input.email;
  if (input.password != null) body.password = input.password;
  if (input.passwordConfirmation != null) body.password_confirmation = input.passwordConfirmation;
  return body;
}

/**
 * `socialMedia: [{network, url}]` → `social_media: {network: url}`. A network given twice would silently lose one
 * link in the map, so it is a BAD_USER_INPUT (`fieldErrors["socialMedia.<network>"]`) and nothing is sent.
 */
export function updateProfileRequest(
  input: UpdateProfileInput,
  language: Language,
): RestUpdateProfileRequest {
  // A Map, then own properties: a network named `__proto__` stays a plain key.
  const socialMedia = new Map<string, string>();
  for (const { network, url } of input.socialMedia) {
    if (socialMedia.has(network)) {
      throw badUserInput(`socialMedia.${network}`, 'duplicateNetwork', language, { network });
    }
    socialMedia.set(network, url);
  }
  return { name: input.name, email: input.email, social_media: Object.fromEntries(socialMedia) };
}

export function changePasswordRequest(input: ChangePasswordInput): RestChangePasswordRequest {
  return {
    current_password: input.currentPassword,
    password: input.password,
    password_confirmation: input.passwordConfirmation,
  };
}
