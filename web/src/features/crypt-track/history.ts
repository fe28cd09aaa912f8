import type { HistoryPanel_PositionFragment } from '../../gql/graphql';
import { sumDecimals } from '../../lib/decimal';

export type HistoryRow = HistoryPanel_PositionFragment;

/** A point of the net-profit line: the time a position closed and each coin's running total until then. */
export interface ProfitPoint {
  time: number;
  /** The running totals to draw (numbers only for the chart's geometry). */
  [coin: string]: number;
}

export interface ProfitSeries {
  /** One line per margin coin (profits in different coins are never added). */
  coins: string[];
  points: ProfitPoint[];
  /** The exact running total per point and coin, as the tooltip shows it: `exact[index][coin]`. */
  exact: Record<string, string>[];
}

/** When a closed position counts: its closing time (its last change), else its opening. */
const closedAt = (row: HistoryRow) => Date.parse(row.modifiedAt ?? row.createdAt ?? '');

/**
 * The cumulative net profit over time, per margin coin, added up exactly from the decimal strings; positions without a
 * time or a net profit are left out.
 */
export function cumulativeNetProfit(rows: readonly HistoryRow[]): ProfitSeries {
  const dated = rows
    .map((row) => ({ row, time: closedAt(row) }))
    .filter(({ row, time }) => Number.isFinite(time) && row.netProfit != null)
    .sort((a, b) => a.time - b.time);
  const totals = new Map<string, string>();
  const points: ProfitPoint[] = [];
  const exact: Record<string, string>[] = [];
  for (const { row, time } of dated) {
    const coin = row.marginCoin ?? '';
    totals.set(coin, sumDecimals([totals.get(coin), row.netProfit]));
    const point: ProfitPoint = { time };
    const texts: Record<string, string> = {};
    for (const [c, total] of totals) {
      point[c] = Number(total);
      texts[c] = total;
    }
    points.push(point);
    exact.push(texts);
  }
  return { coins: [...totals.keys()], points, exact };
}
