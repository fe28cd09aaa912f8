/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChangePasswordInput = {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
};

/** A new configuration; every field but `meta` is required. */
export type CreateCryptTrackConfigInput = {
  apiKey: string;
  apiPassphrase: string;
  apiSecret: string;
  label: string;
  /** JSON text of an object; left out is `{}`. */
  meta?: string | null | undefined;
  /** Today only `bitget`. */
  platform: string;
};

export type CreateIptvProviderInput = {
  /** An http(s) URL of the playlist (an Xtream-style get.php link works). */
  channelUrl: string;
  epgUrl?: string | null | undefined;
  excludeFromRefresh?: boolean | null | undefined;
  frontendUrl: string;
  name: string;
  requiredFields?: Array<IptvRequiredField> | null | undefined;
};

export type CreatePersonalAccessTokenInput = {
  /** Must lie in the future; leave it out for a token that works until revoked. */
  expiresAt?: string | null | undefined;
  /** 1–255 characters, unique among the member's tokens. */
  name: string;
  scope: PersonalAccessTokenScope;
};

export type CreatePostInput = {
  subtitle?: string | null | undefined;
  title: string;
};

/**
 * A record entered afterwards. Only `start` is required; it may lie anywhere in the past but never overlap another
 * record of the member. `duration` is typed as `1d2h24m`, `2h`, `90m`, `1h30m15s` or `HH:mm:ss` (days the largest
 * unit, seconds the smallest) and sets the stop when no stop is given. With neither stop nor duration the clock starts
 * at `start` (as `startTimeRecord`). A project brings its brand and a brand its customer; a task brings all three
 * unless one of them is given.
 */
export type CreateTimeRecordInput = {
  /** Default true. */
  billable?: boolean | null | undefined;
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  duration?: string | null | undefined;
  projectId?: string | number | null | undefined;
  start: string;
  stop?: string | null | undefined;
  /** Labels (each 1–40 characters; duplicates and blanks dropped). */
  tags?: Array<string> | null | undefined;
  taskId?: string | number | null | undefined;
  text?: string | null | undefined;
  ticketUrl?: string | null | undefined;
  typeId?: string | number | null | undefined;
};

/** A new task; only the title is required. A project brings its brand and a brand its customer. */
export type CreateTimeTaskInput = {
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  deadline?: string | null | undefined;
  /** Typed like a record's duration (`1d`, `2h24m`). */
  estimatedTime?: string | null | undefined;
  projectId?: string | number | null | undefined;
  text?: string | null | undefined;
  ticketUrl?: string | null | undefined;
  title: string;
};

export type CreateUserInput = {
  email: string;
  name: string;
  password: string;
  passwordConfirmation: string;
};

/**
 * Why the exchange could not be read for a configuration. BAD_KEY: unknown or malformed API key; BAD_PASSPHRASE;
 * BAD_SIGNATURE: the secret does not belong to the key; IP_NOT_WHITELISTED: the key is bound to other IP addresses;
 * RATE_LIMITED; UNAVAILABLE: down, maintenance or no proper answer; TIMEOUT; CLOCK_SKEW: the exchange refused the
 * server's time stamp; EXCHANGE: any other error of the exchange; UNREADABLE: the stored keys no longer decrypt (the
 * server's secret changed): enter them again.
 */
export type CryptTrackErrorCode =
  | 'BAD_KEY'
  | 'BAD_PASSPHRASE'
  | 'BAD_SIGNATURE'
  | 'CLOCK_SKEW'
  | 'EXCHANGE'
  | 'IP_NOT_WHITELISTED'
  | 'RATE_LIMITED'
  | 'TIMEOUT'
  | 'UNAVAILABLE'
  | 'UNREADABLE';

/** Whether a position's margin is shared with the account's other positions (CROSSED) or its own (ISOLATED). */
export type CryptTrackMarginMode =
  | 'CROSSED'
  | 'ISOLATED';

/** One-way mode holds one position per symbol; hedge mode a long and a short one. */
export type CryptTrackPositionMode =
  | 'HEDGE'
  | 'ONE_WAY';

/** Bitget's futures product types. */
export type CryptTrackProductType =
  | 'COIN_FUTURES'
  | 'USDC_FUTURES'
  | 'USDT_FUTURES';

/** The direction of a position. */
export type CryptTrackSide =
  | 'LONG'
  | 'SHORT';

/** What a survey refers to that the document does not list. */
export type DawumReferenceKind =
  | 'INSTITUTE'
  | 'PARTY';

/** Filters of the surveys; every given field narrows them. */
export type DawumSurveyFilter = {
  /** Surveys published on or after this day. */
  from?: string | null | undefined;
  instituteId?: string | number | null | undefined;
  parliamentId?: string | number | null | undefined;
  /** Surveys published on or before this day. */
  to?: string | null | undefined;
};

/** What `dawumSurveys` sorts by. */
export type DawumSurveyOrderField =
  /** The day the survey was published (the default, newest first). */
  | 'DATE'
  /** The institute's name. */
  | 'INSTITUTE'
  /** The method's name. */
  | 'METHOD'
  /** The parliament's name. */
  | 'PARLIAMENT'
  /** How many people were asked. */
  | 'SURVEYED_PERSONS'
  /** The tasker's name. */
  | 'TASKER';

/** How the last sync ended. */
export type DawumSyncOutcome =
  /** The download or the document failed (see `error`); the data stayed as it was. */
  | 'FAILED'
  /** The document was imported. */
  | 'OK'
  /** DAWUM's `Last_Update` had not changed: nothing was imported. */
  | 'UNCHANGED';

export type DownloadsChangeType =
  | 'ADDED'
  | 'DELETED'
  | 'SEEN';

/** Filters of the channel catalogue; every given field narrows it. */
export type IptvChannelFilter = {
  /** The exact group title. */
  group?: string | null | undefined;
  providerId?: string | number | null | undefined;
  /** Part of the name, case-insensitive. */
  search?: string | null | undefined;
};

/** What `iptvChannels` sorts by; without `orderBy` the channels come in the order they were imported. */
export type IptvChannelOrderField =
  /** The provider's group title. */
  | 'GROUP_TITLE'
  /** The channel's name. */
  | 'NAME'
  /** The provider's name, case-insensitive. */
  | 'PROVIDER';

export type IptvEpgImportState =
  | 'FAILED'
  | 'FINISHED'
  | 'QUEUED'
  | 'RUNNING';

export type IptvImportState =
  | 'FAILED'
  | 'FINISHED'
  | 'PARSING'
  | 'QUEUED'
  | 'STORING';

/** Filters of a list's rows; every given field narrows them. */
export type IptvListChannelFilter = {
  /** The member's group; default 'default'. */
  group?: string | null | undefined;
  /** The provider's group, exactly. */
  providerGroup?: string | null | undefined;
  /** Part of the channel name, case-insensitive. */
  search?: string | null | undefined;
};

/** What `iptvListChannels` sorts by. */
export type IptvListChannelOrderField =
  /** The channel's name. */
  | 'NAME'
  /** The row's place in its group (the default, first to last). */
  | 'ORDER';

export type IptvMoveDirection =
  | 'DOWN'
  | 'UP';

/** What `iptvProviders` sorts by; without `orderBy` the providers come in the order they were created. */
export type IptvProviderOrderField =
  /** How many channels the provider has. */
  | 'CHANNEL_COUNT'
  /** The provider's newest import. */
  | 'LAST_IMPORT'
  /** The name, case-insensitive. */
  | 'NAME'
  /** When the provider was last changed. */
  | 'UPDATED_AT';

export type IptvProviderSettingsInput = {
  extra?: string | null | undefined;
  /** Omitted or empty keeps the stored password; null removes it. */
  password?: string | null | undefined;
  username?: string | null | undefined;
};

/** A credential a provider's members must fill in (stored as `config.required_fields`). */
export type IptvRequiredField =
  | 'PASSWORD'
  | 'USERNAME';

/** What became of one savegame file in a backup. */
export type Ls22BackupFileState =
  /** The server did not offer it. */
  | 'MISSING'
  /** Fetched and stored. */
  | 'STORED'
  /** The server answered, but not with a readable file (an error page, a time-out, a broken document). */
  | 'UNREADABLE';

/** What started a backup. */
export type Ls22BackupTrigger =
  | 'MANUAL'
  | 'SCHEDULE';

/** PORTAL: an admin saved it; ENVIRONMENT: LS22_SERVER_URL or LS22_SERVER_CODE applies. */
export type Ls22ConfigSource =
  | 'ENVIRONMENT'
  | 'PORTAL';

/**
 * What the last poll of the stats found. ONLINE: the stats carry a version; OFFLINE: the server answers but no game is
 * loaded; UNREADABLE: an HTML page, a damaged document or a wrong code; UNREACHABLE: refused or timed out;
 * UNCONFIGURED: no server address or code; PENDING: no poll yet.
 */
export type Ls22ServerState =
  | 'OFFLINE'
  | 'ONLINE'
  | 'PENDING'
  | 'UNCONFIGURED'
  | 'UNREACHABLE'
  | 'UNREADABLE';

/** What a personal access token may do: READ_ONLY is refused on every mutation, FULL may do what its member may. */
export type PersonalAccessTokenScope =
  | 'FULL'
  | 'READ_ONLY';

/** Filters of a blog's posts; every given field narrows them. */
export type PostFilter = {
  active?: boolean | null | undefined;
  /** Part of the title or subtitle, case-insensitive. */
  search?: string | null | undefined;
};

/** What `posts` sorts by. */
export type PostOrderField =
  /** Live or draft (ascending: drafts first). */
  | 'ACTIVE'
  /** When the post was created (the default, newest first). */
  | 'CREATED_AT'
  /** The subtitle, case-insensitive. */
  | 'SUBTITLE'
  /** The title, case-insensitive. */
  | 'TITLE'
  /** When the post was last changed. */
  | 'UPDATED_AT';

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

/** A new setup; a left-out (null or empty) code keeps the stored one. */
export type SaveLs22ConfigInput = {
  /** The code of the server's web interface feeds (write-only). */
  code?: string | null | undefined;
  /** http or https; null: back to LS22_SERVER_URL. */
  serverUrl?: string | null | undefined;
};

/**
 * A cell of the week grid: the time of one task and customer on one day, typed like a record's duration. A cell holds
 * one record; the first entry makes it (after the day's last record, from 09:00), a change changes its duration, an
 * empty duration deletes it. A cell that already holds several records (from the clock) changes only through its last
 * one.
 */
export type SaveTimeWeekCellInput = {
  customerId?: string | number | null | undefined;
  date: string;
  duration: string;
  taskId?: string | number | null | undefined;
};

export type SocialLinkInput = {
  network: string;
  url: string;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Starts the clock; every field is optional. */
export type StartTimeRecordInput = {
  /** Default true. */
  billable?: boolean | null | undefined;
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  projectId?: string | number | null | undefined;
  /** Default now; never before the stop of the member's last record. */
  start?: string | null | undefined;
  /** Labels (each 1–40 characters; duplicates and blanks dropped). */
  tags?: Array<string> | null | undefined;
  taskId?: string | number | null | undefined;
  text?: string | null | undefined;
  ticketUrl?: string | null | undefined;
  typeId?: string | number | null | undefined;
};

/** The Telegram Login Widget's payload, field for field. */
export type TelegramLoginInput = {
  authDate: number;
  firstName?: string | null | undefined;
  hash: string;
  id: string | number;
  lastName?: string | null | undefined;
  photoUrl?: string | null | undefined;
  username?: string | null | undefined;
};

/** Filters of the brands. */
export type TimeBrandFilter = {
  customerId?: string | number | null | undefined;
  /** Part of the name, case-insensitive. */
  search?: string | null | undefined;
};

/** A brand of one of the member's customers (create and update alike). */
export type TimeBrandInput = {
  customerId: string | number;
  name: string;
};

/** What `timeBrands` sorts by. */
export type TimeBrandOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** A break of a record as an update sets it: within the record, not overlapping another break. */
export type TimeBreakInput = {
  start: string;
  stop: string;
};

/**
 * Exactly one of `customerId`, `brandId` and `projectId`; a time budget, a money budget or both. An update sets every
 * field (left out is none).
 */
export type TimeBudgetInput = {
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  /** The last day the budget is meant for; null: open-ended. */
  endsOn?: string | null | undefined;
  /** What an hour costs, in cents. */
  hourlyRateCents?: number | null | undefined;
  /** The money budget in cents. */
  moneyCents?: number | null | undefined;
  name: string;
  projectId?: string | number | null | undefined;
  /** The time budget, typed like a record's duration (`40h`, `5d`). */
  time?: string | null | undefined;
};

/** What `timeBudgets` sorts by. */
export type TimeBudgetOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** What a comment is on. */
export type TimeCommentResource =
  | 'RECORD'
  | 'TASK';

/** A customer (create and update alike). */
export type TimeCustomerInput = {
  name: string;
};

/** What `timeCustomers` sorts by. */
export type TimeCustomerOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** The file type of an export. */
export type TimeExportFormat =
  | 'CSV'
  /** Excel (.xlsx). */
  | 'XLSX';

/** Filters of customers, budgets and types. */
export type TimeNameFilter = {
  /** Part of the name, case-insensitive. */
  search?: string | null | undefined;
};

/** Filters of the projects. */
export type TimeProjectFilter = {
  brandId?: string | number | null | undefined;
  /** Part of the name, case-insensitive. */
  search?: string | null | undefined;
};

/** A project of one of the member's brands (create and update alike). */
export type TimeProjectInput = {
  brandId: string | number;
  name: string;
};

/** What `timeProjects` sorts by. */
export type TimeProjectOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** Filters of the records; every given field narrows them. */
export type TimeRecordFilter = {
  /** true: only billable records; false: only the others. */
  billable?: boolean | null | undefined;
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  /** Records starting on or after this day. */
  from?: string | null | undefined;
  /** Part of the text, the ticket URL or the task's title, case-insensitive. */
  search?: string | null | undefined;
  /** Records carrying this tag. */
  tag?: string | null | undefined;
  taskId?: string | number | null | undefined;
  /** Records starting on or before this day. */
  to?: string | null | undefined;
  typeId?: string | number | null | undefined;
};

/** What `timeRecords` sorts by. */
export type TimeRecordOrderField =
  /** When the record was made. */
  | 'CREATED_AT'
  /** How long the record took. */
  | 'DURATION'
  /** When the record started (the default, newest first). */
  | 'START'
  /** When the record stopped (ascending: the running record last). */
  | 'STOP';

/** How `timeSpentReport` groups the records. */
export type TimeReportGroupBy =
  /** By customer and brand. */
  | 'CLIENT_BRAND'
  /** By tag: a record with several tags counts under each, one without under none. */
  | 'TAG'
  /** By record type. */
  | 'TYPE';

/** The period a `timeSpentReport` row sums up. */
export type TimeReportUnit =
  | 'DAY'
  | 'MONTH'
  | 'YEAR';

export type TimeRoundingInput = {
  /** 1–60 (ignored with NONE). */
  minutes: number;
  mode: TimeRoundingMode;
};

/** How a record's worked time is rounded. */
export type TimeRoundingMode =
  /** Down to the multiple of `minutes` below. */
  | 'DOWN'
  /** To the nearest multiple of `minutes` (halves up). */
  | 'NEAREST'
  /** Counted as worked, to the second. */
  | 'NONE'
  /** Up to the next multiple of `minutes`. */
  | 'UP';

/** The periods `exportTimeStatistics` writes. */
export type TimeStatisticsExportType =
  | 'THIS_MONTH'
  | 'THIS_WEEK'
  | 'TODAY';

/** Filters of the tasks; every given field narrows them. */
export type TimeTaskFilter = {
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  /** true: only finished tasks; false: only open ones. */
  finished?: boolean | null | undefined;
  /** Part of the title, the text or the ticket URL, case-insensitive. */
  search?: string | null | undefined;
};

/** What `timeTasks` sorts by. */
export type TimeTaskOrderField =
  /** When the task was made (the default, newest first). */
  | 'CREATED_AT'
  /** The deadline. */
  | 'DEADLINE'
  /** When the task was finished. */
  | 'FINISHED_AT'
  /** The title, case-insensitive. */
  | 'TITLE';

/** Only the given fields change. */
export type TimeTrackingSettingsInput = {
  /** A Bundesland (`DE-BW` … `DE-TH`); null: no public holidays. */
  holidayRegion?: string | null | undefined;
  /** 1–72. */
  remindAfterHours?: number | null | undefined;
  rounding?: TimeRoundingInput | null | undefined;
  /** 0–24. */
  shortTimeWorkHoursPerDay?: number | null | undefined;
  /** An IANA time zone (e.g. Europe/Berlin). */
  timeZone?: string | null | undefined;
  /** 1–7, counted from Monday. */
  workingDaysInWeek?: number | null | undefined;
  /** 0–24. */
  workingHoursPerDay?: number | null | undefined;
};

/** A record type (create and update alike). */
export type TimeTypeInput = {
  name: string;
};

/** What `timeTypes` sorts by. */
export type TimeTypeOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** What the German working-time act (ArbZG) says about a day's work; the portal shows it and blocks nothing. */
export type TimeWorkingTimeWarning =
  /** More than 10 hours worked (§3). */
  | 'LONG_DAY'
  /**
   * More than 6 hours worked with less than 30 minutes of breaks, or more than 9 hours with less than 45 (§4); breaks
   * are the records' pauses and the gaps of at least 15 minutes between the day's records.
   */
  | 'MISSING_BREAK';

/** Only the given fields change; left-out (or null) secrets keep the stored ones. */
export type UpdateCryptTrackConfigInput = {
  apiKey?: string | null | undefined;
  apiPassphrase?: string | null | undefined;
  apiSecret?: string | null | undefined;
  label?: string | null | undefined;
  /** JSON text of an object. */
  meta?: string | null | undefined;
  platform?: string | null | undefined;
};

/** Only the given fields change; `epgUrl: null` removes the EPG URL. */
export type UpdateIptvProviderInput = {
  /** Still naming `{username}` / `{password}` keeps the stored credentials; new ones in the URL replace them. */
  channelUrl?: string | null | undefined;
  epgUrl?: string | null | undefined;
  excludeFromRefresh?: boolean | null | undefined;
  frontendUrl?: string | null | undefined;
  name?: string | null | undefined;
  requiredFields?: Array<IptvRequiredField> | null | undefined;
};

/** Only the given fields change. */
export type UpdatePostInput = {
  active?: boolean | null | undefined;
  /** Changeable while the post is a draft; refused once it is active. */
  slug?: string | null | undefined;
  subtitle?: string | null | undefined;
  title?: string | null | undefined;
};

/** Only the given fields change. */
export type UpdatePostPageInput = {
  active?: boolean | null | undefined;
  /** HTML; the server sanitises it (no scripts, event handlers, style or foreign image sources). */
  content?: string | null | undefined;
};

export type UpdateProfileInput = {
  email: string;
  name: string;
  socialMedia: Array<SocialLinkInput>;
};

/**
 * Only the given fields change; null clears a reference or text. A new start or stop recomputes the duration; a
 * `duration` (typed as in `createTimeRecord`) sets the stop from the start.
 */
export type UpdateTimeRecordInput = {
  /** Default true. */
  billable?: boolean | null | undefined;
  brandId?: string | number | null | undefined;
  /** Replaces the record's breaks (a finished record only). */
  breaks?: Array<TimeBreakInput> | null | undefined;
  customerId?: string | number | null | undefined;
  duration?: string | null | undefined;
  projectId?: string | number | null | undefined;
  start?: string | null | undefined;
  stop?: string | null | undefined;
  /** Labels (each 1–40 characters; duplicates and blanks dropped). */
  tags?: Array<string> | null | undefined;
  taskId?: string | number | null | undefined;
  text?: string | null | undefined;
  ticketUrl?: string | null | undefined;
  typeId?: string | number | null | undefined;
};

/** Only the given fields change; null clears. `finished: true` marks the task finished now, false reopens it. */
export type UpdateTimeTaskInput = {
  brandId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  deadline?: string | null | undefined;
  /** Typed like a record's duration (`1d`, `2h24m`). */
  estimatedTime?: string | null | undefined;
  finished?: boolean | null | undefined;
  projectId?: string | number | null | undefined;
  text?: string | null | undefined;
  ticketUrl?: string | null | undefined;
  title?: string | null | undefined;
};

/** Only the given fields change; a new password needs its confirmation. */
export type UpdateUserInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  passwordConfirmation?: string | null | undefined;
};

