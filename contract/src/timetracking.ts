// Time tracking (spec 02 §2–§9): a member's customers → brands → projects, budgets, record types, tasks, records
// with the running clock, comments, settings, statistics, the time-spent report and its exports. Everything
// belongs to its member alone: another member's ids answer 404.
import { z } from 'zod';
import { memberChannel, realtimeEvent } from './broadcasting.js';
import { RestId, RestMessage, defineList, paginator } from './common.js';
import { RestDownload } from './downloads.js';
import { DURATION_RULE, MAX_DURATION_SECONDS, parseDuration } from './duration.js';
import { TIME_HOLIDAY_REGIONS } from './holiday-regions.js';
import { route } from './route.js';
import { booleanLike, idLike, IdParams, integerLike, text, visibleText } from './rules.js';

/** A typed duration in a request body, as seconds; a 422 `validation.duration` for anything else. */
export const durationText = () =>
  text().transform((value, ctx) => {
    const seconds = parseDuration(value);
    if (seconds === null) ctx.issues.push({ code: 'custom', message: DURATION_RULE, input: value });
    return seconds ?? 0;
  });

/** A duration in a request body: whole seconds as a number, or typed (durationText). */
export const durationInput = () =>
  z.union(
    [z.number().int().min(0, DURATION_RULE).max(MAX_DURATION_SECONDS, DURATION_RULE), durationText()],
    DURATION_RULE,
  );

/** `tag`: a record with several tags counts under each, one without under none (''). */
export const TIME_REPORT_GROUPINGS = ['client_brand', 'type', 'tag'] as const;
export const TIME_REPORT_UNITS = ['day', 'month', 'year'] as const;
export const TIME_EXPORT_TYPES = ['today', 'thisWeek', 'thisMonth'] as const;
export const TIME_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** The fields whose earlier values field-suggestions offers. */
export const TIME_SUGGESTION_FIELDS = ['text', 'ticket_url'] as const;
export const TIME_COMMENT_TARGETS = ['task', 'record'] as const;
export { TIME_HOLIDAY_REGIONS };
export const TIME_ROUNDING_MODES = ['none', 'up', 'down', 'nearest'] as const;
/** What the working-time act (ArbZG §3, §4) says about a day: over 10 hours; too few breaks for its hours. */
export const TIME_WORKING_TIME_WARNINGS = ['long_day', 'missing_break'] as const;

const Named = z.object({ id: RestId, name: z.string() });

