import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestUser, RestRole, RestTelegramSubscription, RestAuthPayload, RestDownload, RestNotification, RestNotificationDownload, RestIptvProvider, RestIptvImport, RestIptvChannel } from '@portal/contract';
import type { RestDownloadReadyNotification } from '../modules/notifications/kinds';
import type { TimeRecordParent, TimeTaskParent } from '../modules/timetracking/mapping';
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
  /** A calendar day without a time of day, YYYY-MM-DD (e.g. 2026-11-24). */
  Date: { input: string; output: string; }
  /** ISO 8601 date-time, e.g. 2026-11-21T23:00:00.000Z. */
  DateTime: { input: string; output: string; }
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token for the Authorization header (and later the graphql-ws connectionParams). */
  token: Scalars['String']['output'];
  user: User;
};

/**
 * A blog, addressed by its slug (`my-dogs-and-me`, `it-stuff`). Reading needs a logged-in member; writing needs ADMIN or
 * MODERATOR. An unknown blog is NOT_FOUND.
 */
export type Blog = {
  __typename?: 'Blog';
  /** In the caller's language. */
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
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

export type CreatePostInput = {
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/**
 * A record entered afterwards. Only `start` is required; it may lie anywhere in the past but never overlap another
 * record of the member. `duration` is typed as `1d2h24m`, `2h`, `90m`, `1h30m15s` or `HH:mm:ss` (days the largest
 * unit, seconds the smallest) and sets the stop when no stop is given. With neither stop nor duration the clock starts
 * at `start` (as `startTimeRecord`). A project brings its brand and a brand its customer; a task brings all three
 * unless one of them is given.
 */
export type CreateTimeRecordInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  start: Scalars['DateTime']['input'];
  stop?: InputMaybe<Scalars['DateTime']['input']>;
  taskId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  ticketUrl?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new task; only the title is required. A project brings its brand and a brand its customer. */
export type CreateTimeTaskInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  deadline?: InputMaybe<Scalars['Date']['input']>;
  /** Typed like a record's duration (`1d`, `2h24m`). */
  estimatedTime?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  ticketUrl?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
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

/** An image of a post's image bag. */
export type Image = {
  __typename?: 'Image';
  /** The server-made file name of the web variant. */
  filename: Scalars['String']['output'];
  /** `/files/blog-images/{filename}`: served without login (the random name is the key), for `<img src>`. */
  imageUrl: Scalars['String']['output'];
  /** As uploaded (the original file name). */
  name: Scalars['String']['output'];
  /** The 320 px wide thumbnail, served like `imageUrl`. */
  thumbnailUrl: Scalars['String']['output'];
};

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
  /** Adds an empty, active page after the last; answers the new page. */
  addPostPage: PostPage;
  /** Comments on one of the member's tasks or records. */
  addTimeComment: TimeComment;
  /** The logged-in member's own password; answers the server's localised confirmation. */
  changePassword: Scalars['String']['output'];
  /** Copies rows to the end of a group, skipping channels already in it; answers how many were copied. */
  copyIptvListChannelsToGroup: Scalars['Int']['output'];
  createIptvList: IptvList;
  /** Creates or rotates the list's personal link (the old one stops working); refused while a used provider's settings are incomplete. */
  createIptvPersonalDownloadLink: IptvList;
  /** Creates an IPTV provider; starts no import. */
  createIptvProvider: IptvProvider;
  /** A draft with an empty, active page 1; the slug is made from the title. */
  createPost: Post;
  createTimeBrand: TimeBrand;
  createTimeBudget: TimeBudget;
  createTimeCustomer: TimeCustomer;
  createTimeProject: TimeProject;
  /** Enters a record afterwards (see the input); BAD_USER_INPUT when it overlaps another record of the member. */
  createTimeRecord: TimeRecord;
  createTimeTask: TimeTask;
  createTimeType: TimeType;
  /** Creates an active member (activated by the acting super admin). */
  createUser: User;
  /** Deletes the download and its file. */
  deleteDownload: Scalars['Boolean']['output'];
  /** Deletes the list with its rows and its personal link. */
  deleteIptvList: Scalars['Boolean']['output'];
  /** Deletes the provider with all its channels and imports. */
  deleteIptvProvider: Scalars['Boolean']['output'];
  /** Soft delete: the post disappears from the blog. */
  deletePost: Scalars['Boolean']['output'];
  deleteTimeBrand: Scalars['Boolean']['output'];
  deleteTimeBudget: Scalars['Boolean']['output'];
  deleteTimeCustomer: Scalars['Boolean']['output'];
  deleteTimeProject: Scalars['Boolean']['output'];
  deleteTimeRecord: Scalars['Boolean']['output'];
  /** Deletes the task. */
  deleteTimeTask: Scalars['Boolean']['output'];
  deleteTimeType: Scalars['Boolean']['output'];
  deleteUser: Scalars['Boolean']['output'];
  /** Starts a job that puts the member's data as a JSON file into their downloads inbox and notifies them. */
  exportMyData: Scalars['Boolean']['output'];
  /** Writes the records behind a `timeSpentReport` (one row per record with its text) into the downloads inbox. */
  exportTimeSpentReport: Download;
  /**
   * Writes the member's records of today, this week or this month (one row per record with its text, and the total)
   * into their downloads inbox and notifies them; answers the download.
   */
  exportTimeStatistics: Download;
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
  saveTimeTrackingSettings: TimeTrackingSettings;
  /** Activates or deactivates a member; a deactivated member's tokens stop working at once. */
  setUserActive: User;
  /**
   * Starts the clock (now, or at the given start). Refused while a record runs (BAD_REQUEST), and with 'start time must
   * be after {lastStopTime}' (BAD_USER_INPUT) before the stop of the member's last record. Every open device hears it through
   * `runningTimeRecordChanged`.
   */
  startTimeRecord: TimeRecord;
  /** Stops the running record now (or at `stop`, after its start) and computes its duration; NOT_FOUND unless it runs. */
  stopTimeRecord: TimeRecord;
  /** Replaces the member's roles with exactly these. */
  syncUserRoles: User;
  telegramLogin: AuthPayload;
  updateIptvProvider: IptvProvider;
  updatePost: Post;
  updatePostPage: PostPage;
  /** The logged-in member's own name, e-mail and social media links. */
  updateProfile: User;
  updateTimeBrand: TimeBrand;
  updateTimeBudget: TimeBudget;
  updateTimeCustomer: TimeCustomer;
  updateTimeProject: TimeProject;
  updateTimeRecord: TimeRecord;
  updateTimeTask: TimeTask;
  updateTimeType: TimeType;
  updateUser: User;
};


export type MutationAddIptvChannelsArgs = {
  channelIds: Array<Scalars['ID']['input']>;
  group?: InputMaybe<Scalars['String']['input']>;
  listId: Scalars['ID']['input'];
};


export type MutationAddPostPageArgs = {
  blog: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationAddTimeCommentArgs = {
  id: Scalars['ID']['input'];
  resource: TimeCommentResource;
  text: Scalars['String']['input'];
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


export type MutationCreatePostArgs = {
  blog: Scalars['String']['input'];
  input: CreatePostInput;
};


export type MutationCreateTimeBrandArgs = {
  input: TimeBrandInput;
};


export type MutationCreateTimeBudgetArgs = {
  input: TimeBudgetInput;
};


export type MutationCreateTimeCustomerArgs = {
  input: TimeCustomerInput;
};


export type MutationCreateTimeProjectArgs = {
  input: TimeProjectInput;
};


export type MutationCreateTimeRecordArgs = {
  input: CreateTimeRecordInput;
};


export type MutationCreateTimeTaskArgs = {
  input: CreateTimeTaskInput;
};


export type MutationCreateTimeTypeArgs = {
  input: TimeTypeInput;
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


export type MutationDeletePostArgs = {
  blog: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeBrandArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeBudgetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeRecordArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTimeTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExportTimeSpentReportArgs = {
  format: TimeExportFormat;
  from: Scalars['Date']['input'];
  groupBy: TimeReportGroupBy;
  to: Scalars['Date']['input'];
  unit: TimeReportUnit;
};


export type MutationExportTimeStatisticsArgs = {
  format: TimeExportFormat;
  type: TimeStatisticsExportType;
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


export type MutationSaveTimeTrackingSettingsArgs = {
  input: TimeTrackingSettingsInput;
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationStartTimeRecordArgs = {
  input?: InputMaybe<StartTimeRecordInput>;
};


export type MutationStopTimeRecordArgs = {
  id: Scalars['ID']['input'];
  stop?: InputMaybe<Scalars['DateTime']['input']>;
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


export type MutationUpdatePostArgs = {
  blog: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
};


export type MutationUpdatePostPageArgs = {
  blog: Scalars['String']['input'];
  input: UpdatePostPageInput;
  pageId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateTimeBrandArgs = {
  id: Scalars['ID']['input'];
  input: TimeBrandInput;
};


export type MutationUpdateTimeBudgetArgs = {
  id: Scalars['ID']['input'];
  input: TimeBudgetInput;
};


export type MutationUpdateTimeCustomerArgs = {
  id: Scalars['ID']['input'];
  input: TimeCustomerInput;
};


export type MutationUpdateTimeProjectArgs = {
  id: Scalars['ID']['input'];
  input: TimeProjectInput;
};


export type MutationUpdateTimeRecordArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTimeRecordInput;
};


export type MutationUpdateTimeTaskArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTimeTaskInput;
};


export type MutationUpdateTimeTypeArgs = {
  id: Scalars['ID']['input'];
  input: TimeTypeInput;
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

/**
 * A post of a blog. Inactive posts are drafts: only ADMIN and MODERATOR see them. A post is found by its slug; once it is
 * active its slug stays.
 */
export type Post = {
  __typename?: 'Post';
  /** Published: visible to every member. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The id of the member who created it; null once that account is deleted. */
  createdBy?: Maybe<Scalars['ID']['output']>;
  /** Null once the creator's account is deleted (the post stays). */
  creator?: Maybe<PostCreator>;
  id: Scalars['ID']['output'];
  /** The post's image bag, newest first. */
  images: Array<Image>;
  /** By page number; drafts only for ADMIN and MODERATOR. */
  pages: Array<PostPage>;
  /** The words of the active pages / 200, rounded up; at least 1. */
  readingMinutes: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** Empty when none. */
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The id of the member who changed it last; null once that account is deleted. */
  updatedBy?: Maybe<Scalars['ID']['output']>;
};

/** The member who wrote a post, as its creator card shows them. */
export type PostCreator = {
  __typename?: 'PostCreator';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Only http(s) links. */
  socialMedia: Array<SocialLink>;
};

/** Filters of a blog's posts; every given field narrows them. */
export type PostFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title or subtitle, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a blog's posts. */
export type PostList = {
  __typename?: 'PostList';
  items: Array<Post>;
  pageInfo: PageInfo;
};

/** One page of a post, in page-number order. */
export type PostPage = {
  __typename?: 'PostPage';
  /** Inactive pages are drafts: only ADMIN and MODERATOR see them. */
  active: Scalars['Boolean']['output'];
  /** The page's settings as JSON text (an object; `{}` when none). */
  config: Scalars['String']['output'];
  /** Sanitised HTML (the server cleans it on every write); empty for an empty page. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** 1-based, dense within the post. */
  pageNumber: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A blog by slug, or null when unknown. */
  blog?: Maybe<Blog>;
  /** The blogs, with their names in the caller's language. */
  blogs: Array<Blog>;
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
  /** The member's record with the latest stop; null before the first. */
  lastTimeRecord?: Maybe<TimeRecord>;
  /** The logged-in member, or null without a valid token. */
  me?: Maybe<User>;
  /** The member's own downloads, newest first. */
  myDownloads: Array<Download>;
  /** A post by any of its slugs, or null when unknown (or a draft and the caller no editor). */
  post?: Maybe<Post>;
  /** A post's image bag, newest first. */
  postImages: Array<Image>;
  /** A blog's posts, paged; `orderBy` is one of title, subtitle, active, createdAt (default, newest first), updatedAt. */
  posts: PostList;
  roles: Array<Role>;
  /** The member's running record; null while the clock stands. */
  runningTimeRecord?: Maybe<TimeRecord>;
  /** The totals of one of the member's brands. */
  timeBrandStats: TimeBrandStats;
  /** The member's brands, paged; `orderBy` is name (default) or createdAt. */
  timeBrands: TimeBrandPage;
  /** The member's budgets with their consumption, paged; `orderBy` is name (default) or createdAt. */
  timeBudgets: TimeBudgetPage;
  timeCustomer?: Maybe<TimeCustomer>;
  /** The member's customers, paged; `orderBy` is name (default) or createdAt. */
  timeCustomers: TimeCustomerPage;
  /** The choices of the record and task forms, by name. */
  timeDropdownData: TimeDropdownData;
  /** The member's own earlier values of a record field starting with `prefix` (any without one), latest first (10). */
  timeFieldSuggestions: Array<Scalars['String']['output']>;
  /** The member's projects, paged; `orderBy` is name (default) or createdAt. */
  timeProjects: TimeProjectPage;
  timeRecord?: Maybe<TimeRecord>;
  /** The member's records, paged; `orderBy` is one of start (default, newest first), stop, duration, createdAt. */
  timeRecords: TimeRecordPage;
  /** The finished records starting from `from` to `to` (both days included) summed per `unit` and group. */
  timeSpentReport: TimeSpentReport;
  /** Overall, today, this week and this month, each against the member's working-day target. */
  timeStatistics: TimeStatistics;
  timeTask?: Maybe<TimeTask>;
  /** The member's tasks, paged; `orderBy` is one of title, deadline, createdAt (default, newest first), finishedAt. */
  timeTasks: TimeTaskPage;
  timeTrackingSettings: TimeTrackingSettings;
  /** The member's record types, paged; `orderBy` is name (default) or createdAt. */
  timeTypes: TimeTypePage;
  unseenDownloadsCount: Scalars['Int']['output'];
  user?: Maybe<User>;
  /** Members, paged; `orderBy` is one of name, email, createdAt, updatedAt. */
  users: UserPage;
};


export type QueryBlogArgs = {
  slug: Scalars['String']['input'];
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


export type QueryPostArgs = {
  blog: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


export type QueryPostImagesArgs = {
  blog: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};


export type QueryPostsArgs = {
  blog: Scalars['String']['input'];
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<PostFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeBrandStatsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeBrandsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeBrandFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeBudgetsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeNameFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeCustomersArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeNameFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeFieldSuggestionsArgs = {
  field: TimeSuggestionField;
  prefix?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTimeProjectsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeProjectFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeRecordsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeRecordFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeSpentReportArgs = {
  from: Scalars['Date']['input'];
  groupBy: TimeReportGroupBy;
  to: Scalars['Date']['input'];
  unit: TimeReportUnit;
};


export type QueryTimeTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeTasksArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeTaskFilter>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeTypesArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeNameFilter>;
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

/** Starts the clock; every field is optional. */
export type StartTimeRecordInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Default now; never before the stop of the member's last record. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
  taskId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  ticketUrl?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

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
  /** The member's running record after every start, stop or change of it on any device; null once it stopped. */
  runningTimeRecordChanged?: Maybe<TimeRecord>;
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

/** A brand of a customer. */
export type TimeBrand = {
  __typename?: 'TimeBrand';
  customer: TimeCustomer;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Filters of the brands. */
export type TimeBrandFilter = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A brand of one of the member's customers (create and update alike). */
export type TimeBrandInput = {
  customerId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

/** One page of the member's brands. */
export type TimeBrandPage = {
  __typename?: 'TimeBrandPage';
  items: Array<TimeBrand>;
  pageInfo: PageInfo;
};

/** The totals of one of the member's brands (finished records). */
export type TimeBrandStats = {
  __typename?: 'TimeBrandStats';
  brandId: Scalars['ID']['output'];
  byType: Array<TimeTypeSeconds>;
  /** The start of its first record; null without records. */
  firstStart?: Maybe<Scalars['DateTime']['output']>;
  /** The stop of its last record; null without records. */
  lastStop?: Maybe<Scalars['DateTime']['output']>;
  recordCount: Scalars['Int']['output'];
  seconds: Scalars['Int']['output'];
  taskCount: Scalars['Int']['output'];
  /** Seconds in the current month. */
  thisMonthSeconds: Scalars['Int']['output'];
};

/**
 * A time and/or money budget on exactly one of the member's customers, brands or projects, with what the finished
 * records on it have used so far.
 */
export type TimeBudget = {
  __typename?: 'TimeBudget';
  brandId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Exactly one of `customerId`, `brandId` and `projectId` is set: what the budget is on. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** What an hour costs, in cents: turns the used time into used money; null: no money is counted. */
  hourlyRateCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The money budget in cents (shown as EUR in German, USD in English); null: none. */
  moneyCents?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  projectId?: Maybe<Scalars['ID']['output']>;
  /** The name of the customer, brand or project it is on. */
  targetName: Scalars['String']['output'];
  /** The time budget in seconds; null: none. */
  timeSeconds?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** `usedSeconds` at `hourlyRateCents`, rounded to cents; null without a rate. */
  usedMoneyCents?: Maybe<Scalars['Int']['output']>;
  /** Seconds of the finished records on its customer, brand or project. */
  usedSeconds: Scalars['Int']['output'];
};

/**
 * Exactly one of `customerId`, `brandId` and `projectId`; a time budget, a money budget or both. An update sets every
 * field (left out is none).
 */
export type TimeBudgetInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** What an hour costs, in cents. */
  hourlyRateCents?: InputMaybe<Scalars['Int']['input']>;
  /** The money budget in cents. */
  moneyCents?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** The time budget, typed like a record's duration (`40h`, `5d`). */
  time?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the member's budgets. */
export type TimeBudgetPage = {
  __typename?: 'TimeBudgetPage';
  items: Array<TimeBudget>;
  pageInfo: PageInfo;
};

/** A comment on a task or a record. */
export type TimeComment = {
  __typename?: 'TimeComment';
  author: TimeMember;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** What a comment is on. */
export type TimeCommentResource =
  | 'RECORD'
  | 'TASK';

/**
 * A customer (client) of the member. Customers have brands, brands have projects. Like everything in time tracking it
 * belongs to one member alone: another member's id is NOT_FOUND.
 */
export type TimeCustomer = {
  __typename?: 'TimeCustomer';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A customer (create and update alike). */
export type TimeCustomerInput = {
  name: Scalars['String']['input'];
};

/** One page of the member's customers. */
export type TimeCustomerPage = {
  __typename?: 'TimeCustomerPage';
  items: Array<TimeCustomer>;
  pageInfo: PageInfo;
};

/** The choices of the record and task forms, each by name. */
export type TimeDropdownData = {
  __typename?: 'TimeDropdownData';
  brands: Array<TimeBrand>;
  customers: Array<TimeCustomer>;
  projects: Array<TimeProject>;
  /** The open tasks. */
  tasks: Array<TimeTaskChoice>;
  types: Array<TimeType>;
};

/** The file type of an export. */
export type TimeExportFormat =
  | 'CSV'
  /** Excel (.xlsx). */
  | 'XLSX';

/** A member as time tracking shows them: a task's owner, a comment's author. */
export type TimeMember = {
  __typename?: 'TimeMember';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Filters of customers, budgets and types. */
export type TimeNameFilter = {
  /** Part of the name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A project of a brand. */
export type TimeProject = {
  __typename?: 'TimeProject';
  brand: TimeBrand;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Filters of the projects. */
export type TimeProjectFilter = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A project of one of the member's brands (create and update alike). */
export type TimeProjectInput = {
  brandId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

/** One page of the member's projects. */
export type TimeProjectPage = {
  __typename?: 'TimeProjectPage';
  items: Array<TimeProject>;
  pageInfo: PageInfo;
};

/** A span of the member's time. The running record has no stop yet; a member has at most one. */
export type TimeRecord = {
  __typename?: 'TimeRecord';
  /** A brand of `customer`. */
  brand?: Maybe<TimeBrand>;
  /** Oldest first. */
  comments: Array<TimeComment>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<TimeCustomer>;
  /** `stop − start` in seconds; null while the record runs (the clock counts from `start`). */
  duration?: Maybe<Scalars['Int']['output']>;
  /** Stopped; false only for the running record. */
  finished: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A project of `brand`. */
  project?: Maybe<TimeProject>;
  start: Scalars['DateTime']['output'];
  /** Null while the record runs. */
  stop?: Maybe<Scalars['DateTime']['output']>;
  /** The task it was recorded on. */
  task?: Maybe<TimeTaskRef>;
  /** What was done. */
  text?: Maybe<Scalars['String']['output']>;
  /** The ticket worked on, in an issue tracker. */
  ticketUrl?: Maybe<Scalars['String']['output']>;
  type?: Maybe<TimeType>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Filters of the records; every given field narrows them. */
export type TimeRecordFilter = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Records starting on or after this day. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the text, the ticket URL or the task's title, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  taskId?: InputMaybe<Scalars['ID']['input']>;
  /** Records starting on or before this day. */
  to?: InputMaybe<Scalars['Date']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of the member's records. */
export type TimeRecordPage = {
  __typename?: 'TimeRecordPage';
  items: Array<TimeRecord>;
  pageInfo: PageInfo;
};

/** How `timeSpentReport` groups the records. */
export type TimeReportGroupBy =
  /** By customer and brand. */
  | 'CLIENT_BRAND'
  /** By record type. */
  | 'TYPE';

/** The period a `timeSpentReport` row sums up. */
export type TimeReportUnit =
  | 'DAY'
  | 'MONTH'
  | 'YEAR';

/**
 * Recorded time per period and group. The same totals engine answers the statistics, this report and the exports, so
 * they agree to the second.
 */
export type TimeSpentReport = {
  __typename?: 'TimeSpentReport';
  /** By period, then group. */
  rows: Array<TimeSpentRow>;
  /** The seconds of every row together. */
  totalSeconds: Scalars['Int']['output'];
};

/** The seconds of one group in one period. */
export type TimeSpentRow = {
  __typename?: 'TimeSpentRow';
  /** The customer and brand (`Customer / Brand`) or the type; null for records without one. */
  group?: Maybe<Scalars['String']['output']>;
  /** `YYYY-MM-DD` (DAY), `YYYY-MM` (MONTH) or `YYYY` (YEAR). */
  period: Scalars['String']['output'];
  seconds: Scalars['Int']['output'];
};

/**
 * The member's finished records (a running record counts once stopped); days, weeks and months in the member's time
 * zone (`timeTrackingSettings.timeZone`).
 */
export type TimeStatistics = {
  __typename?: 'TimeStatistics';
  /** The seconds a working day asks: `workingHoursPerDay` less `shortTimeWorkHoursPerDay`. */
  dailyTargetSeconds: Scalars['Int']['output'];
  overall: TimeStatisticsTotal;
  /** Since the first of the month. */
  thisMonth: TimeStatisticsPeriod;
  /** Since Monday. */
  thisWeek: TimeStatisticsPeriod;
  today: TimeStatisticsPeriod;
};

/** The periods `exportTimeStatistics` writes. */
export type TimeStatisticsExportType =
  | 'THIS_MONTH'
  | 'THIS_WEEK'
  | 'TODAY';

/** The time recorded in a period against the target of its working days so far (today included). */
export type TimeStatisticsPeriod = {
  __typename?: 'TimeStatisticsPeriod';
  /** The member's running record started in this period: a live view adds its time so far to `seconds`. */
  includesRunning: Scalars['Boolean']['output'];
  recordCount: Scalars['Int']['output'];
  seconds: Scalars['Int']['output'];
  /** The period's working days so far × `dailyTargetSeconds`. */
  targetSeconds: Scalars['Int']['output'];
};

/** Everything the member recorded. */
export type TimeStatisticsTotal = {
  __typename?: 'TimeStatisticsTotal';
  /** The member's clock runs: a live view adds the running record's time so far to `seconds`. */
  includesRunning: Scalars['Boolean']['output'];
  recordCount: Scalars['Int']['output'];
  seconds: Scalars['Int']['output'];
};

/** The member's own earlier values a field can suggest. */
export type TimeSuggestionField =
  | 'TEXT'
  | 'TICKET_URL';

/** A piece of work with its estimate and the time recorded on it so far. */
export type TimeTask = {
  __typename?: 'TimeTask';
  /** A brand of `customer`. */
  brand?: Maybe<TimeBrand>;
  /** Oldest first. */
  comments: Array<TimeComment>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<TimeCustomer>;
  /** The day it is due. */
  deadline?: Maybe<Scalars['Date']['output']>;
  /** The estimated time in seconds. */
  estimatedSeconds?: Maybe<Scalars['Int']['output']>;
  /** When the task was marked finished; null while open. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The member who created it. */
  owner: TimeMember;
  /** A project of `brand`. */
  project?: Maybe<TimeProject>;
  /** How many records the task has. */
  recordCount: Scalars['Int']['output'];
  /** The seconds of its finished records, to set against `estimatedSeconds`. */
  recordsDurationSum: Scalars['Int']['output'];
  /** What is to be done, in more words. */
  text?: Maybe<Scalars['String']['output']>;
  /** The task's ticket in an issue tracker. */
  ticketUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** An open task as the record form offers it, with the customer and brand a record on it takes by default. */
export type TimeTaskChoice = {
  __typename?: 'TimeTaskChoice';
  brandId?: Maybe<Scalars['ID']['output']>;
  customerId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** Filters of the tasks; every given field narrows them. */
export type TimeTaskFilter = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** true: only finished tasks; false: only open ones. */
  finished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title, the text or the ticket URL, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the member's tasks. */
export type TimeTaskPage = {
  __typename?: 'TimeTaskPage';
  items: Array<TimeTask>;
  pageInfo: PageInfo;
};

/** A task as a record shows it; the whole task is `timeTask(id)`. */
export type TimeTaskRef = {
  __typename?: 'TimeTaskRef';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** The member's working time, the base of the working-day targets. */
export type TimeTrackingSettings = {
  __typename?: 'TimeTrackingSettings';
  /** Short-time work: hours a working day less than `workingHoursPerDay` (0: none). */
  shortTimeWorkHoursPerDay: Scalars['Float']['output'];
  /** The IANA time zone days, weeks and months of the statistics and reports are counted in (e.g. Europe/Berlin). */
  timeZone: Scalars['String']['output'];
  /** 1–7, counted from Monday: 5 is Monday to Friday. */
  workingDaysInWeek: Scalars['Int']['output'];
  workingHoursPerDay: Scalars['Float']['output'];
};

/** Only the given fields change. */
export type TimeTrackingSettingsInput = {
  /** 0–24. */
  shortTimeWorkHoursPerDay?: InputMaybe<Scalars['Float']['input']>;
  /** An IANA time zone (e.g. Europe/Berlin). */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** 1–7, counted from Monday. */
  workingDaysInWeek?: InputMaybe<Scalars['Int']['input']>;
  /** 0–24. */
  workingHoursPerDay?: InputMaybe<Scalars['Float']['input']>;
};

/** What kind of work a record is (e.g. development, meeting). */
export type TimeType = {
  __typename?: 'TimeType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A record type (create and update alike). */
export type TimeTypeInput = {
  name: Scalars['String']['input'];
};

/** One page of the member's record types. */
export type TimeTypePage = {
  __typename?: 'TimeTypePage';
  items: Array<TimeType>;
  pageInfo: PageInfo;
};

/** The seconds of one record type. */
export type TimeTypeSeconds = {
  __typename?: 'TimeTypeSeconds';
  seconds: Scalars['Int']['output'];
  /** The type's name; null for records without a type. */
  type?: Maybe<Scalars['String']['output']>;
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

/** Only the given fields change. */
export type UpdatePostInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Changeable while the post is a draft; refused once it is active. */
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Only the given fields change. */
export type UpdatePostPageInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** HTML; the server sanitises it (no scripts, event handlers, style or foreign image sources). */
  content?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfileInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  socialMedia: Array<SocialLinkInput>;
};

/**
 * Only the given fields change; null clears a reference or text. A new start or stop recomputes the duration; a
 * `duration` (typed as in `createTimeRecord`) sets the stop from the start.
 */
export type UpdateTimeRecordInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
  stop?: InputMaybe<Scalars['DateTime']['input']>;
  taskId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  ticketUrl?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

/** Only the given fields change; null clears. `finished: true` marks the task finished now, false reopens it. */
export type UpdateTimeTaskInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  deadline?: InputMaybe<Scalars['Date']['input']>;
  /** Typed like a record's duration (`1d`, `2h24m`). */
  estimatedTime?: InputMaybe<Scalars['String']['input']>;
  finished?: InputMaybe<Scalars['Boolean']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  ticketUrl?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
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
  Blog: ResolverTypeWrapper<Blog>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  CreateIptvProviderInput: CreateIptvProviderInput;
  CreatePostInput: CreatePostInput;
  CreateTimeRecordInput: CreateTimeRecordInput;
  CreateTimeTaskInput: CreateTimeTaskInput;
  CreateUserInput: CreateUserInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Download: ResolverTypeWrapper<RestDownload>;
  DownloadReadyNotification: ResolverTypeWrapper<RestDownloadReadyNotification>;
  DownloadsChange: ResolverTypeWrapper<Omit<DownloadsChange, 'download'> & { download?: Maybe<ResolversTypes['Download']> }>;
  DownloadsChangeType: DownloadsChangeType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
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
  Post: ResolverTypeWrapper<Post>;
  PostCreator: ResolverTypeWrapper<PostCreator>;
  PostFilter: PostFilter;
  PostList: ResolverTypeWrapper<PostList>;
  PostPage: ResolverTypeWrapper<PostPage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RestRole>;
  RoleName: RoleName;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialLinkInput: SocialLinkInput;
  SortDirection: SortDirection;
  StartTimeRecordInput: StartTimeRecordInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TelegramLoginInput: TelegramLoginInput;
  TelegramSubscription: ResolverTypeWrapper<RestTelegramSubscription>;
  TimeBrand: ResolverTypeWrapper<TimeBrand>;
  TimeBrandFilter: TimeBrandFilter;
  TimeBrandInput: TimeBrandInput;
  TimeBrandPage: ResolverTypeWrapper<TimeBrandPage>;
  TimeBrandStats: ResolverTypeWrapper<TimeBrandStats>;
  TimeBudget: ResolverTypeWrapper<TimeBudget>;
  TimeBudgetInput: TimeBudgetInput;
  TimeBudgetPage: ResolverTypeWrapper<TimeBudgetPage>;
  TimeComment: ResolverTypeWrapper<TimeComment>;
  TimeCommentResource: TimeCommentResource;
  TimeCustomer: ResolverTypeWrapper<TimeCustomer>;
  TimeCustomerInput: TimeCustomerInput;
  TimeCustomerPage: ResolverTypeWrapper<TimeCustomerPage>;
  TimeDropdownData: ResolverTypeWrapper<TimeDropdownData>;
  TimeExportFormat: TimeExportFormat;
  TimeMember: ResolverTypeWrapper<TimeMember>;
  TimeNameFilter: TimeNameFilter;
  TimeProject: ResolverTypeWrapper<TimeProject>;
  TimeProjectFilter: TimeProjectFilter;
  TimeProjectInput: TimeProjectInput;
  TimeProjectPage: ResolverTypeWrapper<TimeProjectPage>;
  TimeRecord: ResolverTypeWrapper<TimeRecordParent>;
  TimeRecordFilter: TimeRecordFilter;
  TimeRecordPage: ResolverTypeWrapper<Omit<TimeRecordPage, 'items'> & { items: Array<ResolversTypes['TimeRecord']> }>;
  TimeReportGroupBy: TimeReportGroupBy;
  TimeReportUnit: TimeReportUnit;
  TimeSpentReport: ResolverTypeWrapper<TimeSpentReport>;
  TimeSpentRow: ResolverTypeWrapper<TimeSpentRow>;
  TimeStatistics: ResolverTypeWrapper<TimeStatistics>;
  TimeStatisticsExportType: TimeStatisticsExportType;
  TimeStatisticsPeriod: ResolverTypeWrapper<TimeStatisticsPeriod>;
  TimeStatisticsTotal: ResolverTypeWrapper<TimeStatisticsTotal>;
  TimeSuggestionField: TimeSuggestionField;
  TimeTask: ResolverTypeWrapper<TimeTaskParent>;
  TimeTaskChoice: ResolverTypeWrapper<TimeTaskChoice>;
  TimeTaskFilter: TimeTaskFilter;
  TimeTaskPage: ResolverTypeWrapper<Omit<TimeTaskPage, 'items'> & { items: Array<ResolversTypes['TimeTask']> }>;
  TimeTaskRef: ResolverTypeWrapper<TimeTaskRef>;
  TimeTrackingSettings: ResolverTypeWrapper<TimeTrackingSettings>;
  TimeTrackingSettingsInput: TimeTrackingSettingsInput;
  TimeType: ResolverTypeWrapper<TimeType>;
  TimeTypeInput: TimeTypeInput;
  TimeTypePage: ResolverTypeWrapper<TimeTypePage>;
  TimeTypeSeconds: ResolverTypeWrapper<TimeTypeSeconds>;
  UnknownNotification: ResolverTypeWrapper<RestNotification>;
  UpdateIptvProviderInput: UpdateIptvProviderInput;
  UpdatePostInput: UpdatePostInput;
  UpdatePostPageInput: UpdatePostPageInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateTimeRecordInput: UpdateTimeRecordInput;
  UpdateTimeTaskInput: UpdateTimeTaskInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<RestUser>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: RestAuthPayload;
  Blog: Blog;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  CreateIptvProviderInput: CreateIptvProviderInput;
  CreatePostInput: CreatePostInput;
  CreateTimeRecordInput: CreateTimeRecordInput;
  CreateTimeTaskInput: CreateTimeTaskInput;
  CreateUserInput: CreateUserInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Download: RestDownload;
  DownloadReadyNotification: RestDownloadReadyNotification;
  DownloadsChange: Omit<DownloadsChange, 'download'> & { download?: Maybe<ResolversParentTypes['Download']> };
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Image: Image;
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
  Post: Post;
  PostCreator: PostCreator;
  PostFilter: PostFilter;
  PostList: PostList;
  PostPage: PostPage;
  Query: Record<PropertyKey, never>;
  Role: RestRole;
  SocialLink: SocialLink;
  SocialLinkInput: SocialLinkInput;
  StartTimeRecordInput: StartTimeRecordInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TelegramLoginInput: TelegramLoginInput;
  TelegramSubscription: RestTelegramSubscription;
  TimeBrand: TimeBrand;
  TimeBrandFilter: TimeBrandFilter;
  TimeBrandInput: TimeBrandInput;
  TimeBrandPage: TimeBrandPage;
  TimeBrandStats: TimeBrandStats;
  TimeBudget: TimeBudget;
  TimeBudgetInput: TimeBudgetInput;
  TimeBudgetPage: TimeBudgetPage;
  TimeComment: TimeComment;
  TimeCustomer: TimeCustomer;
  TimeCustomerInput: TimeCustomerInput;
  TimeCustomerPage: TimeCustomerPage;
  TimeDropdownData: TimeDropdownData;
  TimeMember: TimeMember;
  TimeNameFilter: TimeNameFilter;
  TimeProject: TimeProject;
  TimeProjectFilter: TimeProjectFilter;
  TimeProjectInput: TimeProjectInput;
  TimeProjectPage: TimeProjectPage;
  TimeRecord: TimeRecordParent;
  TimeRecordFilter: TimeRecordFilter;
  TimeRecordPage: Omit<TimeRecordPage, 'items'> & { items: Array<ResolversParentTypes['TimeRecord']> };
  TimeSpentReport: TimeSpentReport;
  TimeSpentRow: TimeSpentRow;
  TimeStatistics: TimeStatistics;
  TimeStatisticsPeriod: TimeStatisticsPeriod;
  TimeStatisticsTotal: TimeStatisticsTotal;
  TimeTask: TimeTaskParent;
  TimeTaskChoice: TimeTaskChoice;
  TimeTaskFilter: TimeTaskFilter;
  TimeTaskPage: Omit<TimeTaskPage, 'items'> & { items: Array<ResolversParentTypes['TimeTask']> };
  TimeTaskRef: TimeTaskRef;
  TimeTrackingSettings: TimeTrackingSettings;
  TimeTrackingSettingsInput: TimeTrackingSettingsInput;
  TimeType: TimeType;
  TimeTypeInput: TimeTypeInput;
  TimeTypePage: TimeTypePage;
  TimeTypeSeconds: TimeTypeSeconds;
  UnknownNotification: RestNotification;
  UpdateIptvProviderInput: UpdateIptvProviderInput;
  UpdatePostInput: UpdatePostInput;
  UpdatePostPageInput: UpdatePostPageInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateTimeRecordInput: UpdateTimeRecordInput;
  UpdateTimeTaskInput: UpdateTimeTaskInput;
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

export type BlogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Blog'] = ResolversParentTypes['Blog']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

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

export type ImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  addPostPage?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<MutationAddPostPageArgs, 'blog' | 'postId'>>;
  addTimeComment?: Resolver<ResolversTypes['TimeComment'], ParentType, ContextType, RequireFields<MutationAddTimeCommentArgs, 'id' | 'resource' | 'text'>>;
  changePassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  copyIptvListChannelsToGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCopyIptvListChannelsToGroupArgs, 'group' | 'ids' | 'listId'>>;
  createIptvList?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationCreateIptvListArgs, 'name'>>;
  createIptvPersonalDownloadLink?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationCreateIptvPersonalDownloadLinkArgs, 'listId'>>;
  createIptvProvider?: Resolver<ResolversTypes['IptvProvider'], ParentType, ContextType, RequireFields<MutationCreateIptvProviderArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'blog' | 'input'>>;
  createTimeBrand?: Resolver<ResolversTypes['TimeBrand'], ParentType, ContextType, RequireFields<MutationCreateTimeBrandArgs, 'input'>>;
  createTimeBudget?: Resolver<ResolversTypes['TimeBudget'], ParentType, ContextType, RequireFields<MutationCreateTimeBudgetArgs, 'input'>>;
  createTimeCustomer?: Resolver<ResolversTypes['TimeCustomer'], ParentType, ContextType, RequireFields<MutationCreateTimeCustomerArgs, 'input'>>;
  createTimeProject?: Resolver<ResolversTypes['TimeProject'], ParentType, ContextType, RequireFields<MutationCreateTimeProjectArgs, 'input'>>;
  createTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, RequireFields<MutationCreateTimeRecordArgs, 'input'>>;
  createTimeTask?: Resolver<ResolversTypes['TimeTask'], ParentType, ContextType, RequireFields<MutationCreateTimeTaskArgs, 'input'>>;
  createTimeType?: Resolver<ResolversTypes['TimeType'], ParentType, ContextType, RequireFields<MutationCreateTimeTypeArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDownloadArgs, 'id'>>;
  deleteIptvList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIptvListArgs, 'id'>>;
  deleteIptvProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIptvProviderArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'blog' | 'id'>>;
  deleteTimeBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeBrandArgs, 'id'>>;
  deleteTimeBudget?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeBudgetArgs, 'id'>>;
  deleteTimeCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeCustomerArgs, 'id'>>;
  deleteTimeProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeProjectArgs, 'id'>>;
  deleteTimeRecord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeRecordArgs, 'id'>>;
  deleteTimeTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeTaskArgs, 'id'>>;
  deleteTimeType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTimeTypeArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  exportMyData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exportTimeSpentReport?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationExportTimeSpentReportArgs, 'format' | 'from' | 'groupBy' | 'to' | 'unit'>>;
  exportTimeStatistics?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationExportTimeStatisticsArgs, 'format' | 'type'>>;
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
  saveTimeTrackingSettings?: Resolver<ResolversTypes['TimeTrackingSettings'], ParentType, ContextType, RequireFields<MutationSaveTimeTrackingSettingsArgs, 'input'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'id'>>;
  startTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, Partial<MutationStartTimeRecordArgs>>;
  stopTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, RequireFields<MutationStopTimeRecordArgs, 'id'>>;
  syncUserRoles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSyncUserRolesArgs, 'id' | 'roleIds'>>;
  telegramLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationTelegramLoginArgs, 'payload'>>;
  updateIptvProvider?: Resolver<ResolversTypes['IptvProvider'], ParentType, ContextType, RequireFields<MutationUpdateIptvProviderArgs, 'id' | 'input'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostArgs, 'blog' | 'id' | 'input'>>;
  updatePostPage?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<MutationUpdatePostPageArgs, 'blog' | 'input' | 'pageId' | 'postId'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateTimeBrand?: Resolver<ResolversTypes['TimeBrand'], ParentType, ContextType, RequireFields<MutationUpdateTimeBrandArgs, 'id' | 'input'>>;
  updateTimeBudget?: Resolver<ResolversTypes['TimeBudget'], ParentType, ContextType, RequireFields<MutationUpdateTimeBudgetArgs, 'id' | 'input'>>;
  updateTimeCustomer?: Resolver<ResolversTypes['TimeCustomer'], ParentType, ContextType, RequireFields<MutationUpdateTimeCustomerArgs, 'id' | 'input'>>;
  updateTimeProject?: Resolver<ResolversTypes['TimeProject'], ParentType, ContextType, RequireFields<MutationUpdateTimeProjectArgs, 'id' | 'input'>>;
  updateTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, RequireFields<MutationUpdateTimeRecordArgs, 'id' | 'input'>>;
  updateTimeTask?: Resolver<ResolversTypes['TimeTask'], ParentType, ContextType, RequireFields<MutationUpdateTimeTaskArgs, 'id' | 'input'>>;
  updateTimeType?: Resolver<ResolversTypes['TimeType'], ParentType, ContextType, RequireFields<MutationUpdateTimeTypeArgs, 'id' | 'input'>>;
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

export type PostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['PostCreator']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['PostPage']>, ParentType, ContextType>;
  readingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PostCreatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostCreator'] = ResolversParentTypes['PostCreator']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialMedia?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
};

export type PostListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostList'] = ResolversParentTypes['PostList']> = {
  items?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PostPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostPage'] = ResolversParentTypes['PostPage']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  config?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  blog?: Resolver<Maybe<ResolversTypes['Blog']>, ParentType, ContextType, RequireFields<QueryBlogArgs, 'slug'>>;
  blogs?: Resolver<Array<ResolversTypes['Blog']>, ParentType, ContextType>;
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
  lastTimeRecord?: Resolver<Maybe<ResolversTypes['TimeRecord']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myDownloads?: Resolver<Array<ResolversTypes['Download']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'blog' | 'slug'>>;
  postImages?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, RequireFields<QueryPostImagesArgs, 'blog' | 'postId'>>;
  posts?: Resolver<ResolversTypes['PostList'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'blog'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  runningTimeRecord?: Resolver<Maybe<ResolversTypes['TimeRecord']>, ParentType, ContextType>;
  timeBrandStats?: Resolver<ResolversTypes['TimeBrandStats'], ParentType, ContextType, RequireFields<QueryTimeBrandStatsArgs, 'id'>>;
  timeBrands?: Resolver<ResolversTypes['TimeBrandPage'], ParentType, ContextType, Partial<QueryTimeBrandsArgs>>;
  timeBudgets?: Resolver<ResolversTypes['TimeBudgetPage'], ParentType, ContextType, Partial<QueryTimeBudgetsArgs>>;
  timeCustomer?: Resolver<Maybe<ResolversTypes['TimeCustomer']>, ParentType, ContextType, RequireFields<QueryTimeCustomerArgs, 'id'>>;
  timeCustomers?: Resolver<ResolversTypes['TimeCustomerPage'], ParentType, ContextType, Partial<QueryTimeCustomersArgs>>;
  timeDropdownData?: Resolver<ResolversTypes['TimeDropdownData'], ParentType, ContextType>;
  timeFieldSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryTimeFieldSuggestionsArgs, 'field'>>;
  timeProjects?: Resolver<ResolversTypes['TimeProjectPage'], ParentType, ContextType, Partial<QueryTimeProjectsArgs>>;
  timeRecord?: Resolver<Maybe<ResolversTypes['TimeRecord']>, ParentType, ContextType, RequireFields<QueryTimeRecordArgs, 'id'>>;
  timeRecords?: Resolver<ResolversTypes['TimeRecordPage'], ParentType, ContextType, Partial<QueryTimeRecordsArgs>>;
  timeSpentReport?: Resolver<ResolversTypes['TimeSpentReport'], ParentType, ContextType, RequireFields<QueryTimeSpentReportArgs, 'from' | 'groupBy' | 'to' | 'unit'>>;
  timeStatistics?: Resolver<ResolversTypes['TimeStatistics'], ParentType, ContextType>;
  timeTask?: Resolver<Maybe<ResolversTypes['TimeTask']>, ParentType, ContextType, RequireFields<QueryTimeTaskArgs, 'id'>>;
  timeTasks?: Resolver<ResolversTypes['TimeTaskPage'], ParentType, ContextType, Partial<QueryTimeTasksArgs>>;
  timeTrackingSettings?: Resolver<ResolversTypes['TimeTrackingSettings'], ParentType, ContextType>;
  timeTypes?: Resolver<ResolversTypes['TimeTypePage'], ParentType, ContextType, Partial<QueryTimeTypesArgs>>;
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
  runningTimeRecordChanged?: SubscriptionResolver<Maybe<ResolversTypes['TimeRecord']>, "runningTimeRecordChanged", ParentType, ContextType>;
  userDataUpdated?: SubscriptionResolver<ResolversTypes['User'], "userDataUpdated", ParentType, ContextType>;
};

export type TelegramSubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TelegramSubscription'] = ResolversParentTypes['TelegramSubscription']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telegramId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TimeBrandResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBrand'] = ResolversParentTypes['TimeBrand']> = {
  customer?: Resolver<ResolversTypes['TimeCustomer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeBrandPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBrandPage'] = ResolversParentTypes['TimeBrandPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeBrand']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeBrandStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBrandStats'] = ResolversParentTypes['TimeBrandStats']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  byType?: Resolver<Array<ResolversTypes['TimeTypeSeconds']>, ParentType, ContextType>;
  firstStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastStop?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thisMonthSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeBudgetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBudget'] = ResolversParentTypes['TimeBudget']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hourlyRateCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moneyCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedMoneyCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeBudgetPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBudgetPage'] = ResolversParentTypes['TimeBudgetPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeBudget']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeCommentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeComment'] = ResolversParentTypes['TimeComment']> = {
  author?: Resolver<ResolversTypes['TimeMember'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeCustomerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeCustomer'] = ResolversParentTypes['TimeCustomer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeCustomerPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeCustomerPage'] = ResolversParentTypes['TimeCustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeDropdownDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeDropdownData'] = ResolversParentTypes['TimeDropdownData']> = {
  brands?: Resolver<Array<ResolversTypes['TimeBrand']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['TimeProject']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['TimeTaskChoice']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['TimeType']>, ParentType, ContextType>;
};

export type TimeMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeMember'] = ResolversParentTypes['TimeMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeProjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeProject'] = ResolversParentTypes['TimeProject']> = {
  brand?: Resolver<ResolversTypes['TimeBrand'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeProjectPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeProjectPage'] = ResolversParentTypes['TimeProjectPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeProject']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeRecord'] = ResolversParentTypes['TimeRecord']> = {
  brand?: Resolver<Maybe<ResolversTypes['TimeBrand']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['TimeComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['TimeProject']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stop?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['TimeTaskRef']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['TimeType']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TimeRecordPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeRecordPage'] = ResolversParentTypes['TimeRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeRecord']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeSpentReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeSpentReport'] = ResolversParentTypes['TimeSpentReport']> = {
  rows?: Resolver<Array<ResolversTypes['TimeSpentRow']>, ParentType, ContextType>;
  totalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeSpentRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeSpentRow'] = ResolversParentTypes['TimeSpentRow']> = {
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeStatisticsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeStatistics'] = ResolversParentTypes['TimeStatistics']> = {
  dailyTargetSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['TimeStatisticsTotal'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['TimeStatisticsPeriod'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['TimeStatisticsPeriod'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['TimeStatisticsPeriod'], ParentType, ContextType>;
};

export type TimeStatisticsPeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeStatisticsPeriod'] = ResolversParentTypes['TimeStatisticsPeriod']> = {
  includesRunning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeStatisticsTotalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeStatisticsTotal'] = ResolversParentTypes['TimeStatisticsTotal']> = {
  includesRunning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeTaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTask'] = ResolversParentTypes['TimeTask']> = {
  brand?: Resolver<Maybe<ResolversTypes['TimeBrand']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['TimeComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  estimatedSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['TimeMember'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['TimeProject']>, ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordsDurationSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TimeTaskChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTaskChoice'] = ResolversParentTypes['TimeTaskChoice']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeTaskPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTaskPage'] = ResolversParentTypes['TimeTaskPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeTask']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeTaskRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTaskRef'] = ResolversParentTypes['TimeTaskRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeTrackingSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTrackingSettings'] = ResolversParentTypes['TimeTrackingSettings']> = {
  shortTimeWorkHoursPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workingDaysInWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workingHoursPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TimeTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeType'] = ResolversParentTypes['TimeType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeTypePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTypePage'] = ResolversParentTypes['TimeTypePage']> = {
  items?: Resolver<Array<ResolversTypes['TimeType']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeTypeSecondsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeTypeSeconds'] = ResolversParentTypes['TimeTypeSeconds']> = {
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  Blog?: BlogResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Download?: DownloadResolvers<ContextType>;
  DownloadReadyNotification?: DownloadReadyNotificationResolvers<ContextType>;
  DownloadsChange?: DownloadsChangeResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
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
  Post?: PostResolvers<ContextType>;
  PostCreator?: PostCreatorResolvers<ContextType>;
  PostList?: PostListResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TelegramSubscription?: TelegramSubscriptionResolvers<ContextType>;
  TimeBrand?: TimeBrandResolvers<ContextType>;
  TimeBrandPage?: TimeBrandPageResolvers<ContextType>;
  TimeBrandStats?: TimeBrandStatsResolvers<ContextType>;
  TimeBudget?: TimeBudgetResolvers<ContextType>;
  TimeBudgetPage?: TimeBudgetPageResolvers<ContextType>;
  TimeComment?: TimeCommentResolvers<ContextType>;
  TimeCustomer?: TimeCustomerResolvers<ContextType>;
  TimeCustomerPage?: TimeCustomerPageResolvers<ContextType>;
  TimeDropdownData?: TimeDropdownDataResolvers<ContextType>;
  TimeMember?: TimeMemberResolvers<ContextType>;
  TimeProject?: TimeProjectResolvers<ContextType>;
  TimeProjectPage?: TimeProjectPageResolvers<ContextType>;
  TimeRecord?: TimeRecordResolvers<ContextType>;
  TimeRecordPage?: TimeRecordPageResolvers<ContextType>;
  TimeSpentReport?: TimeSpentReportResolvers<ContextType>;
  TimeSpentRow?: TimeSpentRowResolvers<ContextType>;
  TimeStatistics?: TimeStatisticsResolvers<ContextType>;
  TimeStatisticsPeriod?: TimeStatisticsPeriodResolvers<ContextType>;
  TimeStatisticsTotal?: TimeStatisticsTotalResolvers<ContextType>;
  TimeTask?: TimeTaskResolvers<ContextType>;
  TimeTaskChoice?: TimeTaskChoiceResolvers<ContextType>;
  TimeTaskPage?: TimeTaskPageResolvers<ContextType>;
  TimeTaskRef?: TimeTaskRefResolvers<ContextType>;
  TimeTrackingSettings?: TimeTrackingSettingsResolvers<ContextType>;
  TimeType?: TimeTypeResolvers<ContextType>;
  TimeTypePage?: TimeTypePageResolvers<ContextType>;
  TimeTypeSeconds?: TimeTypeSecondsResolvers<ContextType>;
  UnknownNotification?: UnknownNotificationResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
