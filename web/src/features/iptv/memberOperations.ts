import { graphql } from '../../gql';

// The member's side of IPTV (spec 02 §2): lists, their rows, provider settings, personal links.

export const IptvListCardFragment = graphql(`
  fragment IptvListCard_list on IptvList {
    id
    name
    stats {
      channelCount
      categoryCount
    }
    usedProviders {
      id
      name
      frontendUrl
      userHasValidSettings
      missingFields
    }
    personalDownloadLinkUrl
  }
`);

export const IptvListsQuery = graphql(`
  query IptvLists {
    iptvLists {
      id
      ...IptvListCard_list
    }
  }
`);

export const IptvListNamesQuery = graphql(`
  query IptvListNames {
    iptvLists {
      id
      name
    }
  }
`);

export const IptvListQuery = graphql(`
  query IptvList($id: ID!) {
    iptvList(id: $id) {
      id
      name
    }
  }
`);

export const CreateIptvListMutation = graphql(`
  mutation CreateIptvList($name: String!) {
    createIptvList(name: $name) {
      id
      name
    }
  }
`);

export const RenameIptvListMutation = graphql(`
  mutation RenameIptvList($id: ID!, $name: String!) {
    renameIptvList(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const DeleteIptvListMutation = graphql(`
  mutation DeleteIptvList($id: ID!) {
    deleteIptvList(id: $id)
  }
`);

export const CreateIptvPersonalDownloadLinkMutation = graphql(`
  mutation CreateIptvPersonalDownloadLink($listId: ID!) {
    createIptvPersonalDownloadLink(listId: $listId) {
      id
      personalDownloadLinkUrl
    }
  }
`);

export const IptvCatalogueQuery = graphql(`
  query IptvCatalogue(
    $page: Int
    $perPage: Int
    $orderBy: IptvChannelOrderField
    $direction: SortDirection
    $filter: IptvChannelFilter
  ) {
    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        ...ChannelsScreen_channel
      }
      pageInfo {
        total
      }
    }
  }
`);

export const IptvCatalogueGroupsQuery = graphql(`
  query IptvCatalogueGroups {
    iptvChannelGroups
  }
`);

export const IptvListGroupsQuery = graphql(`
  query IptvListGroups($listId: ID!) {
    iptvList(id: $listId) {
      id
      groups
    }
  }
`);

export const AddIptvChannelsMutation = graphql(`
  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {
    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)
  }
`);

export const IptvListScreenQuery = graphql(`
  query IptvListScreen(
    $listId: ID!
    $page: Int
    $perPage: Int
    $orderBy: IptvListChannelOrderField
    $direction: SortDirection
    $filter: IptvListChannelFilter
  ) {
    iptvList(id: $listId) {
      id
      ...ListScreen_list
    }
  }
`);

// The changes of the order answer the list as the screen shows it (`$direction` is the rows' sort, `$move` the step).

export const MoveIptvListChannelMutation = graphql(`
  mutation MoveIptvListChannel(
    $listId: ID!
    $id: ID!
    $move: IptvMoveDirection!
    $page: Int
    $perPage: Int
    $orderBy: IptvListChannelOrderField
    $direction: SortDirection
    $filter: IptvListChannelFilter
  ) {
    moveIptvListChannel(listId: $listId, id: $id, direction: $move) {
      ...ListScreen_list
    }
  }
`);

export const MoveIptvListChannelsMutation = graphql(`
  mutation MoveIptvListChannels(
    $listId: ID!
    $ids: [ID!]!
    $move: IptvMoveDirection!
    $page: Int
    $perPage: Int
    $orderBy: IptvListChannelOrderField
    $direction: SortDirection
    $filter: IptvListChannelFilter
  ) {
    moveIptvListChannels(listId: $listId, ids: $ids, direction: $move) {
      ...ListScreen_list
    }
  }
`);

export const MoveIptvListChannelToMutation = graphql(`
  mutation MoveIptvListChannelTo(
    $listId: ID!
    $from: Int!
    $to: Int!
    $group: String
    $page: Int
    $perPage: Int
    $orderBy: IptvListChannelOrderField
    $direction: SortDirection
    $filter: IptvListChannelFilter
  ) {
    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group) {
      ...ListScreen_list
    }
  }
`);

export const MoveIptvListGroupMutation = graphql(`
  mutation MoveIptvListGroup(
    $listId: ID!
    $group: String!
    $to: Int!
    $page: Int
    $perPage: Int
    $orderBy: IptvListChannelOrderField
    $direction: SortDirection
    $filter: IptvListChannelFilter
  ) {
    moveIptvListGroup(listId: $listId, group: $group, to: $to) {
      ...ListScreen_list
    }
  }
`);

export const CopyIptvListChannelsToGroupMutation = graphql(`
  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {
    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)
  }
`);

export const MoveIptvListChannelsToGroupMutation = graphql(`
  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {
    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)
  }
`);

export const RemoveIptvListChannelsFromGroupMutation = graphql(`
  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {
    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)
  }
`);

export const IptvChannelMovedSubscription = graphql(`
  subscription IptvChannelMoved($listId: ID!) {
    iptvChannelMoved(listId: $listId)
  }
`);

export const IptvMemberProvidersQuery = graphql(`
  query IptvMemberProviders {
    iptvMemberProviders {
      id
      name
      frontendUrl
      requiredFields
      userHasValidSettings
    }
  }
`);

export const IptvProviderSettingsQuery = graphql(`
  query IptvProviderSettings($providerId: ID!) {
    iptvProviderSettings(providerId: $providerId) {
      id
      providerId
      username
      passwordSet
    }
  }
`);

export const SaveIptvProviderSettingsMutation = graphql(`
  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {
    saveIptvProviderSettings(providerId: $providerId, input: $input) {
      id
      providerId
      username
      passwordSet
      provider {
        id
        userHasValidSettings
      }
    }
  }
`);

export const IptvEpgQuery = graphql(`
  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {
    iptvEpg(listId: $listId, from: $from, to: $to) {
      listChannelId
      name
      programmes {
        start
        stop
        title
        subtitle
        description
        category
      }
    }
  }
`);
