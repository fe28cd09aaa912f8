import type {
  RestDownload,
  RestMessage,
  RestPaginator,
  RestTimeBrand,
  RestTimeBrandRequest,
  RestTimeBrandStats,
  RestTimeBudget,
  RestTimeBudgetRequest,
  RestTimeComment,
  RestTimeCustomer,
  RestTimeDropdownData,
  RestTimeProject,
  RestTimeProjectRequest,
  RestTimePauseRequest,
  RestTimeRecentEntry,
  RestTimeRecord,
  RestTimeRecordBudgets,
  RestTimeRecordRequest,
  RestTimeRecordUpdateRequest,
  RestTimeSpentExportRequest,
  RestTimeSpentQuery,
  RestTimeSpentReport,
  RestTimeStartRequest,
  RestTimeStatistics,
  RestTimeStatisticsExportRequest,
  RestTimeStopRequest,
  RestTimeTask,
  RestTimeTaskRequest,
  RestTimeTaskUpdateRequest,
  RestTimeTrackingSettings,
  RestTimeTrackingSettingsRequest,
  RestTimeType,
  RestTimeWeek,
  RestTimeWeekCellRequest,
  TIME_COMMENT_TARGETS,
  TIME_SUGGESTION_FIELDS,
  RestTimeBrandListQuery,
  RestTimeCustomerListQuery,
  RestTimeProjectListQuery,
  RestTimeRecordListQuery,
  RestTimeTaskListQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { RestSession } from '../../rest/client.js';
import { fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

/** 422 keys → the GraphQL arguments they came from (the rest camelCase into the input's fields). */
const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });
const REPORT_KEYS = fieldKeys({ rename: { group_by: 'groupBy' } });
const WEEK_KEYS = fieldKeys({ rename: { week_start: 'weekStart' } });

export type TimeRecordListQuery = z.input<typeof RestTimeRecordListQuery>;
export type TimeTaskListQuery = z.input<typeof RestTimeTaskListQuery>;
export type TimeCustomerListQuery = z.input<typeof RestTimeCustomerListQuery>;
export type TimeBrandListQuery = z.input<typeof RestTimeBrandListQuery>;
export type TimeProjectListQuery = z.input<typeof RestTimeProjectListQuery>;
/** Budgets and types filter by name only, as customers do. */
export type TimeNameListQuery = TimeCustomerListQuery;

export type TimeCommentTarget = (typeof TIME_COMMENT_TARGETS)[number];
export type TimeSuggestionField = (typeof TIME_SUGGESTION_FIELDS)[number];

/** The download an export wrote into the member's inbox (the REST answer's link is the backend's own path). */
const downloadOf = (answer: { download: RestDownload }): RestDownload => answer.download;

/**
 * A member's time tracking (docs/rest-api.md, `/api/tt/...`; ADMIN or TIME_TRACKING, another member's id is a 404):
 * customers, brands, projects, budgets, types, tasks and records with their comments, the running clock, the form
 * choices and suggestions, the week grid, statistics, the time-spent report, the exports into the downloads inbox, the settings.
 */