export const RestTimeCustomer = z.object({
  id: RestId,
  name: z.string(),
  brand_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeCustomer = z.infer<typeof RestTimeCustomer>;

export const RestTimeBrand = z.object({
  id: RestId,
  name: z.string(),
  customer_id: RestId,
  client: Named,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeBrand = z.infer<typeof RestTimeBrand>;

export const RestTimeProject = z.object({
  id: RestId,
  name: z.string(),
  brand_id: RestId,
  brand: Named,
  client: Named,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeProject = z.infer<typeof RestTimeProject>;

/** A budget on exactly one of a customer, brand or project, with what the records on it have used so far. */
export const RestTimeBudget = z.object({
  id: RestId,
  name: z.string(),
  customer_id: RestId.nullable(),
  brand_id: RestId.nullable(),
  project_id: RestId.nullable(),
  /** The name of the customer, brand or project it is on. */
  target_name: z.string(),
  /** The time budget in seconds (null: none). */
  time_seconds: z.number().nullable(),
  /** The money budget in cents (null: none). */
  money_cents: z.number().nullable(),
  /** What an hour costs, in cents: turns the used time into used money (null: no money is counted). */
  hourly_rate_cents: z.number().nullable(),
  /** Seconds of the finished records on its customer, brand or project. */
  used_seconds: z.number(),
  /** used_seconds at hourly_rate_cents, rounded to cents; null without a rate. */
  used_money_cents: z.number().nullable(),
  /** time_seconds − used_seconds (negative when overrun); null without a time budget. */
  remaining_seconds: z.number().nullable(),
  /** The last day the budget is meant for (YYYY-MM-DD); null: open-ended. */
  ends_on: z.string().nullable(),
  /**
   * remaining_seconds spread over the weeks from this one (the member's time zone) to the one of ends_on, both
   * included; null without a time budget or an end.
   */
  remaining_seconds_per_week: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeBudget = z.infer<typeof RestTimeBudget>;

export const RestTimeType = z.object({
  id: RestId,
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeType = z.infer<typeof RestTimeType>;

export const RestTimeTask = z.object({
  id: RestId,
  title: z.string(),
  text: z.string().nullable(),
  /** YYYY-MM-DD. */
  deadline: z.string().nullable(),
  /** Seconds. */
  estimated_time: z.number().nullable(),
  ticket_url: z.string().nullable(),
  owner: Named,
  client: Named.nullable(),
  brand: Named.nullable(),
  project: Named.nullable(),
  finished_at: z.string().nullable(),
  record_count: z.number(),
  /** Seconds of its finished records. */
  records_duration_sum: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeTask = z.infer<typeof RestTimeTask>;

/** A pause of a record; only the running record's last break is open (stop null). */
export const RestTimeBreak = z.object({ start: z.string(), stop: z.string().nullable() });
export type RestTimeBreak = z.infer<typeof RestTimeBreak>;

export const RestTimeRecord = z.object({
  id: RestId,
  start: z.string(),
  /** null while it runs. */
  stop: z.string().nullable(),
  /**
   * The worked seconds: stop − start less the breaks, rounded as the member's settings say (what every total
   * counts); null while it runs.
   */
  duration: z.number().nullable(),
  /** Seconds of its breaks, an open one up to now. */
  break_seconds: z.number(),
  /** Oldest first. */
  breaks: z.array(RestTimeBreak),
  /** The running record's last break is open. */
  paused: z.boolean(),
  /** Sorted, without duplicates. */
  tags: z.array(z.string()),
  billable: z.boolean(),
  task: z.object({ id: RestId, title: z.string() }).nullable(),
  text: z.string().nullable(),
  ticket_url: z.string().nullable(),
  type: Named.nullable(),
  client: Named.nullable(),
  brand: Named.nullable(),
  project: Named.nullable(),
  /** Stopped. */
  finished: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestTimeRecord = z.infer<typeof RestTimeRecord>;

export const RestTimeComment = z.object({
  id: RestId,
  target: z.enum(TIME_COMMENT_TARGETS),
  target_id: RestId,
  text: z.string(),
  user: Named,
  created_at: z.string(),
});
export type RestTimeComment = z.infer<typeof RestTimeComment>;

export const RestTimeTrackingSettings = z.object({
  /** Monday onwards: 5 is Monday to Friday. */
  working_days_in_week: z.number(),
  working_hours_per_day: z.number(),
  /** Short-time work: hours a working day less than working_hours_per_day. */
  short_time_work_hours_per_day: z.number(),
  /** IANA zone the days, weeks and months of statistics and reports are counted in. */
  time_zone: z.string(),
  /** The Bundesland whose public holidays are days off in every target; null: none. */
  holiday_region: z.enum(TIME_HOLIDAY_REGIONS).nullable(),
  /** How each record's worked seconds are rounded before anything counts them … */
  rounding_mode: z.enum(TIME_ROUNDING_MODES),
  /** … to a multiple of these minutes (1–60; 1 with none). */
  rounding_minutes: z.number(),
  /** A record running longer than this many hours raises one notification (1–72). */
  remind_after_hours: z.number(),
});
export type RestTimeTrackingSettings = z.infer<typeof RestTimeTrackingSettings>;

/** Seconds worked in a period against the target of its working days (so far, today included). */
const StatisticsPeriod = z.object({
  seconds: z.number(),
  record_count: z.number(),
  target_seconds: z.number(),
  /** When the period began (midnight of its first day in the member's time zone). */
  starts_at: z.string(),
  /** The member's clock runs: a live view adds its time since `starts_at` (or its start, if later). */
  includes_running: z.boolean(),
});

/** A day the working-time act warns of: its worked seconds and its breaks of at least 15 minutes. */
export const RestTimeWorkingTimeDay = z.object({
  date: z.string(),
  worked_seconds: z.number(),
  break_seconds: z.number(),
  warnings: z.array(z.enum(TIME_WORKING_TIME_WARNINGS)),
});
export type RestTimeWorkingTimeDay = z.infer<typeof RestTimeWorkingTimeDay>;

/**
 * Totals of the finished records' time (a running record counts once stopped); a record over midnight counts in
 * each period with its part there. Targets leave out days off and the public holidays of the member's region.
 */
export const RestTimeStatistics = z.object({
  overall: z.object({ seconds: z.number(), record_count: z.number(), includes_running: z.boolean() }),
  today: StatisticsPeriod,
  this_week: StatisticsPeriod,
  this_month: StatisticsPeriod,
  /** The seconds a working day asks: working_hours_per_day less short_time_work_hours_per_day. */
  daily_target_seconds: z.number(),
  /** The days of this month (up to today) with working-time warnings. */
  working_time_days: z.array(RestTimeWorkingTimeDay),
});
export type RestTimeStatistics = z.infer<typeof RestTimeStatistics>;

export const RestTimeBrandStats = z.object({
  brand_id: RestId,
  seconds: z.number(),
  record_count: z.number(),
  task_count: z.number(),
  this_month_seconds: z.number(),
  first_start: z.string().nullable(),
  last_stop: z.string().nullable(),
  by_type: z.array(z.object({ type: z.string(), seconds: z.number() })),
});
export type RestTimeBrandStats = z.infer<typeof RestTimeBrandStats>;

/**
 * The time-spent report: seconds of the finished records within the days [from, to] (member's time zone) per
 * period (`YYYY-MM-DD`, `YYYY-MM`, `YYYY`) and group (`customer / brand`, or the type's name; '' for records
 * without); a record over midnight counts on each day with its part there. `periods` lists every period of the
 * range, those without time too.
 */
export const RestTimeSpentReport = z.object({
  /** The rows' seconds together. */
  total_seconds: z.number(),
  /** The part of total_seconds on billable records (likewise per row). */
  billable_seconds: z.number(),
  rows: z.array(
    z.object({ period: z.string(), group: z.string(), seconds: z.number(), billable_seconds: z.number() }),
  ),
  periods: z.array(z.string()),
});
export type RestTimeSpentReport = z.infer<typeof RestTimeSpentReport>;

/** A week (Monday to Sunday, member's time zone) as a grid: a row per task and customer, seconds per day. */
export const RestTimeWeek = z.object({
  week_start: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      total_seconds: z.number(),
      /** 0 on days off and public holidays. */
      target_seconds: z.number(),
      /** The public holiday's name in the request's language; null on other days. */
      holiday: z.string().nullable(),
      warnings: z.array(z.enum(TIME_WORKING_TIME_WARNINGS)),
    }),
  ),
  rows: z.array(
    z.object({
      task: z.object({ id: RestId, title: z.string() }).nullable(),
      client: Named.nullable(),
      /** Seconds per day, Monday first. */
      cells: z.array(z.number()),
      total_seconds: z.number(),
    }),
  ),
  total_seconds: z.number(),
  target_seconds: z.number(),
});
export type RestTimeWeek = z.infer<typeof RestTimeWeek>;

export const RestTimeDropdownData = z.object({
  customers: z.array(Named),
  brands: z.array(Named.extend({ customer_id: RestId })),
  projects: z.array(Named.extend({ brand_id: RestId })),
  types: z.array(Named),
  /** Unfinished tasks. */
  tasks: z.array(
    z.object({ id: RestId, title: z.string(), customer_id: RestId.nullable(), brand_id: RestId.nullable() }),
  ),
});
export type RestTimeDropdownData = z.infer<typeof RestTimeDropdownData>;

/** A combination of fields the member recorded with, and when a record of it last started. */
export const RestTimeRecentEntry = z.object({
  text: z.string().nullable(),
  task: z.object({ id: RestId, title: z.string() }).nullable(),
  type: Named.nullable(),
  client: Named.nullable(),
  brand: Named.nullable(),
  project: Named.nullable(),
  last_start: z.string(),
});
export type RestTimeRecentEntry = z.infer<typeof RestTimeRecentEntry>;

/** The budgets on each record's project, brand and customer (in that order). */
export const RestTimeRecordBudgets = z.array(
  z.object({ record_id: RestId, budgets: z.array(RestTimeBudget) }),
);
export type RestTimeRecordBudgets = z.infer<typeof RestTimeRecordBudgets>;

/** An export written into the downloads inbox, with the backend path that streams it. */
export const RestTimeExport = z.object({ link: z.string(), download: RestDownload });
export type RestTimeExport = z.infer<typeof RestTimeExport>;

/** The data of timeRunningRecordChanged: the running record now, or null. */
export const RestTimeRunningRecordChanged = z.object({ record: RestTimeRecord.nullable() });
export type RestTimeRunningRecordChanged = z.infer<typeof RestTimeRunningRecordChanged>;

export const timetrackingEvents = {
  /** On the member's own channel after every change of their running record. */
  timeRunningRecordChanged: realtimeEvent(
    memberChannel,
    'running record changed',
    RestTimeRunningRecordChanged,
  ),
};

// requests

/** An ISO 8601 time with its offset (`2026-11-24T08:00:00Z`, `…+01:00`). */
export const timeInput = () =>
  text().refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    'date',
  );
/** Whether `v` is a day of the calendar as YYYY-MM-DD (not 2026-02-30, not year 0). */
export function isCalendarDay(v: string): boolean {
  const day = new Date(`${v}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    !v.startsWith('0000') &&
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(v)
  );
}

/** A day, YYYY-MM-DD. */
export const dateInput = () => text().refine(isCalendarDay, 'date');

const name = () => visibleText().trim().min(1).max(255);
const optionalId = () => idLike().nullable().optional();
const longText = () => visibleText({ multiline: true }).max(10_000).nullable().optional();
const ticketUrl = () => visibleText().trim().max(2048).nullable().optional();
/** Whole cents, not negative. */
const cents = () =>
  integerLike()
    .refine((v) => Number(v) >= 0, { message: 'min.numeric', params: { min: 0 } })
    .nullable()
    .optional();

export const RestTimeNameRequest = z.object({ name: name() });
export type RestTimeNameRequest = z.input<typeof RestTimeNameRequest>;

export const RestTimeBrandRequest = z.object({ name: name(), customer_id: idLike() });
export type RestTimeBrandRequest = z.input<typeof RestTimeBrandRequest>;
export const RestTimeBrandUpdateRequest = RestTimeBrandRequest.partial();
export type RestTimeBrandUpdateRequest = z.input<typeof RestTimeBrandUpdateRequest>;

export const RestTimeProjectRequest = z.object({ name: name(), brand_id: idLike() });
export type RestTimeProjectRequest = z.input<typeof RestTimeProjectRequest>;
export const RestTimeProjectUpdateRequest = RestTimeProjectRequest.partial();
export type RestTimeProjectUpdateRequest = z.input<typeof RestTimeProjectUpdateRequest>;

/** Exactly one of customer_id, brand_id, project_id (checked by the backend). */
export const RestTimeBudgetRequest = z.object({
  name: name(),
  customer_id: optionalId(),
  brand_id: optionalId(),
  project_id: optionalId(),
  /** Typed (`40h`) or seconds. */
  time: durationInput().nullable().optional(),
  money_cents: cents(),
  hourly_rate_cents: cents(),
  ends_on: dateInput().nullable().optional(),
});
export type RestTimeBudgetRequest = z.input<typeof RestTimeBudgetRequest>;
export const RestTimeBudgetUpdateRequest = RestTimeBudgetRequest.partial();
export type RestTimeBudgetUpdateRequest = z.input<typeof RestTimeBudgetUpdateRequest>;

export const RestTimeTaskRequest = z.object({
  title: name(),
  text: longText(),
  deadline: dateInput().nullable().optional(),
  /** Typed (`1d`, `2h24m`) or seconds. */
  estimated_time: durationInput().nullable().optional(),
  ticket_url: ticketUrl(),
  customer_id: optionalId(),
  brand_id: optionalId(),
  project_id: optionalId(),
  finished: booleanLike().optional(),
});
export type RestTimeTaskRequest = z.input<typeof RestTimeTaskRequest>;
export const RestTimeTaskUpdateRequest = RestTimeTaskRequest.partial();
export type RestTimeTaskUpdateRequest = z.input<typeof RestTimeTaskUpdateRequest>;

/** What a record is about; a task brings its customer, brand and project where none is given. */
const recordFields = {
  task_id: optionalId(),
  type_id: optionalId(),
  customer_id: optionalId(),
  brand_id: optionalId(),
  project_id: optionalId(),
  text: longText(),
  ticket_url: ticketUrl(),
  /** Trimmed, blanks and duplicates dropped, sorted; each at most 40 characters, at most 20. */
  tags: z
    .array(visibleText().trim().max(40))
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))].sort())
    .pipe(z.array(visibleText()).max(20))
    .optional(),
  billable: z.boolean().optional(),
};

/**
 * A record entered afterwards: start, then stop or a duration (typed or seconds) that sets the stop; with
 * neither it starts the clock at `start` (as start does).
 */
export const RestTimeRecordRequest = z.object({
  start: timeInput(),
  stop: timeInput().nullable().optional(),
  duration: durationInput().nullable().optional(),
  ...recordFields,
});
export type RestTimeRecordRequest = z.input<typeof RestTimeRecordRequest>;

/**
 * Only the fields that change; a new start, stop or duration recomputes the other (a duration is worked time:
 * the stop follows it past the breaks). `breaks` replaces a finished record's breaks: each within the record,
 * none overlapping another.
 */
export const RestTimeRecordUpdateRequest = RestTimeRecordRequest.partial().extend({
  breaks: z
    .array(z.object({ start: timeInput(), stop: timeInput() }))
    .max(100)
    .optional(),
});
export type RestTimeRecordUpdateRequest = z.input<typeof RestTimeRecordUpdateRequest>;

/** Starts the clock now, or at `start` (never before the member's last stop). */
export const RestTimeStartRequest = z.object({ start: timeInput().optional(), ...recordFields });
export type RestTimeStartRequest = z.input<typeof RestTimeStartRequest>;

/** Stops now, or at `stop` (after the start). */
export const RestTimeStopRequest = z.object({ stop: timeInput().optional() });
export type RestTimeStopRequest = z.input<typeof RestTimeStopRequest>;

/** Pauses or resumes the running record now, or `at` (never in the future). */
export const RestTimePauseRequest = z.object({ at: timeInput().optional() });
export type RestTimePauseRequest = z.input<typeof RestTimePauseRequest>;

export const RestTimeRecentQuery = z.object({
  /** Default 8. */
  limit: integerLike()
    .refine((v) => Number(v) >= 1 && Number(v) <= 20, {
      message: 'between.numeric',
      params: { min: 1, max: 20 },
    })
    .optional(),
});
export type RestTimeRecentQuery = z.input<typeof RestTimeRecentQuery>;

export const RestTimeRecordBudgetsQuery = z.object({
  /** Record ids, comma-separated (at most 100). */
  ids: text().refine((v) => /^\d{1,15}(,\d{1,15}){0,99}$/.test(v), 'regex'),
});
export type RestTimeRecordBudgetsQuery = z.input<typeof RestTimeRecordBudgetsQuery>;

export const RestTimeCommentRequest = z.object({
  text: visibleText({ multiline: true }).trim().min(1).max(10_000),
});
export type RestTimeCommentRequest = z.input<typeof RestTimeCommentRequest>;

export const RestTimeTrackingSettingsRequest = z.object({
  working_days_in_week: z.number().int().min(1).max(7).optional(),
  working_hours_per_day: z.number().min(0).max(24).optional(),
  short_time_work_hours_per_day: z.number().min(0).max(24).optional(),
  time_zone: text()
    .refine((v) => {
      try {
        return Boolean(new Intl.DateTimeFormat('en', { timeZone: v }));
      } catch {
        return false;
      }
    }, 'timezone')
    .optional(),
  holiday_region: z.enum(TIME_HOLIDAY_REGIONS).nullable().optional(),
  rounding_mode: z.enum(TIME_ROUNDING_MODES).optional(),
  /** 1–60; stored as 1 with rounding_mode none. */
  rounding_minutes: z.number().int().min(1).max(60).optional(),
  remind_after_hours: z.number().int().min(1).max(72).optional(),
});
export type RestTimeTrackingSettingsRequest = z.input<typeof RestTimeTrackingSettingsRequest>;

export const RestTimeWeekQuery = z.object({
  /** Any day of the week; weeks begin on Monday. */
  week_start: dateInput(),
});
export type RestTimeWeekQuery = z.input<typeof RestTimeWeekQuery>;

/** One cell of the week grid: the day's time of a task and customer; no duration deletes the cell's record. */
export const RestTimeWeekCellRequest = z.object({
  date: dateInput(),
  task_id: idLike().nullable().optional(),
  customer_id: idLike().nullable().optional(),
  /** Empty (null, as every empty text arrives) deletes. */
  duration: durationInput().nullable(),
});
export type RestTimeWeekCellRequest = z.input<typeof RestTimeWeekCellRequest>;

const search = { search: text() };
/** A list of named rows (customers, brands, ...), by name unless sorted otherwise. */
const byName = <const I extends string, F extends z.ZodRawShape>(item: I, filters: F) =>
  defineList({
    item,
    orderFields: ['name', 'created_at'],
    defaultOrder: { field: 'name', direction: 'asc' },
    filters: { ...search, ...filters },
  });
export const TIME_CUSTOMER_LIST = byName('TimeCustomer', {});
export const TIME_BRAND_LIST = byName('TimeBrand', { customer_id: text() });
export const TIME_PROJECT_LIST = byName('TimeProject', { brand_id: text() });
export const TIME_BUDGET_LIST = byName('TimeBudget', {});
export const TIME_TYPE_LIST = byName('TimeType', {});
/** The member's tasks, newest first unless sorted otherwise. */
export const TIME_TASK_LIST = defineList({
  item: 'TimeTask',
  orderFields: ['title', 'deadline', 'created_at', 'finished_at'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  filters: {
    ...search,
    customer_id: text(),
    brand_id: text(),
    /** 1 finished, 0 open, 2 (or absent) both. */
    finished: z.literal([1, 0, 2, '1', '0', '2']),
  },
});
/** The member's records, the latest start first unless sorted otherwise. */
export const TIME_RECORD_LIST = defineList({
  item: 'TimeRecord',
  orderFields: ['start', 'stop', 'duration', 'created_at'],
  defaultOrder: { field: 'start', direction: 'desc' },
  filters: {
    ...search,
    task_id: text(),
    type_id: text(),
    customer_id: text(),
    brand_id: text(),
    /** Records starting on or after this day (YYYY-MM-DD, member's time zone). */
    from: text(),
    /** Records starting on or before this day. */
    to: text(),
    /** Records carrying this tag. */
    tag: text(),
    /** 1 billable, 0 not. */
    billable: z.literal([1, 0, '1', '0']),
  },
});
export const RestTimeCustomerListQuery = TIME_CUSTOMER_LIST.query;
export const RestTimeBrandListQuery = TIME_BRAND_LIST.query;
export const RestTimeProjectListQuery = TIME_PROJECT_LIST.query;
export const RestTimeBudgetListQuery = TIME_BUDGET_LIST.query;
export const RestTimeTypeListQuery = TIME_TYPE_LIST.query;
export const RestTimeTaskListQuery = TIME_TASK_LIST.query;
export const RestTimeRecordListQuery = TIME_RECORD_LIST.query;

export const RestTimeSpentQuery = z.object({
  group_by: z.enum(TIME_REPORT_GROUPINGS),
  unit: z.enum(TIME_REPORT_UNITS),
  from: dateInput(),
  to: dateInput(),
});
export type RestTimeSpentQuery = z.input<typeof RestTimeSpentQuery>;
export const RestTimeSpentExportRequest = RestTimeSpentQuery.extend({ format: z.enum(TIME_EXPORT_FORMATS) });
export type RestTimeSpentExportRequest = z.input<typeof RestTimeSpentExportRequest>;

export const RestTimeStatisticsExportRequest = z.object({
  type: z.enum(TIME_EXPORT_TYPES),
  /** Default csv. */
  format: z.enum(TIME_EXPORT_FORMATS).optional(),
});
export type RestTimeStatisticsExportRequest = z.input<typeof RestTimeStatisticsExportRequest>;

export const RestTimeSuggestionParams = z.object({ field: z.enum(TIME_SUGGESTION_FIELDS) });
export const RestTimeSuggestionQuery = z.object({ prefix: text().optional() });

const tt = { auth: true, roles: ['ADMIN', 'TIME_TRACKING'] } as const;

/** GET list, POST, GET/PUT/DELETE one: the generic resource paths of a member's own rows. */
function resource<
  const P extends `/api/${string}`,
  Item extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(path: P, what: string, item: Item, query: Query, create: Create, update: Update, listSummary: string) {
  return {
    [`GET ${path}`]: route({
      method: 'GET',
      path,
      summary: listSummary,
      origin: 'laravel',
      ...tt,
      query,
      response: paginator(item),
    }),
    [`POST ${path}`]: route({
      method: 'POST',
      path,
      summary: `Creates a ${what} of the member.`,
      origin: 'laravel',
      ...tt,
      body: create,
      response: item,
      status: 201,
    }),
    [`GET ${path}/:id`]: route({
      method: 'GET',
      path: `${path}/:id`,
      summary: `One of the member's ${what}s (404 for anybody else's).`,
      origin: 'laravel',
      ...tt,
      params: IdParams,
      response: item,
    }),
    [`PUT ${path}/:id`]: route({
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Changes a ${what} (only the fields sent).`,
      origin: 'laravel',
      ...tt,
      params: IdParams,
      body: update,
      response: item,
    }),
    [`DELETE ${path}/:id`]: route({
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Deletes a ${what}.`,
      origin: 'laravel',
      ...tt,
      params: IdParams,
      response: RestMessage,
    }),
  } as {
    [K in `GET ${P}`]: {
      method: 'GET';
      path: P;
      query: Query;
      response: ReturnType<typeof paginator<Item>>;
    } & Tt;
  } & { [K in `POST ${P}`]: { method: 'POST'; path: P; body: Create; response: Item; status: 201 } & Tt } & {
    [K in `GET ${P}/:id`]: { method: 'GET'; path: `${P}/:id`; params: typeof IdParams; response: Item } & Tt;
  } & {
    [K in `PUT ${P}/:id`]: {
      method: 'PUT';
      path: `${P}/:id`;
      params: typeof IdParams;
      body: Update;
      response: Item;
    } & Tt;
  } & {
    [K in `DELETE ${P}/:id`]: {
      method: 'DELETE';
      path: `${P}/:id`;
      params: typeof IdParams;
      response: typeof RestMessage;
    } & Tt;
  };
}
type Tt = typeof tt & { summary: string; origin: 'laravel' };

const comments = <const P extends `/api/${string}`>(path: P, what: string) =>
  ({
    [`GET ${path}/:id/comment`]: route({
      method: 'GET',
      path: `${path}/:id/comment`,
      summary: `The comments on a ${what}, oldest first.`,
      origin: 'portal',
      ...tt,
      params: IdParams,
      response: z.array(RestTimeComment),
    }),
    [`POST ${path}/:id/comment`]: route({
      method: 'POST',
      path: `${path}/:id/comment`,
      summary: `Comments on a ${what}.`,
      origin: 'laravel',
      ...tt,
      params: IdParams,
      body: RestTimeCommentRequest,
      response: RestTimeComment,
      status: 201,
    }),
  }) as {
    [K in `GET ${P}/:id/comment`]: {
      method: 'GET';
      path: `${P}/:id/comment`;
      params: typeof IdParams;
      response: z.ZodArray<typeof RestTimeComment>;
    } & Tt;
  } & {
    [K in `POST ${P}/:id/comment`]: {
      method: 'POST';
      path: `${P}/:id/comment`;
      params: typeof IdParams;
      body: typeof RestTimeCommentRequest;
      response: typeof RestTimeComment;
      status: 201;
    } & Tt;
  };

const record = '/api/tt/record';

export const timetrackingRoutes = {
  ...resource(
    '/api/tt/customer',
    'customer',
    RestTimeCustomer,
    RestTimeCustomerListQuery,
    RestTimeNameRequest,
    RestTimeNameRequest,
    "The member's customers (paged; order name, created_at; filter search).",
  ),
  ...resource(
    '/api/tt/brand',
    'brand',
    RestTimeBrand,
    RestTimeBrandListQuery,
    RestTimeBrandRequest,
    RestTimeBrandUpdateRequest,
    "The member's brands (paged; order name, created_at; filters search, customer_id).",
  ),
  'GET /api/tt/brand/:id/stats': route({
    method: 'GET',
    path: '/api/tt/brand/:id/stats',
    summary:
      "A brand's totals: seconds, records, tasks, this month, first and last record, seconds per type.",
    origin: 'laravel',
    ...tt,
    params: IdParams,
    response: RestTimeBrandStats,
  }),
  ...resource(
    '/api/tt/project',
    'project',
    RestTimeProject,
    RestTimeProjectListQuery,
    RestTimeProjectRequest,
    RestTimeProjectUpdateRequest,
    "The member's projects (paged; order name, created_at; filters search, brand_id).",
  ),
  ...resource(
    '/api/tt/budget',
    'budget',
    RestTimeBudget,
    RestTimeBudgetListQuery,
    RestTimeBudgetRequest,
    RestTimeBudgetUpdateRequest,
    "The member's budgets with their consumption (paged; order name, created_at; filter search).",
  ),
  ...resource(
    '/api/tt/type',
    'record type',
    RestTimeType,
    RestTimeTypeListQuery,
    RestTimeNameRequest,
    RestTimeNameRequest,
    "The member's record types (paged; order name, created_at; filter search).",
  ),
  ...resource(
    '/api/tt/task',
    'task',
    RestTimeTask,
    RestTimeTaskListQuery,
    RestTimeTaskRequest,
    RestTimeTaskUpdateRequest,
    "The member's tasks (paged; order title, deadline, created_at, finished_at; filters search, customer_id, " +
      'brand_id, finished).',
  ),
  ...comments('/api/tt/task', 'task'),
  [`GET ${record}/users-running-record`]: route({
    method: 'GET',
    path: `${record}/users-running-record`,
    summary: "The member's running record, or null.",
    origin: 'laravel',
    ...tt,
    response: RestTimeRecord.nullable(),
  }),
  [`GET ${record}/users-last-record`]: route({
    method: 'GET',
    path: `${record}/users-last-record`,
    summary: "The member's record that stopped last, or null.",
    origin: 'laravel',
    ...tt,
    response: RestTimeRecord.nullable(),
  }),
  [`POST ${record}/start`]: route({
    method: 'POST',
    path: `${record}/start`,
    summary:
      "Starts the clock now (or at `start`); 422 'start time must be after {lastStopTime}' before the last stop, " +
      '409 while a record runs.',
    origin: 'portal',
    ...tt,
    body: RestTimeStartRequest,
    response: RestTimeRecord,
    status: 201,
  }),
  [`PUT ${record}/stop-users-running-record/:id`]: route({
    method: 'PUT',
    path: `${record}/stop-users-running-record/:id`,
    summary:
      'Stops the running record now (or at `stop`) and computes its worked time; a paused record stops where ' +
      'its pause began. 404 unless it runs.',
    origin: 'laravel',
    ...tt,
    params: IdParams,
    body: RestTimeStopRequest,
    response: RestTimeRecord,
  }),
  [`PUT ${record}/pause-users-running-record`]: route({
    method: 'PUT',
    path: `${record}/pause-users-running-record`,
    summary:
      'Pauses the running record now (or `at`; 422 in the future or before its start or last break): it stays ' +
      'one record with an open break. 404 unless a record runs, 409 when it is paused already.',
    origin: 'portal',
    ...tt,
    body: RestTimePauseRequest,
    response: RestTimeRecord,
  }),
  [`PUT ${record}/resume-users-running-record`]: route({
    method: 'PUT',
    path: `${record}/resume-users-running-record`,
    summary:
      "Ends the running record's pause now (or `at`; 422 in the future or before the pause began). 404 unless a " +
      'record runs, 409 unless it is paused.',
    origin: 'portal',
    ...tt,
    body: RestTimePauseRequest,
    response: RestTimeRecord,
  }),
  [`POST ${record}/:id/continue`]: route({
    method: 'POST',
    path: `${record}/:id/continue`,
    summary:
      "Starts the clock now with the record's task, type, customer, brand, project, text, ticket URL, tags and " +
      'billability; refused as start is (409 while a record runs).',
    origin: 'portal',
    ...tt,
    params: IdParams,
    response: RestTimeRecord,
    status: 201,
  }),
  [`GET ${record}/recent`]: route({
    method: 'GET',
    path: `${record}/recent`,
    summary:
      'The combinations of text, task, type, customer, brand and project the member recorded with most recently ' +
      '(among their latest records), newest first, with when each last started (limit 1–20, default 8).',
    origin: 'portal',
    ...tt,
    query: RestTimeRecentQuery,
    response: z.array(RestTimeRecentEntry),
  }),
  [`GET ${record}/budgets`]: route({
    method: 'GET',
    path: `${record}/budgets`,
    summary:
      "The budgets on each of the member's records `ids` (their project's, brand's and customer's, in that " +
      'order); one call for a page of records.',
    origin: 'portal',
    ...tt,
    query: RestTimeRecordBudgetsQuery,
    response: RestTimeRecordBudgets,
  }),
  [`GET ${record}/dropdown-data`]: route({
    method: 'GET',
    path: `${record}/dropdown-data`,
    summary: "The member's customers, brands, projects, types and open tasks for the pickers, by name.",
    origin: 'laravel',
    ...tt,
    response: RestTimeDropdownData,
  }),
  [`GET ${record}/field-suggestions/:field`]: route({
    method: 'GET',
    path: `${record}/field-suggestions/:field`,
    summary:
      "The member's own earlier values of text or ticket_url starting with `prefix`, latest first (10).",
    origin: 'laravel',
    ...tt,
    params: RestTimeSuggestionParams,
    query: RestTimeSuggestionQuery,
    response: z.array(z.string()),
  }),
  [`GET ${record}/time-spent`]: route({
    method: 'GET',
    path: `${record}/time-spent`,
    summary:
      'Seconds of the finished records from day `from` to day `to` (inclusive; a record over midnight counts on ' +
      'each day with its part there) per period (day, month, year) and group (client_brand, type, tag: a record ' +
      'under each of its tags), with their billable part, the total and every period of the range (at most 100 ' +
      'years).',
    origin: 'laravel',
    ...tt,
    query: RestTimeSpentQuery,
    response: RestTimeSpentReport,
  }),
  [`POST ${record}/time-spent/export`]: route({
    method: 'POST',
    path: `${record}/time-spent/export`,
    summary:
      "Writes the time-spent report's records (one row per record and period, with period and group, and the " +
      'total) as CSV or XLSX into the downloads inbox and answers its link (a POST: Laravel has a GET, but it ' +
      'writes a file).',
    origin: 'laravel',
    ...tt,
    body: RestTimeSpentExportRequest,
    response: RestTimeExport,
  }),
  ...resource(
    record,
    'record',
    RestTimeRecord,
    RestTimeRecordListQuery,
    RestTimeRecordRequest,
    RestTimeRecordUpdateRequest,
    "The member's records (paged; order start, stop, duration, created_at; filters search, task_id, type_id, " +
      'customer_id, brand_id, from, to, tag, billable).',
  ),
  ...comments(record, 'record'),
  'GET /api/tt/statistics': route({
    method: 'GET',
    path: '/api/tt/statistics',
    summary: "The member's seconds overall, today, this week and this month against the working-day target.",
    origin: 'portal',
    ...tt,
    response: RestTimeStatistics,
  }),
  'POST /api/tt/statistics/export': route({
    method: 'POST',
    path: '/api/tt/statistics/export',
    summary:
      'Writes the records of today, this week or this month (CSV default, or XLSX) into the downloads inbox and ' +
      'answers its link (a POST: Laravel has a GET, but it writes a file).',
    origin: 'laravel',
    ...tt,
    body: RestTimeStatisticsExportRequest,
    response: RestTimeExport,
  }),
  'GET /api/tt/week': route({
    method: 'GET',
    path: '/api/tt/week',
    summary:
      "The member's week holding week_start as a grid: seconds per task and customer and day, each day's total, " +
      'target, public holiday and working-time warnings.',
    origin: 'portal',
    ...tt,
    query: RestTimeWeekQuery,
    response: RestTimeWeek,
  }),
  'PUT /api/tt/week/cell': route({
    method: 'PUT',
    path: '/api/tt/week/cell',
    summary:
      "Sets a cell of the week grid: makes, changes or (empty duration) deletes the cell's record; answers the week.",
    origin: 'portal',
    ...tt,
    body: RestTimeWeekCellRequest,
    response: RestTimeWeek,
  }),
  'GET /api/tt/settings': route({
    method: 'GET',
    path: '/api/tt/settings',
    summary: "The member's time-tracking settings (defaults until saved).",
    origin: 'portal',
    ...tt,
    response: RestTimeTrackingSettings,
  }),
  'PUT /api/tt/settings': route({
    method: 'PUT',
    path: '/api/tt/settings',
    summary: "Saves the member's time-tracking settings (only the fields sent).",
    origin: 'portal',
    ...tt,
    body: RestTimeTrackingSettingsRequest,
    response: RestTimeTrackingSettings,
  }),
} as const;
