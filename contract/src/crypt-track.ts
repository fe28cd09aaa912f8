import { z } from 'zod';
import { RestId, RestMessage } from './common.js';
import { route } from './route.js';
import { IdParams, text, visibleText } from './rules.js';

/** The exchanges a configuration may name; today only Bitget's futures API v2. */
export const CRYPT_TRACK_PLATFORMS = ['bitget'] as const;
export type CryptTrackPlatform = (typeof CRYPT_TRACK_PLATFORMS)[number];

/** Bitget's futures product types; the dashboard reads the accounts and positions of all three. */
export const CRYPT_TRACK_PRODUCT_TYPES = ['USDT-FUTURES', 'USDC-FUTURES', 'COIN-FUTURES'] as const;
export type CryptTrackProductType = (typeof CRYPT_TRACK_PRODUCT_TYPES)[number];

/** How far back the history of closed positions reaches (Bitget keeps three months). */
export const CRYPT_TRACK_HISTORY_MAX_DAYS = 90;

/**
 * Why the exchange could not be read, as a code; the message beside it is in the caller's language.
 * `badKey` unknown or malformed API key, `badPassphrase`, `badSignature` (the secret does not match the key),
 * `ipNotWhitelisted`, `rateLimited`, `unavailable` (down, maintenance, an HTML page instead of JSON), `timeout`,
 * `clockSkew` (the exchange refused our timestamp), `exchange` (any other error code of the exchange), `unreadable`
 * (the stored keys no longer decrypt: PORTAL_SECRET changed; the member enters them again).
 */
export const CRYPT_TRACK_ERROR_CODES = [
  'badKey',
  'badPassphrase',
  'badSignature',
  'ipNotWhitelisted',
  'rateLimited',
  'unavailable',
  'timeout',
  'clockSkew',
  'exchange',
  'unreadable',
] as const;
export type CryptTrackErrorCode = (typeof CRYPT_TRACK_ERROR_CODES)[number];

export const RestCryptTrackError = z.object({
  code: z.enum(CRYPT_TRACK_ERROR_CODES),
  message: z.string(),
  /** The exchange's own error code (e.g. Bitget `40012`), when it sent one. */
  exchange_code: z.string().nullable(),
});
export type RestCryptTrackError = z.infer<typeof RestCryptTrackError>;

/** An amount exactly as the exchange sent it (a decimal string, `.` as separator); null when it sent none. */
const Amount = z.string().nullable();
/** An instant as ISO 8601 (UTC); null when the exchange sent none. */
const Instant = z.string().nullable();

export const RestCryptTrackConfigRef = z.object({ id: RestId, platform: z.string(), label: z.string() });
export type RestCryptTrackConfigRef = z.infer<typeof RestCryptTrackConfigRef>;

