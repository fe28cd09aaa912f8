import {
  TIME_BRAND_LIST,
  TIME_BUDGET_LIST,
  TIME_CUSTOMER_LIST,
  TIME_PROJECT_LIST,
  TIME_RECORD_LIST,
  TIME_TASK_LIST,
  TIME_TYPE_LIST,
  type events,
  type ListDeclaration,
  type ListFilterField,
  type ListOrderEnum,
  type RestTimeBrand,
  type RestTimeBrandStats,
  type RestTimeBudget,
  type RestTimeBudgetRequest,
  type RestTimeComment,
  type RestTimeDropdownData,
  type RestTimeProject,
  type RestTimeRecentEntry,
  type RestTimeRecord,
  type RestTimeRecordRequest,
  type RestTimeRecordUpdateRequest,
  type RestTimeSpentQuery,
  type RestTimeSpentReport,
  type RestTimeStartRequest,
  type RestTimeStatistics,
  type RestTimeStatisticsExportRequest,
  type RestTimeTask,
  type RestTimeTaskRequest,
  type RestTimeTaskUpdateRequest,
  type RestTimeTrackingSettings,
  type RestTimeTrackingSettingsRequest,
  type RestTimeWeek,
  type RestTimeWeekCellRequest,
  type RestTimeWorkingTimeDay,
  type TIME_HOLIDAY_REGIONS,
  type TIME_ROUNDING_MODES,
} from '@portal/contract';
import type {
  CreateTimeRecordInput,
  CreateTimeTaskInput,
  QueryTimeBrandsArgs,
  QueryTimeBudgetsArgs,
  QueryTimeCustomersArgs,
  QueryTimeProjectsArgs,
  QueryTimeRecordsArgs,
  QueryTimeTasksArgs,
  ResolversParentTypes,
  QueryTimeTypesArgs,
  StartTimeRecordInput,
  TimeBrand,
  TimeBrandStats,
  TimeBudget,
  TimeBudgetInput,
  TimeComment,
  TimeCommentResource,
  TimeCustomer,
  TimeDropdownData,
  TimeMember,
  TimeExportFormat,
  TimeProject,
  TimeRecentEntry,
  TimeReportGroupBy,
  TimeReportUnit,
  TimeSpentReport,
  TimeStatistics,
  TimeStatisticsExportType,
  TimeSuggestionField,
  TimeTrackingSettings,
  TimeTrackingSettingsInput,
  TimeRoundingMode,
  TimeType,
  UpdateTimeRecordInput,
  UpdateTimeTaskInput,
  SaveTimeWeekCellInput,
  TimeWeek,
  TimeWorkingTimeDay,
  TimeWorkingTimeWarning,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import type { RelayEvent } from '../../realtime/relay.js';
import { pageQuery, type PageArgs } from '../../rest/paginator.js';
import type {
  TimeBrandListQuery,
  TimeCommentTarget,
  TimeCustomerListQuery,
  TimeNameListQuery,
  TimeProjectListQuery,
  TimeRecordListQuery,
  TimeSuggestionField as RestSuggestionField,
  TimeTaskListQuery,
} from './api.js';
import type { z } from 'zod';

/** GraphQL ↔ REST of time tracking (pure; unit-tested in mapping.test.ts). */

/** A record or task as resolvers answer it: its comments are a field of their own, loaded only when asked for. */
export type TimeRecordParent = ResolversParentTypes['TimeRecord'];
export type TimeTaskParent = ResolversParentTypes['TimeTask'];

/**
 * The paging and sorting of one of the contract's lists, and `filter[…]` of the filters given (named as the
 * contract names them; empty texts left out).
 */
function listQuery<L extends ListDeclaration>(
  list: L,
  args: PageArgs<ListOrderEnum<L>>,
  filter: { readonly [K in ListFilterField<L>]?: string | number | null },
  language: Language,
): z.input<L['query']> {
  const query = pageQuery(args, list, language);
  const set = Object.entries(filter).filter(
    (entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '',
  );
  return (set.length > 0 ? { ...query, filter: Object.fromEntries(set) } : query) as z.input<L['query']>;
}

/** `billable: true|false` → `filter[billable]=1|0`. */
export function recordListQuery(
  args: Partial<QueryTimeRecordsArgs>,
  language: Language,
): TimeRecordListQuery {
  const { search, taskId, typeId, customerId, brandId, from, to, tag, billable } = args.filter ?? {};
  return listQuery(
    TIME_RECORD_LIST,
    args,
    {
      search,
      task_id: taskId,
      type_id: typeId,
      customer_id: customerId,
      brand_id: brandId,
      from,
      to,
      tag,
      billable: billable == null ? null : billable ? 1 : 0,
    },
    language,
  );
}

/** `finished: true|false` → `filter[finished]=1|0`; left out, both. */
export function taskListQuery(args: Partial<QueryTimeTasksArgs>, language: Language): TimeTaskListQuery {
  const { search, customerId, brandId, finished } = args.filter ?? {};
  return listQuery(
    TIME_TASK_LIST,
    args,
    {
      search,
      customer_id: customerId,
      brand_id: brandId,
      finished: finished == null ? null : finished ? 1 : 0,
    },
    language,
  );
}

export const customerListQuery = (
  args: Partial<QueryTimeCustomersArgs>,
  language: Language,
): TimeCustomerListQuery => listQuery(TIME_CUSTOMER_LIST, args, { search: args.filter?.search }, language);

export const budgetListQuery = (args: Partial<QueryTimeBudgetsArgs>, language: Language): TimeNameListQuery =>
  listQuery(TIME_BUDGET_LIST, args, { search: args.filter?.search }, language);

export const typeListQuery = (args: Partial<QueryTimeTypesArgs>, language: Language): TimeNameListQuery =>
  listQuery(TIME_TYPE_LIST, args, { search: args.filter?.search }, language);

export function brandListQuery(args: Partial<QueryTimeBrandsArgs>, language: Language): TimeBrandListQuery {
  const { search, customerId } = args.filter ?? {};
  return listQuery(TIME_BRAND_LIST, args, { search, customer_id: customerId }, language);
}

export function projectListQuery(
  args: Partial<QueryTimeProjectsArgs>,
  language: Language,
): TimeProjectListQuery {
  const { search, brandId } = args.filter ?? {};
  return listQuery(TIME_PROJECT_LIST, args, { search, brand_id: brandId }, language);
}

/**
 * The fields of an input that were given (null included: it clears), under their REST names; left-out fields stay
 * out, so they keep their value.
 */
function given(input: object, names: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) =>
      value === undefined || !Object.hasOwn(names, key) ? [] : [[names[key]!, value]],
    ),
  );
}

