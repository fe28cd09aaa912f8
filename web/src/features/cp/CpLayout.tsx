import { Box, Button, Flex, HStack, Wrap } from '@chakra-ui/react';
import { LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RrLink } from 'react-router-dom';
import { Select } from '../../components/Select';
import { isLanguage, LANGUAGES, setLanguage, useLanguage } from '../../i18n';
import { useControlPanelLinks } from '../../lib/controlPanel';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/useLogout';

/**
 * The control panel's frame: its own nav (every feature's control-panel links the member may open, spec 01 §2)
 * with a locale switch and login/logout, then the CP screen.
 */
export function CpLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const lang = useLanguage();
  const links = useControlPanelLinks();
  return (
    <>
      <Flex
        as="nav"
        aria-label={t('cp:nav.label')}
        mb="6"
        p="2"
        gap="2"
        align="center"
        wrap="wrap"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.subtle"
      >
        <Wrap gap="1" flex="1">
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
        <HStack gap="2">
          <Box>
            <Select
              size="sm"
              width="32"
              aria-label={t('cp:nav.language')}
              value={lang}
              onChange={(value) => {
                if (isLanguage(value)) void setLanguage(value);
              }}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`, { lng: l }) }))}
            />
          </Box>
          {session.token ? (
            <Button size="sm" variant="outline" onClick={() => void logout()}>
              <LogOut />
              {t('user.logout')}
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <RrLink to="/login">
                <LogIn />
                {t('user.login')}
              </RrLink>
            </Button>
          )}
        </HStack>
      </Flex>
      <Outlet />
    </>
  );
}
