import { graphql } from '../../../gql';
import { catalogue, CatalogueScreen } from './CatalogueScreen';

export const CUSTOMERS = '/service/timetracking/manage/customers';

const CustomerFragment = graphql(`
  fragment CustomersListScreen_customer on TimeCustomer {
    id
    name
  }
`);

const customers = catalogue({
  kind: 'customer',
  typename: 'TimeCustomer',
  fragment: CustomerFragment,
  query: graphql(`
    query TimeCustomersList(
      $page: Int
      $perPage: Int
      $orderBy: TimeCustomerOrderField
      $direction: SortDirection
      $filter: TimeNameFilter
    ) {
      timeCustomers(
        page: $page
        perPage: $perPage
        orderBy: $orderBy
        direction: $direction
        filter: $filter
      ) {
        items {
          ...CustomersListScreen_customer
        }
        pageInfo {
          total
        }
      }
    }
  `),
  listField: 'timeCustomers',
  remove: graphql(`
    mutation DeleteTimeCustomer($id: ID!) {
      deleteTimeCustomer(id: $id)
    }
  `),
  editing: { path: CUSTOMERS },
});

/** /service/timetracking/manage/customers/list: the member's customers, to create, edit and delete. */
export const CustomersListScreen = () => <CatalogueScreen catalogue={customers} />;
