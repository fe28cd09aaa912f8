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
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.TelegramLoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword(\n    $token: String!\n    $email: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    resetPassword(\n      token: $token\n      email: $email\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment ActiveToggle_user on User {\n    id\n    active\n  }\n": typeof types.ActiveToggle_UserFragmentDoc,
    "\n  fragment PersonalDataForm_user on User {\n    id\n    name\n    email\n  }\n": typeof types.PersonalDataForm_UserFragmentDoc,
    "\n  fragment TelegramCard_user on User {\n    id\n    telegramSubscription {\n      ...TelegramDetails_telegram\n    }\n  }\n": typeof types.TelegramCard_UserFragmentDoc,
    "\n  fragment RolesForm_user on User {\n    id\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.RolesForm_UserFragmentDoc,
    "\n  fragment UsersTable_user on User {\n    id\n    name\n    email\n    active\n    createdAt\n    updatedAt\n  }\n": typeof types.UsersTable_UserFragmentDoc,
    "\n  query CpUsers($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection, $filter: UserFilter) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.CpUsersDocument,
    "\n  query CpRoles {\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.CpRolesDocument,
    "\n  query CpUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      createdAt\n      ...ActiveToggle_user\n      ...PersonalDataForm_user\n      ...TelegramCard_user\n      ...RolesForm_user\n    }\n  }\n": typeof types.CpUserDocument,
    "\n  mutation CpCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      name\n      email\n      active\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CpCreateUserDocument,
    "\n  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      updatedAt\n    }\n  }\n": typeof types.CpUpdateUserDocument,
    "\n  mutation CpSetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      id\n      active\n      activatedAt\n      updatedAt\n    }\n  }\n": typeof types.CpSetUserActiveDocument,
    "\n  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {\n    syncUserRoles(id: $id, roleIds: $roleIds) {\n      id\n      roles {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CpSyncUserRolesDocument,
    "\n  mutation CpDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.CpDeleteUserDocument,
    "\n  fragment DownloadRow_download on Download {\n    __typename\n    id\n    filename\n    sizeBytes\n    downloadCount\n    createdAt\n    expiresAt\n    seenAt\n    url\n  }\n": typeof types.DownloadRow_DownloadFragmentDoc,
    "\n  query MyDownloads {\n    myDownloads {\n      id\n      ...DownloadRow_download\n    }\n  }\n": typeof types.MyDownloadsDocument,
    "\n  query UnseenDownloadsCount {\n    unseenDownloadsCount\n  }\n": typeof types.UnseenDownloadsCountDocument,
    "\n  mutation MarkDownloadSeen($id: ID!) {\n    markDownloadSeen(id: $id) {\n      id\n      ...DownloadRow_download\n    }\n  }\n": typeof types.MarkDownloadSeenDocument,
    "\n  mutation DeleteDownload($id: ID!) {\n    deleteDownload(id: $id)\n  }\n": typeof types.DeleteDownloadDocument,
    "\n  subscription DownloadsChanged {\n    downloadsChanged {\n      type\n      downloadId\n      download {\n        id\n        ...DownloadRow_download\n      }\n    }\n  }\n": typeof types.DownloadsChangedDocument,
    "\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n    }\n    personalDownloadLinkUrl\n  }\n": typeof types.IptvListCard_ListFragmentDoc,
    "\n  query IptvLists {\n    iptvLists {\n      id\n      ...IptvListCard_list\n    }\n  }\n": typeof types.IptvListsDocument,
    "\n  query IptvListNames {\n    iptvLists {\n      id\n      name\n    }\n  }\n": typeof types.IptvListNamesDocument,
    "\n  query IptvList($id: ID!) {\n    iptvList(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.IptvListDocument,
    "\n  mutation CreateIptvList($name: String!) {\n    createIptvList(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.CreateIptvListDocument,
    "\n  mutation RenameIptvList($id: ID!, $name: String!) {\n    renameIptvList(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameIptvListDocument,
    "\n  mutation DeleteIptvList($id: ID!) {\n    deleteIptvList(id: $id)\n  }\n": typeof types.DeleteIptvListDocument,
    "\n  mutation CreateIptvPersonalDownloadLink($listId: ID!) {\n    createIptvPersonalDownloadLink(listId: $listId) {\n      id\n      personalDownloadLinkUrl\n    }\n  }\n": typeof types.CreateIptvPersonalDownloadLinkDocument,
    "\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        name\n        logo\n        groupTitle\n        provider {\n          id\n          name\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.IptvCatalogueDocument,
    "\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n": typeof types.IptvCatalogueGroupsDocument,
    "\n  query IptvListGroups($listId: ID!) {\n    iptvListGroups(listId: $listId)\n  }\n": typeof types.IptvListGroupsDocument,
    "\n  query IptvListProviderGroups($listId: ID!) {\n    iptvListProviderGroups(listId: $listId)\n  }\n": typeof types.IptvListProviderGroupsDocument,
    "\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n": typeof types.AddIptvChannelsDocument,
    "\n  query IptvListChannels(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvListChannels(\n      listId: $listId\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        order\n        name\n        groupTitle\n        link\n        logo\n        provider {\n          id\n          name\n        }\n        providerGroupTitle\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.IptvListChannelsDocument,
    "\n  mutation MoveIptvListChannel($listId: ID!, $id: ID!, $direction: IptvMoveDirection!) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $direction)\n  }\n": typeof types.MoveIptvListChannelDocument,
    "\n  mutation MoveIptvListChannelTo($listId: ID!, $from: Int!, $to: Int!, $group: String) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group)\n  }\n": typeof types.MoveIptvListChannelToDocument,
    "\n  mutation MoveIptvListGroup($listId: ID!, $group: String!, $to: Int!) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to)\n  }\n": typeof types.MoveIptvListGroupDocument,
    "\n  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": typeof types.CopyIptvListChannelsToGroupDocument,
    "\n  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": typeof types.MoveIptvListChannelsToGroupDocument,
    "\n  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {\n    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)\n  }\n": typeof types.RemoveIptvListChannelsFromGroupDocument,
    "\n  subscription IptvChannelMoved($listId: ID!) {\n    iptvChannelMoved(listId: $listId)\n  }\n": typeof types.IptvChannelMovedDocument,
    "\n  query IptvMemberProviders {\n    iptvMemberProviders {\n      id\n      name\n      frontendUrl\n      requiredFields\n      userHasValidSettings\n    }\n  }\n": typeof types.IptvMemberProvidersDocument,
    "\n  query IptvProviderSettings($providerId: ID!) {\n    iptvProviderSettings(providerId: $providerId) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n": typeof types.IptvProviderSettingsDocument,
    "\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n": typeof types.SaveIptvProviderSettingsDocument,
    "\n  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {\n    iptvEpg(listId: $listId, from: $from, to: $to) {\n      listChannelId\n      name\n      programmes {\n        start\n        stop\n        title\n        subtitle\n        description\n        category\n      }\n    }\n  }\n": typeof types.IptvEpgDocument,
    "\n  fragment M3uWizard_import on IptvImport {\n    id\n    state\n    current\n    total\n    channelCount\n    groupCount\n    skipped {\n      reason\n      count\n    }\n    credentialsFound\n    removedCount\n    error\n    startedAt\n    finishedAt\n  }\n": typeof types.M3uWizard_ImportFragmentDoc,
    "\n  query IptvProviders($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        name\n        channelCount\n        updatedAt\n        lastImport {\n          id\n          state\n          finishedAt\n          startedAt\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.IptvProvidersDocument,
    "\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      channelCount\n      createdAt\n      updatedAt\n      lastImport {\n        ...M3uWizard_import\n      }\n    }\n  }\n": typeof types.IptvProviderDocument,
    "\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.IptvCreateProviderDocument,
    "\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      updatedAt\n    }\n  }\n": typeof types.IptvUpdateProviderDocument,
    "\n  mutation IptvDeleteProvider($id: ID!) {\n    deleteIptvProvider(id: $id)\n  }\n": typeof types.IptvDeleteProviderDocument,
    "\n  mutation IptvRefreshProvider($id: ID!) {\n    refreshIptvProvider(id: $id) {\n      ...M3uWizard_import\n    }\n  }\n": typeof types.IptvRefreshProviderDocument,
    "\n  subscription IptvImportProgress($importId: ID!) {\n    iptvImportProgress(importId: $importId) {\n      ...M3uWizard_import\n    }\n  }\n": typeof types.IptvImportProgressDocument,
    "\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n    }\n  }\n": typeof types.NotificationReceivedDocument,
    "\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n": typeof types.DownloadReady_NotificationFragmentDoc,
    "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    socialMedia {\n      network\n      url\n    }\n  }\n": typeof types.ProfileForm_MeFragmentDoc,
    "\n  query Profile {\n    me {\n      id\n      createdAt\n      roles {\n        id\n        name\n      }\n      ...ProfileForm_me\n      telegramSubscription {\n        ...TelegramDetails_telegram\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      socialMedia {\n        network\n        url\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    email\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.SessionUser_UserFragmentDoc,
    "\n  query SessionCheck {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": typeof types.SessionCheckDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  subscription UserDataUpdated {\n    userDataUpdated {\n      id\n      active\n      ...SessionUser_user\n    }\n  }\n": typeof types.UserDataUpdatedDocument,
};
const documents: Documents = {
    "\n  fragment TelegramDetails_telegram on TelegramSubscription {\n    telegramId\n    username\n    firstName\n    lastName\n    createdAt\n  }\n": types.TelegramDetails_TelegramFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.TelegramLoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword(\n    $token: String!\n    $email: String!\n    $password: String!\n    $passwordConfirmation: String!\n  ) {\n    resetPassword(\n      token: $token\n      email: $email\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n": types.ResetPasswordDocument,
    "\n  fragment ActiveToggle_user on User {\n    id\n    active\n  }\n": types.ActiveToggle_UserFragmentDoc,
    "\n  fragment PersonalDataForm_user on User {\n    id\n    name\n    email\n  }\n": types.PersonalDataForm_UserFragmentDoc,
    "\n  fragment TelegramCard_user on User {\n    id\n    telegramSubscription {\n      ...TelegramDetails_telegram\n    }\n  }\n": types.TelegramCard_UserFragmentDoc,
    "\n  fragment RolesForm_user on User {\n    id\n    roles {\n      id\n      name\n    }\n  }\n": types.RolesForm_UserFragmentDoc,
    "\n  fragment UsersTable_user on User {\n    id\n    name\n    email\n    active\n    createdAt\n    updatedAt\n  }\n": types.UsersTable_UserFragmentDoc,
    "\n  query CpUsers($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection, $filter: UserFilter) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.CpUsersDocument,
    "\n  query CpRoles {\n    roles {\n      id\n      name\n    }\n  }\n": types.CpRolesDocument,
    "\n  query CpUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      createdAt\n      ...ActiveToggle_user\n      ...PersonalDataForm_user\n      ...TelegramCard_user\n      ...RolesForm_user\n    }\n  }\n": types.CpUserDocument,
    "\n  mutation CpCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      name\n      email\n      active\n      createdAt\n      updatedAt\n    }\n  }\n": types.CpCreateUserDocument,
    "\n  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      updatedAt\n    }\n  }\n": types.CpUpdateUserDocument,
    "\n  mutation CpSetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      id\n      active\n      activatedAt\n      updatedAt\n    }\n  }\n": types.CpSetUserActiveDocument,
    "\n  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {\n    syncUserRoles(id: $id, roleIds: $roleIds) {\n      id\n      roles {\n        id\n        name\n      }\n    }\n  }\n": types.CpSyncUserRolesDocument,
    "\n  mutation CpDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.CpDeleteUserDocument,
    "\n  fragment DownloadRow_download on Download {\n    __typename\n    id\n    filename\n    sizeBytes\n    downloadCount\n    createdAt\n    expiresAt\n    seenAt\n    url\n  }\n": types.DownloadRow_DownloadFragmentDoc,
    "\n  query MyDownloads {\n    myDownloads {\n      id\n      ...DownloadRow_download\n    }\n  }\n": types.MyDownloadsDocument,
    "\n  query UnseenDownloadsCount {\n    unseenDownloadsCount\n  }\n": types.UnseenDownloadsCountDocument,
    "\n  mutation MarkDownloadSeen($id: ID!) {\n    markDownloadSeen(id: $id) {\n      id\n      ...DownloadRow_download\n    }\n  }\n": types.MarkDownloadSeenDocument,
    "\n  mutation DeleteDownload($id: ID!) {\n    deleteDownload(id: $id)\n  }\n": types.DeleteDownloadDocument,
    "\n  subscription DownloadsChanged {\n    downloadsChanged {\n      type\n      downloadId\n      download {\n        id\n        ...DownloadRow_download\n      }\n    }\n  }\n": types.DownloadsChangedDocument,
    "\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n    }\n    personalDownloadLinkUrl\n  }\n": types.IptvListCard_ListFragmentDoc,
    "\n  query IptvLists {\n    iptvLists {\n      id\n      ...IptvListCard_list\n    }\n  }\n": types.IptvListsDocument,
    "\n  query IptvListNames {\n    iptvLists {\n      id\n      name\n    }\n  }\n": types.IptvListNamesDocument,
    "\n  query IptvList($id: ID!) {\n    iptvList(id: $id) {\n      id\n      name\n    }\n  }\n": types.IptvListDocument,
    "\n  mutation CreateIptvList($name: String!) {\n    createIptvList(name: $name) {\n      id\n      name\n    }\n  }\n": types.CreateIptvListDocument,
    "\n  mutation RenameIptvList($id: ID!, $name: String!) {\n    renameIptvList(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameIptvListDocument,
    "\n  mutation DeleteIptvList($id: ID!) {\n    deleteIptvList(id: $id)\n  }\n": types.DeleteIptvListDocument,
    "\n  mutation CreateIptvPersonalDownloadLink($listId: ID!) {\n    createIptvPersonalDownloadLink(listId: $listId) {\n      id\n      personalDownloadLinkUrl\n    }\n  }\n": types.CreateIptvPersonalDownloadLinkDocument,
    "\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        name\n        logo\n        groupTitle\n        provider {\n          id\n          name\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.IptvCatalogueDocument,
    "\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n": types.IptvCatalogueGroupsDocument,
    "\n  query IptvListGroups($listId: ID!) {\n    iptvListGroups(listId: $listId)\n  }\n": types.IptvListGroupsDocument,
    "\n  query IptvListProviderGroups($listId: ID!) {\n    iptvListProviderGroups(listId: $listId)\n  }\n": types.IptvListProviderGroupsDocument,
    "\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n": types.AddIptvChannelsDocument,
    "\n  query IptvListChannels(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvListChannels(\n      listId: $listId\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        order\n        name\n        groupTitle\n        link\n        logo\n        provider {\n          id\n          name\n        }\n        providerGroupTitle\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.IptvListChannelsDocument,
    "\n  mutation MoveIptvListChannel($listId: ID!, $id: ID!, $direction: IptvMoveDirection!) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $direction)\n  }\n": types.MoveIptvListChannelDocument,
    "\n  mutation MoveIptvListChannelTo($listId: ID!, $from: Int!, $to: Int!, $group: String) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group)\n  }\n": types.MoveIptvListChannelToDocument,
    "\n  mutation MoveIptvListGroup($listId: ID!, $group: String!, $to: Int!) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to)\n  }\n": types.MoveIptvListGroupDocument,
    "\n  mutation CopyIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    copyIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": types.CopyIptvListChannelsToGroupDocument,
    "\n  mutation MoveIptvListChannelsToGroup($listId: ID!, $ids: [ID!]!, $group: String!) {\n    moveIptvListChannelsToGroup(listId: $listId, ids: $ids, group: $group)\n  }\n": types.MoveIptvListChannelsToGroupDocument,
    "\n  mutation RemoveIptvListChannelsFromGroup($listId: ID!, $ids: [ID!]!) {\n    removeIptvListChannelsFromGroup(listId: $listId, ids: $ids)\n  }\n": types.RemoveIptvListChannelsFromGroupDocument,
    "\n  subscription IptvChannelMoved($listId: ID!) {\n    iptvChannelMoved(listId: $listId)\n  }\n": types.IptvChannelMovedDocument,
    "\n  query IptvMemberProviders {\n    iptvMemberProviders {\n      id\n      name\n      frontendUrl\n      requiredFields\n      userHasValidSettings\n    }\n  }\n": types.IptvMemberProvidersDocument,
    "\n  query IptvProviderSettings($providerId: ID!) {\n    iptvProviderSettings(providerId: $providerId) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n": types.IptvProviderSettingsDocument,
    "\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n": types.SaveIptvProviderSettingsDocument,
    "\n  query IptvEpg($listId: ID!, $from: DateTime, $to: DateTime) {\n    iptvEpg(listId: $listId, from: $from, to: $to) {\n      listChannelId\n      name\n      programmes {\n        start\n        stop\n        title\n        subtitle\n        description\n        category\n      }\n    }\n  }\n": types.IptvEpgDocument,
    "\n  fragment M3uWizard_import on IptvImport {\n    id\n    state\n    current\n    total\n    channelCount\n    groupCount\n    skipped {\n      reason\n      count\n    }\n    credentialsFound\n    removedCount\n    error\n    startedAt\n    finishedAt\n  }\n": types.M3uWizard_ImportFragmentDoc,
    "\n  query IptvProviders($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        name\n        channelCount\n        updatedAt\n        lastImport {\n          id\n          state\n          finishedAt\n          startedAt\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.IptvProvidersDocument,
    "\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      channelCount\n      createdAt\n      updatedAt\n      lastImport {\n        ...M3uWizard_import\n      }\n    }\n  }\n": types.IptvProviderDocument,
    "\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n": types.IptvCreateProviderDocument,
    "\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      updatedAt\n    }\n  }\n": types.IptvUpdateProviderDocument,
    "\n  mutation IptvDeleteProvider($id: ID!) {\n    deleteIptvProvider(id: $id)\n  }\n": types.IptvDeleteProviderDocument,
    "\n  mutation IptvRefreshProvider($id: ID!) {\n    refreshIptvProvider(id: $id) {\n      ...M3uWizard_import\n    }\n  }\n": types.IptvRefreshProviderDocument,
    "\n  subscription IptvImportProgress($importId: ID!) {\n    iptvImportProgress(importId: $importId) {\n      ...M3uWizard_import\n    }\n  }\n": types.IptvImportProgressDocument,
    "\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n    }\n  }\n": types.NotificationReceivedDocument,
    "\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n": types.DownloadReady_NotificationFragmentDoc,
    "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    socialMedia {\n      network\n      url\n    }\n  }\n": types.ProfileForm_MeFragmentDoc,
    "\n  query Profile {\n    me {\n      id\n      createdAt\n      roles {\n        id\n        name\n      }\n      ...ProfileForm_me\n      telegramSubscription {\n        ...TelegramDetails_telegram\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      socialMedia {\n        network\n        url\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
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
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TelegramLogin($payload: TelegramLoginInput!) {\n    telegramLogin(payload: $payload) {\n      token\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CpUsers($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection, $filter: UserFilter) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CpUsers($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection, $filter: UserFilter) {\n    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n    }\n    personalDownloadLinkUrl\n  }\n"): (typeof documents)["\n  fragment IptvListCard_list on IptvList {\n    id\n    name\n    stats {\n      channelCount\n      categoryCount\n    }\n    usedProviders {\n      id\n      name\n      frontendUrl\n      userHasValidSettings\n    }\n    personalDownloadLinkUrl\n  }\n"];
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
export function graphql(source: "\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        name\n        logo\n        groupTitle\n        provider {\n          id\n          name\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvCatalogue(\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvChannelFilter\n  ) {\n    iptvChannels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {\n      items {\n        id\n        name\n        logo\n        groupTitle\n        provider {\n          id\n          name\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n"): (typeof documents)["\n  query IptvCatalogueGroups {\n    iptvChannelGroups\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvListGroups($listId: ID!) {\n    iptvListGroups(listId: $listId)\n  }\n"): (typeof documents)["\n  query IptvListGroups($listId: ID!) {\n    iptvListGroups(listId: $listId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvListProviderGroups($listId: ID!) {\n    iptvListProviderGroups(listId: $listId)\n  }\n"): (typeof documents)["\n  query IptvListProviderGroups($listId: ID!) {\n    iptvListProviderGroups(listId: $listId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n"): (typeof documents)["\n  mutation AddIptvChannels($listId: ID!, $channelIds: [ID!]!, $group: String) {\n    addIptvChannels(listId: $listId, channelIds: $channelIds, group: $group)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvListChannels(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvListChannels(\n      listId: $listId\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        order\n        name\n        groupTitle\n        link\n        logo\n        provider {\n          id\n          name\n        }\n        providerGroupTitle\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvListChannels(\n    $listId: ID!\n    $page: Int\n    $perPage: Int\n    $orderBy: String\n    $direction: SortDirection\n    $filter: IptvListChannelFilter\n  ) {\n    iptvListChannels(\n      listId: $listId\n      page: $page\n      perPage: $perPage\n      orderBy: $orderBy\n      direction: $direction\n      filter: $filter\n    ) {\n      items {\n        id\n        order\n        name\n        groupTitle\n        link\n        logo\n        provider {\n          id\n          name\n        }\n        providerGroupTitle\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListChannel($listId: ID!, $id: ID!, $direction: IptvMoveDirection!) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $direction)\n  }\n"): (typeof documents)["\n  mutation MoveIptvListChannel($listId: ID!, $id: ID!, $direction: IptvMoveDirection!) {\n    moveIptvListChannel(listId: $listId, id: $id, direction: $direction)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListChannelTo($listId: ID!, $from: Int!, $to: Int!, $group: String) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group)\n  }\n"): (typeof documents)["\n  mutation MoveIptvListChannelTo($listId: ID!, $from: Int!, $to: Int!, $group: String) {\n    moveIptvListChannelTo(listId: $listId, from: $from, to: $to, group: $group)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIptvListGroup($listId: ID!, $group: String!, $to: Int!) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to)\n  }\n"): (typeof documents)["\n  mutation MoveIptvListGroup($listId: ID!, $group: String!, $to: Int!) {\n    moveIptvListGroup(listId: $listId, group: $group, to: $to)\n  }\n"];
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
export function graphql(source: "\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n"): (typeof documents)["\n  mutation SaveIptvProviderSettings($providerId: ID!, $input: IptvProviderSettingsInput!) {\n    saveIptvProviderSettings(providerId: $providerId, input: $input) {\n      id\n      providerId\n      username\n      passwordSet\n    }\n  }\n"];
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
export function graphql(source: "\n  query IptvProviders($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        name\n        channelCount\n        updatedAt\n        lastImport {\n          id\n          state\n          finishedAt\n          startedAt\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvProviders($page: Int, $perPage: Int, $orderBy: String, $direction: SortDirection) {\n    iptvProviders(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {\n      items {\n        id\n        name\n        channelCount\n        updatedAt\n        lastImport {\n          id\n          state\n          finishedAt\n          startedAt\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      channelCount\n      createdAt\n      updatedAt\n      lastImport {\n        ...M3uWizard_import\n      }\n    }\n  }\n"): (typeof documents)["\n  query IptvProvider($id: ID!) {\n    iptvProvider(id: $id) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      channelCount\n      createdAt\n      updatedAt\n      lastImport {\n        ...M3uWizard_import\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation IptvCreateProvider($input: CreateIptvProviderInput!) {\n    createIptvProvider(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation IptvUpdateProvider($id: ID!, $input: UpdateIptvProviderInput!) {\n    updateIptvProvider(id: $id, input: $input) {\n      id\n      name\n      channelUrl\n      frontendUrl\n      excludeFromRefresh\n      requiredFields\n      epgUrl\n      updatedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationReceived {\n    notificationReceived {\n      __typename\n      id\n      type\n      createdAt\n      ...DownloadReady_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n"): (typeof documents)["\n  fragment DownloadReady_notification on DownloadReadyNotification {\n    id\n    download {\n      id\n      filename\n    }\n  }\n"];
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