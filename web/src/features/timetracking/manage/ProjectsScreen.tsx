import { graphql } from '../../../gql';
import { brandChoices } from '../choices';
import { catalogue, CatalogueScreen } from './CatalogueScreen';

const ProjectFragment = graphql(`
  fragment ProjectsScreen_project on TimeProject {
    id
    name
    brand {
      id
      name
      customer {
        id
        name
      }
    }
  }
`);

const projects = catalogue({
  kind: 'project',
  typename: 'TimeProject',
  fragment: ProjectFragment,
  query: graphql(`
    query TimeProjects(
      $page: Int
      $perPage: Int
      $orderBy: TimeProjectOrderField
      $direction: SortDirection
      $filter: TimeProjectFilter
    ) {
      timeProjects(
        page: $page
        perPage: $perPage
        orderBy: $orderBy
        direction: $direction
        filter: $filter
      ) {
        items {
          ...ProjectsScreen_project
        }
        pageInfo {
          total
        }
      }
    }
  `),
  listField: 'timeProjects',
  alsoListedIn: ['timeDropdownData'],
  usesChoices: true,
  remove: graphql(`
    mutation DeleteTimeProject($id: ID!) {
      deleteTimeProject(id: $id)
    }
  `),
  columns: ({ choices }) => [
    {
      id: 'brand',
      headerKey: 'timetracking:project.brand',
      filter: { kind: 'select', field: 'brandId', options: brandChoices(choices) },
      cell: (row) => `${row.brand.customer.name} / ${row.brand.name}`,
    },
  ],
  editing: {
    create: graphql(`
      mutation CreateTimeProject($input: TimeProjectInput!) {
        createTimeProject(input: $input) {
          ...ProjectsScreen_project
        }
      }
    `),
    update: graphql(`
      mutation UpdateTimeProject($id: ID!, $input: TimeProjectInput!) {
        updateTimeProject(id: $id, input: $input) {
          ...ProjectsScreen_project
        }
      }
    `),
    fields: ({ t, choices }) => [
      { name: 'name', label: t('timetracking:name'), required: true },
      {
        name: 'brandId',
        label: t('timetracking:project.brand'),
        kind: 'select',
        required: true,
        placeholder: t('timetracking:choose'),
        options: brandChoices(choices),
      },
    ],
    initialOf: (row) => ({ name: row?.name ?? '', brandId: row?.brand.id ?? '' }),
    inputOf: ({ name, brandId }) => ({ name: name.trim(), brandId }),
  },
});

/** /service/timetracking/manage/projects: the projects of the member's brands. */
export const ProjectsScreen = () => <CatalogueScreen catalogue={projects} />;
