import DataLoader from 'dataloader';
import { events, type RestTimeBudget, type RestTimeComment } from '@portal/contract';
import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { createTimetrackingApi, type TimeCommentTarget } from './api.js';
import { timetrackingResolvers } from './resolvers.js';

/**
 * Time tracking for members: customers, brands, projects, budgets, types, tasks and records with comments, the
 * running clock the same on every device, statistics, the time-spent report and its exports.
 */
export const timetrackingModule = defineModule({
  name: 'timetracking',
  resolvers: timetrackingResolvers,
  api: createTimetrackingApi,
  loaders: ({ api }) => ({
    /** One of the member's records (GET /api/tt/record/{id}), or null when unknown or another member's. */
    recordById: byIdLoader({ fetchOne: (id) => api.record(id) }),
    /** One of the member's tasks, or null. */
    taskById: byIdLoader({ fetchOne: (id) => api.task(id) }),
    /** One of the member's customers, or null. */
    customerById: byIdLoader({ fetchOne: (id) => api.customer(id) }),
    /**
     * The budgets on a record's project, brand and customer (in that order): one REST call for all the records a
     * query asks them of (a page of records, the running one).
     */
    budgetsByRecord: new DataLoader<string, RestTimeBudget[]>(
      async (ids) => {
        const answer = await api.recordBudgets(ids);
        const byRecord = new Map(answer.map((entry) => [String(entry.record_id), entry.budgets]));
        return ids.map((id) => byRecord.get(id) ?? []);
        // the route answers at most 100 records at once
      },
      { maxBatchSize: 100 },
    ),
    /** The comments of `task:{id}` or `record:{id}`, oldest first. */
    comments: new DataLoader<string, RestTimeComment[]>(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [target, id] = key.split(':') as [TimeCommentTarget, string];
            return api.comments(target, id);
          }),
        ),
      { batch: false },
    ),
  }),
  channels: {
    /** Every change of the member's running record, on their own channel. */
    runningRecord: [events.timeRunningRecordChanged],
  },
});
