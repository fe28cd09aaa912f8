import type { Queryable } from '../../db/client.js';

export type Unit = 'day' | 'month' | 'year';
export type Grouping = 'client_brand' | 'type' | 'tag' | 'task_customer';

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

/**
 * The report's group of a record: `customer / brand` (either may be missing), the type's name, or each of its tags
 * (`expand` makes a row of the record per tag); '' for none.
 */
const GROUP_LABEL: Record<Grouping, { keys: string; joins: string; label: string; expand?: string }> = {
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
  tag: {
    keys: 'tg.tag',
    joins: '',
    label: "coalesce(tag, '')",
    expand: "CROSS JOIN LATERAL unnest(CASE WHEN x.tags = '{}' THEN '{NULL}' ELSE x.tags END) AS tg(tag)",
  },
  // the week grid's rows: ids and names as JSON (TaskCustomerGroup), since two tasks may share a title
  task_customer: {
    keys: 'x.task_id, x.customer_id',
    joins: 'LEFT JOIN tt_tasks k ON k.id = g.task_id LEFT JOIN tt_customers c ON c.id = g.customer_id',
    label:
      "json_build_object('task_id', g.task_id, 'task', k.title, 'customer_id', g.customer_id, 'customer', c.name)::text",
  },
};

/** The group of a `task_customer` total, parsed. */
export interface TaskCustomerGroup {
  task_id: number | null;
  task: string | null;
  customer_id: number | null;
  customer: string | null;
}

/**
 * A scope's bounds as SQL: `from` and `to` the instants its first day begins and the day after its last begins in
 * the member's time zone (-infinity and infinity without them), `brand` the condition on `x` (TRUE without one);
 * `$1` is the member.
 */
function boundsSql(scope: Scope) {
  const params: unknown[] = [scope.userId];
  const bind = (v: unknown) => `$${params.push(v)}`;
  // bound on first use: a placeholder no statement mentions has no type
  let zoneParam: string | undefined;
  const zone = () => (zoneParam ??= `${bind(scope.timeZone)}::text`);
  const dayStart = (day: string, plus = '') =>
    `((${bind(day)}::date${plus})::timestamp AT TIME ZONE ${zone()})`;
  return {
    params,
    bind,
    zone,
    from: scope.from ? dayStart(scope.from) : "'-infinity'::timestamptz",
    to: scope.to ? dayStart(scope.to, ' + 1') : "'infinity'::timestamptz",
    brand: scope.brandId === undefined ? 'TRUE' : `x.brand_id = ${bind(scope.brandId)}`,
  };
}

/**
 * The seconds finished record `x` counts before instant `t` (not before its start): its worked time up to `t` (the
 * time since its start less its breaks' part before `t`), at most its duration, and from its stop on its duration.
 * A record's part between two instants counts the difference, so a record cut at period bounds counts its worked
 * time in each part, and the rounding's difference (duration − worked) goes to its last part: added where rounding
 * adds, taken from its end where rounding takes (as if its stop moved). The parts add up to the duration. Only
 * the records cut at a bound read their breaks (the breaks' (record_id, start) index).
 */
const counted = (t: string) =>
  `(CASE WHEN ${t} >= x.stop THEN x.duration ELSE least(x.duration, extract(epoch FROM ${t} - x.start)
     - (SELECT coalesce(sum(extract(epoch FROM least(br.stop, ${t}) - br.start)), 0)
          FROM tt_record_breaks br WHERE br.record_id = x.id AND br.start < ${t})) END)`;

export interface TotalRow {
  /** YYYY-MM-DD, YYYY-MM or YYYY in the member's time zone; null without a unit. */
  period: string | null;
  /** The group's label; null without a grouping. */
  group: string | null;
  seconds: number;
  /** The part of `seconds` on billable records. */
  billable: number;
  records: number;
}

/**
 * The one totals engine: seconds and record counts of the scope's time per period and group (the screen's
 * statistics, the time-spent report, brand stats and the exports' totals all come from here, so they agree to the
 * second). A period (with a unit: each day, month or year of the range in the member's time zone; without: the
 * whole scope) holds the durations of the records starting in it, less the part the last of them runs on past its
 * end, plus the part the last record starting before it runs into it: the members' records never overlap, so no
 * other record crosses a bound. So the sums come from the (user_id, start) index alone, in one pass over the
 * records and two look-ups per period (with the breaks of those two records, see `counted`), and then meet the
 * names. A record counts its duration: worked time, rounded. A unit needs `from` and `to`.
 */