/** Spec 02 §3 user config; the secrets never leave the server, only the key's last four characters. */
export const RestCryptTrackConfig = z.object({
  id: RestId,
  platform: z.string(),
  label: z.string(),
  api_key: z.object({ last_four: z.string() }),
  meta: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestCryptTrackConfig = z.infer<typeof RestCryptTrackConfig>;

/** The result of trying a configuration's keys against the exchange once. */
export const RestCryptTrackCheck = z.object({
  ok: z.boolean(),
  /** Null when ok. */
  error: RestCryptTrackError.nullable(),
});
export type RestCryptTrackCheck = z.infer<typeof RestCryptTrackCheck>;

/** A saved configuration with what the exchange said about its keys. */
export const RestCryptTrackConfigSaved = RestCryptTrackConfig.extend({ check: RestCryptTrackCheck });
export type RestCryptTrackConfigSaved = z.infer<typeof RestCryptTrackConfigSaved>;

/** One secret as the spec shows it: `{ key }`. */
const secret = () => z.object({ key: text().trim().min(1).max(255) }, 'array');

const label = () => visibleText().trim().min(1).max(255);
/** Free JSON of the member's (an object of at most 10 000 characters as JSON). */
const meta = () =>
  z
    .record(text().max(100), z.unknown(), 'array')
    .refine((v) => JSON.stringify(v).length <= 10_000, { message: 'max.string', params: { max: 10_000 } })
    .nullable();

export const RestCreateCryptTrackConfigRequest = z.object({
  platform: z.enum(CRYPT_TRACK_PLATFORMS, 'in'),
  label: label(),
  api_key: secret(),
  api_secret: secret(),
  api_passphrase: secret(),
  meta: meta().optional(),
});
export type RestCreateCryptTrackConfigRequest = z.input<typeof RestCreateCryptTrackConfigRequest>;

/** Only the fields that change; an absent secret keeps the stored one. */
export const RestUpdateCryptTrackConfigRequest = z.object({
  platform: z.enum(CRYPT_TRACK_PLATFORMS, 'in').optional(),
  label: label().optional(),
  api_key: secret().optional(),
  api_secret: secret().optional(),
  api_passphrase: secret().optional(),
  meta: meta().optional(),
});
export type RestUpdateCryptTrackConfigRequest = z.input<typeof RestUpdateCryptTrackConfigRequest>;

/** Spec 02 §3 account, one per product type and margin coin. */
export const RestCryptTrackAccount = z.object({
  product_type: z.enum(CRYPT_TRACK_PRODUCT_TYPES),
  margin_coin: z.string(),
  available: Amount,
  frozen: Amount,
  /** Crossed plus isolated margin in use. */
  margin: Amount,
  transferable: Amount,
  /** `one_way_mode` or `hedge_mode`. */
  position_mode: z.string().nullable(),
  crossed_unrealized_pnl: Amount,
  isolated_unrealized_pnl: Amount,
  bonus: Amount,
  /** The account equity. */
  total_capital: Amount,
  /** The equity in USDT. */
  usdt_equity: Amount,
  unrealized_pnl: Amount,
});
export type RestCryptTrackAccount = z.infer<typeof RestCryptTrackAccount>;

/** Spec 02 §3 pending (open) position. */
export const RestCryptTrackPosition = z.object({
  /** Bitget v2 names no id for an open position: product type, symbol, margin coin and side identify it. */
  position_id: z.string(),
  product_type: z.enum(CRYPT_TRACK_PRODUCT_TYPES),
  symbol: z.string(),
  margin_coin: z.string().nullable(),
  qty: Amount,
  /** qty × average open price. */
  entry_value: Amount,
  /** `long` or `short`. */
  side: z.string(),
  /** `crossed` or `isolated`. */
  margin_mode: z.string().nullable(),
  position_mode: z.string().nullable(),
  leverage: Amount,
  /** Trading fees deducted while open. */
  fee: Amount,
  /** Funding fees accumulated while open. */
  funding: Amount,
  realized_pnl: Amount,
  margin: Amount,
  unrealized_pnl: Amount,
  liquidation_price: Amount,
  average_open_price: Amount,
  mark_price: Amount,
  margin_rate: Amount,
  created_at: Instant,
  modified_at: Instant,
});
export type RestCryptTrackPosition = z.infer<typeof RestCryptTrackPosition>;

/** A closed position. */
export const RestCryptTrackHistoryPosition = z.object({
  position_id: z.string(),
  symbol: z.string(),
  margin_coin: z.string().nullable(),
  side: z.string().nullable(),
  margin_mode: z.string().nullable(),
  open_average_price: Amount,
  close_average_price: Amount,
  open_total: Amount,
  close_total: Amount,
  pnl: Amount,
  net_profit: Amount,
  total_funding: Amount,
  open_fee: Amount,
  close_fee: Amount,
  created_at: Instant,
  modified_at: Instant,
});
export type RestCryptTrackHistoryPosition = z.infer<typeof RestCryptTrackHistoryPosition>;

/** Sums of the open positions per margin coin (exact decimal arithmetic). */
export const RestCryptTrackPositionTotal = z.object({
  margin_coin: z.string(),
  count: z.number(),
  margin: z.string(),
  unrealized_pnl: z.string(),
});
export type RestCryptTrackPositionTotal = z.infer<typeof RestCryptTrackPositionTotal>;

/** One card of the dashboard; a configuration the exchange refused carries its error and empty lists. */
export const RestCryptTrackDashboardEntry = z.object({
  config: RestCryptTrackConfigRef,
  accounts: z.array(RestCryptTrackAccount),
  positions: z.array(RestCryptTrackPosition),
  totals: z.array(RestCryptTrackPositionTotal),
  error: RestCryptTrackError.nullable(),
});
export type RestCryptTrackDashboardEntry = z.infer<typeof RestCryptTrackDashboardEntry>;

export const RestCryptTrackPendingPositions = z.object({
  config: RestCryptTrackConfigRef,
  positions: z.array(RestCryptTrackPosition),
});
export type RestCryptTrackPendingPositions = z.infer<typeof RestCryptTrackPendingPositions>;

export const RestCryptTrackHistoryPositions = z.object({
  config: RestCryptTrackConfigRef,
  /** The period read (ISO), after defaults and the three-month bound. */
  from: z.string(),
  to: z.string(),
  positions: z.array(RestCryptTrackHistoryPosition),
});
export type RestCryptTrackHistoryPositions = z.infer<typeof RestCryptTrackHistoryPositions>;

/** An instant as ISO 8601 or epoch milliseconds. */
const instant = () =>
  text().refine((v) => /^\d{1,15}$/.test(v.trim()) || !Number.isNaN(Date.parse(v)), 'date');

/** `from`/`to` default to the last seven days; at most three months back. */
export const RestCryptTrackHistoryQuery = z.object({
  from: instant().optional(),
  to: instant().optional(),
  symbol: text()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,40}$/, 'regex')
    .optional(),
});
export type RestCryptTrackHistoryQuery = z.input<typeof RestCryptTrackHistoryQuery>;

