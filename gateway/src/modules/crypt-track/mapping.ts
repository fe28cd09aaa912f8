import type {
  CryptTrackErrorCode as RestErrorCode,
  CryptTrackProductType as RestProductType,
  RestCreateCryptTrackConfigRequest,
  RestCryptTrackAccount,
  RestCryptTrackCheck,
  RestCryptTrackConfig,
  RestCryptTrackConfigSaved,
  RestCryptTrackDashboardEntry,
  RestCryptTrackError,
  RestCryptTrackHistoryPosition,
  RestCryptTrackHistoryQuery,
  RestCryptTrackPosition,
  RestUpdateCryptTrackConfigRequest,
} from '@portal/contract';
import type {
  CreateCryptTrackConfigInput,
  CryptTrackAccount,
  CryptTrackConfig,
  CryptTrackConfigSaved,
  CryptTrackDashboardEntry,
  CryptTrackErrorCode,
  CryptTrackHistoryPosition,
  CryptTrackKeyCheck,
  CryptTrackMarginMode,
  CryptTrackPosition,
  CryptTrackPositionMode,
  CryptTrackProductType,
  CryptTrackSide,
  QueryCryptTrackHistoryPositionsArgs,
  UpdateCryptTrackConfigInput,
} from '../../generated/graphql.js';

/** GraphQL ↔ REST of the crypto tracker (pure; unit-tested in mapping.test.ts). Amounts pass through untouched. */

/** Every code of the backend, so a new one fails the typecheck instead of the enum's serialisation. */
const ERROR_CODES: Readonly<Record<RestErrorCode, CryptTrackErrorCode>> = {
  badKey: 'BAD_KEY',
  badPassphrase: 'BAD_PASSPHRASE',
  badSignature: 'BAD_SIGNATURE',
  ipNotWhitelisted: 'IP_NOT_WHITELISTED',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
  timeout: 'TIMEOUT',
  clockSkew: 'CLOCK_SKEW',
  exchange: 'EXCHANGE',
  unreadable: 'UNREADABLE',
};
const errorCodeOf = (code: RestErrorCode): CryptTrackErrorCode => ERROR_CODES[code];

/** `USDT-FUTURES` → `USDT_FUTURES`. */
const productTypeOf = (type: RestProductType): CryptTrackProductType =>
  type.replace('-', '_') as CryptTrackProductType;

/** Bitget's spellings (v2 and the older v1 ones); anything else is unknown (null), never guessed. */
const SIDES: Readonly<Record<string, CryptTrackSide>> = { long: 'LONG', short: 'SHORT' };
const MARGIN_MODES: Readonly<Record<string, CryptTrackMarginMode>> = {
  crossed: 'CROSSED',
  cross: 'CROSSED',
  isolated: 'ISOLATED',
  fixed: 'ISOLATED',
};
const POSITION_MODES: Readonly<Record<string, CryptTrackPositionMode>> = {
  one_way_mode: 'ONE_WAY',
  single_hold: 'ONE_WAY',
  hedge_mode: 'HEDGE',
  double_hold: 'HEDGE',
};
const pick = <T>(table: Readonly<Record<string, T>>, value: string | null | undefined): T | null => {
  const key = value?.trim().toLowerCase() ?? '';
  return Object.hasOwn(table, key) ? table[key]! : null;
};

/** Errors that say nothing about the keys: the exchange could not be asked. */
const UNTRIED: ReadonlySet<RestErrorCode> = new Set(['rateLimited', 'unavailable', 'timeout', 'clockSkew']);

export const toCryptTrackKeyCheck = (check: RestCryptTrackCheck): Omit<CryptTrackKeyCheck, '__typename'> => ({
  keysWork: check.ok ? true : check.error && UNTRIED.has(check.error.code) ? null : false,
  message: check.ok ? null : (check.error?.message ?? null),
  errorCode: check.ok || !check.error ? null : errorCodeOf(check.error.code),
});

export const toCryptTrackConfig = (config: RestCryptTrackConfig): CryptTrackConfig => ({
  id: String(config.id),
  platform: config.platform,
  label: config.label,
  apiKeyLast4: config.api_key.last_four,
  meta: JSON.stringify(config.meta ?? {}),
  createdAt: config.created_at,
  updatedAt: config.updated_at,
});

export const toCryptTrackConfigSaved = ({
  check,
  ...config
}: RestCryptTrackConfigSaved): CryptTrackConfigSaved => ({
  config: toCryptTrackConfig(config),
  ...toCryptTrackKeyCheck(check),
});

