import type {
  RestCreatePersonalAccessTokenRequest,
  RestCreatedPersonalAccessToken,
  RestCurrentPersonalAccessToken,
  RestPersonalAccessTokenList,
} from '@portal/contract';
import type { RestSession } from '../../rest/client.js';

/**
 * The member's personal access tokens (docs/rest-api.md, `/api/scripts/tokens`): only the member's own; creating
 * one needs a session (a token cannot mint tokens); a READ_ONLY token is refused on every write by the backend.
 */
export function createScriptsApi(rest: RestSession) {
  return {
    /** Newest first, never the tokens themselves. */
    list: (): Promise<RestPersonalAccessTokenList> => rest.call('GET /api/scripts/tokens'),
    /** The token is in the answer this once. 422 with field errors for a taken name, a past expiry, too many. */
    create: (body: RestCreatePersonalAccessTokenRequest): Promise<RestCreatedPersonalAccessToken> =>
      rest.call('POST /api/scripts/tokens', { body }),
    /** 204; another member's id (or a session's) is a 404. */
    revoke: async (id: string): Promise<void> => {
      await rest.call('DELETE /api/scripts/tokens/:id', { params: { id } });
    },
    /** The personal access token carrying the request, or `data: null` for a session's. */
    current: (): Promise<RestCurrentPersonalAccessToken> => rest.call('GET /api/scripts/tokens/current'),
  };
}

export type ScriptsApi = ReturnType<typeof createScriptsApi>;
