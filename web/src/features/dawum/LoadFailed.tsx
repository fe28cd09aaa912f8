import { Alert, Button } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A failed load (the error link has said why in a toast) with a retry. */
export function LoadFailed({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text ?? t('table.loadFailed')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw />
        {t('common.reload')}
      </Button>
    </Alert.Root>
  );
}
