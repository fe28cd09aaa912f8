import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginRedirect } from './redirect';
import { clearSession, getToken, LOGGING_OUT } from './session';
import { notifyError } from './toast';

/** What ended the session, as the toast tells the member. */
export type ExpiryReason = 'sessionExpired' | 'deactivated';

/**
 * Ends the session the way a failed auth check does (spec §4, §8): to Login first, with the open page as
 * `redirectUrl` (a new login leads back to it), then local and session storage and the Apollo cache are cleared,
 * and a toast says why. `token` is the token the caller's evidence concerns: a newer session (logout, another
 * login) is left alone.
 */
export function useExpireSession(): (token: string, reason?: ExpiryReason) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  // read when the session ends, not a new callback per page (the auth check would restart on every navigation)
  const location = useLocation();
  const open = useRef(location);
  useEffect(() => {
    open.current = location;
  }, [location]);
  const { t } = useTranslation();
  return useCallback(
    async (token: string, reason: ExpiryReason = 'sessionExpired') => {
      if (getToken() !== token) return;
      // committed before the session is cleared, as the logout does (the state lets the guard show Login to a
      // member still holding the token for this moment)
      const { pathname, search, hash } = open.current;
      await navigate(loginRedirect(pathname, search, hash), {
        replace: true,
        flushSync: true,
        state: LOGGING_OUT,
      });
      clearSession();
      notifyError(t(`access.${reason}`), undefined, 'access:session');
      await client.clearStore().catch(() => undefined);
    },
    [client, navigate, t],
  );
}
