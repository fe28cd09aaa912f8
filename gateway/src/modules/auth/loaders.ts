import DataLoader from 'dataloader';
import type { RestUser } from '@portal/contract';
import type { LoaderDeps } from '../../module.js';
import { errorCode } from '../../rest/errors.js';
import { createAuthApi, type AuthApi } from './api.js';

/** The auth module's per-request loaders. */
export function authLoaders({ sessionFor }: LoaderDeps<AuthApi>) {
  return {
    /** The member a bearer token belongs to (GET /api/user), or null for an unknown, revoked or expired token. */
    memberByToken: new DataLoader<string, RestUser | null>(
      (tokens) =>
        Promise.all(
          tokens.map(async (token) => {
            try {
              return await createAuthApi(sessionFor(token)).user();
            } catch (error) {
              if (errorCode(error) === 'UNAUTHENTICATED') return null;
              throw error;
            }
          }),
        ),
      { batch: false },
    ),
  };
}
