import { Alert, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

/** Public legal notice with placeholder operator data, clearly marked for the operator to fill in. */
export function ImpressumScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('info:impressum.title')} />
      <Stack gap="5" maxW="3xl">
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{t('info:impressum.placeholder')}</Alert.Description>
        </Alert.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="6">
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('info:impressum.provider')}
                </Heading>
                <Text>{t('info:impressum.operatorName')}</Text>
                <Text>{t('info:impressum.operatorStreet')}</Text>
                <Text>{t('info:impressum.operatorCity')}</Text>
              </Stack>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('info:impressum.contact')}
                </Heading>
                <Text>{t('info:impressum.operatorEmail')}</Text>
                <Text>{t('info:impressum.operatorPhone')}</Text>
              </Stack>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('info:impressum.responsible')}
                </Heading>
                <Text>{t('info:impressum.responsibleName')}</Text>
              </Stack>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  {t('info:impressum.privacy')}
                </Heading>
                <Text>{t('info:impressum.privacyText')}</Text>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