/** What a record is about, GraphQL → REST. */
const RECORD_FIELDS = {
  taskId: 'task_id',
  typeId: 'type_id',
  customerId: 'customer_id',
  brandId: 'brand_id',
  projectId: 'project_id',
  text: 'text',
  ticketUrl: 'ticket_url',
  tags: 'tags',
  billable: 'billable',
} as const;
const RECORD_TIMES = { start: 'start', stop: 'stop', duration: 'duration' } as const;

export const createRecordRequest = (input: CreateTimeRecordInput): RestTimeRecordRequest =>
  given(input, { ...RECORD_TIMES, ...RECORD_FIELDS }) as RestTimeRecordRequest;

/** `breaks` (replacing the record's) travel as they are. */
export const updateRecordRequest = (input: UpdateTimeRecordInput): RestTimeRecordUpdateRequest =>
  given(input, { ...RECORD_TIMES, ...RECORD_FIELDS, breaks: 'breaks' }) as RestTimeRecordUpdateRequest;

/** `start: null` is now, as when left out. */
export const startRecordRequest = (input: StartTimeRecordInput | null | undefined): RestTimeStartRequest =>
  given(
    { ...input, start: input?.start ?? undefined },
    { start: 'start', ...RECORD_FIELDS },
  ) as RestTimeStartRequest;

const TASK_FIELDS = {
  title: 'title',
  text: 'text',
  deadline: 'deadline',
  estimatedTime: 'estimated_time',
  ticketUrl: 'ticket_url',
  customerId: 'customer_id',
  brandId: 'brand_id',
  projectId: 'project_id',
} as const;

export const createTaskRequest = (input: CreateTimeTaskInput): RestTimeTaskRequest =>
  given(input, TASK_FIELDS) as RestTimeTaskRequest;

export const updateTaskRequest = (input: UpdateTimeTaskInput): RestTimeTaskUpdateRequest =>
  given(input, { ...TASK_FIELDS, finished: 'finished' }) as RestTimeTaskUpdateRequest;

