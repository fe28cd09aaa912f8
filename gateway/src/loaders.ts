import DataLoader from 'dataloader';
import { createAuthApi } from './modules/auth/api.js';
import type { RestUpstream } from './rest/client.js';
import { errorCode } from './rest/errors.js';
import type { Language } from './language.js';
import type { RestUser } from './rest/types.js';

/**
 * Per-request DataLoaders: they batch and de-duplicate REST calls within one GraphQL operation and die with it.
 * Later per-id loaders (users by id, posts by id, ...) are added here as further fields.
 */
export interface Loaders {
  /** The member a bearer token belongs to (GET /api/user), or null for an unknown, revoked or expired token. */
  memberByToken: DataLoader<string, RestUser | null>;
}

export function createLoaders(upstream: RestUpstream, language: Language, clientIp?: string): Loaders {
  return {
    memberByToken: new DataLoader<string, RestUser | null>(
      (tokens) =>
        Promise.all(
          tokens.map(async (token) => {
            try {
              return await createAuthApi(upstream.session({ token, language, clientIp })).user();
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
