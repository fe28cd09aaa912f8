import { Alert, Button } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A load that failed, said where its data would be (the error link has given the reason in a toast, unless the
 * screen says it in `text`), with a retry when the screen can try again. `stale` when older data is still shown
 * below it (a reload failed).
 */
export function LoadFailed({
  title,
  text,
  onRetry,
  retryLabel,
  stale = false,
}: {
  title?: ReactNode;
  text?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  stale?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert.Root status={stale ? 'warning' : 'error'} borderRadius="md" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{text ?? t('table.loadFailed')}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCw />
          {retryLabel ?? t('common.reload')}
        </Button>
      )}
    </Alert.Root>
  );
}
