import { Alert, Box, Button, Card, Grid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { MemberActions } from './MemberActions';
import { IptvMemberProvidersQuery } from './memberOperations';
import { ProviderSettingsPanel } from './ProviderSettingsForm';
import { ValidMark } from './ValidMark';

/** /service/iptv/settings: the member's credentials per provider (one tab, Providers, as the spec has it). */
export function SettingsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, loading } = useQuery(IptvMemberProvidersQuery, { fetchPolicy: 'cache-and-network' });
  const providers = data?.iptvMemberProviders;
  const chosenId = params.get('provider');
  const chosen = providers?.find((p) => p.id === chosenId);

  const choose = (id: string) => setParams({ provider: id }, { replace: true, preventScrollReset: true });

  let body;
  if (!providers && loading) body = <PageSpinner />;
  else if (!providers || providers.length === 0)
    body = (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{t('iptv:member.settings.noProviders')}</Alert.Description>
      </Alert.Root>
    );
  else
    body = (
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap="4" alignItems="start">
        <Box as="nav" aria-label={t('iptv:member.settings.providers')}>
          <Stack as="ul" gap="1" listStyleType="none">
            {providers.map((provider) => (
              <li key={provider.id}>
                <Button
                  variant={provider.id === chosen?.id ? 'subtle' : 'ghost'}
                  colorPalette={provider.id === chosen?.id ? 'teal' : 'gray'}
                  aria-current={provider.id === chosen?.id ? 'true' : undefined}
                  width="full"
                  height="auto"
                  py="2"
                  flexDirection="column"
                  alignItems="flex-start"
                  gap="1"
                  onClick={() => choose(provider.id)}
                >
                  <Text as="span" overflowWrap="anywhere" whiteSpace="normal" textAlign="start">
                    {provider.name}
                  </Text>
                  <ValidMark valid={provider.userHasValidSettings} />
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
        <Card.Root variant="outline">
          <Card.Body>
            {chosen ? (
              <ProviderSettingsPanel key={chosen.id} provider={chosen} />
            ) : (
              <Text color="fg.muted">{t('iptv:member.settings.choose')}</Text>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    );

  return (
    <>
      <PageHeader
        title={t('iptv:member.settings.title')}
        lead={t('iptv:member.settings.intro')}
        actions={<MemberActions />}
      />
      <Tabs.Root value="providers" variant="line" colorPalette="teal">
        <Tabs.List mb="4">
          <Tabs.Trigger value="providers">{t('iptv:member.settings.providers')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="providers">{body}</Tabs.Content>
      </Tabs.Root>
    </>
  );
}
