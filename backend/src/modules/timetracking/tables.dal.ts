import {
  isCalendarDay,
  TIME_BRAND_LIST,
  TIME_BUDGET_LIST,
  TIME_CUSTOMER_LIST,
  TIME_PROJECT_LIST,
  TIME_RECORD_LIST,
  TIME_TASK_LIST,
  TIME_TYPE_LIST,
  type ListDeclaration,
} from '@portal/contract';
import { escapeLike } from '../../db/list.dal.js';
import type { FilterSpec, ListSpec } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';
import type { OwnedTable } from './owned.dal.js';
import { idFilter, named } from './owned.dal.js';
import type { Targets } from './targets.dal.js';

// The member's tables as the REST answers show them; every one is read as `x`. Beside them the rows their `select`
// reads and the columns a write may set (createOwnedDal's Row and Columns).

/** `{id, name}` of a joined row (owned.dal.ts `named`). */
interface Named {
  id: number;
  name: string;
}

interface Stamps {
  created_at: Date;
  updated_at: Date;
}

/** Customers and types have a name alone. */
export interface NameColumns {
  name: string;
}

export interface CustomerRow extends Stamps {
  id: number;
  name: string;
  brand_count: number;
}

export interface BrandRow extends Stamps {
  id: number;
  name: string;
  customer_id: number;
  client: Named;
}

export interface BrandColumns {
  name: string;
  customer_id: number;
}

export interface ProjectRow extends Stamps {
  id: number;
  name: string;
  brand_id: number;
  brand: Named;
  client: Named;
}

export interface ProjectColumns {
  name: string;
  brand_id: number;
}

export interface BudgetRow extends Stamps {
  id: number;
  name: string;
  customer_id: number | null;
  brand_id: number | null;
  project_id: number | null;
  target_name: string;
  time_seconds: number | null;
  money_cents: number | null;
  hourly_rate_cents: number | null;
  used_seconds: number;
  used_money_cents: number | null;
  remaining_seconds: number | null;
  /** YYYY-MM-DD. */
  ends_on: string | null;
  /** What is left per week until ends_on: added by BudgetWatch.present (it depends on today). */
  remaining_seconds_per_week?: number | null;
}

export interface BudgetColumns extends Targets {
  name: string;
  time_seconds: number | null;
  money_cents: number | null;
  hourly_rate_cents: number | null;
  ends_on: string | null;
}

export interface TypeRow extends Stamps {
  id: number;
  name: string;
}

export interface TaskRow extends Stamps {
  id: number;
  title: string;
  text: string | null;
  /** YYYY-MM-DD. */
  deadline: string | null;
  estimated_time: number | null;
  ticket_url: string | null;
  owner: Named;
  client: Named | null;
  brand: Named | null;
  project: Named | null;
  finished_at: Date | null;
  record_count: number;
  records_duration_sum: number;
}

export interface TaskColumns extends Targets {
  title: string;
  text: string | null;
  deadline: string | null;
  estimated_seconds: number | null;
  ticket_url: string | null;
  finished_at: Date | null;
}

/** A break as the records' select reads it (JSON: its times as text). */
export interface BreakJson {
  start: string;
  stop: string | null;
}

export interface RecordRow extends Stamps {
  id: number;
  start: Date;
  /** null while it runs. */
  stop: Date | null;
  /** The worked seconds (records.dal.ts, settle); null while it runs. */
  duration: number | null;
  /** Oldest first. */
  breaks: BreakJson[];
  tags: string[];
  billable: boolean;
  task: { id: number; title: string } | null;
  text: string | null;
  ticket_url: string | null;
  type: Named | null;
  client: Named | null;
  brand: Named | null;
  project: Named | null;
  finished: boolean;
}

export interface RecordColumns extends Targets {
  start: Date;
  stop: Date | null;
  task_id: number | null;
  type_id: number | null;
  text: string | null;
  ticket_url: string | null;
  tags: string[];
  billable: boolean;
}

