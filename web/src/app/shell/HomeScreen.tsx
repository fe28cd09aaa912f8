import { Box, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session';
import { FEATURES } from '../features';
import { visibleTiles } from './menu';

/** The member's start page: a greeting and a tile per menu link with a tile that the member's roles open. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { token, user, roles } = useSession();
  const tiles = visibleTiles(FEATURES, Boolean(token), roles);
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
                      <tile.icon />
                    </Box>
                    <Box color="fg.subtle" aria-hidden="true">
                      <ArrowRight size={18} />
                    </Box>
                  </HStack>
                  <Heading as="h2" size="md">
                    {t(tile.titleKey)}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {t(tile.descriptionKey)}
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
