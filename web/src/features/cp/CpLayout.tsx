import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useControlPanelLinks } from '../../lib/controlPanel';

/**
 * The control panel's frame: its own nav (every feature's control-panel links the member may open, spec 01 §2),
 * then the CP screen. The locale switch and logout of spec 01 §2 are the navbar's, which stays as it is on every
 * other screen: the chrome does not change on the way in and out (issue 29 D-L1).
 */
export function CpLayout() {
  const { t } = useTranslation();
  const links = useControlPanelLinks();
  return (
    <>
      <Wrap
        as="nav"
        aria-label={t('cp:nav.label')}
        mb="6"
        p="2"
        gap="1"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.subtle"
      >
        {links.map((link) => (
          <Button
            key={link.id}
            asChild
            size="sm"
            variant="ghost"
            _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
          >
            <NavLink to={link.to} end={link.end}>
              {t(link.labelKey)}
            </NavLink>
          </Button>
        ))}
      </Wrap>
      <Outlet />
    </>
  );
}
