import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../../components/DataTable/types';
import { useTableState } from '../../../components/DataTable/useTableState';
import type { TimeBrandOrderField, TimeBrandsQuery as BrandsData } from '../../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import { useDeleteMutation } from '../../../lib/useDeleteMutation';
import {
  CreateTimeBrandMutation,
  DeleteTimeBrandMutation,
  TimeBrandsQuery,
  TimeDropdownDataQuery,
  UpdateTimeBrandMutation,
} from '../operations';
import { namedChoices } from '../choices';
import { evicting, ManagedList, useEntityDialog } from './ManagedList';

type BrandRow = BrandsData['timeBrands']['items'][number];

function brandsConfig(
  customers: { value: string; label: string }[],
): TableConfig<BrandRow, TimeBrandOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:searchName' }],
    columns: [
      { id: 'name', headerKey: 'timetracking:name', sortField: 'NAME', cell: (row) => row.name },
      {
        id: 'customer',
        headerKey: 'timetracking:brand.customer',
        filter: { kind: 'select', field: 'customerId', options: customers },
        cell: (row) => row.customer.name,
      },
    ],
  };
}

/** /service/timetracking/manage/brands: the brands of the member's customers. */
export function BrandsScreen() {
  const { t } = useTranslation();
  const { data: choices } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const customers = useMemo(() => namedChoices(choices?.timeDropdownData.customers), [choices]);
  const config = useMemo(() => brandsConfig(customers), [customers]);
  const { state, variables } = useTableState(config);
  const text = (key: string) =>
    typeof state.filters[key] === 'string' ? (state.filters[key] as string) : undefined;
  const { data, previousData, loading, error, refetch } = useQuery(TimeBrandsQuery, {
    variables: { ...variables, filter: { search: text('search'), customerId: text('customerId') } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const evict = evicting('timeBrands', 'timeDropdownData');
  const [create] = useMutation(CreateTimeBrandMutation, evict);
  const [update] = useMutation(UpdateTimeBrandMutation, evict);
  const remove = useDeleteMutation(DeleteTimeBrandMutation, {
    field: 'deleteTimeBrand',
    typename: 'TimeBrand',
    listField: 'timeBrands',
  });
  const { open, dialog } = useEntityDialog<BrandRow, 'name' | 'customerId'>({
    kind: 'brand',
    fields: [
      { name: 'name', label: t('timetracking:name'), required: true },
      {
        name: 'customerId',
        label: t('timetracking:brand.customer'),
        kind: 'select',
        required: true,
        placeholder: t('timetracking:choose'),
        options: customers,
      },
    ],
    initialOf: (row) => ({ name: row?.name ?? '', customerId: row?.customer.id ?? '' }),
    save: async ({ name, customerId }, row) => {
      const input = { name: name.trim(), customerId };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateTimeBrand.name ?? null;
      return (await create({ variables: { input } })).data?.createTimeBrand.name ?? null;
    },
  });
  return (
    <ManagedList
      kind="brand"
      config={config}
      page={data?.timeBrands ?? (loading ? previousData?.timeBrands : undefined)}
      loading={loading}
      error={error}
      refetch={() => void refetch()}
      edit={open}
      remove={remove}
      create={() => open()}
    >
      {dialog}
    </ManagedList>
  );
}
