import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestUser, RestRole, RestTelegramSubscription, RestAuthPayload, RestDownload, RestNotification, RestNotificationDownload, RestIptvProvider, RestIptvImport, RestIptvChannel } from '@portal/contract';
import type { RestDownloadReadyNotification } from '../modules/notifications/kinds';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time, e.g. 2026-11-21T23:00:00.000Z. */
  DateTime: { input: string; output: string; }
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token for the Authorization header (and later the graphql-ws connectionParams). */
  token: Scalars['String']['output'];
  user: User;
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};

export type CreateIptvProviderInput = {
  /** An http(s) URL of the playlist (an Xtream-style get.php link works). */
  channelUrl: Scalars['String']['input'];
  epgUrl?: InputMaybe<Scalars['String']['input']>;
  excludeFromRefresh?: InputMaybe<Scalars['Boolean']['input']>;
  frontendUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
  requiredFields?: InputMaybe<Array<IptvRequiredField>>;
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};

/** A file waiting in the member's downloads inbox (an export, later M3U lists and time-tracking exports). */
export type Download = {
  __typename?: 'Download';
  createdAt: Scalars['DateTime']['output'];
  downloadCount: Scalars['Int']['output'];
  /** After this moment the file is removed. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When the member first noticed it (hovered it in the inbox); null while unseen. */
  seenAt?: Maybe<Scalars['DateTime']['output']>;
  sizeBytes: Scalars['Int']['output'];
  /** The gateway route that streams the file; needs the member's token as a Bearer header. */
  url: Scalars['String']['output'];
};

/** A file is ready in the member's downloads inbox. */
export type DownloadReadyNotification = Notification & {
  __typename?: 'DownloadReadyNotification';
  createdAt: Scalars['DateTime']['output'];
  download: NotificationDownload;
  id: Scalars['ID']['output'];
  type: Scalars['String']['output'];
};

/** Something changed in the member's downloads inbox. */
export type DownloadsChange = {
  __typename?: 'DownloadsChange';
  /** The download as it is now; null once deleted. */
  download?: Maybe<Download>;
  downloadId: Scalars['ID']['output'];
  type: DownloadsChangeType;
};

export type DownloadsChangeType =
  | 'ADDED'
  | 'DELETED'
  | 'SEEN';

