import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { notifyError } from '../../lib/toast';
import type { RedirectReason } from './access';

const MESSAGE_KEYS: Record<RedirectReason, string> = { forbidden: 'access.forbidden' };

/** The route guard's redirect (spec §6: Home for a route the member may not use), saying why in a toast. */
export function GuardRedirect({ to, reason }: { to: string; reason?: RedirectReason }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!reason) return;
    // Keyed: a repeated refusal (or StrictMode's second run) replaces the toast instead of stacking it. In the next
    // task: on a first page load straight into a refused route this runs in the commit that mounts the toast regions,
    // and a toast created there was never shown (seen in the production build).
    setTimeout(() => notifyError(t(MESSAGE_KEYS[reason]), undefined, `access:${reason}`));
  }, [reason, t]);
  return <Navigate to={to} replace />;
}
