import { Alert, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { RouterLink } from '../../components/RouterLink';
import { usePageName } from '../../lib/pageName';
import { useHashTab } from '../../lib/useHashTab';
import { BASE } from './CryptTrackLayout';
import { HistoryPanel } from './HistoryPanel';
import { CryptTrackConfigsQuery } from './operations';
import { PendingPositions } from './PendingPositions';

const TABS = [
  { id: 'open', labelKey: 'crypt-track:tabs.open' },
  { id: 'history', labelKey: 'crypt-track:tabs.history' },
] as const;

/**
 * /service/crypt-track/positions/pending/{configId}: the configuration's open positions, and on a second tab its
 * closed ones with the net profit over time (the history loads when its tab is first opened).
 */
export function PositionsScreen() {
  const { t } = useTranslation();
  const { configId = '' } = useParams();
  const { data } = useQuery(CryptTrackConfigsQuery, { fetchPolicy: 'cache-and-network' });
  const config = data?.cryptTrackConfigs.find((c) => c.id === configId);
  usePageName(config?.label);
  const [tab, setTab] = useHashTab(TABS, 'open');

  if (data && !config)
    return (
      <>
        <PageHeader title={t('crypt-track:pending.notFoundTitle')} />
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            {t('crypt-track:pending.notFound')}{' '}
            <RouterLink to={`${BASE}/dashboard`}>{t('crypt-track:pending.toDashboard')}</RouterLink>
          </Alert.Description>
        </Alert.Root>
      </>
    );

  return (
    <>
      <PageHeader
        title={
          config
            ? t('crypt-track:pending.title', { label: config.label })
            : t('crypt-track:pending.titleLoading')
        }
        lead={t('crypt-track:pending.lead')}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        colorPalette="teal"
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="open">{t('crypt-track:tabs.open')}</Tabs.Trigger>
          <Tabs.Trigger value="history">{t('crypt-track:tabs.history')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="open">
          <PendingPositions configId={configId} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryPanel configId={configId} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
