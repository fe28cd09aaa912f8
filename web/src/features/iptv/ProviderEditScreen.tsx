import { Card, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundAlert } from '../../components/NotFoundAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useHashTab } from '../../lib/useHashTab';
import { EpgImportPanel } from './EpgImportPanel';
import { M3uWizard } from './M3uWizard';
import { IptvProviderQuery } from './operations';
import { ProviderForm } from './ProviderForm';
import { CreateProviderButton } from './ProvidersListScreen';

const TABS = [
  { id: 'data', labelKey: 'iptv:providers.tabData' },
  { id: 'm3u-upload', labelKey: 'iptv:providers.tabUpload' },
] as const;

/** /cp/iptv-providers/:id/edit: tabs Data (with the EPG import) and M3U Upload (spec 01 §2). */
export function ProviderEditScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [tab, setTab] = useHashTab(TABS, 'data');
  const { data, loading, error } = useQuery(IptvProviderQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const provider = data?.iptvProvider;

  if (loading && !provider) return <PageSpinner />;
  if (!provider) {
    return (
      <>
        <PageHeader title={t('iptv:providers.editTitle')} actions={<CreateProviderButton />} />
        {error ? (
          <LoadFailed text={t('iptv:providers.loadFailed')} />
        ) : (
          <NotFoundAlert text={t('iptv:providers.notFound')} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('iptv:providers.editTitle')}
        lead={t('iptv:providers.editLead', { name: provider.name, count: provider.channelCount })}
        actions={<CreateProviderButton />}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        colorPalette="teal"
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="data">{t('iptv:providers.tabData')}</Tabs.Trigger>
          <Tabs.Trigger value="m3u-upload">{t('iptv:providers.tabUpload')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="data">
          <Stack gap="4">
            <Card.Root variant="outline" maxW="xl">
              <Card.Body>
                {/* a change on the server (an import ticks the required fields) shows in a fresh form */}
                <ProviderForm key={`${provider.id}@${provider.updatedAt}`} provider={provider} />
              </Card.Body>
            </Card.Root>
            <EpgImportPanel providerId={provider.id} lastEpgImport={provider.lastEpgImport} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="m3u-upload">
          <M3uWizard key={provider.id} providerId={provider.id} lastImport={provider.lastImport} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
