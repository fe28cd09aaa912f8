import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useNavigate } from 'react-router-dom';
import type { TableConfig } from '../../../components/DataTable/types';
import { useTableState } from '../../../components/DataTable/useTableState';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import type { TimeCustomerOrderField } from '../../../gql/graphql';
import { useDeleteMutation } from '../../../lib/useDeleteMutation';
import { DeleteTimeCustomerMutation, TimeCustomersQuery } from '../operations';
import { ManagedList, type Named } from './ManagedList';

export const CUSTOMERS = '/service/timetracking/manage/customers';

const config: TableConfig<Named, TimeCustomerOrderField> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:searchName' }],
  columns: [{ id: 'name', headerKey: 'timetracking:name', sortField: 'NAME', cell: (row) => row.name }],
};

/** /service/timetracking/manage/customers/list: the member's customers, to create, edit and delete. */
export function CustomersListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, variables } = useTableState(config);
  const search = state.filters.search;
  const { data, previousData, loading, error, refetch } = useQuery(TimeCustomersQuery, {
    variables: { ...variables, filter: { search: typeof search === 'string' ? search : undefined } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const remove = useDeleteMutation(DeleteTimeCustomerMutation, {
    field: 'deleteTimeCustomer',
    typename: 'TimeCustomer',
    listField: 'timeCustomers',
  });
  return (
    <ManagedList
      kind="customer"
      config={config}
      page={data?.timeCustomers ?? (loading ? previousData?.timeCustomers : undefined)}
      loading={loading}
      error={error}
      refetch={() => void refetch()}
      edit={(row) => void navigate(`${CUSTOMERS}/${row.id}/edit`)}
      remove={remove}
      create={
        <Button asChild size="sm" colorPalette="teal">
          <RrLink to={`${CUSTOMERS}/create`}>
            <Plus />
            {t('timetracking:customer.new')}
          </RrLink>
        </Button>
      }
    />
  );
}
