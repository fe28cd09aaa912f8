import { Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

/** What the portal is, briefly. */
export function AboutScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('info:about.title')} lead={t('info:about.lead')} />
      <Card.Root variant="outline" maxW="3xl">
        <Card.Body>
          <Stack gap="4" lineHeight="tall">
            <Text>{t('info:about.body')}</Text>
            <Text>{t('info:about.languages')}</Text>
            <Text color="fg.muted">{t('info:about.contact')}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
