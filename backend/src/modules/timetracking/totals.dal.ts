import type { Queryable } from '../../db/client.js';

export type Unit = 'day' | 'month' | 'year';
export type Grouping = 'client_brand' | 'type';

/**
 * Which time counts: the member's finished records, optionally only their time from day `from` to day `to`
 * (inclusive, YYYY-MM-DD in `timeZone`) and of one brand. A record reaching across a bound counts with its part
 * inside; a running record counts once it is stopped.
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

/**
 * The parts of a scope's records over `tt_records x`: each record cut to the scope's days and, with a unit, at the
 * bounds of its periods in the member's time zone (a record over midnight is two parts, one on each day; over
 * the end of a month, one in each month). `start` and `stop` are a part's instants, `period` its period's first
 * local moment (`p.local`); `$1` is the member.
 */
function partsSql(scope: Scope, unit?: Unit) {
  const params: unknown[] = [scope.userId];
  const bind = (v: unknown) => `$${params.push(v)}`;
  // bound on first use: a placeholder no statement mentions has no type
  let zoneParam: string | undefined;
  const zone = () => (zoneParam ??= `${bind(scope.timeZone)}::text`);
  const conditions = ['x.user_id = $1', 'x.stop IS NOT NULL'];
  let start = 'x.start';
  let stop = 'x.stop';
  if (scope.from) {
    const from = `((${bind(scope.from)}::date)::timestamp AT TIME ZONE ${zone()})`;
    // records never overlap, so of those starting earlier only the last can reach into the scope: the bound keeps
    // the scan on the (user_id, start) index instead of the member's whole history
    conditions.push(
      `x.start >= coalesce((SELECT max(y.start) FROM tt_records y WHERE y.user_id = $1 AND y.start < ${from}), ${from})`,
      `(x.start >= ${from} OR x.stop > ${from})`,
    );
    start = `greatest(x.start, ${from})`;
  }
  if (scope.to) {
    const to = `((${bind(scope.to)}::date + 1)::timestamp AT TIME ZONE ${zone()})`;
    conditions.push(`x.start < ${to}`);
    stop = `least(x.stop, ${to})`;
  }
  if (scope.brandId !== undefined) conditions.push(`x.brand_id = ${bind(scope.brandId)}`);
  if (!unit)
    return { from: 'tt_records x', where: conditions.join(' AND '), params, bind, zone, start, stop };
  const step = `interval '1 ${unit}'`;
  const local = (instant: string) => `(${instant} AT TIME ZONE ${zone()})`;
  // a part that would begin where the record ends is none, unless the record lasts no time at all
  conditions.push(`(p.local < ${local(stop)} OR x.start = x.stop)`);
  return {
    from: `tt_records x CROSS JOIN LATERAL generate_series(date_trunc('${unit}', ${local(start)}), ${local(stop)}, ${step}) AS p(local)`,
    where: conditions.join(' AND '),
    params,
    bind,
    zone,
    start: `greatest(${start}, p.local AT TIME ZONE ${zone()})`,
    stop: `least(${stop}, (p.local + ${step}) AT TIME ZONE ${zone()})`,
  };
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
 * The one totals engine: seconds and record counts of the scope's time per period and group (the screen's
 * statistics, the time-spent report, brand stats and the exports' totals all come from here, so they agree to the
 * second). The parts are first summed per period and group key on the (user_id, start) index alone, then the few
 * sums meet the names.
 */
export async function totals(
  db: Queryable,
  scope: Scope,
  by: { unit?: Unit; groupBy?: Grouping } = {},
): Promise<TotalRow[]> {
  const parts = partsSql(scope, by.unit);
  const group = by.groupBy ? GROUP_LABEL[by.groupBy] : null;
  const { rows } = await db.query<TotalRow>(
    `SELECT ${by.unit ? `to_char(g.period, '${PERIOD_FORMAT[by.unit]}')` : 'NULL'} AS period,
            ${group ? group.label : 'NULL'} AS "group",
            sum(g.seconds)::bigint AS seconds, sum(g.records)::int AS records
       FROM (SELECT ${by.unit ? 'p.local' : 'NULL::timestamp'} AS period, ${group ? `${group.keys},` : ''}
                    sum(extract(epoch FROM ${parts.stop} - ${parts.start}))::bigint AS seconds, count(*) AS records
               FROM ${parts.from} WHERE ${parts.where} GROUP BY 1${group ? `, ${group.keys}` : ''}) g
       ${group ? group.joins : ''}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    parts.params,
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

/**
 * One part of a record in an export (the whole record unless the scope or the report's periods cut it): its
 * instants, and its local times as `YYYY-MM-DDTHH:mm:ss` in the member's time zone.
 */
export interface ExportRow {
  id: number;
  record_start: Date;
  part_start: Date;
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
  /** The record's ticket URL, else its task's. */
  ticket_url: string | null;
}

const EXPORT_BATCH = 2_000;

/**
 * The scope's record parts in time order, in batches (an export of many records never holds them all), with the
 * period and group the report counts them in: their seconds add up to the engine's totals.
 */
export async function* exportRows(
  db: Queryable,
  scope: Scope,
  by: { unit?: Unit; groupBy?: Grouping } = {},
): AsyncGenerator<ExportRow[]> {
  let after: ExportRow | null = null;
  for (;;) {
    const parts = partsSql(scope, by.unit);
    const local = (instant: string) =>
      `to_char(${instant} AT TIME ZONE ${parts.zone()}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
    // the start bound alone keeps the scan on the index; the row comparison orders the parts of one record
    const keyset: string = after
      ? ` AND x.start >= ${parts.bind(after.record_start)} AND (x.start, x.id, ${parts.start}) > ` +
        `(${parts.bind(after.record_start)}, ${parts.bind(after.id)}, ${parts.bind(after.part_start)})`
      : '';
    const { rows }: { rows: ExportRow[] } = await db.query<ExportRow>(
      `SELECT x.id, x.start AS record_start, ${parts.start} AS part_start,
              ${local(parts.start)} AS start, ${local(parts.stop)} AS stop,
              extract(epoch FROM ${parts.stop} - ${parts.start})::int AS seconds,
              ${by.unit ? `to_char(p.local, '${PERIOD_FORMAT[by.unit]}')` : 'NULL'} AS period,
              ${by.groupBy ? GROUP_LABEL[by.groupBy].label : 'NULL'} AS "group",
              c.name AS customer, b.name AS brand, pr.name AS project, ty.name AS type, k.title AS task,
              x.text, coalesce(x.ticket_url, k.ticket_url) AS ticket_url
         FROM ${parts.from}
         LEFT JOIN tt_customers c ON c.id = x.customer_id LEFT JOIN tt_brands b ON b.id = x.brand_id
         LEFT JOIN tt_projects pr ON pr.id = x.project_id LEFT JOIN tt_types ty ON ty.id = x.type_id
         LEFT JOIN tt_tasks k ON k.id = x.task_id
        WHERE ${parts.where}${keyset}
        ORDER BY x.start, x.id, 3 LIMIT ${EXPORT_BATCH}`,
      parts.params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!;
  }
}
