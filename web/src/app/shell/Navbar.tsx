import { Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import type { MenuAction } from '../../lib/feature';
import { useSession } from '../../lib/session';
import { FEATURES } from '../features';
import { LanguageSwitcher } from './LanguageSwitcher';
import { visibleMenu, type MenuGroup, type NavLink } from './menu';

// Only members see menus, widgets and the user menu: loaded when first shown (see MemberNav).
const memberNav = () => import('./MemberNav');
const MobileMenu = lazy(() => memberNav().then((m) => ({ default: m.MobileMenu })));
const DesktopLink = lazy(() => memberNav().then((m) => ({ default: m.DesktopLink })));
const DesktopGroup = lazy(() => memberNav().then((m) => ({ default: m.DesktopGroup })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** Top bar: brand, the role-filtered menu (drawer on narrow screens), actions, language, user menu. */
export function Navbar() {
  const { t } = useTranslation();
  const session = useSession();
  const authenticated = Boolean(session.token);
  const entries = visibleMenu(FEATURES, authenticated, session.roles);
  const navEntries = entries.filter((e): e is NavLink | MenuGroup => e.kind !== 'action');
  const actions = entries.filter((e): e is MenuAction => e.kind === 'action');

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Container maxW="6xl" px={{ base: '2', sm: '4', md: '6' }}>
        <Flex h="14" align="center" gap={{ base: '0.5', md: '2' }}>
          {navEntries.length > 0 && (
            <Suspense fallback={null}>
              <MobileMenu entries={navEntries} />
            </Suspense>
          )}
          <Button asChild variant="plain" px="1" me={{ base: '0', md: '4' }}>
            <RrLink to="/">
              <Box
                as="span"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="7"
                borderRadius="md"
                bg="teal.solid"
                color="teal.contrast"
                fontWeight="bold"
                fontSize="sm"
                aria-hidden="true"
              >
                P
              </Box>
              <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
                {t('app.name')}
              </Text>
            </RrLink>
          </Button>
          {navEntries.length > 0 && (
            <HStack as="nav" aria-label={t('nav.main')} gap="1" display={{ base: 'none', md: 'flex' }}>
              <Suspense fallback={null}>
                {navEntries.map((entry) =>
                  entry.kind === 'link' ? (
                    <DesktopLink key={entry.id} entry={entry} />
                  ) : (
                    <DesktopGroup key={entry.id} entry={entry} />
                  ),
                )}
              </Suspense>
            </HStack>
          )}
          <Box flex="1" />
          <HStack gap={{ base: '0.5', md: '2' }}>
            <Suspense fallback={null}>
              {actions.map(({ id, widget: Widget }) => (
                <Widget key={id} />
              ))}
            </Suspense>
            <LanguageSwitcher />
            {authenticated && (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
