import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../../components/DataTable/types';
import { useTableState } from '../../../components/DataTable/useTableState';
import type { TimeProjectOrderField, TimeProjectsQuery as ProjectsData } from '../../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import { useDeleteMutation } from '../../../lib/useDeleteMutation';
import { brandChoices } from '../choices';
import {
  CreateTimeProjectMutation,
  DeleteTimeProjectMutation,
  TimeDropdownDataQuery,
  TimeProjectsQuery,
  UpdateTimeProjectMutation,
} from '../operations';
import { evicting, ManagedList, useEntityDialog } from './ManagedList';

type ProjectRow = ProjectsData['timeProjects']['items'][number];

function projectsConfig(
  brands: { value: string; label: string }[],
): TableConfig<ProjectRow, TimeProjectOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:searchName' }],
    columns: [
      { id: 'name', headerKey: 'timetracking:name', sortField: 'NAME', cell: (row) => row.name },
      {
        id: 'brand',
        headerKey: 'timetracking:project.brand',
        filter: { kind: 'select', field: 'brandId', options: brands },
        cell: (row) => `${row.brand.customer.name} / ${row.brand.name}`,
      },
    ],
  };
}

/** /service/timetracking/manage/projects: the projects of the member's brands. */
export function ProjectsScreen() {
  const { t } = useTranslation();
  const { data: choices } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const brands = useMemo(() => brandChoices(choices?.timeDropdownData), [choices]);
  const config = useMemo(() => projectsConfig(brands), [brands]);
  const { state, variables } = useTableState(config);
  const text = (key: string) =>
    typeof state.filters[key] === 'string' ? (state.filters[key] as string) : undefined;
  const { data, previousData, loading, error, refetch } = useQuery(TimeProjectsQuery, {
    variables: { ...variables, filter: { search: text('search'), brandId: text('brandId') } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const evict = evicting('timeProjects');
  const [create] = useMutation(CreateTimeProjectMutation, evict);
  const [update] = useMutation(UpdateTimeProjectMutation, evict);
  const remove = useDeleteMutation(DeleteTimeProjectMutation, {
    field: 'deleteTimeProject',
    typename: 'TimeProject',
    listField: 'timeProjects',
  });
  const { open, dialog } = useEntityDialog<ProjectRow, 'name' | 'brandId'>({
    kind: 'project',
    fields: [
      { name: 'name', label: t('timetracking:name'), required: true },
      {
        name: 'brandId',
        label: t('timetracking:project.brand'),
        kind: 'select',
        required: true,
        placeholder: t('timetracking:choose'),
        options: brands,
      },
    ],
    initialOf: (row) => ({ name: row?.name ?? '', brandId: row?.brand.id ?? '' }),
    save: async ({ name, brandId }, row) => {
      const input = { name: name.trim(), brandId };
      if (row)
        return (await update({ variables: { id: row.id, input } })).data?.updateTimeProject.name ?? null;
      return (await create({ variables: { input } })).data?.createTimeProject.name ?? null;
    },
  });
  return (
    <ManagedList
      kind="project"
      config={config}
      page={data?.timeProjects ?? (loading ? previousData?.timeProjects : undefined)}
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
