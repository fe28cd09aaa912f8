import { createJobEvents } from '../../jobs/events.js';
import { createJobsDal } from '../../jobs/jobs.dal.js';
import { defineModule } from '../../module.js';
import { jobsRoutes } from './jobs.routes.js';
import { createJobsService } from './jobs.service.js';

/** The member's own jobs over REST: progress and cancel (the queue itself is shared, src/jobs). */
export const jobsModule = defineModule({
  name: 'jobs',
  setup(ctx) {
    const jobs = createJobsService({
      jobsDal: createJobsDal(ctx.db),
      events: createJobEvents({ broadcaster: ctx.broadcaster }),
      clock: ctx.clock,
    });
    return { routes: jobsRoutes({ jobs, authenticate: ctx.authenticate }) };
  },
});
