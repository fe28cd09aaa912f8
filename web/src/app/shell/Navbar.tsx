import {
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, NavLink, useLocation } from 'react-router-dom';
import type { MenuAction, MenuLink } from '../../lib/feature';
import { useSession } from '../../lib/session';
import { FEATURES } from '../features';
import { LanguageSwitcher } from './LanguageSwitcher';
import { visibleMenu, type MenuGroup } from './menu';
import { UserMenu } from './UserMenu';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function DesktopLink({ entry }: { entry: MenuLink }) {
  const { t } = useTranslation();
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      colorPalette="gray"
      _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
    >
      <NavLink to={entry.to}>{t(entry.labelKey)}</NavLink>
    </Button>
  );
}

function DesktopGroup({ entry }: { entry: MenuGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = entry.children.some((child) => isActive(pathname, child.to));
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          colorPalette="gray"
          bg={active ? 'teal.subtle' : undefined}
          color={active ? 'teal.fg' : undefined}
        >
          {t(entry.labelKey)}
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {entry.children.map((child) => (
              <Menu.Item key={child.id} value={child.id} asChild>
                <RrLink to={child.to}>{t(child.labelKey)}</RrLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function MobileMenu({ entries }: { entries: Array<MenuLink | MenuGroup> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkButton = (link: MenuLink, indent = false) => (
    <Button
      key={link.id}
      asChild
      variant="ghost"
      justifyContent="flex-start"
      w="full"
      ps={indent ? '6' : '3'}
      _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
    >
      <NavLink to={link.to} onClick={close}>
        {t(link.labelKey)}
      </NavLink>
    </Button>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('nav.openMenu')}
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={t('nav.main')} gap="1">
                {entries.map((entry) =>
                  entry.kind === 'link' ? (
                    linkButton(entry)
                  ) : (
                    <Box key={entry.id} pt="2">
                      <Text
                        px="3"
                        pb="1"
                        textStyle="xs"
                        fontWeight="semibold"
                        color="fg.muted"
                        textTransform="uppercase"
                      >
                        {t(entry.labelKey)}
                      </Text>
                      {entry.children.map((child) => linkButton(child, true))}
                    </Box>
                  ),
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Top bar: brand, the role-filtered menu (drawer on narrow screens), actions, language, user menu. */
export function Navbar() {
  const { t } = useTranslation();
  const session = useSession();
  const authenticated = Boolean(session.token);
  const entries = visibleMenu(FEATURES, authenticated, session.roles);
  const navEntries = entries.filter((e): e is MenuLink | MenuGroup => e.kind !== 'action');
  const actions = entries.filter((e): e is MenuAction => e.kind === 'action');

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Container maxW="6xl" px={{ base: '2', sm: '4', md: '6' }}>
        <Flex h="14" align="center" gap={{ base: '0.5', md: '2' }}>
          {navEntries.length > 0 && <MobileMenu entries={navEntries} />}
          <Button asChild variant="plain" px="1" me={{ base: '0', md: '4' }}>
            <RrLink to="/">
              <Box
                as="span"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="7"
                borderRadius="md"
                bg="teal.600"
                color="white"
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
              {navEntries.map((entry) =>
                entry.kind === 'link' ? (
                  <DesktopLink key={entry.id} entry={entry} />
                ) : (
                  <DesktopGroup key={entry.id} entry={entry} />
                ),
              )}
            </HStack>
          )}
          <Box flex="1" />
          <HStack gap={{ base: '0.5', md: '2' }}>
            {actions.map(({ id, widget: Widget }) => (
              <Widget key={id} />
            ))}
            <LanguageSwitcher />
            {authenticated && <UserMenu />}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