/** A channel of the catalogue; `url` as imported, with the provider's credentials as `{username}` / `{password}`. */
export type IptvChannel = {
  __typename?: 'IptvChannel';
  groupTitle?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  provider: IptvChannelProvider;
  tvgId?: Maybe<Scalars['String']['output']>;
  tvgName?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** Filters of the channel catalogue; every given field narrows it. */
export type IptvChannelFilter = {
  /** The exact group title. */
  group?: InputMaybe<Scalars['String']['input']>;
  providerId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type IptvChannelPage = {
  __typename?: 'IptvChannelPage';
  items: Array<IptvChannel>;
  pageInfo: PageInfo;
};

export type IptvChannelProvider = {
  __typename?: 'IptvChannelProvider';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A row of a list, in the member's order, with its programmes in the asked window (by start). */
export type IptvEpgChannel = {
  __typename?: 'IptvEpgChannel';
  listChannelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  programmes: Array<IptvEpgProgramme>;
};

/** An EPG (XMLTV) import of a provider: what it read and matched, what it skipped or mended (by reason), or why it failed. */
export type IptvEpgImport = {
  __typename?: 'IptvEpgImport';
  /** XMLTV channels read. */
  channelCount?: Maybe<Scalars['Int']['output']>;
  /** Why it failed, in the caller's language. */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The provider's channels matched to one of them (tvg-id, then tvg-name, then name). */
  matchedCount?: Maybe<Scalars['Int']['output']>;
  programmeCount?: Maybe<Scalars['Int']['output']>;
  providerId: Scalars['ID']['output'];
  skipped: Array<IptvSkipped>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  state: IptvEpgImportState;
  /** The file ended early; what was read is kept. */
  truncated: Scalars['Boolean']['output'];
  /** The provider's epg_url, else the x-tvg-url of its last playlist. */
  url?: Maybe<Scalars['String']['output']>;
};

export type IptvEpgImportState =
  | 'FAILED'
  | 'FINISHED'
  | 'QUEUED'
  | 'RUNNING';

/** A programme of the EPG. */
export type IptvEpgProgramme = {
  __typename?: 'IptvEpgProgramme';
  category?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  start: Scalars['DateTime']['output'];
  stop: Scalars['DateTime']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** One import of a provider's playlist (an upload or its channelUrl) and how far it got. */
export type IptvImport = {
  __typename?: 'IptvImport';
  channelCount?: Maybe<Scalars['Int']['output']>;
  /** Links in which the provider's username and password were replaced by `{username}` / `{password}`. */
  credentialsFound: Scalars['Int']['output'];
  /** STORING: channels stored so far of `total`; before that, entries parsed. */
  current: Scalars['Int']['output'];
  /** Why it failed, in the caller's language. */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  groupCount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Channels of the previous import that the playlist no longer has (removed). */
  removedCount?: Maybe<Scalars['Int']['output']>;
  skipped: Array<IptvSkipped>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  state: IptvImportState;
  total?: Maybe<Scalars['Int']['output']>;
};

export type IptvImportState =
  | 'FAILED'
  | 'FINISHED'
  | 'PARSING'
  | 'QUEUED'
  | 'STORING';

/** A member's own channel list; nobody else reads or changes it. */
export type IptvList = {
  __typename?: 'IptvList';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** `{PORTAL_URL}/iptv/{token}/playlist.m3u`, for players; null until generated. */
  personalDownloadLinkUrl?: Maybe<Scalars['String']['output']>;
  stats: IptvListStats;
  updatedAt: Scalars['DateTime']['output'];
  usedProviders: Array<IptvListProvider>;
};

/** A catalogue channel in one of the member's groups, at a place in that group. */
export type IptvListChannel = {
  __typename?: 'IptvListChannel';
  /** The member's group. */
  groupTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** As imported, with the provider's credentials as `{username}` / `{password}`. */
  link: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** 1-based, dense within the group. */
  order: Scalars['Int']['output'];
  provider: IptvChannelProvider;
  /** The provider's group of the channel. */
  providerGroupTitle?: Maybe<Scalars['String']['output']>;
  tvgId?: Maybe<Scalars['String']['output']>;
};

/** Filters of a list's rows; every given field narrows them. */
export type IptvListChannelFilter = {
  /** The member's group; default 'default'. */
  group?: InputMaybe<Scalars['String']['input']>;
  /** The provider's group, exactly. */
  providerGroup?: InputMaybe<Scalars['String']['input']>;
  /** Part of the channel name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type IptvListChannelPage = {
  __typename?: 'IptvListChannelPage';
  items: Array<IptvListChannel>;
  pageInfo: PageInfo;
};

/** A provider a list uses, and whether the member's settings satisfy its required fields. */
export type IptvListProvider = {
  __typename?: 'IptvListProvider';
  frontendUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  userHasValidSettings: Scalars['Boolean']['output'];
};

export type IptvListStats = {
  __typename?: 'IptvListStats';
  /** The member's groups in the list. */
  categoryCount: Scalars['Int']['output'];
  channelCount: Scalars['Int']['output'];
};

/** A provider as members see it. */
export type IptvMemberProvider = {
  __typename?: 'IptvMemberProvider';
  frontendUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  requiredFields: Array<IptvRequiredField>;
  userHasValidSettings: Scalars['Boolean']['output'];
};

export type IptvMoveDirection =
  | 'DOWN'
  | 'UP';

export type IptvProvider = {
  __typename?: 'IptvProvider';
  channelCount: Scalars['Int']['output'];
  channelUrl: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  epgUrl?: Maybe<Scalars['String']['output']>;
  excludeFromRefresh: Scalars['Boolean']['output'];
  frontendUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The newest import, whatever its state; null before the first. */
  lastImport?: Maybe<IptvImport>;
  name: Scalars['String']['output'];
  requiredFields: Array<IptvRequiredField>;
  updatedAt: Scalars['DateTime']['output'];
};

export type IptvProviderPage = {
  __typename?: 'IptvProviderPage';
  items: Array<IptvProvider>;
  pageInfo: PageInfo;
};

/** The member's credentials for a provider. The password is write-only: only whether one is set comes back. */
export type IptvProviderSettings = {
  __typename?: 'IptvProviderSettings';
  extra?: Maybe<Scalars['String']['output']>;
  /** Null until first saved. */
  id?: Maybe<Scalars['ID']['output']>;
  passwordSet: Scalars['Boolean']['output'];
  providerId: Scalars['ID']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

export type IptvProviderSettingsInput = {
  extra?: InputMaybe<Scalars['String']['input']>;
  /** Omitted or empty keeps the stored password; null removes it. */
  password?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A credential a provider's members must fill in (stored as `config.required_fields`). */
export type IptvRequiredField =
  | 'PASSWORD'
  | 'USERNAME';

/** Playlist entries an import left out, counted by why. */
export type IptvSkipped = {
  __typename?: 'IptvSkipped';
  count: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds catalogue channels to the end of a group (default 'default'), skipping those already in it; answers how many were added. */
  addIptvChannels: Scalars['Int']['output'];
  /** The logged-in member's own password; answers the server's localised confirmation. */
  changePassword: Scalars['String']['output'];
  /** Copies rows to the end of a group, skipping channels already in it; answers how many were copied. */
  copyIptvListChannelsToGroup: Scalars['Int']['output'];
  createIptvList: IptvList;
  /** Creates or rotates the list's personal link (the old one stops working); refused while a used provider's settings are incomplete. */
  createIptvPersonalDownloadLink: IptvList;
  /** Creates an IPTV provider; starts no import. */
  createIptvProvider: IptvProvider;
  /** Creates an active member (activated by the acting super admin). */
  createUser: User;
  /** Deletes the download and its file. */
  deleteDownload: Scalars['Boolean']['output'];
  /** Deletes the list with its rows and its personal link. */
  deleteIptvList: Scalars['Boolean']['output'];
  /** Deletes the provider with all its channels and imports. */
  deleteIptvProvider: Scalars['Boolean']['output'];
  deleteUser: Scalars['Boolean']['output'];
  /** Starts a job that puts the member's data as a JSON file into their downloads inbox and notifies them. */
  exportMyData: Scalars['Boolean']['output'];
  /** Sends a password reset link; answers the server's localised confirmation. */
  forgotPassword: Scalars['String']['output'];
  login: AuthPayload;
  /** Revokes the token the request carries. */
  logout: Scalars['Boolean']['output'];
  /** Marks the download as seen (once; later calls change nothing). */
  markDownloadSeen: Download;
  /** Moves a row one place up or down in its group. */
  moveIptvListChannel: Scalars['Boolean']['output'];
  /** Moves the row at 1-based position `from` to `to` within `group` (default 'default'). */
  moveIptvListChannelTo: Scalars['Boolean']['output'];
  /** Moves rows to the end of a group; answers how many moved. */
  moveIptvListChannelsToGroup: Scalars['Int']['output'];
  /** Moves a group to 1-based position `to` among the list's groups. */
  moveIptvListGroup: Scalars['Boolean']['output'];
  /** Queues an EPG import of the provider (it runs in the background; also after each playlist refresh). */
  refreshIptvEpg: IptvEpgImport;
  /** Queues the import of the provider's channelUrl (refused while one runs). */
  refreshIptvProvider: IptvImport;
  /** Removes rows from their groups; answers how many were removed. */
  removeIptvListChannelsFromGroup: Scalars['Int']['output'];
  renameIptvList: IptvList;
  /** Sets a new password with a token from the reset mail; answers the server's localised confirmation. */
  resetPassword: Scalars['String']['output'];
  saveIptvProviderSettings: IptvProviderSettings;
  /** Activates or deactivates a member; a deactivated member's tokens stop working at once. */
  setUserActive: User;
  /** Replaces the member's roles with exactly these. */
  syncUserRoles: User;
  telegramLogin: AuthPayload;
  updateIptvProvider: IptvProvider;
  /** The logged-in member's own name, e-mail and social media links. */
  updateProfile: User;
  updateUser: User;
};


export type MutationAddIptvChannelsArgs = {
  channelIds: Array<Scalars['ID']['input']>;
  group?: InputMaybe<Scalars['String']['input']>;
  listId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCopyIptvListChannelsToGroupArgs = {
  group: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
};


export type MutationCreateIptvListArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateIptvPersonalDownloadLinkArgs = {
  listId: Scalars['ID']['input'];
};


export type MutationCreateIptvProviderArgs = {
  input: CreateIptvProviderInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteDownloadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIptvListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIptvProviderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkDownloadSeenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMoveIptvListChannelArgs = {
  direction: IptvMoveDirection;
  id: Scalars['ID']['input'];
  listId: Scalars['ID']['input'];
};


export type MutationMoveIptvListChannelToArgs = {
  from: Scalars['Int']['input'];
  group?: InputMaybe<Scalars['String']['input']>;
  listId: Scalars['ID']['input'];
  to: Scalars['Int']['input'];
};


export type MutationMoveIptvListChannelsToGroupArgs = {
  group: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
};


export type MutationMoveIptvListGroupArgs = {
  group: Scalars['String']['input'];
  listId: Scalars['ID']['input'];
  to: Scalars['Int']['input'];
};


export type MutationRefreshIptvEpgArgs = {
  providerId: Scalars['ID']['input'];
};


export type MutationRefreshIptvProviderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveIptvListChannelsFromGroupArgs = {
  ids: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
};


export type MutationRenameIptvListArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSaveIptvProviderSettingsArgs = {
  input: IptvProviderSettingsInput;
  providerId: Scalars['ID']['input'];
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSyncUserRolesArgs = {
  id: Scalars['ID']['input'];
  roleIds: Array<Scalars['ID']['input']>;
};


export type MutationTelegramLoginArgs = {
  payload: TelegramLoginInput;
};


export type MutationUpdateIptvProviderArgs = {
  id: Scalars['ID']['input'];
  input: UpdateIptvProviderInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** A notification pushed to one member; one type per kind (spec: the bell and the top-right toast). */
export type Notification = {
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The kind as the backend names it, e.g. `broadcast.notification.download`. */
  type: Scalars['String']['output'];
};

export type NotificationDownload = {
  __typename?: 'NotificationDownload';
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Where a page sits in a paged list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  currentPage: Scalars['Int']['output'];
  lastPage: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The catalogue's group titles (of one provider when given), sorted. */
  iptvChannelGroups: Array<Scalars['String']['output']>;
  /** The channel catalogue, paged; `orderBy` is one of name, groupTitle, provider. */
  iptvChannels: IptvChannelPage;
  /** A list's channels in the member's order with their programmes from `from` (default now − 1 h) to `to` (default now + 6 h; at most 24 h after `from`). */
  iptvEpg: Array<IptvEpgChannel>;
  iptvImport?: Maybe<IptvImport>;
  iptvList?: Maybe<IptvList>;
  /** A list's rows, paged; `orderBy` is `order` (default) or `name`. */
  iptvListChannels: IptvListChannelPage;
  /** The member's groups of a list, in their order. */
  iptvListGroups: Array<Scalars['String']['output']>;
  /** The providers' group titles of a list's channels, sorted (the provider-group filter). */
  iptvListProviderGroups: Array<Scalars['String']['output']>;
  /** The member's own lists, by name. */
  iptvLists: Array<IptvList>;
  /** The providers, by name, with whether the member's settings satisfy each. */
  iptvMemberProviders: Array<IptvMemberProvider>;
  iptvProvider?: Maybe<IptvProvider>;
  iptvProviderSettings: IptvProviderSettings;
  /** IPTV providers, paged; `orderBy` is one of name, channelCount, updatedAt, lastImport. */
  iptvProviders: IptvProviderPage;
  /** The logged-in member, or null without a valid token. */
  me?: Maybe<User>;
  /** The member's own downloads, newest first. */
  myDownloads: Array<Download>;
  roles: Array<Role>;
  unseenDownloadsCount: Scalars['Int']['output'];
  user?: Maybe<User>;
  /** Members, paged; `orderBy` is one of name, email, createdAt, updatedAt. */
  users: UserPage;
};


export type QueryIptvChannelGroupsArgs = {
  providerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryIptvChannelsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<IptvChannelFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIptvEpgArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  listId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryIptvImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIptvListArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIptvListChannelsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<IptvListChannelFilter>;
  listId: Scalars['ID']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIptvListGroupsArgs = {
  listId: Scalars['ID']['input'];
};


export type QueryIptvListProviderGroupsArgs = {
  listId: Scalars['ID']['input'];
};


export type QueryIptvProviderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIptvProviderSettingsArgs = {
  providerId: Scalars['ID']['input'];
};


export type QueryIptvProvidersArgs = {
  direction?: InputMaybe<SortDirection>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<UserFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: RoleName;
};

/** Role names in their canonical form (TOXIC-IDIOT and CRYPT-TRACK are the same roles as TOXIC_IDIOT and CRYPT_TRACK). */
export type RoleName =
  | 'ADMIN'
  | 'CRYPT_TRACK'
  | 'GUEST'
  | 'IPTV'
  | 'MODERATOR'
  | 'SUPER_ADMIN'
  | 'TIME_TRACKING'
  | 'TOXIC_IDIOT'
  | 'USER';

/** A link to one of the member's social media profiles. */
export type SocialLink = {
  __typename?: 'SocialLink';
  network: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SocialLinkInput = {
  network: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  downloadsChanged: DownloadsChange;
  /** Fires after every change of one of the member's lists (another tab or device moved, added or removed rows). */
  iptvChannelMoved: Scalars['ID']['output'];
  /**
   * Progress of one import (parsed, storing current/total, finished, failed). Playlists are uploaded through
   * `POST /files/iptv-providers/{id}/m3u`.
   */
  iptvImportProgress: IptvImport;
  /** Notifications for the logged-in member, as they arrive. */
  notificationReceived: Notification;
  /** The logged-in member's account (roles, active flag) whenever an admin changes it. */
  userDataUpdated: User;
};


export type SubscriptionIptvChannelMovedArgs = {
  listId: Scalars['ID']['input'];
};


export type SubscriptionIptvImportProgressArgs = {
  importId: Scalars['ID']['input'];
};

/** The Telegram Login Widget's payload, field for field. */
export type TelegramLoginInput = {
  authDate: Scalars['Int']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** The member's chat-bot (Telegram) subscription, used for the chat-bot login. */
export type TelegramSubscription = {
  __typename?: 'TelegramSubscription';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  telegramId: Scalars['String']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

/** A kind this portal does not know (yet); the web shows a generic message. */
export type UnknownNotification = Notification & {
  __typename?: 'UnknownNotification';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  type: Scalars['String']['output'];
};

/** Only the given fields change; `epgUrl: null` removes the EPG URL. */
export type UpdateIptvProviderInput = {
  channelUrl?: InputMaybe<Scalars['String']['input']>;
  epgUrl?: InputMaybe<Scalars['String']['input']>;
  excludeFromRefresh?: InputMaybe<Scalars['Boolean']['input']>;
  frontendUrl?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  requiredFields?: InputMaybe<Array<IptvRequiredField>>;
};

export type UpdateProfileInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  socialMedia: Array<SocialLinkInput>;
};

/** Only the given fields change; a new password needs its confirmation. */
export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmation?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  emailVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<Role>;
  socialMedia: Array<SocialLink>;
  telegramSubscription?: Maybe<TelegramSubscription>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Filters of the admin users list; every given field narrows the list (text fields match parts, case-insensitive). */
export type UserFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<RoleName>;
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  pageInfo: PageInfo;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthPayload: ResolverTypeWrapper<RestAuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  CreateIptvProviderInput: CreateIptvProviderInput;
  CreateUserInput: CreateUserInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Download: ResolverTypeWrapper<RestDownload>;
  DownloadReadyNotification: ResolverTypeWrapper<RestDownloadReadyNotification>;
  DownloadsChange: ResolverTypeWrapper<Omit<DownloadsChange, 'download'> & { download?: Maybe<ResolversTypes['Download']> }>;
  DownloadsChangeType: DownloadsChangeType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IptvChannel: ResolverTypeWrapper<RestIptvChannel>;
  IptvChannelFilter: IptvChannelFilter;
  IptvChannelPage: ResolverTypeWrapper<Omit<IptvChannelPage, 'items'> & { items: Array<ResolversTypes['IptvChannel']> }>;
  IptvChannelProvider: ResolverTypeWrapper<IptvChannelProvider>;
  IptvEpgChannel: ResolverTypeWrapper<IptvEpgChannel>;
  IptvEpgImport: ResolverTypeWrapper<IptvEpgImport>;
  IptvEpgImportState: IptvEpgImportState;
  IptvEpgProgramme: ResolverTypeWrapper<IptvEpgProgramme>;
  IptvImport: ResolverTypeWrapper<RestIptvImport>;
  IptvImportState: IptvImportState;
  IptvList: ResolverTypeWrapper<IptvList>;
  IptvListChannel: ResolverTypeWrapper<IptvListChannel>;
  IptvListChannelFilter: IptvListChannelFilter;
  IptvListChannelPage: ResolverTypeWrapper<IptvListChannelPage>;
  IptvListProvider: ResolverTypeWrapper<IptvListProvider>;
  IptvListStats: ResolverTypeWrapper<IptvListStats>;
  IptvMemberProvider: ResolverTypeWrapper<IptvMemberProvider>;
  IptvMoveDirection: IptvMoveDirection;
  IptvProvider: ResolverTypeWrapper<RestIptvProvider>;
  IptvProviderPage: ResolverTypeWrapper<Omit<IptvProviderPage, 'items'> & { items: Array<ResolversTypes['IptvProvider']> }>;
  IptvProviderSettings: ResolverTypeWrapper<IptvProviderSettings>;
  IptvProviderSettingsInput: IptvProviderSettingsInput;
  IptvRequiredField: IptvRequiredField;
  IptvSkipped: ResolverTypeWrapper<IptvSkipped>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<RestNotification>;
  NotificationDownload: ResolverTypeWrapper<RestNotificationDownload>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RestRole>;
  RoleName: RoleName;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialLinkInput: SocialLinkInput;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TelegramLoginInput: TelegramLoginInput;
  TelegramSubscription: ResolverTypeWrapper<RestTelegramSubscription>;
  UnknownNotification: ResolverTypeWrapper<RestNotification>;
  UpdateIptvProviderInput: UpdateIptvProviderInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<RestUser>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: RestAuthPayload;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  CreateIptvProviderInput: CreateIptvProviderInput;
  CreateUserInput: CreateUserInput;
  DateTime: Scalars['DateTime']['output'];
  Download: RestDownload;
  DownloadReadyNotification: RestDownloadReadyNotification;
  DownloadsChange: Omit<DownloadsChange, 'download'> & { download?: Maybe<ResolversParentTypes['Download']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IptvChannel: RestIptvChannel;
  IptvChannelFilter: IptvChannelFilter;
  IptvChannelPage: Omit<IptvChannelPage, 'items'> & { items: Array<ResolversParentTypes['IptvChannel']> };
  IptvChannelProvider: IptvChannelProvider;
  IptvEpgChannel: IptvEpgChannel;
  IptvEpgImport: IptvEpgImport;
  IptvEpgProgramme: IptvEpgProgramme;
  IptvImport: RestIptvImport;
  IptvList: IptvList;
  IptvListChannel: IptvListChannel;
  IptvListChannelFilter: IptvListChannelFilter;
  IptvListChannelPage: IptvListChannelPage;
  IptvListProvider: IptvListProvider;
  IptvListStats: IptvListStats;
  IptvMemberProvider: IptvMemberProvider;
  IptvProvider: RestIptvProvider;
  IptvProviderPage: Omit<IptvProviderPage, 'items'> & { items: Array<ResolversParentTypes['IptvProvider']> };
  IptvProviderSettings: IptvProviderSettings;
  IptvProviderSettingsInput: IptvProviderSettingsInput;
  IptvSkipped: IptvSkipped;
  Mutation: Record<PropertyKey, never>;
  Notification: RestNotification;
  NotificationDownload: RestNotificationDownload;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  Role: RestRole;
  SocialLink: SocialLink;
  SocialLinkInput: SocialLinkInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TelegramLoginInput: TelegramLoginInput;
  TelegramSubscription: RestTelegramSubscription;
  UnknownNotification: RestNotification;
  UpdateIptvProviderInput: UpdateIptvProviderInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  User: RestUser;
  UserFilter: UserFilter;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
};

export type AuthDirectiveArgs = {
  roles?: Maybe<Array<RoleName>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = Context, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DownloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Download'] = ResolversParentTypes['Download']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadReadyNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadReadyNotification'] = ResolversParentTypes['DownloadReadyNotification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  download?: Resolver<ResolversTypes['NotificationDownload'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DownloadsChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadsChange'] = ResolversParentTypes['DownloadsChange']> = {
  download?: Resolver<Maybe<ResolversTypes['Download']>, ParentType, ContextType>;
  downloadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DownloadsChangeType'], ParentType, ContextType>;
};

export type IptvChannelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvChannel'] = ResolversParentTypes['IptvChannel']> = {
  groupTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['IptvChannelProvider'], ParentType, ContextType>;
  tvgId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tvgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IptvChannelPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvChannelPage'] = ResolversParentTypes['IptvChannelPage']> = {
  items?: Resolver<Array<ResolversTypes['IptvChannel']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type IptvChannelProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvChannelProvider'] = ResolversParentTypes['IptvChannelProvider']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IptvEpgChannelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvEpgChannel'] = ResolversParentTypes['IptvEpgChannel']> = {
  listChannelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programmes?: Resolver<Array<ResolversTypes['IptvEpgProgramme']>, ParentType, ContextType>;
};

export type IptvEpgImportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvEpgImport'] = ResolversParentTypes['IptvEpgImport']> = {
  channelCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  programmeCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['IptvSkipped']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IptvEpgImportState'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IptvEpgProgrammeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvEpgProgramme'] = ResolversParentTypes['IptvEpgProgramme']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IptvImportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvImport'] = ResolversParentTypes['IptvImport']> = {
  channelCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  credentialsFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  groupCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['IptvSkipped']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IptvImportState'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IptvListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvList'] = ResolversParentTypes['IptvList']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalDownloadLinkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['IptvListStats'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedProviders?: Resolver<Array<ResolversTypes['IptvListProvider']>, ParentType, ContextType>;
};

export type IptvListChannelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvListChannel'] = ResolversParentTypes['IptvListChannel']> = {
  groupTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['IptvChannelProvider'], ParentType, ContextType>;
  providerGroupTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tvgId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IptvListChannelPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvListChannelPage'] = ResolversParentTypes['IptvListChannelPage']> = {
  items?: Resolver<Array<ResolversTypes['IptvListChannel']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type IptvListProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvListProvider'] = ResolversParentTypes['IptvListProvider']> = {
  frontendUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userHasValidSettings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IptvListStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvListStats'] = ResolversParentTypes['IptvListStats']> = {
  categoryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IptvMemberProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvMemberProvider'] = ResolversParentTypes['IptvMemberProvider']> = {
  frontendUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredFields?: Resolver<Array<ResolversTypes['IptvRequiredField']>, ParentType, ContextType>;
  userHasValidSettings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IptvProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvProvider'] = ResolversParentTypes['IptvProvider']> = {
  channelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  epgUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excludeFromRefresh?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frontendUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastImport?: Resolver<Maybe<ResolversTypes['IptvImport']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredFields?: Resolver<Array<ResolversTypes['IptvRequiredField']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type IptvProviderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvProviderPage'] = ResolversParentTypes['IptvProviderPage']> = {
  items?: Resolver<Array<ResolversTypes['IptvProvider']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type IptvProviderSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvProviderSettings'] = ResolversParentTypes['IptvProviderSettings']> = {
  extra?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IptvSkippedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvSkipped'] = ResolversParentTypes['IptvSkipped']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addIptvChannels?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddIptvChannelsArgs, 'channelIds' | 'listId'>>;
  changePassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  copyIptvListChannelsToGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCopyIptvListChannelsToGroupArgs, 'group' | 'ids' | 'listId'>>;
  createIptvList?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationCreateIptvListArgs, 'name'>>;
  createIptvPersonalDownloadLink?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationCreateIptvPersonalDownloadLinkArgs, 'listId'>>;
  createIptvProvider?: Resolver<ResolversTypes['IptvProvider'], ParentType, ContextType, RequireFields<MutationCreateIptvProviderArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDownloadArgs, 'id'>>;
  deleteIptvList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIptvListArgs, 'id'>>;
  deleteIptvProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIptvProviderArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  exportMyData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forgotPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markDownloadSeen?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationMarkDownloadSeenArgs, 'id'>>;
  moveIptvListChannel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelArgs, 'direction' | 'id' | 'listId'>>;
  moveIptvListChannelTo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelToArgs, 'from' | 'listId' | 'to'>>;
  moveIptvListChannelsToGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelsToGroupArgs, 'group' | 'ids' | 'listId'>>;
  moveIptvListGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveIptvListGroupArgs, 'group' | 'listId' | 'to'>>;
  refreshIptvEpg?: Resolver<ResolversTypes['IptvEpgImport'], ParentType, ContextType, RequireFields<MutationRefreshIptvEpgArgs, 'providerId'>>;
  refreshIptvProvider?: Resolver<ResolversTypes['IptvImport'], ParentType, ContextType, RequireFields<MutationRefreshIptvProviderArgs, 'id'>>;
  removeIptvListChannelsFromGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRemoveIptvListChannelsFromGroupArgs, 'ids' | 'listId'>>;
  renameIptvList?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationRenameIptvListArgs, 'id' | 'name'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'password' | 'passwordConfirmation' | 'token'>>;
  saveIptvProviderSettings?: Resolver<ResolversTypes['IptvProviderSettings'], ParentType, ContextType, RequireFields<MutationSaveIptvProviderSettingsArgs, 'input' | 'providerId'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'id'>>;
  syncUserRoles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSyncUserRolesArgs, 'id' | 'roleIds'>>;
  telegramLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationTelegramLoginArgs, 'payload'>>;
  updateIptvProvider?: Resolver<ResolversTypes['IptvProvider'], ParentType, ContextType, RequireFields<MutationUpdateIptvProviderArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  __resolveType: TypeResolveFn<'DownloadReadyNotification' | 'UnknownNotification', ParentType, ContextType>;
};

export type NotificationDownloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationDownload'] = ResolversParentTypes['NotificationDownload']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  iptvChannelGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryIptvChannelGroupsArgs>>;
  iptvChannels?: Resolver<ResolversTypes['IptvChannelPage'], ParentType, ContextType, Partial<QueryIptvChannelsArgs>>;
  iptvEpg?: Resolver<Array<ResolversTypes['IptvEpgChannel']>, ParentType, ContextType, RequireFields<QueryIptvEpgArgs, 'listId'>>;
  iptvImport?: Resolver<Maybe<ResolversTypes['IptvImport']>, ParentType, ContextType, RequireFields<QueryIptvImportArgs, 'id'>>;
  iptvList?: Resolver<Maybe<ResolversTypes['IptvList']>, ParentType, ContextType, RequireFields<QueryIptvListArgs, 'id'>>;
  iptvListChannels?: Resolver<ResolversTypes['IptvListChannelPage'], ParentType, ContextType, RequireFields<QueryIptvListChannelsArgs, 'listId'>>;
  iptvListGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryIptvListGroupsArgs, 'listId'>>;
  iptvListProviderGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryIptvListProviderGroupsArgs, 'listId'>>;
  iptvLists?: Resolver<Array<ResolversTypes['IptvList']>, ParentType, ContextType>;
  iptvMemberProviders?: Resolver<Array<ResolversTypes['IptvMemberProvider']>, ParentType, ContextType>;
  iptvProvider?: Resolver<Maybe<ResolversTypes['IptvProvider']>, ParentType, ContextType, RequireFields<QueryIptvProviderArgs, 'id'>>;
  iptvProviderSettings?: Resolver<ResolversTypes['IptvProviderSettings'], ParentType, ContextType, RequireFields<QueryIptvProviderSettingsArgs, 'providerId'>>;
  iptvProviders?: Resolver<ResolversTypes['IptvProviderPage'], ParentType, ContextType, Partial<QueryIptvProvidersArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myDownloads?: Resolver<Array<ResolversTypes['Download']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  unseenDownloadsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
};

export type RoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['RoleName'], ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  downloadsChanged?: SubscriptionResolver<ResolversTypes['DownloadsChange'], "downloadsChanged", ParentType, ContextType>;
  iptvChannelMoved?: SubscriptionResolver<ResolversTypes['ID'], "iptvChannelMoved", ParentType, ContextType, RequireFields<SubscriptionIptvChannelMovedArgs, 'listId'>>;
  iptvImportProgress?: SubscriptionResolver<ResolversTypes['IptvImport'], "iptvImportProgress", ParentType, ContextType, RequireFields<SubscriptionIptvImportProgressArgs, 'importId'>>;
  notificationReceived?: SubscriptionResolver<ResolversTypes['Notification'], "notificationReceived", ParentType, ContextType>;
  userDataUpdated?: SubscriptionResolver<ResolversTypes['User'], "userDataUpdated", ParentType, ContextType>;
};

export type TelegramSubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TelegramSubscription'] = ResolversParentTypes['TelegramSubscription']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telegramId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UnknownNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnknownNotification'] = ResolversParentTypes['UnknownNotification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  socialMedia?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  telegramSubscription?: Resolver<Maybe<ResolversTypes['TelegramSubscription']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Download?: DownloadResolvers<ContextType>;
  DownloadReadyNotification?: DownloadReadyNotificationResolvers<ContextType>;
  DownloadsChange?: DownloadsChangeResolvers<ContextType>;
  IptvChannel?: IptvChannelResolvers<ContextType>;
  IptvChannelPage?: IptvChannelPageResolvers<ContextType>;
  IptvChannelProvider?: IptvChannelProviderResolvers<ContextType>;
  IptvEpgChannel?: IptvEpgChannelResolvers<ContextType>;
  IptvEpgImport?: IptvEpgImportResolvers<ContextType>;
  IptvEpgProgramme?: IptvEpgProgrammeResolvers<ContextType>;
  IptvImport?: IptvImportResolvers<ContextType>;
  IptvList?: IptvListResolvers<ContextType>;
  IptvListChannel?: IptvListChannelResolvers<ContextType>;
  IptvListChannelPage?: IptvListChannelPageResolvers<ContextType>;
  IptvListProvider?: IptvListProviderResolvers<ContextType>;
  IptvListStats?: IptvListStatsResolvers<ContextType>;
  IptvMemberProvider?: IptvMemberProviderResolvers<ContextType>;
  IptvProvider?: IptvProviderResolvers<ContextType>;
  IptvProviderPage?: IptvProviderPageResolvers<ContextType>;
  IptvProviderSettings?: IptvProviderSettingsResolvers<ContextType>;
  IptvSkipped?: IptvSkippedResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationDownload?: NotificationDownloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TelegramSubscription?: TelegramSubscriptionResolvers<ContextType>;
  UnknownNotification?: UnknownNotificationResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
