-- Periodic work runs on one replica at a time (lib/periodic.ts): a replica runs a task only while it holds the
-- task's lease. A lease ends at `until` (taken for one interval, renewed while the task runs), so another replica
-- takes over when its holder dies; a holder that stops cleanly deletes its row.
CREATE TABLE periodic_leases (
  name text PRIMARY KEY,
  -- the replica (process) that holds it: a random id per start
  holder text NOT NULL,
  until timestamptz NOT NULL
);