/** Filters of the admin users list; every given field narrows the list (text fields match parts, case-insensitive). */
export type UserFilter = {
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  role?: RoleName | null | undefined;
};

/** What `users` sorts by; without `orderBy` the members come in the order they were created. */
export type UserOrderField =
  /** When the member was created. */
  | 'CREATED_AT'
  /** The e-mail address, case-insensitive. */
  | 'EMAIL'
  /** The name, case-insensitive. */
  | 'NAME'
  /** When the member was last changed. */
  | 'UPDATED_AT';

export type TelegramDetails_TelegramFragment = { telegramId: string, username: string | null, firstName: string | null, lastName: string | null, createdAt: string | null } & { ' $fragmentName'?: 'TelegramDetails_TelegramFragment' };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  deviceToken?: string | null | undefined;
}>;


export type LoginMutation = { login: { token: string, deviceToken: string | null, user: (
      { id: string }
      & { ' $fragmentRefs'?: { 'SessionUser_UserFragment': SessionUser_UserFragment } }
    ) } };

export type TelegramLoginMutationVariables = Exact<{
  payload: TelegramLoginInput;
}>;


export type TelegramLoginMutation = { telegramLogin: { token: string, deviceToken: string | null, user: (
      { id: string }
      & { ' $fragmentRefs'?: { 'SessionUser_UserFragment': SessionUser_UserFragment } }
    ) } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: string };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}>;


export type ResetPasswordMutation = { resetPassword: string };

export type OverviewScreen_PostFragment = { id: string, slug: string, title: string, subtitle: string, createdAt: string, readingMinutes: number, creator: { name: string } | null, images: Array<{ filename: string, thumbnailUrl: string }> } & { ' $fragmentName'?: 'OverviewScreen_PostFragment' };

export type PostListScreen_PostFragment = { id: string, slug: string, title: string, subtitle: string, active: boolean, createdAt: string, updatedAt: string, creator: { name: string } | null } & { ' $fragmentName'?: 'PostListScreen_PostFragment' };

export type CreatorCard_CreatorFragment = { name: string, socialMedia: Array<{ network: string, url: string }> } & { ' $fragmentName'?: 'CreatorCard_CreatorFragment' };

export type BlogQueryVariables = Exact<{
  slug: string;
}>;


export type BlogQuery = { blog: { slug: string, name: string } | null };

export type PostsQueryVariables = Exact<{
  blog: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: PostOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: PostFilter | null | undefined;
}>;


export type PostsQuery = { posts: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PostListScreen_PostFragment': PostListScreen_PostFragment;'OverviewScreen_PostFragment': OverviewScreen_PostFragment } }
    )>, pageInfo: { currentPage: number, lastPage: number, perPage: number, total: number } } };

export type PagesTab_PageFragment = { id: string, pageNumber: number, content: string, active: boolean, createdAt: string } & { ' $fragmentName'?: 'PagesTab_PageFragment' };

export type ImageBag_ImageFragment = { name: string, filename: string, imageUrl: string, thumbnailUrl: string } & { ' $fragmentName'?: 'ImageBag_ImageFragment' };

export type PostQueryVariables = Exact<{
  blog: string;
  slug: string;
}>;


export type PostQuery = { post: { id: string, slug: string, title: string, subtitle: string, active: boolean, createdAt: string, updatedAt: string, readingMinutes: number, creator: (
      { name: string }
      & { ' $fragmentRefs'?: { 'CreatorCard_CreatorFragment': CreatorCard_CreatorFragment } }
    ) | null, pages: Array<{ ' $fragmentRefs'?: { 'PagesTab_PageFragment': PagesTab_PageFragment } }>, images: Array<{ ' $fragmentRefs'?: { 'ImageBag_ImageFragment': ImageBag_ImageFragment } }> } | null };

export type CreatePostMutationVariables = Exact<{
  blog: string;
  input: CreatePostInput;
}>;


export type CreatePostMutation = { createPost: { id: string, slug: string, title: string } };

export type UpdatePostMutationVariables = Exact<{
  blog: string;
  id: string | number;
  input: UpdatePostInput;
}>;


export type UpdatePostMutation = { updatePost: { id: string, slug: string, title: string, subtitle: string, active: boolean, updatedAt: string } };

export type DeletePostMutationVariables = Exact<{
  blog: string;
  id: string | number;
}>;


export type DeletePostMutation = { deletePost: boolean };

export type AddPostPageMutationVariables = Exact<{
  blog: string;
  postId: string | number;
}>;


export type AddPostPageMutation = { addPostPage: (
    { id: string, pageNumber: number }
    & { ' $fragmentRefs'?: { 'PagesTab_PageFragment': PagesTab_PageFragment } }
  ) };

export type UpdatePostPageMutationVariables = Exact<{
  blog: string;
  postId: string | number;
  pageId: string | number;
  input: UpdatePostPageInput;
}>;


export type UpdatePostPageMutation = { updatePostPage: { ' $fragmentRefs'?: { 'PagesTab_PageFragment': PagesTab_PageFragment } } };

export type PostImagesQueryVariables = Exact<{
  blog: string;
  postId: string | number;
}>;


export type PostImagesQuery = { postImages: Array<{ ' $fragmentRefs'?: { 'ImageBag_ImageFragment': ImageBag_ImageFragment } }> };

export type ActiveToggle_UserFragment = { id: string, active: boolean } & { ' $fragmentName'?: 'ActiveToggle_UserFragment' };

export type PersonalDataForm_UserFragment = { id: string, name: string, email: string } & { ' $fragmentName'?: 'PersonalDataForm_UserFragment' };

export type TelegramCard_UserFragment = { id: string, telegramSubscription: { ' $fragmentRefs'?: { 'TelegramDetails_TelegramFragment': TelegramDetails_TelegramFragment } } | null } & { ' $fragmentName'?: 'TelegramCard_UserFragment' };

export type RolesForm_UserFragment = { id: string, roles: Array<{ id: string, name: RoleName }> } & { ' $fragmentName'?: 'RolesForm_UserFragment' };

export type UsersTable_UserFragment = { id: string, name: string, email: string, active: boolean, createdAt: string, updatedAt: string } & { ' $fragmentName'?: 'UsersTable_UserFragment' };

export type CpUsersQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: UserOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: UserFilter | null | undefined;
}>;


export type CpUsersQuery = { users: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment } }
    )>, pageInfo: { currentPage: number, lastPage: number, perPage: number, total: number } } };

export type CpRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type CpRolesQuery = { roles: Array<{ id: string, name: RoleName }> };

export type CpUserQueryVariables = Exact<{
  id: string | number;
}>;


export type CpUserQuery = { user: (
    { id: string, name: string, createdAt: string }
    & { ' $fragmentRefs'?: { 'ActiveToggle_UserFragment': ActiveToggle_UserFragment;'PersonalDataForm_UserFragment': PersonalDataForm_UserFragment;'TelegramCard_UserFragment': TelegramCard_UserFragment;'RolesForm_UserFragment': RolesForm_UserFragment } }
  ) | null };

export type CpCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CpCreateUserMutation = { createUser: { id: string, name: string, email: string, active: boolean, createdAt: string, updatedAt: string } };

export type CpUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type CpUpdateUserMutation = { updateUser: { id: string, name: string, email: string, updatedAt: string } };

export type CpSetUserActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type CpSetUserActiveMutation = { setUserActive: { id: string, active: boolean, activatedAt: string | null, updatedAt: string } };

export type CpSyncUserRolesMutationVariables = Exact<{
  id: string | number;
  roleIds: Array<string | number> | string | number;
}>;


export type CpSyncUserRolesMutation = { syncUserRoles: { id: string, roles: Array<{ id: string, name: RoleName }> } };

export type CpDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type CpDeleteUserMutation = { deleteUser: boolean };

export type ConfigFormDialog_ConfigFragment = { id: string, platform: string, label: string, apiKeyLast4: string } & { ' $fragmentName'?: 'ConfigFormDialog_ConfigFragment' };

export type DashboardScreen_EntryFragment = { error: string | null, errorCode: CryptTrackErrorCode | null, config: { id: string, platform: string, label: string }, accounts: Array<{ productType: CryptTrackProductType, marginCoin: string, available: string | null, frozen: string | null, margin: string | null, transferable: string | null, positionMode: CryptTrackPositionMode | null, crossedUnrealizedPnl: string | null, isolatedUnrealizedPnl: string | null, bonus: string | null, totalCapital: string | null, usdtEquity: string | null, unrealizedPnl: string | null }>, positionSums: Array<{ marginCoin: string, count: number, margin: string, unrealizedPnl: string }> } & { ' $fragmentName'?: 'DashboardScreen_EntryFragment' };

export type HistoryPanel_PositionFragment = { positionId: string, symbol: string, marginCoin: string | null, side: CryptTrackSide | null, marginMode: CryptTrackMarginMode | null, openAveragePrice: string | null, closeAveragePrice: string | null, openTotal: string | null, closeTotal: string | null, pnl: string | null, netProfit: string | null, totalFunding: string | null, openFee: string | null, closeFee: string | null, createdAt: string | null, modifiedAt: string | null } & { ' $fragmentName'?: 'HistoryPanel_PositionFragment' };

export type PendingPositions_PositionFragment = { positionId: string, productType: CryptTrackProductType, symbol: string, marginCoin: string | null, qty: string | null, entryValue: string | null, side: CryptTrackSide | null, marginMode: CryptTrackMarginMode | null, positionMode: CryptTrackPositionMode | null, leverage: string | null, fee: string | null, funding: string | null, realizedPnl: string | null, margin: string | null, unrealizedPnl: string | null, liquidationPrice: string | null, averageOpenPrice: string | null, markPrice: string | null, marginRate: string | null, createdAt: string | null, modifiedAt: string | null } & { ' $fragmentName'?: 'PendingPositions_PositionFragment' };

export type ConfigCard_ConfigFragment = { id: string, label: string, platform: string, apiKeyLast4: string, updatedAt: string } & { ' $fragmentName'?: 'ConfigCard_ConfigFragment' };

export type CryptTrackConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type CryptTrackConfigsQuery = { cryptTrackConfigs: Array<(
    { id: string, label: string }
    & { ' $fragmentRefs'?: { 'ConfigCard_ConfigFragment': ConfigCard_ConfigFragment;'ConfigFormDialog_ConfigFragment': ConfigFormDialog_ConfigFragment } }
  )> };

export type CryptTrackDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type CryptTrackDashboardQuery = { cryptTrackDashboard: Array<{ ' $fragmentRefs'?: { 'DashboardScreen_EntryFragment': DashboardScreen_EntryFragment } }> };

