import { Alert, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

/** Public legal notice with placeholder operator data, clearly marked for the operator to fill in. */
export function ImpressumScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('impressum.title')} />
      <Stack gap="5" maxW="3xl">
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{t('impressum.placeholder')}</Alert.Description>
        </Alert.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="6">
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('impressum.provider')}
                </Heading>
                <Text>{t('impressum.operatorName')}</Text>
                <Text>{t('impressum.operatorStreet')}</Text>
                <Text>{t('impressum.operatorCity')}</Text>
              </Stack>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('impressum.contact')}
                </Heading>
                <Text>{t('impressum.operatorEmail')}</Text>
                <Text>{t('impressum.operatorPhone')}</Text>
              </Stack>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('impressum.responsible')}
                </Heading>
                <Text>{t('impressum.responsibleName')}</Text>
              </Stack>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('impressum.privacy')}
                </Heading>
                <Text>{t('impressum.privacyText')}</Text>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
