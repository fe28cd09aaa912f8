import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { useLanguage } from '../../i18n';
import { toastMessagesOf, validationErrorsOf } from '../../lib/errors';

/** What the server said about a failed load, in the member's language (the network's failure when it said nothing). */
export function useErrorMessages(error: unknown): string[] {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!error) return [];
  const validation = validationErrorsOf(error, lang);
  const refusals = validation
    ? [...validation.messages, ...Object.values(validation.fieldErrors).flat()]
    : [];
  const others = toastMessagesOf(error, t('errors.network')).map((toast) => toast.message);
  const messages = [...new Set([...refusals, ...others])];
  return messages.length > 0 ? messages : [t('crypt-track:loadFailed')];
}

/**
 * A load that failed, said where its data would be: the server's reason and a retry. `stale` when older figures are
 * still shown below it (a reload failed).
 */
export function LoadError({
  error,
  onRetry,
  stale = false,
  children,
}: {
  error: unknown;
  onRetry?: () => void;
  stale?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const messages = useErrorMessages(error);
  return (
    <LoadFailed
      title={t(stale ? 'crypt-track:staleTitle' : 'crypt-track:errorTitle')}
      text={
        <>
          {messages.join(' ')}
          {children}
        </>
      }
      onRetry={onRetry}
      retryLabel={t('crypt-track:retry')}
      stale={stale}
    />
  );
}
