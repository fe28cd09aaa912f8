import { Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SubNavLink } from '../../components/SubNavLink';
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
          <SubNavLink key={link.id} to={link.to} end={link.end}>
            {t(link.labelKey)}
          </SubNavLink>
        ))}
      </Wrap>
      <Outlet />
    </>
  );
}
