import DataLoader from 'dataloader';
import { events, type RestTimeComment } from '@portal/contract';
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