/** Every field travels (left out is null), so an update replaces the budget: it moves from one target to another. */
export const budgetRequest = (input: TimeBudgetInput): RestTimeBudgetRequest => ({
  name: input.name,
  customer_id: input.customerId ?? null,
  brand_id: input.brandId ?? null,
  project_id: input.projectId ?? null,
  time: input.time ?? null,
  money_cents: input.moneyCents ?? null,
  hourly_rate_cents: input.hourlyRateCents ?? null,
  ends_on: input.endsOn ?? null,
});

/**
 * Only the given settings change (null counts as not given: every setting has a value, but the holiday region, where
 * null is none). The rounding's minutes do not travel without rounding (the backend stores 1).
 */
export function settingsRequest(input: TimeTrackingSettingsInput): RestTimeTrackingSettingsRequest {
  const { rounding, holidayRegion, ...rest } = input;
  const request = given(Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null)), {
    workingDaysInWeek: 'working_days_in_week',
    workingHoursPerDay: 'working_hours_per_day',
    shortTimeWorkHoursPerDay: 'short_time_work_hours_per_day',
    timeZone: 'time_zone',
    remindAfterHours: 'remind_after_hours',
  }) as RestTimeTrackingSettingsRequest;
  if (holidayRegion !== undefined) request.holiday_region = holidayRegion as RestHolidayRegion | null;
  if (rounding) {
    request.rounding_mode = ROUNDING_MODES[rounding.mode];
    if (rounding.mode !== 'NONE') request.rounding_minutes = rounding.minutes;
  }
  return request;
}

type RestHolidayRegion = (typeof TIME_HOLIDAY_REGIONS)[number];

const ROUNDING_MODES: Record<TimeRoundingMode, (typeof TIME_ROUNDING_MODES)[number]> = {
  NONE: 'none',
  UP: 'up',
  DOWN: 'down',
  NEAREST: 'nearest',
};

export const commentTarget = (resource: TimeCommentResource): TimeCommentTarget =>
  resource === 'TASK' ? 'task' : 'record';

export const suggestionField = (field: TimeSuggestionField): RestSuggestionField =>
  field === 'TEXT' ? 'text' : 'ticket_url';

const GROUPINGS = { CLIENT_BRAND: 'client_brand', TYPE: 'type', TAG: 'tag' } as const;

export const spentQuery = (args: {
  groupBy: TimeReportGroupBy;
  unit: TimeReportUnit;
  from: string;
  to: string;
}): RestTimeSpentQuery => ({
  group_by: GROUPINGS[args.groupBy],
  unit: args.unit === 'DAY' ? 'day' : args.unit === 'MONTH' ? 'month' : 'year',
  from: args.from,
  to: args.to,
});

export const exportFormat = (format: TimeExportFormat): 'csv' | 'xlsx' =>
  format === 'XLSX' ? 'xlsx' : 'csv';

const EXPORT_TYPES = { TODAY: 'today', THIS_WEEK: 'thisWeek', THIS_MONTH: 'thisMonth' } as const;

export const statisticsExportRequest = (
  type: TimeStatisticsExportType,
  format: TimeExportFormat,
): RestTimeStatisticsExportRequest => ({ type: EXPORT_TYPES[type], format: exportFormat(format) });

/** A cell of the week grid; its row is the task and customer given (none when null or left out). */
export const weekCellRequest = (input: SaveTimeWeekCellInput): RestTimeWeekCellRequest => ({
  date: input.date,
  task_id: input.taskId ?? null,
  customer_id: input.customerId ?? null,
  duration: input.duration.trim() || null,
});

// REST → GraphQL

interface Named {
  id: number | string;
  name: string;
}

/** A customer, type or member: the same shape in REST and GraphQL. */
const named = (item: Named): { id: string; name: string } => ({ id: String(item.id), name: item.name });

export const toTimeCustomer: (customer: Named) => TimeCustomer = named;
export const toTimeType: (type: Named) => TimeType = named;
const toTimeMember: (member: Named) => TimeMember = named;

/**
 * The brand of a record or task, with the record's or task's customer: a brand belongs to one customer, and the
 * backend keeps them together (a brand given alone brings its customer).
 */
function brandWith(brand: Named | null, customer: Named | null): TimeBrand | null {
  if (!brand) return null;
  if (!customer) throw new Error(`brand ${brand.id} without its customer`);
  return { id: String(brand.id), name: brand.name, customer: toTimeCustomer(customer) };
}

