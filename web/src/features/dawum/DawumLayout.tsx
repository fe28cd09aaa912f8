import { Flex, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { RoleGate } from '../../components/RoleGate';
import { SubNavLink } from '../../components/SubNavLink';
import { DAWUM_BASE } from './links';
import { DawumSyncStatusQuery } from './operations';
import { Attribution, DataState, hasData, statusOf, SyncNotice, SyncNow } from './SyncStatus';

const SCREENS = [
  { id: 'current', to: DAWUM_BASE, end: true, labelKey: 'dawum:nav.current' },
  { id: 'surveys', to: `${DAWUM_BASE}/surveys`, end: false, labelKey: 'dawum:nav.surveys' },
] as const;

/**
 * The frame of every DAWUM screen: the module's two screens, the date of the data held (and for admins the last
 * run and "sync now"), a notice when nothing has been synced yet or the last sync failed, and the attribution
 * DAWUM's licence asks for. Without data the screens are not shown at all.
 */
export function DawumLayout() {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(DawumSyncStatusQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (loading) return <PageSpinner />;
    return (
      <>
        <PageHeader title={t('dawum:routes.root')} />
        <LoadFailed text={t('dawum:status.loadFailed')} onRetry={() => void refetch()} />
      </>
    );
  }
  const status = statusOf(data.dawumSyncStatus);
  return (
    <>
      <Flex
        as="section"
        aria-label={t('dawum:nav.label')}
        mb="6"
        gap="3"
        justify="space-between"
        align={{ md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <HStack as="nav" aria-label={t('dawum:routes.root')} gap="1" wrap="wrap">
          {SCREENS.map((screen) => (
            <SubNavLink key={screen.id} to={screen.to} end={screen.end}>
              {t(screen.labelKey)}
            </SubNavLink>
          ))}
        </HStack>
        <Stack gap="1" align={{ md: 'flex-end' }}>
          <DataState status={status} />
          <RoleGate roles={['ADMIN']}>
            <SyncNow status={status} />
          </RoleGate>
        </Stack>
      </Flex>
      {hasData(status) ? (
        <>
          <SyncNotice status={status} />
          <Outlet />
        </>
      ) : (
        <>
          <PageHeader title={t('dawum:routes.root')} />
          <SyncNotice status={status} />
        </>
      )}
      <Attribution status={status} />
    </>
  );
}
