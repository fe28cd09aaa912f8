import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken } from './session';

/**
 * Ends the session the way a failed auth check does (spec §4, §8): Home first, then local and session storage
 * and the Apollo cache are cleared — the guard then sends to Login from Home, whatever page was open.
 * `token` is the token the caller's evidence concerns: a newer session (logout, another login) is left alone.
 */
export function useExpireSession(): (token: string) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      if (getToken() !== token) return;
      await navigate('/', { replace: true, flushSync: true });
      clearSession();
      await client.clearStore().catch(() => undefined);
    },
    [client, navigate],
  );
}
