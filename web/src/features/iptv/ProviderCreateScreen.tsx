import { Card } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ProviderForm } from './ProviderForm';

/** /cp/iptv-providers/create: the Data tab only; saving opens the new provider's edit screen. */
export function ProviderCreateScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('iptv:providers.createTitle')} lead={t('iptv:providers.createIntro')} />
      <Card.Root variant="outline" maxW="xl">
        <Card.Body>
          <ProviderForm />
        </Card.Body>
      </Card.Root>
    </>
  );
}
