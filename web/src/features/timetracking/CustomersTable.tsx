import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { RouterLink } from '../../components/RouterLink';
import type { TimeCustomerOrderField, TimeCustomersQuery as CustomersData } from '../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { TimeCustomersQuery } from './operations';
import { SectionTable } from './SectionTable';

type CustomerRow = CustomersData['timeCustomers']['items'][number];

const config: TableConfig<CustomerRow, TimeCustomerOrderField> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:customer.search' }],
  columns: [
    {
      id: 'name',
      headerKey: 'timetracking:customer.name',
      sortField: 'NAME',
      cell: (row) => (
        <RouterLink to={`/service/timetracking/customers/${row.id}`} fontWeight="medium">
          {row.name}
        </RouterLink>
      ),
    },
  ],
};

/** /service/timetracking/customers: the member's customers, each leading to its brands, budgets and records. */
export function CustomersTable() {
  const { t } = useTranslation();
  const { state, variables } = useTableState(config);
  const search = state.filters.search;
  const { data, previousData, loading, error, refetch } = useQuery(TimeCustomersQuery, {
    variables: { ...variables, filter: { search: typeof search === 'string' ? search : undefined } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.timeCustomers ?? (loading ? previousData?.timeCustomers : undefined);
  return (
    <SectionTable
      id="tt-customers"
      title={t('timetracking:customer.listTitle')}
      config={config}
      result={{ page, loading, error, refetch }}
      emptyText={t('timetracking:customer.empty')}
      toolbar={
        <Button asChild size="sm" variant="outline">
          <RrLink to="/service/timetracking/manage/customers/list">
            <Settings />
            {t('timetracking:customer.manage')}
          </RrLink>
        </Button>
      }
    />
  );
}
