import { z } from 'zod';
import { memberChannel, realtimeEvent } from './broadcasting.js';
import { IdParams, booleanLike, confirmed, email, idLike, password, personName, text } from './rules.js';
import { RestId, RestMessage, defineList, paginator } from './common.js';
import { route } from './route.js';

export const RestRole = z.object({
  id: RestId,
  /** Canonical form (TOXIC_IDIOT, CRYPT_TRACK). */
  name: z.string(),
});
export type RestRole = z.infer<typeof RestRole>;

export const RestTelegramSubscription = z.object({
  telegram_id: z.union([z.string(), z.number()]),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type RestTelegramSubscription = z.infer<typeof RestTelegramSubscription>;

/** Free-form member data; `social_media` maps a network to a profile URL. */
export const RestUserData = z.looseObject({
  social_media: z.record(z.string(), z.string()).nullable().optional(),
});
export type RestUserData = z.infer<typeof RestUserData>;

export const RestUser = z.object({
  id: RestId,
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  active: z.boolean(),
  activated_at: z.string().nullable(),
  activated_by: RestId.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  roles: z.array(RestRole).optional(),
  telegram_subscription: RestTelegramSubscription.nullable().optional(),
  user_data: RestUserData.nullable().optional(),
});
export type RestUser = z.infer<typeof RestUser>;

export const RestUserProfile = z.object({ user: RestUser, roles: z.array(RestRole) });
export type RestUserProfile = z.infer<typeof RestUserProfile>;

/** The data of `UserDataUpdated` on the member's channel: whenever their roles or active flag change. */
export const RestUserDataUpdated = z.object({ user: RestUser, roles: z.array(RestRole).optional() });
export type RestUserDataUpdated = z.infer<typeof RestUserDataUpdated>;

export const usersEvents = {
  userDataUpdated: realtimeEvent(memberChannel, 'UserDataUpdated', RestUserDataUpdated),
};

const name = () => personName().max(255);
const newPassword = () => password().min(8);

/** The admin users list (`GET /api/cp/user`); unsorted, by id. */
export const USER_LIST = defineList({
  item: 'User',
  orderFields: ['name', 'email', 'created_at', 'updated_at'],
  defaultOrder: null,
  filters: {
    name: text(),
    email: text(),
    /** 1 active, 0 inactive, 2 (or absent) both. */
    active: z.literal([1, 0, 2, '1', '0', '2', 'true', 'false']),
    role: text(),
  },
});
export const RestUserListQuery = USER_LIST.query;
export type RestUserListQuery = z.input<typeof RestUserListQuery>;

export const RestCreateUserRequest = z
  .object({
    name: name(),
    email: email(),
    password: newPassword(),
    password_confirmation: z.unknown().optional(),
  })
  .refine(...confirmed('password'));
export type RestCreateUserRequest = z.input<typeof RestCreateUserRequest>;

/** Only the fields that change; a field that is sent must be filled. */
export const RestUpdateUserRequest = z
  .object({
    name: name().optional(),
    email: email().optional(),
    password: newPassword().optional(),
    password_confirmation: z.unknown().optional(),
  })
  .refine(...confirmed('password'));
export type RestUpdateUserRequest = z.input<typeof RestUpdateUserRequest>;

export const RestSetActiveRequest = z.object({ active: booleanLike() });
export type RestSetActiveRequest = z.input<typeof RestSetActiveRequest>;

export const MAX_ROLE_IDS = 100;

export const RestSyncRolesRequest = z.object({
  /** Must be the id in the path when sent. */
  user_id: idLike().nullable().optional(),
  role_ids: z.array(idLike()).max(MAX_ROLE_IDS),
});
export type RestSyncRolesRequest = z.input<typeof RestSyncRolesRequest>;

/** Network names and URLs are checked by the backend (messages per network). */
export const RestUpdateProfileRequest = z.object({
  name: name(),
  email: email(),
  /** Network → profile URL (http(s)); an empty value drops the network; null clears all. */
  social_media: z.record(text(), z.unknown(), 'profile.social_media_object').nullable().optional(),
});
export type RestUpdateProfileRequest = z.input<typeof RestUpdateProfileRequest>;

export const RestChangePasswordRequest = z
  .object({
    current_password: password(),
    password: newPassword(),
    password_confirmation: z.unknown().optional(),
  })
  .refine(...confirmed('password'));
export type RestChangePasswordRequest = z.input<typeof RestChangePasswordRequest>;

const admin = { auth: true, roles: ['SUPER_ADMIN'] } as const;
const profile = { auth: true, roles: ['ADMIN', 'USER'] } as const;

export const usersRoutes = {
  'GET /api/cp/user': route({
    method: 'GET',
    path: '/api/cp/user',
    summary:
      'Lists the members (paged; order name, email, created_at, updated_at; filters name, email, active, role).',
    origin: 'laravel',
    ...admin,
    query: RestUserListQuery,
    response: paginator(RestUser),
  }),
  'GET /api/cp/user/:id': route({
    method: 'GET',
    path: '/api/cp/user/:id',
    summary: 'One member.',
    origin: 'laravel',
    ...admin,
    params: IdParams,
    response: RestUser,
  }),
  'POST /api/cp/user': route({
    method: 'POST',
    path: '/api/cp/user',
    summary: 'Creates an active member without roles, activated by the caller (e-mail unique).',
    origin: 'laravel',
    ...admin,
    body: RestCreateUserRequest,
    response: RestUser,
    status: 201,
    hashesPassword: true,
  }),
  'PUT /api/cp/user/:id': route({
    method: 'PUT',
    path: '/api/cp/user/:id',
    summary: "Changes a member's name, e-mail or password (a new password revokes their tokens).",
    origin: 'laravel',
    ...admin,
    params: IdParams,
    body: RestUpdateUserRequest,
    response: RestUser,
    hashesPassword: true,
  }),
  'PUT /api/cp/user/:id/activate': route({
    method: 'PUT',
    path: '/api/cp/user/:id/activate',
    summary:
      'Activates or deactivates a member (deactivating revokes their tokens; never the last super admin).',
    origin: 'laravel',
    ...admin,
    params: IdParams,
    body: RestSetActiveRequest,
    response: RestUser,
  }),
  'PUT /api/cp/user/:id/sync-roles': route({
    method: 'PUT',
    path: '/api/cp/user/:id/sync-roles',
    summary: 'Gives a member exactly these roles (the last super admin keeps SUPER_ADMIN).',
    origin: 'laravel',
    ...admin,
    params: IdParams,
    body: RestSyncRolesRequest,
    response: RestUser,
  }),
  'DELETE /api/cp/user/:id': route({
    method: 'DELETE',
    path: '/api/cp/user/:id',
    summary: 'Deletes a member (never the last super admin).',
    origin: 'laravel',
    ...admin,
    params: IdParams,
    response: RestMessage,
  }),
  'GET /api/cp/role/all': route({
    method: 'GET',
    path: '/api/cp/role/all',
    summary: 'Every role, ordered by id.',
    origin: 'laravel',
    ...admin,
    response: z.array(RestRole),
  }),
  'PUT /api/user-profile': route({
    method: 'PUT',
    path: '/api/user-profile',
    summary: "Changes the caller's name, e-mail and social media links.",
    origin: 'laravel',
    ...profile,
    body: RestUpdateProfileRequest,
    response: RestUser,
  }),
  'PUT /api/user-profile/password': route({
    method: 'PUT',
    path: '/api/user-profile/password',
    summary: "Changes the caller's password; their other sessions are revoked (personal access tokens stay).",
    origin: 'laravel',
    ...profile,
    body: RestChangePasswordRequest,
    response: RestMessage,
    hashesPassword: true,
  }),
} as const;
