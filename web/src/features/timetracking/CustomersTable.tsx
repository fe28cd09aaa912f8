import { Button } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type {
  CustomersTable_CustomerFragment as CustomerRow,
  TimeCustomerOrderField,
} from '../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { SectionTable, usePagedList } from './SectionTable';

const CustomersTableFragment = graphql(`
  fragment CustomersTable_customer on TimeCustomer {
    id
    name
  }
`);

const TimeCustomersQuery = graphql(`
  query TimeCustomers(
    $page: Int
    $perPage: Int
    $orderBy: TimeCustomerOrderField
    $direction: SortDirection
    $filter: TimeNameFilter
  ) {
    timeCustomers(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        ...CustomersTable_customer
      }
      pageInfo {
        total
      }
    }
  }
`);

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
  const list = usePagedList(TimeCustomersQuery, 'timeCustomers', {
    ...variables,
    filter: { search: typeof search === 'string' ? search : undefined },
  });
  const rows = useFragment(CustomersTableFragment, list.page?.items ?? []);
  return (
    <SectionTable
      id="tt-customers"
      title={t('timetracking:customer.listTitle')}
      config={config}
      rows={rows}
      result={list}
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
