import type { ResultOf } from '@graphql-typed-document-node/core';
import type { Ls22FarmFinancialsQuery } from './operations';
import { signOfDecimal, sumDecimals } from '../../lib/decimal';

export type FinancialRow = ResultOf<typeof Ls22FarmFinancialsQuery>['ls22FarmFinancials'][number];

/** Fields of a row that are no money column. */
const NOT_MONEY: ReadonlySet<string> = new Set(['__typename', 'day', 'extra']);

/** The columns the game added beyond the schema's list (`extra`, JSON text); unreadable text counts as none. */
function extraOf(row: FinancialRow): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(row.extra);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Every money value of a day by column (the schema's columns and the game's extra ones); unwritten ones left out. */
export function valuesOf(row: FinancialRow): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!NOT_MONEY.has(column) && typeof value === 'string') values[column] = value;
  }
  return { ...values, ...extraOf(row) };
}

/** The columns written on any day of `rows`: the schema's in its order, then the extra ones as they first appear. */
export function columnsOf(rows: readonly FinancialRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const column of Object.keys(valuesOf(row))) columns.add(column);
  return [...columns];
}

/** One in-game day: what came in (positive values), what went out (negative ones) and the balance, exactly. */
export interface DaySummary {
  day: number;
  income: string;
  expenses: string;
  net: string;
  values: Record<string, string>;
}

export function summaryOf(row: FinancialRow): DaySummary {
  const values = valuesOf(row);
  const amounts = Object.values(values);
  return {
    day: row.day,
    income: sumDecimals(amounts.filter((value) => signOfDecimal(value) > 0)),
    expenses: sumDecimals(amounts.filter((value) => signOfDecimal(value) < 0)),
    net: sumDecimals(amounts),
    values,
  };
}

/** A column's total over the whole history. */
export interface ItemTotal {
  column: string;
  total: string;
}

/** The `count` columns with the largest totals (income or expense) over `rows`, largest first; zero ones left out. */
export function largestItems(rows: readonly FinancialRow[], count: number): ItemTotal[] {
  const byColumn = new Map<string, string[]>();
  for (const row of rows) {
    for (const [column, value] of Object.entries(valuesOf(row))) {
      const values = byColumn.get(column) ?? [];
      values.push(value);
      byColumn.set(column, values);
    }
  }
  return [...byColumn]
    .map(([column, values]) => ({ column, total: sumDecimals(values) }))
    .filter((item) => signOfDecimal(item.total) !== 0)
    .sort((a, b) => Math.abs(Number(b.total)) - Math.abs(Number(a.total)) || a.column.localeCompare(b.column))
    .slice(0, count);
}