export function createTimetrackingApi(rest: RestSession) {
  return {
    records: (query: TimeRecordListQuery): Promise<RestPaginator<RestTimeRecord>> =>
      rest.call('GET /api/tt/record', { query, fieldKeys: LIST_KEYS }),
    record: (id: string): Promise<RestTimeRecord> => rest.call('GET /api/tt/record/:id', { params: { id } }),
    createRecord: (body: RestTimeRecordRequest): Promise<RestTimeRecord> =>
      rest.call('POST /api/tt/record', { body }),
    updateRecord: (id: string, body: RestTimeRecordUpdateRequest): Promise<RestTimeRecord> =>
      rest.call('PUT /api/tt/record/:id', { params: { id }, body }),
    removeRecord: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/record/:id', { params: { id } }),
    /** The running record, or null. */
    running: (): Promise<RestTimeRecord | null> => rest.call('GET /api/tt/record/users-running-record'),
    /** The record that stopped last, or null. */
    last: (): Promise<RestTimeRecord | null> => rest.call('GET /api/tt/record/users-last-record'),
    start: (body: RestTimeStartRequest): Promise<RestTimeRecord> =>
      rest.call('POST /api/tt/record/start', { body }),
    stop: (id: string, body: RestTimeStopRequest): Promise<RestTimeRecord> =>
      rest.call('PUT /api/tt/record/stop-users-running-record/:id', { params: { id }, body }),
    pause: (body: RestTimePauseRequest): Promise<RestTimeRecord> =>
      rest.call('PUT /api/tt/record/pause-users-running-record', { body }),
    resume: (body: RestTimePauseRequest): Promise<RestTimeRecord> =>
      rest.call('PUT /api/tt/record/resume-users-running-record', { body }),
    continueRecord: (id: string): Promise<RestTimeRecord> =>
      rest.call('POST /api/tt/record/:id/continue', { params: { id } }),
    recent: (limit: number | undefined): Promise<RestTimeRecentEntry[]> =>
      rest.call('GET /api/tt/record/recent', { query: limit === undefined ? {} : { limit } }),
    /** The budgets on each of the records (one call for a page of them). */
    recordBudgets: (ids: readonly string[]): Promise<RestTimeRecordBudgets> =>
      rest.call('GET /api/tt/record/budgets', { query: { ids: ids.join(',') } }),
    dropdownData: (): Promise<RestTimeDropdownData> => rest.call('GET /api/tt/record/dropdown-data'),
    suggestions: (field: TimeSuggestionField, prefix: string | undefined): Promise<string[]> =>
      rest.call('GET /api/tt/record/field-suggestions/:field', {
        params: { field },
        query: prefix === undefined ? {} : { prefix },
      }),
    timeSpent: (query: RestTimeSpentQuery): Promise<RestTimeSpentReport> =>
      rest.call('GET /api/tt/record/time-spent', { query, fieldKeys: REPORT_KEYS }),
    exportTimeSpent: async (body: RestTimeSpentExportRequest): Promise<RestDownload> =>
      downloadOf(await rest.call('POST /api/tt/record/time-spent/export', { body, fieldKeys: REPORT_KEYS })),
    statistics: (): Promise<RestTimeStatistics> => rest.call('GET /api/tt/statistics'),
    exportStatistics: async (body: RestTimeStatisticsExportRequest): Promise<RestDownload> =>
      downloadOf(await rest.call('POST /api/tt/statistics/export', { body })),

    tasks: (query: TimeTaskListQuery): Promise<RestPaginator<RestTimeTask>> =>
      rest.call('GET /api/tt/task', { query, fieldKeys: LIST_KEYS }),
    task: (id: string): Promise<RestTimeTask> => rest.call('GET /api/tt/task/:id', { params: { id } }),
    createTask: (body: RestTimeTaskRequest): Promise<RestTimeTask> =>
      rest.call('POST /api/tt/task', { body }),
    updateTask: (id: string, body: RestTimeTaskUpdateRequest): Promise<RestTimeTask> =>
      rest.call('PUT /api/tt/task/:id', { params: { id }, body }),
    removeTask: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/task/:id', { params: { id } }),

    /** The comments on a task or record, oldest first. */
    comments: (target: TimeCommentTarget, id: string): Promise<RestTimeComment[]> =>
      target === 'task'
        ? rest.call('GET /api/tt/task/:id/comment', { params: { id } })
        : rest.call('GET /api/tt/record/:id/comment', { params: { id } }),
    comment: (target: TimeCommentTarget, id: string, text: string): Promise<RestTimeComment> =>
      target === 'task'
        ? rest.call('POST /api/tt/task/:id/comment', { params: { id }, body: { text } })
        : rest.call('POST /api/tt/record/:id/comment', { params: { id }, body: { text } }),

    customers: (query: TimeCustomerListQuery): Promise<RestPaginator<RestTimeCustomer>> =>
      rest.call('GET /api/tt/customer', { query, fieldKeys: LIST_KEYS }),
    customer: (id: string): Promise<RestTimeCustomer> =>
      rest.call('GET /api/tt/customer/:id', { params: { id } }),
    createCustomer: (name: string): Promise<RestTimeCustomer> =>
      rest.call('POST /api/tt/customer', { body: { name } }),
    updateCustomer: (id: string, name: string): Promise<RestTimeCustomer> =>
      rest.call('PUT /api/tt/customer/:id', { params: { id }, body: { name } }),
    removeCustomer: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/customer/:id', { params: { id } }),

    brands: (query: TimeBrandListQuery): Promise<RestPaginator<RestTimeBrand>> =>
      rest.call('GET /api/tt/brand', { query, fieldKeys: LIST_KEYS }),
    createBrand: (body: RestTimeBrandRequest): Promise<RestTimeBrand> =>
      rest.call('POST /api/tt/brand', { body }),
    updateBrand: (id: string, body: RestTimeBrandRequest): Promise<RestTimeBrand> =>
      rest.call('PUT /api/tt/brand/:id', { params: { id }, body }),
    removeBrand: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/brand/:id', { params: { id } }),
    brandStats: (id: string): Promise<RestTimeBrandStats> =>
      rest.call('GET /api/tt/brand/:id/stats', { params: { id } }),

    projects: (query: TimeProjectListQuery): Promise<RestPaginator<RestTimeProject>> =>
      rest.call('GET /api/tt/project', { query, fieldKeys: LIST_KEYS }),
    createProject: (body: RestTimeProjectRequest): Promise<RestTimeProject> =>
      rest.call('POST /api/tt/project', { body }),
    updateProject: (id: string, body: RestTimeProjectRequest): Promise<RestTimeProject> =>
      rest.call('PUT /api/tt/project/:id', { params: { id }, body }),
    removeProject: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/project/:id', { params: { id } }),

    budgets: (query: TimeNameListQuery): Promise<RestPaginator<RestTimeBudget>> =>
      rest.call('GET /api/tt/budget', { query, fieldKeys: LIST_KEYS }),
    createBudget: (body: RestTimeBudgetRequest): Promise<RestTimeBudget> =>
      rest.call('POST /api/tt/budget', { body }),
    updateBudget: (id: string, body: RestTimeBudgetRequest): Promise<RestTimeBudget> =>
      rest.call('PUT /api/tt/budget/:id', { params: { id }, body }),
    removeBudget: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/budget/:id', { params: { id } }),

    types: (query: TimeNameListQuery): Promise<RestPaginator<RestTimeType>> =>
      rest.call('GET /api/tt/type', { query, fieldKeys: LIST_KEYS }),
    createType: (name: string): Promise<RestTimeType> => rest.call('POST /api/tt/type', { body: { name } }),
    updateType: (id: string, name: string): Promise<RestTimeType> =>
      rest.call('PUT /api/tt/type/:id', { params: { id }, body: { name } }),
    removeType: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/tt/type/:id', { params: { id } }),

    /** The week holding `day` as a grid. */
    week: (day: string): Promise<RestTimeWeek> =>
      rest.call('GET /api/tt/week', { query: { week_start: day }, fieldKeys: WEEK_KEYS }),
    saveWeekCell: (body: RestTimeWeekCellRequest): Promise<RestTimeWeek> =>
      rest.call('PUT /api/tt/week/cell', { body }),

    settings: (): Promise<RestTimeTrackingSettings> => rest.call('GET /api/tt/settings'),
    saveSettings: (body: RestTimeTrackingSettingsRequest): Promise<RestTimeTrackingSettings> =>
      rest.call('PUT /api/tt/settings', { body }),
  };
}

export type TimetrackingApi = ReturnType<typeof createTimetrackingApi>;
