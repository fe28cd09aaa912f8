import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestUser, RestRole, RestTelegramSubscription, RestAuthPayload, RestDownload, RestNotification, RestNotificationDownload, RestIptvProvider, RestIptvImport, RestIptvChannel } from '@portal/contract';
import type { RestDownloadNotification, RestTimeClockRunningNotification, RestTimeBudgetNotification } from '../modules/notifications/kinds';
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
  /**
   * Proves that this device logged in as the member (OWASP's device cookies): kept by the client for this account and
   * sent back as `login(deviceToken:)`; then failed logins by others never lock this device out. Null from a backend
   * that issues none.
   */
  deviceToken?: Maybe<Scalars['String']['output']>;
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

/** A new configuration; every field but `meta` is required. */
export type CreateCryptTrackConfigInput = {
  apiKey: Scalars['String']['input'];
  apiPassphrase: Scalars['String']['input'];
  apiSecret: Scalars['String']['input'];
  label: Scalars['String']['input'];
  /** JSON text of an object; left out is `{}`. */
  meta?: InputMaybe<Scalars['String']['input']>;
  /** Today only `bitget`. */
  platform: Scalars['String']['input'];
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

export type CreatePersonalAccessTokenInput = {
  /** Must lie in the future; leave it out for a token that works until revoked. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 1–255 characters, unique among the member's tokens. */
  name: Scalars['String']['input'];
  scope: PersonalAccessTokenScope;
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
  /** Default true. */
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  start: Scalars['DateTime']['input'];
  stop?: InputMaybe<Scalars['DateTime']['input']>;
  /** Labels (each 1–40 characters; duplicates and blanks dropped). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
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

export type CreatedPersonalAccessToken = {
  __typename?: 'CreatedPersonalAccessToken';
  personalAccessToken: PersonalAccessToken;
  /** The token, shown this once: store it now. */
  token: Scalars['String']['output'];
};

/**
 * A futures account of one margin coin. Amounts are decimal strings exactly as the exchange sent them (never rounded
 * through floats); null where the exchange left a value out.
 */
export type CryptTrackAccount = {
  __typename?: 'CryptTrackAccount';
  available?: Maybe<Scalars['String']['output']>;
  bonus?: Maybe<Scalars['String']['output']>;
  /** Unrealized profit and loss of the cross-margin positions. */
  crossedUnrealizedPnl?: Maybe<Scalars['String']['output']>;
  /** Locked by open orders. */
  frozen?: Maybe<Scalars['String']['output']>;
  /** Unrealized profit and loss of the isolated-margin positions. */
  isolatedUnrealizedPnl?: Maybe<Scalars['String']['output']>;
  /** Used by open positions. */
  margin?: Maybe<Scalars['String']['output']>;
  /** The coin the account holds its margin in (USDT, USDC, BTC, …). */
  marginCoin: Scalars['String']['output'];
  positionMode?: Maybe<CryptTrackPositionMode>;
  productType: CryptTrackProductType;
  /** The account's equity in its margin coin. */
  totalCapital?: Maybe<Scalars['String']['output']>;
  /** What can be transferred out now. */
  transferable?: Maybe<Scalars['String']['output']>;
  /** Unrealized profit and loss of all its positions. */
  unrealizedPnl?: Maybe<Scalars['String']['output']>;
  /** The account's equity in USDT. */
  usdtEquity?: Maybe<Scalars['String']['output']>;
};

/**
 * A member's access to a crypto exchange (today only Bitget's futures API). Like everything in the crypto tracker it
 * belongs to one member alone: another member's id is NOT_FOUND. The API secret and passphrase are write-only and the
 * key is never sent back whole: only its last four characters.
 */
export type CryptTrackConfig = {
  __typename?: 'CryptTrackConfig';
  /** The last four characters of the API key, to tell keys apart. */
  apiKeyLast4: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The member's name for it. */
  label: Scalars['String']['output'];
  /** The member's own settings as JSON text (an object; `{}` when none). */
  meta: Scalars['String']['output'];
  /** The exchange: today only `bitget`. */
  platform: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A configuration as the dashboard names it. */
export type CryptTrackConfigRef = {
  __typename?: 'CryptTrackConfigRef';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  platform: Scalars['String']['output'];
};

/**
 * What saving a configuration answers. Keys the exchange refuses (key, secret or passphrase) are not saved: the
 * mutation fails with BAD_USER_INPUT and the reason under `apiKey`, `apiSecret` or `apiPassphrase`. Otherwise the
 * configuration is saved, also when the exchange could not be asked or refuses the server's IP address; `keysWork` and
 * `message` say so.
 */
export type CryptTrackConfigSaved = {
  __typename?: 'CryptTrackConfigSaved';
  config: CryptTrackConfig;
  errorCode?: Maybe<CryptTrackErrorCode>;
  /**
   * true: the exchange accepted the keys; false: they do not work (IP_NOT_WHITELISTED, EXCHANGE); null: the exchange could
   * not be asked (RATE_LIMITED, UNAVAILABLE, TIMEOUT, CLOCK_SKEW).
   */
  keysWork?: Maybe<Scalars['Boolean']['output']>;
  /** Why the keys do not work or could not be tried, in the caller's language; null when they work. */
  message?: Maybe<Scalars['String']['output']>;
};

/**
 * One configuration on the dashboard: its accounts of every product type and its open positions. When the exchange
 * fails for this configuration (refused keys, rate limit, down, time-out), `error` says why and the lists are empty; the
 * other configurations load all the same.
 */
export type CryptTrackDashboardEntry = {
  __typename?: 'CryptTrackDashboardEntry';
  accounts: Array<CryptTrackAccount>;
  config: CryptTrackConfigRef;
  /** Why this configuration's data could not be loaded, in the caller's language; null when it loaded. */
  error?: Maybe<Scalars['String']['output']>;
  errorCode?: Maybe<CryptTrackErrorCode>;
  /** The open positions added up per margin coin. */
  positionSums: Array<CryptTrackPositionSum>;
  positions: Array<CryptTrackPosition>;
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

/** A closed position. Amounts are decimal strings exactly as the exchange sent them; null where it left a value out. */
export type CryptTrackHistoryPosition = {
  __typename?: 'CryptTrackHistoryPosition';
  closeAveragePrice?: Maybe<Scalars['String']['output']>;
  closeFee?: Maybe<Scalars['String']['output']>;
  /** The size closed in total. */
  closeTotal?: Maybe<Scalars['String']['output']>;
  /** When it was opened. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  marginCoin?: Maybe<Scalars['String']['output']>;
  marginMode?: Maybe<CryptTrackMarginMode>;
  /** When it was closed (last changed). */
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** `pnl` less fees, with funding: what the position earned. */
  netProfit?: Maybe<Scalars['String']['output']>;
  openAveragePrice?: Maybe<Scalars['String']['output']>;
  openFee?: Maybe<Scalars['String']['output']>;
  /** The size opened in total. */
  openTotal?: Maybe<Scalars['String']['output']>;
  /** Profit and loss of the trades, before fees and funding. */
  pnl?: Maybe<Scalars['String']['output']>;
  positionId: Scalars['ID']['output'];
  /** Null when the exchange sent none. */
  side?: Maybe<CryptTrackSide>;
  symbol: Scalars['String']['output'];
  totalFunding?: Maybe<Scalars['String']['output']>;
};

/** What trying a saved configuration's keys against the exchange answered (`testCryptTrackConfig`). */
export type CryptTrackKeyCheck = {
  __typename?: 'CryptTrackKeyCheck';
  errorCode?: Maybe<CryptTrackErrorCode>;
  /** true: the exchange accepted the keys; false: it refused them; null: the exchange could not be asked. */
  keysWork?: Maybe<Scalars['Boolean']['output']>;
  /** Why they do not work or could not be tried, in the caller's language; null when they work. */
  message?: Maybe<Scalars['String']['output']>;
};

/** Whether a position's margin is shared with the account's other positions (CROSSED) or its own (ISOLATED). */
export type CryptTrackMarginMode =
  | 'CROSSED'
  | 'ISOLATED';

/**
 * An open (pending) position. Amounts are decimal strings exactly as the exchange sent them; null where the exchange left
 * a value out.
 */
export type CryptTrackPosition = {
  __typename?: 'CryptTrackPosition';
  averageOpenPrice?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the position was worth when opened, in the margin coin (size × average open price). */
  entryValue?: Maybe<Scalars['String']['output']>;
  /** Fees paid so far. */
  fee?: Maybe<Scalars['String']['output']>;
  /** Funding fees paid (negative) or received so far. */
  funding?: Maybe<Scalars['String']['output']>;
  leverage?: Maybe<Scalars['String']['output']>;
  /** Null when the exchange computes none (e.g. a fully hedged cross position). */
  liquidationPrice?: Maybe<Scalars['String']['output']>;
  margin?: Maybe<Scalars['String']['output']>;
  marginCoin?: Maybe<Scalars['String']['output']>;
  marginMode?: Maybe<CryptTrackMarginMode>;
  /** The maintenance margin rate. */
  marginRate?: Maybe<Scalars['String']['output']>;
  /** The current mark price; with `liquidationPrice` it gives the distance to liquidation. */
  markPrice?: Maybe<Scalars['String']['output']>;
  modifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The exchange's position id; where the exchange sends none (Bitget's open positions have none), the product type,
   * symbol, margin coin and side joined by `:` — unique among a configuration's open positions.
   */
  positionId: Scalars['ID']['output'];
  positionMode?: Maybe<CryptTrackPositionMode>;
  productType: CryptTrackProductType;
  /** The size in the symbol's base coin. */
  qty?: Maybe<Scalars['String']['output']>;
  realizedPnl?: Maybe<Scalars['String']['output']>;
  /** Null when the exchange sent a side the portal does not know. */
  side?: Maybe<CryptTrackSide>;
  /** E.g. BTCUSDT. */
  symbol: Scalars['String']['output'];
  unrealizedPnl?: Maybe<Scalars['String']['output']>;
};

/** One-way mode holds one position per symbol; hedge mode a long and a short one. */
export type CryptTrackPositionMode =
  | 'HEDGE'
  | 'ONE_WAY';

/** The open positions of one margin coin added up. */
export type CryptTrackPositionSum = {
  __typename?: 'CryptTrackPositionSum';
  /** How many positions are open. */
  count: Scalars['Int']['output'];
  /** Their margins together (decimal string). */
  margin: Scalars['String']['output'];
  marginCoin: Scalars['String']['output'];
  /** Their unrealized profit and loss together (decimal string). */
  unrealizedPnl: Scalars['String']['output'];
};

/** Bitget's futures product types. */
export type CryptTrackProductType =
  | 'COIN_FUTURES'
  | 'USDC_FUTURES'
  | 'USDT_FUTURES';

/** The direction of a position. */
export type CryptTrackSide =
  | 'LONG'
  | 'SHORT';

/**
 * The attribution DAWUM's licence asks every page showing its data for: „Daten von {source} ({licence})", each
 * linked.
 */
export type DawumAttribution = {
  __typename?: 'DawumAttribution';
  /** `Open Database License (ODbL)`. */
  licence: Scalars['String']['output'];
  licenceUrl: Scalars['String']['output'];
  /** `dawum.de`. */
  source: Scalars['String']['output'];
  sourceUrl: Scalars['String']['output'];
};

/** One party's mean over the institutes' latest surveys that have it. */
export type DawumAverage = {
  __typename?: 'DawumAverage';
  /** How many institutes' latest surveys have the party (the mean's base). */
  institutes: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  partyId: Scalars['ID']['output'];
  /** The mean in percent. */
  percent: Scalars['Float']['output'];
  shortcut: Scalars['String']['output'];
};

/** The current polls of one parliament. */
export type DawumCurrentPolls = {
  __typename?: 'DawumCurrentPolls';
  /** Per party the mean of its values in `surveys` (each institute's latest), highest first. */
  average: Array<DawumAverage>;
  parliament: DawumParliament;
  /** The latest survey of each institute that polled the parliament, newest first. */
  surveys: Array<DawumSurvey>;
};

/**
 * A polling institute (DAWUM's `Institutes`). A survey may name an institute the document does not list: it is kept
 * (the sync status reports it) and its `name` is the id itself.
 */
export type DawumInstitute = {
  __typename?: 'DawumInstitute';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** How a survey asked (DAWUM's `Methods`, e.g. `Telefonisch`, `Online`). */
export type DawumMethod = {
  __typename?: 'DawumMethod';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A parliament the polls ask about (DAWUM's `Parliaments`). Like everything of DAWUM polls it is open to visitors
 * without login, and its id is DAWUM's own (`0` is the Bundestag).
 */
export type DawumParliament = {
  __typename?: 'DawumParliament';
  /**
   * The election the polls ask about, e.g. `Bundestagswahl`, `Landtagswahl in Bayern`. A survey may name a parliament
   * the document does not list: then its shortcut, name and election are the id itself.
   */
  election: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The full name, e.g. `Bundestag`, `Baden-Württemberg`. */
  name: Scalars['String']['output'];
  /** The short name, e.g. `Bundestag`, `BW`. */
  shortcut: Scalars['String']['output'];
};

/** The days a survey questioned people on, both included. */
export type DawumPeriod = {
  __typename?: 'DawumPeriod';
  end: Scalars['Date']['output'];
  start: Scalars['Date']['output'];
};

/** What a survey refers to that the document does not list. */
export type DawumReferenceKind =
  | 'INSTITUTE'
  | 'PARTY';

/**
 * One party's share in a survey. For a party the document does not list (kept, the sync status reports it)
 * `shortcut` and `name` are the party id itself.
 */
export type DawumResult = {
  __typename?: 'DawumResult';
  /** The party's full name. */
  name: Scalars['String']['output'];
  /** DAWUM's party id. */
  partyId: Scalars['ID']['output'];
  /** The share in percent, e.g. 31.5. */
  percent: Scalars['Float']['output'];
  /** The party's short name, e.g. `CDU/CSU`, `SPD`. */
  shortcut: Scalars['String']['output'];
};

/** A published poll (DAWUM's `Surveys`), addressed by DAWUM's survey id: `dawumSurvey(id: "3035")` is survey 3035. */
export type DawumSurvey = {
  __typename?: 'DawumSurvey';
  /** The day the results were published. */
  date: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  institute: DawumInstitute;
  /** Null for surveys of documents without methods (older versions of the DAWUM schema). */
  method?: Maybe<DawumMethod>;
  parliament: DawumParliament;
  /** When people were questioned; null when the document gives no period. */
  period?: Maybe<DawumPeriod>;
  /** How many people were questioned; null when the document gives no number. */
  persons?: Maybe<Scalars['Int']['output']>;
  /** Highest share first; a party the survey does not name is absent. */
  results: Array<DawumResult>;
  tasker?: Maybe<DawumTasker>;
};

/** Filters of the surveys; every given field narrows them. */
export type DawumSurveyFilter = {
  /** Surveys published on or after this day. */
  from?: InputMaybe<Scalars['Date']['input']>;
  instituteId?: InputMaybe<Scalars['ID']['input']>;
  parliamentId?: InputMaybe<Scalars['ID']['input']>;
  /** Surveys published on or before this day. */
  to?: InputMaybe<Scalars['Date']['input']>;
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

/** One page of surveys. */
export type DawumSurveyPage = {
  __typename?: 'DawumSurveyPage';
  items: Array<DawumSurvey>;
  pageInfo: PageInfo;
};

/** How the last sync ended. */
export type DawumSyncOutcome =
  /** The download or the document failed (see `error`); the data stayed as it was. */
  | 'FAILED'
  /** The document was imported. */
  | 'OK'
  /** DAWUM's `Last_Update` had not changed: nothing was imported. */
  | 'UNCHANGED';

/**
 * The state of the synced data. Before the first sync the nullable fields are null and `surveyCount` is 0: the pages say that
 * no data has been synced yet.
 */
export type DawumSyncStatus = {
  __typename?: 'DawumSyncStatus';
  /** What every page showing the data must credit. */
  attribution: DawumAttribution;
  /** Why the last sync failed, in the caller's language; null unless `outcome` is FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  /** When the last sync ran. */
  lastSyncAt?: Maybe<Scalars['DateTime']['output']>;
  /** DAWUM's `Last_Update` of the data held: the date the pages show. */
  lastUpdate?: Maybe<Scalars['DateTime']['output']>;
  outcome?: Maybe<DawumSyncOutcome>;
  /** The surveys held. */
  surveyCount: Scalars['Int']['output'];
  /** Parties and institutes the held surveys name but the document does not list. */
  unknownReferences: Array<DawumUnknownReference>;
};

/** Who commissioned a survey (DAWUM's `Taskers`). */
export type DawumTasker = {
  __typename?: 'DawumTasker';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A point of a party's smoothed average. */
export type DawumTrendAverage = {
  __typename?: 'DawumTrendAverage';
  date: Scalars['Date']['output'];
  percent: Scalars['Float']['output'];
};

/** One party's course over a period. */
export type DawumTrendParty = {
  __typename?: 'DawumTrendParty';
  /**
   * The smoothed average of `values`, oldest first: per day with a survey the mean of the party's values from 14 days
   * before to 14 days after it (a centred moving average across institutes).
   */
  average: Array<DawumTrendAverage>;
  name: Scalars['String']['output'];
  partyId: Scalars['ID']['output'];
  shortcut: Scalars['String']['output'];
  /** Its value in every survey of the period, oldest first. */
  values: Array<DawumTrendValue>;
};

/** A party's value in one survey. */
export type DawumTrendValue = {
  __typename?: 'DawumTrendValue';
  date: Scalars['Date']['output'];
  /** The name of the institute that polled it. */
  institute: Scalars['String']['output'];
  percent: Scalars['Float']['output'];
  surveyId: Scalars['ID']['output'];
};

/** A party or institute the held surveys name but the document does not list (the surveys are kept). */
export type DawumUnknownReference = {
  __typename?: 'DawumUnknownReference';
  id: Scalars['ID']['output'];
  kind: DawumReferenceKind;
  /** How many held surveys name it. */
  surveys: Scalars['Int']['output'];
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

/** A file of the member's downloads inbox expired and was removed; `download` names the file that went. */
export type DownloadRemovedNotification = Notification & {
  __typename?: 'DownloadRemovedNotification';
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
  /** `/files/iptv-logos/{key}`: the provider's logo served by the portal without login, for `<img src>`; null without one. */
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

/** What `iptvChannels` sorts by; without `orderBy` the channels come in the order they were imported. */
export type IptvChannelOrderField =
  /** The provider's group title. */
  | 'GROUP_TITLE'
  /** The channel's name. */
  | 'NAME'
  /** The provider's name, case-insensitive. */
  | 'PROVIDER';

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
  /** RUNNING: programmes read so far. */
  current: Scalars['Int']['output'];
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
  /** The list's rows, paged (as `iptvListChannels`). */
  channels: IptvListChannelPage;
  createdAt: Scalars['DateTime']['output'];
  /** The member's groups of the list, in their order. */
  groups: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** `{PORTAL_URL}/iptv/{token}/playlist.m3u`, for players; null until generated. */
  personalDownloadLinkUrl?: Maybe<Scalars['String']['output']>;
  /** The providers' group titles of the list's channels, sorted (the provider-group filter). */
  providerGroups: Array<Scalars['String']['output']>;
  stats: IptvListStats;
  updatedAt: Scalars['DateTime']['output'];
  usedProviders: Array<IptvListProvider>;
};


/** A member's own channel list; nobody else reads or changes it. */
export type IptvListChannelsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<IptvListChannelFilter>;
  orderBy?: InputMaybe<IptvListChannelOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** A catalogue channel in one of the member's groups, at a place in that group. */
export type IptvListChannel = {
  __typename?: 'IptvListChannel';
  /** The member's group. */
  groupTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** As imported, with the provider's credentials as `{username}` / `{password}`. */
  link: Scalars['String']['output'];
  /** `/files/iptv-logos/{key}`: the provider's logo served by the portal without login, for `<img src>`; null without one. */
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

/** What `iptvListChannels` sorts by. */
export type IptvListChannelOrderField =
  /** The channel's name. */
  | 'NAME'
  /** The row's place in its group (the default, first to last). */
  | 'ORDER';

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
  /** The provider's required fields the member has not entered yet (empty when the settings are valid). */
  missingFields: Array<IptvRequiredField>;
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
  /** The provider's credentials are stored (sealed) and filled into channelUrl when the playlist is fetched. */
  channelCredentialsStored: Scalars['Boolean']['output'];
  /** With `{username}` / `{password}` where the provider's Xtream credentials stand: those are stored sealed, never shown. */
  channelUrl: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  epgUrl?: Maybe<Scalars['String']['output']>;
  excludeFromRefresh: Scalars['Boolean']['output'];
  frontendUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The newest EPG import, whatever its state; null before the first. */
  lastEpgImport?: Maybe<IptvEpgImport>;
  /** The newest import, whatever its state; null before the first. */
  lastImport?: Maybe<IptvImport>;
  name: Scalars['String']['output'];
  requiredFields: Array<IptvRequiredField>;
  updatedAt: Scalars['DateTime']['output'];
};

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
  /** The provider, with whether these settings satisfy it (so that saving them answers that too). */
  provider: IptvMemberProvider;
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

/** A member an admin may link to a farm: one who may open LS22 (ADMIN or TOXIC_IDIOT; super admins too). */
export type Ls22AssignableMember = {
  __typename?: 'Ls22AssignableMember';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A savegame backup: the files the server offered at `takenAt`. */
export type Ls22Backup = {
  __typename?: 'Ls22Backup';
  /** Every file asked for, in name order, with what became of it. */
  files: Array<Ls22BackupFile>;
  id: Scalars['ID']['output'];
  /** The savegame's monotonic day when it was taken; null without a readable environment. */
  monotonicDay?: Maybe<Scalars['Int']['output']>;
  /** The stored files' sizes before compression together. */
  sizeBytes: Scalars['Int']['output'];
  takenAt: Scalars['DateTime']['output'];
  trigger: Ls22BackupTrigger;
  /** `/files/ls22-backups/{id}`: the stored files as a ZIP, for members with the role (with their token). */
  zipUrl: Scalars['String']['output'];
};

/** One savegame file of a backup. */
export type Ls22BackupFile = {
  __typename?: 'Ls22BackupFile';
  /** Why it is missing or unreadable, in the caller's language; null when STORED. */
  error?: Maybe<Scalars['String']['output']>;
  /** The savegame file's name, e.g. `farms`, `environment`, `careerSavegame`. */
  name: Scalars['String']['output'];
  /** Its size before compression; 0 unless STORED. */
  sizeBytes: Scalars['Int']['output'];
  state: Ls22BackupFileState;
};

/** What became of one savegame file in a backup. */
export type Ls22BackupFileState =
  /** The server did not offer it. */
  | 'MISSING'
  /** Fetched and stored. */
  | 'STORED'
  /** The server answered, but not with a readable file (an error page, a time-out, a broken document). */
  | 'UNREADABLE';

/** What `ls22Backups` sorts by. */
export type Ls22BackupOrderField =
  /** When the backup was taken (the default, newest first). */
  | 'TAKEN_AT';

/** One page of backups. */
export type Ls22BackupPage = {
  __typename?: 'Ls22BackupPage';
  items: Array<Ls22Backup>;
  pageInfo: PageInfo;
};

/** What started a backup. */
export type Ls22BackupTrigger =
  | 'MANUAL'
  | 'SCHEDULE';

/** The setup of the dedicated server (admin). The server's code is write-only: only whether one is set is shown. */
export type Ls22Config = {
  __typename?: 'Ls22Config';
  /** Where the code in use comes from: a saved one goes before LS22_SERVER_CODE; null without a code. */
  codeSource?: Maybe<Ls22ConfigSource>;
  /** Whether a code is stored. */
  hasCode: Scalars['Boolean']['output'];
  /** The server's web interface, e.g. `http://203.0.113.5:8080`; null while not configured. */
  serverUrl?: Maybe<Scalars['String']['output']>;
  /** Where the address in use comes from: a saved one goes before LS22_SERVER_URL; null without an address. */
  serverUrlSource?: Maybe<Ls22ConfigSource>;
  /** Where the setup comes from. */
  source: Ls22ConfigSource;
  /** When an admin last saved it; null while it comes from the environment. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** PORTAL: an admin saved it; ENVIRONMENT: LS22_SERVER_URL or LS22_SERVER_CODE applies. */
export type Ls22ConfigSource =
  | 'ENVIRONMENT'
  | 'PORTAL';

/** The savegame's environment as of the latest backup with one; null each where the file gives none. */
export type Ls22Environment = {
  __typename?: 'Ls22Environment';
  /** When that backup was taken. */
  backupAt: Scalars['DateTime']['output'];
  /** The backup it comes from. */
  backupId: Scalars['ID']['output'];
  /** The day counter of the savegame. */
  currentDay?: Maybe<Scalars['Int']['output']>;
  /** The day counter the calendar is computed from (it does not jump back with a changed season length). */
  currentMonotonicDay?: Maybe<Scalars['Int']['output']>;
  /** The time of day exactly as the savegame wrote it. */
  dayTime?: Maybe<Scalars['String']['output']>;
  /** The days per period (in-game month). */
  daysPerPeriod?: Maybe<Scalars['Int']['output']>;
  inGameDate?: Maybe<Ls22InGameDate>;
  /** The forecast, in order. */
  weather: Array<Ls22Weather>;
};

/**
 * A farm of the savegame, as of the latest backup holding it. `id` is the portal's and is what every `farmId` argument
 * takes; `farmId` is the game's number. Amounts are decimal strings exactly as the game wrote them; null when the
 * savegame gives none.
 */
export type Ls22Farm = {
  __typename?: 'Ls22Farm';
  /** The farm's colour as the game's colour index. */
  color?: Maybe<Scalars['Int']['output']>;
  /** The game's farm number (1–16). */
  farmId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  loan?: Maybe<Scalars['String']['output']>;
  /** The members an admin linked to it (`assignLs22FarmUser`). */
  members: Array<Ls22FarmMember>;
  /** Linked to the asking member: their farm, listed first. */
  mine: Scalars['Boolean']['output'];
  money?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  players: Array<Ls22FarmPlayer>;
  /** When the portal last read it from a backup. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A portal member linked to a farm. */
export type Ls22FarmMember = {
  __typename?: 'Ls22FarmMember';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A player the savegame lists for a farm. */
export type Ls22FarmPlayer = {
  __typename?: 'Ls22FarmPlayer';
  /** Whether the player may manage the farm. */
  isFarmManager: Scalars['Boolean']['output'];
  /** When the player was last connected, as the savegame wrote it; null when it gives none. */
  lastConnected?: Maybe<Scalars['String']['output']>;
  /** The last name the player was seen with; null when the savegame gives none. */
  name?: Maybe<Scalars['String']['output']>;
  /** The player's unique id in the game; null when the savegame gives none. */
  uniqueUserId?: Maybe<Scalars['String']['output']>;
};

/**
 * A farm's money on one in-game day, summed per column as the game's finance stats wrote them. Amounts are decimal
 * strings exactly as the game wrote them (not rounded), null for a column the game did not write that day; positive is
 * income, negative an expense.
 */
export type Ls22FinancialRow = {
  __typename?: 'Ls22FinancialRow';
  constructionCost?: Maybe<Scalars['String']['output']>;
  /** The monotonic in-game day. */
  day: Scalars['Int']['output'];
  /**
   * Columns the game wrote beyond these, as JSON text of an object from the game's column name (camelCase as in the
   * savegame) to its decimal string; `{}` when none.
   */
  extra: Scalars['String']['output'];
  fieldPurchase?: Maybe<Scalars['String']['output']>;
  fieldSelling?: Maybe<Scalars['String']['output']>;
  harvestIncome?: Maybe<Scalars['String']['output']>;
  incomeBga?: Maybe<Scalars['String']['output']>;
  loanInterest?: Maybe<Scalars['String']['output']>;
  missionIncome?: Maybe<Scalars['String']['output']>;
  newAnimalCost?: Maybe<Scalars['String']['output']>;
  newVehicleCost?: Maybe<Scalars['String']['output']>;
  other?: Maybe<Scalars['String']['output']>;
  productionDeliveryCosts?: Maybe<Scalars['String']['output']>;
  productionsCosts?: Maybe<Scalars['String']['output']>;
  propertyIncome?: Maybe<Scalars['String']['output']>;
  propertyMaintenance?: Maybe<Scalars['String']['output']>;
  purchaseBales?: Maybe<Scalars['String']['output']>;
  purchaseFertilizer?: Maybe<Scalars['String']['output']>;
  purchaseFuel?: Maybe<Scalars['String']['output']>;
  purchasePallets?: Maybe<Scalars['String']['output']>;
  purchaseSaplings?: Maybe<Scalars['String']['output']>;
  purchaseSeeds?: Maybe<Scalars['String']['output']>;
  purchaseWater?: Maybe<Scalars['String']['output']>;
  soldAnimals?: Maybe<Scalars['String']['output']>;
  soldBales?: Maybe<Scalars['String']['output']>;
  soldBuildings?: Maybe<Scalars['String']['output']>;
  soldMilk?: Maybe<Scalars['String']['output']>;
  soldProducts?: Maybe<Scalars['String']['output']>;
  soldVehicles?: Maybe<Scalars['String']['output']>;
  soldWood?: Maybe<Scalars['String']['output']>;
  soldWool?: Maybe<Scalars['String']['output']>;
  vehicleLeasingCost?: Maybe<Scalars['String']['output']>;
  vehicleRunningCost?: Maybe<Scalars['String']['output']>;
  wagePayment?: Maybe<Scalars['String']['output']>;
};

/**
 * An in-game calendar date, from the current monotonic day and the days per period (a period is an in-game month;
 * the first one is month 8, spec 02 §9).
 */
export type Ls22InGameDate = {
  __typename?: 'Ls22InGameDate';
  /** 1 to the savegame's days per period. */
  day: Scalars['Int']['output'];
  /** 1–12. */
  month: Scalars['Int']['output'];
  /** 1 for the first in-game year. */
  year: Scalars['Int']['output'];
};

/** A mod the server runs. */
export type Ls22Mod = {
  __typename?: 'Ls22Mod';
  author?: Maybe<Scalars['String']['output']>;
  /** The mod's file name, e.g. `FS22_precisionFarming`. */
  name: Scalars['String']['output'];
  /** The title the mod gives itself; null when the feed gives none. */
  title?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['String']['output']>;
};

/**
 * A member on the game server. Everything of LS22 (Farming Simulator 22) needs the role ADMIN or TOXIC_IDIOT; what
 * changes the setup needs ADMIN.
 */
export type Ls22Player = {
  __typename?: 'Ls22Player';
  /** Whether the player is logged in as the server's admin. */
  isAdmin: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Minutes on the server this session; null when the feed gives none. */
  uptimeMinutes?: Maybe<Scalars['Int']['output']>;
};

/**
 * The dedicated server as the portal last saw it. The backend polls the server's stats on a timer however many members
 * watch, keeps the last good answer and broadcasts every change (`ls22ServerChanged`). When the server is down or its
 * feed unreadable, `online` is false, `lastError` says why, and the fields of the last good answer stay.
 */
export type Ls22Server = {
  __typename?: 'Ls22Server';
  /** The in-game time of day in milliseconds since midnight. */
  dayTime?: Maybe<Scalars['Int']['output']>;
  /** When the stats were last read successfully; null before the first good answer. */
  fetchedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The game's name, e.g. `Farming Simulator 22`; null before the first good answer. */
  game?: Maybe<Scalars['String']['output']>;
  /** The in-game date (from the savegame's current monotonic day and days per period); null before it is known. */
  inGameDate?: Maybe<Ls22InGameDate>;
  /** The in-game time of day as HH:mm (`dayTime` / 1000 as seconds since midnight). */
  inGameTime?: Maybe<Scalars['String']['output']>;
  /** Why the server is offline or its feed unreadable, in the caller's language; null when the last poll was good. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the latest savegame backup was taken; null before the first. */
  latestBackupAt?: Maybe<Scalars['DateTime']['output']>;
  mapName?: Maybe<Scalars['String']['output']>;
  /** The mods the server runs, by name. */
  mods: Array<Ls22Mod>;
  /** The server's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** True when the stats carry a version (a game is loaded and running). */
  online: Scalars['Boolean']['output'];
  /** The players online now (an empty list: nobody online). */
  players: Array<Ls22Player>;
  /** When the server was last polled; null before the first poll. */
  polledAt?: Maybe<Scalars['DateTime']['output']>;
  slotsCapacity?: Maybe<Scalars['Int']['output']>;
  slotsUsed?: Maybe<Scalars['Int']['output']>;
  state: Ls22ServerState;
  /** How many vehicles the map holds. */
  vehicleCount?: Maybe<Scalars['Int']['output']>;
  /** The game's version, e.g. `1.14.0.0`; null while offline. */
  version?: Maybe<Scalars['String']['output']>;
};

/** A link to one savegame file of the server's feed. */
export type Ls22ServerLink = {
  __typename?: 'Ls22ServerLink';
  /** The savegame file's name, e.g. `careerSavegame`, `farms`, `environment`. */
  name: Scalars['String']['output'];
  /** `/files/ls22/savegame/{name}`, as `stats`. */
  url: Scalars['String']['output'];
};

/**
 * Where the dedicated server's web interface is, and where the portal serves its feeds and map: the portal reads them
 * with the server's code, which never leaves it. Those `/files/ls22/…` routes need the member's token
 * (`Authorization: Bearer`, as every file route). Null each and no savegame files while the server is not configured.
 */
export type Ls22ServerLinks = {
  __typename?: 'Ls22ServerLinks';
  configured: Scalars['Boolean']['output'];
  /** The map overview image (JPEG): `/files/ls22/map.jpg`. */
  map?: Maybe<Scalars['String']['output']>;
  /** The savegame files' feed, by file name. */
  savegameFiles: Array<Ls22ServerLink>;
  /** The stats feed (XML): `/files/ls22/stats.xml`. */
  stats?: Maybe<Scalars['String']['output']>;
  /** The server's web interface (it asks for no code). */
  webInterface?: Maybe<Scalars['String']['output']>;
};

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

/** The weather one forecast entry of the savegame names. */
export type Ls22Weather = {
  __typename?: 'Ls22Weather';
  /** How long it lasts, in milliseconds. */
  duration?: Maybe<Scalars['Int']['output']>;
  /** The season, e.g. `SUMMER`; null when the savegame gives none. */
  season?: Maybe<Scalars['String']['output']>;
  /** The monotonic day it starts on. */
  startDay?: Maybe<Scalars['Int']['output']>;
  /** The time of that day it starts at, in milliseconds since midnight. */
  startDayTime?: Maybe<Scalars['Int']['output']>;
  /** The weather type, e.g. `SUN`, `RAIN`, `CLOUDY`. */
  typeName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds catalogue channels to the end of a group (default 'default'), skipping those already in it; answers how many were added. */
  addIptvChannels: Scalars['Int']['output'];
  /** Adds an empty, active page after the last; answers the new page. */
  addPostPage: PostPage;
  /** Comments on one of the member's tasks or records. */
  addTimeComment: TimeComment;
  /**
   * Links a member to a farm (the farm becomes theirs: listed first and marked; a member has one farm, so it replaces
   * their earlier one); a null `userId` unlinks the farm's members. Answers the farm.
   */
  assignLs22FarmUser: Ls22Farm;
  /** Takes a savegame backup now and answers it (a missing or unreadable file is recorded in it, never fatal). */
  backupLs22Now: Ls22Backup;
  /** The logged-in member's own password; answers the server's localised confirmation. */
  changePassword: Scalars['String']['output'];
  /**
   * Starts the clock now on the same task, type, customer, brand, project, text, ticket URL, tags and billability as
   * the member's record `id` (refused like `startTimeRecord` while a record runs).
   */
  continueTimeRecord: TimeRecord;
  /** Copies rows to the end of a group, skipping channels already in it; answers how many were copied. */
  copyIptvListChannelsToGroup: Scalars['Int']['output'];
  /** Tries the keys once against the exchange and saves the configuration unless it refuses them (see the answer). */
  createCryptTrackConfig: CryptTrackConfigSaved;
  createIptvList: IptvList;
  /** Creates or rotates the list's personal link (the old one stops working); refused while a used provider's settings are incomplete. */
  createIptvPersonalDownloadLink: IptvList;
  /** Creates an IPTV provider; starts no import. */
  createIptvProvider: IptvProvider;
  createPersonalAccessToken: CreatedPersonalAccessToken;
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
  deleteCryptTrackConfig: Scalars['Boolean']['output'];
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
  /** Puts a backup's stored files as a ZIP into the asking admin's downloads inbox and answers the download. */
  exportLs22Backup: Download;
  /** Starts a job that puts the member's data as a JSON file into their downloads inbox and notifies them. */
  exportMyData: Scalars['Boolean']['output'];
  /**
   * Writes the records behind a `timeSpentReport` (one row per record and period with its text, so the rows add up
   * to the report's) into the downloads inbox.
   */
  exportTimeSpentReport: Download;
  /**
   * Writes the member's records of today, this week or this month (one row per record with its text, a record reaching
   * into the period with its part there, and the total) into their downloads inbox and notifies them; answers the
   * download.
   */
  exportTimeStatistics: Download;
  /** Sends a password reset link; answers the server's localised confirmation. */
  forgotPassword: Scalars['String']['output'];
  /** `deviceToken`: the one the last login on this device answered for this account, if any. */
  login: AuthPayload;
  /** Revokes the token the request carries. */
  logout: Scalars['Boolean']['output'];
  /** Marks the download as seen (once; later calls change nothing). */
  markDownloadSeen: Download;
  /** Moves a row one place up or down in its group; answers the list, so the client's rows update with the answer. */
  moveIptvListChannel: IptvList;
  /** Moves the row at 1-based position `from` to `to` within `group` (default 'default'); answers the list. */
  moveIptvListChannelTo: IptvList;
  /** Moves rows one place up or down in their groups, as a block: a row at the edge stays, and so do the rows held up behind it. Answers the list. */
  moveIptvListChannels: IptvList;
  /** Moves rows to the end of a group; answers how many moved. */
  moveIptvListChannelsToGroup: Scalars['Int']['output'];
  /** Moves a group to 1-based position `to` among the list's groups; answers the list. */
  moveIptvListGroup: IptvList;
  /**
   * Pauses the running record at `at` (default now; never in the future nor before its start or last break):
   * the record stays one record with a break. NOT_FOUND unless a record runs; BAD_REQUEST when it is paused already.
   */
  pauseTimeRecord: TimeRecord;
  /** Queues an EPG import of the provider, or answers the one queued or running (it runs in the background; also after each playlist import and when the EPG URL changes). */
  refreshIptvEpg: IptvEpgImport;
  /** Queues the import of the provider's channelUrl (refused while one runs). */
  refreshIptvProvider: IptvImport;
  /** Removes rows from their groups; answers how many were removed. */
  removeIptvListChannelsFromGroup: Scalars['Int']['output'];
  renameIptvList: IptvList;
  /** Sets a new password with a token from the reset mail; answers the server's localised confirmation. */
  resetPassword: Scalars['String']['output'];
  /** Ends the running record's pause at `at` (default now; never in the future nor before the pause began). */
  resumeTimeRecord: TimeRecord;
  /** Revokes one of the member's tokens at once; true once it is gone. */
  revokePersonalAccessToken: Scalars['Boolean']['output'];
  saveIptvProviderSettings: IptvProviderSettings;
  /** Saves the server's address and code (the code stored encrypted) and polls the server at once. */
  saveLs22Config: Ls22Config;
  saveTimeTrackingSettings: TimeTrackingSettings;
  /** Sets one cell of the week grid (see the input) and answers the week again. */
  saveTimeWeekCell: TimeWeek;
  /** Activates or deactivates a member; a deactivated member's tokens stop working at once. */
  setUserActive: User;
  /**
   * Starts the clock (now, or at the given start). Refused while a record runs (BAD_REQUEST), and with 'start time must
   * be after {lastStopTime}' (BAD_USER_INPUT) before the stop of the member's last record. Every open device hears it through
   * `runningTimeRecordChanged`.
   */
  startTimeRecord: TimeRecord;
  /**
   * Stops the running record now (or at `stop`, after its start) and computes its duration; NOT_FOUND unless it runs.
   * A paused record stops where its pause began.
   */
  stopTimeRecord: TimeRecord;
  /** Syncs DAWUM now (skipped as UNCHANGED when its `Last_Update` has not changed) and answers how it ended. */
  syncDawum: DawumSyncStatus;
  /** Replaces the member's roles with exactly these. */
  syncUserRoles: User;
  telegramLogin: AuthPayload;
  /** Tries a saved configuration's keys against the exchange now. */
  testCryptTrackConfig: CryptTrackKeyCheck;
  /** Changes a configuration; its (new or kept) keys are tried once as on creating. */
  updateCryptTrackConfig: CryptTrackConfigSaved;
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


export type MutationAssignLs22FarmUserArgs = {
  farmId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationContinueTimeRecordArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCopyIptvListChannelsToGroupArgs = {
  group: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
};


export type MutationCreateCryptTrackConfigArgs = {
  input: CreateCryptTrackConfigInput;
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


export type MutationCreatePersonalAccessTokenArgs = {
  input: CreatePersonalAccessTokenInput;
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


export type MutationDeleteCryptTrackConfigArgs = {
  id: Scalars['ID']['input'];
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


export type MutationExportLs22BackupArgs = {
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
  deviceToken?: InputMaybe<Scalars['String']['input']>;
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


export type MutationMoveIptvListChannelsArgs = {
  direction: IptvMoveDirection;
  ids: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
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


export type MutationPauseTimeRecordArgs = {
  at?: InputMaybe<Scalars['DateTime']['input']>;
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


export type MutationResumeTimeRecordArgs = {
  at?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationRevokePersonalAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveIptvProviderSettingsArgs = {
  input: IptvProviderSettingsInput;
  providerId: Scalars['ID']['input'];
};


export type MutationSaveLs22ConfigArgs = {
  input: SaveLs22ConfigInput;
};


export type MutationSaveTimeTrackingSettingsArgs = {
  input: TimeTrackingSettingsInput;
};


export type MutationSaveTimeWeekCellArgs = {
  input: SaveTimeWeekCellInput;
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


export type MutationTestCryptTrackConfigArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCryptTrackConfigArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCryptTrackConfigInput;
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

/** A token for scripts (`Authorization: Bearer pat_…`). Only its hash is stored: the token itself is shown once. */
export type PersonalAccessToken = {
  __typename?: 'PersonalAccessToken';
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working, or null: it works until revoked. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** When a request last carried it (updated at most once a minute), or null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  scope: PersonalAccessTokenScope;
};

/** What a personal access token may do: READ_ONLY is refused on every mutation, FULL may do what its member may. */
export type PersonalAccessTokenScope =
  | 'FULL'
  | 'READ_ONLY';

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
  /** The member's configurations, by label. */
  cryptTrackConfigs: Array<CryptTrackConfig>;
  /**
   * Every configuration of the member with its accounts and open positions, in the order of `cryptTrackConfigs`. The
   * exchange is asked at most once a second per configuration however often this is polled (answers are cached for
   * one second and shared).
   */
  cryptTrackDashboard: Array<CryptTrackDashboardEntry>;
  /**
   * The closed positions of one of the member's configurations, newest first: from `from` (default: seven days before
   * `to`; at most three months back, which is as far as the exchange keeps them) to `to` (default now), optionally of
   * one `symbol`.
   */
  cryptTrackHistoryPositions: Array<CryptTrackHistoryPosition>;
  /** The open positions of one of the member's configurations, of every product type. */
  cryptTrackPendingPositions: Array<CryptTrackPosition>;
  /**
   * The latest survey of each institute for the parliament and the average of their values; NOT_FOUND for an unknown
   * parliament.
   */
  dawumCurrentPolls: DawumCurrentPolls;
  /**
   * The institutes by name, with those the surveys name but the document does not list; with `parliamentId` only the
   * institutes that polled it (none for a parliament without surveys).
   */
  dawumInstitutes: Array<DawumInstitute>;
  /** Every parliament, the Bundestag first, then by name. */
  dawumParliaments: Array<DawumParliament>;
  /** One survey with its results; null when DAWUM has no survey of that id. */
  dawumSurvey?: Maybe<DawumSurvey>;
  /** The surveys, paged. */
  dawumSurveys: DawumSurveyPage;
  /** The last sync and the data held. */
  dawumSyncStatus: DawumSyncStatus;
  /**
   * Per party of the parliament its values from `from` to `to` (both included; default the year up to today) and their
   * smoothed average, the parties by their latest value, highest first.
   */
  dawumTrend: Array<DawumTrendParty>;
  /** The catalogue's group titles (of one provider when given), sorted. */
  iptvChannelGroups: Array<Scalars['String']['output']>;
  /** The channel catalogue, paged. */
  iptvChannels: IptvChannelPage;
  /** A list's channels in the member's order with their programmes from `from` (default now − 1 h) to `to` (default now + 6 h; at most 24 h after `from`). */
  iptvEpg: Array<IptvEpgChannel>;
  iptvImport?: Maybe<IptvImport>;
  iptvList?: Maybe<IptvList>;
  /** A list's rows, paged. */
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
  /** IPTV providers, paged. */
  iptvProviders: IptvProviderPage;
  /** The member's record with the latest stop; null before the first. */
  lastTimeRecord?: Maybe<TimeRecord>;
  /** The members an admin may link to a farm (`assignLs22FarmUser`), by name. */
  ls22AssignableMembers: Array<Ls22AssignableMember>;
  /** The backups, paged. */
  ls22Backups: Ls22BackupPage;
  ls22Config: Ls22Config;
  /** The environment of the latest backup; null before the first backup with an environment. */
  ls22Environment?: Maybe<Ls22Environment>;
  /** One farm by its portal id; null when there is none. */
  ls22Farm?: Maybe<Ls22Farm>;
  /**
   * The farm's financial rows, one per in-game day, oldest first, from `fromDay` to `toDay` (monotonic days, both
   * included; left out: the whole history). NOT_FOUND for an unknown farm.
   */
  ls22FarmFinancials: Array<Ls22FinancialRow>;
  /** The farms of the latest backup: the asking member's own farms first, then by the game's farm number. */
  ls22Farms: Array<Ls22Farm>;
  /** The dedicated server as last polled. */
  ls22Server: Ls22Server;
  ls22ServerLinks: Ls22ServerLinks;
  /** The logged-in member, or null without a valid token. */
  me?: Maybe<User>;
  /** The member's own downloads, newest first. */
  myDownloads: Array<Download>;
  /** The logged-in member's personal access tokens, newest first. */
  personalAccessTokens: Array<PersonalAccessToken>;
  /** A post by any of its slugs, or null when unknown (or a draft and the caller no editor). */
  post?: Maybe<Post>;
  /** A post's image bag, newest first. */
  postImages: Array<Image>;
  /** A blog's posts, paged. */
  posts: PostList;
  roles: Array<Role>;
  /** The member's running record; null while the clock stands. */
  runningTimeRecord?: Maybe<TimeRecord>;
  /** The totals of one of the member's brands. */
  timeBrandStats: TimeBrandStats;
  /** The member's brands, paged. */
  timeBrands: TimeBrandPage;
  /** The member's budgets with their consumption, paged. */
  timeBudgets: TimeBudgetPage;
  timeCustomer?: Maybe<TimeCustomer>;
  /** The member's customers, paged. */
  timeCustomers: TimeCustomerPage;
  /** The choices of the record and task forms, by name. */
  timeDropdownData: TimeDropdownData;
  /** The member's own earlier values of a record field starting with `prefix` (any without one), latest first (10). */
  timeFieldSuggestions: Array<Scalars['String']['output']>;
  /** The member's projects, paged. */
  timeProjects: TimeProjectPage;
  /** The combinations the member recorded with most recently, newest first (default 8, at most 20). */
  timeRecentEntries: Array<TimeRecentEntry>;
  timeRecord?: Maybe<TimeRecord>;
  /** The member's records, paged. */
  timeRecords: TimeRecordPage;
  /**
   * The finished records' time from day `from` to day `to` (both included, at most 100 years) summed per `unit` and
   * group.
   */
  timeSpentReport: TimeSpentReport;
  /** Overall, today, this week and this month, each against the member's working-day target. */
  timeStatistics: TimeStatistics;
  timeTask?: Maybe<TimeTask>;
  /** The member's tasks, paged. */
  timeTasks: TimeTaskPage;
  timeTrackingSettings: TimeTrackingSettings;
  /** The member's record types, paged. */
  timeTypes: TimeTypePage;
  /** The week holding `weekStart` (any day of it; weeks begin on Monday) as a grid of task and customer per day. */
  timeWeek: TimeWeek;
  unseenDownloadsCount: Scalars['Int']['output'];
  user?: Maybe<User>;
  /** Members, paged. */
  users: UserPage;
};


export type QueryBlogArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCryptTrackHistoryPositionsArgs = {
  configId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryCryptTrackPendingPositionsArgs = {
  configId: Scalars['ID']['input'];
};


export type QueryDawumCurrentPollsArgs = {
  parliamentId: Scalars['ID']['input'];
};


export type QueryDawumInstitutesArgs = {
  parliamentId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDawumSurveyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDawumSurveysArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<DawumSurveyFilter>;
  orderBy?: InputMaybe<DawumSurveyOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDawumTrendArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  parliamentId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryIptvChannelGroupsArgs = {
  providerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryIptvChannelsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<IptvChannelFilter>;
  orderBy?: InputMaybe<IptvChannelOrderField>;
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
  orderBy?: InputMaybe<IptvListChannelOrderField>;
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
  orderBy?: InputMaybe<IptvProviderOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLs22BackupsArgs = {
  direction?: InputMaybe<SortDirection>;
  orderBy?: InputMaybe<Ls22BackupOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLs22FarmArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLs22FarmFinancialsArgs = {
  farmId: Scalars['ID']['input'];
  fromDay?: InputMaybe<Scalars['Int']['input']>;
  toDay?: InputMaybe<Scalars['Int']['input']>;
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
  orderBy?: InputMaybe<PostOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeBrandStatsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeBrandsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeBrandFilter>;
  orderBy?: InputMaybe<TimeBrandOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeBudgetsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeNameFilter>;
  orderBy?: InputMaybe<TimeBudgetOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeCustomersArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeNameFilter>;
  orderBy?: InputMaybe<TimeCustomerOrderField>;
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
  orderBy?: InputMaybe<TimeProjectOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeRecentEntriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeRecordsArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeRecordFilter>;
  orderBy?: InputMaybe<TimeRecordOrderField>;
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
  orderBy?: InputMaybe<TimeTaskOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeTypesArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<TimeNameFilter>;
  orderBy?: InputMaybe<TimeTypeOrderField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimeWeekArgs = {
  weekStart: Scalars['Date']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<UserFilter>;
  orderBy?: InputMaybe<UserOrderField>;
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

/** A new setup; a left-out (null or empty) code keeps the stored one. */
export type SaveLs22ConfigInput = {
  /** The code of the server's web interface feeds (write-only). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** http or https; null: back to LS22_SERVER_URL. */
  serverUrl?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A cell of the week grid: the time of one task and customer on one day, typed like a record's duration. A cell holds
 * one record; the first entry makes it (after the day's last record, from 09:00), a change changes its duration, an
 * empty duration deletes it. A cell that already holds several records (from the clock) changes only through its last
 * one.
 */
export type SaveTimeWeekCellInput = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  date: Scalars['Date']['input'];
  duration: Scalars['String']['input'];
  taskId?: InputMaybe<Scalars['ID']['input']>;
};

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
  /** Default true. */
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Default now; never before the stop of the member's last record. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
  /** Labels (each 1–40 characters; duplicates and blanks dropped). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
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
  /** Progress of one EPG import (its state now, then started, programmes read, finished or failed). */
  iptvEpgImportProgress: IptvEpgImport;
  /**
   * Progress of one import (parsed, storing current/total, finished, failed). Playlists are uploaded through
   * `POST /files/iptv-providers/{id}/m3u`.
   */
  iptvImportProgress: IptvImport;
  /** The dedicated server after every change the poller sees (online, offline, players, slots, time of day, errors). */
  ls22ServerChanged: Ls22Server;
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


export type SubscriptionIptvEpgImportProgressArgs = {
  importId: Scalars['ID']['input'];
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

/** What `timeBrands` sorts by. */
export type TimeBrandOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

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

/** A pause of a record, from `start` to `stop`; the paused running record's last break has no stop yet. */
export type TimeBreak = {
  __typename?: 'TimeBreak';
  start: Scalars['DateTime']['output'];
  stop?: Maybe<Scalars['DateTime']['output']>;
};

/** A break of a record as an update sets it: within the record, not overlapping another break. */
export type TimeBreakInput = {
  start: Scalars['DateTime']['input'];
  stop: Scalars['DateTime']['input'];
};

/**
 * A time and/or money budget on exactly one of the member's customers, brands or projects, with what the finished
 * records on it have used so far. Crossing 80 % and 100 % of it raises one notification each.
 */
export type TimeBudget = {
  __typename?: 'TimeBudget';
  brandId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Exactly one of `customerId`, `brandId` and `projectId` is set: what the budget is on. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** The last day the budget is meant for; null: open-ended. */
  endsOn?: Maybe<Scalars['Date']['output']>;
  /** What an hour costs, in cents: turns the used time into used money; null: no money is counted. */
  hourlyRateCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The money budget in cents (shown as EUR in German, USD in English); null: none. */
  moneyCents?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  projectId?: Maybe<Scalars['ID']['output']>;
  /** `timeSeconds − usedSeconds` (negative when overrun); null without a time budget. */
  remainingSeconds?: Maybe<Scalars['Int']['output']>;
  /**
   * `remainingSeconds` spread over the working weeks left until `endsOn` (this week included); null without a time
   * budget or an end.
   */
  remainingSecondsPerWeek?: Maybe<Scalars['Int']['output']>;
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
  /** The last day the budget is meant for; null: open-ended. */
  endsOn?: InputMaybe<Scalars['Date']['input']>;
  /** What an hour costs, in cents. */
  hourlyRateCents?: InputMaybe<Scalars['Int']['input']>;
  /** The money budget in cents. */
  moneyCents?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** The time budget, typed like a record's duration (`40h`, `5d`). */
  time?: InputMaybe<Scalars['String']['input']>;
};

/** The finished records on a budget crossed 80 % or 100 % of its time (or, without one, its money): one per threshold. */
export type TimeBudgetNotification = Notification & {
  __typename?: 'TimeBudgetNotification';
  budgetId: Scalars['ID']['output'];
  budgetName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** 80 or 100. */
  percent: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** What `timeBudgets` sorts by. */
export type TimeBudgetOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** One page of the member's budgets. */
export type TimeBudgetPage = {
  __typename?: 'TimeBudgetPage';
  items: Array<TimeBudget>;
  pageInfo: PageInfo;
};

/** The member's clock has run longer than `TimeTrackingSettings.remindAfterHours`: one per record. */
export type TimeClockRunningNotification = Notification & {
  __typename?: 'TimeClockRunningNotification';
  createdAt: Scalars['DateTime']['output'];
  /** The setting's hours the record has run past. */
  hours: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The running record. */
  recordId: Scalars['ID']['output'];
  start: Scalars['DateTime']['output'];
  type: Scalars['String']['output'];
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

/** What `timeCustomers` sorts by. */
export type TimeCustomerOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

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

/** What `timeProjects` sorts by. */
export type TimeProjectOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

/** One page of the member's projects. */
export type TimeProjectPage = {
  __typename?: 'TimeProjectPage';
  items: Array<TimeProject>;
  pageInfo: PageInfo;
};

/**
 * A combination of fields the member recorded with recently, newest first: the clock's start form offers them so that
 * one pick starts the same work again.
 */
export type TimeRecentEntry = {
  __typename?: 'TimeRecentEntry';
  brand?: Maybe<TimeBrand>;
  customer?: Maybe<TimeCustomer>;
  /** When a record of this combination last started. */
  lastStart: Scalars['DateTime']['output'];
  project?: Maybe<TimeProject>;
  task?: Maybe<TimeTaskRef>;
  text?: Maybe<Scalars['String']['output']>;
  type?: Maybe<TimeType>;
};

/** A span of the member's time. The running record has no stop yet; a member has at most one. */
export type TimeRecord = {
  __typename?: 'TimeRecord';
  /** Billable to the customer (new records: true). */
  billable: Scalars['Boolean']['output'];
  /** A brand of `customer`. */
  brand?: Maybe<TimeBrand>;
  /** The seconds of its breaks (an open break counts up to now). */
  breakSeconds: Scalars['Int']['output'];
  /** Its breaks, oldest first; only the running record's last break may be open. */
  breaks: Array<TimeBreak>;
  /**
   * The budgets on the record's project, brand and customer (in that order), each with what is left: the running
   * clock shows the first.
   */
  budgets: Array<TimeBudget>;
  /** Oldest first. */
  comments: Array<TimeComment>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<TimeCustomer>;
  /**
   * The worked seconds: `stop − start` less the breaks, rounded as the member's settings say
   * (`TimeTrackingSettings.rounding`); the screens, week, calendar, reports and exports all count this. Null while the
   * record runs (the clock counts from `start`, less the breaks).
   */
  duration?: Maybe<Scalars['Int']['output']>;
  /** Stopped; false only for the running record. */
  finished: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The running record is paused: its last break has no stop yet. */
  paused: Scalars['Boolean']['output'];
  /** A project of `brand`. */
  project?: Maybe<TimeProject>;
  start: Scalars['DateTime']['output'];
  /** Null while the record runs. */
  stop?: Maybe<Scalars['DateTime']['output']>;
  /** The member's labels of the record, sorted, without duplicates. */
  tags: Array<Scalars['String']['output']>;
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
  /** true: only billable records; false: only the others. */
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Records starting on or after this day. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the text, the ticket URL or the task's title, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Records carrying this tag. */
  tag?: InputMaybe<Scalars['String']['input']>;
  taskId?: InputMaybe<Scalars['ID']['input']>;
  /** Records starting on or before this day. */
  to?: InputMaybe<Scalars['Date']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
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
  /** By tag: a record with several tags counts under each, one without under none. */
  | 'TAG'
  /** By record type. */
  | 'TYPE';

/** The period a `timeSpentReport` row sums up. */
export type TimeReportUnit =
  | 'DAY'
  | 'MONTH'
  | 'YEAR';

/** Each record's worked time rounded to a multiple of `minutes`. */
export type TimeRounding = {
  __typename?: 'TimeRounding';
  /** 1–60; 1 with NONE. */
  minutes: Scalars['Int']['output'];
  mode: TimeRoundingMode;
};

export type TimeRoundingInput = {
  /** 1–60 (ignored with NONE). */
  minutes: Scalars['Int']['input'];
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

/**
 * Recorded time per period and group; a record over midnight counts on each day with its part there (and likewise in
 * months and years). The same totals engine answers the statistics, this report and the exports, so they agree to the
 * second.
 */
export type TimeSpentReport = {
  __typename?: 'TimeSpentReport';
  /** The part of `totalSeconds` on billable records. */
  billableSeconds: Scalars['Int']['output'];
  /** Every period of the range in order, those without time too (a chart's axis without gaps). */
  periods: Array<Scalars['String']['output']>;
  /** By period, then group. */
  rows: Array<TimeSpentRow>;
  /** The seconds of every row together. */
  totalSeconds: Scalars['Int']['output'];
};

/** The seconds of one group in one period. */
export type TimeSpentRow = {
  __typename?: 'TimeSpentRow';
  /** The part of `seconds` on billable records. */
  billableSeconds: Scalars['Int']['output'];
  /** The customer and brand (`Customer / Brand`), the type or the tag; null for records without one. */
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
  /** The days of this month the working-time act warns of, oldest first (shown, never blocking). */
  workingTimeDays: Array<TimeWorkingTimeDay>;
};

/** The periods `exportTimeStatistics` writes. */
export type TimeStatisticsExportType =
  | 'THIS_MONTH'
  | 'THIS_WEEK'
  | 'TODAY';

/**
 * The time recorded in a period against the target of its working days so far (today included); a record over
 * midnight counts with its part in the period.
 */
export type TimeStatisticsPeriod = {
  __typename?: 'TimeStatisticsPeriod';
  /** The member's clock runs: a live view adds its time since `startsAt` (or its start, if later) to `seconds`. */
  includesRunning: Scalars['Boolean']['output'];
  recordCount: Scalars['Int']['output'];
  seconds: Scalars['Int']['output'];
  /** When the period began: midnight of its first day in the member's time zone. */
  startsAt: Scalars['DateTime']['output'];
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
  /** The Bundesland whose public holidays are days off in every target (`DE-BY`, one of `DE-BW` … `DE-TH`); null: none. */
  holidayRegion?: Maybe<Scalars['String']['output']>;
  /** A record running longer than this many hours raises one notification (1–72, default 10). */
  remindAfterHours: Scalars['Int']['output'];
  /** How each record's worked time is rounded before anything counts it. */
  rounding: TimeRounding;
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
  /** A Bundesland (`DE-BW` … `DE-TH`); null: no public holidays. */
  holidayRegion?: InputMaybe<Scalars['String']['input']>;
  /** 1–72. */
  remindAfterHours?: InputMaybe<Scalars['Int']['input']>;
  rounding?: InputMaybe<TimeRoundingInput>;
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

/** What `timeTypes` sorts by. */
export type TimeTypeOrderField =
  /** When it was made. */
  | 'CREATED_AT'
  /** The name, case-insensitive (the default, A to Z). */
  | 'NAME';

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

/**
 * A week of the member's time as a grid, Monday to Sunday in the member's time zone: a row per task and customer the
 * week has time on, a record over midnight on each day with its part there.
 */
export type TimeWeek = {
  __typename?: 'TimeWeek';
  days: Array<TimeWeekDay>;
  /** By task title, then customer name; the row without either last. */
  rows: Array<TimeWeekRow>;
  targetSeconds: Scalars['Int']['output'];
  totalSeconds: Scalars['Int']['output'];
  /** The Monday the week begins. */
  weekStart: Scalars['Date']['output'];
};

/** One day of `timeWeek`. */
export type TimeWeekDay = {
  __typename?: 'TimeWeekDay';
  date: Scalars['Date']['output'];
  /** The public holiday's name in the member's language (`TimeTrackingSettings.holidayRegion`); null on other days. */
  holiday?: Maybe<Scalars['String']['output']>;
  /** What the day asks: the daily target on working days, 0 on days off and public holidays. */
  targetSeconds: Scalars['Int']['output'];
  /** The day's time over every row. */
  totalSeconds: Scalars['Int']['output'];
  warnings: Array<TimeWorkingTimeWarning>;
};

/** One row of `timeWeek`: the time of one task and customer (either may be none) per day. */
export type TimeWeekRow = {
  __typename?: 'TimeWeekRow';
  /** Seconds per day, Monday first (7). */
  cells: Array<Scalars['Int']['output']>;
  customer?: Maybe<TimeCustomer>;
  task?: Maybe<TimeTaskRef>;
  totalSeconds: Scalars['Int']['output'];
};

/** A day with working-time warnings. */
export type TimeWorkingTimeDay = {
  __typename?: 'TimeWorkingTimeDay';
  /** Pauses and gaps of at least 15 minutes between the first start and the last stop of the day. */
  breakSeconds: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  warnings: Array<TimeWorkingTimeWarning>;
  workedSeconds: Scalars['Int']['output'];
};

/** What the German working-time act (ArbZG) says about a day's work; the portal shows it and blocks nothing. */
export type TimeWorkingTimeWarning =
  /** More than 10 hours worked (§3). */
  | 'LONG_DAY'
  /**
   * More than 6 hours worked with less than 30 minutes of breaks, or more than 9 hours with less than 45 (§4); breaks
   * are the records' pauses and the gaps of at least 15 minutes between the day's records.
   */
  | 'MISSING_BREAK';

/** A kind this portal does not know (yet); the web shows a generic message. */
export type UnknownNotification = Notification & {
  __typename?: 'UnknownNotification';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  type: Scalars['String']['output'];
};

/** Only the given fields change; left-out (or null) secrets keep the stored ones. */
export type UpdateCryptTrackConfigInput = {
  apiKey?: InputMaybe<Scalars['String']['input']>;
  apiPassphrase?: InputMaybe<Scalars['String']['input']>;
  apiSecret?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** JSON text of an object. */
  meta?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
};

/** Only the given fields change; `epgUrl: null` removes the EPG URL. */
export type UpdateIptvProviderInput = {
  /** Still naming `{username}` / `{password}` keeps the stored credentials; new ones in the URL replace them. */
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
  /** Default true. */
  billable?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Replaces the record's breaks (a finished record only). */
  breaks?: InputMaybe<Array<TimeBreakInput>>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
  stop?: InputMaybe<Scalars['DateTime']['input']>;
  /** Labels (each 1–40 characters; duplicates and blanks dropped). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
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
  CreateCryptTrackConfigInput: CreateCryptTrackConfigInput;
  CreateIptvProviderInput: CreateIptvProviderInput;
  CreatePersonalAccessTokenInput: CreatePersonalAccessTokenInput;
  CreatePostInput: CreatePostInput;
  CreateTimeRecordInput: CreateTimeRecordInput;
  CreateTimeTaskInput: CreateTimeTaskInput;
  CreateUserInput: CreateUserInput;
  CreatedPersonalAccessToken: ResolverTypeWrapper<CreatedPersonalAccessToken>;
  CryptTrackAccount: ResolverTypeWrapper<CryptTrackAccount>;
  CryptTrackConfig: ResolverTypeWrapper<CryptTrackConfig>;
  CryptTrackConfigRef: ResolverTypeWrapper<CryptTrackConfigRef>;
  CryptTrackConfigSaved: ResolverTypeWrapper<CryptTrackConfigSaved>;
  CryptTrackDashboardEntry: ResolverTypeWrapper<CryptTrackDashboardEntry>;
  CryptTrackErrorCode: CryptTrackErrorCode;
  CryptTrackHistoryPosition: ResolverTypeWrapper<CryptTrackHistoryPosition>;
  CryptTrackKeyCheck: ResolverTypeWrapper<CryptTrackKeyCheck>;
  CryptTrackMarginMode: CryptTrackMarginMode;
  CryptTrackPosition: ResolverTypeWrapper<CryptTrackPosition>;
  CryptTrackPositionMode: CryptTrackPositionMode;
  CryptTrackPositionSum: ResolverTypeWrapper<CryptTrackPositionSum>;
  CryptTrackProductType: CryptTrackProductType;
  CryptTrackSide: CryptTrackSide;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DawumAttribution: ResolverTypeWrapper<DawumAttribution>;
  DawumAverage: ResolverTypeWrapper<DawumAverage>;
  DawumCurrentPolls: ResolverTypeWrapper<Omit<DawumCurrentPolls, 'parliament' | 'surveys'> & { parliament: ResolversTypes['DawumParliament'], surveys: Array<ResolversTypes['DawumSurvey']> }>;
  DawumInstitute: ResolverTypeWrapper<DawumInstitute>;
  DawumMethod: ResolverTypeWrapper<DawumMethod>;
  DawumParliament: ResolverTypeWrapper<Omit<DawumParliament, 'election'> & { election?: string }>;
  DawumPeriod: ResolverTypeWrapper<DawumPeriod>;
  DawumReferenceKind: DawumReferenceKind;
  DawumResult: ResolverTypeWrapper<DawumResult>;
  DawumSurvey: ResolverTypeWrapper<Omit<DawumSurvey, 'parliament' | 'results'> & { parliament: ResolversParentTypes['DawumParliament']; results?: DawumResult[] }>;
  DawumSurveyFilter: DawumSurveyFilter;
  DawumSurveyOrderField: DawumSurveyOrderField;
  DawumSurveyPage: ResolverTypeWrapper<Omit<DawumSurveyPage, 'items'> & { items: Array<ResolversTypes['DawumSurvey']> }>;
  DawumSyncOutcome: DawumSyncOutcome;
  DawumSyncStatus: ResolverTypeWrapper<DawumSyncStatus>;
  DawumTasker: ResolverTypeWrapper<DawumTasker>;
  DawumTrendAverage: ResolverTypeWrapper<DawumTrendAverage>;
  DawumTrendParty: ResolverTypeWrapper<DawumTrendParty>;
  DawumTrendValue: ResolverTypeWrapper<DawumTrendValue>;
  DawumUnknownReference: ResolverTypeWrapper<DawumUnknownReference>;
  Download: ResolverTypeWrapper<RestDownload>;
  DownloadReadyNotification: ResolverTypeWrapper<RestDownloadNotification>;
  DownloadRemovedNotification: ResolverTypeWrapper<RestDownloadNotification>;
  DownloadsChange: ResolverTypeWrapper<Omit<DownloadsChange, 'download'> & { download?: Maybe<ResolversTypes['Download']> }>;
  DownloadsChangeType: DownloadsChangeType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IptvChannel: ResolverTypeWrapper<RestIptvChannel>;
  IptvChannelFilter: IptvChannelFilter;
  IptvChannelOrderField: IptvChannelOrderField;
  IptvChannelPage: ResolverTypeWrapper<Omit<IptvChannelPage, 'items'> & { items: Array<ResolversTypes['IptvChannel']> }>;
  IptvChannelProvider: ResolverTypeWrapper<IptvChannelProvider>;
  IptvEpgChannel: ResolverTypeWrapper<IptvEpgChannel>;
  IptvEpgImport: ResolverTypeWrapper<IptvEpgImport>;
  IptvEpgImportState: IptvEpgImportState;
  IptvEpgProgramme: ResolverTypeWrapper<IptvEpgProgramme>;
  IptvImport: ResolverTypeWrapper<RestIptvImport>;
  IptvImportState: IptvImportState;
  IptvList: ResolverTypeWrapper<Omit<IptvList, 'groups' | 'providerGroups' | 'channels'>>;
  IptvListChannel: ResolverTypeWrapper<IptvListChannel>;
  IptvListChannelFilter: IptvListChannelFilter;
  IptvListChannelOrderField: IptvListChannelOrderField;
  IptvListChannelPage: ResolverTypeWrapper<IptvListChannelPage>;
  IptvListProvider: ResolverTypeWrapper<IptvListProvider>;
  IptvListStats: ResolverTypeWrapper<IptvListStats>;
  IptvMemberProvider: ResolverTypeWrapper<IptvMemberProvider>;
  IptvMoveDirection: IptvMoveDirection;
  IptvProvider: ResolverTypeWrapper<RestIptvProvider>;
  IptvProviderOrderField: IptvProviderOrderField;
  IptvProviderPage: ResolverTypeWrapper<Omit<IptvProviderPage, 'items'> & { items: Array<ResolversTypes['IptvProvider']> }>;
  IptvProviderSettings: ResolverTypeWrapper<Omit<IptvProviderSettings, 'provider'>>;
  IptvProviderSettingsInput: IptvProviderSettingsInput;
  IptvRequiredField: IptvRequiredField;
  IptvSkipped: ResolverTypeWrapper<IptvSkipped>;
  Ls22AssignableMember: ResolverTypeWrapper<Ls22AssignableMember>;
  Ls22Backup: ResolverTypeWrapper<Ls22Backup>;
  Ls22BackupFile: ResolverTypeWrapper<Ls22BackupFile>;
  Ls22BackupFileState: Ls22BackupFileState;
  Ls22BackupOrderField: Ls22BackupOrderField;
  Ls22BackupPage: ResolverTypeWrapper<Ls22BackupPage>;
  Ls22BackupTrigger: Ls22BackupTrigger;
  Ls22Config: ResolverTypeWrapper<Ls22Config>;
  Ls22ConfigSource: Ls22ConfigSource;
  Ls22Environment: ResolverTypeWrapper<Ls22Environment>;
  Ls22Farm: ResolverTypeWrapper<Ls22Farm>;
  Ls22FarmMember: ResolverTypeWrapper<Ls22FarmMember>;
  Ls22FarmPlayer: ResolverTypeWrapper<Ls22FarmPlayer>;
  Ls22FinancialRow: ResolverTypeWrapper<Ls22FinancialRow>;
  Ls22InGameDate: ResolverTypeWrapper<Ls22InGameDate>;
  Ls22Mod: ResolverTypeWrapper<Ls22Mod>;
  Ls22Player: ResolverTypeWrapper<Ls22Player>;
  Ls22Server: ResolverTypeWrapper<Ls22Server>;
  Ls22ServerLink: ResolverTypeWrapper<Ls22ServerLink>;
  Ls22ServerLinks: ResolverTypeWrapper<Ls22ServerLinks>;
  Ls22ServerState: Ls22ServerState;
  Ls22Weather: ResolverTypeWrapper<Ls22Weather>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<RestNotification>;
  NotificationDownload: ResolverTypeWrapper<RestNotificationDownload>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PersonalAccessToken: ResolverTypeWrapper<PersonalAccessToken>;
  PersonalAccessTokenScope: PersonalAccessTokenScope;
  Post: ResolverTypeWrapper<Post>;
  PostCreator: ResolverTypeWrapper<PostCreator>;
  PostFilter: PostFilter;
  PostList: ResolverTypeWrapper<PostList>;
  PostOrderField: PostOrderField;
  PostPage: ResolverTypeWrapper<PostPage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RestRole>;
  RoleName: RoleName;
  SaveLs22ConfigInput: SaveLs22ConfigInput;
  SaveTimeWeekCellInput: SaveTimeWeekCellInput;
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
  TimeBrandOrderField: TimeBrandOrderField;
  TimeBrandPage: ResolverTypeWrapper<TimeBrandPage>;
  TimeBrandStats: ResolverTypeWrapper<TimeBrandStats>;
  TimeBreak: ResolverTypeWrapper<TimeBreak>;
  TimeBreakInput: TimeBreakInput;
  TimeBudget: ResolverTypeWrapper<TimeBudget>;
  TimeBudgetInput: TimeBudgetInput;
  TimeBudgetNotification: ResolverTypeWrapper<RestTimeBudgetNotification>;
  TimeBudgetOrderField: TimeBudgetOrderField;
  TimeBudgetPage: ResolverTypeWrapper<TimeBudgetPage>;
  TimeClockRunningNotification: ResolverTypeWrapper<RestTimeClockRunningNotification>;
  TimeComment: ResolverTypeWrapper<TimeComment>;
  TimeCommentResource: TimeCommentResource;
  TimeCustomer: ResolverTypeWrapper<TimeCustomer>;
  TimeCustomerInput: TimeCustomerInput;
  TimeCustomerOrderField: TimeCustomerOrderField;
  TimeCustomerPage: ResolverTypeWrapper<TimeCustomerPage>;
  TimeDropdownData: ResolverTypeWrapper<TimeDropdownData>;
  TimeExportFormat: TimeExportFormat;
  TimeMember: ResolverTypeWrapper<TimeMember>;
  TimeNameFilter: TimeNameFilter;
  TimeProject: ResolverTypeWrapper<TimeProject>;
  TimeProjectFilter: TimeProjectFilter;
  TimeProjectInput: TimeProjectInput;
  TimeProjectOrderField: TimeProjectOrderField;
  TimeProjectPage: ResolverTypeWrapper<TimeProjectPage>;
  TimeRecentEntry: ResolverTypeWrapper<TimeRecentEntry>;
  TimeRecord: ResolverTypeWrapper<Omit<TimeRecord, 'comments' | 'budgets'>>;
  TimeRecordFilter: TimeRecordFilter;
  TimeRecordOrderField: TimeRecordOrderField;
  TimeRecordPage: ResolverTypeWrapper<Omit<TimeRecordPage, 'items'> & { items: Array<ResolversTypes['TimeRecord']> }>;
  TimeReportGroupBy: TimeReportGroupBy;
  TimeReportUnit: TimeReportUnit;
  TimeRounding: ResolverTypeWrapper<TimeRounding>;
  TimeRoundingInput: TimeRoundingInput;
  TimeRoundingMode: TimeRoundingMode;
  TimeSpentReport: ResolverTypeWrapper<TimeSpentReport>;
  TimeSpentRow: ResolverTypeWrapper<TimeSpentRow>;
  TimeStatistics: ResolverTypeWrapper<TimeStatistics>;
  TimeStatisticsExportType: TimeStatisticsExportType;
  TimeStatisticsPeriod: ResolverTypeWrapper<TimeStatisticsPeriod>;
  TimeStatisticsTotal: ResolverTypeWrapper<TimeStatisticsTotal>;
  TimeSuggestionField: TimeSuggestionField;
  TimeTask: ResolverTypeWrapper<Omit<TimeTask, 'comments'>>;
  TimeTaskChoice: ResolverTypeWrapper<TimeTaskChoice>;
  TimeTaskFilter: TimeTaskFilter;
  TimeTaskOrderField: TimeTaskOrderField;
  TimeTaskPage: ResolverTypeWrapper<Omit<TimeTaskPage, 'items'> & { items: Array<ResolversTypes['TimeTask']> }>;
  TimeTaskRef: ResolverTypeWrapper<TimeTaskRef>;
  TimeTrackingSettings: ResolverTypeWrapper<TimeTrackingSettings>;
  TimeTrackingSettingsInput: TimeTrackingSettingsInput;
  TimeType: ResolverTypeWrapper<TimeType>;
  TimeTypeInput: TimeTypeInput;
  TimeTypeOrderField: TimeTypeOrderField;
  TimeTypePage: ResolverTypeWrapper<TimeTypePage>;
  TimeTypeSeconds: ResolverTypeWrapper<TimeTypeSeconds>;
  TimeWeek: ResolverTypeWrapper<TimeWeek>;
  TimeWeekDay: ResolverTypeWrapper<TimeWeekDay>;
  TimeWeekRow: ResolverTypeWrapper<TimeWeekRow>;
  TimeWorkingTimeDay: ResolverTypeWrapper<TimeWorkingTimeDay>;
  TimeWorkingTimeWarning: TimeWorkingTimeWarning;
  UnknownNotification: ResolverTypeWrapper<RestNotification>;
  UpdateCryptTrackConfigInput: UpdateCryptTrackConfigInput;
  UpdateIptvProviderInput: UpdateIptvProviderInput;
  UpdatePostInput: UpdatePostInput;
  UpdatePostPageInput: UpdatePostPageInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateTimeRecordInput: UpdateTimeRecordInput;
  UpdateTimeTaskInput: UpdateTimeTaskInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<RestUser>;
  UserFilter: UserFilter;
  UserOrderField: UserOrderField;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: RestAuthPayload;
  Blog: Blog;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  CreateCryptTrackConfigInput: CreateCryptTrackConfigInput;
  CreateIptvProviderInput: CreateIptvProviderInput;
  CreatePersonalAccessTokenInput: CreatePersonalAccessTokenInput;
  CreatePostInput: CreatePostInput;
  CreateTimeRecordInput: CreateTimeRecordInput;
  CreateTimeTaskInput: CreateTimeTaskInput;
  CreateUserInput: CreateUserInput;
  CreatedPersonalAccessToken: CreatedPersonalAccessToken;
  CryptTrackAccount: CryptTrackAccount;
  CryptTrackConfig: CryptTrackConfig;
  CryptTrackConfigRef: CryptTrackConfigRef;
  CryptTrackConfigSaved: CryptTrackConfigSaved;
  CryptTrackDashboardEntry: CryptTrackDashboardEntry;
  CryptTrackHistoryPosition: CryptTrackHistoryPosition;
  CryptTrackKeyCheck: CryptTrackKeyCheck;
  CryptTrackPosition: CryptTrackPosition;
  CryptTrackPositionSum: CryptTrackPositionSum;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DawumAttribution: DawumAttribution;
  DawumAverage: DawumAverage;
  DawumCurrentPolls: Omit<DawumCurrentPolls, 'parliament' | 'surveys'> & { parliament: ResolversParentTypes['DawumParliament'], surveys: Array<ResolversParentTypes['DawumSurvey']> };
  DawumInstitute: DawumInstitute;
  DawumMethod: DawumMethod;
  DawumParliament: Omit<DawumParliament, 'election'> & { election?: string };
  DawumPeriod: DawumPeriod;
  DawumResult: DawumResult;
  DawumSurvey: Omit<DawumSurvey, 'parliament' | 'results'> & { parliament: ResolversParentTypes['DawumParliament']; results?: DawumResult[] };
  DawumSurveyFilter: DawumSurveyFilter;
  DawumSurveyPage: Omit<DawumSurveyPage, 'items'> & { items: Array<ResolversParentTypes['DawumSurvey']> };
  DawumSyncStatus: DawumSyncStatus;
  DawumTasker: DawumTasker;
  DawumTrendAverage: DawumTrendAverage;
  DawumTrendParty: DawumTrendParty;
  DawumTrendValue: DawumTrendValue;
  DawumUnknownReference: DawumUnknownReference;
  Download: RestDownload;
  DownloadReadyNotification: RestDownloadNotification;
  DownloadRemovedNotification: RestDownloadNotification;
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
  IptvList: Omit<IptvList, 'groups' | 'providerGroups' | 'channels'>;
  IptvListChannel: IptvListChannel;
  IptvListChannelFilter: IptvListChannelFilter;
  IptvListChannelPage: IptvListChannelPage;
  IptvListProvider: IptvListProvider;
  IptvListStats: IptvListStats;
  IptvMemberProvider: IptvMemberProvider;
  IptvProvider: RestIptvProvider;
  IptvProviderPage: Omit<IptvProviderPage, 'items'> & { items: Array<ResolversParentTypes['IptvProvider']> };
  IptvProviderSettings: Omit<IptvProviderSettings, 'provider'>;
  IptvProviderSettingsInput: IptvProviderSettingsInput;
  IptvSkipped: IptvSkipped;
  Ls22AssignableMember: Ls22AssignableMember;
  Ls22Backup: Ls22Backup;
  Ls22BackupFile: Ls22BackupFile;
  Ls22BackupPage: Ls22BackupPage;
  Ls22Config: Ls22Config;
  Ls22Environment: Ls22Environment;
  Ls22Farm: Ls22Farm;
  Ls22FarmMember: Ls22FarmMember;
  Ls22FarmPlayer: Ls22FarmPlayer;
  Ls22FinancialRow: Ls22FinancialRow;
  Ls22InGameDate: Ls22InGameDate;
  Ls22Mod: Ls22Mod;
  Ls22Player: Ls22Player;
  Ls22Server: Ls22Server;
  Ls22ServerLink: Ls22ServerLink;
  Ls22ServerLinks: Ls22ServerLinks;
  Ls22Weather: Ls22Weather;
  Mutation: Record<PropertyKey, never>;
  Notification: RestNotification;
  NotificationDownload: RestNotificationDownload;
  PageInfo: PageInfo;
  PersonalAccessToken: PersonalAccessToken;
  Post: Post;
  PostCreator: PostCreator;
  PostFilter: PostFilter;
  PostList: PostList;
  PostPage: PostPage;
  Query: Record<PropertyKey, never>;
  Role: RestRole;
  SaveLs22ConfigInput: SaveLs22ConfigInput;
  SaveTimeWeekCellInput: SaveTimeWeekCellInput;
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
  TimeBreak: TimeBreak;
  TimeBreakInput: TimeBreakInput;
  TimeBudget: TimeBudget;
  TimeBudgetInput: TimeBudgetInput;
  TimeBudgetNotification: RestTimeBudgetNotification;
  TimeBudgetPage: TimeBudgetPage;
  TimeClockRunningNotification: RestTimeClockRunningNotification;
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
  TimeRecentEntry: TimeRecentEntry;
  TimeRecord: Omit<TimeRecord, 'comments' | 'budgets'>;
  TimeRecordFilter: TimeRecordFilter;
  TimeRecordPage: Omit<TimeRecordPage, 'items'> & { items: Array<ResolversParentTypes['TimeRecord']> };
  TimeRounding: TimeRounding;
  TimeRoundingInput: TimeRoundingInput;
  TimeSpentReport: TimeSpentReport;
  TimeSpentRow: TimeSpentRow;
  TimeStatistics: TimeStatistics;
  TimeStatisticsPeriod: TimeStatisticsPeriod;
  TimeStatisticsTotal: TimeStatisticsTotal;
  TimeTask: Omit<TimeTask, 'comments'>;
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
  TimeWeek: TimeWeek;
  TimeWeekDay: TimeWeekDay;
  TimeWeekRow: TimeWeekRow;
  TimeWorkingTimeDay: TimeWorkingTimeDay;
  UnknownNotification: RestNotification;
  UpdateCryptTrackConfigInput: UpdateCryptTrackConfigInput;
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
  deviceToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BlogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Blog'] = ResolversParentTypes['Blog']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedPersonalAccessTokenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatedPersonalAccessToken'] = ResolversParentTypes['CreatedPersonalAccessToken']> = {
  personalAccessToken?: Resolver<ResolversTypes['PersonalAccessToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CryptTrackAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackAccount'] = ResolversParentTypes['CryptTrackAccount']> = {
  available?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bonus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crossedUnrealizedPnl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frozen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isolatedUnrealizedPnl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marginCoin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionMode?: Resolver<Maybe<ResolversTypes['CryptTrackPositionMode']>, ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['CryptTrackProductType'], ParentType, ContextType>;
  totalCapital?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unrealizedPnl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usdtEquity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CryptTrackConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackConfig'] = ResolversParentTypes['CryptTrackConfig']> = {
  apiKeyLast4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CryptTrackConfigRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackConfigRef'] = ResolversParentTypes['CryptTrackConfigRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CryptTrackConfigSavedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackConfigSaved'] = ResolversParentTypes['CryptTrackConfigSaved']> = {
  config?: Resolver<ResolversTypes['CryptTrackConfig'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['CryptTrackErrorCode']>, ParentType, ContextType>;
  keysWork?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CryptTrackDashboardEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackDashboardEntry'] = ResolversParentTypes['CryptTrackDashboardEntry']> = {
  accounts?: Resolver<Array<ResolversTypes['CryptTrackAccount']>, ParentType, ContextType>;
  config?: Resolver<ResolversTypes['CryptTrackConfigRef'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['CryptTrackErrorCode']>, ParentType, ContextType>;
  positionSums?: Resolver<Array<ResolversTypes['CryptTrackPositionSum']>, ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['CryptTrackPosition']>, ParentType, ContextType>;
};

export type CryptTrackHistoryPositionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackHistoryPosition'] = ResolversParentTypes['CryptTrackHistoryPosition']> = {
  closeAveragePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closeFee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closeTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  marginCoin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marginMode?: Resolver<Maybe<ResolversTypes['CryptTrackMarginMode']>, ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  netProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openAveragePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openFee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pnl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  side?: Resolver<Maybe<ResolversTypes['CryptTrackSide']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalFunding?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CryptTrackKeyCheckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackKeyCheck'] = ResolversParentTypes['CryptTrackKeyCheck']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['CryptTrackErrorCode']>, ParentType, ContextType>;
  keysWork?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CryptTrackPositionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackPosition'] = ResolversParentTypes['CryptTrackPosition']> = {
  averageOpenPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  entryValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  funding?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leverage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  liquidationPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marginCoin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marginMode?: Resolver<Maybe<ResolversTypes['CryptTrackMarginMode']>, ParentType, ContextType>;
  marginRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  positionMode?: Resolver<Maybe<ResolversTypes['CryptTrackPositionMode']>, ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['CryptTrackProductType'], ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realizedPnl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<Maybe<ResolversTypes['CryptTrackSide']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unrealizedPnl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CryptTrackPositionSumResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptTrackPositionSum'] = ResolversParentTypes['CryptTrackPositionSum']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marginCoin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unrealizedPnl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DawumAttributionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumAttribution'] = ResolversParentTypes['DawumAttribution']> = {
  licence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumAverageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumAverage'] = ResolversParentTypes['DawumAverage']> = {
  institutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shortcut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumCurrentPollsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumCurrentPolls'] = ResolversParentTypes['DawumCurrentPolls']> = {
  average?: Resolver<Array<ResolversTypes['DawumAverage']>, ParentType, ContextType>;
  parliament?: Resolver<ResolversTypes['DawumParliament'], ParentType, ContextType>;
  surveys?: Resolver<Array<ResolversTypes['DawumSurvey']>, ParentType, ContextType>;
};

export type DawumInstituteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumInstitute'] = ResolversParentTypes['DawumInstitute']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumMethod'] = ResolversParentTypes['DawumMethod']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumParliamentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumParliament'] = ResolversParentTypes['DawumParliament']> = {
  election?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortcut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumPeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumPeriod'] = ResolversParentTypes['DawumPeriod']> = {
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type DawumResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumResult'] = ResolversParentTypes['DawumResult']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shortcut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumSurveyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumSurvey'] = ResolversParentTypes['DawumSurvey']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institute?: Resolver<ResolversTypes['DawumInstitute'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['DawumMethod']>, ParentType, ContextType>;
  parliament?: Resolver<ResolversTypes['DawumParliament'], ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['DawumPeriod']>, ParentType, ContextType>;
  persons?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['DawumResult']>, ParentType, ContextType>;
  tasker?: Resolver<Maybe<ResolversTypes['DawumTasker']>, ParentType, ContextType>;
};

export type DawumSurveyPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumSurveyPage'] = ResolversParentTypes['DawumSurveyPage']> = {
  items?: Resolver<Array<ResolversTypes['DawumSurvey']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type DawumSyncStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumSyncStatus'] = ResolversParentTypes['DawumSyncStatus']> = {
  attribution?: Resolver<ResolversTypes['DawumAttribution'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSyncAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastUpdate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['DawumSyncOutcome']>, ParentType, ContextType>;
  surveyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unknownReferences?: Resolver<Array<ResolversTypes['DawumUnknownReference']>, ParentType, ContextType>;
};

export type DawumTaskerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumTasker'] = ResolversParentTypes['DawumTasker']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DawumTrendAverageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumTrendAverage'] = ResolversParentTypes['DawumTrendAverage']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DawumTrendPartyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumTrendParty'] = ResolversParentTypes['DawumTrendParty']> = {
  average?: Resolver<Array<ResolversTypes['DawumTrendAverage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortcut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['DawumTrendValue']>, ParentType, ContextType>;
};

export type DawumTrendValueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumTrendValue'] = ResolversParentTypes['DawumTrendValue']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  institute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DawumUnknownReferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DawumUnknownReference'] = ResolversParentTypes['DawumUnknownReference']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DawumReferenceKind'], ParentType, ContextType>;
  surveys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

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

export type DownloadRemovedNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadRemovedNotification'] = ResolversParentTypes['DownloadRemovedNotification']> = {
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
  current?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  channels?: Resolver<ResolversTypes['IptvListChannelPage'], ParentType, ContextType, Partial<IptvListChannelsArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalDownloadLinkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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
  missingFields?: Resolver<Array<ResolversTypes['IptvRequiredField']>, ParentType, ContextType>;
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
  channelCredentialsStored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  epgUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excludeFromRefresh?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frontendUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEpgImport?: Resolver<Maybe<ResolversTypes['IptvEpgImport']>, ParentType, ContextType>;
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
  provider?: Resolver<ResolversTypes['IptvMemberProvider'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IptvSkippedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IptvSkipped'] = ResolversParentTypes['IptvSkipped']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Ls22AssignableMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22AssignableMember'] = ResolversParentTypes['Ls22AssignableMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Ls22BackupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Backup'] = ResolversParentTypes['Ls22Backup']> = {
  files?: Resolver<Array<ResolversTypes['Ls22BackupFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monotonicDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  takenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['Ls22BackupTrigger'], ParentType, ContextType>;
  zipUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Ls22BackupFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22BackupFile'] = ResolversParentTypes['Ls22BackupFile']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Ls22BackupFileState'], ParentType, ContextType>;
};

export type Ls22BackupPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22BackupPage'] = ResolversParentTypes['Ls22BackupPage']> = {
  items?: Resolver<Array<ResolversTypes['Ls22Backup']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type Ls22ConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Config'] = ResolversParentTypes['Ls22Config']> = {
  codeSource?: Resolver<Maybe<ResolversTypes['Ls22ConfigSource']>, ParentType, ContextType>;
  hasCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serverUrlSource?: Resolver<Maybe<ResolversTypes['Ls22ConfigSource']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Ls22ConfigSource'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type Ls22EnvironmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Environment'] = ResolversParentTypes['Ls22Environment']> = {
  backupAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  backupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currentMonotonicDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dayTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  daysPerPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  inGameDate?: Resolver<Maybe<ResolversTypes['Ls22InGameDate']>, ParentType, ContextType>;
  weather?: Resolver<Array<ResolversTypes['Ls22Weather']>, ParentType, ContextType>;
};

export type Ls22FarmResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Farm'] = ResolversParentTypes['Ls22Farm']> = {
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Ls22FarmMember']>, ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['Ls22FarmPlayer']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Ls22FarmMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22FarmMember'] = ResolversParentTypes['Ls22FarmMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Ls22FarmPlayerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22FarmPlayer'] = ResolversParentTypes['Ls22FarmPlayer']> = {
  isFarmManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastConnected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uniqueUserId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Ls22FinancialRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22FinancialRow'] = ResolversParentTypes['Ls22FinancialRow']> = {
  constructionCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldPurchase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldSelling?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  harvestIncome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomeBga?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loanInterest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missionIncome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newAnimalCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newVehicleCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productionDeliveryCosts?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productionsCosts?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyIncome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyMaintenance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseBales?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseFertilizer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseFuel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchasePallets?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseSaplings?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseSeeds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseWater?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldAnimals?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldBales?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldBuildings?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldMilk?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldProducts?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldVehicles?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldWood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldWool?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleLeasingCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleRunningCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wagePayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Ls22InGameDateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22InGameDate'] = ResolversParentTypes['Ls22InGameDate']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Ls22ModResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Mod'] = ResolversParentTypes['Ls22Mod']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Ls22PlayerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Player'] = ResolversParentTypes['Ls22Player']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uptimeMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Ls22ServerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Server'] = ResolversParentTypes['Ls22Server']> = {
  dayTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fetchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inGameDate?: Resolver<Maybe<ResolversTypes['Ls22InGameDate']>, ParentType, ContextType>;
  inGameTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestBackupAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mapName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mods?: Resolver<Array<ResolversTypes['Ls22Mod']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['Ls22Player']>, ParentType, ContextType>;
  polledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slotsCapacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotsUsed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Ls22ServerState'], ParentType, ContextType>;
  vehicleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Ls22ServerLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22ServerLink'] = ResolversParentTypes['Ls22ServerLink']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Ls22ServerLinksResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22ServerLinks'] = ResolversParentTypes['Ls22ServerLinks']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  map?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  savegameFiles?: Resolver<Array<ResolversTypes['Ls22ServerLink']>, ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webInterface?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Ls22WeatherResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ls22Weather'] = ResolversParentTypes['Ls22Weather']> = {
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDayTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addIptvChannels?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddIptvChannelsArgs, 'channelIds' | 'listId'>>;
  addPostPage?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<MutationAddPostPageArgs, 'blog' | 'postId'>>;
  addTimeComment?: Resolver<ResolversTypes['TimeComment'], ParentType, ContextType, RequireFields<MutationAddTimeCommentArgs, 'id' | 'resource' | 'text'>>;
  assignLs22FarmUser?: Resolver<ResolversTypes['Ls22Farm'], ParentType, ContextType, RequireFields<MutationAssignLs22FarmUserArgs, 'farmId'>>;
  backupLs22Now?: Resolver<ResolversTypes['Ls22Backup'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  continueTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, RequireFields<MutationContinueTimeRecordArgs, 'id'>>;
  copyIptvListChannelsToGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCopyIptvListChannelsToGroupArgs, 'group' | 'ids' | 'listId'>>;
  createCryptTrackConfig?: Resolver<ResolversTypes['CryptTrackConfigSaved'], ParentType, ContextType, RequireFields<MutationCreateCryptTrackConfigArgs, 'input'>>;
  createIptvList?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationCreateIptvListArgs, 'name'>>;
  createIptvPersonalDownloadLink?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationCreateIptvPersonalDownloadLinkArgs, 'listId'>>;
  createIptvProvider?: Resolver<ResolversTypes['IptvProvider'], ParentType, ContextType, RequireFields<MutationCreateIptvProviderArgs, 'input'>>;
  createPersonalAccessToken?: Resolver<ResolversTypes['CreatedPersonalAccessToken'], ParentType, ContextType, RequireFields<MutationCreatePersonalAccessTokenArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'blog' | 'input'>>;
  createTimeBrand?: Resolver<ResolversTypes['TimeBrand'], ParentType, ContextType, RequireFields<MutationCreateTimeBrandArgs, 'input'>>;
  createTimeBudget?: Resolver<ResolversTypes['TimeBudget'], ParentType, ContextType, RequireFields<MutationCreateTimeBudgetArgs, 'input'>>;
  createTimeCustomer?: Resolver<ResolversTypes['TimeCustomer'], ParentType, ContextType, RequireFields<MutationCreateTimeCustomerArgs, 'input'>>;
  createTimeProject?: Resolver<ResolversTypes['TimeProject'], ParentType, ContextType, RequireFields<MutationCreateTimeProjectArgs, 'input'>>;
  createTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, RequireFields<MutationCreateTimeRecordArgs, 'input'>>;
  createTimeTask?: Resolver<ResolversTypes['TimeTask'], ParentType, ContextType, RequireFields<MutationCreateTimeTaskArgs, 'input'>>;
  createTimeType?: Resolver<ResolversTypes['TimeType'], ParentType, ContextType, RequireFields<MutationCreateTimeTypeArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteCryptTrackConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCryptTrackConfigArgs, 'id'>>;
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
  exportLs22Backup?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationExportLs22BackupArgs, 'id'>>;
  exportMyData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exportTimeSpentReport?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationExportTimeSpentReportArgs, 'format' | 'from' | 'groupBy' | 'to' | 'unit'>>;
  exportTimeStatistics?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationExportTimeStatisticsArgs, 'format' | 'type'>>;
  forgotPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markDownloadSeen?: Resolver<ResolversTypes['Download'], ParentType, ContextType, RequireFields<MutationMarkDownloadSeenArgs, 'id'>>;
  moveIptvListChannel?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelArgs, 'direction' | 'id' | 'listId'>>;
  moveIptvListChannelTo?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelToArgs, 'from' | 'listId' | 'to'>>;
  moveIptvListChannels?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelsArgs, 'direction' | 'ids' | 'listId'>>;
  moveIptvListChannelsToGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMoveIptvListChannelsToGroupArgs, 'group' | 'ids' | 'listId'>>;
  moveIptvListGroup?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationMoveIptvListGroupArgs, 'group' | 'listId' | 'to'>>;
  pauseTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, Partial<MutationPauseTimeRecordArgs>>;
  refreshIptvEpg?: Resolver<ResolversTypes['IptvEpgImport'], ParentType, ContextType, RequireFields<MutationRefreshIptvEpgArgs, 'providerId'>>;
  refreshIptvProvider?: Resolver<ResolversTypes['IptvImport'], ParentType, ContextType, RequireFields<MutationRefreshIptvProviderArgs, 'id'>>;
  removeIptvListChannelsFromGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRemoveIptvListChannelsFromGroupArgs, 'ids' | 'listId'>>;
  renameIptvList?: Resolver<ResolversTypes['IptvList'], ParentType, ContextType, RequireFields<MutationRenameIptvListArgs, 'id' | 'name'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'password' | 'passwordConfirmation' | 'token'>>;
  resumeTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, Partial<MutationResumeTimeRecordArgs>>;
  revokePersonalAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokePersonalAccessTokenArgs, 'id'>>;
  saveIptvProviderSettings?: Resolver<ResolversTypes['IptvProviderSettings'], ParentType, ContextType, RequireFields<MutationSaveIptvProviderSettingsArgs, 'input' | 'providerId'>>;
  saveLs22Config?: Resolver<ResolversTypes['Ls22Config'], ParentType, ContextType, RequireFields<MutationSaveLs22ConfigArgs, 'input'>>;
  saveTimeTrackingSettings?: Resolver<ResolversTypes['TimeTrackingSettings'], ParentType, ContextType, RequireFields<MutationSaveTimeTrackingSettingsArgs, 'input'>>;
  saveTimeWeekCell?: Resolver<ResolversTypes['TimeWeek'], ParentType, ContextType, RequireFields<MutationSaveTimeWeekCellArgs, 'input'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'id'>>;
  startTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, Partial<MutationStartTimeRecordArgs>>;
  stopTimeRecord?: Resolver<ResolversTypes['TimeRecord'], ParentType, ContextType, RequireFields<MutationStopTimeRecordArgs, 'id'>>;
  syncDawum?: Resolver<ResolversTypes['DawumSyncStatus'], ParentType, ContextType>;
  syncUserRoles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSyncUserRolesArgs, 'id' | 'roleIds'>>;
  telegramLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationTelegramLoginArgs, 'payload'>>;
  testCryptTrackConfig?: Resolver<ResolversTypes['CryptTrackKeyCheck'], ParentType, ContextType, RequireFields<MutationTestCryptTrackConfigArgs, 'id'>>;
  updateCryptTrackConfig?: Resolver<ResolversTypes['CryptTrackConfigSaved'], ParentType, ContextType, RequireFields<MutationUpdateCryptTrackConfigArgs, 'id' | 'input'>>;
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
  __resolveType: TypeResolveFn<'DownloadReadyNotification' | 'DownloadRemovedNotification' | 'TimeBudgetNotification' | 'TimeClockRunningNotification' | 'UnknownNotification', ParentType, ContextType>;
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

export type PersonalAccessTokenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalAccessToken'] = ResolversParentTypes['PersonalAccessToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['PersonalAccessTokenScope'], ParentType, ContextType>;
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
  cryptTrackConfigs?: Resolver<Array<ResolversTypes['CryptTrackConfig']>, ParentType, ContextType>;
  cryptTrackDashboard?: Resolver<Array<ResolversTypes['CryptTrackDashboardEntry']>, ParentType, ContextType>;
  cryptTrackHistoryPositions?: Resolver<Array<ResolversTypes['CryptTrackHistoryPosition']>, ParentType, ContextType, RequireFields<QueryCryptTrackHistoryPositionsArgs, 'configId'>>;
  cryptTrackPendingPositions?: Resolver<Array<ResolversTypes['CryptTrackPosition']>, ParentType, ContextType, RequireFields<QueryCryptTrackPendingPositionsArgs, 'configId'>>;
  dawumCurrentPolls?: Resolver<ResolversTypes['DawumCurrentPolls'], ParentType, ContextType, RequireFields<QueryDawumCurrentPollsArgs, 'parliamentId'>>;
  dawumInstitutes?: Resolver<Array<ResolversTypes['DawumInstitute']>, ParentType, ContextType, Partial<QueryDawumInstitutesArgs>>;
  dawumParliaments?: Resolver<Array<ResolversTypes['DawumParliament']>, ParentType, ContextType>;
  dawumSurvey?: Resolver<Maybe<ResolversTypes['DawumSurvey']>, ParentType, ContextType, RequireFields<QueryDawumSurveyArgs, 'id'>>;
  dawumSurveys?: Resolver<ResolversTypes['DawumSurveyPage'], ParentType, ContextType, Partial<QueryDawumSurveysArgs>>;
  dawumSyncStatus?: Resolver<ResolversTypes['DawumSyncStatus'], ParentType, ContextType>;
  dawumTrend?: Resolver<Array<ResolversTypes['DawumTrendParty']>, ParentType, ContextType, RequireFields<QueryDawumTrendArgs, 'parliamentId'>>;
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
  ls22AssignableMembers?: Resolver<Array<ResolversTypes['Ls22AssignableMember']>, ParentType, ContextType>;
  ls22Backups?: Resolver<ResolversTypes['Ls22BackupPage'], ParentType, ContextType, Partial<QueryLs22BackupsArgs>>;
  ls22Config?: Resolver<ResolversTypes['Ls22Config'], ParentType, ContextType>;
  ls22Environment?: Resolver<Maybe<ResolversTypes['Ls22Environment']>, ParentType, ContextType>;
  ls22Farm?: Resolver<Maybe<ResolversTypes['Ls22Farm']>, ParentType, ContextType, RequireFields<QueryLs22FarmArgs, 'id'>>;
  ls22FarmFinancials?: Resolver<Array<ResolversTypes['Ls22FinancialRow']>, ParentType, ContextType, RequireFields<QueryLs22FarmFinancialsArgs, 'farmId'>>;
  ls22Farms?: Resolver<Array<ResolversTypes['Ls22Farm']>, ParentType, ContextType>;
  ls22Server?: Resolver<ResolversTypes['Ls22Server'], ParentType, ContextType>;
  ls22ServerLinks?: Resolver<ResolversTypes['Ls22ServerLinks'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myDownloads?: Resolver<Array<ResolversTypes['Download']>, ParentType, ContextType>;
  personalAccessTokens?: Resolver<Array<ResolversTypes['PersonalAccessToken']>, ParentType, ContextType>;
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
  timeRecentEntries?: Resolver<Array<ResolversTypes['TimeRecentEntry']>, ParentType, ContextType, Partial<QueryTimeRecentEntriesArgs>>;
  timeRecord?: Resolver<Maybe<ResolversTypes['TimeRecord']>, ParentType, ContextType, RequireFields<QueryTimeRecordArgs, 'id'>>;
  timeRecords?: Resolver<ResolversTypes['TimeRecordPage'], ParentType, ContextType, Partial<QueryTimeRecordsArgs>>;
  timeSpentReport?: Resolver<ResolversTypes['TimeSpentReport'], ParentType, ContextType, RequireFields<QueryTimeSpentReportArgs, 'from' | 'groupBy' | 'to' | 'unit'>>;
  timeStatistics?: Resolver<ResolversTypes['TimeStatistics'], ParentType, ContextType>;
  timeTask?: Resolver<Maybe<ResolversTypes['TimeTask']>, ParentType, ContextType, RequireFields<QueryTimeTaskArgs, 'id'>>;
  timeTasks?: Resolver<ResolversTypes['TimeTaskPage'], ParentType, ContextType, Partial<QueryTimeTasksArgs>>;
  timeTrackingSettings?: Resolver<ResolversTypes['TimeTrackingSettings'], ParentType, ContextType>;
  timeTypes?: Resolver<ResolversTypes['TimeTypePage'], ParentType, ContextType, Partial<QueryTimeTypesArgs>>;
  timeWeek?: Resolver<ResolversTypes['TimeWeek'], ParentType, ContextType, RequireFields<QueryTimeWeekArgs, 'weekStart'>>;
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
  iptvEpgImportProgress?: SubscriptionResolver<ResolversTypes['IptvEpgImport'], "iptvEpgImportProgress", ParentType, ContextType, RequireFields<SubscriptionIptvEpgImportProgressArgs, 'importId'>>;
  iptvImportProgress?: SubscriptionResolver<ResolversTypes['IptvImport'], "iptvImportProgress", ParentType, ContextType, RequireFields<SubscriptionIptvImportProgressArgs, 'importId'>>;
  ls22ServerChanged?: SubscriptionResolver<ResolversTypes['Ls22Server'], "ls22ServerChanged", ParentType, ContextType>;
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

export type TimeBreakResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBreak'] = ResolversParentTypes['TimeBreak']> = {
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stop?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TimeBudgetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBudget'] = ResolversParentTypes['TimeBudget']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  endsOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  hourlyRateCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moneyCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  remainingSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingSecondsPerWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  targetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedMoneyCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeBudgetNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBudgetNotification'] = ResolversParentTypes['TimeBudgetNotification']> = {
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  budgetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TimeBudgetPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeBudgetPage'] = ResolversParentTypes['TimeBudgetPage']> = {
  items?: Resolver<Array<ResolversTypes['TimeBudget']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TimeClockRunningNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeClockRunningNotification'] = ResolversParentTypes['TimeClockRunningNotification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type TimeRecentEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeRecentEntry'] = ResolversParentTypes['TimeRecentEntry']> = {
  brand?: Resolver<Maybe<ResolversTypes['TimeBrand']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  lastStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['TimeProject']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['TimeTaskRef']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['TimeType']>, ParentType, ContextType>;
};

export type TimeRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeRecord'] = ResolversParentTypes['TimeRecord']> = {
  billable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['TimeBrand']>, ParentType, ContextType>;
  breakSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  breaks?: Resolver<Array<ResolversTypes['TimeBreak']>, ParentType, ContextType>;
  budgets?: Resolver<Array<ResolversTypes['TimeBudget']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['TimeComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['TimeProject']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stop?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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

export type TimeRoundingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeRounding'] = ResolversParentTypes['TimeRounding']> = {
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['TimeRoundingMode'], ParentType, ContextType>;
};

export type TimeSpentReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeSpentReport'] = ResolversParentTypes['TimeSpentReport']> = {
  billableSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TimeSpentRow']>, ParentType, ContextType>;
  totalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeSpentRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeSpentRow'] = ResolversParentTypes['TimeSpentRow']> = {
  billableSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  workingTimeDays?: Resolver<Array<ResolversTypes['TimeWorkingTimeDay']>, ParentType, ContextType>;
};

export type TimeStatisticsPeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeStatisticsPeriod'] = ResolversParentTypes['TimeStatisticsPeriod']> = {
  includesRunning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  holidayRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remindAfterHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['TimeRounding'], ParentType, ContextType>;
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

export type TimeWeekResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeWeek'] = ResolversParentTypes['TimeWeek']> = {
  days?: Resolver<Array<ResolversTypes['TimeWeekDay']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TimeWeekRow']>, ParentType, ContextType>;
  targetSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type TimeWeekDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeWeekDay'] = ResolversParentTypes['TimeWeekDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  holiday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['TimeWorkingTimeWarning']>, ParentType, ContextType>;
};

export type TimeWeekRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeWeekRow'] = ResolversParentTypes['TimeWeekRow']> = {
  cells?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['TimeCustomer']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['TimeTaskRef']>, ParentType, ContextType>;
  totalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeWorkingTimeDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TimeWorkingTimeDay'] = ResolversParentTypes['TimeWorkingTimeDay']> = {
  breakSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['TimeWorkingTimeWarning']>, ParentType, ContextType>;
  workedSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  CreatedPersonalAccessToken?: CreatedPersonalAccessTokenResolvers<ContextType>;
  CryptTrackAccount?: CryptTrackAccountResolvers<ContextType>;
  CryptTrackConfig?: CryptTrackConfigResolvers<ContextType>;
  CryptTrackConfigRef?: CryptTrackConfigRefResolvers<ContextType>;
  CryptTrackConfigSaved?: CryptTrackConfigSavedResolvers<ContextType>;
  CryptTrackDashboardEntry?: CryptTrackDashboardEntryResolvers<ContextType>;
  CryptTrackHistoryPosition?: CryptTrackHistoryPositionResolvers<ContextType>;
  CryptTrackKeyCheck?: CryptTrackKeyCheckResolvers<ContextType>;
  CryptTrackPosition?: CryptTrackPositionResolvers<ContextType>;
  CryptTrackPositionSum?: CryptTrackPositionSumResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DawumAttribution?: DawumAttributionResolvers<ContextType>;
  DawumAverage?: DawumAverageResolvers<ContextType>;
  DawumCurrentPolls?: DawumCurrentPollsResolvers<ContextType>;
  DawumInstitute?: DawumInstituteResolvers<ContextType>;
  DawumMethod?: DawumMethodResolvers<ContextType>;
  DawumParliament?: DawumParliamentResolvers<ContextType>;
  DawumPeriod?: DawumPeriodResolvers<ContextType>;
  DawumResult?: DawumResultResolvers<ContextType>;
  DawumSurvey?: DawumSurveyResolvers<ContextType>;
  DawumSurveyPage?: DawumSurveyPageResolvers<ContextType>;
  DawumSyncStatus?: DawumSyncStatusResolvers<ContextType>;
  DawumTasker?: DawumTaskerResolvers<ContextType>;
  DawumTrendAverage?: DawumTrendAverageResolvers<ContextType>;
  DawumTrendParty?: DawumTrendPartyResolvers<ContextType>;
  DawumTrendValue?: DawumTrendValueResolvers<ContextType>;
  DawumUnknownReference?: DawumUnknownReferenceResolvers<ContextType>;
  Download?: DownloadResolvers<ContextType>;
  DownloadReadyNotification?: DownloadReadyNotificationResolvers<ContextType>;
  DownloadRemovedNotification?: DownloadRemovedNotificationResolvers<ContextType>;
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
  Ls22AssignableMember?: Ls22AssignableMemberResolvers<ContextType>;
  Ls22Backup?: Ls22BackupResolvers<ContextType>;
  Ls22BackupFile?: Ls22BackupFileResolvers<ContextType>;
  Ls22BackupPage?: Ls22BackupPageResolvers<ContextType>;
  Ls22Config?: Ls22ConfigResolvers<ContextType>;
  Ls22Environment?: Ls22EnvironmentResolvers<ContextType>;
  Ls22Farm?: Ls22FarmResolvers<ContextType>;
  Ls22FarmMember?: Ls22FarmMemberResolvers<ContextType>;
  Ls22FarmPlayer?: Ls22FarmPlayerResolvers<ContextType>;
  Ls22FinancialRow?: Ls22FinancialRowResolvers<ContextType>;
  Ls22InGameDate?: Ls22InGameDateResolvers<ContextType>;
  Ls22Mod?: Ls22ModResolvers<ContextType>;
  Ls22Player?: Ls22PlayerResolvers<ContextType>;
  Ls22Server?: Ls22ServerResolvers<ContextType>;
  Ls22ServerLink?: Ls22ServerLinkResolvers<ContextType>;
  Ls22ServerLinks?: Ls22ServerLinksResolvers<ContextType>;
  Ls22Weather?: Ls22WeatherResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationDownload?: NotificationDownloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PersonalAccessToken?: PersonalAccessTokenResolvers<ContextType>;
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
  TimeBreak?: TimeBreakResolvers<ContextType>;
  TimeBudget?: TimeBudgetResolvers<ContextType>;
  TimeBudgetNotification?: TimeBudgetNotificationResolvers<ContextType>;
  TimeBudgetPage?: TimeBudgetPageResolvers<ContextType>;
  TimeClockRunningNotification?: TimeClockRunningNotificationResolvers<ContextType>;
  TimeComment?: TimeCommentResolvers<ContextType>;
  TimeCustomer?: TimeCustomerResolvers<ContextType>;
  TimeCustomerPage?: TimeCustomerPageResolvers<ContextType>;
  TimeDropdownData?: TimeDropdownDataResolvers<ContextType>;
  TimeMember?: TimeMemberResolvers<ContextType>;
  TimeProject?: TimeProjectResolvers<ContextType>;
  TimeProjectPage?: TimeProjectPageResolvers<ContextType>;
  TimeRecentEntry?: TimeRecentEntryResolvers<ContextType>;
  TimeRecord?: TimeRecordResolvers<ContextType>;
  TimeRecordPage?: TimeRecordPageResolvers<ContextType>;
  TimeRounding?: TimeRoundingResolvers<ContextType>;
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
  TimeWeek?: TimeWeekResolvers<ContextType>;
  TimeWeekDay?: TimeWeekDayResolvers<ContextType>;
  TimeWeekRow?: TimeWeekRowResolvers<ContextType>;
  TimeWorkingTimeDay?: TimeWorkingTimeDayResolvers<ContextType>;
  UnknownNotification?: UnknownNotificationResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
