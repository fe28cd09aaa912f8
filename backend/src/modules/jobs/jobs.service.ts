import { notFound } from '../../http/errors.js';
import type { JobEvents } from '../../jobs/events.js';
import { jobView } from '../../jobs/events.js';
import type { JobsDal } from '../../jobs/jobs.dal.js';
import type { Clock } from '../../lib/clock.js';

export interface JobsServiceDeps {
  jobsDal: Pick<JobsDal, 'findById' | 'requestCancel'>;
  events: Pick<JobEvents, 'publish'>;
  clock: Clock;
}

/** A member's view of their jobs: read the state and cancel. */
export function createJobsService(deps: JobsServiceDeps) {
  const { jobsDal, events, clock } = deps;

  return {
    /** Another member's job is a 404, like one that does not exist. */
    async get(userId: number, id: number) {
      const job = await jobsDal.findById(id);
      if (!job || job.user_id !== userId) throw notFound();
      return jobView(job);
    },

    async cancel(userId: number, id: number) {
      const job = await jobsDal.requestCancel(id, userId, clock.now());
      if (!job) throw notFound();
      await events.publish(job);
      return jobView(job);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