export type CryptTrackPendingPositionsQueryVariables = Exact<{
  configId: string | number;
}>;


export type CryptTrackPendingPositionsQuery = { cryptTrackPendingPositions: Array<(
    { positionId: string }
    & { ' $fragmentRefs'?: { 'PendingPositions_PositionFragment': PendingPositions_PositionFragment } }
  )> };

export type CryptTrackHistoryPositionsQueryVariables = Exact<{
  configId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  symbol?: string | null | undefined;
}>;


export type CryptTrackHistoryPositionsQuery = { cryptTrackHistoryPositions: Array<(
    { positionId: string }
    & { ' $fragmentRefs'?: { 'HistoryPanel_PositionFragment': HistoryPanel_PositionFragment } }
  )> };

export type CreateCryptTrackConfigMutationVariables = Exact<{
  input: CreateCryptTrackConfigInput;
}>;


export type CreateCryptTrackConfigMutation = { createCryptTrackConfig: { keysWork: boolean | null, message: string | null, errorCode: CryptTrackErrorCode | null, config: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ConfigCard_ConfigFragment': ConfigCard_ConfigFragment;'ConfigFormDialog_ConfigFragment': ConfigFormDialog_ConfigFragment } }
    ) } };

export type UpdateCryptTrackConfigMutationVariables = Exact<{
  id: string | number;
  input: UpdateCryptTrackConfigInput;
}>;


export type UpdateCryptTrackConfigMutation = { updateCryptTrackConfig: { keysWork: boolean | null, message: string | null, errorCode: CryptTrackErrorCode | null, config: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ConfigCard_ConfigFragment': ConfigCard_ConfigFragment;'ConfigFormDialog_ConfigFragment': ConfigFormDialog_ConfigFragment } }
    ) } };

export type TestCryptTrackConfigMutationVariables = Exact<{
  id: string | number;
}>;


export type TestCryptTrackConfigMutation = { testCryptTrackConfig: { keysWork: boolean | null, message: string | null, errorCode: CryptTrackErrorCode | null } };

export type DeleteCryptTrackConfigMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCryptTrackConfigMutation = { deleteCryptTrackConfig: boolean };

export type InstitutesTable_CurrentFragment = { surveys: Array<{ id: string, date: string, persons: number | null, institute: { id: string, name: string }, results: Array<{ partyId: string, percent: number }> }>, average: Array<{ partyId: string, shortcut: string, name: string, percent: number }> } & { ' $fragmentName'?: 'InstitutesTable_CurrentFragment' };

export type SurveysScreen_SurveyFragment = { id: string, date: string, persons: number | null, period: { start: string, end: string } | null, parliament: { id: string, shortcut: string, name: string }, institute: { id: string, name: string }, tasker: { id: string, name: string } | null, method: { id: string, name: string } | null } & { ' $fragmentName'?: 'SurveysScreen_SurveyFragment' };

export type DawumStatus_StatusFragment = { lastSyncAt: string | null, lastUpdate: string | null, outcome: DawumSyncOutcome | null, error: string | null, surveyCount: number, unknownReferences: Array<{ kind: DawumReferenceKind, id: string, surveys: number }>, attribution: { source: string, sourceUrl: string, licence: string, licenceUrl: string } } & { ' $fragmentName'?: 'DawumStatus_StatusFragment' };

export type DawumSyncStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type DawumSyncStatusQuery = { dawumSyncStatus: (
    { surveyCount: number }
    & { ' $fragmentRefs'?: { 'DawumStatus_StatusFragment': DawumStatus_StatusFragment } }
  ) };

export type SyncDawumMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncDawumMutation = { syncDawum: (
    { surveyCount: number }
    & { ' $fragmentRefs'?: { 'DawumStatus_StatusFragment': DawumStatus_StatusFragment } }
  ) };

export type DawumParliamentsQueryVariables = Exact<{ [key: string]: never; }>;


export type DawumParliamentsQuery = { dawumParliaments: Array<{ id: string, shortcut: string, name: string, election: string }> };

export type DawumInstitutesQueryVariables = Exact<{
  parliamentId?: string | number | null | undefined;
}>;


export type DawumInstitutesQuery = { dawumInstitutes: Array<{ id: string, name: string }> };

export type DawumCurrentPollsQueryVariables = Exact<{
  parliamentId: string | number;
}>;


export type DawumCurrentPollsQuery = { dawumCurrentPolls: (
    { parliament: { id: string, name: string, election: string }, surveys: Array<{ id: string }>, average: Array<{ partyId: string, shortcut: string, name: string, percent: number, institutes: number }> }
    & { ' $fragmentRefs'?: { 'InstitutesTable_CurrentFragment': InstitutesTable_CurrentFragment } }
  ) };

export type DawumTrendQueryVariables = Exact<{
  parliamentId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type DawumTrendQuery = { dawumTrend: Array<{ partyId: string, shortcut: string, name: string, values: Array<{ date: string, percent: number, surveyId: string, institute: string }>, average: Array<{ date: string, percent: number }> }> };

export type DawumSurveysQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: DawumSurveyOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: DawumSurveyFilter | null | undefined;
}>;


export type DawumSurveysQuery = { dawumSurveys: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'SurveysScreen_SurveyFragment': SurveysScreen_SurveyFragment } }
    )>, pageInfo: { currentPage: number, lastPage: number, perPage: number, total: number } } };

export type DawumSurveyQueryVariables = Exact<{
  id: string | number;
}>;


export type DawumSurveyQuery = { dawumSurvey: { id: string, date: string, persons: number | null, period: { start: string, end: string } | null, parliament: { id: string, shortcut: string, name: string, election: string }, institute: { id: string, name: string }, tasker: { id: string, name: string } | null, method: { id: string, name: string } | null, results: Array<{ partyId: string, shortcut: string, name: string, percent: number }> } | null };

export type DownloadRow_DownloadFragment = { __typename: 'Download', id: string, filename: string, sizeBytes: number, downloadCount: number, createdAt: string, expiresAt: string | null, seenAt: string | null, url: string } & { ' $fragmentName'?: 'DownloadRow_DownloadFragment' };

export type MyDownloadsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDownloadsQuery = { myDownloads: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'DownloadRow_DownloadFragment': DownloadRow_DownloadFragment } }
  )> };

export type UnseenDownloadsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnseenDownloadsCountQuery = { unseenDownloadsCount: number };

export type MarkDownloadSeenMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkDownloadSeenMutation = { markDownloadSeen: (
    { id: string }
    & { ' $fragmentRefs'?: { 'DownloadRow_DownloadFragment': DownloadRow_DownloadFragment } }
  ) };

export type DeleteDownloadMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDownloadMutation = { deleteDownload: boolean };

export type DownloadsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DownloadsChangedSubscription = { downloadsChanged: { type: DownloadsChangeType, downloadId: string, download: (
      { id: string }
      & { ' $fragmentRefs'?: { 'DownloadRow_DownloadFragment': DownloadRow_DownloadFragment } }
    ) | null } };

export type ChannelsScreen_ChannelFragment = { id: string, name: string, logo: string | null, groupTitle: string | null, provider: { id: string, name: string } } & { ' $fragmentName'?: 'ChannelsScreen_ChannelFragment' };

export type ListScreen_GroupsFragment = { id: string, groups: Array<string>, providerGroups: Array<string> } & { ' $fragmentName'?: 'ListScreen_GroupsFragment' };

export type ListScreen_ListFragment = (
  { id: string, name: string, channels: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ListRows_RowFragment': ListRows_RowFragment } }
    )>, pageInfo: { total: number } } }
  & { ' $fragmentRefs'?: { 'ListScreen_GroupsFragment': ListScreen_GroupsFragment } }
) & { ' $fragmentName'?: 'ListScreen_ListFragment' };

export type ProviderForm_ProviderFragment = { id: string, name: string, channelUrl: string, channelCredentialsStored: boolean, frontendUrl: string, epgUrl: string | null, excludeFromRefresh: boolean, requiredFields: Array<IptvRequiredField> } & { ' $fragmentName'?: 'ProviderForm_ProviderFragment' };

export type ProvidersListScreen_ProviderFragment = { id: string, name: string, channelCount: number, updatedAt: string, lastImport: { id: string, state: IptvImportState, finishedAt: string | null, startedAt: string | null } | null } & { ' $fragmentName'?: 'ProvidersListScreen_ProviderFragment' };

export type ListRows_RowFragment = { id: string, order: number, name: string, link: string, providerGroupTitle: string | null, provider: { id: string, name: string } } & { ' $fragmentName'?: 'ListRows_RowFragment' };

export type IptvListCard_ListFragment = { id: string, name: string, personalDownloadLinkUrl: string | null, stats: { channelCount: number, categoryCount: number }, usedProviders: Array<{ id: string, name: string, frontendUrl: string, userHasValidSettings: boolean, missingFields: Array<IptvRequiredField> }> } & { ' $fragmentName'?: 'IptvListCard_ListFragment' };

export type IptvListsQueryVariables = Exact<{ [key: string]: never; }>;


export type IptvListsQuery = { iptvLists: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'IptvListCard_ListFragment': IptvListCard_ListFragment } }
  )> };

export type IptvListNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type IptvListNamesQuery = { iptvLists: Array<{ id: string, name: string }> };

export type IptvListQueryVariables = Exact<{
  id: string | number;
}>;


export type IptvListQuery = { iptvList: { id: string, name: string } | null };

export type CreateIptvListMutationVariables = Exact<{
  name: string;
}>;


export type CreateIptvListMutation = { createIptvList: { id: string, name: string } };

export type RenameIptvListMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameIptvListMutation = { renameIptvList: { id: string, name: string } };

export type DeleteIptvListMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteIptvListMutation = { deleteIptvList: boolean };

export type CreateIptvPersonalDownloadLinkMutationVariables = Exact<{
  listId: string | number;
}>;


export type CreateIptvPersonalDownloadLinkMutation = { createIptvPersonalDownloadLink: { id: string, personalDownloadLinkUrl: string | null } };

export type IptvCatalogueQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvChannelOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: IptvChannelFilter | null | undefined;
}>;


export type IptvCatalogueQuery = { iptvChannels: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ChannelsScreen_ChannelFragment': ChannelsScreen_ChannelFragment } }
    )>, pageInfo: { total: number } } };

export type IptvCatalogueGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type IptvCatalogueGroupsQuery = { iptvChannelGroups: Array<string> };

export type IptvListGroupsQueryVariables = Exact<{
  listId: string | number;
}>;


export type IptvListGroupsQuery = { iptvList: { id: string, groups: Array<string> } | null };

export type AddIptvChannelsMutationVariables = Exact<{
  listId: string | number;
  channelIds: Array<string | number> | string | number;
  group?: string | null | undefined;
}>;


export type AddIptvChannelsMutation = { addIptvChannels: number };

export type IptvListScreenQueryVariables = Exact<{
  listId: string | number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvListChannelOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: IptvListChannelFilter | null | undefined;
}>;


export type IptvListScreenQuery = { iptvList: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ListScreen_ListFragment': ListScreen_ListFragment } }
  ) | null };

export type MoveIptvListChannelMutationVariables = Exact<{
  listId: string | number;
  id: string | number;
  move: IptvMoveDirection;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvListChannelOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: IptvListChannelFilter | null | undefined;
}>;


export type MoveIptvListChannelMutation = { moveIptvListChannel: { ' $fragmentRefs'?: { 'ListScreen_ListFragment': ListScreen_ListFragment } } };

export type MoveIptvListChannelsMutationVariables = Exact<{
  listId: string | number;
  ids: Array<string | number> | string | number;
  move: IptvMoveDirection;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvListChannelOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: IptvListChannelFilter | null | undefined;
}>;


export type MoveIptvListChannelsMutation = { moveIptvListChannels: { ' $fragmentRefs'?: { 'ListScreen_ListFragment': ListScreen_ListFragment } } };

export type MoveIptvListChannelToMutationVariables = Exact<{
  listId: string | number;
  from: number;
  to: number;
  group?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvListChannelOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: IptvListChannelFilter | null | undefined;
}>;


export type MoveIptvListChannelToMutation = { moveIptvListChannelTo: { ' $fragmentRefs'?: { 'ListScreen_ListFragment': ListScreen_ListFragment } } };

export type MoveIptvListGroupMutationVariables = Exact<{
  listId: string | number;
  group: string;
  to: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvListChannelOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: IptvListChannelFilter | null | undefined;
}>;


export type MoveIptvListGroupMutation = { moveIptvListGroup: { ' $fragmentRefs'?: { 'ListScreen_ListFragment': ListScreen_ListFragment } } };

export type CopyIptvListChannelsToGroupMutationVariables = Exact<{
  listId: string | number;
  ids: Array<string | number> | string | number;
  group: string;
}>;


export type CopyIptvListChannelsToGroupMutation = { copyIptvListChannelsToGroup: number };

export type MoveIptvListChannelsToGroupMutationVariables = Exact<{
  listId: string | number;
  ids: Array<string | number> | string | number;
  group: string;
}>;


export type MoveIptvListChannelsToGroupMutation = { moveIptvListChannelsToGroup: number };

export type RemoveIptvListChannelsFromGroupMutationVariables = Exact<{
  listId: string | number;
  ids: Array<string | number> | string | number;
}>;


export type RemoveIptvListChannelsFromGroupMutation = { removeIptvListChannelsFromGroup: number };

export type IptvChannelMovedSubscriptionVariables = Exact<{
  listId: string | number;
}>;


export type IptvChannelMovedSubscription = { iptvChannelMoved: string };

export type IptvMemberProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type IptvMemberProvidersQuery = { iptvMemberProviders: Array<{ id: string, name: string, frontendUrl: string, requiredFields: Array<IptvRequiredField>, userHasValidSettings: boolean }> };

export type IptvProviderSettingsQueryVariables = Exact<{
  providerId: string | number;
}>;


export type IptvProviderSettingsQuery = { iptvProviderSettings: { id: string | null, providerId: string, username: string | null, passwordSet: boolean } };

export type SaveIptvProviderSettingsMutationVariables = Exact<{
  providerId: string | number;
  input: IptvProviderSettingsInput;
}>;


export type SaveIptvProviderSettingsMutation = { saveIptvProviderSettings: { id: string | null, providerId: string, username: string | null, passwordSet: boolean, provider: { id: string, userHasValidSettings: boolean } } };

export type IptvEpgQueryVariables = Exact<{
  listId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type IptvEpgQuery = { iptvEpg: Array<{ listChannelId: string, name: string, programmes: Array<{ start: string, stop: string, title: string, subtitle: string | null, description: string | null, category: string | null }> }> };

export type M3uWizard_ImportFragment = { id: string, state: IptvImportState, current: number, total: number | null, channelCount: number | null, groupCount: number | null, credentialsFound: number, removedCount: number | null, error: string | null, startedAt: string | null, finishedAt: string | null, skipped: Array<{ reason: string, count: number }> } & { ' $fragmentName'?: 'M3uWizard_ImportFragment' };

export type EpgImportPanel_ImportFragment = { id: string, state: IptvEpgImportState, url: string | null, current: number, programmeCount: number | null, channelCount: number | null, matchedCount: number | null, truncated: boolean, error: string | null, startedAt: string | null, finishedAt: string | null, skipped: Array<{ reason: string, count: number }> } & { ' $fragmentName'?: 'EpgImportPanel_ImportFragment' };

export type IptvProvidersQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: IptvProviderOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type IptvProvidersQuery = { iptvProviders: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ProvidersListScreen_ProviderFragment': ProvidersListScreen_ProviderFragment } }
    )>, pageInfo: { currentPage: number, lastPage: number, perPage: number, total: number } } };

