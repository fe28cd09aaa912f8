import type { RestTimeRecord, RestTimeTask } from '@portal/contract';
import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { refresh } from '../../loaders.js';
import { toPage } from '../../rest/paginator.js';
import {
  brandListQuery,
  budgetListQuery,
  budgetRequest,
  commentTarget,
  createRecordRequest,
  createTaskRequest,
  customerListQuery,
  exportFormat,
  projectListQuery,
  recordListQuery,
  runningRecordOf,
  settingsRequest,
  spentQuery,
  startRecordRequest,
  statisticsExportRequest,
  suggestionField,
  taskListQuery,
  typeListQuery,
  toTimeBrand,
  toTimeBrandStats,
  toTimeBudget,
  toTimeComment,
  toTimeCustomer,
  toTimeDropdownData,
  toTimeProject,
  toTimeRecentEntry,
  toTimeRecord,
  toTimeSpentReport,
  toTimeStatistics,
  toTimeWeek,
  weekCellRequest,
  toTimeTask,
  toTimeTrackingSettings,
  toTimeType,
  updateRecordRequest,
  updateTaskRequest,
} from './mapping.js';

/**
 * Time tracking (ADMIN or TIME_TRACKING, enforced by @auth and again by the backend, which keeps every row to its
 * member): the lists, the running clock and its changes as a subscription, statistics, the time-spent report and the
 * exports, which answer the download they put into the member's inbox. REST (snake_case) is mapped to the schema's
 * shapes in mapping.ts.
 */

/** What a record or task mutation answers: the request's loader entry refreshed with it, then mapped. */
const savedRecord = async (ctx: Context, answer: Promise<RestTimeRecord>) =>
  toTimeRecord(refresh(ctx.loaders.timetracking.recordById, await answer));
const savedTask = async (ctx: Context, answer: Promise<RestTimeTask>) =>
  toTimeTask(refresh(ctx.loaders.timetracking.taskById, await answer));

