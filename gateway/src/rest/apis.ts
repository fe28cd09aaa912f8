import { createAuthApi } from '../modules/auth/api.js';
import { createDownloadsApi } from '../modules/downloads/api.js';
import { createUsersApi } from '../modules/users/api.js';
import type { RestSession } from './client.js';

/** One typed client per domain, all on the one shared pool, bound to the caller of the request. */
export function createRestApis(session: RestSession) {
  return {
    auth: createAuthApi(session),
    users: createUsersApi(session),
    downloads: createDownloadsApi(session),
  };
}

export type RestApis = ReturnType<typeof createRestApis>;
