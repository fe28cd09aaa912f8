import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { hasErrorCode } from '../lib/errors';
import { AUTH_CHECK_INTERVAL_MS, getToken, updateSessionUser, useSession } from '../lib/session';
import { memberOf, SessionCheckQuery } from '../lib/session.operations';
import { useExpireSession } from '../lib/useExpireSession';

/**
 * Spec §4: while logged in, verify the session at once and every 30 s. `me` answering null or UNAUTHENTICATED
 * ends the session (local and session storage, Apollo cache) and goes to Login, which leads back to the open page.
 * A network failure alone keeps the session. A good answer refreshes the stored user and roles.
 */
export function useAuthCheck(): void {
  const client = useApolloClient();
  const expireSession = useExpireSession();
  const { token } = useSession();

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // An answer that arrives after a logout or a new login concerns a token that is gone: ignore it.
    const stale = () => cancelled || getToken() !== token;

    const expire = async () => {
      if (stale()) return;
      await expireSession(token);
    };

    const check = async () => {
      try {
        const result = await client.query({
          query: SessionCheckQuery,
          fetchPolicy: 'network-only',
          context: { silent: true },
        });
        if (stale()) return;
        const me = result.data?.me;
        if (me) {
          const { user, roles } = memberOf(me);
          updateSessionUser(user, roles);
        } else if (result.data) {
          await expire();
        }
      } catch (error) {
        if (hasErrorCode(error, 'UNAUTHENTICATED')) await expire();
      }
    };

    void check();
    const timer = window.setInterval(() => void check(), AUTH_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [token, client, expireSession]);
}
