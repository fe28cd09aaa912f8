import { Box, Button, CloseButton, Drawer, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useLocation } from 'react-router-dom';
import { clickMenuLink } from '../../lib/menuLinks';
import { isActiveEntry, type MenuGroup, type NavLink } from './menu';

// The navbar's menus for members (group menus, the phone drawer): a chunk of their own, so a guest's first visit
// (the login page) does not download the menu and dialog machinery it never shows.

/** A link is the current page on every screen it stands for (the crypto link on the positions screen too). */
const currentPage = (pathname: string, link: NavLink) => (isActiveEntry(pathname, link) ? 'page' : undefined);

export function DesktopLink({ entry }: { entry: NavLink }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      colorPalette="gray"
      _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
    >
      <RrLink to={entry.to} aria-current={currentPage(pathname, entry)}>
        {t(entry.labelKey)}
      </RrLink>
    </Button>
  );
}

export function DesktopGroup({ entry }: { entry: MenuGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActiveEntry(pathname, entry);
  return (
    <Menu.Root navigate={clickMenuLink}>
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

export function MobileMenu({ entries }: { entries: Array<NavLink | MenuGroup> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkButton = (link: NavLink, indent = false) => (
    <Button
      key={link.id}
      asChild
      variant="ghost"
      justifyContent="flex-start"
      w="full"
      ps={indent ? '6' : '3'}
      _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
    >
      <RrLink to={link.to} onClick={close} aria-current={currentPage(pathname, link)}>
        {t(link.labelKey)}
      </RrLink>
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
