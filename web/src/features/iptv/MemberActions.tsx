import { Button, HStack } from '@chakra-ui/react';
import { LayoutGrid, ListPlus, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useLocation } from 'react-router-dom';

const SCREENS = [
  { to: '/service/iptv', labelKey: 'iptv:member.toOverview', Icon: LayoutGrid },
  { to: '/service/iptv/channels', labelKey: 'iptv:member.toChannels', Icon: ListPlus },
  { to: '/service/iptv/settings', labelKey: 'iptv:member.toSettings', Icon: Settings },
] as const;

/** The member screens' shortcuts to each other (all but the one shown), after the screen's own `children`. */
export function MemberActions({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <HStack gap="2" wrap="wrap">
      {children}
      {SCREENS.filter((screen) => screen.to !== pathname.replace(/\/$/, '')).map(({ to, labelKey, Icon }) => (
        <Button key={to} asChild variant="outline" size="sm">
          <RrLink to={to}>
            <Icon />
            {t(labelKey)}
          </RrLink>
        </Button>
      ))}
    </HStack>
  );
}
