import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { ChartColumn, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useOutletContext, useParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { PageSpinner } from '../../components/PageSpinner';
import { useRouteName } from '../../lib/pageName';
import { farmPathOf, financialsPathOf } from './Ls22Layout';
import { Ls22FarmQuery } from './operations';

export type Ls22FarmData = NonNullable<ResultOf<typeof Ls22FarmQuery>['ls22Farm']>;

/** The farm of the current screen (given by FarmLayout). */
export const useFarm = () => useOutletContext<Ls22FarmData>();

/** The farm's screens in the left menu, in their order (spec 02 §2: general 1, finances 2). */
const SCREENS = [
  { id: 'general', icon: Info, pathOf: farmPathOf, end: true },
  { id: 'finances', icon: ChartColumn, pathOf: financialsPathOf, end: false },
] as const;

/**
 * /games/ls22/farm/{farm_id}: the farm's screens beside a left menu; its breadcrumb shows the farm's name. An
 * unknown farm is a proper not-found page.
 */
export function FarmLayout() {
  const { t } = useTranslation();
  const { farmId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(Ls22FarmQuery, {
    variables: { id: farmId },
    fetchPolicy: 'cache-and-network',
  });
  const farm = data?.ls22Farm;
  useRouteName(farm?.name);
  if (!data) {
    if (loading) return <PageSpinner />;
    if (error)
      return (
        <LoadFailed
          text={t('ls22:farm.loadFailed')}
          onRetry={() => void refetch()}
          retryLabel={t('ls22:retry')}
        />
      );
  }
  if (!farm) return <NotFoundScreen />;
  return (
    <Grid templateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Box as="nav" aria-label={t('ls22:farm.menu', { name: farm.name })}>
        <Stack as="ul" gap="1" listStyleType="none">
          {SCREENS.map(({ id, icon: Icon, pathOf, end }) => (
            <li key={id}>
              <Button
                asChild
                size="sm"
                variant="ghost"
                width="full"
                justifyContent="flex-start"
                css={{ '&[aria-current=page]': { bg: 'green.subtle', color: 'green.fg' } }}
              >
                <NavLink to={pathOf(farm.id)} end={end}>
                  <Icon aria-hidden="true" />
                  {t(`ls22:farm.${id}`)}
                </NavLink>
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Box minW="0">
        <Outlet context={farm satisfies Ls22FarmData} />
      </Box>
    </Grid>
  );
}