export async function totals(
  db: Queryable,
  scope: Scope,
  by: { unit?: Unit; groupBy?: Grouping } = {},
): Promise<TotalRow[]> {
  const { unit, groupBy } = by;
  if (unit && !(scope.from && scope.to)) throw new Error('totals per period need a range of days');
  const { params, bind, zone, from, to, brand } = boundsSql(scope);
  const step = `interval '1 ${unit}'`;
  const periods = unit
    ? `SELECT l AS local, greatest(l AT TIME ZONE ${zone()}, ${from}) AS lo,
              least((l + ${step}) AT TIME ZONE ${zone()}, ${to}) AS hi
         FROM generate_series(date_trunc('${unit}', ${bind(scope.from)}::date::timestamp),
                              ${bind(scope.to)}::date::timestamp, ${step}) AS l`
    : `SELECT NULL::timestamp AS local, ${from} AS lo, ${to} AS hi`;
  const group = groupBy ? GROUP_LABEL[groupBy] : null;
  const keys = group ? `${group.keys},` : '';
  const expand = group?.expand ?? '';
  const last = (before: string) =>
    `(SELECT x.id, x.start, x.stop, x.duration, x.billable, x.tags, x.task_id, x.customer_id, x.brand_id, x.type_id
        FROM tt_records x WHERE x.user_id = $1 AND x.start < ${before} ORDER BY x.start DESC LIMIT 1) x`;
  // a record cut at a bound: its seconds `c`, those again when it is billable, and whether it counts as a record
  const part = (records: 0 | 1) =>
    `${keys} c.seconds, CASE WHEN x.billable THEN c.seconds ELSE 0 END, ${records}`;
  const { rows } = await db.query<TotalRow>(
    `WITH p AS (${periods})
     SELECT ${unit ? `to_char(g.period, '${PERIOD_FORMAT[unit]}')` : 'NULL'} AS period,
            ${group ? group.label : 'NULL'} AS "group",
            sum(g.seconds)::bigint AS seconds, sum(g.billable)::bigint AS billable, sum(g.records)::int AS records
       FROM (SELECT ${unit ? `date_trunc('${unit}', x.start AT TIME ZONE ${zone()})` : 'NULL::timestamp'} AS period,
                    ${keys} sum(x.duration) AS seconds, coalesce(sum(x.duration) FILTER (WHERE x.billable), 0) AS billable,
                    count(*) AS records
               FROM tt_records x ${expand}
              WHERE x.user_id = $1 AND x.stop IS NOT NULL AND x.start >= ${from} AND x.start < ${to} AND ${brand}
              GROUP BY 1${group ? `, ${group.keys}` : ''}
             UNION ALL
             SELECT p.local, ${part(0)}
               FROM p CROSS JOIN LATERAL ${last('p.hi')} ${expand}
               CROSS JOIN LATERAL (SELECT ${counted('p.hi')} - x.duration AS seconds) c
              WHERE x.start >= p.lo AND x.stop > p.hi AND ${brand}
             UNION ALL
             SELECT p.local, ${part(1)}
               FROM p CROSS JOIN LATERAL ${last('p.lo')} ${expand}
               CROSS JOIN LATERAL (SELECT ${counted('p.hi')} - ${counted('p.lo')} AS seconds) c
              WHERE x.stop > p.lo AND ${brand}) g
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

export interface BrandFactsRow {
  task_count: number;
  /** Of its finished records. */
  first_start: Date | null;
  last_stop: Date | null;
}

/** How many tasks a brand has, and when its records began and ended; null when the member has no such brand. */
export async function brandFacts(
  db: Queryable,
  userId: number,
  brandId: number,
): Promise<BrandFactsRow | null> {
  const { rows } = await db.query<BrandFactsRow>(
    `SELECT (SELECT count(*)::int FROM tt_tasks k WHERE k.brand_id = b.id) AS task_count,
            (SELECT min(r.start) FROM tt_records r WHERE r.brand_id = b.id AND r.stop IS NOT NULL) AS first_start,
            (SELECT max(r.stop) FROM tt_records r WHERE r.brand_id = b.id) AS last_stop
       FROM tt_brands b WHERE b.id = $1 AND b.user_id = $2`,
    [brandId, userId],
  );
  return rows[0] ?? null;
}

/** Seconds (and their billable part) and records of the whole scope. */
export async function sumOf(
  db: Queryable,
  scope: Scope,
): Promise<{ seconds: number; billable: number; records: number }> {
  const [row] = await totals(db, scope);
  return { seconds: row?.seconds ?? 0, billable: row?.billable ?? 0, records: row?.records ?? 0 };
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
  /** Its tags, comma-separated. */
  tags: string;
  billable: boolean;
}

const EXPORT_BATCH = 2_000;

/**
 * The scope's record parts in time order, in batches (an export of many records never holds them all), with the
 * period and group the report counts them in (grouped by tag, a part once per tag): their seconds are what the
 * engine counts of them (`counted`), so they add up to its totals.
 */
export async function* exportRows(
  db: Queryable,
  scope: Scope,
  by: { unit?: Unit; groupBy?: Grouping } = {},
): AsyncGenerator<ExportRow[]> {
  let after: ExportRow | null = null;
  for (;;) {
    const { params, bind, zone, from, to, brand } = boundsSql(scope);
    const local = (instant: string) => `(${instant} AT TIME ZONE ${zone()})`;
    // each record cut to the scope and, with a unit, at its periods' bounds (as the totals count it)
    const step = `interval '1 ${by.unit}'`;
    const cut = { start: `greatest(x.start, ${from})`, stop: `least(x.stop, ${to})` };
    const part = by.unit
      ? {
          start: `greatest(${cut.start}, p.local AT TIME ZONE ${zone()})`,
          stop: `least(${cut.stop}, (p.local + ${step}) AT TIME ZONE ${zone()})`,
        }
      : cut;
    const periods = by.unit
      ? ` CROSS JOIN LATERAL generate_series(date_trunc('${by.unit}', ${local(cut.start)}), ${local(cut.stop)}, ${step}) AS p(local)`
      : '';
    // a part that would begin where its record ends is none, unless the record lasts no time at all
    const partExists = by.unit ? ` AND (p.local < ${local(cut.stop)} OR x.start = x.stop)` : '';
    const group = by.groupBy ? GROUP_LABEL[by.groupBy] : null;
    // the parts of a record in order, and by their group (a part is a row per tag when grouped by tags)
    const order = `x.start, x.id, ${part.start}${group ? `, ${group.label}` : ''}`;
    // the start bound alone keeps the scan on the index; the row comparison orders the parts of one record
    const keyset: string = after
      ? ` AND x.start >= ${bind(after.record_start)} AND (${order}) > ` +
        `(${bind(after.record_start)}, ${bind(after.id)}, ${bind(after.part_start)}` +
        `${group ? `, ${bind(after.group)}::text` : ''})`
      : '';
    const { rows }: { rows: ExportRow[] } = await db.query<ExportRow>(
      `SELECT x.id, x.start AS record_start, ${part.start} AS part_start,
              to_char(${local(part.start)}, 'YYYY-MM-DD"T"HH24:MI:SS') AS start,
              to_char(${local(part.stop)}, 'YYYY-MM-DD"T"HH24:MI:SS') AS stop,
              (${counted(part.stop)} - ${counted(part.start)})::int AS seconds,
              ${by.unit ? `to_char(p.local, '${PERIOD_FORMAT[by.unit]}')` : 'NULL'} AS period,
              ${group ? group.label : 'NULL'} AS "group",
              c.name AS customer, b.name AS brand, pr.name AS project, ty.name AS type, k.title AS task,
              x.text, coalesce(x.ticket_url, k.ticket_url) AS ticket_url, array_to_string(x.tags, ', ') AS tags,
              x.billable
         FROM tt_records x${periods} ${group?.expand ?? ''}
         LEFT JOIN tt_customers c ON c.id = x.customer_id LEFT JOIN tt_brands b ON b.id = x.brand_id
         LEFT JOIN tt_projects pr ON pr.id = x.project_id LEFT JOIN tt_types ty ON ty.id = x.type_id
         LEFT JOIN tt_tasks k ON k.id = x.task_id
        WHERE x.user_id = $1 AND x.stop IS NOT NULL AND x.start < ${to} AND x.stop > ${from} AND ${brand}
          -- records never overlap: of those starting before the scope only the last can reach into it, and this
          -- bound keeps the scan on the (user_id, start) index instead of the member's whole history
          AND x.start >= coalesce((SELECT max(y.start) FROM tt_records y WHERE y.user_id = $1 AND y.start < ${from}),
                                  ${from})${partExists}${keyset}
        ORDER BY ${order} LIMIT ${EXPORT_BATCH}`,
      params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!;
  }
}
