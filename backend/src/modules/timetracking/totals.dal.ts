import type { Queryable } from '../../db/client.js';

export type Unit = 'day' | 'month' | 'year';
export type Grouping = 'client_brand' | 'type';

/**
 * Which records count: the member's finished ones, optionally those starting from day `from` to day `to`
 * (inclusive, YYYY-MM-DD in `timeZone`) and of one brand. A running record counts once it is stopped.
 */
export interface Scope {
  userId: number;
  timeZone: string;
  from?: string;
  to?: string;
  brandId?: number;
}

const PERIOD_FORMAT: Record<Unit, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

/** The report's group of a record: `customer / brand` (either may be missing), or the type's name; '' for none. */
const GROUP_LABEL: Record<Grouping, { keys: string; joins: string; label: string }> = {
  client_brand: {
    keys: 'x.customer_id, x.brand_id',
    joins: 'LEFT JOIN tt_customers c ON c.id = g.customer_id LEFT JOIN tt_brands b ON b.id = g.brand_id',
    label: "concat_ws(' / ', c.name, b.name)",
  },
  type: {
    keys: 'x.type_id',
    joins: 'LEFT JOIN tt_types ty ON ty.id = g.type_id',
    label: "coalesce(ty.name, '')",
  },
};

/** The WHERE of a scope over `tt_records x`; `$1` is the member, `zone()` the time zone's placeholder (text). */
function scopeSql(scope: Scope) {
  const params: unknown[] = [scope.userId];
  const bind = (v: unknown) => `$${params.push(v)}`;
  // bound on first use: a placeholder no statement mentions has no type
  let zoneParam: string | undefined;
  const zone = () => (zoneParam ??= `${bind(scope.timeZone)}::text`);
  const conditions = ['x.user_id = $1', 'x.stop IS NOT NULL'];
  if (scope.from) conditions.push(`x.start >= (${bind(scope.from)}::date)::timestamp AT TIME ZONE ${zone()}`);
  if (scope.to) conditions.push(`x.start < (${bind(scope.to)}::date + 1)::timestamp AT TIME ZONE ${zone()}`);
  if (scope.brandId !== undefined) conditions.push(`x.brand_id = ${bind(scope.brandId)}`);
  return { where: conditions.join(' AND '), params, bind, zone };
}

export interface TotalRow {
  /** YYYY-MM-DD, YYYY-MM or YYYY in the member's time zone; null without a unit. */
  period: string | null;
  /** The group's label; null without a grouping. */
  group: string | null;
  seconds: number;
  records: number;
}

/**
 * The one totals engine: seconds and record counts of the scope's records per period and group (the screen's
 * statistics, the time-spent report, brand stats and the exports' totals all come from here, so they agree to the
 * second). The records are first summed per period and group key on the (user_id, start) index alone, then the
 * few sums meet the names.
 */
export async function totals(
  db: Queryable,
  scope: Scope,
  by: { unit?: Unit; groupBy?: Grouping } = {},
): Promise<TotalRow[]> {
  const { where, params, zone } = scopeSql(scope);
  const group = by.groupBy ? GROUP_LABEL[by.groupBy] : null;
  const period = by.unit ? `date_trunc('${by.unit}', x.start AT TIME ZONE ${zone()})` : 'NULL::timestamp';
  const { rows } = await db.query<TotalRow>(
    `SELECT ${by.unit ? `to_char(g.period, '${PERIOD_FORMAT[by.unit]}')` : 'NULL'} AS period,
            ${group ? group.label : 'NULL'} AS "group",
            sum(g.seconds)::bigint AS seconds, sum(g.records)::int AS records
       FROM (SELECT ${period} AS period, ${group ? `${group.keys},` : ''}
                    sum(x.duration)::bigint AS seconds, count(*) AS records
               FROM tt_records x WHERE ${where} GROUP BY 1${group ? `, ${group.keys}` : ''}) g
       ${group ? group.joins : ''}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    params,
  );
  return rows;
}

/** When the member's running record started; null while the clock stands. */
export async function runningStart(db: Queryable, userId: number): Promise<Date | null> {
  const { rows } = await db.query<{ start: Date }>(
    'SELECT start FROM tt_records WHERE user_id = $1 AND stop IS NULL',
    [userId],
  );
  return rows[0]?.start ?? null;
}

/** Seconds and records of the whole scope. */
export async function sumOf(db: Queryable, scope: Scope): Promise<{ seconds: number; records: number }> {
  const [row] = await totals(db, scope);
  return { seconds: row?.seconds ?? 0, records: row?.records ?? 0 };
}

/** One record of an export, its times as DD.MM.YYYY HH:mm:ss in the member's time zone. */
export interface ExportRow {
  id: number;
  start_at: Date;
  start: string;
  stop: string;
  seconds: number;
  period: string | null;
  group: string | null;
  customer: string | null;
  brand: string | null;
  project: string | null;
  type: string | null;
  task: string | null;
  text: string | null;
  ticket_url: string | null;
}

const EXPORT_BATCH = 2_000;

/**
 * The scope's records by start, in batches (an export of many records never holds them all), with the period and
 * group the report counts them in.
 */
export async function* exportRows(
  db: Queryable,
  scope: Scope,
  by: { unit?: Unit; groupBy?: Grouping } = {},
): AsyncGenerator<ExportRow[]> {
  let after: { start: Date; id: number } | null = null;
  for (;;) {
    const { where, params, bind, zone } = scopeSql(scope);
    const local = (column: string) => `to_char(${column} AT TIME ZONE ${zone()}, 'DD.MM.YYYY HH24:MI:SS')`;
    const keyset: string = after ? ` AND (x.start, x.id) > (${bind(after.start)}, ${bind(after.id)})` : '';
    const { rows }: { rows: ExportRow[] } = await db.query<ExportRow>(
      `SELECT x.id, x.start AS start_at, ${local('x.start')} AS start, ${local('x.stop')} AS stop,
              x.duration AS seconds,
              ${by.unit ? `to_char(x.start AT TIME ZONE ${zone()}, '${PERIOD_FORMAT[by.unit]}')` : 'NULL'} AS period,
              ${by.groupBy ? GROUP_LABEL[by.groupBy].label : 'NULL'} AS "group",
              c.name AS customer, b.name AS brand, p.name AS project, ty.name AS type, k.title AS task,
              x.text, x.ticket_url
         FROM tt_records x
         LEFT JOIN tt_customers c ON c.id = x.customer_id LEFT JOIN tt_brands b ON b.id = x.brand_id
         LEFT JOIN tt_projects p ON p.id = x.project_id LEFT JOIN tt_types ty ON ty.id = x.type_id
         LEFT JOIN tt_tasks k ON k.id = x.task_id
        WHERE ${where}${keyset}
        ORDER BY x.start, x.id LIMIT ${EXPORT_BATCH}`,
      params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { start: last.start_at, id: last.id };
  }
}
