import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ListOrdered } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { StaticTable } from '../../components/DataTable/StaticTable';
import type { ColumnDef } from '../../components/DataTable/types';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type { DashboardScreen_EntryFragment } from '../../gql/graphql';
import { Amount } from './Amount';
import { BASE, pendingPathOf, SILENT } from './CryptTrackLayout';
import { LoadError } from './LoadError';
import { CryptTrackDashboardQuery } from './operations';

/** What the dashboard shows of a configuration: its accounts and open positions, or why they could not be read. */
export const DashboardScreenEntryFragment = graphql(`
  fragment DashboardScreen_entry on CryptTrackDashboardEntry {
    config {
      id
      platform
      label
    }
    accounts {
      productType
      marginCoin
      available
      frozen
      margin
      transferable
      positionMode
      crossedUnrealizedPnl
      isolatedUnrealizedPnl
      bonus
      totalCapital
      usdtEquity
      unrealizedPnl
    }
    positionSums {
      marginCoin
      count
      margin
      unrealizedPnl
    }
    error
    errorCode
  }
`);

type Entry = DashboardScreen_EntryFragment;
type Account = Entry['accounts'][number];

/** The account figures in the card, in the spec's order (02 §3), as short-form amounts. */
const FIGURES = [
  'available',
  'frozen',
  'margin',
  'transferable',
  'crossedUnrealizedPnl',
  'isolatedUnrealizedPnl',
  'bonus',
] as const satisfies readonly (keyof Account)[];
const SIGNED: ReadonlySet<string> = new Set(['crossedUnrealizedPnl', 'isolatedUnrealizedPnl']);

function AccountFigures({ account }: { account: Account }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mb="2">
        <Heading as="h3" size="sm" id={headingId}>
          {t(`crypt-track:productType.${account.productType}`)} · {account.marginCoin}
        </Heading>
        {account.positionMode && (
          <Text textStyle="xs" color="fg.muted">
            {t(`crypt-track:positionMode.${account.positionMode}`)}
          </Text>
        )}
      </Flex>
      <Stack gap="0" mb="3">
        <Text textStyle="xs" color="fg.muted">
          {t('crypt-track:account.totalCapital')}
        </Text>
        <Text textStyle="xl" fontWeight="semibold">
          <Amount value={account.totalCapital} form="short" unit={account.marginCoin} />
        </Text>
      </Stack>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {FIGURES.map((figure) => (
          <DataList.Item key={figure}>
            <DataList.ItemLabel minW="44">{t(`crypt-track:account.${figure}`)}</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="flex-end">
              <Amount value={account[figure]} form="short" signed={SIGNED.has(figure)} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

type PositionSum = Entry['positionSums'][number];

/** The open positions of an account, added up per margin coin. */
const SUM_COLUMNS: ReadonlyArray<ColumnDef<PositionSum>> = [
  { id: 'marginCoin', headerKey: 'crypt-track:position.marginCoin', cell: (sum) => sum.marginCoin },
  { id: 'count', headerKey: 'crypt-track:dashboard.count', align: 'end', cell: (sum) => sum.count },
  {
    id: 'margin',
    headerKey: 'crypt-track:position.margin',
    align: 'end',
    cell: (sum) => <Amount value={sum.margin} form="short" />,
  },
  {
    id: 'unrealizedPnl',
    headerKey: 'crypt-track:position.unrealizedPnl',
    align: 'end',
    cell: (sum) => <Amount value={sum.unrealizedPnl} form="short" signed />,
  },
];

function PositionSums({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (entry.positionSums.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('crypt-track:dashboard.noPositions')}
      </Text>
    );
  return (
    <StaticTable
      columns={SUM_COLUMNS}
      rows={entry.positionSums}
      getRowId={(sum) => sum.marginCoin}
      caption={t('crypt-track:dashboard.sums')}
    />
  );
}

/** One configuration: its accounts and its open positions added up, or why the exchange gave none. */
function ConfigCard({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId} overflowWrap="anywhere">
            {entry.config.label}
          </Heading>
          <Badge variant="outline">{t(`crypt-track:platform.${entry.config.platform}`)}</Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        {entry.error ? (
          <LoadFailed title={t('crypt-track:dashboard.failed')} text={entry.error} />
        ) : (
          <Stack gap="4">
            {entry.accounts.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('crypt-track:dashboard.noAccounts')}
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
                {entry.accounts.map((account) => (
                  <AccountFigures key={`${account.productType}:${account.marginCoin}`} account={account} />
                ))}
              </SimpleGrid>
            )}
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('crypt-track:dashboard.openPositions')}
              </Heading>
              <PositionSums entry={entry} />
            </Stack>
          </Stack>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="teal">
          <RrLink to={pendingPathOf(entry.config.id)}>
            <ListOrdered />
            {t('crypt-track:dashboard.positions', { label: entry.config.label })}
          </RrLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** /service/crypt-track/dashboard: a card per configuration (spec 02 §2), kept fresh by the toolbar's auto-reload. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { data, previousData, loading, error, refetch } = useQuery(CryptTrackDashboardQuery, {
    fetchPolicy: 'cache-and-network',
    context: SILENT,
  });
  const entries = useFragment(DashboardScreenEntryFragment, (data ?? previousData)?.cryptTrackDashboard);

  let body;
  if (!entries && loading) body = <PageSpinner />;
  else if (!entries) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (entries.length === 0)
    body = (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('crypt-track:dashboard.emptyTitle')}</Alert.Title>
          <Alert.Description>
            {t('crypt-track:dashboard.empty')}{' '}
            <RouterLink to={`${BASE}/settings`}>{t('crypt-track:dashboard.emptyLink')}</RouterLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else
    body = (
      <Stack gap="4">
        {error && <LoadError error={error} onRetry={() => void refetch()} stale />}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {entries.map((entry) => (
            <ConfigCard key={entry.config.id} entry={entry} />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('crypt-track:dashboard.title')} lead={t('crypt-track:dashboard.lead')} />
      <Box aria-busy={loading && !entries}>{body}</Box>
    </>
  );
}