/** A project with its brand and the brand's customer (a project belongs to one brand). */
function projectWith(project: Named | null, brand: Named | null, customer: Named | null): TimeProject | null {
  if (!project) return null;
  const its = brandWith(brand, customer);
  if (!its) throw new Error(`project ${project.id} without its brand`);
  return { id: String(project.id), name: project.name, brand: its };
}

export const toTimeBrand = (brand: RestTimeBrand): TimeBrand => brandWith(brand, brand.client)!;

export const toTimeProject = (project: RestTimeProject): TimeProject =>
  projectWith(project, project.brand, project.client)!;

/** What a record or task is on: customer, brand and project, each with its parents. */
const targetsOf = (row: { client: Named | null; brand: Named | null; project: Named | null }) => ({
  customer: row.client && toTimeCustomer(row.client),
  brand: brandWith(row.brand, row.client),
  project: projectWith(row.project, row.brand, row.client),
});

/** '' is how the backend names "without a customer or type" (no name is empty). */
const groupName = (name: string): string | null => (name === '' ? null : name);

export const toTimeRecord = (record: RestTimeRecord): TimeRecordParent => ({
  id: String(record.id),
  start: record.start,
  stop: record.stop,
  duration: record.duration == null ? null : Number(record.duration),
  breakSeconds: Number(record.break_seconds),
  breaks: record.breaks,
  paused: record.paused,
  tags: record.tags,
  billable: record.billable,
  task: record.task && { id: String(record.task.id), title: record.task.title },
  text: record.text,
  ticketUrl: record.ticket_url,
  type: record.type && toTimeType(record.type),
  ...targetsOf(record),
  finished: record.finished,
  createdAt: record.created_at,
  updatedAt: record.updated_at,
});

export const toTimeRecentEntry = (entry: RestTimeRecentEntry): TimeRecentEntry => ({
  text: entry.text,
  task: entry.task && { id: String(entry.task.id), title: entry.task.title },
  type: entry.type && toTimeType(entry.type),
  ...targetsOf(entry),
  lastStart: entry.last_start,
});

export const toTimeTask = (task: RestTimeTask): TimeTaskParent => ({
  id: String(task.id),
  title: task.title,
  text: task.text,
  deadline: task.deadline,
  estimatedSeconds: task.estimated_time == null ? null : Number(task.estimated_time),
  ticketUrl: task.ticket_url,
  owner: toTimeMember(task.owner),
  ...targetsOf(task),
  finishedAt: task.finished_at,
  recordCount: Number(task.record_count),
  recordsDurationSum: Number(task.records_duration_sum),
  createdAt: task.created_at,
  updatedAt: task.updated_at,
});

const idOrNull = (id: number | string | null): string | null => (id == null ? null : String(id));
const numberOrNull = (value: number | null): number | null => (value == null ? null : Number(value));

export const toTimeBudget = (budget: RestTimeBudget): TimeBudget => ({
  id: String(budget.id),
  name: budget.name,
  customerId: idOrNull(budget.customer_id),
  brandId: idOrNull(budget.brand_id),
  projectId: idOrNull(budget.project_id),
  targetName: budget.target_name,
  timeSeconds: numberOrNull(budget.time_seconds),
  moneyCents: numberOrNull(budget.money_cents),
  hourlyRateCents: numberOrNull(budget.hourly_rate_cents),
  usedSeconds: Number(budget.used_seconds),
  usedMoneyCents: numberOrNull(budget.used_money_cents),
  remainingSeconds: numberOrNull(budget.remaining_seconds),
  endsOn: budget.ends_on,
  remainingSecondsPerWeek: numberOrNull(budget.remaining_seconds_per_week),
  createdAt: budget.created_at,
  updatedAt: budget.updated_at,
});

export const toTimeComment = (comment: RestTimeComment): TimeComment => ({
  id: String(comment.id),
  text: comment.text,
  author: toTimeMember(comment.user),
  createdAt: comment.created_at,
});

const period = (p: RestTimeStatistics['today']) => ({
  seconds: Number(p.seconds),
  recordCount: Number(p.record_count),
  targetSeconds: Number(p.target_seconds),
  startsAt: p.starts_at,
  includesRunning: p.includes_running,
});