export const toCryptTrackAccount = (account: RestCryptTrackAccount): CryptTrackAccount => ({
  productType: productTypeOf(account.product_type),
  marginCoin: account.margin_coin,
  available: account.available,
  frozen: account.frozen,
  margin: account.margin,
  transferable: account.transferable,
  positionMode: pick(POSITION_MODES, account.position_mode),
  crossedUnrealizedPnl: account.crossed_unrealized_pnl,
  isolatedUnrealizedPnl: account.isolated_unrealized_pnl,
  bonus: account.bonus,
  totalCapital: account.total_capital,
  usdtEquity: account.usdt_equity,
  unrealizedPnl: account.unrealized_pnl,
});

export const toCryptTrackPosition = (position: RestCryptTrackPosition): CryptTrackPosition => ({
  positionId: position.position_id,
  productType: productTypeOf(position.product_type),
  symbol: position.symbol,
  marginCoin: position.margin_coin,
  qty: position.qty,
  entryValue: position.entry_value,
  side: pick(SIDES, position.side),
  marginMode: pick(MARGIN_MODES, position.margin_mode),
  positionMode: pick(POSITION_MODES, position.position_mode),
  leverage: position.leverage,
  fee: position.fee,
  funding: position.funding,
  realizedPnl: position.realized_pnl,
  margin: position.margin,
  unrealizedPnl: position.unrealized_pnl,
  liquidationPrice: position.liquidation_price,
  averageOpenPrice: position.average_open_price,
  markPrice: position.mark_price,
  marginRate: position.margin_rate,
  createdAt: position.created_at,
  modifiedAt: position.modified_at,
});

export const toCryptTrackHistoryPosition = (
  position: RestCryptTrackHistoryPosition,
): CryptTrackHistoryPosition => ({
  positionId: position.position_id,
  symbol: position.symbol,
  marginCoin: position.margin_coin,
  side: pick(SIDES, position.side),
  marginMode: pick(MARGIN_MODES, position.margin_mode),
  openAveragePrice: position.open_average_price,
  closeAveragePrice: position.close_average_price,
  openTotal: position.open_total,
  closeTotal: position.close_total,
  pnl: position.pnl,
  netProfit: position.net_profit,
  totalFunding: position.total_funding,
  openFee: position.open_fee,
  closeFee: position.close_fee,
  createdAt: position.created_at,
  modifiedAt: position.modified_at,
});

const errorOf = (error: RestCryptTrackError | null) => ({
  error: error?.message ?? null,
  errorCode: error ? errorCodeOf(error.code) : null,
});

export const toCryptTrackDashboardEntry = (
  entry: RestCryptTrackDashboardEntry,
): CryptTrackDashboardEntry => ({
  config: { id: String(entry.config.id), platform: entry.config.platform, label: entry.config.label },
  accounts: entry.accounts.map(toCryptTrackAccount),
  positions: entry.positions.map(toCryptTrackPosition),
  positionSums: entry.totals.map((total) => ({
    marginCoin: total.margin_coin,
    count: total.count,
    margin: total.margin,
    unrealizedPnl: total.unrealized_pnl,
  })),
  ...errorOf(entry.error),
});

/**
 * `meta` is JSON text in GraphQL and an object in REST. Text that is no JSON object goes as it is, so the backend
 * refuses it with its own localised message under `meta`, as for every other field.
 */
function metaOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // not JSON: refused by the backend below
  }
  return text as unknown as Record<string, unknown>;
}

export const createConfigRequest = (
  input: CreateCryptTrackConfigInput,
): RestCreateCryptTrackConfigRequest => ({
  platform: input.platform as RestCreateCryptTrackConfigRequest['platform'],
  label: input.label,
  api_key: { key: input.apiKey },
  api_secret: { key: input.apiSecret },
  api_passphrase: { key: input.apiPassphrase },
  ...(input.meta == null ? {} : { meta: metaOf(input.meta) }),
});

/** Only the given fields; a left-out or null secret, platform or label keeps its value, `meta: null` clears it. */
export function updateConfigRequest(input: UpdateCryptTrackConfigInput): RestUpdateCryptTrackConfigRequest {
  const request: RestUpdateCryptTrackConfigRequest = {};
  if (input.platform != null)
    request.platform = input.platform as RestUpdateCryptTrackConfigRequest['platform'];
  if (input.label != null) request.label = input.label;
  if (input.apiKey != null) request.api_key = { key: input.apiKey };
  if (input.apiSecret != null) request.api_secret = { key: input.apiSecret };
  if (input.apiPassphrase != null) request.api_passphrase = { key: input.apiPassphrase };
  if (input.meta !== undefined) request.meta = input.meta === null ? null : metaOf(input.meta);
  return request;
}

export function historyQuery({
  from,
  to,
  symbol,
}: Omit<QueryCryptTrackHistoryPositionsArgs, 'configId'>): RestCryptTrackHistoryQuery {
  return {
    ...(from == null ? {} : { from }),
    ...(to == null ? {} : { to }),
    ...(symbol == null || symbol.trim() === '' ? {} : { symbol }),
  };
}
