import { graphql } from '../../../gql';
import { catalogue, CatalogueScreen } from './CatalogueScreen';

const TypeFragment = graphql(`
  fragment TypesScreen_type on TimeType {
    id
    name
  }
`);

const types = catalogue({
  kind: 'type',
  typename: 'TimeType',
  fragment: TypeFragment,
  query: graphql(`
    query TimeTypes(
      $page: Int
      $perPage: Int
      $orderBy: TimeTypeOrderField
      $direction: SortDirection
      $filter: TimeNameFilter
    ) {
      timeTypes(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
        items {
          ...TypesScreen_type
        }
        pageInfo {
          total
        }
      }
    }
  `),
  listField: 'timeTypes',
  alsoListedIn: ['timeDropdownData'],
  remove: graphql(`
    mutation DeleteTimeType($id: ID!) {
      deleteTimeType(id: $id)
    }
  `),
  editing: {
    create: graphql(`
      mutation CreateTimeType($input: TimeTypeInput!) {
        createTimeType(input: $input) {
          ...TypesScreen_type
        }
      }
    `),
    update: graphql(`
      mutation UpdateTimeType($id: ID!, $input: TimeTypeInput!) {
        updateTimeType(id: $id, input: $input) {
          ...TypesScreen_type
        }
      }
    `),
    fields: ({ t }) => [{ name: 'name', label: t('timetracking:name'), required: true }],
    initialOf: (row) => ({ name: row?.name ?? '' }),
    inputOf: ({ name }) => ({ name: name.trim() }),
  },
});

/** /service/timetracking/manage/types: what kinds of work the member's records are (development, meeting …). */
export const TypesScreen = () => <CatalogueScreen catalogue={types} />;