export const toTimeStatistics = (statistics: RestTimeStatistics): TimeStatistics => ({
  overall: {
    seconds: Number(statistics.overall.seconds),
    recordCount: Number(statistics.overall.record_count),
    includesRunning: statistics.overall.includes_running,
  },
  today: period(statistics.today),
  thisWeek: period(statistics.this_week),
  thisMonth: period(statistics.this_month),
  dailyTargetSeconds: Number(statistics.daily_target_seconds),
  workingTimeDays: statistics.working_time_days.map(toTimeWorkingTimeDay),
});

const warningsOf = (warnings: RestTimeWorkingTimeDay['warnings']) =>
  warnings.map((w) => w.toUpperCase() as TimeWorkingTimeWarning);

const toTimeWorkingTimeDay = (day: RestTimeWorkingTimeDay): TimeWorkingTimeDay => ({
  date: day.date,
  workedSeconds: Number(day.worked_seconds),
  breakSeconds: Number(day.break_seconds),
  warnings: warningsOf(day.warnings),
});

export const toTimeWeek = (week: RestTimeWeek): TimeWeek => ({
  weekStart: week.week_start,
  days: week.days.map((day) => ({
    date: day.date,
    totalSeconds: Number(day.total_seconds),
    targetSeconds: Number(day.target_seconds),
    holiday: day.holiday,
    warnings: warningsOf(day.warnings),
  })),
  rows: week.rows.map((row) => ({
    task: row.task && { id: String(row.task.id), title: row.task.title },
    customer: row.client && toTimeCustomer(row.client),
    cells: row.cells.map(Number),
    totalSeconds: Number(row.total_seconds),
  })),
  totalSeconds: Number(week.total_seconds),
  targetSeconds: Number(week.target_seconds),
});

export const toTimeSpentReport = (report: RestTimeSpentReport): TimeSpentReport => ({
  totalSeconds: Number(report.total_seconds),
  billableSeconds: Number(report.billable_seconds),
  rows: report.rows.map((row) => ({
    period: row.period,
    group: groupName(row.group),
    seconds: Number(row.seconds),
    billableSeconds: Number(row.billable_seconds),
  })),
  periods: report.periods,
});

export const toTimeBrandStats = (stats: RestTimeBrandStats): TimeBrandStats => ({
  brandId: String(stats.brand_id),
  seconds: Number(stats.seconds),
  recordCount: Number(stats.record_count),
  taskCount: Number(stats.task_count),
  thisMonthSeconds: Number(stats.this_month_seconds),
  firstStart: stats.first_start,
  lastStop: stats.last_stop,
  byType: stats.by_type.map((row) => ({ type: groupName(row.type), seconds: Number(row.seconds) })),
});

/** The choices name their parents by id; brands and projects get them from the same answer. */
export function toTimeDropdownData(data: RestTimeDropdownData): TimeDropdownData {
  const customers = new Map(data.customers.map((customer) => [String(customer.id), customer]));
  const brands = data.brands.map((brand) =>
    brandWith(brand, customers.get(String(brand.customer_id)) ?? null)!,
  );
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  return {
    customers: data.customers.map(toTimeCustomer),
    brands,
    projects: data.projects.map((project) => {
      const brand = brandById.get(String(project.brand_id));
      if (!brand) throw new Error(`project ${project.id} without its brand`);
      return { id: String(project.id), name: project.name, brand };
    }),
    types: data.types.map(toTimeType),
    tasks: data.tasks.map((task) => ({
      id: String(task.id),
      title: task.title,
      customerId: idOrNull(task.customer_id),
      brandId: idOrNull(task.brand_id),
    })),
  };
}

export const toTimeTrackingSettings = (settings: RestTimeTrackingSettings): TimeTrackingSettings => ({
  workingDaysInWeek: Number(settings.working_days_in_week),
  workingHoursPerDay: Number(settings.working_hours_per_day),
  shortTimeWorkHoursPerDay: Number(settings.short_time_work_hours_per_day),
  timeZone: settings.time_zone,
  holidayRegion: settings.holiday_region,
  rounding: {
    mode: settings.rounding_mode.toUpperCase() as TimeRoundingMode,
    minutes: Number(settings.rounding_minutes),
  },
  remindAfterHours: Number(settings.remind_after_hours),
});

/** The running record a 'running record changed' event of the member's channel carries (null: stopped). */
export function runningRecordOf({
  data,
}: RelayEvent<typeof events.timeRunningRecordChanged>): TimeRecordParent | null {
  return data.record ? toTimeRecord(data.record) : null;
}