/** Part of the name (or title, text ...), case-insensitive, in any of `columns`. */
const search = (...columns: string[]): FilterSpec => ({
  type: 'exists',
  sql: (p) => `(${columns.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`,
  parse: (raw) => `%${escapeLike(raw.trim())}%`,
});
const byId = (column: string): FilterSpec => ({ type: 'exact', column, parse: idFilter });
/** A day (YYYY-MM-DD); the records service binds the instant it begins or ends in the member's time zone. */
const day = (sql: (p: string) => string): FilterSpec => ({
  type: 'exists',
  sql,
  parse: (raw) => (isCalendarDay(raw.trim()) ? raw.trim() : undefined),
});

/** A list of named rows: sorted by name or creation, searched by name, plus the list's own `filters`. */
const byName = <L extends ListDeclaration<'name' | 'created_at'>>(
  list: L,
  filters: Omit<ListSpec<L>['filters'], 'search'>,
): ListSpec<L> =>
  listSpec(list, {
    order: { name: 'lower(x.name)', created_at: 'x.created_at' },
    filters: { search: search('x.name'), ...filters },
    idColumn: 'x.id',
  } as Omit<ListSpec<L>, 'list'>);
const STAMPS = 'x.created_at, x.updated_at';

export const CUSTOMERS: OwnedTable = {
  table: 'tt_customers',
  select: `x.id, x.name, (SELECT count(*)::int FROM tt_brands b WHERE b.customer_id = x.id) AS brand_count, ${STAMPS}`,
  from: 'tt_customers x',
  spec: byName(TIME_CUSTOMER_LIST, {}),
};

export const BRANDS: OwnedTable = {
  table: 'tt_brands',
  select: `x.id, x.name, x.customer_id, ${named('c')} AS client, ${STAMPS}`,
  from: 'tt_brands x JOIN tt_customers c ON c.id = x.customer_id',
  spec: byName(TIME_BRAND_LIST, { customer_id: byId('x.customer_id') }),
};

export const PROJECTS: OwnedTable = {
  table: 'tt_projects',
  select: `x.id, x.name, x.brand_id, ${named('b')} AS brand, ${named('c')} AS client, ${STAMPS}`,
  from: 'tt_projects x JOIN tt_brands b ON b.id = x.brand_id JOIN tt_customers c ON c.id = b.customer_id',
  spec: byName(TIME_PROJECT_LIST, { brand_id: byId('x.brand_id') }),
};

/** Seconds of the member's finished records on the budget's customer, brand or project. */
export const BUDGET_USED = `(SELECT coalesce(sum(r.duration), 0)::bigint FROM tt_records r
   WHERE r.user_id = x.user_id AND r.stop IS NOT NULL
     AND (r.customer_id = x.customer_id OR r.brand_id = x.brand_id OR r.project_id = x.project_id))`;

export const BUDGETS: OwnedTable = {
  table: 'tt_budgets',
  select: `x.id, x.name, x.customer_id, x.brand_id, x.project_id, coalesce(c.name, b.name, p.name) AS target_name,
    x.time_seconds, x.money_cents, x.hourly_rate_cents, u.used_seconds,
    CASE WHEN x.hourly_rate_cents IS NULL THEN NULL
         ELSE round(u.used_seconds * x.hourly_rate_cents / 3600.0)::bigint END AS used_money_cents,
    x.time_seconds - u.used_seconds AS remaining_seconds, to_char(x.ends_on, 'YYYY-MM-DD') AS ends_on, ${STAMPS}`,
  from: `tt_budgets x CROSS JOIN LATERAL (SELECT ${BUDGET_USED} AS used_seconds) u
    LEFT JOIN tt_customers c ON c.id = x.customer_id LEFT JOIN tt_brands b ON b.id = x.brand_id
    LEFT JOIN tt_projects p ON p.id = x.project_id`,
  spec: byName(TIME_BUDGET_LIST, {}),
};

