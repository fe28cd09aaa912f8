import type { Queryable } from '../../db/client.js';
import type { BudgetRow } from './tables.dal.js';
import { BUDGET_USED, BUDGETS } from './tables.dal.js';
import type { Targets } from './targets.dal.js';

/** The thresholds a budget warns at, in percent. */
export const BUDGET_THRESHOLDS = [80, 100] as const;

/**
 * The budgets on each of the member's records `ids`: those on its project, brand and customer, in that order
 * (then by name). One statement for a page of records.
 */
export async function budgetsOfRecords(
  db: Queryable,
  userId: number,
  ids: number[],
): Promise<(BudgetRow & { record_id: number })[]> {
  const { rows } = await db.query<BudgetRow & { record_id: number }>(
    `SELECT r.id AS record_id, ${BUDGETS.select}
       FROM tt_records r, ${BUDGETS.from}
      WHERE r.user_id = $1 AND r.id = ANY($2::bigint[]) AND x.user_id = r.user_id
        AND (x.project_id = r.project_id OR x.brand_id = r.brand_id OR x.customer_id = r.customer_id)
      ORDER BY r.id, x.project_id IS NULL, x.brand_id IS NULL, lower(x.name), x.id`,
    [userId, ids],
  );
  return rows;
}

/**
 * Brings the warned threshold of the member's budgets on `targets` (all with 'all') to the highest one their use
 * has reached now (of the time budget, else of the money budget at the hourly rate; 0 below 80 %), and answers
 * those it raised, with the threshold. A lowered one may warn again once the use climbs back.
 */
export async function settleWarnings(
  q: Queryable,
  userId: number,
  targets: Targets[] | 'all',
): Promise<{ id: number; name: string; percent: number }[]> {
  const ids = (key: keyof Targets) =>
    targets === 'all' ? null : targets.flatMap((t) => (t[key] === null ? [] : [t[key]]));
  const [high, low] = [BUDGET_THRESHOLDS[1], BUDGET_THRESHOLDS[0]];
  const { rows } = await q.query<{ id: number; name: string; percent: number; raised: boolean }>(
    `WITH u AS (
       SELECT x.id, x.warned_percent AS warned, CASE
                WHEN l.used > 0 AND l.used * 100 >= l.amount * ${high} THEN ${high}
                WHEN l.used > 0 AND l.used * 100 >= l.amount * ${low} THEN ${low}
                ELSE 0 END AS reached
         FROM tt_budgets x CROSS JOIN LATERAL (SELECT ${BUDGET_USED} AS seconds) s
         CROSS JOIN LATERAL (
           SELECT CASE WHEN x.time_seconds IS NOT NULL THEN s.seconds
                       WHEN x.money_cents IS NOT NULL THEN round(s.seconds * x.hourly_rate_cents / 3600.0) END AS used,
                  coalesce(x.time_seconds, x.money_cents) AS amount) l
        WHERE x.user_id = $1
          AND ($2::bigint[] IS NULL OR x.customer_id = ANY($2) OR x.brand_id = ANY($3) OR x.project_id = ANY($4)))
     UPDATE tt_budgets b SET warned_percent = u.reached FROM u
      WHERE b.id = u.id AND u.warned <> u.reached
      RETURNING b.id, b.name, u.reached AS percent, u.reached > u.warned AS raised`,
    [userId, ids('customer_id'), ids('brand_id'), ids('project_id')],
  );
  return rows.filter((r) => r.raised).map(({ id, name, percent }) => ({ id, name, percent }));
}
