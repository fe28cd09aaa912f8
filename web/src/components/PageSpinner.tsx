import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Centered spinner while a screen or its data loads, announced as a status (a bare spinner may carry no label). */
export function PageSpinner({ py = '16' }: { py?: string }) {
  const { t } = useTranslation();
  return (
    <Center py={py} role="status">
      <Spinner size="lg" color="teal.solid" borderWidth="3px" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