export const TYPES: OwnedTable = {
  table: 'tt_types',
  select: `x.id, x.name, ${STAMPS}`,
  from: 'tt_types x',
  spec: byName(TIME_TYPE_LIST, {}),
};

export const TASKS: OwnedTable = {
  table: 'tt_tasks',
  select: `x.id, x.title, x.text, to_char(x.deadline, 'YYYY-MM-DD') AS deadline, x.estimated_seconds AS estimated_time,
    x.ticket_url, ${named('o')} AS owner, ${named('c')} AS client, ${named('b')} AS brand, ${named('p')} AS project,
    x.finished_at, n.record_count, n.records_duration_sum, ${STAMPS}`,
  from: `tt_tasks x JOIN users o ON o.id = x.user_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS record_count, coalesce(sum(r.duration), 0)::bigint AS records_duration_sum
                          FROM tt_records r WHERE r.task_id = x.id) n
    LEFT JOIN tt_customers c ON c.id = x.customer_id LEFT JOIN tt_brands b ON b.id = x.brand_id
    LEFT JOIN tt_projects p ON p.id = x.project_id`,
  spec: listSpec(TIME_TASK_LIST, {
    order: {
      title: 'lower(x.title)',
      deadline: 'x.deadline',
      created_at: 'x.created_at',
      finished_at: 'x.finished_at',
    },
    filters: {
      search: search('x.title', 'x.text', 'x.ticket_url'),
      customer_id: byId('x.customer_id'),
      brand_id: byId('x.brand_id'),
      finished: { type: 'exists', sql: (p) => `(x.finished_at IS NOT NULL) = ${p}`, parse: flagFilter },
    },
    idColumn: 'x.id',
  }),
};

/** `1` yes, `0` no (finished, billable); anything else (the tasks' `2`: both) is no filter at all. */
function flagFilter(raw: string) {
  const v = raw.trim();
  return v === '1' ? true : v === '0' ? false : undefined;
}

export const RECORDS: OwnedTable = {
  table: 'tt_records',
  select: `x.id, x.start, x.stop, x.duration, x.tags, x.billable,
    coalesce((SELECT json_agg(json_build_object('start', br.start, 'stop', br.stop) ORDER BY br.start)
                FROM tt_record_breaks br WHERE br.record_id = x.id), '[]') AS breaks,
    CASE WHEN k.id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'title', k.title) END AS task,
    x.text, x.ticket_url, ${named('ty')} AS type, ${named('c')} AS client, ${named('b')} AS brand,
    ${named('p')} AS project, x.stop IS NOT NULL AS finished, ${STAMPS}`,
  from: `tt_records x LEFT JOIN tt_tasks k ON k.id = x.task_id LEFT JOIN tt_types ty ON ty.id = x.type_id
    LEFT JOIN tt_customers c ON c.id = x.customer_id LEFT JOIN tt_brands b ON b.id = x.brand_id
    LEFT JOIN tt_projects p ON p.id = x.project_id`,
  spec: listSpec(TIME_RECORD_LIST, {
    order: { start: 'x.start', stop: 'x.stop', duration: 'x.duration', created_at: 'x.created_at' },
    filters: {
      search: search('x.text', 'x.ticket_url', 'k.title'),
      task_id: byId('x.task_id'),
      type_id: byId('x.type_id'),
      customer_id: byId('x.customer_id'),
      brand_id: byId('x.brand_id'),
      from: day((p) => `x.start >= ${p}::timestamptz`),
      to: day((p) => `x.start < ${p}::timestamptz`),
      tag: { type: 'exists', sql: (p) => `${p} = ANY (x.tags)`, parse: (raw) => raw.trim() || undefined },
      billable: { type: 'exists', sql: (p) => `x.billable = ${p}`, parse: flagFilter },
    },
    idColumn: 'x.id',
  }),
};