export type IptvProviderQueryVariables = Exact<{
  id: string | number;
}>;


export type IptvProviderQuery = { iptvProvider: (
    { id: string, name: string, channelCount: number, updatedAt: string, lastImport: { ' $fragmentRefs'?: { 'M3uWizard_ImportFragment': M3uWizard_ImportFragment } } | null, lastEpgImport: { ' $fragmentRefs'?: { 'EpgImportPanel_ImportFragment': EpgImportPanel_ImportFragment } } | null }
    & { ' $fragmentRefs'?: { 'ProviderForm_ProviderFragment': ProviderForm_ProviderFragment } }
  ) | null };

export type IptvCreateProviderMutationVariables = Exact<{
  input: CreateIptvProviderInput;
}>;


export type IptvCreateProviderMutation = { createIptvProvider: { id: string, name: string } };

export type IptvUpdateProviderMutationVariables = Exact<{
  id: string | number;
  input: UpdateIptvProviderInput;
}>;


export type IptvUpdateProviderMutation = { updateIptvProvider: (
    { id: string, name: string, updatedAt: string, lastEpgImport: { ' $fragmentRefs'?: { 'EpgImportPanel_ImportFragment': EpgImportPanel_ImportFragment } } | null }
    & { ' $fragmentRefs'?: { 'ProviderForm_ProviderFragment': ProviderForm_ProviderFragment } }
  ) };

export type IptvDeleteProviderMutationVariables = Exact<{
  id: string | number;
}>;


export type IptvDeleteProviderMutation = { deleteIptvProvider: boolean };

export type IptvRefreshProviderMutationVariables = Exact<{
  id: string | number;
}>;


export type IptvRefreshProviderMutation = { refreshIptvProvider: { ' $fragmentRefs'?: { 'M3uWizard_ImportFragment': M3uWizard_ImportFragment } } };

export type IptvImportProgressSubscriptionVariables = Exact<{
  importId: string | number;
}>;


export type IptvImportProgressSubscription = { iptvImportProgress: { ' $fragmentRefs'?: { 'M3uWizard_ImportFragment': M3uWizard_ImportFragment } } };

export type IptvRefreshEpgMutationVariables = Exact<{
  providerId: string | number;
}>;


export type IptvRefreshEpgMutation = { refreshIptvEpg: { ' $fragmentRefs'?: { 'EpgImportPanel_ImportFragment': EpgImportPanel_ImportFragment } } };

export type IptvEpgImportProgressSubscriptionVariables = Exact<{
  importId: string | number;
}>;


export type IptvEpgImportProgressSubscription = { iptvEpgImportProgress: { ' $fragmentRefs'?: { 'EpgImportPanel_ImportFragment': EpgImportPanel_ImportFragment } } };

export type BackupsScreen_BackupFragment = { id: string, takenAt: string, trigger: Ls22BackupTrigger, monotonicDay: number | null, sizeBytes: number, zipUrl: string, files: Array<{ name: string, state: Ls22BackupFileState, sizeBytes: number, error: string | null }> } & { ' $fragmentName'?: 'BackupsScreen_BackupFragment' };

export type FarmsTable_FarmFragment = { id: string, farmId: number, name: string, money: string | null, loan: string | null, color: number | null, mine: boolean, members: Array<{ id: string, name: string }> } & { ' $fragmentName'?: 'FarmsTable_FarmFragment' };

export type Ls22Header_ServerFragment = { online: boolean, state: Ls22ServerState, game: string | null, version: string | null, name: string | null, mapName: string | null, slotsUsed: number | null, slotsCapacity: number | null, dayTime: number | null, inGameTime: string | null, latestBackupAt: string | null, lastError: string | null, vehicleCount: number | null, fetchedAt: string | null, polledAt: string | null, players: Array<{ name: string, isAdmin: boolean, uptimeMinutes: number | null }>, inGameDate: { year: number, month: number, day: number } | null, mods: Array<{ name: string, title: string | null, version: string | null, author: string | null }> } & { ' $fragmentName'?: 'Ls22Header_ServerFragment' };

export type Ls22ServerQueryVariables = Exact<{ [key: string]: never; }>;


export type Ls22ServerQuery = { ls22Server: { ' $fragmentRefs'?: { 'Ls22Header_ServerFragment': Ls22Header_ServerFragment } } };

export type Ls22ServerChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Ls22ServerChangedSubscription = { ls22ServerChanged: { ' $fragmentRefs'?: { 'Ls22Header_ServerFragment': Ls22Header_ServerFragment } } };

export type Ls22FarmsQueryVariables = Exact<{ [key: string]: never; }>;


export type Ls22FarmsQuery = { ls22Farms: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'FarmsTable_FarmFragment': FarmsTable_FarmFragment } }
  )> };

export type Ls22FarmQueryVariables = Exact<{
  id: string | number;
}>;


export type Ls22FarmQuery = { ls22Farm: { id: string, farmId: number, name: string, money: string | null, loan: string | null, color: number | null, mine: boolean, updatedAt: string, players: Array<{ name: string | null, isFarmManager: boolean, uniqueUserId: string | null, lastConnected: string | null }>, members: Array<{ id: string, name: string }> } | null };

export type Ls22FarmFinancialsQueryVariables = Exact<{
  farmId: string | number;
}>;


export type Ls22FarmFinancialsQuery = { ls22FarmFinancials: Array<{ day: number, other: string | null, soldMilk: string | null, soldWood: string | null, soldWool: string | null, incomeBga: string | null, soldBales: string | null, soldAnimals: string | null, wagePayment: string | null, fieldSelling: string | null, loanInterest: string | null, purchaseFuel: string | null, soldProducts: string | null, soldVehicles: string | null, fieldPurchase: string | null, harvestIncome: string | null, missionIncome: string | null, purchaseBales: string | null, purchaseSeeds: string | null, purchaseWater: string | null, soldBuildings: string | null, newAnimalCost: string | null, propertyIncome: string | null, newVehicleCost: string | null, productionsCosts: string | null, purchasePallets: string | null, constructionCost: string | null, purchaseSaplings: string | null, purchaseFertilizer: string | null, vehicleLeasingCost: string | null, vehicleRunningCost: string | null, propertyMaintenance: string | null, productionDeliveryCosts: string | null, extra: string }> };

export type Ls22EnvironmentQueryVariables = Exact<{ [key: string]: never; }>;


export type Ls22EnvironmentQuery = { ls22Environment: { currentDay: number | null, currentMonotonicDay: number | null, daysPerPeriod: number | null, backupAt: string, inGameDate: { year: number, month: number, day: number } | null, weather: Array<{ typeName: string, season: string | null, startDay: number | null, startDayTime: number | null, duration: number | null }> } | null };

export type Ls22ServerLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type Ls22ServerLinksQuery = { ls22ServerLinks: { configured: boolean, webInterface: string | null, stats: string | null, map: string | null } };

export type Ls22BackupsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type Ls22BackupsQuery = { ls22Backups: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'BackupsScreen_BackupFragment': BackupsScreen_BackupFragment } }
    )>, pageInfo: { currentPage: number, lastPage: number, perPage: number, total: number } } };

export type Ls22ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type Ls22ConfigQuery = { ls22Config: { serverUrl: string | null, source: Ls22ConfigSource, serverUrlSource: Ls22ConfigSource | null, codeSource: Ls22ConfigSource | null, updatedAt: string | null } };

export type SaveLs22ConfigMutationVariables = Exact<{
  input: SaveLs22ConfigInput;
}>;


export type SaveLs22ConfigMutation = { saveLs22Config: { serverUrl: string | null, source: Ls22ConfigSource, serverUrlSource: Ls22ConfigSource | null, codeSource: Ls22ConfigSource | null, updatedAt: string | null } };

export type BackupLs22NowMutationVariables = Exact<{ [key: string]: never; }>;


export type BackupLs22NowMutation = { backupLs22Now: { id: string, takenAt: string } };

export type Ls22AssignableMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type Ls22AssignableMembersQuery = { ls22AssignableMembers: Array<{ id: string, name: string, email: string }> };

export type AssignLs22FarmUserMutationVariables = Exact<{
  farmId: string | number;
  userId?: string | number | null | undefined;
}>;


export type AssignLs22FarmUserMutation = { assignLs22FarmUser: { id: string, mine: boolean, members: Array<{ id: string, name: string }> } };

export type NotificationReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationReceivedSubscription = { notificationReceived:
    | (
      { __typename: 'DownloadReadyNotification', id: string, type: string, createdAt: string }
      & { ' $fragmentRefs'?: { 'DownloadReady_NotificationFragment': DownloadReady_NotificationFragment } }
    )
    | (
      { __typename: 'DownloadRemovedNotification', id: string, type: string, createdAt: string }
      & { ' $fragmentRefs'?: { 'DownloadRemoved_NotificationFragment': DownloadRemoved_NotificationFragment } }
    )
    | (
      { __typename: 'TimeBudgetNotification', id: string, type: string, createdAt: string }
      & { ' $fragmentRefs'?: { 'TimeBudget_NotificationFragment': TimeBudget_NotificationFragment } }
    )
    | (
      { __typename: 'TimeClockRunningNotification', id: string, type: string, createdAt: string }
      & { ' $fragmentRefs'?: { 'TimeClockRunning_NotificationFragment': TimeClockRunning_NotificationFragment } }
    )
    | { __typename: 'UnknownNotification', id: string, type: string, createdAt: string }
   };

export type DownloadReady_NotificationFragment = { id: string, download: { id: string, filename: string } } & { ' $fragmentName'?: 'DownloadReady_NotificationFragment' };

export type DownloadRemoved_NotificationFragment = { id: string, download: { id: string, filename: string } } & { ' $fragmentName'?: 'DownloadRemoved_NotificationFragment' };

export type TimeClockRunning_NotificationFragment = { id: string, recordId: string, start: string, hours: number } & { ' $fragmentName'?: 'TimeClockRunning_NotificationFragment' };

export type TimeBudget_NotificationFragment = { id: string, budgetId: string, budgetName: string, percent: number } & { ' $fragmentName'?: 'TimeBudget_NotificationFragment' };

export type ProfileForm_MeFragment = { id: string, name: string, email: string, socialMedia: Array<{ network: string, url: string }> } & { ' $fragmentName'?: 'ProfileForm_MeFragment' };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: (
    { id: string, createdAt: string, roles: Array<{ id: string, name: RoleName }>, telegramSubscription: { ' $fragmentRefs'?: { 'TelegramDetails_TelegramFragment': TelegramDetails_TelegramFragment } } | null }
    & { ' $fragmentRefs'?: { 'ProfileForm_MeFragment': ProfileForm_MeFragment } }
  ) | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string, email: string, socialMedia: Array<{ network: string, url: string }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: string };

export type ExportMyDataMutationVariables = Exact<{ [key: string]: never; }>;


export type ExportMyDataMutation = { exportMyData: boolean };

export type TokenList_TokenFragment = { id: string, name: string, scope: PersonalAccessTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null } & { ' $fragmentName'?: 'TokenList_TokenFragment' };

export type PersonalAccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalAccessTokensQuery = { personalAccessTokens: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'TokenList_TokenFragment': TokenList_TokenFragment } }
  )> };

export type CreatePersonalAccessTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type CreatePersonalAccessTokenMutation = { createPersonalAccessToken: { token: string, personalAccessToken: (
      { id: string, name: string }
      & { ' $fragmentRefs'?: { 'TokenList_TokenFragment': TokenList_TokenFragment } }
    ) } };

export type RevokePersonalAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokePersonalAccessTokenMutation = { revokePersonalAccessToken: boolean };

export type BudgetConsumption_BudgetFragment = { id: string, name: string, timeSeconds: number | null, usedSeconds: number, moneyCents: number | null, usedMoneyCents: number | null, remainingSeconds: number | null, remainingSecondsPerWeek: number | null, endsOn: string | null } & { ' $fragmentName'?: 'BudgetConsumption_BudgetFragment' };

export type CalendarBlock_RecordFragment = { id: string, start: string, stop: string | null, duration: number | null, text: string | null, task: { id: string, title: string } | null, breaks: Array<{ start: string, stop: string | null }> } & { ' $fragmentName'?: 'CalendarBlock_RecordFragment' };

export type CalendarRecordsQueryVariables = Exact<{
  filter: TimeRecordFilter;
}>;


export type CalendarRecordsQuery = { timeRecords: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CalendarBlock_RecordFragment': CalendarBlock_RecordFragment;'RecordDialog_RecordFragment': RecordDialog_RecordFragment } }
    )> } };

export type CreateCalendarRecordMutationVariables = Exact<{
  input: CreateTimeRecordInput;
}>;


export type CreateCalendarRecordMutation = { createTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CalendarBlock_RecordFragment': CalendarBlock_RecordFragment } }
  ) };

export type MoveTimeRecordMutationVariables = Exact<{
  id: string | number;
  input: UpdateTimeRecordInput;
}>;


export type MoveTimeRecordMutation = { updateTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CalendarBlock_RecordFragment': CalendarBlock_RecordFragment } }
  ) };

export type TimeCustomerScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type TimeCustomerScreenQuery = { timeCustomer: { id: string, name: string } | null, timeBrands: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'BrandTile_BrandFragment': BrandTile_BrandFragment } }
    )> }, timeBudgets: { items: Array<(
      { id: string, customerId: string | null, brandId: string | null }
      & { ' $fragmentRefs'?: { 'CustomerBudget_BudgetFragment': CustomerBudget_BudgetFragment } }
    )> } };

export type BrandTile_BrandFragment = { id: string, name: string } & { ' $fragmentName'?: 'BrandTile_BrandFragment' };

export type CustomerBudget_BudgetFragment = (
  { id: string, name: string, targetName: string }
  & { ' $fragmentRefs'?: { 'BudgetConsumption_BudgetFragment': BudgetConsumption_BudgetFragment } }
) & { ' $fragmentName'?: 'CustomerBudget_BudgetFragment' };

export type TimeBrandStatsQueryVariables = Exact<{
  id: string | number;
}>;


export type TimeBrandStatsQuery = { timeBrandStats: { brandId: string, seconds: number, recordCount: number, thisMonthSeconds: number } };

export type CustomersTable_CustomerFragment = { id: string, name: string } & { ' $fragmentName'?: 'CustomersTable_CustomerFragment' };

export type TimeCustomersQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeCustomerOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeNameFilter | null | undefined;
}>;


export type TimeCustomersQuery = { timeCustomers: { items: Array<{ ' $fragmentRefs'?: { 'CustomersTable_CustomerFragment': CustomersTable_CustomerFragment } }>, pageInfo: { total: number } } };

export type DownloadReady_FileFragment = { id: string, filename: string, url: string } & { ' $fragmentName'?: 'DownloadReady_FileFragment' };

export type ExportTimeStatisticsMutationVariables = Exact<{
  type: TimeStatisticsExportType;
  format: TimeExportFormat;
}>;


export type ExportTimeStatisticsMutation = { exportTimeStatistics: { ' $fragmentRefs'?: { 'DownloadReady_FileFragment': DownloadReady_FileFragment } } };

export type HeaderClock_RecordFragment = { id: string, start: string, text: string | null, paused: boolean, breaks: Array<{ start: string, stop: string | null }>, task: { id: string, title: string } | null, budgets: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'BudgetLeft_BudgetFragment': BudgetLeft_BudgetFragment } }
  )> } & { ' $fragmentName'?: 'HeaderClock_RecordFragment' };

export type BudgetLeft_BudgetFragment = { id: string, name: string, remainingSeconds: number | null } & { ' $fragmentName'?: 'BudgetLeft_BudgetFragment' };

