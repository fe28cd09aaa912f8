-- Jobs report progress (current of total, a stage) and can be cancelled by their owner (src/jobs).
ALTER TABLE jobs
  ADD COLUMN progress_current integer NOT NULL DEFAULT 0,
  ADD COLUMN progress_total integer,
  ADD COLUMN progress_stage varchar(100),
  -- set by the owner; a queued job is cancelled at once, a running one stops at its next progress report
  ADD COLUMN cancel_requested_at timestamptz;

ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check
  CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled'));