export const timetrackingResolvers: Resolvers = {
  Query: {
    timeRecords: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.records(recordListQuery(args, ctx.language)), toTimeRecord),
    timeRecord: async (_parent, { id }, ctx) => {
      const record = await ctx.loaders.timetracking.recordById.load(id);
      return record && toTimeRecord(record);
    },
    timeTasks: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.tasks(taskListQuery(args, ctx.language)), toTimeTask),
    timeTask: async (_parent, { id }, ctx) => {
      const task = await ctx.loaders.timetracking.taskById.load(id);
      return task && toTimeTask(task);
    },
    timeCustomers: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.customers(customerListQuery(args, ctx.language)), toTimeCustomer),
    timeCustomer: async (_parent, { id }, ctx) => {
      const customer = await ctx.loaders.timetracking.customerById.load(id);
      return customer && toTimeCustomer(customer);
    },
    timeBrands: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.brands(brandListQuery(args, ctx.language)), toTimeBrand),
    timeProjects: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.projects(projectListQuery(args, ctx.language)), toTimeProject),
    timeBudgets: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.budgets(budgetListQuery(args, ctx.language)), toTimeBudget),
    timeTypes: async (_parent, args, ctx) =>
      toPage(await ctx.rest.timetracking.types(typeListQuery(args, ctx.language)), toTimeType),
    runningTimeRecord: async (_parent, _args, ctx) => {
      const record = await ctx.rest.timetracking.running();
      return record && toTimeRecord(record);
    },
    lastTimeRecord: async (_parent, _args, ctx) => {
      const record = await ctx.rest.timetracking.last();
      return record && toTimeRecord(record);
    },
    timeStatistics: async (_parent, _args, ctx) => toTimeStatistics(await ctx.rest.timetracking.statistics()),
    timeSpentReport: async (_parent, args, ctx) =>
      toTimeSpentReport(await ctx.rest.timetracking.timeSpent(spentQuery(args))),
    timeFieldSuggestions: (_parent, { field, prefix }, ctx) =>
      ctx.rest.timetracking.suggestions(suggestionField(field), prefix ?? undefined),
    timeRecentEntries: async (_parent, { limit }, ctx) =>
      (await ctx.rest.timetracking.recent(limit ?? undefined)).map(toTimeRecentEntry),
    timeDropdownData: async (_parent, _args, ctx) =>
      toTimeDropdownData(await ctx.rest.timetracking.dropdownData()),
    timeTrackingSettings: async (_parent, _args, ctx) =>
      toTimeTrackingSettings(await ctx.rest.timetracking.settings()),
    timeBrandStats: async (_parent, { id }, ctx) =>
      toTimeBrandStats(await ctx.rest.timetracking.brandStats(id)),
    timeWeek: async (_parent, { weekStart }, ctx) => toTimeWeek(await ctx.rest.timetracking.week(weekStart)),
  },
  Mutation: {
    createTimeRecord: async (_parent, { input }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.createRecord(createRecordRequest(input))),
    updateTimeRecord: async (_parent, { id, input }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.updateRecord(id, updateRecordRequest(input))),
    deleteTimeRecord: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeRecord(id);
      ctx.loaders.timetracking.recordById.clear(id).prime(id, null);
      return true;
    },
    startTimeRecord: async (_parent, { input }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.start(startRecordRequest(input))),
    stopTimeRecord: async (_parent, { id, stop }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.stop(id, stop == null ? {} : { stop })),
    continueTimeRecord: async (_parent, { id }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.continueRecord(id)),
    pauseTimeRecord: async (_parent, { at }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.pause(at == null ? {} : { at })),
    resumeTimeRecord: async (_parent, { at }, ctx) =>
      savedRecord(ctx, ctx.rest.timetracking.resume(at == null ? {} : { at })),
    createTimeTask: async (_parent, { input }, ctx) =>
      savedTask(ctx, ctx.rest.timetracking.createTask(createTaskRequest(input))),
    updateTimeTask: async (_parent, { id, input }, ctx) =>
      savedTask(ctx, ctx.rest.timetracking.updateTask(id, updateTaskRequest(input))),
    deleteTimeTask: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeTask(id);
      ctx.loaders.timetracking.taskById.clear(id).prime(id, null);
      return true;
    },
    createTimeCustomer: async (_parent, { input }, ctx) =>
      toTimeCustomer(
        refresh(
          ctx.loaders.timetracking.customerById,
          await ctx.rest.timetracking.createCustomer(input.name),
        ),
      ),
    updateTimeCustomer: async (_parent, { id, input }, ctx) =>
      toTimeCustomer(
        refresh(
          ctx.loaders.timetracking.customerById,
          await ctx.rest.timetracking.updateCustomer(id, input.name),
        ),
      ),
    deleteTimeCustomer: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeCustomer(id);
      ctx.loaders.timetracking.customerById.clear(id).prime(id, null);
      return true;
    },
    createTimeBrand: async (_parent, { input }, ctx) =>
      toTimeBrand(
        await ctx.rest.timetracking.createBrand({ name: input.name, customer_id: input.customerId }),
      ),
    updateTimeBrand: async (_parent, { id, input }, ctx) =>
      toTimeBrand(
        await ctx.rest.timetracking.updateBrand(id, { name: input.name, customer_id: input.customerId }),
      ),
    deleteTimeBrand: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeBrand(id);
      return true;
    },
    createTimeProject: async (_parent, { input }, ctx) =>
      toTimeProject(await ctx.rest.timetracking.createProject({ name: input.name, brand_id: input.brandId })),
    updateTimeProject: async (_parent, { id, input }, ctx) =>
      toTimeProject(
        await ctx.rest.timetracking.updateProject(id, { name: input.name, brand_id: input.brandId }),
      ),
    deleteTimeProject: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeProject(id);
      return true;
    },
    createTimeBudget: async (_parent, { input }, ctx) =>
      toTimeBudget(await ctx.rest.timetracking.createBudget(budgetRequest(input))),
    updateTimeBudget: async (_parent, { id, input }, ctx) =>
      toTimeBudget(await ctx.rest.timetracking.updateBudget(id, budgetRequest(input))),
    deleteTimeBudget: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeBudget(id);
      return true;
    },
    createTimeType: async (_parent, { input }, ctx) =>
      toTimeType(await ctx.rest.timetracking.createType(input.name)),
    updateTimeType: async (_parent, { id, input }, ctx) =>
      toTimeType(await ctx.rest.timetracking.updateType(id, input.name)),
    deleteTimeType: async (_parent, { id }, ctx) => {
      await ctx.rest.timetracking.removeType(id);
      return true;
    },
    addTimeComment: async (_parent, { resource, id, text }, ctx) => {
      const target = commentTarget(resource);
      const comment = toTimeComment(await ctx.rest.timetracking.comment(target, id, text));
      // A later `comments` of the same task or record in this operation asks again.
      ctx.loaders.timetracking.comments.clear(`${target}:${id}`);
      return comment;
    },
    saveTimeWeekCell: async (_parent, { input }, ctx) =>
      toTimeWeek(await ctx.rest.timetracking.saveWeekCell(weekCellRequest(input))),
    saveTimeTrackingSettings: async (_parent, { input }, ctx) =>
      toTimeTrackingSettings(await ctx.rest.timetracking.saveSettings(settingsRequest(input))),
    exportTimeStatistics: (_parent, { type, format }, ctx) =>
      ctx.rest.timetracking.exportStatistics(statisticsExportRequest(type, format)),
    exportTimeSpentReport: (_parent, { format, ...report }, ctx) =>
      ctx.rest.timetracking.exportTimeSpent({ ...spentQuery(report), format: exportFormat(format) }),
  },
  Subscription: {
    runningTimeRecordChanged: {
      subscribe: (_parent, _args, ctx) => ctx.realtime.timetracking.runningRecord(),
      resolve: runningRecordOf,
    },
  },
  TimeRecord: {
    budgets: async (record, _args, ctx) =>
      (await ctx.loaders.timetracking.budgetsByRecord.load(record.id)).map(toTimeBudget),
    comments: async (record, _args, ctx) =>
      (await ctx.loaders.timetracking.comments.load(`record:${record.id}`)).map(toTimeComment),
  },
  TimeTask: {
    comments: async (task, _args, ctx) =>
      (await ctx.loaders.timetracking.comments.load(`task:${task.id}`)).map(toTimeComment),
  },
};
