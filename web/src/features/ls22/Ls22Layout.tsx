import { Button, HStack } from '@chakra-ui/react';
import { Archive, LayoutDashboard, Settings, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { RoleGate } from '../../components/RoleGate';
import { ServerHeader } from './ServerHeader';
import { useLs22ServerUpdates } from './useServer';

export const LS22_BASE = '/games/ls22';
export const farmPathOf = (id: string) => `${LS22_BASE}/farm/${id}`;
export const financialsPathOf = (id: string) => `${farmPathOf(id)}/financials`;

function ScreenLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button
      asChild
      size="sm"
      variant="ghost"
      css={{ '&[aria-current=page]': { bg: 'green.subtle', color: 'green.fg' } }}
    >
      <NavLink to={to}>
        {icon}
        {label}
      </NavLink>
    </Button>
  );
}

/**
 * The frame of every LS22 screen: the server's live header (spec 02 §2) and the module's screens — for admins also
 * the server's setup.
 */
export function Ls22Layout() {
  const { t } = useTranslation();
  useLs22ServerUpdates();
  return (
    <>
      <ServerHeader />
      <HStack
        as="nav"
        aria-label={t('ls22:nav.label')}
        gap="1"
        wrap="wrap"
        mb="6"
        borderBottomWidth="1px"
        pb="2"
      >
        <ScreenLink to={`${LS22_BASE}/overview`} icon={<LayoutDashboard />} label={t('ls22:nav.overview')} />
        <ScreenLink to={`${LS22_BASE}/farm`} icon={<Warehouse />} label={t('ls22:nav.farms')} />
        <ScreenLink to={`${LS22_BASE}/backups`} icon={<Archive />} label={t('ls22:nav.backups')} />
        <RoleGate roles={['ADMIN']}>
          <ScreenLink to={`${LS22_BASE}/settings`} icon={<Settings />} label={t('ls22:nav.settings')} />
        </RoleGate>
      </HStack>
      <Outlet />
    </>
  );
}
