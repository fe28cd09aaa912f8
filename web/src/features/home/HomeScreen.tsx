import { Box, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import {
  BarChart3,
  BookOpen,
  Clock,
  Coins,
  ShieldCheck,
  Tractor,
  Tv,
  UserRound,
  ArrowRight,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { hasAnyRole } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { SERVICE_TILES, type TileIcon } from './tiles';

const ICONS: Record<TileIcon, ReactElement> = {
  iptv: <Tv />,
  timeTracking: <Clock />,
  cryptTrack: <Coins />,
  dawum: <BarChart3 />,
  ls22: <Tractor />,
  blog: <BookOpen />,
  adminCp: <ShieldCheck />,
  profile: <UserRound />,
};

/** The member's start page: a greeting and a tile per service their roles open. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const tiles = SERVICE_TILES.filter((tile) => hasAnyRole(roles, tile.roles));
  return (
    <>
      <PageHeader
        title={user?.name ? t('home.greeting', { name: user.name }) : t('home.greetingAnonymous')}
        lead={tiles.length > 0 ? t('home.intro') : t('home.empty')}
      />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={{ base: '3', md: '4' }}
      >
        {tiles.map((tile) => (
          <Box as="li" key={tile.id}>
            <Card.Root
              asChild
              variant="outline"
              h="full"
              transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
              _hover={{ borderColor: 'teal.300', shadow: 'md', transform: 'translateY(-1px)' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
            >
              <RrLink to={tile.to} data-testid={`tile-${tile.id}`}>
                <Card.Body gap="3">
                  <HStack justify="space-between" align="flex-start">
                    <Box
                      display="inline-flex"
                      alignItems="center"
                      justifyContent="center"
                      boxSize="10"
                      borderRadius="lg"
                      bg="teal.subtle"
                      color="teal.fg"
                      aria-hidden="true"
                    >
                      {ICONS[tile.icon]}
                    </Box>
                    <Box color="fg.subtle" aria-hidden="true">
                      <ArrowRight size={18} />
                    </Box>
                  </HStack>
                  <Heading as="h2" size="md">
                    {t(`home.tiles.${tile.i18nKey}.title`)}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {t(`home.tiles.${tile.i18nKey}.description`)}
                  </Text>
                </Card.Body>
              </RrLink>
            </Card.Root>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
}
