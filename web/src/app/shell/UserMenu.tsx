import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { clickMenuLink } from '../../lib/menuLinks';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/useLogout';
import { FEATURES } from '../features';
import { visibleUserMenu } from './menu';

/**
 * Avatar button with name and e-mail, the features' links for the member (Scripts …) and the logout entry. The
 * button is named "<name> – user menu": it starts with the name it shows on wide screens (WCAG 2.5.3). The avatar
 * is a plain person icon: initials beside the name would be visible text the name does not contain.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const logout = useLogout();
  const name = user?.name ?? '';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} navigate={clickMenuLink}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="1.5"
          aria-label={name ? t('user.menuOf', { name }) : t('user.menu')}
        >
          <Avatar.Root size="xs" colorPalette="teal" aria-hidden="true">
            <Avatar.Fallback />
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', lg: 'inline' }} maxW="40" truncate>
            {name}
          </Text>
          <Box as="span" display={{ base: 'none', sm: 'inline-flex' }}>
            <ChevronDown />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text textStyle="xs" color="fg.muted">
                {t('user.signedInAs')}
              </Text>
              <Text fontWeight="semibold">{name}</Text>
              <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
                {user?.email}
              </Text>
            </Box>
            <Menu.Separator />
            {visibleUserMenu(FEATURES, roles).map(({ id, labelKey, to, icon: Icon }) => (
              <Menu.Item key={id} value={id} asChild>
                <RrLink to={to}>
                  <Icon />
                  {t(labelKey)}
                </RrLink>
              </Menu.Item>
            ))}
            <Menu.Item value="logout" onSelect={() => void logout()}>
              <LogOut />
              {t('user.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
