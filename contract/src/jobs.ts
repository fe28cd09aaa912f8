import { z } from 'zod';
import { memberChannel, realtimeEvent } from './broadcasting.js';
import { RestId } from './common.js';
import { route } from './route.js';
import { IdParams } from './rules.js';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** A background job of the member (an import, an export ...) with its progress. */
export const RestJob = z.object({
  id: RestId,
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.object({
    current: z.number(),
    /** null while the amount of work is unknown. */
    total: z.number().nullable(),
    /** What the job is doing now (a job type's own words, e.g. `parsing`). */
    stage: z.string().nullable(),
  }),
  /** The member asked to cancel; a running job stops at its next check. */
  cancel_requested: z.boolean(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestJob = z.infer<typeof RestJob>;

export const jobsEvents = {
  /** The job changed state or reported progress, on its owner's channel. */
  jobUpdated: realtimeEvent(memberChannel, 'JobUpdated', RestJob),
};

const member = { auth: true } as const;

export const jobsRoutes = {
  'GET /api/jobs/:id': route({
    method: 'GET',
    path: '/api/jobs/:id',
    summary: "One of the caller's jobs with its progress (another member's job is a 404).",
    origin: 'portal',
    ...member,
    params: IdParams,
    response: RestJob,
  }),
  'POST /api/jobs/:id/cancel': route({
    method: 'POST',
    path: '/api/jobs/:id/cancel',
    summary: "Cancels one of the caller's jobs: a queued one at once, a running one at its next check.",
    origin: 'portal',
    ...member,
    params: IdParams,
    response: RestJob,
  }),
} as const;
