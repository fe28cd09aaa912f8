import { graphql } from '../../gql';

export const M3uWizardImportFragment = graphql(`
  fragment M3uWizard_import on IptvImport {
    id
    state
    current
    total
    channelCount
    groupCount
    skipped {
      reason
      count
    }
    credentialsFound
    removedCount
    error
    startedAt
    finishedAt
  }
`);

export const EpgImportPanelImportFragment = graphql(`
  fragment EpgImportPanel_import on IptvEpgImport {
    id
    state
    url
    current
    programmeCount
    channelCount
    matchedCount
    skipped {
      reason
      count
    }
    truncated
    error
    startedAt
    finishedAt
  }
`);

export const IptvProvidersQuery = graphql(`
  query IptvProviders(
    $page: Int
    $perPage: Int
    $orderBy: IptvProviderOrderField
    $direction: SortDirection
  ) {
    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {
      items {
        id
        ...ProvidersListScreen_provider
      }
      pageInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
  }
`);

export const IptvProviderQuery = graphql(`
  query IptvProvider($id: ID!) {
    iptvProvider(id: $id) {
      id
      name
      channelCount
      updatedAt
      ...ProviderForm_provider
      lastImport {
        ...M3uWizard_import
      }
      lastEpgImport {
        ...EpgImportPanel_import
      }
    }
  }
`);

export const IptvCreateProviderMutation = graphql(`
  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {
    createIptvProvider(input: $input) {
      id
      name
    }
  }
`);

export const IptvUpdateProviderMutation = graphql(`
  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {
    updateIptvProvider(id: $id, input: $input) {
      id
      name
      updatedAt
      ...ProviderForm_provider
      lastEpgImport {
        ...EpgImportPanel_import
      }
    }
  }
`);

export const IptvDeleteProviderMutation = graphql(`
  mutation IptvDeleteProvider($id: ID!) {
    deleteIptvProvider(id: $id)
  }
`);

export const IptvRefreshProviderMutation = graphql(`
  mutation IptvRefreshProvider($id: ID!) {
    refreshIptvProvider(id: $id) {
      ...M3uWizard_import
    }
  }
`);

export const IptvImportProgressSubscription = graphql(`
  subscription IptvImportProgress($importId: ID!) {
    iptvImportProgress(importId: $importId) {
      ...M3uWizard_import
    }
  }
`);

export const IptvRefreshEpgMutation = graphql(`
  mutation IptvRefreshEpg($providerId: ID!) {
    refreshIptvEpg(providerId: $providerId) {
      ...EpgImportPanel_import
    }
  }
`);

export const IptvEpgImportProgressSubscription = graphql(`
  subscription IptvEpgImportProgress($importId: ID!) {
    iptvEpgImportProgress(importId: $importId) {
      ...EpgImportPanel_import
    }
  }
`);
