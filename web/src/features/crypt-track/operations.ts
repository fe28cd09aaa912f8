import { graphql } from '../../gql';

// Crypto tracker (spec 02 §2, §7): the member's exchange configurations, their accounts and positions.

export const CryptTrackConfigsQuery = graphql(`
  query CryptTrackConfigs {
    cryptTrackConfigs {
      id
      label
      ...ConfigCard_config
      ...ConfigFormDialog_config
    }
  }
`);

export const CryptTrackDashboardQuery = graphql(`
  query CryptTrackDashboard {
    cryptTrackDashboard {
      ...DashboardScreen_entry
    }
  }
`);

export const CryptTrackPendingPositionsQuery = graphql(`
  query CryptTrackPendingPositions($configId: ID!) {
    cryptTrackPendingPositions(configId: $configId) {
      positionId
      ...PendingPositions_position
    }
  }
`);

export const CryptTrackHistoryPositionsQuery = graphql(`
  query CryptTrackHistoryPositions($configId: ID!, $from: DateTime, $to: DateTime, $symbol: String) {
    cryptTrackHistoryPositions(configId: $configId, from: $from, to: $to, symbol: $symbol) {
      positionId
      ...HistoryPanel_position
    }
  }
`);

export const CreateCryptTrackConfigMutation = graphql(`
  mutation CreateCryptTrackConfig($input: CreateCryptTrackConfigInput!) {
    createCryptTrackConfig(input: $input) {
      config {
        id
        ...ConfigCard_config
        ...ConfigFormDialog_config
      }
      keysWork
      message
      errorCode
    }
  }
`);

export const UpdateCryptTrackConfigMutation = graphql(`
  mutation UpdateCryptTrackConfig($id: ID!, $input: UpdateCryptTrackConfigInput!) {
    updateCryptTrackConfig(id: $id, input: $input) {
      config {
        id
        ...ConfigCard_config
        ...ConfigFormDialog_config
      }
      keysWork
      message
      errorCode
    }
  }
`);

export const TestCryptTrackConfigMutation = graphql(`
  mutation TestCryptTrackConfig($id: ID!) {
    testCryptTrackConfig(id: $id) {
      keysWork
      message
      errorCode
    }
  }
`);

export const DeleteCryptTrackConfigMutation = graphql(`
  mutation DeleteCryptTrackConfig($id: ID!) {
    deleteCryptTrackConfig(id: $id)
  }
`);
