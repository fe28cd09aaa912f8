-- Farming Simulator 22 (modules/ls22): what the poller last read from the server, shared by the replicas. One
-- replica polls (the lease of the `ls22 poll` task); every replica answers the stats from this row.
CREATE TABLE ls22_server_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  -- the last poll: state, polled_at, the last good answer and when it was read, the error of a failed one
  poll jsonb,
  -- environment.xml's day and days per period (the last poll that read it, or the latest backup)
  days jsonb,
  latest_backup_at timestamptz,
  -- the header last announced on the public channel (its JSON, poll times aside): a change is announced once
  announced text
);
INSERT INTO ls22_server_state (id) VALUES (1);