export type TimeOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeOverviewQuery = { timeFieldSuggestions: Array<string>, timeStatistics: { ' $fragmentRefs'?: { 'StatisticsTiles_StatisticsFragment': StatisticsTiles_StatisticsFragment;'WorkingTimeDays_StatisticsFragment': WorkingTimeDays_StatisticsFragment } }, lastTimeRecord: { ' $fragmentRefs'?: { 'QuickEntry_LastRecordFragment': QuickEntry_LastRecordFragment } } | null };

export type StatisticsTiles_StatisticsFragment = { overall: { seconds: number, recordCount: number, includesRunning: boolean }, today: { ' $fragmentRefs'?: { 'PeriodTile_PeriodFragment': PeriodTile_PeriodFragment } }, thisWeek: { ' $fragmentRefs'?: { 'PeriodTile_PeriodFragment': PeriodTile_PeriodFragment } }, thisMonth: { ' $fragmentRefs'?: { 'PeriodTile_PeriodFragment': PeriodTile_PeriodFragment } } } & { ' $fragmentName'?: 'StatisticsTiles_StatisticsFragment' };

export type StatisticsTiles_RecordFragment = { id: string, start: string, breaks: Array<{ start: string, stop: string | null }> } & { ' $fragmentName'?: 'StatisticsTiles_RecordFragment' };

export type PeriodTile_PeriodFragment = { seconds: number, targetSeconds: number, startsAt: string, includesRunning: boolean } & { ' $fragmentName'?: 'PeriodTile_PeriodFragment' };

export type QuickEntry_LastRecordFragment = { id: string, stop: string | null } & { ' $fragmentName'?: 'QuickEntry_LastRecordFragment' };

export type CreateTimeRecordMutationVariables = Exact<{
  input: CreateTimeRecordInput;
}>;


export type CreateTimeRecordMutation = { createTimeRecord: (
    { id: string, duration: number | null }
    & { ' $fragmentRefs'?: { 'RecordsTable_RecordFragment': RecordsTable_RecordFragment } }
  ) };

export type RecordDialog_RecordFragment = { id: string, start: string, stop: string | null, text: string | null, ticketUrl: string | null, tags: Array<string>, billable: boolean, breaks: Array<{ start: string, stop: string | null }>, task: { id: string } | null, type: { id: string } | null, project: { id: string } | null } & { ' $fragmentName'?: 'RecordDialog_RecordFragment' };

export type UpdateTimeRecordMutationVariables = Exact<{
  id: string | number;
  input: UpdateTimeRecordInput;
}>;


export type UpdateTimeRecordMutation = { updateTimeRecord: { ' $fragmentRefs'?: { 'RecordsTable_RecordFragment': RecordsTable_RecordFragment } } };

export type RecordsTable_RecordFragment = (
  { id: string, start: string, stop: string | null, duration: number | null, text: string | null, ticketUrl: string | null, finished: boolean, paused: boolean, tags: Array<string>, billable: boolean, breaks: Array<{ start: string, stop: string | null }>, task: { id: string, title: string } | null, type: { id: string, name: string } | null, customer: { id: string, name: string } | null, brand: { id: string, name: string } | null, project: { id: string, name: string } | null }
  & { ' $fragmentRefs'?: { 'RecordDialog_RecordFragment': RecordDialog_RecordFragment } }
) & { ' $fragmentName'?: 'RecordsTable_RecordFragment' };

export type TimeRecordsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeRecordOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeRecordFilter | null | undefined;
}>;


export type TimeRecordsQuery = { timeRecords: { items: Array<{ ' $fragmentRefs'?: { 'RecordsTable_RecordFragment': RecordsTable_RecordFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeRecordMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeRecordMutation = { deleteTimeRecord: boolean };

export type TimeSpentReportQueryVariables = Exact<{
  groupBy: TimeReportGroupBy;
  unit: TimeReportUnit;
  from: string;
  to: string;
}>;


export type TimeSpentReportQuery = { timeSpentReport: { totalSeconds: number, billableSeconds: number, periods: Array<string>, rows: Array<{ period: string, group: string | null, seconds: number, billableSeconds: number }> } };

export type ExportTimeSpentReportMutationVariables = Exact<{
  groupBy: TimeReportGroupBy;
  unit: TimeReportUnit;
  from: string;
  to: string;
  format: TimeExportFormat;
}>;


export type ExportTimeSpentReportMutation = { exportTimeSpentReport: { ' $fragmentRefs'?: { 'DownloadReady_FileFragment': DownloadReady_FileFragment } } };

export type StartForm_RecentEntryFragment = { text: string | null, lastStart: string, task: { id: string, title: string } | null, type: { id: string, name: string } | null, customer: { id: string, name: string } | null, brand: { id: string, name: string } | null, project: { id: string, name: string } | null } & { ' $fragmentName'?: 'StartForm_RecentEntryFragment' };

export type TimeRecentEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeRecentEntriesQuery = { timeRecentEntries: Array<{ ' $fragmentRefs'?: { 'StartForm_RecentEntryFragment': StartForm_RecentEntryFragment } }> };

export type TaskDialog_TaskFragment = { id: string, title: string, text: string | null, deadline: string | null, estimatedSeconds: number | null, ticketUrl: string | null, customer: { id: string } | null, brand: { id: string } | null, project: { id: string } | null } & { ' $fragmentName'?: 'TaskDialog_TaskFragment' };

export type CreateTimeTaskMutationVariables = Exact<{
  input: CreateTimeTaskInput;
}>;


export type CreateTimeTaskMutation = { createTimeTask: { ' $fragmentRefs'?: { 'TasksTable_TaskFragment': TasksTable_TaskFragment } } };

export type UpdateTimeTaskMutationVariables = Exact<{
  id: string | number;
  input: UpdateTimeTaskInput;
}>;


export type UpdateTimeTaskMutation = { updateTimeTask: { ' $fragmentRefs'?: { 'TaskScreen_TaskFragment': TaskScreen_TaskFragment;'TasksTable_TaskFragment': TasksTable_TaskFragment } } };

export type TaskScreen_TaskFragment = (
  { id: string, title: string, text: string | null, deadline: string | null, estimatedSeconds: number | null, ticketUrl: string | null, finishedAt: string | null, recordCount: number, recordsDurationSum: number, customer: { id: string, name: string } | null, brand: { id: string, name: string } | null, project: { id: string, name: string } | null }
  & { ' $fragmentRefs'?: { 'TaskDialog_TaskFragment': TaskDialog_TaskFragment } }
) & { ' $fragmentName'?: 'TaskScreen_TaskFragment' };

export type Comments_TaskFragment = { id: string, comments: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'CommentCard_CommentFragment': CommentCard_CommentFragment } }
  )> } & { ' $fragmentName'?: 'Comments_TaskFragment' };

export type CommentCard_CommentFragment = { id: string, text: string, createdAt: string, author: { id: string, name: string } } & { ' $fragmentName'?: 'CommentCard_CommentFragment' };

export type TimeTaskQueryVariables = Exact<{
  id: string | number;
}>;


export type TimeTaskQuery = { timeTask: (
    { id: string }
    & { ' $fragmentRefs'?: { 'TaskScreen_TaskFragment': TaskScreen_TaskFragment;'Comments_TaskFragment': Comments_TaskFragment } }
  ) | null };

export type AddTimeCommentMutationVariables = Exact<{
  resource: TimeCommentResource;
  id: string | number;
  text: string;
}>;


export type AddTimeCommentMutation = { addTimeComment: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CommentCard_CommentFragment': CommentCard_CommentFragment } }
  ) };

export type TasksTable_TaskFragment = { id: string, title: string, deadline: string | null, estimatedSeconds: number | null, finishedAt: string | null, recordCount: number, recordsDurationSum: number, customer: { id: string, name: string } | null, brand: { id: string, name: string } | null } & { ' $fragmentName'?: 'TasksTable_TaskFragment' };

export type TimeTasksQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeTaskOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeTaskFilter | null | undefined;
}>;


