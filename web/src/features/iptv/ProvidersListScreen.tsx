import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { CountText } from '../../components/CountText';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { DateTimeText } from '../../components/DateTimeText';
import { graphql, useFragment } from '../../gql';
import type { IptvProviderOrderField, ProvidersListScreen_ProviderFragment } from '../../gql/graphql';
import { notifySuccess } from '../../lib/toast';
import { useDeleteMutation } from '../../lib/useDeleteMutation';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { IptvDeleteProviderMutation, IptvProvidersQuery } from './operations';

/** What the providers' table shows of a provider. */
export const ProvidersListScreenProviderFragment = graphql(`
  fragment ProvidersListScreen_provider on IptvProvider {
    id
    name
    channelCount
    updatedAt
    lastImport {
      id
      state
      finishedAt
      startedAt
    }
  }
`);

type ProviderRow = ProvidersListScreen_ProviderFragment;

const NO_ROWS: readonly ProviderRow[] = [];

function LastImportCell({ provider }: { provider: ProviderRow }) {
  const { t } = useTranslation();
  const last = provider.lastImport;
  if (!last)
    return (
      <Text as="span" color="fg.muted">
        {t('iptv:providers.neverImported')}
      </Text>
    );
  const when = last.finishedAt ?? last.startedAt;
  return (
    <>
      <Text as="span" display="block">
        {t(`iptv:importState.${last.state}`)}
      </Text>
      {when && <DateTimeText value={when} />}
    </>
  );
}

function ProviderActions({ provider }: { provider: ProviderRow }) {
  const { t } = useTranslation();
  const deleteProvider = useDeleteMutation(IptvDeleteProviderMutation, {
    field: 'deleteIptvProvider',
    typename: 'IptvProvider',
    listField: 'iptvProviders',
  });
  const onDelete = async () => {
    if (await deleteProvider(provider.id))
      notifySuccess(t('iptv:providers.deleted', { name: provider.name }));
  };
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton
        asChild
        size="xs"
        variant="ghost"
        aria-label={t('iptv:providers.edit', { name: provider.name })}
      >
        <RrLink
          to={`/cp/iptv-providers/${provider.id}/edit`}
          title={t('iptv:providers.edit', { name: provider.name })}
        >
          <Pencil />
        </RrLink>
      </IconButton>
      <DeleteButton
        iconOnly
        size="xs"
        label={t('iptv:providers.delete', { name: provider.name })}
        onDelete={onDelete}
        confirm={{
          title: t('iptv:providers.deleteTitle'),
          message: t('iptv:providers.deleteMessage', { name: provider.name, count: provider.channelCount }),
        }}
      />
    </HStack>
  );
}

export const providersTableConfig: TableConfig<ProviderRow, IptvProviderOrderField> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  columns: [
    {
      id: 'name',
      headerKey: 'iptv:providers.name',
      sortField: 'NAME',
      // the table does not wrap; a long name would push the actions out of sight on phones
      cell: (provider) => (
        <Text as="span" fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
          {provider.name}
        </Text>
      ),
    },
    {
      id: 'channelCount',
      headerKey: 'iptv:providers.channelCount',
      sortField: 'CHANNEL_COUNT',
      align: 'end',
      cell: (provider) => <CountText value={provider.channelCount} />,
    },
    {
      id: 'lastImport',
      headerKey: 'iptv:providers.lastImport',
      sortField: 'LAST_IMPORT',
      hideBelow: 'sm',
      cell: (provider) => <LastImportCell provider={provider} />,
    },
    {
      id: 'updatedAt',
      headerKey: 'iptv:providers.updated',
      sortField: 'UPDATED_AT',
      hideBelow: 'md',
      cell: (provider) => <DateTimeText value={provider.updatedAt} />,
    },
    {
      id: 'actions',
      card: 'actions',
      headerKey: 'iptv:providers.actions',
      align: 'end',
      width: '6rem',
      cell: (provider) => <ProviderActions provider={provider} />,
    },
  ],
};

export function CreateProviderButton() {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="teal">
      <RrLink to="/cp/iptv-providers/create">
        <Plus />
        {t('iptv:providers.create')}
      </RrLink>
    </Button>
  );
}

/** /cp/iptv-providers/list: the IPTV providers, paged and sorted through the URL. */
export function ProvidersListScreen() {
  const { t } = useTranslation();
  const { variables } = useTableState(providersTableConfig);
  const { data, previousData, loading, error, refetch } = useQuery(IptvProvidersQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.iptvProviders ?? (loading ? previousData?.iptvProviders : undefined);
  const rows = useFragment(ProvidersListScreenProviderFragment, page?.items) ?? NO_ROWS;
  return (
    <>
      <PageHeader
        title={t('iptv:providers.title')}
        lead={t('iptv:providers.intro')}
        actions={<CreateProviderButton />}
      />
      <DataTable
        config={providersTableConfig}
        caption={t('iptv:providers.caption')}
        rows={rows}
        total={page?.pageInfo.total ?? 0}
        getRowId={(provider) => provider.id}
        loading={loading}
        error={!page && !loading ? error : undefined}
        onRetry={() => void refetch()}
        paginationWindow={5}
      />
    </>
  );
}
