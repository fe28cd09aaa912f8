import { events } from '@portal/contract';
import type { Broadcaster } from '../realtime/broadcaster.js';
import type { JobRow } from './jobs.dal.js';

/** The `Job` object of docs/rest-api.md. */
export const jobView = (row: JobRow) => ({
  id: row.id,
  type: row.type,
  status: row.status,
  progress: { current: row.progress_current, total: row.progress_total, stage: row.progress_stage },
  cancel_requested: row.cancel_requested_at !== null,
  error: row.error,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** `JobUpdated` (the job's view) on its owner's channel; a job of nobody's is announced to nobody. */
export function createJobEvents(deps: { broadcaster: Pick<Broadcaster, 'broadcast'> }) {
  return {
    async publish(job: JobRow): Promise<void> {
      if (job.user_id !== null)
        await deps.broadcaster.broadcast(events.jobUpdated, jobView(job), job.user_id);
    },
  };
}

export type JobEvents = ReturnType<typeof createJobEvents>;
