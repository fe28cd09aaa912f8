import type { PersonalAccessTokenScope } from '@portal/contract';
import { MAX_PERSONAL_ACCESS_TOKENS } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, forbidden, notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ScriptTokenRow, TokenService, TokensDal } from '../auth/index.js';

export interface ScriptsServiceDeps {
  db: Pick<Db, 'transaction'>;
  tokensDal: Pick<TokensDal, 'listScripts' | 'findScript' | 'countScripts' | 'lockScriptsOf'>;
  /** Issues and revokes (revoking announces SessionsRevoked on the member's channel). */
  tokens: Pick<TokenService, 'issueScript' | 'revoke'>;
  clock: Clock;
}

/** A member's personal access tokens for scripts: rows of the token table beside the sessions. */
export function createScriptsService(deps: ScriptsServiceDeps) {
  const { db, tokensDal, tokens, clock } = deps;

  return {
    list: (userId: number): Promise<ScriptTokenRow[]> => tokensDal.listScripts(userId),

    /** The script token carrying the request, or null for a session. */
    async current(auth: AuthContext): Promise<ScriptTokenRow | null> {
      return auth.kind === 'script' ? tokensDal.findScript(auth.tokenId) : null;
    },

    /**
     * A new token, answered this once. Only a session may create one: a token must not mint more tokens, nor
     * outlive its own expiry or revocation through a child.
     */
    async create(
      auth: AuthContext,
      input: { name: string; scope: PersonalAccessTokenScope; expires_at?: string | null },
    ): Promise<{ token: string; personal_access_token: ScriptTokenRow }> {
      if (auth.kind !== 'session') throw forbidden('scripts.session_required');
      const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= clock.now().getTime()) {
        throw fieldError('expires_at', 'scripts.expires_in_past');
      }
      return db.transaction(async (tx) => {
        await tokensDal.lockScriptsOf(auth.userId, tx);
        if ((await tokensDal.countScripts(auth.userId, tx)) >= MAX_PERSONAL_ACCESS_TOKENS) {
          throw fieldError('name', 'scripts.too_many', { max: MAX_PERSONAL_ACCESS_TOKENS });
        }
        const issued = await tokens.issueScript(
          auth.userId,
          { name: input.name, scope: input.scope, expiresAt },
          tx,
        );
        if (!issued) throw fieldError('name', 'validation.unique');
        return { token: issued.token, personal_access_token: issued.row };
      });
    },

    /** Revokes one of the member's script tokens; any other id (another member's, a session's) is unknown. */
    async revoke(userId: number, id: number): Promise<void> {
      const row = await tokensDal.findScript(id);
      if (!row || row.user_id !== userId) throw notFound();
      await tokens.revoke(id);
    },
  };
}

export type ScriptsService = ReturnType<typeof createScriptsService>;