const member = { auth: true, roles: ['ADMIN', 'CRYPT_TRACK'] } as const;
const configs = '/api/user-profile/services/crypt-track-configuration';
const service = '/api/services/crypt-track';

export const cryptTrackRoutes = {
  [`GET ${configs}`]: route({
    method: 'GET',
    path: configs,
    summary: "The member's platform configurations by label (secrets never; the key's last four characters).",
    origin: 'laravel',
    ...member,
    response: z.array(RestCryptTrackConfig),
  }),
  [`POST ${configs}`]: route({
    method: 'POST',
    path: configs,
    summary:
      'Adds a platform configuration after trying its keys once: 422 when the exchange refuses the key, ' +
      'secret or passphrase; saved with `check.ok: false` when the exchange cannot be asked (down, time-out, ' +
      'rate limit) or refuses the IP.',
    origin: 'laravel',
    ...member,
    body: RestCreateCryptTrackConfigRequest,
    response: RestCryptTrackConfigSaved,
    status: 201,
  }),
  [`PUT ${configs}/:id`]: route({
    method: 'PUT',
    path: `${configs}/:id`,
    summary: 'Changes a configuration (absent secrets are kept); the keys are tried again as on adding.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    body: RestUpdateCryptTrackConfigRequest,
    response: RestCryptTrackConfigSaved,
  }),
  [`DELETE ${configs}/:id`]: route({
    method: 'DELETE',
    path: `${configs}/:id`,
    summary: 'Deletes a configuration with its sealed keys.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    response: RestMessage,
  }),
  [`POST ${configs}/:id/test`]: route({
    method: 'POST',
    path: `${configs}/:id/test`,
    summary:
      "Tries a stored configuration's keys against the exchange (no cache) and says whether they work.",
    origin: 'portal',
    ...member,
    params: IdParams,
    response: RestCryptTrackCheck,
  }),
  [`GET ${service}/dashboard`]: route({
    method: 'GET',
    path: `${service}/dashboard`,
    summary:
      'Per configuration: the accounts of the three product types, the open positions and their sums; a ' +
      'configuration the exchange refuses carries its error while the others load.',
    origin: 'laravel',
    ...member,
    response: z.array(RestCryptTrackDashboardEntry),
  }),
  [`GET ${service}/config/:id/position/get-pending-positions`]: route({
    method: 'GET',
    path: `${service}/config/:id/position/get-pending-positions`,
    summary: 'The open positions of one configuration (all product types); 502/503/504/429 with a message.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    response: RestCryptTrackPendingPositions,
  }),
  [`GET ${service}/config/:id/position/get-history-positions`]: route({
    method: 'GET',
    path: `${service}/config/:id/position/get-history-positions`,
    summary:
      'The closed positions of one configuration between from and to (default the last 7 days, at most ' +
      'three months back), optionally of one symbol, newest first.',
    origin: 'laravel',
    ...member,
    params: IdParams,
    query: RestCryptTrackHistoryQuery,
    response: RestCryptTrackHistoryPositions,
  }),
} as const;
