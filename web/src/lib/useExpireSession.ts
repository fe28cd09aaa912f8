import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken } from './session';
import { notifyError } from './toast';

/** What ended the session, as the toast tells the member. */
export type ExpiryReason = 'sessionExpired' | 'deactivated';

/**
 * Ends the session the way a failed auth check does (spec §4, §8): Home first, then local and session storage
 * and the Apollo cache are cleared — the guard then sends to Login from Home, whatever page was open — and a
 * toast says why. `token` is the token the caller's evidence concerns: a newer session (logout, another login)
 * is left alone.
 */
export function useExpireSession(): (token: string, reason?: ExpiryReason) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    async (token: string, reason: ExpiryReason = 'sessionExpired') => {
      if (getToken() !== token) return;
      await navigate('/', { replace: true, flushSync: true });
      clearSession();
      notifyError(t(`access.${reason}`), undefined, 'access:session');
      await client.clearStore().catch(() => undefined);
    },
    [client, navigate, t],
  );
}
