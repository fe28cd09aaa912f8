import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../../components/DataTable/types';
import { useTableState } from '../../../components/DataTable/useTableState';
import type { TimeTypeOrderField } from '../../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import { useDeleteMutation } from '../../../lib/useDeleteMutation';
import {
  CreateTimeTypeMutation,
  DeleteTimeTypeMutation,
  TimeTypesQuery,
  UpdateTimeTypeMutation,
} from '../operations';
import { evicting, ManagedList, useEntityDialog, type Named } from './ManagedList';

const config: TableConfig<Named, TimeTypeOrderField> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:searchName' }],
  columns: [{ id: 'name', headerKey: 'timetracking:name', sortField: 'NAME', cell: (row) => row.name }],
};

/** /service/timetracking/manage/types: what kinds of work the member's records are (development, meeting …). */
export function TypesScreen() {
  const { t } = useTranslation();
  const { state, variables } = useTableState(config);
  const search = state.filters.search;
  const { data, previousData, loading, error, refetch } = useQuery(TimeTypesQuery, {
    variables: { ...variables, filter: { search: typeof search === 'string' ? search : undefined } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const evict = evicting('timeTypes', 'timeDropdownData');
  const [create] = useMutation(CreateTimeTypeMutation, evict);
  const [update] = useMutation(UpdateTimeTypeMutation, evict);
  const remove = useDeleteMutation(DeleteTimeTypeMutation, {
    field: 'deleteTimeType',
    typename: 'TimeType',
    listField: 'timeTypes',
  });
  const { open, dialog } = useEntityDialog<Named, 'name'>({
    kind: 'type',
    fields: [{ name: 'name', label: t('timetracking:name'), required: true }],
    initialOf: (row) => ({ name: row?.name ?? '' }),
    save: async ({ name }, row) => {
      const input = { name: name.trim() };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateTimeType.name ?? null;
      return (await create({ variables: { input } })).data?.createTimeType.name ?? null;
    },
  });
  return (
    <ManagedList
      kind="type"
      config={config}
      page={data?.timeTypes ?? (loading ? previousData?.timeTypes : undefined)}
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
