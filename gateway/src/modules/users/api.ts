import type { RestSession } from '../../rest/client.js';
import type { RestUserProfile } from '../../rest/types.js';

/** The backend's member endpoints. Admin user management (cp/user) slots in here later. */
export function createUsersApi(rest: RestSession) {
  return {
    profile: (): Promise<RestUserProfile> => rest.call('GET /api/user-profile'),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
