import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Centered spinner while a screen or its data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="teal.solid" borderWidth="3px" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