export type TimeTasksQuery = { timeTasks: { items: Array<{ ' $fragmentRefs'?: { 'TasksTable_TaskFragment': TasksTable_TaskFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeTaskMutation = { deleteTimeTask: boolean };

export type WeekGrid_WeekFragment = { weekStart: string, totalSeconds: number, targetSeconds: number, days: Array<{ date: string, totalSeconds: number, targetSeconds: number, holiday: string | null, warnings: Array<TimeWorkingTimeWarning> }>, rows: Array<{ cells: Array<number>, totalSeconds: number, task: { id: string, title: string } | null, customer: { id: string, name: string } | null }> } & { ' $fragmentName'?: 'WeekGrid_WeekFragment' };

export type TimeWeekQueryVariables = Exact<{
  weekStart: string;
}>;


export type TimeWeekQuery = { timeWeek: { ' $fragmentRefs'?: { 'WeekGrid_WeekFragment': WeekGrid_WeekFragment } } };

export type SaveTimeWeekCellMutationVariables = Exact<{
  input: SaveTimeWeekCellInput;
}>;


export type SaveTimeWeekCellMutation = { saveTimeWeekCell: (
    { weekStart: string }
    & { ' $fragmentRefs'?: { 'WeekGrid_WeekFragment': WeekGrid_WeekFragment } }
  ) };

export type WorkingTimeDays_StatisticsFragment = { workingTimeDays: Array<{ date: string, workedSeconds: number, breakSeconds: number, warnings: Array<TimeWorkingTimeWarning> }> } & { ' $fragmentName'?: 'WorkingTimeDays_StatisticsFragment' };

export type BrandsScreen_BrandFragment = { id: string, name: string, customer: { id: string, name: string } } & { ' $fragmentName'?: 'BrandsScreen_BrandFragment' };

export type TimeBrandsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeBrandOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeBrandFilter | null | undefined;
}>;


export type TimeBrandsQuery = { timeBrands: { items: Array<{ ' $fragmentRefs'?: { 'BrandsScreen_BrandFragment': BrandsScreen_BrandFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeBrandMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeBrandMutation = { deleteTimeBrand: boolean };

export type CreateTimeBrandMutationVariables = Exact<{
  input: TimeBrandInput;
}>;


export type CreateTimeBrandMutation = { createTimeBrand: { ' $fragmentRefs'?: { 'BrandsScreen_BrandFragment': BrandsScreen_BrandFragment } } };

export type UpdateTimeBrandMutationVariables = Exact<{
  id: string | number;
  input: TimeBrandInput;
}>;


export type UpdateTimeBrandMutation = { updateTimeBrand: { ' $fragmentRefs'?: { 'BrandsScreen_BrandFragment': BrandsScreen_BrandFragment } } };

export type BudgetsScreen_BudgetFragment = (
  { id: string, name: string, customerId: string | null, brandId: string | null, projectId: string | null, targetName: string, timeSeconds: number | null, moneyCents: number | null, hourlyRateCents: number | null, endsOn: string | null }
  & { ' $fragmentRefs'?: { 'BudgetConsumption_BudgetFragment': BudgetConsumption_BudgetFragment } }
) & { ' $fragmentName'?: 'BudgetsScreen_BudgetFragment' };

export type TimeBudgetsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeBudgetOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeNameFilter | null | undefined;
}>;


export type TimeBudgetsQuery = { timeBudgets: { items: Array<{ ' $fragmentRefs'?: { 'BudgetsScreen_BudgetFragment': BudgetsScreen_BudgetFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeBudgetMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeBudgetMutation = { deleteTimeBudget: boolean };

export type CreateTimeBudgetMutationVariables = Exact<{
  input: TimeBudgetInput;
}>;


export type CreateTimeBudgetMutation = { createTimeBudget: { ' $fragmentRefs'?: { 'BudgetsScreen_BudgetFragment': BudgetsScreen_BudgetFragment } } };

export type UpdateTimeBudgetMutationVariables = Exact<{
  id: string | number;
  input: TimeBudgetInput;
}>;


export type UpdateTimeBudgetMutation = { updateTimeBudget: { ' $fragmentRefs'?: { 'BudgetsScreen_BudgetFragment': BudgetsScreen_BudgetFragment } } };

export type CustomerForm_CustomerFragment = { id: string, name: string } & { ' $fragmentName'?: 'CustomerForm_CustomerFragment' };

export type CreateTimeCustomerMutationVariables = Exact<{
  input: TimeCustomerInput;
}>;


export type CreateTimeCustomerMutation = { createTimeCustomer: { ' $fragmentRefs'?: { 'CustomerForm_CustomerFragment': CustomerForm_CustomerFragment } } };

export type UpdateTimeCustomerMutationVariables = Exact<{
  id: string | number;
  input: TimeCustomerInput;
}>;


export type UpdateTimeCustomerMutation = { updateTimeCustomer: { ' $fragmentRefs'?: { 'CustomerForm_CustomerFragment': CustomerForm_CustomerFragment } } };

export type TimeCustomerEditQueryVariables = Exact<{
  id: string | number;
}>;


export type TimeCustomerEditQuery = { timeCustomer: (
    { id: string, name: string }
    & { ' $fragmentRefs'?: { 'CustomerForm_CustomerFragment': CustomerForm_CustomerFragment } }
  ) | null };

export type CustomersListScreen_CustomerFragment = { id: string, name: string } & { ' $fragmentName'?: 'CustomersListScreen_CustomerFragment' };

export type TimeCustomersListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeCustomerOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeNameFilter | null | undefined;
}>;


export type TimeCustomersListQuery = { timeCustomers: { items: Array<{ ' $fragmentRefs'?: { 'CustomersListScreen_CustomerFragment': CustomersListScreen_CustomerFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeCustomerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeCustomerMutation = { deleteTimeCustomer: boolean };

export type ProjectsScreen_ProjectFragment = { id: string, name: string, brand: { id: string, name: string, customer: { id: string, name: string } } } & { ' $fragmentName'?: 'ProjectsScreen_ProjectFragment' };

export type TimeProjectsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeProjectOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeProjectFilter | null | undefined;
}>;


export type TimeProjectsQuery = { timeProjects: { items: Array<{ ' $fragmentRefs'?: { 'ProjectsScreen_ProjectFragment': ProjectsScreen_ProjectFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeProjectMutation = { deleteTimeProject: boolean };

export type CreateTimeProjectMutationVariables = Exact<{
  input: TimeProjectInput;
}>;


export type CreateTimeProjectMutation = { createTimeProject: { ' $fragmentRefs'?: { 'ProjectsScreen_ProjectFragment': ProjectsScreen_ProjectFragment } } };

export type UpdateTimeProjectMutationVariables = Exact<{
  id: string | number;
  input: TimeProjectInput;
}>;


export type UpdateTimeProjectMutation = { updateTimeProject: { ' $fragmentRefs'?: { 'ProjectsScreen_ProjectFragment': ProjectsScreen_ProjectFragment } } };

export type SettingsForm_SettingsFragment = { workingDaysInWeek: number, workingHoursPerDay: number, shortTimeWorkHoursPerDay: number, timeZone: string, holidayRegion: string | null, remindAfterHours: number, rounding: { mode: TimeRoundingMode, minutes: number } } & { ' $fragmentName'?: 'SettingsForm_SettingsFragment' };

export type SaveTimeTrackingSettingsMutationVariables = Exact<{
  input: TimeTrackingSettingsInput;
}>;


export type SaveTimeTrackingSettingsMutation = { saveTimeTrackingSettings: (
    { timeZone: string, remindAfterHours: number }
    & { ' $fragmentRefs'?: { 'SettingsForm_SettingsFragment': SettingsForm_SettingsFragment } }
  ) };

export type TypesScreen_TypeFragment = { id: string, name: string } & { ' $fragmentName'?: 'TypesScreen_TypeFragment' };

export type TimeTypesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  orderBy?: TimeTypeOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: TimeNameFilter | null | undefined;
}>;


export type TimeTypesQuery = { timeTypes: { items: Array<{ ' $fragmentRefs'?: { 'TypesScreen_TypeFragment': TypesScreen_TypeFragment } }>, pageInfo: { total: number } } };

export type DeleteTimeTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTimeTypeMutation = { deleteTimeType: boolean };

export type CreateTimeTypeMutationVariables = Exact<{
  input: TimeTypeInput;
}>;


export type CreateTimeTypeMutation = { createTimeType: { ' $fragmentRefs'?: { 'TypesScreen_TypeFragment': TypesScreen_TypeFragment } } };

export type UpdateTimeTypeMutationVariables = Exact<{
  id: string | number;
  input: TimeTypeInput;
}>;


export type UpdateTimeTypeMutation = { updateTimeType: { ' $fragmentRefs'?: { 'TypesScreen_TypeFragment': TypesScreen_TypeFragment } } };

export type TimeDropdownDataQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeDropdownDataQuery = { timeDropdownData: { customers: Array<{ id: string, name: string }>, brands: Array<{ id: string, name: string, customer: { id: string } }>, types: Array<{ id: string, name: string }>, projects: Array<{ id: string, name: string, brand: { id: string } }>, tasks: Array<{ id: string, title: string, customerId: string | null, brandId: string | null }> } };

export type TimeTrackingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeTrackingSettingsQuery = { timeTrackingSettings: (
    { timeZone: string, remindAfterHours: number }
    & { ' $fragmentRefs'?: { 'SettingsForm_SettingsFragment': SettingsForm_SettingsFragment } }
  ) };

export type RunningTimeRecordQueryVariables = Exact<{ [key: string]: never; }>;


export type RunningTimeRecordQuery = { runningTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HeaderClock_RecordFragment': HeaderClock_RecordFragment;'StatisticsTiles_RecordFragment': StatisticsTiles_RecordFragment } }
  ) | null };

export type RunningTimeRecordChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RunningTimeRecordChangedSubscription = { runningTimeRecordChanged: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HeaderClock_RecordFragment': HeaderClock_RecordFragment;'StatisticsTiles_RecordFragment': StatisticsTiles_RecordFragment } }
  ) | null };

export type StartTimeRecordMutationVariables = Exact<{
  input?: StartTimeRecordInput | null | undefined;
}>;


export type StartTimeRecordMutation = { startTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HeaderClock_RecordFragment': HeaderClock_RecordFragment;'StatisticsTiles_RecordFragment': StatisticsTiles_RecordFragment } }
  ) };

export type ContinueTimeRecordMutationVariables = Exact<{
  id: string | number;
}>;


export type ContinueTimeRecordMutation = { continueTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HeaderClock_RecordFragment': HeaderClock_RecordFragment;'StatisticsTiles_RecordFragment': StatisticsTiles_RecordFragment } }
  ) };

export type StopTimeRecordMutationVariables = Exact<{
  id: string | number;
  stop?: string | null | undefined;
}>;


export type StopTimeRecordMutation = { stopTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'RecordsTable_RecordFragment': RecordsTable_RecordFragment } }
  ) };

export type PauseTimeRecordMutationVariables = Exact<{ [key: string]: never; }>;


export type PauseTimeRecordMutation = { pauseTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HeaderClock_RecordFragment': HeaderClock_RecordFragment;'StatisticsTiles_RecordFragment': StatisticsTiles_RecordFragment;'RecordsTable_RecordFragment': RecordsTable_RecordFragment } }
  ) };

export type ResumeTimeRecordMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeTimeRecordMutation = { resumeTimeRecord: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HeaderClock_RecordFragment': HeaderClock_RecordFragment;'StatisticsTiles_RecordFragment': StatisticsTiles_RecordFragment;'RecordsTable_RecordFragment': RecordsTable_RecordFragment } }
  ) };

export type SessionUser_UserFragment = { id: string, name: string, email: string, roles: Array<{ id: string, name: RoleName }> } & { ' $fragmentName'?: 'SessionUser_UserFragment' };

export type SessionCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionCheckQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'SessionUser_UserFragment': SessionUser_UserFragment } }
  ) | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type UserDataUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UserDataUpdatedSubscription = { userDataUpdated: (
    { id: string, active: boolean }
    & { ' $fragmentRefs'?: { 'SessionUser_UserFragment': SessionUser_UserFragment } }
  ) };

export const OverviewScreen_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverviewScreen_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<OverviewScreen_PostFragment, unknown>;
export const PostListScreen_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostListScreen_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PostListScreen_PostFragment, unknown>;
export const CreatorCard_CreatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreatorCard_creator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostCreator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreatorCard_CreatorFragment, unknown>;
export const PagesTab_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PagesTab_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PagesTab_PageFragment, unknown>;
export const ImageBag_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageBag_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<ImageBag_ImageFragment, unknown>;
export const ActiveToggle_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveToggle_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ActiveToggle_UserFragment, unknown>;
export const PersonalDataForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalDataForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<PersonalDataForm_UserFragment, unknown>;
export const TelegramDetails_TelegramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramDetails_telegram"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TelegramDetails_TelegramFragment, unknown>;
export const TelegramCard_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramCard_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"telegramSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TelegramDetails_telegram"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramDetails_telegram"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TelegramCard_UserFragment, unknown>;
export const RolesForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RolesForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RolesForm_UserFragment, unknown>;
export const UsersTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UsersTable_UserFragment, unknown>;
export const ConfigFormDialog_ConfigFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigFormDialog_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}}]}}]} as unknown as DocumentNode<ConfigFormDialog_ConfigFragment, unknown>;
export const DashboardScreen_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardScreen_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackDashboardEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"transferable"}},{"kind":"Field","name":{"kind":"Name","value":"positionMode"}},{"kind":"Field","name":{"kind":"Name","value":"crossedUnrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"isolatedUnrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapital"}},{"kind":"Field","name":{"kind":"Name","value":"usdtEquity"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionSums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]} as unknown as DocumentNode<DashboardScreen_EntryFragment, unknown>;
export const HistoryPanel_PositionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackHistoryPosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"marginMode"}},{"kind":"Field","name":{"kind":"Name","value":"openAveragePrice"}},{"kind":"Field","name":{"kind":"Name","value":"closeAveragePrice"}},{"kind":"Field","name":{"kind":"Name","value":"openTotal"}},{"kind":"Field","name":{"kind":"Name","value":"closeTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pnl"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalFunding"}},{"kind":"Field","name":{"kind":"Name","value":"openFee"}},{"kind":"Field","name":{"kind":"Name","value":"closeFee"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<HistoryPanel_PositionFragment, unknown>;
export const PendingPositions_PositionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingPositions_position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackPosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"entryValue"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"marginMode"}},{"kind":"Field","name":{"kind":"Name","value":"positionMode"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"funding"}},{"kind":"Field","name":{"kind":"Name","value":"realizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"liquidationPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averageOpenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"markPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marginRate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<PendingPositions_PositionFragment, unknown>;
export const ConfigCard_ConfigFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigCard_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConfigCard_ConfigFragment, unknown>;
export const InstitutesTable_CurrentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstitutesTable_current"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumCurrentPolls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"persons"}},{"kind":"Field","name":{"kind":"Name","value":"institute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"average"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<InstitutesTable_CurrentFragment, unknown>;
export const SurveysScreen_SurveyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SurveysScreen_survey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSurvey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"}},{"kind":"Field","name":{"kind":"Name","value":"parliament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SurveysScreen_SurveyFragment, unknown>;
export const DawumStatus_StatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DawumStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSyncStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSyncAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"surveyCount"}},{"kind":"Field","name":{"kind":"Name","value":"unknownReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"surveys"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"licenceUrl"}}]}}]}}]} as unknown as DocumentNode<DawumStatus_StatusFragment, unknown>;
export const DownloadRow_DownloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<DownloadRow_DownloadFragment, unknown>;
export const ChannelsScreen_ChannelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsScreen_channel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ChannelsScreen_ChannelFragment, unknown>;
export const ListScreen_GroupsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}}]} as unknown as DocumentNode<ListScreen_GroupsFragment, unknown>;
export const ListRows_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}}]} as unknown as DocumentNode<ListRows_RowFragment, unknown>;
export const ListScreen_ListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_groups"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListRows_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}}]} as unknown as DocumentNode<ListScreen_ListFragment, unknown>;
export const ProviderForm_ProviderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProviderForm_provider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channelCredentialsStored"}},{"kind":"Field","name":{"kind":"Name","value":"frontendUrl"}},{"kind":"Field","name":{"kind":"Name","value":"epgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"excludeFromRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"requiredFields"}}]}}]} as unknown as DocumentNode<ProviderForm_ProviderFragment, unknown>;
export const ProvidersListScreen_ProviderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersListScreen_provider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}}]}}]}}]} as unknown as DocumentNode<ProvidersListScreen_ProviderFragment, unknown>;
export const IptvListCard_ListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IptvListCard_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontendUrl"}},{"kind":"Field","name":{"kind":"Name","value":"userHasValidSettings"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalDownloadLinkUrl"}}]}}]} as unknown as DocumentNode<IptvListCard_ListFragment, unknown>;
export const M3uWizard_ImportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"M3uWizard_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentialsFound"}},{"kind":"Field","name":{"kind":"Name","value":"removedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<M3uWizard_ImportFragment, unknown>;
export const EpgImportPanel_ImportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpgImportPanel_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvEpgImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"programmeCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<EpgImportPanel_ImportFragment, unknown>;
export const BackupsScreen_BackupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackupsScreen_backup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Backup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"monotonicDay"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"zipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<BackupsScreen_BackupFragment, unknown>;
export const FarmsTable_FarmFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FarmsTable_farm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Farm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"farmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"loan"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FarmsTable_FarmFragment, unknown>;
export const Ls22Header_ServerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ls22Header_server"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Server"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mapName"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"slotsCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"dayTime"}},{"kind":"Field","name":{"kind":"Name","value":"inGameDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inGameTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestBackupAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"mods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleCount"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"polledAt"}}]}}]} as unknown as DocumentNode<Ls22Header_ServerFragment, unknown>;
export const DownloadReady_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReady_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadReadyNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<DownloadReady_NotificationFragment, unknown>;
export const DownloadRemoved_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRemoved_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadRemovedNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]} as unknown as DocumentNode<DownloadRemoved_NotificationFragment, unknown>;
export const TimeClockRunning_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeClockRunning_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeClockRunningNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]} as unknown as DocumentNode<TimeClockRunning_NotificationFragment, unknown>;
export const TimeBudget_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeBudget_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudgetNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetId"}},{"kind":"Field","name":{"kind":"Name","value":"budgetName"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]} as unknown as DocumentNode<TimeBudget_NotificationFragment, unknown>;
export const ProfileForm_MeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProfileForm_MeFragment, unknown>;
export const TokenList_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenList_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<TokenList_TokenFragment, unknown>;
export const CalendarBlock_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarBlock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<CalendarBlock_RecordFragment, unknown>;
export const BrandTile_BrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandTile_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<BrandTile_BrandFragment, unknown>;
export const BudgetConsumption_BudgetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]} as unknown as DocumentNode<BudgetConsumption_BudgetFragment, unknown>;
export const CustomerBudget_BudgetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerBudget_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetConsumption_budget"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]} as unknown as DocumentNode<CustomerBudget_BudgetFragment, unknown>;
export const CustomersTable_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomersTable_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CustomersTable_CustomerFragment, unknown>;
export const DownloadReady_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReady_file"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<DownloadReady_FileFragment, unknown>;
export const BudgetLeft_BudgetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}}]} as unknown as DocumentNode<BudgetLeft_BudgetFragment, unknown>;
export const HeaderClock_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}}]} as unknown as DocumentNode<HeaderClock_RecordFragment, unknown>;
export const PeriodTile_PeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodTile_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatisticsPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"includesRunning"}}]}}]} as unknown as DocumentNode<PeriodTile_PeriodFragment, unknown>;
export const StatisticsTiles_StatisticsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_statistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"includesRunning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodTile_period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodTile_period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodTile_period"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodTile_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatisticsPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"includesRunning"}}]}}]} as unknown as DocumentNode<StatisticsTiles_StatisticsFragment, unknown>;
export const StatisticsTiles_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<StatisticsTiles_RecordFragment, unknown>;
export const QuickEntry_LastRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickEntry_lastRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]} as unknown as DocumentNode<QuickEntry_LastRecordFragment, unknown>;
export const RecordDialog_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordDialog_RecordFragment, unknown>;
export const RecordsTable_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordsTable_RecordFragment, unknown>;
export const StartForm_RecentEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartForm_recentEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecentEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastStart"}}]}}]} as unknown as DocumentNode<StartForm_RecentEntryFragment, unknown>;
export const TaskDialog_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskDialog_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TaskDialog_TaskFragment, unknown>;
export const TaskScreen_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskScreen_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskDialog_task"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskDialog_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TaskScreen_TaskFragment, unknown>;
export const CommentCard_CommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentCard_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentCard_CommentFragment, unknown>;
export const Comments_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Comments_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentCard_comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentCard_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Comments_TaskFragment, unknown>;
export const TasksTable_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TasksTable_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TasksTable_TaskFragment, unknown>;
export const WeekGrid_WeekFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeekGrid_week"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeWeek"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}}]}}]}}]} as unknown as DocumentNode<WeekGrid_WeekFragment, unknown>;
export const WorkingTimeDays_StatisticsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkingTimeDays_statistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workingTimeDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"workedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}}]} as unknown as DocumentNode<WorkingTimeDays_StatisticsFragment, unknown>;
export const BrandsScreen_BrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandsScreen_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandsScreen_BrandFragment, unknown>;
export const BudgetsScreen_BudgetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsScreen_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetConsumption_budget"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]} as unknown as DocumentNode<BudgetsScreen_BudgetFragment, unknown>;
export const CustomerForm_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerForm_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CustomerForm_CustomerFragment, unknown>;
export const CustomersListScreen_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomersListScreen_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CustomersListScreen_CustomerFragment, unknown>;
export const ProjectsScreen_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsScreen_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectsScreen_ProjectFragment, unknown>;
export const SettingsForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTrackingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workingDaysInWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workingHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"shortTimeWorkHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"holidayRegion"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remindAfterHours"}}]}}]} as unknown as DocumentNode<SettingsForm_SettingsFragment, unknown>;
export const TypesScreen_TypeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TypesScreen_type"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<TypesScreen_TypeFragment, unknown>;
export const SessionUser_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionUser_UserFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"deviceToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const TelegramLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TelegramLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"deviceToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TelegramLoginMutation, TelegramLoginMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirmation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordConfirmation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirmation"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const BlogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Blog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BlogQuery, BlogQueryVariables>;
export const PostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Posts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostListScreen_post"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverviewScreen_post"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostListScreen_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverviewScreen_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<PostsQuery, PostsQueryVariables>;
export const PostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Post"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreatorCard_creator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PagesTab_page"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageBag_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreatorCard_creator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostCreator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PagesTab_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageBag_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<PostQuery, PostQueryVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const UpdatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdatePostMutation, UpdatePostMutationVariables>;
export const DeletePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;
export const AddPostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPostPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PagesTab_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PagesTab_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddPostPageMutation, AddPostPageMutationVariables>;
export const UpdatePostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePostPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePostPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PagesTab_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PagesTab_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdatePostPageMutation, UpdatePostPageMutationVariables>;
export const PostImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blog"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blog"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blog"}}},{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageBag_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageBag_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<PostImagesQuery, PostImagesQueryVariables>;
export const CpUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CpUsersQuery, CpUsersQueryVariables>;
export const CpRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CpRolesQuery, CpRolesQueryVariables>;
export const CpUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveToggle_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalDataForm_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TelegramCard_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RolesForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramDetails_telegram"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveToggle_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalDataForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramCard_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"telegramSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TelegramDetails_telegram"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RolesForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CpUserQuery, CpUserQueryVariables>;
export const CpCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CpCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CpCreateUserMutation, CpCreateUserMutationVariables>;
export const CpUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CpUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CpUpdateUserMutation, CpUpdateUserMutationVariables>;
export const CpSetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CpSetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CpSetUserActiveMutation, CpSetUserActiveMutationVariables>;
export const CpSyncUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CpSyncUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CpSyncUserRolesMutation, CpSyncUserRolesMutationVariables>;
export const CpDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CpDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CpDeleteUserMutation, CpDeleteUserMutationVariables>;
export const CryptTrackConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CryptTrackConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cryptTrackConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigCard_config"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigFormDialog_config"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigCard_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigFormDialog_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}}]}}]} as unknown as DocumentNode<CryptTrackConfigsQuery, CryptTrackConfigsQueryVariables>;
export const CryptTrackDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CryptTrackDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cryptTrackDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardScreen_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardScreen_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackDashboardEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"transferable"}},{"kind":"Field","name":{"kind":"Name","value":"positionMode"}},{"kind":"Field","name":{"kind":"Name","value":"crossedUnrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"isolatedUnrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapital"}},{"kind":"Field","name":{"kind":"Name","value":"usdtEquity"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionSums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]} as unknown as DocumentNode<CryptTrackDashboardQuery, CryptTrackDashboardQueryVariables>;
export const CryptTrackPendingPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CryptTrackPendingPositions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cryptTrackPendingPositions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"configId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingPositions_position"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingPositions_position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackPosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"entryValue"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"marginMode"}},{"kind":"Field","name":{"kind":"Name","value":"positionMode"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"funding"}},{"kind":"Field","name":{"kind":"Name","value":"realizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"liquidationPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averageOpenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"markPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marginRate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<CryptTrackPendingPositionsQuery, CryptTrackPendingPositionsQueryVariables>;
export const CryptTrackHistoryPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CryptTrackHistoryPositions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cryptTrackHistoryPositions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"configId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_position"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackHistoryPosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"marginCoin"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"marginMode"}},{"kind":"Field","name":{"kind":"Name","value":"openAveragePrice"}},{"kind":"Field","name":{"kind":"Name","value":"closeAveragePrice"}},{"kind":"Field","name":{"kind":"Name","value":"openTotal"}},{"kind":"Field","name":{"kind":"Name","value":"closeTotal"}},{"kind":"Field","name":{"kind":"Name","value":"pnl"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalFunding"}},{"kind":"Field","name":{"kind":"Name","value":"openFee"}},{"kind":"Field","name":{"kind":"Name","value":"closeFee"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<CryptTrackHistoryPositionsQuery, CryptTrackHistoryPositionsQueryVariables>;
export const CreateCryptTrackConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCryptTrackConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCryptTrackConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCryptTrackConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigCard_config"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigFormDialog_config"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keysWork"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigCard_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigFormDialog_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}}]}}]} as unknown as DocumentNode<CreateCryptTrackConfigMutation, CreateCryptTrackConfigMutationVariables>;
export const UpdateCryptTrackConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCryptTrackConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCryptTrackConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCryptTrackConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigCard_config"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigFormDialog_config"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keysWork"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigCard_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigFormDialog_config"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptTrackConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLast4"}}]}}]} as unknown as DocumentNode<UpdateCryptTrackConfigMutation, UpdateCryptTrackConfigMutationVariables>;
export const TestCryptTrackConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCryptTrackConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testCryptTrackConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keysWork"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}}]} as unknown as DocumentNode<TestCryptTrackConfigMutation, TestCryptTrackConfigMutationVariables>;
export const DeleteCryptTrackConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCryptTrackConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCryptTrackConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCryptTrackConfigMutation, DeleteCryptTrackConfigMutationVariables>;
export const DawumSyncStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumSyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumSyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DawumStatus_status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DawumStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSyncStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSyncAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"surveyCount"}},{"kind":"Field","name":{"kind":"Name","value":"unknownReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"surveys"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"licenceUrl"}}]}}]}}]} as unknown as DocumentNode<DawumSyncStatusQuery, DawumSyncStatusQueryVariables>;
export const SyncDawumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncDawum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncDawum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DawumStatus_status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DawumStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSyncStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSyncAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"surveyCount"}},{"kind":"Field","name":{"kind":"Name","value":"unknownReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"surveys"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"licenceUrl"}}]}}]}}]} as unknown as DocumentNode<SyncDawumMutation, SyncDawumMutationVariables>;
export const DawumParliamentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumParliaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumParliaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"election"}}]}}]}}]} as unknown as DocumentNode<DawumParliamentsQuery, DawumParliamentsQueryVariables>;
export const DawumInstitutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumInstitutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parliamentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumInstitutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parliamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parliamentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DawumInstitutesQuery, DawumInstitutesQueryVariables>;
export const DawumCurrentPollsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumCurrentPolls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parliamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumCurrentPolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parliamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parliamentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parliament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"election"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"average"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"institutes"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstitutesTable_current"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstitutesTable_current"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumCurrentPolls"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"persons"}},{"kind":"Field","name":{"kind":"Name","value":"institute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"average"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<DawumCurrentPollsQuery, DawumCurrentPollsQueryVariables>;
export const DawumTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parliamentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumTrend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parliamentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parliamentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"surveyId"}},{"kind":"Field","name":{"kind":"Name","value":"institute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"average"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<DawumTrendQuery, DawumTrendQueryVariables>;
export const DawumSurveysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumSurveys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSurveyOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSurveyFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumSurveys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SurveysScreen_survey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SurveysScreen_survey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DawumSurvey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"}},{"kind":"Field","name":{"kind":"Name","value":"parliament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DawumSurveysQuery, DawumSurveysQueryVariables>;
export const DawumSurveyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DawumSurvey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dawumSurvey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"}},{"kind":"Field","name":{"kind":"Name","value":"parliament"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"election"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<DawumSurveyQuery, DawumSurveyQueryVariables>;
export const MyDownloadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadRow_download"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<MyDownloadsQuery, MyDownloadsQueryVariables>;
export const UnseenDownloadsCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnseenDownloadsCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenDownloadsCount"}}]}}]} as unknown as DocumentNode<UnseenDownloadsCountQuery, UnseenDownloadsCountQueryVariables>;
export const MarkDownloadSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkDownloadSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDownloadSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadRow_download"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<MarkDownloadSeenMutation, MarkDownloadSeenMutationVariables>;
export const DeleteDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDownloadMutation, DeleteDownloadMutationVariables>;
export const DownloadsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DownloadsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"downloadId"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadRow_download"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<DownloadsChangedSubscription, DownloadsChangedSubscriptionVariables>;
export const IptvListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IptvListCard_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IptvListCard_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontendUrl"}},{"kind":"Field","name":{"kind":"Name","value":"userHasValidSettings"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalDownloadLinkUrl"}}]}}]} as unknown as DocumentNode<IptvListsQuery, IptvListsQueryVariables>;
export const IptvListNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvListNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IptvListNamesQuery, IptvListNamesQueryVariables>;
export const IptvListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IptvListQuery, IptvListQueryVariables>;
export const CreateIptvListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIptvList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIptvList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateIptvListMutation, CreateIptvListMutationVariables>;
export const RenameIptvListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameIptvList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameIptvList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameIptvListMutation, RenameIptvListMutationVariables>;
export const DeleteIptvListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIptvList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIptvList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIptvListMutation, DeleteIptvListMutationVariables>;
export const CreateIptvPersonalDownloadLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIptvPersonalDownloadLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIptvPersonalDownloadLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personalDownloadLinkUrl"}}]}}]}}]} as unknown as DocumentNode<CreateIptvPersonalDownloadLinkMutation, CreateIptvPersonalDownloadLinkMutationVariables>;
export const IptvCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvChannelOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelsScreen_channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelsScreen_channel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"groupTitle"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IptvCatalogueQuery, IptvCatalogueQueryVariables>;
export const IptvCatalogueGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvCatalogueGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvChannelGroups"}}]}}]} as unknown as DocumentNode<IptvCatalogueGroupsQuery, IptvCatalogueGroupsQueryVariables>;
export const IptvListGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvListGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}}]}}]}}]} as unknown as DocumentNode<IptvListGroupsQuery, IptvListGroupsQueryVariables>;
export const AddIptvChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddIptvChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addIptvChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"channelIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}]}]}}]} as unknown as DocumentNode<AddIptvChannelsMutation, AddIptvChannelsMutationVariables>;
export const IptvListScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvListScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_groups"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListRows_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<IptvListScreenQuery, IptvListScreenQueryVariables>;
export const MoveIptvListChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveIptvListChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"move"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvMoveDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveIptvListChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"move"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_groups"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListRows_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<MoveIptvListChannelMutation, MoveIptvListChannelMutationVariables>;
export const MoveIptvListChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveIptvListChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"move"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvMoveDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveIptvListChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"move"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_groups"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListRows_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<MoveIptvListChannelsMutation, MoveIptvListChannelsMutationVariables>;
export const MoveIptvListChannelToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveIptvListChannelTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveIptvListChannelTo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_groups"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListRows_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<MoveIptvListChannelToMutation, MoveIptvListChannelToMutationVariables>;
export const MoveIptvListGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveIptvListGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveIptvListGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"providerGroups"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListRows_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvListChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerGroupTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListScreen_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListScreen_groups"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListRows_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<MoveIptvListGroupMutation, MoveIptvListGroupMutationVariables>;
export const CopyIptvListChannelsToGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyIptvListChannelsToGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyIptvListChannelsToGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}]}]}}]} as unknown as DocumentNode<CopyIptvListChannelsToGroupMutation, CopyIptvListChannelsToGroupMutationVariables>;
export const MoveIptvListChannelsToGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveIptvListChannelsToGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveIptvListChannelsToGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}]}]}}]} as unknown as DocumentNode<MoveIptvListChannelsToGroupMutation, MoveIptvListChannelsToGroupMutationVariables>;
export const RemoveIptvListChannelsFromGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveIptvListChannelsFromGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeIptvListChannelsFromGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<RemoveIptvListChannelsFromGroupMutation, RemoveIptvListChannelsFromGroupMutationVariables>;
export const IptvChannelMovedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IptvChannelMoved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvChannelMoved"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}]}]}}]} as unknown as DocumentNode<IptvChannelMovedSubscription, IptvChannelMovedSubscriptionVariables>;
export const IptvMemberProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvMemberProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvMemberProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontendUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiredFields"}},{"kind":"Field","name":{"kind":"Name","value":"userHasValidSettings"}}]}}]}}]} as unknown as DocumentNode<IptvMemberProvidersQuery, IptvMemberProvidersQueryVariables>;
export const IptvProviderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvProviderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"providerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvProviderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"providerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"providerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSet"}}]}}]}}]} as unknown as DocumentNode<IptvProviderSettingsQuery, IptvProviderSettingsQueryVariables>;
export const SaveIptvProviderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveIptvProviderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"providerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProviderSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveIptvProviderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"providerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"providerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSet"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userHasValidSettings"}}]}}]}}]}}]} as unknown as DocumentNode<SaveIptvProviderSettingsMutation, SaveIptvProviderSettingsMutationVariables>;
export const IptvEpgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvEpg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvEpg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listChannelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<IptvEpgQuery, IptvEpgQueryVariables>;
export const IptvProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvProviders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProviderOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvProviders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersListScreen_provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersListScreen_provider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}}]}}]}}]} as unknown as DocumentNode<IptvProvidersQuery, IptvProvidersQueryVariables>;
export const IptvProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IptvProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProviderForm_provider"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"M3uWizard_import"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastEpgImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpgImportPanel_import"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProviderForm_provider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channelCredentialsStored"}},{"kind":"Field","name":{"kind":"Name","value":"frontendUrl"}},{"kind":"Field","name":{"kind":"Name","value":"epgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"excludeFromRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"requiredFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"M3uWizard_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentialsFound"}},{"kind":"Field","name":{"kind":"Name","value":"removedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpgImportPanel_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvEpgImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"programmeCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IptvProviderQuery, IptvProviderQueryVariables>;
export const IptvCreateProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IptvCreateProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateIptvProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIptvProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IptvCreateProviderMutation, IptvCreateProviderMutationVariables>;
export const IptvUpdateProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IptvUpdateProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIptvProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIptvProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProviderForm_provider"}},{"kind":"Field","name":{"kind":"Name","value":"lastEpgImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpgImportPanel_import"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProviderForm_provider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channelCredentialsStored"}},{"kind":"Field","name":{"kind":"Name","value":"frontendUrl"}},{"kind":"Field","name":{"kind":"Name","value":"epgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"excludeFromRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"requiredFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpgImportPanel_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvEpgImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"programmeCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IptvUpdateProviderMutation, IptvUpdateProviderMutationVariables>;
export const IptvDeleteProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IptvDeleteProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIptvProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<IptvDeleteProviderMutation, IptvDeleteProviderMutationVariables>;
export const IptvRefreshProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IptvRefreshProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshIptvProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"M3uWizard_import"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"M3uWizard_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentialsFound"}},{"kind":"Field","name":{"kind":"Name","value":"removedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IptvRefreshProviderMutation, IptvRefreshProviderMutationVariables>;
export const IptvImportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IptvImportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvImportProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"M3uWizard_import"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"M3uWizard_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentialsFound"}},{"kind":"Field","name":{"kind":"Name","value":"removedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IptvImportProgressSubscription, IptvImportProgressSubscriptionVariables>;
export const IptvRefreshEpgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IptvRefreshEpg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"providerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshIptvEpg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"providerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"providerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpgImportPanel_import"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpgImportPanel_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvEpgImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"programmeCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IptvRefreshEpgMutation, IptvRefreshEpgMutationVariables>;
export const IptvEpgImportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IptvEpgImportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iptvEpgImportProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpgImportPanel_import"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpgImportPanel_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IptvEpgImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"programmeCount"}},{"kind":"Field","name":{"kind":"Name","value":"channelCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IptvEpgImportProgressSubscription, IptvEpgImportProgressSubscriptionVariables>;
export const Ls22ServerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22Server"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22Server"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Ls22Header_server"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ls22Header_server"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Server"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mapName"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"slotsCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"dayTime"}},{"kind":"Field","name":{"kind":"Name","value":"inGameDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inGameTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestBackupAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"mods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleCount"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"polledAt"}}]}}]} as unknown as DocumentNode<Ls22ServerQuery, Ls22ServerQueryVariables>;
export const Ls22ServerChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Ls22ServerChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22ServerChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Ls22Header_server"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Ls22Header_server"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Server"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mapName"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"slotsCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"dayTime"}},{"kind":"Field","name":{"kind":"Name","value":"inGameDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inGameTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestBackupAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"mods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleCount"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"polledAt"}}]}}]} as unknown as DocumentNode<Ls22ServerChangedSubscription, Ls22ServerChangedSubscriptionVariables>;
export const Ls22FarmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22Farms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22Farms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FarmsTable_farm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FarmsTable_farm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Farm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"farmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"loan"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Ls22FarmsQuery, Ls22FarmsQueryVariables>;
export const Ls22FarmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22Farm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22Farm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"farmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"loan"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isFarmManager"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUserId"}},{"kind":"Field","name":{"kind":"Name","value":"lastConnected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<Ls22FarmQuery, Ls22FarmQueryVariables>;
export const Ls22FarmFinancialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22FarmFinancials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"farmId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22FarmFinancials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"farmId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"farmId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"soldMilk"}},{"kind":"Field","name":{"kind":"Name","value":"soldWood"}},{"kind":"Field","name":{"kind":"Name","value":"soldWool"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBga"}},{"kind":"Field","name":{"kind":"Name","value":"soldBales"}},{"kind":"Field","name":{"kind":"Name","value":"soldAnimals"}},{"kind":"Field","name":{"kind":"Name","value":"wagePayment"}},{"kind":"Field","name":{"kind":"Name","value":"fieldSelling"}},{"kind":"Field","name":{"kind":"Name","value":"loanInterest"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseFuel"}},{"kind":"Field","name":{"kind":"Name","value":"soldProducts"}},{"kind":"Field","name":{"kind":"Name","value":"soldVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"fieldPurchase"}},{"kind":"Field","name":{"kind":"Name","value":"harvestIncome"}},{"kind":"Field","name":{"kind":"Name","value":"missionIncome"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseBales"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseSeeds"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseWater"}},{"kind":"Field","name":{"kind":"Name","value":"soldBuildings"}},{"kind":"Field","name":{"kind":"Name","value":"newAnimalCost"}},{"kind":"Field","name":{"kind":"Name","value":"propertyIncome"}},{"kind":"Field","name":{"kind":"Name","value":"newVehicleCost"}},{"kind":"Field","name":{"kind":"Name","value":"productionsCosts"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePallets"}},{"kind":"Field","name":{"kind":"Name","value":"constructionCost"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseSaplings"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseFertilizer"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLeasingCost"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleRunningCost"}},{"kind":"Field","name":{"kind":"Name","value":"propertyMaintenance"}},{"kind":"Field","name":{"kind":"Name","value":"productionDeliveryCosts"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]}}]} as unknown as DocumentNode<Ls22FarmFinancialsQuery, Ls22FarmFinancialsQueryVariables>;
export const Ls22EnvironmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22Environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22Environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentDay"}},{"kind":"Field","name":{"kind":"Name","value":"currentMonotonicDay"}},{"kind":"Field","name":{"kind":"Name","value":"daysPerPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"inGameDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weather"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDayTime"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backupAt"}}]}}]}}]} as unknown as DocumentNode<Ls22EnvironmentQuery, Ls22EnvironmentQueryVariables>;
export const Ls22ServerLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22ServerLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22ServerLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"webInterface"}},{"kind":"Field","name":{"kind":"Name","value":"stats"}},{"kind":"Field","name":{"kind":"Name","value":"map"}}]}}]}}]} as unknown as DocumentNode<Ls22ServerLinksQuery, Ls22ServerLinksQueryVariables>;
export const Ls22BackupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22Backups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22Backups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackupsScreen_backup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackupsScreen_backup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ls22Backup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"monotonicDay"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"zipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<Ls22BackupsQuery, Ls22BackupsQueryVariables>;
export const Ls22ConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22Config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22Config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"serverUrlSource"}},{"kind":"Field","name":{"kind":"Name","value":"codeSource"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<Ls22ConfigQuery, Ls22ConfigQueryVariables>;
export const SaveLs22ConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLs22Config"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLs22ConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLs22Config"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"serverUrlSource"}},{"kind":"Field","name":{"kind":"Name","value":"codeSource"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveLs22ConfigMutation, SaveLs22ConfigMutationVariables>;
export const BackupLs22NowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackupLs22Now"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupLs22Now"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}}]}}]}}]} as unknown as DocumentNode<BackupLs22NowMutation, BackupLs22NowMutationVariables>;
export const Ls22AssignableMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ls22AssignableMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ls22AssignableMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<Ls22AssignableMembersQuery, Ls22AssignableMembersQueryVariables>;
export const AssignLs22FarmUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignLs22FarmUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"farmId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignLs22FarmUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"farmId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"farmId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignLs22FarmUserMutation, AssignLs22FarmUserMutationVariables>;
export const NotificationReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadReady_notification"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadRemoved_notification"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeClockRunning_notification"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeBudget_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReady_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadReadyNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRemoved_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadRemovedNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeClockRunning_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeClockRunningNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeBudget_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudgetNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetId"}},{"kind":"Field","name":{"kind":"Name","value":"budgetName"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]} as unknown as DocumentNode<NotificationReceivedSubscription, NotificationReceivedSubscriptionVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_me"}},{"kind":"Field","name":{"kind":"Name","value":"telegramSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TelegramDetails_telegram"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramDetails_telegram"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ExportMyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportMyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMyData"}}]}}]} as unknown as DocumentNode<ExportMyDataMutation, ExportMyDataMutationVariables>;
export const PersonalAccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenList_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenList_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<PersonalAccessTokensQuery, PersonalAccessTokensQueryVariables>;
export const CreatePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"personalAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenList_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenList_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CreatePersonalAccessTokenMutation, CreatePersonalAccessTokenMutationVariables>;
export const RevokePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokePersonalAccessTokenMutation, RevokePersonalAccessTokenMutationVariables>;
export const CalendarRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecordFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"START"}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarBlock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarBlock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CalendarRecordsQuery, CalendarRecordsQueryVariables>;
export const CreateCalendarRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimeRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarBlock_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarBlock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<CreateCalendarRecordMutation, CreateCalendarRecordMutationVariables>;
export const MoveTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarBlock_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarBlock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<MoveTimeRecordMutation, MoveTimeRecordMutationVariables>;
export const TimeCustomerScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeCustomerScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandTile_brand"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeBudgets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerBudget_budget"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandTile_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerBudget_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetConsumption_budget"}}]}}]} as unknown as DocumentNode<TimeCustomerScreenQuery, TimeCustomerScreenQueryVariables>;
export const TimeBrandStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeBrandStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeBrandStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonthSeconds"}}]}}]}}]} as unknown as DocumentNode<TimeBrandStatsQuery, TimeBrandStatsQueryVariables>;
export const TimeCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomerOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeNameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomersTable_customer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomersTable_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<TimeCustomersQuery, TimeCustomersQueryVariables>;
export const ExportTimeStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportTimeStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatisticsExportType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportTimeStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadReady_file"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReady_file"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ExportTimeStatisticsMutation, ExportTimeStatisticsMutationVariables>;
export const TimeOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_statistics"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkingTimeDays_statistics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuickEntry_lastRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeFieldSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"TEXT"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodTile_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatisticsPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"includesRunning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_statistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"includesRunning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodTile_period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodTile_period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodTile_period"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkingTimeDays_statistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workingTimeDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"workedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"breakSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuickEntry_lastRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]} as unknown as DocumentNode<TimeOverviewQuery, TimeOverviewQueryVariables>;
export const CreateTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimeRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsTable_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]} as unknown as DocumentNode<CreateTimeRecordMutation, CreateTimeRecordMutationVariables>;
export const UpdateTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsTable_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]} as unknown as DocumentNode<UpdateTimeRecordMutation, UpdateTimeRecordMutationVariables>;
export const TimeRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecordOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecordFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsTable_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]} as unknown as DocumentNode<TimeRecordsQuery, TimeRecordsQueryVariables>;
export const DeleteTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeRecordMutation, DeleteTimeRecordMutationVariables>;
export const TimeSpentReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeSpentReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeReportGroupBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeReportUnit"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSpentReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"unit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unit"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"billableSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"billableSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"periods"}}]}}]}}]} as unknown as DocumentNode<TimeSpentReportQuery, TimeSpentReportQueryVariables>;
export const ExportTimeSpentReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportTimeSpentReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeReportGroupBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeReportUnit"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportTimeSpentReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"unit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unit"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadReady_file"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadReady_file"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ExportTimeSpentReportMutation, ExportTimeSpentReportMutationVariables>;
export const TimeRecentEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeRecentEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRecentEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartForm_recentEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartForm_recentEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecentEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastStart"}}]}}]} as unknown as DocumentNode<TimeRecentEntriesQuery, TimeRecentEntriesQueryVariables>;
export const CreateTimeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimeTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TasksTable_task"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TasksTable_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateTimeTaskMutation, CreateTimeTaskMutationVariables>;
export const UpdateTimeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskScreen_task"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TasksTable_task"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskDialog_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskScreen_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskDialog_task"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TasksTable_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateTimeTaskMutation, UpdateTimeTaskMutationVariables>;
export const TimeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskScreen_task"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Comments_task"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskDialog_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentCard_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskScreen_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskDialog_task"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Comments_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentCard_comment"}}]}}]}}]} as unknown as DocumentNode<TimeTaskQuery, TimeTaskQueryVariables>;
export const AddTimeCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTimeComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCommentResource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTimeComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentCard_comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentCard_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddTimeCommentMutation, AddTimeCommentMutationVariables>;
export const TimeTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTaskOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTaskFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TasksTable_task"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TasksTable_task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"recordsDurationSum"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TimeTasksQuery, TimeTasksQueryVariables>;
export const DeleteTimeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeTaskMutation, DeleteTimeTaskMutationVariables>;
export const TimeWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeekGrid_week"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeekGrid_week"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeWeek"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}}]}}]}}]} as unknown as DocumentNode<TimeWeekQuery, TimeWeekQueryVariables>;
export const SaveTimeWeekCellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTimeWeekCell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTimeWeekCellInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTimeWeekCell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeekGrid_week"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeekGrid_week"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeWeek"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"targetSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"totalSeconds"}}]}}]}}]} as unknown as DocumentNode<SaveTimeWeekCellMutation, SaveTimeWeekCellMutationVariables>;
export const TimeBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeBrands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrandOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrandFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandsScreen_brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandsScreen_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TimeBrandsQuery, TimeBrandsQueryVariables>;
export const DeleteTimeBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeBrandMutation, DeleteTimeBrandMutationVariables>;
export const CreateTimeBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandsScreen_brand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandsScreen_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateTimeBrandMutation, CreateTimeBrandMutationVariables>;
export const UpdateTimeBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandsScreen_brand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandsScreen_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateTimeBrandMutation, UpdateTimeBrandMutationVariables>;
export const TimeBudgetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeBudgets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudgetOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeNameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeBudgets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsScreen_budget"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsScreen_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetConsumption_budget"}}]}}]} as unknown as DocumentNode<TimeBudgetsQuery, TimeBudgetsQueryVariables>;
export const DeleteTimeBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeBudgetMutation, DeleteTimeBudgetMutationVariables>;
export const CreateTimeBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudgetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsScreen_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsScreen_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetConsumption_budget"}}]}}]} as unknown as DocumentNode<CreateTimeBudgetMutation, CreateTimeBudgetMutationVariables>;
export const UpdateTimeBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudgetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetsScreen_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetConsumption_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedMoneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSecondsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetsScreen_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"timeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"moneyCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetConsumption_budget"}}]}}]} as unknown as DocumentNode<UpdateTimeBudgetMutation, UpdateTimeBudgetMutationVariables>;
export const CreateTimeCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerForm_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerForm_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CreateTimeCustomerMutation, CreateTimeCustomerMutationVariables>;
export const UpdateTimeCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerForm_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerForm_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<UpdateTimeCustomerMutation, UpdateTimeCustomerMutationVariables>;
export const TimeCustomerEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeCustomerEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerForm_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerForm_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<TimeCustomerEditQuery, TimeCustomerEditQueryVariables>;
export const TimeCustomersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeCustomersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomerOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeNameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomersListScreen_customer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomersListScreen_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<TimeCustomersListQuery, TimeCustomersListQueryVariables>;
export const DeleteTimeCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeCustomerMutation, DeleteTimeCustomerMutationVariables>;
export const TimeProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProjectOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProjectFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsScreen_project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsScreen_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TimeProjectsQuery, TimeProjectsQueryVariables>;
export const DeleteTimeProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeProjectMutation, DeleteTimeProjectMutationVariables>;
export const CreateTimeProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsScreen_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsScreen_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTimeProjectMutation, CreateTimeProjectMutationVariables>;
export const UpdateTimeProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsScreen_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsScreen_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTimeProjectMutation, UpdateTimeProjectMutationVariables>;
export const SaveTimeTrackingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTimeTrackingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTrackingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTimeTrackingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindAfterHours"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTrackingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workingDaysInWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workingHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"shortTimeWorkHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"holidayRegion"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remindAfterHours"}}]}}]} as unknown as DocumentNode<SaveTimeTrackingSettingsMutation, SaveTimeTrackingSettingsMutationVariables>;
export const TimeTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTypeOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeNameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TypesScreen_type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TypesScreen_type"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<TimeTypesQuery, TimeTypesQueryVariables>;
export const DeleteTimeTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimeType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimeTypeMutation, DeleteTimeTypeMutationVariables>;
export const CreateTimeTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TypesScreen_type"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TypesScreen_type"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CreateTimeTypeMutation, CreateTimeTypeMutationVariables>;
export const UpdateTimeTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TypesScreen_type"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TypesScreen_type"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<UpdateTimeTypeMutation, UpdateTimeTypeMutationVariables>;
export const TimeDropdownDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeDropdownData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeDropdownData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}}]}}]}}]}}]} as unknown as DocumentNode<TimeDropdownDataQuery, TimeDropdownDataQueryVariables>;
export const TimeTrackingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeTrackingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeTrackingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindAfterHours"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeTrackingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workingDaysInWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workingHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"shortTimeWorkHoursPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"holidayRegion"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remindAfterHours"}}]}}]} as unknown as DocumentNode<TimeTrackingSettingsQuery, TimeTrackingSettingsQueryVariables>;
export const RunningTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunningTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runningTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderClock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<RunningTimeRecordQuery, RunningTimeRecordQueryVariables>;
export const RunningTimeRecordChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunningTimeRecordChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runningTimeRecordChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderClock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<RunningTimeRecordChangedSubscription, RunningTimeRecordChangedSubscriptionVariables>;
export const StartTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTimeRecordInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderClock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<StartTimeRecordMutation, StartTimeRecordMutationVariables>;
export const ContinueTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContinueTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"continueTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderClock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]} as unknown as DocumentNode<ContinueTimeRecordMutation, ContinueTimeRecordMutationVariables>;
export const StopTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stop"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"stop"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stop"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsTable_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]} as unknown as DocumentNode<StopTimeRecordMutation, StopTimeRecordMutationVariables>;
export const PauseTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderClock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsTable_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]} as unknown as DocumentNode<PauseTimeRecordMutation, PauseTimeRecordMutationVariables>;
export const ResumeTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeTimeRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderClock_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsTiles_record"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsTable_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLeft_budget"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBudget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordDialog_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderClock_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLeft_budget"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsTiles_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsTable_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordDialog_record"}}]}}]} as unknown as DocumentNode<ResumeTimeRecordMutation, ResumeTimeRecordMutationVariables>;
export const SessionCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionCheckQuery, SessionCheckQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const UserDataUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UserDataUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userDataUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserDataUpdatedSubscription, UserDataUpdatedSubscriptionVariables>;