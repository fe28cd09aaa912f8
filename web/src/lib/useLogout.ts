import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutMutation } from './session.operations';
import { clearSession, LOGGING_OUT } from './session';

/**
 * Logout (spec §4): revoke the token on the server, then clear local and session storage and the Apollo cache
 * and go to the login page — also when the server call fails.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation, { context: { silent: true } });
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // the token may already be gone; the local session is cleared either way
    }
    // Navigate first (committed at once, not in a transition): clearing while a protected page is still shown
    // would let the guard redirect to the login page with that page as redirectUrl. The state tells the guard
    // that this member is on the way out, not a logged-in member opening Login (which it would send Home).
    await navigate('/login', { replace: true, flushSync: true, state: LOGGING_OUT });
    clearSession();
    await client.clearStore().catch(() => undefined);
  }, [client, logout, navigate]);
}
