import { Box, Button, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Bitcoin, ChevronDown, LayoutDashboard, Settings } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, NavLink, Outlet } from 'react-router-dom';
import {
  AUTO_RELOAD_INTERVALS_MS,
  AutoReloadSelect,
  DEFAULT_AUTO_RELOAD_MS,
} from '../../components/AutoReloadSelect';
import type { PortalOperationContext } from '../../lib/apollo';
import { clickMenuLink } from '../../lib/menuLinks';
import {
  CryptTrackConfigsQuery,
  CryptTrackDashboardQuery,
  CryptTrackPendingPositionsQuery,
} from './operations';

export const BASE = '/service/crypt-track';
export const pendingPathOf = (configId: string) => `${BASE}/positions/pending/${configId}`;

/** The auto-reload choice outlives the page (spec 02 §2: the toolbar remembers it). */
export const AUTO_RELOAD_STORAGE_KEY = 'portal.cryptTrack.autoReload';

/** The queries the auto-reload refreshes: the live figures; the history of closed positions does not change. */
const LIVE_QUERIES = [CryptTrackDashboardQuery, CryptTrackPendingPositionsQuery];

/** Screens that show their load failures themselves (a toast on every reload would pile up). */
export const SILENT: PortalOperationContext = { silent: true };

function storedInterval(): number {
  try {
    const raw = localStorage.getItem(AUTO_RELOAD_STORAGE_KEY);
    const known: readonly number[] = AUTO_RELOAD_INTERVALS_MS;
    return raw !== null && known.includes(Number(raw)) ? Number(raw) : DEFAULT_AUTO_RELOAD_MS;
  } catch {
    return DEFAULT_AUTO_RELOAD_MS;
  }
}

function useRememberedInterval(): [number, (ms: number) => void] {
  const [ms, setMs] = useState(storedInterval);
  const change = useCallback((next: number) => {
    setMs(next);
    try {
      localStorage.setItem(AUTO_RELOAD_STORAGE_KEY, String(next));
    } catch {
      // storage may be unavailable (private mode); the choice still holds for this visit
    }
  }, []);
  return [ms, change];
}

/** The member's configurations, each leading to its open positions (spec 02 §2: max height 200). */
function ConfigsMenu() {
  const { t } = useTranslation();
  const { data } = useQuery(CryptTrackConfigsQuery, { fetchPolicy: 'cache-and-network' });
  const configs = data?.cryptTrackConfigs ?? [];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} navigate={clickMenuLink}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('crypt-track:toolbar.configs')}
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxH="200px" overflowY="auto">
            {configs.map((config) => (
              <Menu.Item key={config.id} value={config.id} asChild>
                <RrLink to={pendingPathOf(config.id)}>
                  <Text as="span" truncate>
                    {config.label}
                  </Text>
                </RrLink>
              </Menu.Item>
            ))}
            {data && configs.length === 0 && (
              <Menu.Item value="settings" asChild>
                <RrLink to={`${BASE}/settings`}>{t('crypt-track:toolbar.noConfigs')}</RrLink>
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ScreenLink({ to, icon, label }: { to: string; icon: React.ReactNode; label: string }) {
  return (
    <Button asChild size="sm" variant="ghost" css={{ '&[aria-current=page]': { bg: 'bg.emphasized' } }}>
      <NavLink to={to}>
        {icon}
        {label}
      </NavLink>
    </Button>
  );
}

/**
 * The frame of every crypto screen: a toolbar with the module's screens, the configurations' dropdown and the
 * auto-reload (spec 02 §2), which refreshes the live figures of whichever screen is open. A hidden tab skips its
 * reloads, so that many open tabs do not multiply the calls to the exchange.
 */
export function CryptTrackLayout() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [reloadMs, setReloadMs] = useRememberedInterval();
  const reload = useCallback(() => {
    if (document.visibilityState === 'hidden') return;
    // a failed reload shows on the screen (its query's error), not as an unhandled rejection
    client.refetchQueries({ include: LIVE_QUERIES }).catch(() => undefined);
  }, [client]);

  return (
    <>
      <Flex
        as="section"
        aria-label={t('crypt-track:toolbar.label')}
        mb="6"
        px="3"
        py="2"
        gap="3"
        align="center"
        justify="space-between"
        wrap="wrap"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.subtle"
      >
        <HStack gap={{ base: '2', md: '4' }} wrap="wrap">
          <HStack gap="2" color="orange.fg">
            <Bitcoin size={20} aria-hidden="true" />
            <Text fontWeight="semibold">{t('crypt-track:toolbar.title')}</Text>
          </HStack>
          <Box as="nav" aria-label={t('crypt-track:toolbar.screens')}>
            <HStack gap="1">
              <ScreenLink
                to={`${BASE}/dashboard`}
                icon={<LayoutDashboard />}
                label={t('crypt-track:nav.dashboard')}
              />
              <ScreenLink to={`${BASE}/settings`} icon={<Settings />} label={t('crypt-track:nav.settings')} />
            </HStack>
          </Box>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <AutoReloadSelect value={reloadMs} onChange={setReloadMs} onReload={reload} />
          <ConfigsMenu />
        </HStack>
      </Flex>
      <Outlet />
    </>
  );
}
