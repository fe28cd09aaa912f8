import { Alert, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { RouterLink } from '../../components/RouterLink';
import { ListCard } from './ListCard';
import { MemberActions } from './MemberActions';
import { IptvListsQuery } from './memberOperations';

/** /service/iptv: one card per list of the member (spec 02 §2). */
export function IptvOverviewScreen() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(IptvListsQuery, { fetchPolicy: 'cache-and-network' });
  const lists = data?.iptvLists;

  let body;
  if (!lists && loading) body = <PageSpinner />;
  else if (!lists) body = <LoadFailed text={t('iptv:member.loadFailed')} />;
  else if (lists.length === 0)
    body = (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('iptv:member.lists.emptyTitle')}</Alert.Title>
          <Alert.Description>
            {t('iptv:member.lists.empty')}{' '}
            <RouterLink to="/service/iptv/channels">{t('iptv:member.lists.emptyLink')}</RouterLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else
    body = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {lists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <PageHeader
        title={t('iptv:member.overview.title')}
        lead={t('iptv:member.overview.lead')}
        actions={<MemberActions />}
      />
      {body}
    </>
  );
}
