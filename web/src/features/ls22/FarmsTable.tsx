import { Badge, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '../../components/DataTable/StaticTable';
import type { ColumnDef } from '../../components/DataTable/types';
import { LoadFailed } from '../../components/LoadFailed';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type { FarmsTable_FarmFragment } from '../../gql/graphql';
import { farmPathOf } from './Ls22Layout';
import { Money } from './Money';
import { Ls22FarmsQuery } from './operations';

/** What the farms' table shows of a farm. */
export const FarmsTableFarmFragment = graphql(`
  fragment FarmsTable_farm on Ls22Farm {
    id
    farmId
    name
    money
    loan
    color
    mine
    members {
      id
      name
    }
  }
`);

type Farm = FarmsTable_FarmFragment;

function FarmName({ farm }: { farm: Farm }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      <RouterLink to={farmPathOf(farm.id)} fontWeight="medium">
        {farm.name}
      </RouterLink>
      {farm.mine && (
        <Badge colorPalette="green" variant="outline">
          {t('ls22:farms.mine')}
        </Badge>
      )}
    </HStack>
  );
}

const COLUMNS: ReadonlyArray<ColumnDef<Farm>> = [
  { id: 'name', headerKey: 'ls22:farms.name', cell: (farm) => <FarmName farm={farm} /> },
  { id: 'number', headerKey: 'ls22:farms.number', align: 'end', cell: (farm) => farm.farmId },
  { id: 'money', headerKey: 'ls22:farms.money', align: 'end', cell: (farm) => <Money value={farm.money} /> },
  { id: 'loan', headerKey: 'ls22:farms.loan', align: 'end', cell: (farm) => <Money value={farm.loan} /> },
  {
    id: 'members',
    headerKey: 'ls22:farms.members',
    cell: (farm) => (farm.members.length > 0 ? farm.members.map((member) => member.name).join(', ') : '–'),
  },
];

/** The farms of the latest backup with money and loan, the member's own first and marked (the server orders them). */
export function FarmsTable({ caption }: { caption: string }) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(Ls22FarmsQuery, { fetchPolicy: 'cache-and-network' });
  const farms = useFragment(FarmsTableFarmFragment, data?.ls22Farms);
  if (!farms) {
    if (loading) return <Skeleton height="24" />;
    return (
      <LoadFailed
        text={t('ls22:farms.loadFailed')}
        onRetry={() => void refetch()}
        retryLabel={t('ls22:retry')}
      />
    );
  }
  if (farms.length === 0) return <Text color="fg.muted">{t('ls22:farms.none')}</Text>;
  return <StaticTable columns={COLUMNS} rows={farms} getRowId={(farm) => farm.id} caption={caption} />;
}
