import type {
  RestChangePasswordRequest,
  RestCreateUserRequest,
  RestMessage,
  RestPaginator,
  RestRole,
  RestUpdateProfileRequest,
  RestUpdateUserRequest,
  RestUser,
  RestUserListQuery,
  RestUserProfile,
} from '@portal/contract';
import type { RestSession } from '../../rest/client.js';
import { fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

/** `"7"` → `7`: the backend's ids are integers; anything else travels as given (and the backend refuses it). */
export const restId = (id: string): number | string => (/^[1-9]\d{0,15}$/.test(id) ? Number(id) : id);

// 422 keys → GraphQL argument names where camelCase alone does not get there.
const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });
const SYNC_ROLES_KEYS = fieldKeys({ rename: { user_id: 'id' } });
/** `social_media.<network>`: the network is the member's own key and stays as typed (`socialMedia.my_site`). */
const PROFILE_KEYS = fieldKeys({ dataKeysUnder: ['social_media'] });

/**
 * The backend's member endpoints (docs/rest-api.md): admin user management under /api/cp (SUPER_ADMIN only) and
 * the logged-in member's own profile.
 */
export function createUsersApi(rest: RestSession) {
  return {
    profile: (): Promise<RestUserProfile> => rest.call('GET /api/user-profile'),
    updateProfile: (body: RestUpdateProfileRequest): Promise<RestUser> =>
      rest.call('PUT /api/user-profile', { body, fieldKeys: PROFILE_KEYS }),
    changePassword: (body: RestChangePasswordRequest): Promise<RestMessage> =>
      rest.call('PUT /api/user-profile/password', { body }),

    list: (query: RestUserListQuery): Promise<RestPaginator<RestUser>> =>
      rest.call('GET /api/cp/user', { query, fieldKeys: LIST_KEYS }),
    /** One member; prefer `ctx.loaders.users.byId`, which de-duplicates within an operation. */
    get: (id: string): Promise<RestUser> => rest.call('GET /api/cp/user/:id', { params: { id } }),
    create: (body: RestCreateUserRequest): Promise<RestUser> => rest.call('POST /api/cp/user', { body }),
    update: (id: string, body: RestUpdateUserRequest): Promise<RestUser> =>
      rest.call('PUT /api/cp/user/:id', { params: { id }, body }),
    setActive: (id: string, active: boolean): Promise<RestUser> =>
      rest.call('PUT /api/cp/user/:id/activate', { params: { id }, body: { active } }),
    syncRoles: (id: string, roleIds: readonly string[]): Promise<RestUser> =>
      rest.call('PUT /api/cp/user/:id/sync-roles', {
        params: { id },
        body: { user_id: restId(id), role_ids: roleIds.map(restId) },
        fieldKeys: SYNC_ROLES_KEYS,
      }),
    remove: (id: string): Promise<RestMessage> => rest.call('DELETE /api/cp/user/:id', { params: { id } }),
    roles: (): Promise<RestRole[]> => rest.call('GET /api/cp/role/all'),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
