import { Alert, Button } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
 * A load that failed, said where its data would be: the reason and a retry. `stale` when older figures are still
 * shown below it (a reload failed).
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
    <Alert.Root status={stale ? 'warning' : 'error'} borderRadius="md" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(stale ? 'crypt-track:staleTitle' : 'crypt-track:errorTitle')}</Alert.Title>
        <Alert.Description>
          {messages.join(' ')}
          {children}
        </Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCw />
          {t('crypt-track:retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
