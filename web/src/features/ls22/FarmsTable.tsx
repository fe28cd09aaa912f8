import { Alert, Badge, Button, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { farmPathOf } from './Ls22Layout';
import { Money } from './Money';
import { Ls22FarmsQuery } from './operations';

/** The farms of the latest backup with money and loan, the member's own first and marked (the server orders them). */
export function FarmsTable({ caption }: { caption: string }) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(Ls22FarmsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (loading) return <Skeleton height="24" />;
    return (
      <Alert.Root status="error" borderRadius="md" alignItems="center">
        <Alert.Indicator />
        <Alert.Description flex="1">{t('ls22:farms.loadFailed')}</Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          <RotateCw />
          {t('ls22:retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (data.ls22Farms.length === 0) return <Text color="fg.muted">{t('ls22:farms.none')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('ls22:farms.name')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('ls22:farms.number')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('ls22:farms.money')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('ls22:farms.loan')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('ls22:farms.members')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.ls22Farms.map((farm) => (
            <Table.Row key={farm.id} bg={farm.mine ? 'green.subtle' : undefined}>
              <Table.Cell>
                <HStack gap="2">
                  <RouterLink to={farmPathOf(farm.id)} fontWeight="medium">
                    {farm.name}
                  </RouterLink>
                  {farm.mine && (
                    <Badge colorPalette="green" variant="outline">
                      {t('ls22:farms.mine')}
                    </Badge>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end">{farm.farmId}</Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={farm.money} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={farm.loan} />
              </Table.Cell>
              <Table.Cell>
                {farm.members.length > 0 ? farm.members.map((member) => member.name).join(', ') : '–'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
