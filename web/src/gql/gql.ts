/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment TelegramDetails_telegram on TelegramSubscription {\n    telegramId\n    username\n    firstName\n    lastName\n    createdAt\n  }\n": typeof types.TelegramDetails_TelegramFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.TelegramLoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword(\n    $token: String!\n    $email: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    resetPassword(\n      token: $token\n      email: $email\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment OverviewScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    createdAt\n    readingMinutes\n    creator {\n      name\n    }\n    images {\n      filename\n      thumbnailUrl\n    }\n  }\n": typeof types.OverviewScreen_PostFragmentDoc,
    "\n  fragment PostListScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    active\n    createdAt\n    updatedAt\n    creator {\n      name\n    }\n  }\n": typeof types.PostListScreen_PostFragmentDoc,
    "\n  fragment CreatorCard_creator on PostCreator {\n    name\n    socialMedia {\n      network\n      url\n    }\n  }\n": typeof types.CreatorCard_CreatorFragmentDoc,
    "\n  query Blog($slug: String!) {\n    blog(slug: $slug) {\n      slug\n      name\n    }\n  }\n": typeof types.BlogDocument,
    "\n  query Posts(\n    $blog: String!\n    $page: Int\n    $perPage: Int\n    $orderBy: PostOrderField\n    $direction: SortDirection\n    $filter: PostFilter\n  ) {\n    posts(\n      blog: $blog\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        ...PostListScreen_post\n        ...OverviewScreen_post\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.PostsDocument,
    "\n  fragment PagesTab_page on PostPage {\n    id\n    pageNumber\n    content\n    active\n    createdAt\n  }\n": typeof types.PagesTab_PageFragmentDoc,
    "\n  fragment ImageBag_image on Image {\n    name\n    filename\n    imageUrl\n    thumbnailUrl\n  }\n": typeof types.ImageBag_ImageFragmentDoc,
    "\n  query Post($blog: String!, $slug: String!) {\n    post(blog: $blog, slug: $slug) {\n      id\n      slug\n      title\n      subtitle\n      active\n      createdAt\n      updatedAt\n      readingMinutes\n      creator {\n        name\n        ...CreatorCard_creator\n      }\n      pages {\n        ...PagesTab_page\n      }\n      images {\n        ...ImageBag_image\n      }\n    }\n  }\n": typeof types.PostDocument,
    "\n  mutation CreatePost($blog: String!, $input: CreatePostInput!) {\n    createPost(blog: $blog, input: $input) {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($blog: String!, $id: ID!, $input: UpdatePostInput!) {\n    updatePost(blog: $blog, id: $id, input: $input) {\n      id\n      slug\n      title\n      subtitle\n      active\n      updatedAt\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation DeletePost($blog: String!, $id: ID!) {\n    deletePost(blog: $blog, id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation AddPostPage($blog: String!, $postId: ID!) {\n    addPostPage(blog: $blog, postId: $postId) {\n      id\n      pageNumber\n      ...PagesTab_page\n    }\n  }\n": typeof types.AddPostPageDocument,
    "\n  mutation UpdatePostPage($blog: String!, $postId: ID!, $pageId: ID!, $input: UpdatePostPageInput!) {\n    updatePostPage(blog: $blog, postId: $postId, pageId: $pageId, input: $input) {\n      ...PagesTab_page\n    }\n  }\n": typeof types.UpdatePostPageDocument,
    "\n  query PostImages($blog: String!, $postId: ID!) {\n    postImages(blog: $blog, postId: $postId) {\n      ...ImageBag_image\n    }\n  }\n": typeof types.PostImagesDocument,
    "\n  fragment ActiveToggle_user on User {\n    id\n    active\n  }\n": typeof types.ActiveToggle_UserFragmentDoc,
    "\n  fragment PersonalDataForm_user on User {\n    id\n    name\n    email\n  }\n": typeof types.PersonalDataForm_UserFragmentDoc,
    "\n  fragment TelegramCard_user on User {\n    id\n    telegramSubscription {\n      ...TelegramDetails_telegram\n    }\n  }\n": typeof types.TelegramCard_UserFragmentDoc,
    "\n  fragment RolesForm_user on User {\n    id\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.RolesForm_UserFragmentDoc,
    "\n  fragment UsersTable_user on User {\n    id\n    name\n    email\n    active\n    createdAt\n    updatedAt\n  }\n": typeof types.UsersTable_UserFragmentDoc,
    "\n  query CpUsers(\n    $page: Int\n    $perPage: Int\n    $orderBy: UserOrderField\n    $direction: SortDirection\n    $filter: UserFilter\n  ) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.CpUsersDocument,
    "\n  query CpRoles {\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.CpRolesDocument,
    "\n  query CpUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      createdAt\n      ...ActiveToggle_user\n      ...PersonalDataForm_user\n      ...TelegramCard_user\n      ...RolesForm_user\n    }\n  }\n": typeof types.CpUserDocument,
    "\n  mutation CpCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      name\n      email\n      active\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CpCreateUserDocument,
    "\n  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      updatedAt\n    }\n  }\n": typeof types.CpUpdateUserDocument,
    "\n  mutation CpSetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      id\n      active\n      activatedAt\n      updatedAt\n    }\n  }\n": typeof types.CpSetUserActiveDocument,
    "\n  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {\n    syncUserRoles(id: $id, roleIds: $roleIds) {\n      id\n      roles {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CpSyncUserRolesDocument,
    "\n  mutation CpDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.CpDeleteUserDocument,
    "\n  fragment ConfigFormDialog_config on CryptTrackConfig {\n    id\n    platform\n    label\n    apiKeyLast4\n  }\n": typeof types.ConfigFormDialog_ConfigFragmentDoc,
    "\n  fragment DashboardScreen_entry on CryptTrackDashboardEntry {\n    config {\n      id\n      platform\n      label\n    }\n    accounts {\n      productType\n      marginCoin\n      available\n      frozen\n      margin\n      transferable\n      positionMode\n      crossedUnrealizedPnl\n      isolatedUnrealizedPnl\n      bonus\n      totalCapital\n      usdtEquity\n      unrealizedPnl\n    }\n    positionSums {\n      marginCoin\n      count\n      margin\n      unrealizedPnl\n    }\n    error\n    errorCode\n  }\n": typeof types.DashboardScreen_EntryFragmentDoc,
    "\n  fragment HistoryPanel_position on CryptTrackHistoryPosition {\n    positionId\n    symbol\n    marginCoin\n    side\n    marginMode\n    openAveragePrice\n    closeAveragePrice\n    openTotal\n    closeTotal\n    pnl\n    netProfit\n    totalFunding\n    openFee\n    closeFee\n    createdAt\n    modifiedAt\n  }\n": typeof types.HistoryPanel_PositionFragmentDoc,
    "\n  fragment PendingPositions_position on CryptTrackPosition {\n    positionId\n    productType\n    symbol\n    marginCoin\n    qty\n    entryValue\n    side\n    marginMode\n    positionMode\n    leverage\n    fee\n    funding\n    realizedPnl\n    margin\n    unrealizedPnl\n    liquidationPrice\n    averageOpenPrice\n    markPrice\n    marginRate\n    createdAt\n    modifiedAt\n  }\n": typeof types.PendingPositions_PositionFragmentDoc,
    "\n  fragment ConfigCard_config on CryptTrackConfig {\n    id\n    label\n    platform\n    apiKeyLast4\n    updatedAt\n  }\n": typeof types.ConfigCard_ConfigFragmentDoc,
    "\n  query CryptTrackConfigs {\n    cryptTrackConfigs {\n      id\n      label\n      ...ConfigCard_config\n      ...ConfigFormDialog_config\n    }\n  }\n": typeof types.CryptTrackConfigsDocument,
    "\n  query CryptTrackDashboard {\n    cryptTrackDashboard {\n      ...DashboardScreen_entry\n    }\n  }\n": typeof types.CryptTrackDashboardDocument,
    "\n  query CryptTrackPendingPositions($configId: ID!) {\n    cryptTrackPendingPositions(configId: $configId) {\n      positionId\n      ...PendingPositions_position\n    }\n  }\n": typeof types.CryptTrackPendingPositionsDocument,
    "\n  query CryptTrackHistoryPositions($configId: ID!, $from: DateTime, $to: DateTime, $symbol: String) {\n    cryptTrackHistoryPositions(configId: $configId, from: $from, to: $to, symbol: $symbol) {\n      positionId\n      ...HistoryPanel_position\n    }\n  }\n": typeof types.CryptTrackHistoryPositionsDocument,
    "\n  mutation CreateCryptTrackConfig($input: CreateCryptTrackConfigInput!) {\n    createCryptTrackConfig(input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n": typeof types.CreateCryptTrackConfigDocument,
    "\n  mutation UpdateCryptTrackConfig($id: ID!, $input: UpdateCryptTrackConfigInput!) {\n    updateCryptTrackConfig(id: $id, input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n": typeof types.UpdateCryptTrackConfigDocument,
    "\n  mutation TestCryptTrackConfig($id: ID!) {\n    testCryptTrackConfig(id: $id) {\n      keysWork\n      message\n      errorCode\n    }\n  }\n": typeof types.TestCryptTrackConfigDocument,
    "\n  mutation DeleteCryptTrackConfig($id: ID!) {\n    deleteCryptTrackConfig(id: $id)\n  }\n": typeof types.DeleteCryptTrackConfigDocument,
    "\n  fragment InstitutesTable_current on DawumCurrentPolls {\n    surveys {\n      id\n      date\n      persons\n      institute {\n        id\n        name\n      }\n      results {\n        partyId\n        percent\n      }\n    }\n    average {\n      partyId\n      shortcut\n      name\n      percent\n    }\n  }\n": typeof types.InstitutesTable_CurrentFragmentDoc,
    "\n  fragment SurveysScreen_survey on DawumSurvey {\n    id\n    date\n    period {\n      start\n      end\n    }\n    persons\n    parliament {\n      id\n      shortcut\n      name\n    }\n    institute {\n      id\n      name\n    }\n    tasker {\n      id\n      name\n    }\n    method {\n      id\n      name\n    }\n  }\n": typeof types.SurveysScreen_SurveyFragmentDoc,
    "\n  fragment DawumStatus_status on DawumSyncStatus {\n    lastSyncAt\n    lastUpdate\n    outcome\n    error\n    surveyCount\n    unknownReferences {\n      kind\n      id\n      surveys\n    }\n    attribution {\n      source\n      sourceUrl\n      licence\n      licenceUrl\n    }\n  }\n": typeof types.DawumStatus_StatusFragmentDoc,
    "\n  query DawumSyncStatus {\n    dawumSyncStatus {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n": typeof types.DawumSyncStatusDocument,
    "\n  mutation SyncDawum {\n    syncDawum {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n": typeof types.SyncDawumDocument,
    "\n  query DawumParliaments {\n    dawumParliaments {\n      id\n      shortcut\n      name\n      election\n    }\n  }\n": typeof types.DawumParliamentsDocument,
    "\n  query DawumInstitutes($parliamentId: ID) {\n    dawumInstitutes(parliamentId: $parliamentId) {\n      id\n      name\n    }\n  }\n": typeof types.DawumInstitutesDocument,
    "\n  query DawumCurrentPolls($parliamentId: ID!) {\n    dawumCurrentPolls(parliamentId: $parliamentId) {\n      parliament {\n        id\n        name\n        election\n      }\n      surveys {\n        id\n      }\n      average {\n        partyId\n        shortcut\n        name\n        percent\n        institutes\n      }\n      ...InstitutesTable_current\n    }\n  }\n": typeof types.DawumCurrentPollsDocument,
    "\n  query DawumTrend($parliamentId: ID!, $from: Date, $to: Date) {\n    dawumTrend(parliamentId: $parliamentId, from: $from, to: $to) {\n      partyId\n      shortcut\n      name\n      values {\n        date\n        percent\n        surveyId\n        institute\n      }\n      average {\n        date\n        percent\n      }\n    }\n  }\n": typeof types.DawumTrendDocument,
    "\n  query DawumSurveys(\n    $page: Int\n    $perPage: Int\n    $orderBy: DawumSurveyOrderField\n    $direction: SortDirection\n    $filter: DawumSurveyFilter\n  ) {\n    dawumSurveys(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...SurveysScreen_survey\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.DawumSurveysDocument,
    "\n  query DawumSurvey($id: ID!) {\n    dawumSurvey(id: $id) {\n      id\n      date\n      period {\n        start\n        end\n      }\n      persons\n      parliament {\n        id\n        shortcut\n        name\n        election\n      }\n      institute {\n        id\n        name\n      }\n      tasker {\n        id\n        name\n      }\n      method {\n        id\n        name\n      }\n      results {\n        partyId\n        shortcut\n        name\n        percent\n      }\n    }\n  }\n": typeof types.DawumSurveyDocument,
    "\n  fragment DownloadRow_download on Download {\n    __typename\n    id\n    filename\n    sizeBytes\n    downloadCount\n    createdAt\n    expiresAt\n    seenAt\n    url\n  }\n": typeof types.DownloadRow_DownloadFragmentDoc,
    "\n  query MyDownloads {\n    myDownloads {\n      id\n      ...DownloadRow_download\n    }\n  }\n": typeof types.MyDownloadsDocument,
    "\n  query UnseenDownloadsCount {\n    unseenDownloadsCount\n  }\n": typeof types.UnseenDownloadsCountDocument,
    "\n  mutation MarkDownloadSeen($id: ID!) {\n    markDownloadSeen(id: $id) {\n      id\n      ...DownloadRow_download\n    }\n  }\n": typeof types.MarkDownloadSeenDocument,
    "\n  mutation DeleteDownload($id: ID!) {\n    deleteDownload(id: $id)\n  }\n": typeof types.DeleteDownloadDocument,
    "\n  subscription DownloadsChanged {\n    downloadsChanged {\n      type\n      downloadId\n      download {\n        id\n        ...DownloadRow_download\n      }\n    }\n  }\n": typeof types.DownloadsChangedDocument,
    "\n  fragment ChannelsScreen_channel on IptvChannel {\n    id\n    name\n    logo\n    groupTitle\n    provider {\n      id\n      name\n    }\n  }\n": typeof types.ChannelsScreen_ChannelFragmentDoc,
    "\n  fragment ListScreen_groups on IptvList {\n    id\n    groups\n    providerGroups\n  }\n": typeof types.ListScreen_GroupsFragmentDoc,
    "\n  fragment ListScreen_list on IptvList {\n    id\n    name\n    ...ListScreen_groups\n    channels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ListRows_row\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.ListScreen_ListFragmentDoc,
    "\n  fragment ProviderForm_provider on IptvProvider {\n    id\n    name\n    channelUrl\n    channelCredentialsStored\n    frontendUrl\n    epgUrl\n    excludeFromRefresh\n    requiredFields\n  }\n": typeof types.ProviderForm_ProviderFragmentDoc,
    "\n  fragment ProvidersListScreen_provider on IptvProvider {\n    id\n    name\n    channelCount\n    updatedAt\n    lastImport {\n      id\n      state\n      finishedAt\n      startedAt\n    }\n  }\n": typeof types.ProvidersListScreen_ProviderFragmentDoc,
    "\n  fragment ListRows_row on IptvListChannel {\n    id\n    order\n    name\n    link\n    provider {\n      id\n      name\n    }\n    providerGroupTitle\n  }\n": typeof types.ListRows_RowFragmentDoc,
    "\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n      missingFields\n    }\n    personalDownloadLinkUrl\n  }\n": typeof types.IptvListCard_ListFragmentDoc,
    "\n  query IptvLists {\n    iptvLists {\n      id\n      ...IptvListCard_list\n    }\n  }\n": typeof types.IptvListsDocument,
    "\n  query IptvListNames {\n    iptvLists {\n      id\n      name\n    }\n  }\n": typeof types.IptvListNamesDocument,
    "\n  query IptvList($id: ID!) {\n    iptvList(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.IptvListDocument,
    "\n  mutation CreateIptvList($name: String!) {\n    createIptvList(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.CreateIptvListDocument,
    "\n  mutation RenameIptvList($id: ID!, $name: String!) {\n    renameIptvList(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameIptvListDocument,
    "\n  mutation DeleteIptvList($id: ID!) {\n    deleteIptvList(id: $id)\n  }\n": typeof types.DeleteIptvListDocument,
    "\n  mutation CreateIptvPersonalDownloadLink($listId: ID!) {\n    createIptvPersonalDownloadLink(listId: $listId) {\n      id\n      personalDownloadLinkUrl\n    }\n  }\n": typeof types.CreateIptvPersonalDownloadLinkDocument,
    "\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvChannelOrderField\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ChannelsScreen_channel\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.IptvCatalogueDocument,
    "\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n": typeof types.IptvCatalogueGroupsDocument,
    "\n  query IptvListGroups($listId: ID!) {\n    iptvList(id: $listId) {\n      id\n      groups\n    }\n  }\n": typeof types.IptvListGroupsDocument,
    "\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n": typeof types.AddIptvChannelsDocument,
    "\n  query IptvListScreen(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvList(id: $listId) {\n      id\n      ...ListScreen_list\n    }\n  }\n": typeof types.IptvListScreenDocument,
    "\n  mutation MoveIptvListChannel(\n    $listId: ID!\n    $id: ID!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n": typeof types.MoveIptvListChannelDocument,
    "\n  mutation MoveIptvListChannels(\n    $listId: ID!\n    $ids: [ID!]!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannels(listId: $listId, ids: $ids, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n": typeof types.MoveIptvListChannelsDocument,
    "\n  mutation MoveIptvListChannelTo(\n    $listId: ID!\n    $from: Int!\n    $to: Int!\n    $group: String\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group) {\n      ...ListScreen_list\n    }\n  }\n": typeof types.MoveIptvListChannelToDocument,
    "\n  mutation MoveIptvListGroup(\n    $listId: ID!\n    $group: String!\n    $to: Int!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to) {\n      ...ListScreen_list\n    }\n  }\n": typeof types.MoveIptvListGroupDocument,
    "\n  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": typeof types.CopyIptvListChannelsToGroupDocument,
    "\n  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": typeof types.MoveIptvListChannelsToGroupDocument,
    "\n  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {\n    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)\n  }\n": typeof types.RemoveIptvListChannelsFromGroupDocument,
    "\n  subscription IptvChannelMoved($listId: ID!) {\n    iptvChannelMoved(listId: $listId)\n  }\n": typeof types.IptvChannelMovedDocument,
    "\n  query IptvMemberProviders {\n    iptvMemberProviders {\n      id\n      name\n      frontendUrl\n      requiredFields\n      userHasValidSettings\n    }\n  }\n": typeof types.IptvMemberProvidersDocument,
    "\n  query IptvProviderSettings($providerId: ID!) {\n    iptvProviderSettings(providerId: $providerId) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n": typeof types.IptvProviderSettingsDocument,
    "\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n      provider {\n        id\n        userHasValidSettings\n      }\n    }\n  }\n": typeof types.SaveIptvProviderSettingsDocument,
    "\n  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {\n    iptvEpg(listId: $listId, from: $from, to: $to) {\n      listChannelId\n      name\n      programmes {\n        start\n        stop\n        title\n        subtitle\n        description\n        category\n      }\n    }\n  }\n": typeof types.IptvEpgDocument,
    "\n  fragment M3uWizard_import on IptvImport {\n    id\n    state\n    current\n    total\n    channelCount\n    groupCount\n    skipped {\n      reason\n      count\n    }\n    credentialsFound\n    removedCount\n    error\n    startedAt\n    finishedAt\n  }\n": typeof types.M3uWizard_ImportFragmentDoc,
    "\n  fragment EpgImportPanel_import on IptvEpgImport {\n    id\n    state\n    url\n    current\n    programmeCount\n    channelCount\n    matchedCount\n    skipped {\n      reason\n      count\n    }\n    truncated\n    error\n    startedAt\n    finishedAt\n  }\n": typeof types.EpgImportPanel_ImportFragmentDoc,
    "\n  query IptvProviders(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvProviderOrderField\n    $direction: SortDirection\n  ) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        ...ProvidersListScreen_provider\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.IptvProvidersDocument,
    "\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelCount\n      updatedAt\n      ...ProviderForm_provider\n      lastImport {\n        ...M3uWizard_import\n      }\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n": typeof types.IptvProviderDocument,
    "\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.IptvCreateProviderDocument,
    "\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n      ...ProviderForm_provider\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n": typeof types.IptvUpdateProviderDocument,
    "\n  mutation IptvDeleteProvider($id: ID!) {\n    deleteIptvProvider(id: $id)\n  }\n": typeof types.IptvDeleteProviderDocument,
    "\n  mutation IptvRefreshProvider($id: ID!) {\n    refreshIptvProvider(id: $id) {\n      ...M3uWizard_import\n    }\n  }\n": typeof types.IptvRefreshProviderDocument,
    "\n  subscription IptvImportProgress($importId: ID!) {\n    iptvImportProgress(importId: $importId) {\n      ...M3uWizard_import\n    }\n  }\n": typeof types.IptvImportProgressDocument,
    "\n  mutation IptvRefreshEpg($providerId: ID!) {\n    refreshIptvEpg(providerId: $providerId) {\n      ...EpgImportPanel_import\n    }\n  }\n": typeof types.IptvRefreshEpgDocument,
    "\n  subscription IptvEpgImportProgress($importId: ID!) {\n    iptvEpgImportProgress(importId: $importId) {\n      ...EpgImportPanel_import\n    }\n  }\n": typeof types.IptvEpgImportProgressDocument,
    "\n  fragment BackupsScreen_backup on Ls22Backup {\n    id\n    takenAt\n    trigger\n    monotonicDay\n    sizeBytes\n    zipUrl\n    files {\n      name\n      state\n      sizeBytes\n      error\n    }\n  }\n": typeof types.BackupsScreen_BackupFragmentDoc,
    "\n  fragment FarmsTable_farm on Ls22Farm {\n    id\n    farmId\n    name\n    money\n    loan\n    color\n    mine\n    members {\n      id\n      name\n    }\n  }\n": typeof types.FarmsTable_FarmFragmentDoc,
    "\n  fragment Ls22Header_server on Ls22Server {\n    online\n    state\n    game\n    version\n    name\n    mapName\n    players {\n      name\n      isAdmin\n      uptimeMinutes\n    }\n    slotsUsed\n    slotsCapacity\n    dayTime\n    inGameDate {\n      year\n      month\n      day\n    }\n    inGameTime\n    latestBackupAt\n    lastError\n    mods {\n      name\n      title\n      version\n      author\n    }\n    vehicleCount\n    fetchedAt\n    polledAt\n  }\n": typeof types.Ls22Header_ServerFragmentDoc,
    "\n  query Ls22Server {\n    ls22Server {\n      ...Ls22Header_server\n    }\n  }\n": typeof types.Ls22ServerDocument,
    "\n  subscription Ls22ServerChanged {\n    ls22ServerChanged {\n      ...Ls22Header_server\n    }\n  }\n": typeof types.Ls22ServerChangedDocument,
    "\n  query Ls22Farms {\n    ls22Farms {\n      id\n      ...FarmsTable_farm\n    }\n  }\n": typeof types.Ls22FarmsDocument,
    "\n  query Ls22Farm($id: ID!) {\n    ls22Farm(id: $id) {\n      id\n      farmId\n      name\n      money\n      loan\n      color\n      mine\n      updatedAt\n      players {\n        name\n        isFarmManager\n        uniqueUserId\n        lastConnected\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n": typeof types.Ls22FarmDocument,
    "\n  query Ls22FarmFinancials($farmId: ID!) {\n    ls22FarmFinancials(farmId: $farmId) {\n      day\n      other\n      soldMilk\n      soldWood\n      soldWool\n      incomeBga\n      soldBales\n      soldAnimals\n      wagePayment\n      fieldSelling\n      loanInterest\n      purchaseFuel\n      soldProducts\n      soldVehicles\n      fieldPurchase\n      harvestIncome\n      missionIncome\n      purchaseBales\n      purchaseSeeds\n      purchaseWater\n      soldBuildings\n      newAnimalCost\n      propertyIncome\n      newVehicleCost\n      productionsCosts\n      purchasePallets\n      constructionCost\n      purchaseSaplings\n      purchaseFertilizer\n      vehicleLeasingCost\n      vehicleRunningCost\n      propertyMaintenance\n      productionDeliveryCosts\n      extra\n    }\n  }\n": typeof types.Ls22FarmFinancialsDocument,
    "\n  query Ls22Environment {\n    ls22Environment {\n      currentDay\n      currentMonotonicDay\n      daysPerPeriod\n      inGameDate {\n        year\n        month\n        day\n      }\n      weather {\n        typeName\n        season\n        startDay\n        startDayTime\n        duration\n      }\n      backupAt\n    }\n  }\n": typeof types.Ls22EnvironmentDocument,
    "\n  query Ls22ServerLinks {\n    ls22ServerLinks {\n      configured\n      webInterface\n      stats\n      map\n    }\n  }\n": typeof types.Ls22ServerLinksDocument,
    "\n  query Ls22Backups($page: Int, $perPage: Int) {\n    ls22Backups(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...BackupsScreen_backup\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.Ls22BackupsDocument,
    "\n  query Ls22Config {\n    ls22Config {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n": typeof types.Ls22ConfigDocument,
    "\n  mutation SaveLs22Config($input: SaveLs22ConfigInput!) {\n    saveLs22Config(input: $input) {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n": typeof types.SaveLs22ConfigDocument,
    "\n  mutation BackupLs22Now {\n    backupLs22Now {\n      id\n      takenAt\n    }\n  }\n": typeof types.BackupLs22NowDocument,
    "\n  query Ls22AssignableMembers {\n    ls22AssignableMembers {\n      id\n      name\n      email\n    }\n  }\n": typeof types.Ls22AssignableMembersDocument,
    "\n  mutation AssignLs22FarmUser($farmId: ID!, $userId: ID) {\n    assignLs22FarmUser(farmId: $farmId, userId: $userId) {\n      id\n      mine\n      members {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssignLs22FarmUserDocument,
    "\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n      ...DownloadRemoved_notification\n      ...TimeClockRunning_notification\n      ...TimeBudget_notification\n    }\n  }\n": typeof types.NotificationReceivedDocument,
    "\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n": typeof types.DownloadReady_NotificationFragmentDoc,
    "\n  fragment DownloadRemoved_notification on DownloadRemovedNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n": typeof types.DownloadRemoved_NotificationFragmentDoc,
    "\n  fragment TimeClockRunning_notification on TimeClockRunningNotification {\n    id\n    recordId\n    start\n    hours\n  }\n": typeof types.TimeClockRunning_NotificationFragmentDoc,
    "\n  fragment TimeBudget_notification on TimeBudgetNotification {\n    id\n    budgetId\n    budgetName\n    percent\n  }\n": typeof types.TimeBudget_NotificationFragmentDoc,
    "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    socialMedia {\n      network\n      url\n    }\n  }\n": typeof types.ProfileForm_MeFragmentDoc,
    "\n  query Profile {\n    me {\n      id\n      createdAt\n      roles {\n        id\n        name\n      }\n      ...ProfileForm_me\n      telegramSubscription {\n        ...TelegramDetails_telegram\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      socialMedia {\n        network\n        url\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  fragment TokenList_token on PersonalAccessToken {\n    id\n    name\n    scope\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n": typeof types.TokenList_TokenFragmentDoc,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenList_token\n    }\n  }\n": typeof types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        id\n        name\n        ...TokenList_token\n      }\n    }\n  }\n": typeof types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n": typeof types.RevokePersonalAccessTokenDocument,
    "\n  fragment BudgetConsumption_budget on TimeBudget {\n    id\n    name\n    timeSeconds\n    usedSeconds\n    moneyCents\n    usedMoneyCents\n    remainingSeconds\n    remainingSecondsPerWeek\n    endsOn\n  }\n": typeof types.BudgetConsumption_BudgetFragmentDoc,
    "\n  fragment CalendarBlock_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    task {\n      id\n      title\n    }\n    breaks {\n      start\n      stop\n    }\n  }\n": typeof types.CalendarBlock_RecordFragmentDoc,
    "\n  query CalendarRecords($filter: TimeRecordFilter!) {\n    timeRecords(perPage: 100, orderBy: START, direction: ASC, filter: $filter) {\n      items {\n        id\n        ...CalendarBlock_record\n        ...RecordDialog_record\n      }\n    }\n  }\n": typeof types.CalendarRecordsDocument,
    "\n  mutation CreateCalendarRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n": typeof types.CreateCalendarRecordDocument,
    "\n  mutation MoveTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n": typeof types.MoveTimeRecordDocument,
    "\n  query TimeCustomerScreen($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n    }\n    timeBrands(perPage: 100, filter: { customerId: $id }) {\n      items {\n        id\n        ...BrandTile_brand\n      }\n    }\n    timeBudgets(perPage: 100) {\n      items {\n        id\n        customerId\n        brandId\n        ...CustomerBudget_budget\n      }\n    }\n  }\n": typeof types.TimeCustomerScreenDocument,
    "\n  fragment BrandTile_brand on TimeBrand {\n    id\n    name\n  }\n": typeof types.BrandTile_BrandFragmentDoc,
    "\n  fragment CustomerBudget_budget on TimeBudget {\n    id\n    name\n    targetName\n    ...BudgetConsumption_budget\n  }\n": typeof types.CustomerBudget_BudgetFragmentDoc,
    "\n  query TimeBrandStats($id: ID!) {\n    timeBrandStats(id: $id) {\n      brandId\n      seconds\n      recordCount\n      thisMonthSeconds\n    }\n  }\n": typeof types.TimeBrandStatsDocument,
    "\n  fragment CustomersTable_customer on TimeCustomer {\n    id\n    name\n  }\n": typeof types.CustomersTable_CustomerFragmentDoc,
    "\n  query TimeCustomers(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeCustomerOrderField\n    $direction: SortDirection\n    $filter: TimeNameFilter\n  ) {\n    timeCustomers(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...CustomersTable_customer\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.TimeCustomersDocument,
    "\n  fragment DownloadReady_file on Download {\n    id\n    filename\n    url\n  }\n": typeof types.DownloadReady_FileFragmentDoc,
    "\n  mutation ExportTimeStatistics($type: TimeStatisticsExportType!, $format: TimeExportFormat!) {\n    exportTimeStatistics(type: $type, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n": typeof types.ExportTimeStatisticsDocument,
    "\n  fragment HeaderClock_record on TimeRecord {\n    id\n    start\n    text\n    paused\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n      title\n    }\n    budgets {\n      id\n      ...BudgetLeft_budget\n    }\n  }\n": typeof types.HeaderClock_RecordFragmentDoc,
    "\n  fragment BudgetLeft_budget on TimeBudget {\n    id\n    name\n    remainingSeconds\n  }\n": typeof types.BudgetLeft_BudgetFragmentDoc,
    "\n  query TimeOverview {\n    timeStatistics {\n      ...StatisticsTiles_statistics\n      ...WorkingTimeDays_statistics\n    }\n    lastTimeRecord {\n      ...QuickEntry_lastRecord\n    }\n    timeFieldSuggestions(field: TEXT)\n  }\n": typeof types.TimeOverviewDocument,
    "\n  fragment StatisticsTiles_statistics on TimeStatistics {\n    overall {\n      seconds\n      recordCount\n      includesRunning\n    }\n    today {\n      ...PeriodTile_period\n    }\n    thisWeek {\n      ...PeriodTile_period\n    }\n    thisMonth {\n      ...PeriodTile_period\n    }\n  }\n": typeof types.StatisticsTiles_StatisticsFragmentDoc,
    "\n  fragment StatisticsTiles_record on TimeRecord {\n    id\n    start\n    breaks {\n      start\n      stop\n    }\n  }\n": typeof types.StatisticsTiles_RecordFragmentDoc,
    "\n  fragment PeriodTile_period on TimeStatisticsPeriod {\n    seconds\n    targetSeconds\n    startsAt\n    includesRunning\n  }\n": typeof types.PeriodTile_PeriodFragmentDoc,
    "\n  fragment QuickEntry_lastRecord on TimeRecord {\n    id\n    stop\n  }\n": typeof types.QuickEntry_LastRecordFragmentDoc,
    "\n  mutation CreateTimeRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      duration\n      ...RecordsTable_record\n    }\n  }\n": typeof types.CreateTimeRecordDocument,
    "\n  fragment RecordDialog_record on TimeRecord {\n    id\n    start\n    stop\n    text\n    ticketUrl\n    tags\n    billable\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n    }\n    type {\n      id\n    }\n    project {\n      id\n    }\n  }\n": typeof types.RecordDialog_RecordFragmentDoc,
    "\n  mutation UpdateTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      ...RecordsTable_record\n    }\n  }\n": typeof types.UpdateTimeRecordDocument,
    "\n  fragment RecordsTable_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    ticketUrl\n    finished\n    paused\n    breaks {\n      start\n      stop\n    }\n    tags\n    billable\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...RecordDialog_record\n  }\n": typeof types.RecordsTable_RecordFragmentDoc,
    "\n  query TimeRecords(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeRecordOrderField\n    $direction: SortDirection\n    $filter: TimeRecordFilter\n  ) {\n    timeRecords(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...RecordsTable_record\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.TimeRecordsDocument,
    "\n  mutation DeleteTimeRecord($id: ID!) {\n    deleteTimeRecord(id: $id)\n  }\n": typeof types.DeleteTimeRecordDocument,
    "\n  query TimeSpentReport($groupBy: TimeReportGroupBy!, $unit: TimeReportUnit!, $from: Date!, $to: Date!) {\n    timeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to) {\n      totalSeconds\n      billableSeconds\n      rows {\n        period\n        group\n        seconds\n        billableSeconds\n      }\n      periods\n    }\n  }\n": typeof types.TimeSpentReportDocument,
    "\n  mutation ExportTimeSpentReport(\n    $groupBy: TimeReportGroupBy!\n    $unit: TimeReportUnit!\n    $from: Date!\n    $to: Date!\n    $format: TimeExportFormat!\n  ) {\n    exportTimeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n": typeof types.ExportTimeSpentReportDocument,
    "\n  fragment StartForm_recentEntry on TimeRecentEntry {\n    text\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    lastStart\n  }\n": typeof types.StartForm_RecentEntryFragmentDoc,
    "\n  query TimeRecentEntries {\n    timeRecentEntries {\n      ...StartForm_recentEntry\n    }\n  }\n": typeof types.TimeRecentEntriesDocument,
    "\n  fragment TaskDialog_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    customer {\n      id\n    }\n    brand {\n      id\n    }\n    project {\n      id\n    }\n  }\n": typeof types.TaskDialog_TaskFragmentDoc,
    "\n  mutation CreateTimeTask($input: CreateTimeTaskInput!) {\n    createTimeTask(input: $input) {\n      ...TasksTable_task\n    }\n  }\n": typeof types.CreateTimeTaskDocument,
    "\n  mutation UpdateTimeTask($id: ID!, $input: UpdateTimeTaskInput!) {\n    updateTimeTask(id: $id, input: $input) {\n      ...TaskScreen_task\n      ...TasksTable_task\n    }\n  }\n": typeof types.UpdateTimeTaskDocument,
    "\n  fragment TaskScreen_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...TaskDialog_task\n  }\n": typeof types.TaskScreen_TaskFragmentDoc,
    "\n  fragment Comments_task on TimeTask {\n    id\n    comments {\n      id\n      ...CommentCard_comment\n    }\n  }\n": typeof types.Comments_TaskFragmentDoc,
    "\n  fragment CommentCard_comment on TimeComment {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n": typeof types.CommentCard_CommentFragmentDoc,
    "\n  query TimeTask($id: ID!) {\n    timeTask(id: $id) {\n      id\n      ...TaskScreen_task\n      ...Comments_task\n    }\n  }\n": typeof types.TimeTaskDocument,
    "\n  mutation AddTimeComment($resource: TimeCommentResource!, $id: ID!, $text: String!) {\n    addTimeComment(resource: $resource, id: $id, text: $text) {\n      id\n      ...CommentCard_comment\n    }\n  }\n": typeof types.AddTimeCommentDocument,
    "\n  fragment TasksTable_task on TimeTask {\n    id\n    title\n    deadline\n    estimatedSeconds\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n  }\n": typeof types.TasksTable_TaskFragmentDoc,
    "\n  query TimeTasks(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeTaskOrderField\n    $direction: SortDirection\n    $filter: TimeTaskFilter\n  ) {\n    timeTasks(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...TasksTable_task\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.TimeTasksDocument,
    "\n  mutation DeleteTimeTask($id: ID!) {\n    deleteTimeTask(id: $id)\n  }\n": typeof types.DeleteTimeTaskDocument,
    "\n  fragment WeekGrid_week on TimeWeek {\n    weekStart\n    totalSeconds\n    targetSeconds\n    days {\n      date\n      totalSeconds\n      targetSeconds\n      holiday\n      warnings\n    }\n    rows {\n      task {\n        id\n        title\n      }\n      customer {\n        id\n        name\n      }\n      cells\n      totalSeconds\n    }\n  }\n": typeof types.WeekGrid_WeekFragmentDoc,
    "\n  query TimeWeek($weekStart: Date!) {\n    timeWeek(weekStart: $weekStart) {\n      ...WeekGrid_week\n    }\n  }\n": typeof types.TimeWeekDocument,
    "\n  mutation SaveTimeWeekCell($input: SaveTimeWeekCellInput!) {\n    saveTimeWeekCell(input: $input) {\n      weekStart\n      ...WeekGrid_week\n    }\n  }\n": typeof types.SaveTimeWeekCellDocument,
    "\n  fragment WorkingTimeDays_statistics on TimeStatistics {\n    workingTimeDays {\n      date\n      workedSeconds\n      breakSeconds\n      warnings\n    }\n  }\n": typeof types.WorkingTimeDays_StatisticsFragmentDoc,
    "\n  fragment BrandsScreen_brand on TimeBrand {\n    id\n    name\n    customer {\n      id\n      name\n    }\n  }\n": typeof types.BrandsScreen_BrandFragmentDoc,
    "\n    query TimeBrands(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBrandOrderField\n      $direction: SortDirection\n      $filter: TimeBrandFilter\n    ) {\n      timeBrands(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BrandsScreen_brand\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": typeof types.TimeBrandsDocument,
    "\n    mutation DeleteTimeBrand($id: ID!) {\n      deleteTimeBrand(id: $id)\n    }\n  ": typeof types.DeleteTimeBrandDocument,
    "\n      mutation CreateTimeBrand($input: TimeBrandInput!) {\n        createTimeBrand(input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    ": typeof types.CreateTimeBrandDocument,
    "\n      mutation UpdateTimeBrand($id: ID!, $input: TimeBrandInput!) {\n        updateTimeBrand(id: $id, input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    ": typeof types.UpdateTimeBrandDocument,
    "\n  fragment BudgetsScreen_budget on TimeBudget {\n    id\n    name\n    customerId\n    brandId\n    projectId\n    targetName\n    timeSeconds\n    moneyCents\n    hourlyRateCents\n    endsOn\n    ...BudgetConsumption_budget\n  }\n": typeof types.BudgetsScreen_BudgetFragmentDoc,
    "\n    query TimeBudgets(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBudgetOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeBudgets(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BudgetsScreen_budget\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": typeof types.TimeBudgetsDocument,
    "\n    mutation DeleteTimeBudget($id: ID!) {\n      deleteTimeBudget(id: $id)\n    }\n  ": typeof types.DeleteTimeBudgetDocument,
    "\n      mutation CreateTimeBudget($input: TimeBudgetInput!) {\n        createTimeBudget(input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    ": typeof types.CreateTimeBudgetDocument,
    "\n      mutation UpdateTimeBudget($id: ID!, $input: TimeBudgetInput!) {\n        updateTimeBudget(id: $id, input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    ": typeof types.UpdateTimeBudgetDocument,
    "\n  fragment CustomerForm_customer on TimeCustomer {\n    id\n    name\n  }\n": typeof types.CustomerForm_CustomerFragmentDoc,
    "\n  mutation CreateTimeCustomer($input: TimeCustomerInput!) {\n    createTimeCustomer(input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n": typeof types.CreateTimeCustomerDocument,
    "\n  mutation UpdateTimeCustomer($id: ID!, $input: TimeCustomerInput!) {\n    updateTimeCustomer(id: $id, input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n": typeof types.UpdateTimeCustomerDocument,
    "\n  query TimeCustomerEdit($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n      ...CustomerForm_customer\n    }\n  }\n": typeof types.TimeCustomerEditDocument,
    "\n  fragment CustomersListScreen_customer on TimeCustomer {\n    id\n    name\n  }\n": typeof types.CustomersListScreen_CustomerFragmentDoc,
    "\n    query TimeCustomersList(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeCustomerOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeCustomers(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...CustomersListScreen_customer\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": typeof types.TimeCustomersListDocument,
    "\n    mutation DeleteTimeCustomer($id: ID!) {\n      deleteTimeCustomer(id: $id)\n    }\n  ": typeof types.DeleteTimeCustomerDocument,
    "\n  fragment ProjectsScreen_project on TimeProject {\n    id\n    name\n    brand {\n      id\n      name\n      customer {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProjectsScreen_ProjectFragmentDoc,
    "\n    query TimeProjects(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeProjectOrderField\n      $direction: SortDirection\n      $filter: TimeProjectFilter\n    ) {\n      timeProjects(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...ProjectsScreen_project\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": typeof types.TimeProjectsDocument,
    "\n    mutation DeleteTimeProject($id: ID!) {\n      deleteTimeProject(id: $id)\n    }\n  ": typeof types.DeleteTimeProjectDocument,
    "\n      mutation CreateTimeProject($input: TimeProjectInput!) {\n        createTimeProject(input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    ": typeof types.CreateTimeProjectDocument,
    "\n      mutation UpdateTimeProject($id: ID!, $input: TimeProjectInput!) {\n        updateTimeProject(id: $id, input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    ": typeof types.UpdateTimeProjectDocument,
    "\n  fragment SettingsForm_settings on TimeTrackingSettings {\n    workingDaysInWeek\n    workingHoursPerDay\n    shortTimeWorkHoursPerDay\n    timeZone\n    holidayRegion\n    rounding {\n      mode\n      minutes\n    }\n    remindAfterHours\n  }\n": typeof types.SettingsForm_SettingsFragmentDoc,
    "\n  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {\n    saveTimeTrackingSettings(input: $input) {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n": typeof types.SaveTimeTrackingSettingsDocument,
    "\n  fragment TypesScreen_type on TimeType {\n    id\n    name\n  }\n": typeof types.TypesScreen_TypeFragmentDoc,
    "\n    query TimeTypes(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeTypeOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeTypes(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...TypesScreen_type\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": typeof types.TimeTypesDocument,
    "\n    mutation DeleteTimeType($id: ID!) {\n      deleteTimeType(id: $id)\n    }\n  ": typeof types.DeleteTimeTypeDocument,
    "\n      mutation CreateTimeType($input: TimeTypeInput!) {\n        createTimeType(input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    ": typeof types.CreateTimeTypeDocument,
    "\n      mutation UpdateTimeType($id: ID!, $input: TimeTypeInput!) {\n        updateTimeType(id: $id, input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    ": typeof types.UpdateTimeTypeDocument,
    "\n  query TimeDropdownData {\n    timeDropdownData {\n      customers {\n        id\n        name\n      }\n      brands {\n        id\n        name\n        customer {\n          id\n        }\n      }\n      types {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        brand {\n          id\n        }\n      }\n      tasks {\n        id\n        title\n        customerId\n        brandId\n      }\n    }\n  }\n": typeof types.TimeDropdownDataDocument,
    "\n  query TimeTrackingSettings {\n    timeTrackingSettings {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n": typeof types.TimeTrackingSettingsDocument,
    "\n  query RunningTimeRecord {\n    runningTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": typeof types.RunningTimeRecordDocument,
    "\n  subscription RunningTimeRecordChanged {\n    runningTimeRecordChanged {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": typeof types.RunningTimeRecordChangedDocument,
    "\n  mutation StartTimeRecord($input: StartTimeRecordInput) {\n    startTimeRecord(input: $input) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": typeof types.StartTimeRecordDocument,
    "\n  mutation ContinueTimeRecord($id: ID!) {\n    continueTimeRecord(id: $id) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": typeof types.ContinueTimeRecordDocument,
    "\n  mutation StopTimeRecord($id: ID!, $stop: DateTime) {\n    stopTimeRecord(id: $id, stop: $stop) {\n      id\n      ...RecordsTable_record\n    }\n  }\n": typeof types.StopTimeRecordDocument,
    "\n  mutation PauseTimeRecord {\n    pauseTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n": typeof types.PauseTimeRecordDocument,
    "\n  mutation ResumeTimeRecord {\n    resumeTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n": typeof types.ResumeTimeRecordDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    email\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.SessionUser_UserFragmentDoc,
    "\n  query SessionCheck {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": typeof types.SessionCheckDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  subscription UserDataUpdated {\n    userDataUpdated {\n      id\n      active\n      ...SessionUser_user\n    }\n  }\n": typeof types.UserDataUpdatedDocument,
};
const documents: Documents = {
    "\n  fragment TelegramDetails_telegram on TelegramSubscription {\n    telegramId\n    username\n    firstName\n    lastName\n    createdAt\n  }\n": types.TelegramDetails_TelegramFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.TelegramLoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword(\n    $token: String!\n    $email: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    resetPassword(\n      token: $token\n      email: $email\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n": types.ResetPasswordDocument,
    "\n  fragment OverviewScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    createdAt\n    readingMinutes\n    creator {\n      name\n    }\n    images {\n      filename\n      thumbnailUrl\n    }\n  }\n": types.OverviewScreen_PostFragmentDoc,
    "\n  fragment PostListScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    active\n    createdAt\n    updatedAt\n    creator {\n      name\n    }\n  }\n": types.PostListScreen_PostFragmentDoc,
    "\n  fragment CreatorCard_creator on PostCreator {\n    name\n    socialMedia {\n      network\n      url\n    }\n  }\n": types.CreatorCard_CreatorFragmentDoc,
    "\n  query Blog($slug: String!) {\n    blog(slug: $slug) {\n      slug\n      name\n    }\n  }\n": types.BlogDocument,
    "\n  query Posts(\n    $blog: String!\n    $page: Int\n    $perPage: Int\n    $orderBy: PostOrderField\n    $direction: SortDirection\n    $filter: PostFilter\n  ) {\n    posts(\n      blog: $blog\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        ...PostListScreen_post\n        ...OverviewScreen_post\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.PostsDocument,
    "\n  fragment PagesTab_page on PostPage {\n    id\n    pageNumber\n    content\n    active\n    createdAt\n  }\n": types.PagesTab_PageFragmentDoc,
    "\n  fragment ImageBag_image on Image {\n    name\n    filename\n    imageUrl\n    thumbnailUrl\n  }\n": types.ImageBag_ImageFragmentDoc,
    "\n  query Post($blog: String!, $slug: String!) {\n    post(blog: $blog, slug: $slug) {\n      id\n      slug\n      title\n      subtitle\n      active\n      createdAt\n      updatedAt\n      readingMinutes\n      creator {\n        name\n        ...CreatorCard_creator\n      }\n      pages {\n        ...PagesTab_page\n      }\n      images {\n        ...ImageBag_image\n      }\n    }\n  }\n": types.PostDocument,
    "\n  mutation CreatePost($blog: String!, $input: CreatePostInput!) {\n    createPost(blog: $blog, input: $input) {\n      id\n      slug\n      title\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($blog: String!, $id: ID!, $input: UpdatePostInput!) {\n    updatePost(blog: $blog, id: $id, input: $input) {\n      id\n      slug\n      title\n      subtitle\n      active\n      updatedAt\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation DeletePost($blog: String!, $id: ID!) {\n    deletePost(blog: $blog, id: $id)\n  }\n": types.DeletePostDocument,
    "\n  mutation AddPostPage($blog: String!, $postId: ID!) {\n    addPostPage(blog: $blog, postId: $postId) {\n      id\n      pageNumber\n      ...PagesTab_page\n    }\n  }\n": types.AddPostPageDocument,
    "\n  mutation UpdatePostPage($blog: String!, $postId: ID!, $pageId: ID!, $input: UpdatePostPageInput!) {\n    updatePostPage(blog: $blog, postId: $postId, pageId: $pageId, input: $input) {\n      ...PagesTab_page\n    }\n  }\n": types.UpdatePostPageDocument,
    "\n  query PostImages($blog: String!, $postId: ID!) {\n    postImages(blog: $blog, postId: $postId) {\n      ...ImageBag_image\n    }\n  }\n": types.PostImagesDocument,
    "\n  fragment ActiveToggle_user on User {\n    id\n    active\n  }\n": types.ActiveToggle_UserFragmentDoc,
    "\n  fragment PersonalDataForm_user on User {\n    id\n    name\n    email\n  }\n": types.PersonalDataForm_UserFragmentDoc,
    "\n  fragment TelegramCard_user on User {\n    id\n    telegramSubscription {\n      ...TelegramDetails_telegram\n    }\n  }\n": types.TelegramCard_UserFragmentDoc,
    "\n  fragment RolesForm_user on User {\n    id\n    roles {\n      id\n      name\n    }\n  }\n": types.RolesForm_UserFragmentDoc,
    "\n  fragment UsersTable_user on User {\n    id\n    name\n    email\n    active\n    createdAt\n    updatedAt\n  }\n": types.UsersTable_UserFragmentDoc,
    "\n  query CpUsers(\n    $page: Int\n    $perPage: Int\n    $orderBy: UserOrderField\n    $direction: SortDirection\n    $filter: UserFilter\n  ) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.CpUsersDocument,
    "\n  query CpRoles {\n    roles {\n      id\n      name\n    }\n  }\n": types.CpRolesDocument,
    "\n  query CpUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      createdAt\n      ...ActiveToggle_user\n      ...PersonalDataForm_user\n      ...TelegramCard_user\n      ...RolesForm_user\n    }\n  }\n": types.CpUserDocument,
    "\n  mutation CpCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      name\n      email\n      active\n      createdAt\n      updatedAt\n    }\n  }\n": types.CpCreateUserDocument,
    "\n  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      updatedAt\n    }\n  }\n": types.CpUpdateUserDocument,
    "\n  mutation CpSetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      id\n      active\n      activatedAt\n      updatedAt\n    }\n  }\n": types.CpSetUserActiveDocument,
    "\n  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {\n    syncUserRoles(id: $id, roleIds: $roleIds) {\n      id\n      roles {\n        id\n        name\n      }\n    }\n  }\n": types.CpSyncUserRolesDocument,
    "\n  mutation CpDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.CpDeleteUserDocument,
    "\n  fragment ConfigFormDialog_config on CryptTrackConfig {\n    id\n    platform\n    label\n    apiKeyLast4\n  }\n": types.ConfigFormDialog_ConfigFragmentDoc,
    "\n  fragment DashboardScreen_entry on CryptTrackDashboardEntry {\n    config {\n      id\n      platform\n      label\n    }\n    accounts {\n      productType\n      marginCoin\n      available\n      frozen\n      margin\n      transferable\n      positionMode\n      crossedUnrealizedPnl\n      isolatedUnrealizedPnl\n      bonus\n      totalCapital\n      usdtEquity\n      unrealizedPnl\n    }\n    positionSums {\n      marginCoin\n      count\n      margin\n      unrealizedPnl\n    }\n    error\n    errorCode\n  }\n": types.DashboardScreen_EntryFragmentDoc,
    "\n  fragment HistoryPanel_position on CryptTrackHistoryPosition {\n    positionId\n    symbol\n    marginCoin\n    side\n    marginMode\n    openAveragePrice\n    closeAveragePrice\n    openTotal\n    closeTotal\n    pnl\n    netProfit\n    totalFunding\n    openFee\n    closeFee\n    createdAt\n    modifiedAt\n  }\n": types.HistoryPanel_PositionFragmentDoc,
    "\n  fragment PendingPositions_position on CryptTrackPosition {\n    positionId\n    productType\n    symbol\n    marginCoin\n    qty\n    entryValue\n    side\n    marginMode\n    positionMode\n    leverage\n    fee\n    funding\n    realizedPnl\n    margin\n    unrealizedPnl\n    liquidationPrice\n    averageOpenPrice\n    markPrice\n    marginRate\n    createdAt\n    modifiedAt\n  }\n": types.PendingPositions_PositionFragmentDoc,
    "\n  fragment ConfigCard_config on CryptTrackConfig {\n    id\n    label\n    platform\n    apiKeyLast4\n    updatedAt\n  }\n": types.ConfigCard_ConfigFragmentDoc,
    "\n  query CryptTrackConfigs {\n    cryptTrackConfigs {\n      id\n      label\n      ...ConfigCard_config\n      ...ConfigFormDialog_config\n    }\n  }\n": types.CryptTrackConfigsDocument,
    "\n  query CryptTrackDashboard {\n    cryptTrackDashboard {\n      ...DashboardScreen_entry\n    }\n  }\n": types.CryptTrackDashboardDocument,
    "\n  query CryptTrackPendingPositions($configId: ID!) {\n    cryptTrackPendingPositions(configId: $configId) {\n      positionId\n      ...PendingPositions_position\n    }\n  }\n": types.CryptTrackPendingPositionsDocument,
    "\n  query CryptTrackHistoryPositions($configId: ID!, $from: DateTime, $to: DateTime, $symbol: String) {\n    cryptTrackHistoryPositions(configId: $configId, from: $from, to: $to, symbol: $symbol) {\n      positionId\n      ...HistoryPanel_position\n    }\n  }\n": types.CryptTrackHistoryPositionsDocument,
    "\n  mutation CreateCryptTrackConfig($input: CreateCryptTrackConfigInput!) {\n    createCryptTrackConfig(input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n": types.CreateCryptTrackConfigDocument,
    "\n  mutation UpdateCryptTrackConfig($id: ID!, $input: UpdateCryptTrackConfigInput!) {\n    updateCryptTrackConfig(id: $id, input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n": types.UpdateCryptTrackConfigDocument,
    "\n  mutation TestCryptTrackConfig($id: ID!) {\n    testCryptTrackConfig(id: $id) {\n      keysWork\n      message\n      errorCode\n    }\n  }\n": types.TestCryptTrackConfigDocument,
    "\n  mutation DeleteCryptTrackConfig($id: ID!) {\n    deleteCryptTrackConfig(id: $id)\n  }\n": types.DeleteCryptTrackConfigDocument,
    "\n  fragment InstitutesTable_current on DawumCurrentPolls {\n    surveys {\n      id\n      date\n      persons\n      institute {\n        id\n        name\n      }\n      results {\n        partyId\n        percent\n      }\n    }\n    average {\n      partyId\n      shortcut\n      name\n      percent\n    }\n  }\n": types.InstitutesTable_CurrentFragmentDoc,
    "\n  fragment SurveysScreen_survey on DawumSurvey {\n    id\n    date\n    period {\n      start\n      end\n    }\n    persons\n    parliament {\n      id\n      shortcut\n      name\n    }\n    institute {\n      id\n      name\n    }\n    tasker {\n      id\n      name\n    }\n    method {\n      id\n      name\n    }\n  }\n": types.SurveysScreen_SurveyFragmentDoc,
    "\n  fragment DawumStatus_status on DawumSyncStatus {\n    lastSyncAt\n    lastUpdate\n    outcome\n    error\n    surveyCount\n    unknownReferences {\n      kind\n      id\n      surveys\n    }\n    attribution {\n      source\n      sourceUrl\n      licence\n      licenceUrl\n    }\n  }\n": types.DawumStatus_StatusFragmentDoc,
    "\n  query DawumSyncStatus {\n    dawumSyncStatus {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n": types.DawumSyncStatusDocument,
    "\n  mutation SyncDawum {\n    syncDawum {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n": types.SyncDawumDocument,
    "\n  query DawumParliaments {\n    dawumParliaments {\n      id\n      shortcut\n      name\n      election\n    }\n  }\n": types.DawumParliamentsDocument,
    "\n  query DawumInstitutes($parliamentId: ID) {\n    dawumInstitutes(parliamentId: $parliamentId) {\n      id\n      name\n    }\n  }\n": types.DawumInstitutesDocument,
    "\n  query DawumCurrentPolls($parliamentId: ID!) {\n    dawumCurrentPolls(parliamentId: $parliamentId) {\n      parliament {\n        id\n        name\n        election\n      }\n      surveys {\n        id\n      }\n      average {\n        partyId\n        shortcut\n        name\n        percent\n        institutes\n      }\n      ...InstitutesTable_current\n    }\n  }\n": types.DawumCurrentPollsDocument,
    "\n  query DawumTrend($parliamentId: ID!, $from: Date, $to: Date) {\n    dawumTrend(parliamentId: $parliamentId, from: $from, to: $to) {\n      partyId\n      shortcut\n      name\n      values {\n        date\n        percent\n        surveyId\n        institute\n      }\n      average {\n        date\n        percent\n      }\n    }\n  }\n": types.DawumTrendDocument,
    "\n  query DawumSurveys(\n    $page: Int\n    $perPage: Int\n    $orderBy: DawumSurveyOrderField\n    $direction: SortDirection\n    $filter: DawumSurveyFilter\n  ) {\n    dawumSurveys(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...SurveysScreen_survey\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.DawumSurveysDocument,
    "\n  query DawumSurvey($id: ID!) {\n    dawumSurvey(id: $id) {\n      id\n      date\n      period {\n        start\n        end\n      }\n      persons\n      parliament {\n        id\n        shortcut\n        name\n        election\n      }\n      institute {\n        id\n        name\n      }\n      tasker {\n        id\n        name\n      }\n      method {\n        id\n        name\n      }\n      results {\n        partyId\n        shortcut\n        name\n        percent\n      }\n    }\n  }\n": types.DawumSurveyDocument,
    "\n  fragment DownloadRow_download on Download {\n    __typename\n    id\n    filename\n    sizeBytes\n    downloadCount\n    createdAt\n    expiresAt\n    seenAt\n    url\n  }\n": types.DownloadRow_DownloadFragmentDoc,
    "\n  query MyDownloads {\n    myDownloads {\n      id\n      ...DownloadRow_download\n    }\n  }\n": types.MyDownloadsDocument,
    "\n  query UnseenDownloadsCount {\n    unseenDownloadsCount\n  }\n": types.UnseenDownloadsCountDocument,
    "\n  mutation MarkDownloadSeen($id: ID!) {\n    markDownloadSeen(id: $id) {\n      id\n      ...DownloadRow_download\n    }\n  }\n": types.MarkDownloadSeenDocument,
    "\n  mutation DeleteDownload($id: ID!) {\n    deleteDownload(id: $id)\n  }\n": types.DeleteDownloadDocument,
    "\n  subscription DownloadsChanged {\n    downloadsChanged {\n      type\n      downloadId\n      download {\n        id\n        ...DownloadRow_download\n      }\n    }\n  }\n": types.DownloadsChangedDocument,
    "\n  fragment ChannelsScreen_channel on IptvChannel {\n    id\n    name\n    logo\n    groupTitle\n    provider {\n      id\n      name\n    }\n  }\n": types.ChannelsScreen_ChannelFragmentDoc,
    "\n  fragment ListScreen_groups on IptvList {\n    id\n    groups\n    providerGroups\n  }\n": types.ListScreen_GroupsFragmentDoc,
    "\n  fragment ListScreen_list on IptvList {\n    id\n    name\n    ...ListScreen_groups\n    channels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ListRows_row\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.ListScreen_ListFragmentDoc,
    "\n  fragment ProviderForm_provider on IptvProvider {\n    id\n    name\n    channelUrl\n    channelCredentialsStored\n    frontendUrl\n    epgUrl\n    excludeFromRefresh\n    requiredFields\n  }\n": types.ProviderForm_ProviderFragmentDoc,
    "\n  fragment ProvidersListScreen_provider on IptvProvider {\n    id\n    name\n    channelCount\n    updatedAt\n    lastImport {\n      id\n      state\n      finishedAt\n      startedAt\n    }\n  }\n": types.ProvidersListScreen_ProviderFragmentDoc,
    "\n  fragment ListRows_row on IptvListChannel {\n    id\n    order\n    name\n    link\n    provider {\n      id\n      name\n    }\n    providerGroupTitle\n  }\n": types.ListRows_RowFragmentDoc,
    "\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n      missingFields\n    }\n    personalDownloadLinkUrl\n  }\n": types.IptvListCard_ListFragmentDoc,
    "\n  query IptvLists {\n    iptvLists {\n      id\n      ...IptvListCard_list\n    }\n  }\n": types.IptvListsDocument,
    "\n  query IptvListNames {\n    iptvLists {\n      id\n      name\n    }\n  }\n": types.IptvListNamesDocument,
    "\n  query IptvList($id: ID!) {\n    iptvList(id: $id) {\n      id\n      name\n    }\n  }\n": types.IptvListDocument,
    "\n  mutation CreateIptvList($name: String!) {\n    createIptvList(name: $name) {\n      id\n      name\n    }\n  }\n": types.CreateIptvListDocument,
    "\n  mutation RenameIptvList($id: ID!, $name: String!) {\n    renameIptvList(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameIptvListDocument,
    "\n  mutation DeleteIptvList($id: ID!) {\n    deleteIptvList(id: $id)\n  }\n": types.DeleteIptvListDocument,
    "\n  mutation CreateIptvPersonalDownloadLink($listId: ID!) {\n    createIptvPersonalDownloadLink(listId: $listId) {\n      id\n      personalDownloadLinkUrl\n    }\n  }\n": types.CreateIptvPersonalDownloadLinkDocument,
    "\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvChannelOrderField\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ChannelsScreen_channel\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.IptvCatalogueDocument,
    "\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n": types.IptvCatalogueGroupsDocument,
    "\n  query IptvListGroups($listId: ID!) {\n    iptvList(id: $listId) {\n      id\n      groups\n    }\n  }\n": types.IptvListGroupsDocument,
    "\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n": types.AddIptvChannelsDocument,
    "\n  query IptvListScreen(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvList(id: $listId) {\n      id\n      ...ListScreen_list\n    }\n  }\n": types.IptvListScreenDocument,
    "\n  mutation MoveIptvListChannel(\n    $listId: ID!\n    $id: ID!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n": types.MoveIptvListChannelDocument,
    "\n  mutation MoveIptvListChannels(\n    $listId: ID!\n    $ids: [ID!]!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannels(listId: $listId, ids: $ids, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n": types.MoveIptvListChannelsDocument,
    "\n  mutation MoveIptvListChannelTo(\n    $listId: ID!\n    $from: Int!\n    $to: Int!\n    $group: String\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group) {\n      ...ListScreen_list\n    }\n  }\n": types.MoveIptvListChannelToDocument,
    "\n  mutation MoveIptvListGroup(\n    $listId: ID!\n    $group: String!\n    $to: Int!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to) {\n      ...ListScreen_list\n    }\n  }\n": types.MoveIptvListGroupDocument,
    "\n  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": types.CopyIptvListChannelsToGroupDocument,
    "\n  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": types.MoveIptvListChannelsToGroupDocument,
    "\n  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {\n    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)\n  }\n": types.RemoveIptvListChannelsFromGroupDocument,
    "\n  subscription IptvChannelMoved($listId: ID!) {\n    iptvChannelMoved(listId: $listId)\n  }\n": types.IptvChannelMovedDocument,
    "\n  query IptvMemberProviders {\n    iptvMemberProviders {\n      id\n      name\n      frontendUrl\n      requiredFields\n      userHasValidSettings\n    }\n  }\n": types.IptvMemberProvidersDocument,
    "\n  query IptvProviderSettings($providerId: ID!) {\n    iptvProviderSettings(providerId: $providerId) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n": types.IptvProviderSettingsDocument,
    "\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n      provider {\n        id\n        userHasValidSettings\n      }\n    }\n  }\n": types.SaveIptvProviderSettingsDocument,
    "\n  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {\n    iptvEpg(listId: $listId, from: $from, to: $to) {\n      listChannelId\n      name\n      programmes {\n        start\n        stop\n        title\n        subtitle\n        description\n        category\n      }\n    }\n  }\n": types.IptvEpgDocument,
    "\n  fragment M3uWizard_import on IptvImport {\n    id\n    state\n    current\n    total\n    channelCount\n    groupCount\n    skipped {\n      reason\n      count\n    }\n    credentialsFound\n    removedCount\n    error\n    startedAt\n    finishedAt\n  }\n": types.M3uWizard_ImportFragmentDoc,
    "\n  fragment EpgImportPanel_import on IptvEpgImport {\n    id\n    state\n    url\n    current\n    programmeCount\n    channelCount\n    matchedCount\n    skipped {\n      reason\n      count\n    }\n    truncated\n    error\n    startedAt\n    finishedAt\n  }\n": types.EpgImportPanel_ImportFragmentDoc,
    "\n  query IptvProviders(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvProviderOrderField\n    $direction: SortDirection\n  ) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        ...ProvidersListScreen_provider\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.IptvProvidersDocument,
    "\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelCount\n      updatedAt\n      ...ProviderForm_provider\n      lastImport {\n        ...M3uWizard_import\n      }\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n": types.IptvProviderDocument,
    "\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n": types.IptvCreateProviderDocument,
    "\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n      ...ProviderForm_provider\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n": types.IptvUpdateProviderDocument,
    "\n  mutation IptvDeleteProvider($id: ID!) {\n    deleteIptvProvider(id: $id)\n  }\n": types.IptvDeleteProviderDocument,
    "\n  mutation IptvRefreshProvider($id: ID!) {\n    refreshIptvProvider(id: $id) {\n      ...M3uWizard_import\n    }\n  }\n": types.IptvRefreshProviderDocument,
    "\n  subscription IptvImportProgress($importId: ID!) {\n    iptvImportProgress(importId: $importId) {\n      ...M3uWizard_import\n    }\n  }\n": types.IptvImportProgressDocument,
    "\n  mutation IptvRefreshEpg($providerId: ID!) {\n    refreshIptvEpg(providerId: $providerId) {\n      ...EpgImportPanel_import\n    }\n  }\n": types.IptvRefreshEpgDocument,
    "\n  subscription IptvEpgImportProgress($importId: ID!) {\n    iptvEpgImportProgress(importId: $importId) {\n      ...EpgImportPanel_import\n    }\n  }\n": types.IptvEpgImportProgressDocument,
    "\n  fragment BackupsScreen_backup on Ls22Backup {\n    id\n    takenAt\n    trigger\n    monotonicDay\n    sizeBytes\n    zipUrl\n    files {\n      name\n      state\n      sizeBytes\n      error\n    }\n  }\n": types.BackupsScreen_BackupFragmentDoc,
    "\n  fragment FarmsTable_farm on Ls22Farm {\n    id\n    farmId\n    name\n    money\n    loan\n    color\n    mine\n    members {\n      id\n      name\n    }\n  }\n": types.FarmsTable_FarmFragmentDoc,
    "\n  fragment Ls22Header_server on Ls22Server {\n    online\n    state\n    game\n    version\n    name\n    mapName\n    players {\n      name\n      isAdmin\n      uptimeMinutes\n    }\n    slotsUsed\n    slotsCapacity\n    dayTime\n    inGameDate {\n      year\n      month\n      day\n    }\n    inGameTime\n    latestBackupAt\n    lastError\n    mods {\n      name\n      title\n      version\n      author\n    }\n    vehicleCount\n    fetchedAt\n    polledAt\n  }\n": types.Ls22Header_ServerFragmentDoc,
    "\n  query Ls22Server {\n    ls22Server {\n      ...Ls22Header_server\n    }\n  }\n": types.Ls22ServerDocument,
    "\n  subscription Ls22ServerChanged {\n    ls22ServerChanged {\n      ...Ls22Header_server\n    }\n  }\n": types.Ls22ServerChangedDocument,
    "\n  query Ls22Farms {\n    ls22Farms {\n      id\n      ...FarmsTable_farm\n    }\n  }\n": types.Ls22FarmsDocument,
    "\n  query Ls22Farm($id: ID!) {\n    ls22Farm(id: $id) {\n      id\n      farmId\n      name\n      money\n      loan\n      color\n      mine\n      updatedAt\n      players {\n        name\n        isFarmManager\n        uniqueUserId\n        lastConnected\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n": types.Ls22FarmDocument,
    "\n  query Ls22FarmFinancials($farmId: ID!) {\n    ls22FarmFinancials(farmId: $farmId) {\n      day\n      other\n      soldMilk\n      soldWood\n      soldWool\n      incomeBga\n      soldBales\n      soldAnimals\n      wagePayment\n      fieldSelling\n      loanInterest\n      purchaseFuel\n      soldProducts\n      soldVehicles\n      fieldPurchase\n      harvestIncome\n      missionIncome\n      purchaseBales\n      purchaseSeeds\n      purchaseWater\n      soldBuildings\n      newAnimalCost\n      propertyIncome\n      newVehicleCost\n      productionsCosts\n      purchasePallets\n      constructionCost\n      purchaseSaplings\n      purchaseFertilizer\n      vehicleLeasingCost\n      vehicleRunningCost\n      propertyMaintenance\n      productionDeliveryCosts\n      extra\n    }\n  }\n": types.Ls22FarmFinancialsDocument,
    "\n  query Ls22Environment {\n    ls22Environment {\n      currentDay\n      currentMonotonicDay\n      daysPerPeriod\n      inGameDate {\n        year\n        month\n        day\n      }\n      weather {\n        typeName\n        season\n        startDay\n        startDayTime\n        duration\n      }\n      backupAt\n    }\n  }\n": types.Ls22EnvironmentDocument,
    "\n  query Ls22ServerLinks {\n    ls22ServerLinks {\n      configured\n      webInterface\n      stats\n      map\n    }\n  }\n": types.Ls22ServerLinksDocument,
    "\n  query Ls22Backups($page: Int, $perPage: Int) {\n    ls22Backups(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...BackupsScreen_backup\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.Ls22BackupsDocument,
    "\n  query Ls22Config {\n    ls22Config {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n": types.Ls22ConfigDocument,
    "\n  mutation SaveLs22Config($input: SaveLs22ConfigInput!) {\n    saveLs22Config(input: $input) {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n": types.SaveLs22ConfigDocument,
    "\n  mutation BackupLs22Now {\n    backupLs22Now {\n      id\n      takenAt\n    }\n  }\n": types.BackupLs22NowDocument,
    "\n  query Ls22AssignableMembers {\n    ls22AssignableMembers {\n      id\n      name\n      email\n    }\n  }\n": types.Ls22AssignableMembersDocument,
    "\n  mutation AssignLs22FarmUser($farmId: ID!, $userId: ID) {\n    assignLs22FarmUser(farmId: $farmId, userId: $userId) {\n      id\n      mine\n      members {\n        id\n        name\n      }\n    }\n  }\n": types.AssignLs22FarmUserDocument,
    "\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n      ...DownloadRemoved_notification\n      ...TimeClockRunning_notification\n      ...TimeBudget_notification\n    }\n  }\n": types.NotificationReceivedDocument,
    "\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n": types.DownloadReady_NotificationFragmentDoc,
    "\n  fragment DownloadRemoved_notification on DownloadRemovedNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n": types.DownloadRemoved_NotificationFragmentDoc,
    "\n  fragment TimeClockRunning_notification on TimeClockRunningNotification {\n    id\n    recordId\n    start\n    hours\n  }\n": types.TimeClockRunning_NotificationFragmentDoc,
    "\n  fragment TimeBudget_notification on TimeBudgetNotification {\n    id\n    budgetId\n    budgetName\n    percent\n  }\n": types.TimeBudget_NotificationFragmentDoc,
    "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    socialMedia {\n      network\n      url\n    }\n  }\n": types.ProfileForm_MeFragmentDoc,
    "\n  query Profile {\n    me {\n      id\n      createdAt\n      roles {\n        id\n        name\n      }\n      ...ProfileForm_me\n      telegramSubscription {\n        ...TelegramDetails_telegram\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      socialMedia {\n        network\n        url\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
    "\n  fragment TokenList_token on PersonalAccessToken {\n    id\n    name\n    scope\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n": types.TokenList_TokenFragmentDoc,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenList_token\n    }\n  }\n": types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        id\n        name\n        ...TokenList_token\n      }\n    }\n  }\n": types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n": types.RevokePersonalAccessTokenDocument,
    "\n  fragment BudgetConsumption_budget on TimeBudget {\n    id\n    name\n    timeSeconds\n    usedSeconds\n    moneyCents\n    usedMoneyCents\n    remainingSeconds\n    remainingSecondsPerWeek\n    endsOn\n  }\n": types.BudgetConsumption_BudgetFragmentDoc,
    "\n  fragment CalendarBlock_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    task {\n      id\n      title\n    }\n    breaks {\n      start\n      stop\n    }\n  }\n": types.CalendarBlock_RecordFragmentDoc,
    "\n  query CalendarRecords($filter: TimeRecordFilter!) {\n    timeRecords(perPage: 100, orderBy: START, direction: ASC, filter: $filter) {\n      items {\n        id\n        ...CalendarBlock_record\n        ...RecordDialog_record\n      }\n    }\n  }\n": types.CalendarRecordsDocument,
    "\n  mutation CreateCalendarRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n": types.CreateCalendarRecordDocument,
    "\n  mutation MoveTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n": types.MoveTimeRecordDocument,
    "\n  query TimeCustomerScreen($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n    }\n    timeBrands(perPage: 100, filter: { customerId: $id }) {\n      items {\n        id\n        ...BrandTile_brand\n      }\n    }\n    timeBudgets(perPage: 100) {\n      items {\n        id\n        customerId\n        brandId\n        ...CustomerBudget_budget\n      }\n    }\n  }\n": types.TimeCustomerScreenDocument,
    "\n  fragment BrandTile_brand on TimeBrand {\n    id\n    name\n  }\n": types.BrandTile_BrandFragmentDoc,
    "\n  fragment CustomerBudget_budget on TimeBudget {\n    id\n    name\n    targetName\n    ...BudgetConsumption_budget\n  }\n": types.CustomerBudget_BudgetFragmentDoc,
    "\n  query TimeBrandStats($id: ID!) {\n    timeBrandStats(id: $id) {\n      brandId\n      seconds\n      recordCount\n      thisMonthSeconds\n    }\n  }\n": types.TimeBrandStatsDocument,
    "\n  fragment CustomersTable_customer on TimeCustomer {\n    id\n    name\n  }\n": types.CustomersTable_CustomerFragmentDoc,
    "\n  query TimeCustomers(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeCustomerOrderField\n    $direction: SortDirection\n    $filter: TimeNameFilter\n  ) {\n    timeCustomers(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...CustomersTable_customer\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.TimeCustomersDocument,
    "\n  fragment DownloadReady_file on Download {\n    id\n    filename\n    url\n  }\n": types.DownloadReady_FileFragmentDoc,
    "\n  mutation ExportTimeStatistics($type: TimeStatisticsExportType!, $format: TimeExportFormat!) {\n    exportTimeStatistics(type: $type, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n": types.ExportTimeStatisticsDocument,
    "\n  fragment HeaderClock_record on TimeRecord {\n    id\n    start\n    text\n    paused\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n      title\n    }\n    budgets {\n      id\n      ...BudgetLeft_budget\n    }\n  }\n": types.HeaderClock_RecordFragmentDoc,
    "\n  fragment BudgetLeft_budget on TimeBudget {\n    id\n    name\n    remainingSeconds\n  }\n": types.BudgetLeft_BudgetFragmentDoc,
    "\n  query TimeOverview {\n    timeStatistics {\n      ...StatisticsTiles_statistics\n      ...WorkingTimeDays_statistics\n    }\n    lastTimeRecord {\n      ...QuickEntry_lastRecord\n    }\n    timeFieldSuggestions(field: TEXT)\n  }\n": types.TimeOverviewDocument,
    "\n  fragment StatisticsTiles_statistics on TimeStatistics {\n    overall {\n      seconds\n      recordCount\n      includesRunning\n    }\n    today {\n      ...PeriodTile_period\n    }\n    thisWeek {\n      ...PeriodTile_period\n    }\n    thisMonth {\n      ...PeriodTile_period\n    }\n  }\n": types.StatisticsTiles_StatisticsFragmentDoc,
    "\n  fragment StatisticsTiles_record on TimeRecord {\n    id\n    start\n    breaks {\n      start\n      stop\n    }\n  }\n": types.StatisticsTiles_RecordFragmentDoc,
    "\n  fragment PeriodTile_period on TimeStatisticsPeriod {\n    seconds\n    targetSeconds\n    startsAt\n    includesRunning\n  }\n": types.PeriodTile_PeriodFragmentDoc,
    "\n  fragment QuickEntry_lastRecord on TimeRecord {\n    id\n    stop\n  }\n": types.QuickEntry_LastRecordFragmentDoc,
    "\n  mutation CreateTimeRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      duration\n      ...RecordsTable_record\n    }\n  }\n": types.CreateTimeRecordDocument,
    "\n  fragment RecordDialog_record on TimeRecord {\n    id\n    start\n    stop\n    text\n    ticketUrl\n    tags\n    billable\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n    }\n    type {\n      id\n    }\n    project {\n      id\n    }\n  }\n": types.RecordDialog_RecordFragmentDoc,
    "\n  mutation UpdateTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      ...RecordsTable_record\n    }\n  }\n": types.UpdateTimeRecordDocument,
    "\n  fragment RecordsTable_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    ticketUrl\n    finished\n    paused\n    breaks {\n      start\n      stop\n    }\n    tags\n    billable\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...RecordDialog_record\n  }\n": types.RecordsTable_RecordFragmentDoc,
    "\n  query TimeRecords(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeRecordOrderField\n    $direction: SortDirection\n    $filter: TimeRecordFilter\n  ) {\n    timeRecords(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...RecordsTable_record\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.TimeRecordsDocument,
    "\n  mutation DeleteTimeRecord($id: ID!) {\n    deleteTimeRecord(id: $id)\n  }\n": types.DeleteTimeRecordDocument,
    "\n  query TimeSpentReport($groupBy: TimeReportGroupBy!, $unit: TimeReportUnit!, $from: Date!, $to: Date!) {\n    timeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to) {\n      totalSeconds\n      billableSeconds\n      rows {\n        period\n        group\n        seconds\n        billableSeconds\n      }\n      periods\n    }\n  }\n": types.TimeSpentReportDocument,
    "\n  mutation ExportTimeSpentReport(\n    $groupBy: TimeReportGroupBy!\n    $unit: TimeReportUnit!\n    $from: Date!\n    $to: Date!\n    $format: TimeExportFormat!\n  ) {\n    exportTimeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n": types.ExportTimeSpentReportDocument,
    "\n  fragment StartForm_recentEntry on TimeRecentEntry {\n    text\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    lastStart\n  }\n": types.StartForm_RecentEntryFragmentDoc,
    "\n  query TimeRecentEntries {\n    timeRecentEntries {\n      ...StartForm_recentEntry\n    }\n  }\n": types.TimeRecentEntriesDocument,
    "\n  fragment TaskDialog_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    customer {\n      id\n    }\n    brand {\n      id\n    }\n    project {\n      id\n    }\n  }\n": types.TaskDialog_TaskFragmentDoc,
    "\n  mutation CreateTimeTask($input: CreateTimeTaskInput!) {\n    createTimeTask(input: $input) {\n      ...TasksTable_task\n    }\n  }\n": types.CreateTimeTaskDocument,
    "\n  mutation UpdateTimeTask($id: ID!, $input: UpdateTimeTaskInput!) {\n    updateTimeTask(id: $id, input: $input) {\n      ...TaskScreen_task\n      ...TasksTable_task\n    }\n  }\n": types.UpdateTimeTaskDocument,
    "\n  fragment TaskScreen_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...TaskDialog_task\n  }\n": types.TaskScreen_TaskFragmentDoc,
    "\n  fragment Comments_task on TimeTask {\n    id\n    comments {\n      id\n      ...CommentCard_comment\n    }\n  }\n": types.Comments_TaskFragmentDoc,
    "\n  fragment CommentCard_comment on TimeComment {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n": types.CommentCard_CommentFragmentDoc,
    "\n  query TimeTask($id: ID!) {\n    timeTask(id: $id) {\n      id\n      ...TaskScreen_task\n      ...Comments_task\n    }\n  }\n": types.TimeTaskDocument,
    "\n  mutation AddTimeComment($resource: TimeCommentResource!, $id: ID!, $text: String!) {\n    addTimeComment(resource: $resource, id: $id, text: $text) {\n      id\n      ...CommentCard_comment\n    }\n  }\n": types.AddTimeCommentDocument,
    "\n  fragment TasksTable_task on TimeTask {\n    id\n    title\n    deadline\n    estimatedSeconds\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n  }\n": types.TasksTable_TaskFragmentDoc,
    "\n  query TimeTasks(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeTaskOrderField\n    $direction: SortDirection\n    $filter: TimeTaskFilter\n  ) {\n    timeTasks(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...TasksTable_task\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.TimeTasksDocument,
    "\n  mutation DeleteTimeTask($id: ID!) {\n    deleteTimeTask(id: $id)\n  }\n": types.DeleteTimeTaskDocument,
    "\n  fragment WeekGrid_week on TimeWeek {\n    weekStart\n    totalSeconds\n    targetSeconds\n    days {\n      date\n      totalSeconds\n      targetSeconds\n      holiday\n      warnings\n    }\n    rows {\n      task {\n        id\n        title\n      }\n      customer {\n        id\n        name\n      }\n      cells\n      totalSeconds\n    }\n  }\n": types.WeekGrid_WeekFragmentDoc,
    "\n  query TimeWeek($weekStart: Date!) {\n    timeWeek(weekStart: $weekStart) {\n      ...WeekGrid_week\n    }\n  }\n": types.TimeWeekDocument,
    "\n  mutation SaveTimeWeekCell($input: SaveTimeWeekCellInput!) {\n    saveTimeWeekCell(input: $input) {\n      weekStart\n      ...WeekGrid_week\n    }\n  }\n": types.SaveTimeWeekCellDocument,
    "\n  fragment WorkingTimeDays_statistics on TimeStatistics {\n    workingTimeDays {\n      date\n      workedSeconds\n      breakSeconds\n      warnings\n    }\n  }\n": types.WorkingTimeDays_StatisticsFragmentDoc,
    "\n  fragment BrandsScreen_brand on TimeBrand {\n    id\n    name\n    customer {\n      id\n      name\n    }\n  }\n": types.BrandsScreen_BrandFragmentDoc,
    "\n    query TimeBrands(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBrandOrderField\n      $direction: SortDirection\n      $filter: TimeBrandFilter\n    ) {\n      timeBrands(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BrandsScreen_brand\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": types.TimeBrandsDocument,
    "\n    mutation DeleteTimeBrand($id: ID!) {\n      deleteTimeBrand(id: $id)\n    }\n  ": types.DeleteTimeBrandDocument,
    "\n      mutation CreateTimeBrand($input: TimeBrandInput!) {\n        createTimeBrand(input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    ": types.CreateTimeBrandDocument,
    "\n      mutation UpdateTimeBrand($id: ID!, $input: TimeBrandInput!) {\n        updateTimeBrand(id: $id, input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    ": types.UpdateTimeBrandDocument,
    "\n  fragment BudgetsScreen_budget on TimeBudget {\n    id\n    name\n    customerId\n    brandId\n    projectId\n    targetName\n    timeSeconds\n    moneyCents\n    hourlyRateCents\n    endsOn\n    ...BudgetConsumption_budget\n  }\n": types.BudgetsScreen_BudgetFragmentDoc,
    "\n    query TimeBudgets(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBudgetOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeBudgets(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BudgetsScreen_budget\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": types.TimeBudgetsDocument,
    "\n    mutation DeleteTimeBudget($id: ID!) {\n      deleteTimeBudget(id: $id)\n    }\n  ": types.DeleteTimeBudgetDocument,
    "\n      mutation CreateTimeBudget($input: TimeBudgetInput!) {\n        createTimeBudget(input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    ": types.CreateTimeBudgetDocument,
    "\n      mutation UpdateTimeBudget($id: ID!, $input: TimeBudgetInput!) {\n        updateTimeBudget(id: $id, input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    ": types.UpdateTimeBudgetDocument,
    "\n  fragment CustomerForm_customer on TimeCustomer {\n    id\n    name\n  }\n": types.CustomerForm_CustomerFragmentDoc,
    "\n  mutation CreateTimeCustomer($input: TimeCustomerInput!) {\n    createTimeCustomer(input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n": types.CreateTimeCustomerDocument,
    "\n  mutation UpdateTimeCustomer($id: ID!, $input: TimeCustomerInput!) {\n    updateTimeCustomer(id: $id, input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n": types.UpdateTimeCustomerDocument,
    "\n  query TimeCustomerEdit($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n      ...CustomerForm_customer\n    }\n  }\n": types.TimeCustomerEditDocument,
    "\n  fragment CustomersListScreen_customer on TimeCustomer {\n    id\n    name\n  }\n": types.CustomersListScreen_CustomerFragmentDoc,
    "\n    query TimeCustomersList(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeCustomerOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeCustomers(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...CustomersListScreen_customer\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": types.TimeCustomersListDocument,
    "\n    mutation DeleteTimeCustomer($id: ID!) {\n      deleteTimeCustomer(id: $id)\n    }\n  ": types.DeleteTimeCustomerDocument,
    "\n  fragment ProjectsScreen_project on TimeProject {\n    id\n    name\n    brand {\n      id\n      name\n      customer {\n        id\n        name\n      }\n    }\n  }\n": types.ProjectsScreen_ProjectFragmentDoc,
    "\n    query TimeProjects(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeProjectOrderField\n      $direction: SortDirection\n      $filter: TimeProjectFilter\n    ) {\n      timeProjects(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...ProjectsScreen_project\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": types.TimeProjectsDocument,
    "\n    mutation DeleteTimeProject($id: ID!) {\n      deleteTimeProject(id: $id)\n    }\n  ": types.DeleteTimeProjectDocument,
    "\n      mutation CreateTimeProject($input: TimeProjectInput!) {\n        createTimeProject(input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    ": types.CreateTimeProjectDocument,
    "\n      mutation UpdateTimeProject($id: ID!, $input: TimeProjectInput!) {\n        updateTimeProject(id: $id, input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    ": types.UpdateTimeProjectDocument,
    "\n  fragment SettingsForm_settings on TimeTrackingSettings {\n    workingDaysInWeek\n    workingHoursPerDay\n    shortTimeWorkHoursPerDay\n    timeZone\n    holidayRegion\n    rounding {\n      mode\n      minutes\n    }\n    remindAfterHours\n  }\n": types.SettingsForm_SettingsFragmentDoc,
    "\n  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {\n    saveTimeTrackingSettings(input: $input) {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n": types.SaveTimeTrackingSettingsDocument,
    "\n  fragment TypesScreen_type on TimeType {\n    id\n    name\n  }\n": types.TypesScreen_TypeFragmentDoc,
    "\n    query TimeTypes(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeTypeOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeTypes(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...TypesScreen_type\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  ": types.TimeTypesDocument,
    "\n    mutation DeleteTimeType($id: ID!) {\n      deleteTimeType(id: $id)\n    }\n  ": types.DeleteTimeTypeDocument,
    "\n      mutation CreateTimeType($input: TimeTypeInput!) {\n        createTimeType(input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    ": types.CreateTimeTypeDocument,
    "\n      mutation UpdateTimeType($id: ID!, $input: TimeTypeInput!) {\n        updateTimeType(id: $id, input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    ": types.UpdateTimeTypeDocument,
    "\n  query TimeDropdownData {\n    timeDropdownData {\n      customers {\n        id\n        name\n      }\n      brands {\n        id\n        name\n        customer {\n          id\n        }\n      }\n      types {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        brand {\n          id\n        }\n      }\n      tasks {\n        id\n        title\n        customerId\n        brandId\n      }\n    }\n  }\n": types.TimeDropdownDataDocument,
    "\n  query TimeTrackingSettings {\n    timeTrackingSettings {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n": types.TimeTrackingSettingsDocument,
    "\n  query RunningTimeRecord {\n    runningTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": types.RunningTimeRecordDocument,
    "\n  subscription RunningTimeRecordChanged {\n    runningTimeRecordChanged {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": types.RunningTimeRecordChangedDocument,
    "\n  mutation StartTimeRecord($input: StartTimeRecordInput) {\n    startTimeRecord(input: $input) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": types.StartTimeRecordDocument,
    "\n  mutation ContinueTimeRecord($id: ID!) {\n    continueTimeRecord(id: $id) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n": types.ContinueTimeRecordDocument,
    "\n  mutation StopTimeRecord($id: ID!, $stop: DateTime) {\n    stopTimeRecord(id: $id, stop: $stop) {\n      id\n      ...RecordsTable_record\n    }\n  }\n": types.StopTimeRecordDocument,
    "\n  mutation PauseTimeRecord {\n    pauseTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n": types.PauseTimeRecordDocument,
    "\n  mutation ResumeTimeRecord {\n    resumeTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n": types.ResumeTimeRecordDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    email\n    roles {\n      id\n      name\n    }\n  }\n": types.SessionUser_UserFragmentDoc,
    "\n  query SessionCheck {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": types.SessionCheckDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  subscription UserDataUpdated {\n    userDataUpdated {\n      id\n      active\n      ...SessionUser_user\n    }\n  }\n": types.UserDataUpdatedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TelegramDetails_telegram on TelegramSubscription {\n    telegramId\n    username\n    firstName\n    lastName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TelegramDetails_telegram on TelegramSubscription {\n    telegramId\n    username\n    firstName\n    lastName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      deviceToken\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword(\n    $token: String!\n    $email: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    resetPassword(\n      token: $token\n      email: $email\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n"): (typeof documents)["\n  mutation ResetPassword(\n    $token: String!\n    $email: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    resetPassword(\n      token: $token\n      email: $email\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    createdAt\n    readingMinutes\n    creator {\n      name\n    }\n    images {\n      filename\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OverviewScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    createdAt\n    readingMinutes\n    creator {\n      name\n    }\n    images {\n      filename\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostListScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    active\n    createdAt\n    updatedAt\n    creator {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PostListScreen_post on Post {\n    id\n    slug\n    title\n    subtitle\n    active\n    createdAt\n    updatedAt\n    creator {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatorCard_creator on PostCreator {\n    name\n    socialMedia {\n      network\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment CreatorCard_creator on PostCreator {\n    name\n    socialMedia {\n      network\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Blog($slug: String!) {\n    blog(slug: $slug) {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query Blog($slug: String!) {\n    blog(slug: $slug) {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Posts(\n    $blog: String!\n    $page: Int\n    $perPage: Int\n    $orderBy: PostOrderField\n    $direction: SortDirection\n    $filter: PostFilter\n  ) {\n    posts(\n      blog: $blog\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        ...PostListScreen_post\n        ...OverviewScreen_post\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Posts(\n    $blog: String!\n    $page: Int\n    $perPage: Int\n    $orderBy: PostOrderField\n    $direction: SortDirection\n    $filter: PostFilter\n  ) {\n    posts(\n      blog: $blog\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        ...PostListScreen_post\n        ...OverviewScreen_post\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PagesTab_page on PostPage {\n    id\n    pageNumber\n    content\n    active\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PagesTab_page on PostPage {\n    id\n    pageNumber\n    content\n    active\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageBag_image on Image {\n    name\n    filename\n    imageUrl\n    thumbnailUrl\n  }\n"): (typeof documents)["\n  fragment ImageBag_image on Image {\n    name\n    filename\n    imageUrl\n    thumbnailUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Post($blog: String!, $slug: String!) {\n    post(blog: $blog, slug: $slug) {\n      id\n      slug\n      title\n      subtitle\n      active\n      createdAt\n      updatedAt\n      readingMinutes\n      creator {\n        name\n        ...CreatorCard_creator\n      }\n      pages {\n        ...PagesTab_page\n      }\n      images {\n        ...ImageBag_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query Post($blog: String!, $slug: String!) {\n    post(blog: $blog, slug: $slug) {\n      id\n      slug\n      title\n      subtitle\n      active\n      createdAt\n      updatedAt\n      readingMinutes\n      creator {\n        name\n        ...CreatorCard_creator\n      }\n      pages {\n        ...PagesTab_page\n      }\n      images {\n        ...ImageBag_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($blog: String!, $input: CreatePostInput!) {\n    createPost(blog: $blog, input: $input) {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($blog: String!, $input: CreatePostInput!) {\n    createPost(blog: $blog, input: $input) {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($blog: String!, $id: ID!, $input: UpdatePostInput!) {\n    updatePost(blog: $blog, id: $id, input: $input) {\n      id\n      slug\n      title\n      subtitle\n      active\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($blog: String!, $id: ID!, $input: UpdatePostInput!) {\n    updatePost(blog: $blog, id: $id, input: $input) {\n      id\n      slug\n      title\n      subtitle\n      active\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($blog: String!, $id: ID!) {\n    deletePost(blog: $blog, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($blog: String!, $id: ID!) {\n    deletePost(blog: $blog, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPostPage($blog: String!, $postId: ID!) {\n    addPostPage(blog: $blog, postId: $postId) {\n      id\n      pageNumber\n      ...PagesTab_page\n    }\n  }\n"): (typeof documents)["\n  mutation AddPostPage($blog: String!, $postId: ID!) {\n    addPostPage(blog: $blog, postId: $postId) {\n      id\n      pageNumber\n      ...PagesTab_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePostPage($blog: String!, $postId: ID!, $pageId: ID!, $input: UpdatePostPageInput!) {\n    updatePostPage(blog: $blog, postId: $postId, pageId: $pageId, input: $input) {\n      ...PagesTab_page\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePostPage($blog: String!, $postId: ID!, $pageId: ID!, $input: UpdatePostPageInput!) {\n    updatePostPage(blog: $blog, postId: $postId, pageId: $pageId, input: $input) {\n      ...PagesTab_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostImages($blog: String!, $postId: ID!) {\n    postImages(blog: $blog, postId: $postId) {\n      ...ImageBag_image\n    }\n  }\n"): (typeof documents)["\n  query PostImages($blog: String!, $postId: ID!) {\n    postImages(blog: $blog, postId: $postId) {\n      ...ImageBag_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveToggle_user on User {\n    id\n    active\n  }\n"): (typeof documents)["\n  fragment ActiveToggle_user on User {\n    id\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalDataForm_user on User {\n    id\n    name\n    email\n  }\n"): (typeof documents)["\n  fragment PersonalDataForm_user on User {\n    id\n    name\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TelegramCard_user on User {\n    id\n    telegramSubscription {\n      ...TelegramDetails_telegram\n    }\n  }\n"): (typeof documents)["\n  fragment TelegramCard_user on User {\n    id\n    telegramSubscription {\n      ...TelegramDetails_telegram\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RolesForm_user on User {\n    id\n    roles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RolesForm_user on User {\n    id\n    roles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersTable_user on User {\n    id\n    name\n    email\n    active\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment UsersTable_user on User {\n    id\n    name\n    email\n    active\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CpUsers(\n    $page: Int\n    $perPage: Int\n    $orderBy: UserOrderField\n    $direction: SortDirection\n    $filter: UserFilter\n  ) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CpUsers(\n    $page: Int\n    $perPage: Int\n    $orderBy: UserOrderField\n    $direction: SortDirection\n    $filter: UserFilter\n  ) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CpRoles {\n    roles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CpRoles {\n    roles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CpUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      createdAt\n      ...ActiveToggle_user\n      ...PersonalDataForm_user\n      ...TelegramCard_user\n      ...RolesForm_user\n    }\n  }\n"): (typeof documents)["\n  query CpUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      createdAt\n      ...ActiveToggle_user\n      ...PersonalDataForm_user\n      ...TelegramCard_user\n      ...RolesForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CpCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      name\n      email\n      active\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CpCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      name\n      email\n      active\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CpSetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      id\n      active\n      activatedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CpSetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      id\n      active\n      activatedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {\n    syncUserRoles(id: $id, roleIds: $roleIds) {\n      id\n      roles {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {\n    syncUserRoles(id: $id, roleIds: $roleIds) {\n      id\n      roles {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CpDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation CpDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConfigFormDialog_config on CryptTrackConfig {\n    id\n    platform\n    label\n    apiKeyLast4\n  }\n"): (typeof documents)["\n  fragment ConfigFormDialog_config on CryptTrackConfig {\n    id\n    platform\n    label\n    apiKeyLast4\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardScreen_entry on CryptTrackDashboardEntry {\n    config {\n      id\n      platform\n      label\n    }\n    accounts {\n      productType\n      marginCoin\n      available\n      frozen\n      margin\n      transferable\n      positionMode\n      crossedUnrealizedPnl\n      isolatedUnrealizedPnl\n      bonus\n      totalCapital\n      usdtEquity\n      unrealizedPnl\n    }\n    positionSums {\n      marginCoin\n      count\n      margin\n      unrealizedPnl\n    }\n    error\n    errorCode\n  }\n"): (typeof documents)["\n  fragment DashboardScreen_entry on CryptTrackDashboardEntry {\n    config {\n      id\n      platform\n      label\n    }\n    accounts {\n      productType\n      marginCoin\n      available\n      frozen\n      margin\n      transferable\n      positionMode\n      crossedUnrealizedPnl\n      isolatedUnrealizedPnl\n      bonus\n      totalCapital\n      usdtEquity\n      unrealizedPnl\n    }\n    positionSums {\n      marginCoin\n      count\n      margin\n      unrealizedPnl\n    }\n    error\n    errorCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryPanel_position on CryptTrackHistoryPosition {\n    positionId\n    symbol\n    marginCoin\n    side\n    marginMode\n    openAveragePrice\n    closeAveragePrice\n    openTotal\n    closeTotal\n    pnl\n    netProfit\n    totalFunding\n    openFee\n    closeFee\n    createdAt\n    modifiedAt\n  }\n"): (typeof documents)["\n  fragment HistoryPanel_position on CryptTrackHistoryPosition {\n    positionId\n    symbol\n    marginCoin\n    side\n    marginMode\n    openAveragePrice\n    closeAveragePrice\n    openTotal\n    closeTotal\n    pnl\n    netProfit\n    totalFunding\n    openFee\n    closeFee\n    createdAt\n    modifiedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingPositions_position on CryptTrackPosition {\n    positionId\n    productType\n    symbol\n    marginCoin\n    qty\n    entryValue\n    side\n    marginMode\n    positionMode\n    leverage\n    fee\n    funding\n    realizedPnl\n    margin\n    unrealizedPnl\n    liquidationPrice\n    averageOpenPrice\n    markPrice\n    marginRate\n    createdAt\n    modifiedAt\n  }\n"): (typeof documents)["\n  fragment PendingPositions_position on CryptTrackPosition {\n    positionId\n    productType\n    symbol\n    marginCoin\n    qty\n    entryValue\n    side\n    marginMode\n    positionMode\n    leverage\n    fee\n    funding\n    realizedPnl\n    margin\n    unrealizedPnl\n    liquidationPrice\n    averageOpenPrice\n    markPrice\n    marginRate\n    createdAt\n    modifiedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConfigCard_config on CryptTrackConfig {\n    id\n    label\n    platform\n    apiKeyLast4\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ConfigCard_config on CryptTrackConfig {\n    id\n    label\n    platform\n    apiKeyLast4\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptTrackConfigs {\n    cryptTrackConfigs {\n      id\n      label\n      ...ConfigCard_config\n      ...ConfigFormDialog_config\n    }\n  }\n"): (typeof documents)["\n  query CryptTrackConfigs {\n    cryptTrackConfigs {\n      id\n      label\n      ...ConfigCard_config\n      ...ConfigFormDialog_config\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptTrackDashboard {\n    cryptTrackDashboard {\n      ...DashboardScreen_entry\n    }\n  }\n"): (typeof documents)["\n  query CryptTrackDashboard {\n    cryptTrackDashboard {\n      ...DashboardScreen_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptTrackPendingPositions($configId: ID!) {\n    cryptTrackPendingPositions(configId: $configId) {\n      positionId\n      ...PendingPositions_position\n    }\n  }\n"): (typeof documents)["\n  query CryptTrackPendingPositions($configId: ID!) {\n    cryptTrackPendingPositions(configId: $configId) {\n      positionId\n      ...PendingPositions_position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptTrackHistoryPositions($configId: ID!, $from: DateTime, $to: DateTime, $symbol: String) {\n    cryptTrackHistoryPositions(configId: $configId, from: $from, to: $to, symbol: $symbol) {\n      positionId\n      ...HistoryPanel_position\n    }\n  }\n"): (typeof documents)["\n  query CryptTrackHistoryPositions($configId: ID!, $from: DateTime, $to: DateTime, $symbol: String) {\n    cryptTrackHistoryPositions(configId: $configId, from: $from, to: $to, symbol: $symbol) {\n      positionId\n      ...HistoryPanel_position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCryptTrackConfig($input: CreateCryptTrackConfigInput!) {\n    createCryptTrackConfig(input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCryptTrackConfig($input: CreateCryptTrackConfigInput!) {\n    createCryptTrackConfig(input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCryptTrackConfig($id: ID!, $input: UpdateCryptTrackConfigInput!) {\n    updateCryptTrackConfig(id: $id, input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCryptTrackConfig($id: ID!, $input: UpdateCryptTrackConfigInput!) {\n    updateCryptTrackConfig(id: $id, input: $input) {\n      config {\n        id\n        ...ConfigCard_config\n        ...ConfigFormDialog_config\n      }\n      keysWork\n      message\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCryptTrackConfig($id: ID!) {\n    testCryptTrackConfig(id: $id) {\n      keysWork\n      message\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation TestCryptTrackConfig($id: ID!) {\n    testCryptTrackConfig(id: $id) {\n      keysWork\n      message\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCryptTrackConfig($id: ID!) {\n    deleteCryptTrackConfig(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCryptTrackConfig($id: ID!) {\n    deleteCryptTrackConfig(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstitutesTable_current on DawumCurrentPolls {\n    surveys {\n      id\n      date\n      persons\n      institute {\n        id\n        name\n      }\n      results {\n        partyId\n        percent\n      }\n    }\n    average {\n      partyId\n      shortcut\n      name\n      percent\n    }\n  }\n"): (typeof documents)["\n  fragment InstitutesTable_current on DawumCurrentPolls {\n    surveys {\n      id\n      date\n      persons\n      institute {\n        id\n        name\n      }\n      results {\n        partyId\n        percent\n      }\n    }\n    average {\n      partyId\n      shortcut\n      name\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SurveysScreen_survey on DawumSurvey {\n    id\n    date\n    period {\n      start\n      end\n    }\n    persons\n    parliament {\n      id\n      shortcut\n      name\n    }\n    institute {\n      id\n      name\n    }\n    tasker {\n      id\n      name\n    }\n    method {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment SurveysScreen_survey on DawumSurvey {\n    id\n    date\n    period {\n      start\n      end\n    }\n    persons\n    parliament {\n      id\n      shortcut\n      name\n    }\n    institute {\n      id\n      name\n    }\n    tasker {\n      id\n      name\n    }\n    method {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DawumStatus_status on DawumSyncStatus {\n    lastSyncAt\n    lastUpdate\n    outcome\n    error\n    surveyCount\n    unknownReferences {\n      kind\n      id\n      surveys\n    }\n    attribution {\n      source\n      sourceUrl\n      licence\n      licenceUrl\n    }\n  }\n"): (typeof documents)["\n  fragment DawumStatus_status on DawumSyncStatus {\n    lastSyncAt\n    lastUpdate\n    outcome\n    error\n    surveyCount\n    unknownReferences {\n      kind\n      id\n      surveys\n    }\n    attribution {\n      source\n      sourceUrl\n      licence\n      licenceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumSyncStatus {\n    dawumSyncStatus {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n"): (typeof documents)["\n  query DawumSyncStatus {\n    dawumSyncStatus {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncDawum {\n    syncDawum {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n"): (typeof documents)["\n  mutation SyncDawum {\n    syncDawum {\n      surveyCount\n      ...DawumStatus_status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumParliaments {\n    dawumParliaments {\n      id\n      shortcut\n      name\n      election\n    }\n  }\n"): (typeof documents)["\n  query DawumParliaments {\n    dawumParliaments {\n      id\n      shortcut\n      name\n      election\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumInstitutes($parliamentId: ID) {\n    dawumInstitutes(parliamentId: $parliamentId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DawumInstitutes($parliamentId: ID) {\n    dawumInstitutes(parliamentId: $parliamentId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumCurrentPolls($parliamentId: ID!) {\n    dawumCurrentPolls(parliamentId: $parliamentId) {\n      parliament {\n        id\n        name\n        election\n      }\n      surveys {\n        id\n      }\n      average {\n        partyId\n        shortcut\n        name\n        percent\n        institutes\n      }\n      ...InstitutesTable_current\n    }\n  }\n"): (typeof documents)["\n  query DawumCurrentPolls($parliamentId: ID!) {\n    dawumCurrentPolls(parliamentId: $parliamentId) {\n      parliament {\n        id\n        name\n        election\n      }\n      surveys {\n        id\n      }\n      average {\n        partyId\n        shortcut\n        name\n        percent\n        institutes\n      }\n      ...InstitutesTable_current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumTrend($parliamentId: ID!, $from: Date, $to: Date) {\n    dawumTrend(parliamentId: $parliamentId, from: $from, to: $to) {\n      partyId\n      shortcut\n      name\n      values {\n        date\n        percent\n        surveyId\n        institute\n      }\n      average {\n        date\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  query DawumTrend($parliamentId: ID!, $from: Date, $to: Date) {\n    dawumTrend(parliamentId: $parliamentId, from: $from, to: $to) {\n      partyId\n      shortcut\n      name\n      values {\n        date\n        percent\n        surveyId\n        institute\n      }\n      average {\n        date\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumSurveys(\n    $page: Int\n    $perPage: Int\n    $orderBy: DawumSurveyOrderField\n    $direction: SortDirection\n    $filter: DawumSurveyFilter\n  ) {\n    dawumSurveys(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...SurveysScreen_survey\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query DawumSurveys(\n    $page: Int\n    $perPage: Int\n    $orderBy: DawumSurveyOrderField\n    $direction: SortDirection\n    $filter: DawumSurveyFilter\n  ) {\n    dawumSurveys(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...SurveysScreen_survey\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DawumSurvey($id: ID!) {\n    dawumSurvey(id: $id) {\n      id\n      date\n      period {\n        start\n        end\n      }\n      persons\n      parliament {\n        id\n        shortcut\n        name\n        election\n      }\n      institute {\n        id\n        name\n      }\n      tasker {\n        id\n        name\n      }\n      method {\n        id\n        name\n      }\n      results {\n        partyId\n        shortcut\n        name\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  query DawumSurvey($id: ID!) {\n    dawumSurvey(id: $id) {\n      id\n      date\n      period {\n        start\n        end\n      }\n      persons\n      parliament {\n        id\n        shortcut\n        name\n        election\n      }\n      institute {\n        id\n        name\n      }\n      tasker {\n        id\n        name\n      }\n      method {\n        id\n        name\n      }\n      results {\n        partyId\n        shortcut\n        name\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadRow_download on Download {\n    __typename\n    id\n    filename\n    sizeBytes\n    downloadCount\n    createdAt\n    expiresAt\n    seenAt\n    url\n  }\n"): (typeof documents)["\n  fragment DownloadRow_download on Download {\n    __typename\n    id\n    filename\n    sizeBytes\n    downloadCount\n    createdAt\n    expiresAt\n    seenAt\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDownloads {\n    myDownloads {\n      id\n      ...DownloadRow_download\n    }\n  }\n"): (typeof documents)["\n  query MyDownloads {\n    myDownloads {\n      id\n      ...DownloadRow_download\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnseenDownloadsCount {\n    unseenDownloadsCount\n  }\n"): (typeof documents)["\n  query UnseenDownloadsCount {\n    unseenDownloadsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDownloadSeen($id: ID!) {\n    markDownloadSeen(id: $id) {\n      id\n      ...DownloadRow_download\n    }\n  }\n"): (typeof documents)["\n  mutation MarkDownloadSeen($id: ID!) {\n    markDownloadSeen(id: $id) {\n      id\n      ...DownloadRow_download\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDownload($id: ID!) {\n    deleteDownload(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDownload($id: ID!) {\n    deleteDownload(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DownloadsChanged {\n    downloadsChanged {\n      type\n      downloadId\n      download {\n        id\n        ...DownloadRow_download\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DownloadsChanged {\n    downloadsChanged {\n      type\n      downloadId\n      download {\n        id\n        ...DownloadRow_download\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelsScreen_channel on IptvChannel {\n    id\n    name\n    logo\n    groupTitle\n    provider {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ChannelsScreen_channel on IptvChannel {\n    id\n    name\n    logo\n    groupTitle\n    provider {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListScreen_groups on IptvList {\n    id\n    groups\n    providerGroups\n  }\n"): (typeof documents)["\n  fragment ListScreen_groups on IptvList {\n    id\n    groups\n    providerGroups\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListScreen_list on IptvList {\n    id\n    name\n    ...ListScreen_groups\n    channels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ListRows_row\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListScreen_list on IptvList {\n    id\n    name\n    ...ListScreen_groups\n    channels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ListRows_row\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderForm_provider on IptvProvider {\n    id\n    name\n    channelUrl\n    channelCredentialsStored\n    frontendUrl\n    epgUrl\n    excludeFromRefresh\n    requiredFields\n  }\n"): (typeof documents)["\n  fragment ProviderForm_provider on IptvProvider {\n    id\n    name\n    channelUrl\n    channelCredentialsStored\n    frontendUrl\n    epgUrl\n    excludeFromRefresh\n    requiredFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProvidersListScreen_provider on IptvProvider {\n    id\n    name\n    channelCount\n    updatedAt\n    lastImport {\n      id\n      state\n      finishedAt\n      startedAt\n    }\n  }\n"): (typeof documents)["\n  fragment ProvidersListScreen_provider on IptvProvider {\n    id\n    name\n    channelCount\n    updatedAt\n    lastImport {\n      id\n      state\n      finishedAt\n      startedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListRows_row on IptvListChannel {\n    id\n    order\n    name\n    link\n    provider {\n      id\n      name\n    }\n    providerGroupTitle\n  }\n"): (typeof documents)["\n  fragment ListRows_row on IptvListChannel {\n    id\n    order\n    name\n    link\n    provider {\n      id\n      name\n    }\n    providerGroupTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n      missingFields\n    }\n    personalDownloadLinkUrl\n  }\n"): (typeof documents)["\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n      missingFields\n    }\n    personalDownloadLinkUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvLists {\n    iptvLists {\n      id\n      ...IptvListCard_list\n    }\n  }\n"): (typeof documents)["\n  query IptvLists {\n    iptvLists {\n      id\n      ...IptvListCard_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvListNames {\n    iptvLists {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query IptvListNames {\n    iptvLists {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvList($id: ID!) {\n    iptvList(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query IptvList($id: ID!) {\n    iptvList(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIptvList($name: String!) {\n    createIptvList(name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIptvList($name: String!) {\n    createIptvList(name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameIptvList($id: ID!, $name: String!) {\n    renameIptvList(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameIptvList($id: ID!, $name: String!) {\n    renameIptvList(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIptvList($id: ID!) {\n    deleteIptvList(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteIptvList($id: ID!) {\n    deleteIptvList(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIptvPersonalDownloadLink($listId: ID!) {\n    createIptvPersonalDownloadLink(listId: $listId) {\n      id\n      personalDownloadLinkUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIptvPersonalDownloadLink($listId: ID!) {\n    createIptvPersonalDownloadLink(listId: $listId) {\n      id\n      personalDownloadLinkUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvChannelOrderField\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ChannelsScreen_channel\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvChannelOrderField\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...ChannelsScreen_channel\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n"): (typeof documents)["\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvListGroups($listId: ID!) {\n    iptvList(id: $listId) {\n      id\n      groups\n    }\n  }\n"): (typeof documents)["\n  query IptvListGroups($listId: ID!) {\n    iptvList(id: $listId) {\n      id\n      groups\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n"): (typeof documents)["\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvListScreen(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvList(id: $listId) {\n      id\n      ...ListScreen_list\n    }\n  }\n"): (typeof documents)["\n  query IptvListScreen(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvList(id: $listId) {\n      id\n      ...ListScreen_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListChannel(\n    $listId: ID!\n    $id: ID!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n"): (typeof documents)["\n  mutation MoveIptvListChannel(\n    $listId: ID!\n    $id: ID!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListChannels(\n    $listId: ID!\n    $ids: [ID!]!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannels(listId: $listId, ids: $ids, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n"): (typeof documents)["\n  mutation MoveIptvListChannels(\n    $listId: ID!\n    $ids: [ID!]!\n    $move: IptvMoveDirection!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannels(listId: $listId, ids: $ids, direction: $move) {\n      ...ListScreen_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListChannelTo(\n    $listId: ID!\n    $from: Int!\n    $to: Int!\n    $group: String\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group) {\n      ...ListScreen_list\n    }\n  }\n"): (typeof documents)["\n  mutation MoveIptvListChannelTo(\n    $listId: ID!\n    $from: Int!\n    $to: Int!\n    $group: String\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group) {\n      ...ListScreen_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListGroup(\n    $listId: ID!\n    $group: String!\n    $to: Int!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to) {\n      ...ListScreen_list\n    }\n  }\n"): (typeof documents)["\n  mutation MoveIptvListGroup(\n    $listId: ID!\n    $group: String!\n    $to: Int!\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvListChannelOrderField\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to) {\n      ...ListScreen_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n"): (typeof documents)["\n  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n"): (typeof documents)["\n  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {\n    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)\n  }\n"): (typeof documents)["\n  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {\n    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IptvChannelMoved($listId: ID!) {\n    iptvChannelMoved(listId: $listId)\n  }\n"): (typeof documents)["\n  subscription IptvChannelMoved($listId: ID!) {\n    iptvChannelMoved(listId: $listId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvMemberProviders {\n    iptvMemberProviders {\n      id\n      name\n      frontendUrl\n      requiredFields\n      userHasValidSettings\n    }\n  }\n"): (typeof documents)["\n  query IptvMemberProviders {\n    iptvMemberProviders {\n      id\n      name\n      frontendUrl\n      requiredFields\n      userHasValidSettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvProviderSettings($providerId: ID!) {\n    iptvProviderSettings(providerId: $providerId) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n"): (typeof documents)["\n  query IptvProviderSettings($providerId: ID!) {\n    iptvProviderSettings(providerId: $providerId) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n      provider {\n        id\n        userHasValidSettings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n      provider {\n        id\n        userHasValidSettings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {\n    iptvEpg(listId: $listId, from: $from, to: $to) {\n      listChannelId\n      name\n      programmes {\n        start\n        stop\n        title\n        subtitle\n        description\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {\n    iptvEpg(listId: $listId, from: $from, to: $to) {\n      listChannelId\n      name\n      programmes {\n        start\n        stop\n        title\n        subtitle\n        description\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment M3uWizard_import on IptvImport {\n    id\n    state\n    current\n    total\n    channelCount\n    groupCount\n    skipped {\n      reason\n      count\n    }\n    credentialsFound\n    removedCount\n    error\n    startedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment M3uWizard_import on IptvImport {\n    id\n    state\n    current\n    total\n    channelCount\n    groupCount\n    skipped {\n      reason\n      count\n    }\n    credentialsFound\n    removedCount\n    error\n    startedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EpgImportPanel_import on IptvEpgImport {\n    id\n    state\n    url\n    current\n    programmeCount\n    channelCount\n    matchedCount\n    skipped {\n      reason\n      count\n    }\n    truncated\n    error\n    startedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment EpgImportPanel_import on IptvEpgImport {\n    id\n    state\n    url\n    current\n    programmeCount\n    channelCount\n    matchedCount\n    skipped {\n      reason\n      count\n    }\n    truncated\n    error\n    startedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvProviders(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvProviderOrderField\n    $direction: SortDirection\n  ) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        ...ProvidersListScreen_provider\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvProviders(\n    $page: Int\n    $perPage: Int\n    $orderBy: IptvProviderOrderField\n    $direction: SortDirection\n  ) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        ...ProvidersListScreen_provider\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelCount\n      updatedAt\n      ...ProviderForm_provider\n      lastImport {\n        ...M3uWizard_import\n      }\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelCount\n      updatedAt\n      ...ProviderForm_provider\n      lastImport {\n        ...M3uWizard_import\n      }\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n      ...ProviderForm_provider\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n      ...ProviderForm_provider\n      lastEpgImport {\n        ...EpgImportPanel_import\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvDeleteProvider($id: ID!) {\n    deleteIptvProvider(id: $id)\n  }\n"): (typeof documents)["\n  mutation IptvDeleteProvider($id: ID!) {\n    deleteIptvProvider(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvRefreshProvider($id: ID!) {\n    refreshIptvProvider(id: $id) {\n      ...M3uWizard_import\n    }\n  }\n"): (typeof documents)["\n  mutation IptvRefreshProvider($id: ID!) {\n    refreshIptvProvider(id: $id) {\n      ...M3uWizard_import\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IptvImportProgress($importId: ID!) {\n    iptvImportProgress(importId: $importId) {\n      ...M3uWizard_import\n    }\n  }\n"): (typeof documents)["\n  subscription IptvImportProgress($importId: ID!) {\n    iptvImportProgress(importId: $importId) {\n      ...M3uWizard_import\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvRefreshEpg($providerId: ID!) {\n    refreshIptvEpg(providerId: $providerId) {\n      ...EpgImportPanel_import\n    }\n  }\n"): (typeof documents)["\n  mutation IptvRefreshEpg($providerId: ID!) {\n    refreshIptvEpg(providerId: $providerId) {\n      ...EpgImportPanel_import\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IptvEpgImportProgress($importId: ID!) {\n    iptvEpgImportProgress(importId: $importId) {\n      ...EpgImportPanel_import\n    }\n  }\n"): (typeof documents)["\n  subscription IptvEpgImportProgress($importId: ID!) {\n    iptvEpgImportProgress(importId: $importId) {\n      ...EpgImportPanel_import\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackupsScreen_backup on Ls22Backup {\n    id\n    takenAt\n    trigger\n    monotonicDay\n    sizeBytes\n    zipUrl\n    files {\n      name\n      state\n      sizeBytes\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment BackupsScreen_backup on Ls22Backup {\n    id\n    takenAt\n    trigger\n    monotonicDay\n    sizeBytes\n    zipUrl\n    files {\n      name\n      state\n      sizeBytes\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FarmsTable_farm on Ls22Farm {\n    id\n    farmId\n    name\n    money\n    loan\n    color\n    mine\n    members {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment FarmsTable_farm on Ls22Farm {\n    id\n    farmId\n    name\n    money\n    loan\n    color\n    mine\n    members {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Ls22Header_server on Ls22Server {\n    online\n    state\n    game\n    version\n    name\n    mapName\n    players {\n      name\n      isAdmin\n      uptimeMinutes\n    }\n    slotsUsed\n    slotsCapacity\n    dayTime\n    inGameDate {\n      year\n      month\n      day\n    }\n    inGameTime\n    latestBackupAt\n    lastError\n    mods {\n      name\n      title\n      version\n      author\n    }\n    vehicleCount\n    fetchedAt\n    polledAt\n  }\n"): (typeof documents)["\n  fragment Ls22Header_server on Ls22Server {\n    online\n    state\n    game\n    version\n    name\n    mapName\n    players {\n      name\n      isAdmin\n      uptimeMinutes\n    }\n    slotsUsed\n    slotsCapacity\n    dayTime\n    inGameDate {\n      year\n      month\n      day\n    }\n    inGameTime\n    latestBackupAt\n    lastError\n    mods {\n      name\n      title\n      version\n      author\n    }\n    vehicleCount\n    fetchedAt\n    polledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22Server {\n    ls22Server {\n      ...Ls22Header_server\n    }\n  }\n"): (typeof documents)["\n  query Ls22Server {\n    ls22Server {\n      ...Ls22Header_server\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Ls22ServerChanged {\n    ls22ServerChanged {\n      ...Ls22Header_server\n    }\n  }\n"): (typeof documents)["\n  subscription Ls22ServerChanged {\n    ls22ServerChanged {\n      ...Ls22Header_server\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22Farms {\n    ls22Farms {\n      id\n      ...FarmsTable_farm\n    }\n  }\n"): (typeof documents)["\n  query Ls22Farms {\n    ls22Farms {\n      id\n      ...FarmsTable_farm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22Farm($id: ID!) {\n    ls22Farm(id: $id) {\n      id\n      farmId\n      name\n      money\n      loan\n      color\n      mine\n      updatedAt\n      players {\n        name\n        isFarmManager\n        uniqueUserId\n        lastConnected\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Ls22Farm($id: ID!) {\n    ls22Farm(id: $id) {\n      id\n      farmId\n      name\n      money\n      loan\n      color\n      mine\n      updatedAt\n      players {\n        name\n        isFarmManager\n        uniqueUserId\n        lastConnected\n      }\n      members {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22FarmFinancials($farmId: ID!) {\n    ls22FarmFinancials(farmId: $farmId) {\n      day\n      other\n      soldMilk\n      soldWood\n      soldWool\n      incomeBga\n      soldBales\n      soldAnimals\n      wagePayment\n      fieldSelling\n      loanInterest\n      purchaseFuel\n      soldProducts\n      soldVehicles\n      fieldPurchase\n      harvestIncome\n      missionIncome\n      purchaseBales\n      purchaseSeeds\n      purchaseWater\n      soldBuildings\n      newAnimalCost\n      propertyIncome\n      newVehicleCost\n      productionsCosts\n      purchasePallets\n      constructionCost\n      purchaseSaplings\n      purchaseFertilizer\n      vehicleLeasingCost\n      vehicleRunningCost\n      propertyMaintenance\n      productionDeliveryCosts\n      extra\n    }\n  }\n"): (typeof documents)["\n  query Ls22FarmFinancials($farmId: ID!) {\n    ls22FarmFinancials(farmId: $farmId) {\n      day\n      other\n      soldMilk\n      soldWood\n      soldWool\n      incomeBga\n      soldBales\n      soldAnimals\n      wagePayment\n      fieldSelling\n      loanInterest\n      purchaseFuel\n      soldProducts\n      soldVehicles\n      fieldPurchase\n      harvestIncome\n      missionIncome\n      purchaseBales\n      purchaseSeeds\n      purchaseWater\n      soldBuildings\n      newAnimalCost\n      propertyIncome\n      newVehicleCost\n      productionsCosts\n      purchasePallets\n      constructionCost\n      purchaseSaplings\n      purchaseFertilizer\n      vehicleLeasingCost\n      vehicleRunningCost\n      propertyMaintenance\n      productionDeliveryCosts\n      extra\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22Environment {\n    ls22Environment {\n      currentDay\n      currentMonotonicDay\n      daysPerPeriod\n      inGameDate {\n        year\n        month\n        day\n      }\n      weather {\n        typeName\n        season\n        startDay\n        startDayTime\n        duration\n      }\n      backupAt\n    }\n  }\n"): (typeof documents)["\n  query Ls22Environment {\n    ls22Environment {\n      currentDay\n      currentMonotonicDay\n      daysPerPeriod\n      inGameDate {\n        year\n        month\n        day\n      }\n      weather {\n        typeName\n        season\n        startDay\n        startDayTime\n        duration\n      }\n      backupAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22ServerLinks {\n    ls22ServerLinks {\n      configured\n      webInterface\n      stats\n      map\n    }\n  }\n"): (typeof documents)["\n  query Ls22ServerLinks {\n    ls22ServerLinks {\n      configured\n      webInterface\n      stats\n      map\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22Backups($page: Int, $perPage: Int) {\n    ls22Backups(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...BackupsScreen_backup\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Ls22Backups($page: Int, $perPage: Int) {\n    ls22Backups(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...BackupsScreen_backup\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22Config {\n    ls22Config {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query Ls22Config {\n    ls22Config {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLs22Config($input: SaveLs22ConfigInput!) {\n    saveLs22Config(input: $input) {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLs22Config($input: SaveLs22ConfigInput!) {\n    saveLs22Config(input: $input) {\n      serverUrl\n      source\n      serverUrlSource\n      codeSource\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackupLs22Now {\n    backupLs22Now {\n      id\n      takenAt\n    }\n  }\n"): (typeof documents)["\n  mutation BackupLs22Now {\n    backupLs22Now {\n      id\n      takenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls22AssignableMembers {\n    ls22AssignableMembers {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query Ls22AssignableMembers {\n    ls22AssignableMembers {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignLs22FarmUser($farmId: ID!, $userId: ID) {\n    assignLs22FarmUser(farmId: $farmId, userId: $userId) {\n      id\n      mine\n      members {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignLs22FarmUser($farmId: ID!, $userId: ID) {\n    assignLs22FarmUser(farmId: $farmId, userId: $userId) {\n      id\n      mine\n      members {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n      ...DownloadRemoved_notification\n      ...TimeClockRunning_notification\n      ...TimeBudget_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n      ...DownloadRemoved_notification\n      ...TimeClockRunning_notification\n      ...TimeBudget_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n"): (typeof documents)["\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadRemoved_notification on DownloadRemovedNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n"): (typeof documents)["\n  fragment DownloadRemoved_notification on DownloadRemovedNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimeClockRunning_notification on TimeClockRunningNotification {\n    id\n    recordId\n    start\n    hours\n  }\n"): (typeof documents)["\n  fragment TimeClockRunning_notification on TimeClockRunningNotification {\n    id\n    recordId\n    start\n    hours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimeBudget_notification on TimeBudgetNotification {\n    id\n    budgetId\n    budgetName\n    percent\n  }\n"): (typeof documents)["\n  fragment TimeBudget_notification on TimeBudgetNotification {\n    id\n    budgetId\n    budgetName\n    percent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    socialMedia {\n      network\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    socialMedia {\n      network\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      createdAt\n      roles {\n        id\n        name\n      }\n      ...ProfileForm_me\n      telegramSubscription {\n        ...TelegramDetails_telegram\n      }\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      createdAt\n      roles {\n        id\n        name\n      }\n      ...ProfileForm_me\n      telegramSubscription {\n        ...TelegramDetails_telegram\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      socialMedia {\n        network\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      socialMedia {\n        network\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportMyData {\n    exportMyData\n  }\n"): (typeof documents)["\n  mutation ExportMyData {\n    exportMyData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenList_token on PersonalAccessToken {\n    id\n    name\n    scope\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment TokenList_token on PersonalAccessToken {\n    id\n    name\n    scope\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenList_token\n    }\n  }\n"): (typeof documents)["\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      ...TokenList_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        id\n        name\n        ...TokenList_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        id\n        name\n        ...TokenList_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BudgetConsumption_budget on TimeBudget {\n    id\n    name\n    timeSeconds\n    usedSeconds\n    moneyCents\n    usedMoneyCents\n    remainingSeconds\n    remainingSecondsPerWeek\n    endsOn\n  }\n"): (typeof documents)["\n  fragment BudgetConsumption_budget on TimeBudget {\n    id\n    name\n    timeSeconds\n    usedSeconds\n    moneyCents\n    usedMoneyCents\n    remainingSeconds\n    remainingSecondsPerWeek\n    endsOn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarBlock_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    task {\n      id\n      title\n    }\n    breaks {\n      start\n      stop\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarBlock_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    task {\n      id\n      title\n    }\n    breaks {\n      start\n      stop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarRecords($filter: TimeRecordFilter!) {\n    timeRecords(perPage: 100, orderBy: START, direction: ASC, filter: $filter) {\n      items {\n        id\n        ...CalendarBlock_record\n        ...RecordDialog_record\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarRecords($filter: TimeRecordFilter!) {\n    timeRecords(perPage: 100, orderBy: START, direction: ASC, filter: $filter) {\n      items {\n        id\n        ...CalendarBlock_record\n        ...RecordDialog_record\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      id\n      ...CalendarBlock_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeCustomerScreen($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n    }\n    timeBrands(perPage: 100, filter: { customerId: $id }) {\n      items {\n        id\n        ...BrandTile_brand\n      }\n    }\n    timeBudgets(perPage: 100) {\n      items {\n        id\n        customerId\n        brandId\n        ...CustomerBudget_budget\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimeCustomerScreen($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n    }\n    timeBrands(perPage: 100, filter: { customerId: $id }) {\n      items {\n        id\n        ...BrandTile_brand\n      }\n    }\n    timeBudgets(perPage: 100) {\n      items {\n        id\n        customerId\n        brandId\n        ...CustomerBudget_budget\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandTile_brand on TimeBrand {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment BrandTile_brand on TimeBrand {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerBudget_budget on TimeBudget {\n    id\n    name\n    targetName\n    ...BudgetConsumption_budget\n  }\n"): (typeof documents)["\n  fragment CustomerBudget_budget on TimeBudget {\n    id\n    name\n    targetName\n    ...BudgetConsumption_budget\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeBrandStats($id: ID!) {\n    timeBrandStats(id: $id) {\n      brandId\n      seconds\n      recordCount\n      thisMonthSeconds\n    }\n  }\n"): (typeof documents)["\n  query TimeBrandStats($id: ID!) {\n    timeBrandStats(id: $id) {\n      brandId\n      seconds\n      recordCount\n      thisMonthSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomersTable_customer on TimeCustomer {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CustomersTable_customer on TimeCustomer {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeCustomers(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeCustomerOrderField\n    $direction: SortDirection\n    $filter: TimeNameFilter\n  ) {\n    timeCustomers(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...CustomersTable_customer\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimeCustomers(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeCustomerOrderField\n    $direction: SortDirection\n    $filter: TimeNameFilter\n  ) {\n    timeCustomers(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...CustomersTable_customer\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadReady_file on Download {\n    id\n    filename\n    url\n  }\n"): (typeof documents)["\n  fragment DownloadReady_file on Download {\n    id\n    filename\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTimeStatistics($type: TimeStatisticsExportType!, $format: TimeExportFormat!) {\n    exportTimeStatistics(type: $type, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n"): (typeof documents)["\n  mutation ExportTimeStatistics($type: TimeStatisticsExportType!, $format: TimeExportFormat!) {\n    exportTimeStatistics(type: $type, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderClock_record on TimeRecord {\n    id\n    start\n    text\n    paused\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n      title\n    }\n    budgets {\n      id\n      ...BudgetLeft_budget\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderClock_record on TimeRecord {\n    id\n    start\n    text\n    paused\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n      title\n    }\n    budgets {\n      id\n      ...BudgetLeft_budget\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BudgetLeft_budget on TimeBudget {\n    id\n    name\n    remainingSeconds\n  }\n"): (typeof documents)["\n  fragment BudgetLeft_budget on TimeBudget {\n    id\n    name\n    remainingSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeOverview {\n    timeStatistics {\n      ...StatisticsTiles_statistics\n      ...WorkingTimeDays_statistics\n    }\n    lastTimeRecord {\n      ...QuickEntry_lastRecord\n    }\n    timeFieldSuggestions(field: TEXT)\n  }\n"): (typeof documents)["\n  query TimeOverview {\n    timeStatistics {\n      ...StatisticsTiles_statistics\n      ...WorkingTimeDays_statistics\n    }\n    lastTimeRecord {\n      ...QuickEntry_lastRecord\n    }\n    timeFieldSuggestions(field: TEXT)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatisticsTiles_statistics on TimeStatistics {\n    overall {\n      seconds\n      recordCount\n      includesRunning\n    }\n    today {\n      ...PeriodTile_period\n    }\n    thisWeek {\n      ...PeriodTile_period\n    }\n    thisMonth {\n      ...PeriodTile_period\n    }\n  }\n"): (typeof documents)["\n  fragment StatisticsTiles_statistics on TimeStatistics {\n    overall {\n      seconds\n      recordCount\n      includesRunning\n    }\n    today {\n      ...PeriodTile_period\n    }\n    thisWeek {\n      ...PeriodTile_period\n    }\n    thisMonth {\n      ...PeriodTile_period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatisticsTiles_record on TimeRecord {\n    id\n    start\n    breaks {\n      start\n      stop\n    }\n  }\n"): (typeof documents)["\n  fragment StatisticsTiles_record on TimeRecord {\n    id\n    start\n    breaks {\n      start\n      stop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeriodTile_period on TimeStatisticsPeriod {\n    seconds\n    targetSeconds\n    startsAt\n    includesRunning\n  }\n"): (typeof documents)["\n  fragment PeriodTile_period on TimeStatisticsPeriod {\n    seconds\n    targetSeconds\n    startsAt\n    includesRunning\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickEntry_lastRecord on TimeRecord {\n    id\n    stop\n  }\n"): (typeof documents)["\n  fragment QuickEntry_lastRecord on TimeRecord {\n    id\n    stop\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimeRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      duration\n      ...RecordsTable_record\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTimeRecord($input: CreateTimeRecordInput!) {\n    createTimeRecord(input: $input) {\n      id\n      duration\n      ...RecordsTable_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordDialog_record on TimeRecord {\n    id\n    start\n    stop\n    text\n    ticketUrl\n    tags\n    billable\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n    }\n    type {\n      id\n    }\n    project {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment RecordDialog_record on TimeRecord {\n    id\n    start\n    stop\n    text\n    ticketUrl\n    tags\n    billable\n    breaks {\n      start\n      stop\n    }\n    task {\n      id\n    }\n    type {\n      id\n    }\n    project {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      ...RecordsTable_record\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {\n    updateTimeRecord(id: $id, input: $input) {\n      ...RecordsTable_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordsTable_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    ticketUrl\n    finished\n    paused\n    breaks {\n      start\n      stop\n    }\n    tags\n    billable\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...RecordDialog_record\n  }\n"): (typeof documents)["\n  fragment RecordsTable_record on TimeRecord {\n    id\n    start\n    stop\n    duration\n    text\n    ticketUrl\n    finished\n    paused\n    breaks {\n      start\n      stop\n    }\n    tags\n    billable\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...RecordDialog_record\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeRecords(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeRecordOrderField\n    $direction: SortDirection\n    $filter: TimeRecordFilter\n  ) {\n    timeRecords(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...RecordsTable_record\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimeRecords(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeRecordOrderField\n    $direction: SortDirection\n    $filter: TimeRecordFilter\n  ) {\n    timeRecords(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...RecordsTable_record\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTimeRecord($id: ID!) {\n    deleteTimeRecord(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTimeRecord($id: ID!) {\n    deleteTimeRecord(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeSpentReport($groupBy: TimeReportGroupBy!, $unit: TimeReportUnit!, $from: Date!, $to: Date!) {\n    timeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to) {\n      totalSeconds\n      billableSeconds\n      rows {\n        period\n        group\n        seconds\n        billableSeconds\n      }\n      periods\n    }\n  }\n"): (typeof documents)["\n  query TimeSpentReport($groupBy: TimeReportGroupBy!, $unit: TimeReportUnit!, $from: Date!, $to: Date!) {\n    timeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to) {\n      totalSeconds\n      billableSeconds\n      rows {\n        period\n        group\n        seconds\n        billableSeconds\n      }\n      periods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTimeSpentReport(\n    $groupBy: TimeReportGroupBy!\n    $unit: TimeReportUnit!\n    $from: Date!\n    $to: Date!\n    $format: TimeExportFormat!\n  ) {\n    exportTimeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n"): (typeof documents)["\n  mutation ExportTimeSpentReport(\n    $groupBy: TimeReportGroupBy!\n    $unit: TimeReportUnit!\n    $from: Date!\n    $to: Date!\n    $format: TimeExportFormat!\n  ) {\n    exportTimeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to, format: $format) {\n      ...DownloadReady_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StartForm_recentEntry on TimeRecentEntry {\n    text\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    lastStart\n  }\n"): (typeof documents)["\n  fragment StartForm_recentEntry on TimeRecentEntry {\n    text\n    task {\n      id\n      title\n    }\n    type {\n      id\n      name\n    }\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    lastStart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeRecentEntries {\n    timeRecentEntries {\n      ...StartForm_recentEntry\n    }\n  }\n"): (typeof documents)["\n  query TimeRecentEntries {\n    timeRecentEntries {\n      ...StartForm_recentEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskDialog_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    customer {\n      id\n    }\n    brand {\n      id\n    }\n    project {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TaskDialog_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    customer {\n      id\n    }\n    brand {\n      id\n    }\n    project {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimeTask($input: CreateTimeTaskInput!) {\n    createTimeTask(input: $input) {\n      ...TasksTable_task\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTimeTask($input: CreateTimeTaskInput!) {\n    createTimeTask(input: $input) {\n      ...TasksTable_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimeTask($id: ID!, $input: UpdateTimeTaskInput!) {\n    updateTimeTask(id: $id, input: $input) {\n      ...TaskScreen_task\n      ...TasksTable_task\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimeTask($id: ID!, $input: UpdateTimeTaskInput!) {\n    updateTimeTask(id: $id, input: $input) {\n      ...TaskScreen_task\n      ...TasksTable_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskScreen_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...TaskDialog_task\n  }\n"): (typeof documents)["\n  fragment TaskScreen_task on TimeTask {\n    id\n    title\n    text\n    deadline\n    estimatedSeconds\n    ticketUrl\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n    project {\n      id\n      name\n    }\n    ...TaskDialog_task\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Comments_task on TimeTask {\n    id\n    comments {\n      id\n      ...CommentCard_comment\n    }\n  }\n"): (typeof documents)["\n  fragment Comments_task on TimeTask {\n    id\n    comments {\n      id\n      ...CommentCard_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentCard_comment on TimeComment {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CommentCard_comment on TimeComment {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeTask($id: ID!) {\n    timeTask(id: $id) {\n      id\n      ...TaskScreen_task\n      ...Comments_task\n    }\n  }\n"): (typeof documents)["\n  query TimeTask($id: ID!) {\n    timeTask(id: $id) {\n      id\n      ...TaskScreen_task\n      ...Comments_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTimeComment($resource: TimeCommentResource!, $id: ID!, $text: String!) {\n    addTimeComment(resource: $resource, id: $id, text: $text) {\n      id\n      ...CommentCard_comment\n    }\n  }\n"): (typeof documents)["\n  mutation AddTimeComment($resource: TimeCommentResource!, $id: ID!, $text: String!) {\n    addTimeComment(resource: $resource, id: $id, text: $text) {\n      id\n      ...CommentCard_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TasksTable_task on TimeTask {\n    id\n    title\n    deadline\n    estimatedSeconds\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TasksTable_task on TimeTask {\n    id\n    title\n    deadline\n    estimatedSeconds\n    finishedAt\n    recordCount\n    recordsDurationSum\n    customer {\n      id\n      name\n    }\n    brand {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeTasks(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeTaskOrderField\n    $direction: SortDirection\n    $filter: TimeTaskFilter\n  ) {\n    timeTasks(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...TasksTable_task\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimeTasks(\n    $page: Int\n    $perPage: Int\n    $orderBy: TimeTaskOrderField\n    $direction: SortDirection\n    $filter: TimeTaskFilter\n  ) {\n    timeTasks(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        ...TasksTable_task\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTimeTask($id: ID!) {\n    deleteTimeTask(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTimeTask($id: ID!) {\n    deleteTimeTask(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeekGrid_week on TimeWeek {\n    weekStart\n    totalSeconds\n    targetSeconds\n    days {\n      date\n      totalSeconds\n      targetSeconds\n      holiday\n      warnings\n    }\n    rows {\n      task {\n        id\n        title\n      }\n      customer {\n        id\n        name\n      }\n      cells\n      totalSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment WeekGrid_week on TimeWeek {\n    weekStart\n    totalSeconds\n    targetSeconds\n    days {\n      date\n      totalSeconds\n      targetSeconds\n      holiday\n      warnings\n    }\n    rows {\n      task {\n        id\n        title\n      }\n      customer {\n        id\n        name\n      }\n      cells\n      totalSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeWeek($weekStart: Date!) {\n    timeWeek(weekStart: $weekStart) {\n      ...WeekGrid_week\n    }\n  }\n"): (typeof documents)["\n  query TimeWeek($weekStart: Date!) {\n    timeWeek(weekStart: $weekStart) {\n      ...WeekGrid_week\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTimeWeekCell($input: SaveTimeWeekCellInput!) {\n    saveTimeWeekCell(input: $input) {\n      weekStart\n      ...WeekGrid_week\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTimeWeekCell($input: SaveTimeWeekCellInput!) {\n    saveTimeWeekCell(input: $input) {\n      weekStart\n      ...WeekGrid_week\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkingTimeDays_statistics on TimeStatistics {\n    workingTimeDays {\n      date\n      workedSeconds\n      breakSeconds\n      warnings\n    }\n  }\n"): (typeof documents)["\n  fragment WorkingTimeDays_statistics on TimeStatistics {\n    workingTimeDays {\n      date\n      workedSeconds\n      breakSeconds\n      warnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandsScreen_brand on TimeBrand {\n    id\n    name\n    customer {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BrandsScreen_brand on TimeBrand {\n    id\n    name\n    customer {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TimeBrands(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBrandOrderField\n      $direction: SortDirection\n      $filter: TimeBrandFilter\n    ) {\n      timeBrands(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BrandsScreen_brand\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "): (typeof documents)["\n    query TimeBrands(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBrandOrderField\n      $direction: SortDirection\n      $filter: TimeBrandFilter\n    ) {\n      timeBrands(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BrandsScreen_brand\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteTimeBrand($id: ID!) {\n      deleteTimeBrand(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteTimeBrand($id: ID!) {\n      deleteTimeBrand(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateTimeBrand($input: TimeBrandInput!) {\n        createTimeBrand(input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    "): (typeof documents)["\n      mutation CreateTimeBrand($input: TimeBrandInput!) {\n        createTimeBrand(input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateTimeBrand($id: ID!, $input: TimeBrandInput!) {\n        updateTimeBrand(id: $id, input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    "): (typeof documents)["\n      mutation UpdateTimeBrand($id: ID!, $input: TimeBrandInput!) {\n        updateTimeBrand(id: $id, input: $input) {\n          ...BrandsScreen_brand\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BudgetsScreen_budget on TimeBudget {\n    id\n    name\n    customerId\n    brandId\n    projectId\n    targetName\n    timeSeconds\n    moneyCents\n    hourlyRateCents\n    endsOn\n    ...BudgetConsumption_budget\n  }\n"): (typeof documents)["\n  fragment BudgetsScreen_budget on TimeBudget {\n    id\n    name\n    customerId\n    brandId\n    projectId\n    targetName\n    timeSeconds\n    moneyCents\n    hourlyRateCents\n    endsOn\n    ...BudgetConsumption_budget\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TimeBudgets(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBudgetOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeBudgets(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BudgetsScreen_budget\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "): (typeof documents)["\n    query TimeBudgets(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeBudgetOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeBudgets(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...BudgetsScreen_budget\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteTimeBudget($id: ID!) {\n      deleteTimeBudget(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteTimeBudget($id: ID!) {\n      deleteTimeBudget(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateTimeBudget($input: TimeBudgetInput!) {\n        createTimeBudget(input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    "): (typeof documents)["\n      mutation CreateTimeBudget($input: TimeBudgetInput!) {\n        createTimeBudget(input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateTimeBudget($id: ID!, $input: TimeBudgetInput!) {\n        updateTimeBudget(id: $id, input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    "): (typeof documents)["\n      mutation UpdateTimeBudget($id: ID!, $input: TimeBudgetInput!) {\n        updateTimeBudget(id: $id, input: $input) {\n          ...BudgetsScreen_budget\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerForm_customer on TimeCustomer {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CustomerForm_customer on TimeCustomer {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimeCustomer($input: TimeCustomerInput!) {\n    createTimeCustomer(input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTimeCustomer($input: TimeCustomerInput!) {\n    createTimeCustomer(input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimeCustomer($id: ID!, $input: TimeCustomerInput!) {\n    updateTimeCustomer(id: $id, input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimeCustomer($id: ID!, $input: TimeCustomerInput!) {\n    updateTimeCustomer(id: $id, input: $input) {\n      ...CustomerForm_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeCustomerEdit($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n      ...CustomerForm_customer\n    }\n  }\n"): (typeof documents)["\n  query TimeCustomerEdit($id: ID!) {\n    timeCustomer(id: $id) {\n      id\n      name\n      ...CustomerForm_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomersListScreen_customer on TimeCustomer {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CustomersListScreen_customer on TimeCustomer {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TimeCustomersList(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeCustomerOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeCustomers(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...CustomersListScreen_customer\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "): (typeof documents)["\n    query TimeCustomersList(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeCustomerOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeCustomers(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...CustomersListScreen_customer\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteTimeCustomer($id: ID!) {\n      deleteTimeCustomer(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteTimeCustomer($id: ID!) {\n      deleteTimeCustomer(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectsScreen_project on TimeProject {\n    id\n    name\n    brand {\n      id\n      name\n      customer {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectsScreen_project on TimeProject {\n    id\n    name\n    brand {\n      id\n      name\n      customer {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TimeProjects(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeProjectOrderField\n      $direction: SortDirection\n      $filter: TimeProjectFilter\n    ) {\n      timeProjects(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...ProjectsScreen_project\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "): (typeof documents)["\n    query TimeProjects(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeProjectOrderField\n      $direction: SortDirection\n      $filter: TimeProjectFilter\n    ) {\n      timeProjects(\n        page: $page\n        perPage: $perPage\n        orderBy: $orderBy\n        direction: $direction\n        filter: $filter\n      ) {\n        items {\n          ...ProjectsScreen_project\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteTimeProject($id: ID!) {\n      deleteTimeProject(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteTimeProject($id: ID!) {\n      deleteTimeProject(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateTimeProject($input: TimeProjectInput!) {\n        createTimeProject(input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    "): (typeof documents)["\n      mutation CreateTimeProject($input: TimeProjectInput!) {\n        createTimeProject(input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateTimeProject($id: ID!, $input: TimeProjectInput!) {\n        updateTimeProject(id: $id, input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    "): (typeof documents)["\n      mutation UpdateTimeProject($id: ID!, $input: TimeProjectInput!) {\n        updateTimeProject(id: $id, input: $input) {\n          ...ProjectsScreen_project\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsForm_settings on TimeTrackingSettings {\n    workingDaysInWeek\n    workingHoursPerDay\n    shortTimeWorkHoursPerDay\n    timeZone\n    holidayRegion\n    rounding {\n      mode\n      minutes\n    }\n    remindAfterHours\n  }\n"): (typeof documents)["\n  fragment SettingsForm_settings on TimeTrackingSettings {\n    workingDaysInWeek\n    workingHoursPerDay\n    shortTimeWorkHoursPerDay\n    timeZone\n    holidayRegion\n    rounding {\n      mode\n      minutes\n    }\n    remindAfterHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {\n    saveTimeTrackingSettings(input: $input) {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {\n    saveTimeTrackingSettings(input: $input) {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TypesScreen_type on TimeType {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment TypesScreen_type on TimeType {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TimeTypes(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeTypeOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeTypes(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...TypesScreen_type\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "): (typeof documents)["\n    query TimeTypes(\n      $page: Int\n      $perPage: Int\n      $orderBy: TimeTypeOrderField\n      $direction: SortDirection\n      $filter: TimeNameFilter\n    ) {\n      timeTypes(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n        items {\n          ...TypesScreen_type\n        }\n        pageInfo {\n          total\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DeleteTimeType($id: ID!) {\n      deleteTimeType(id: $id)\n    }\n  "): (typeof documents)["\n    mutation DeleteTimeType($id: ID!) {\n      deleteTimeType(id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateTimeType($input: TimeTypeInput!) {\n        createTimeType(input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    "): (typeof documents)["\n      mutation CreateTimeType($input: TimeTypeInput!) {\n        createTimeType(input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateTimeType($id: ID!, $input: TimeTypeInput!) {\n        updateTimeType(id: $id, input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    "): (typeof documents)["\n      mutation UpdateTimeType($id: ID!, $input: TimeTypeInput!) {\n        updateTimeType(id: $id, input: $input) {\n          ...TypesScreen_type\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeDropdownData {\n    timeDropdownData {\n      customers {\n        id\n        name\n      }\n      brands {\n        id\n        name\n        customer {\n          id\n        }\n      }\n      types {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        brand {\n          id\n        }\n      }\n      tasks {\n        id\n        title\n        customerId\n        brandId\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimeDropdownData {\n    timeDropdownData {\n      customers {\n        id\n        name\n      }\n      brands {\n        id\n        name\n        customer {\n          id\n        }\n      }\n      types {\n        id\n        name\n      }\n      projects {\n        id\n        name\n        brand {\n          id\n        }\n      }\n      tasks {\n        id\n        title\n        customerId\n        brandId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeTrackingSettings {\n    timeTrackingSettings {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query TimeTrackingSettings {\n    timeTrackingSettings {\n      timeZone\n      remindAfterHours\n      ...SettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunningTimeRecord {\n    runningTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"): (typeof documents)["\n  query RunningTimeRecord {\n    runningTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunningTimeRecordChanged {\n    runningTimeRecordChanged {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"): (typeof documents)["\n  subscription RunningTimeRecordChanged {\n    runningTimeRecordChanged {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTimeRecord($input: StartTimeRecordInput) {\n    startTimeRecord(input: $input) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"): (typeof documents)["\n  mutation StartTimeRecord($input: StartTimeRecordInput) {\n    startTimeRecord(input: $input) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContinueTimeRecord($id: ID!) {\n    continueTimeRecord(id: $id) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"): (typeof documents)["\n  mutation ContinueTimeRecord($id: ID!) {\n    continueTimeRecord(id: $id) {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopTimeRecord($id: ID!, $stop: DateTime) {\n    stopTimeRecord(id: $id, stop: $stop) {\n      id\n      ...RecordsTable_record\n    }\n  }\n"): (typeof documents)["\n  mutation StopTimeRecord($id: ID!, $stop: DateTime) {\n    stopTimeRecord(id: $id, stop: $stop) {\n      id\n      ...RecordsTable_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseTimeRecord {\n    pauseTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n"): (typeof documents)["\n  mutation PauseTimeRecord {\n    pauseTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeTimeRecord {\n    resumeTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeTimeRecord {\n    resumeTimeRecord {\n      id\n      ...HeaderClock_record\n      ...StatisticsTiles_record\n      ...RecordsTable_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser_user on User {\n    id\n    name\n    email\n    roles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser_user on User {\n    id\n    name\n    email\n    roles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheck {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  query SessionCheck {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserDataUpdated {\n    userDataUpdated {\n      id\n      active\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  subscription UserDataUpdated {\n    userDataUpdated {\n      id\n      active\n      ...SessionUser_user\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;