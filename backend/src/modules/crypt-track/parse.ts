import Decimal from 'decimal.js';
import type {
  CryptTrackProductType,
  RestCryptTrackAccount,
  RestCryptTrackHistoryPosition,
  RestCryptTrackPosition,
  RestCryptTrackPositionTotal,
} from '@portal/contract';

/**
 * Bitget's rows are not uniform: amounts come as strings or numbers, "" stands for missing, some fields carry a
 * decimal comma, and names differ between versions (`cTime`/`ctime`). These turn them into exact decimal strings
 * (never a float: a string is kept digit for digit) and ISO instants, with null for whatever is missing or not a
 * number.
 */
type Row = Record<string, unknown>;

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const COMMA = /^[+-]?\d+,\d+$/;
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/** A decimal string as the exchange sent it (`,` read as `.`); null when missing or not a number. */
export function amount(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value).toFixed() : null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (PLAIN.test(v)) return v.replace(/^\+/, '');
  if (COMMA.test(v)) return v.replace(',', '.').replace(/^\+/, '');
  if (EXPONENT.test(v)) return new Decimal(v).toFixed();
  return null;
}

/** Epoch milliseconds (string or number) as ISO; null when missing. */
export function instant(value: unknown): string | null {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(ms) || ms <= 0 || (typeof value === 'string' && value.trim() === '')) return null;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A text field; null when missing or empty. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return v === '' ? null : v;
}

/** The first of the names the row has (Bitget spells some fields two ways). */
const either = (row: Row, ...names: string[]) =>
  names.map((n) => row[n]).find((v) => v !== undefined && v !== '');

const sum = (...values: (string | null)[]) =>
  values.every((v) => v === null) ? null : values.reduce((s, v) => s.plus(v ?? 0), new Decimal(0)).toFixed();

export function toAccount(productType: CryptTrackProductType, row: Row): RestCryptTrackAccount {
  return {
    product_type: productType,
    margin_coin: textOf(row.marginCoin) ?? '',
    available: amount(row.available),
    frozen: amount(row.locked),
    margin: sum(amount(row.crossedMargin), amount(row.isolatedMargin)),
    transferable: amount(row.maxTransferOut),
    position_mode: textOf(row.posMode),
    crossed_unrealized_pnl: amount(row.crossedUnrealizedPL),
    isolated_unrealized_pnl: amount(row.isolatedUnrealizedPL),
    bonus: amount(row.coupon),
    total_capital: amount(row.accountEquity),
    usdt_equity: amount(row.usdtEquity),
    unrealized_pnl: amount(row.unrealizedPL),
  };
}

export function toPosition(productType: CryptTrackProductType, row: Row): RestCryptTrackPosition {
  const symbol = textOf(row.symbol) ?? '';
  const marginCoin = textOf(row.marginCoin);
  const side = textOf(row.holdSide) ?? '';
  const qty = amount(row.total);
  const averageOpenPrice = amount(row.openPriceAvg);
  return {
    position_id: [productType, symbol, marginCoin ?? '', side].join(':'),
    product_type: productType,
    symbol,
    margin_coin: marginCoin,
    qty,
    entry_value:
      qty !== null && averageOpenPrice !== null ? new Decimal(qty).times(averageOpenPrice).toFixed() : null,
    side,
    margin_mode: textOf(row.marginMode),
    position_mode: textOf(row.posMode),
    leverage: amount(row.leverage),
    // v2 names the trading fees `deductedFee` and the funding `totalFee`
    fee: amount(row.deductedFee),
    funding: amount(row.totalFee),
    realized_pnl: amount(row.achievedProfits),
    margin: amount(row.marginSize),
    unrealized_pnl: amount(row.unrealizedPL),
    liquidation_price: amount(row.liquidationPrice),
    average_open_price: averageOpenPrice,
    mark_price: amount(row.markPrice),
    margin_rate: amount(row.marginRatio),
    created_at: instant(either(row, 'cTime', 'ctime')),
    modified_at: instant(either(row, 'uTime', 'utime')),
  };
}

export function toHistoryPosition(row: Row): RestCryptTrackHistoryPosition {
  return {
    position_id: textOf(row.positionId) ?? '',
    symbol: textOf(row.symbol) ?? '',
    margin_coin: textOf(row.marginCoin),
    side: textOf(row.holdSide),
    margin_mode: textOf(row.marginMode),
    open_average_price: amount(either(row, 'openAvgPrice', 'openPriceAvg')),
    close_average_price: amount(either(row, 'closeAvgPrice', 'closePriceAvg')),
    open_total: amount(row.openTotalPos),
    close_total: amount(row.closeTotalPos),
    pnl: amount(row.pnl),
    net_profit: amount(row.netProfit),
    total_funding: amount(row.totalFunding),
    open_fee: amount(row.openFee),
    close_fee: amount(row.closeFee),
    created_at: instant(either(row, 'ctime', 'cTime')),
    modified_at: instant(either(row, 'utime', 'uTime')),
  };
}

/** Count, margin and unrealized PnL of the open positions per margin coin, summed exactly. */
export function positionTotals(positions: RestCryptTrackPosition[]): RestCryptTrackPositionTotal[] {
  const byCoin = new Map<string, { count: number; margin: Decimal; pnl: Decimal }>();
  for (const p of positions) {
    const coin = p.margin_coin ?? '';
    const total = byCoin.get(coin) ?? { count: 0, margin: new Decimal(0), pnl: new Decimal(0) };
    total.count += 1;
    total.margin = total.margin.plus(p.margin ?? 0);
    total.pnl = total.pnl.plus(p.unrealized_pnl ?? 0);
    byCoin.set(coin, total);
  }
  return [...byCoin]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([coin, t]) => ({
      margin_coin: coin,
      count: t.count,
      margin: t.margin.toFixed(),
      unrealized_pnl: t.pnl.toFixed(),
    }));
}
