import { graphql } from '../../../gql';
import { namedChoices } from '../choices';
import { catalogue, CatalogueScreen } from './CatalogueScreen';

const BrandFragment = graphql(`
  fragment BrandsScreen_brand on TimeBrand {
    id
    name
    customer {
      id
      name
    }
  }
`);

const brands = catalogue({
  kind: 'brand',
  typename: 'TimeBrand',
  fragment: BrandFragment,
  query: graphql(`
    query TimeBrands(
      $page: Int
      $perPage: Int
      $orderBy: TimeBrandOrderField
      $direction: SortDirection
      $filter: TimeBrandFilter
    ) {
      timeBrands(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
        items {
          ...BrandsScreen_brand
        }
        pageInfo {
          total
        }
      }
    }
  `),
  listField: 'timeBrands',
  alsoListedIn: ['timeDropdownData'],
  usesChoices: true,
  remove: graphql(`
    mutation DeleteTimeBrand($id: ID!) {
      deleteTimeBrand(id: $id)
    }
  `),
  columns: ({ choices }) => [
    {
      id: 'customer',
      headerKey: 'timetracking:brand.customer',
      filter: { kind: 'select', field: 'customerId', options: namedChoices(choices?.customers) },
      cell: (row) => row.customer.name,
    },
  ],
  editing: {
    create: graphql(`
      mutation CreateTimeBrand($input: TimeBrandInput!) {
        createTimeBrand(input: $input) {
          ...BrandsScreen_brand
        }
      }
    `),
    update: graphql(`
      mutation UpdateTimeBrand($id: ID!, $input: TimeBrandInput!) {
        updateTimeBrand(id: $id, input: $input) {
          ...BrandsScreen_brand
        }
      }
    `),
    fields: ({ t, choices }) => [
      { name: 'name', label: t('timetracking:name'), required: true },
      {
        name: 'customerId',
        label: t('timetracking:brand.customer'),
        kind: 'select',
        required: true,
        placeholder: t('timetracking:choose'),
        options: namedChoices(choices?.customers),
      },
    ],
    initialOf: (row) => ({ name: row?.name ?? '', customerId: row?.customer.id ?? '' }),
    inputOf: ({ name, customerId }) => ({ name: name.trim(), customerId }),
  },
});

/** /service/timetracking/manage/brands: the brands of the member's customers. */
export const BrandsScreen = () => <CatalogueScreen catalogue={brands} />;
