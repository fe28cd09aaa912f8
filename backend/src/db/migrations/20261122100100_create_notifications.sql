-- Laravel's database notifications: one row per notification a member got (also broadcast when created).
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type varchar(255) NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX notifications_user_id_created_at_index ON notifications (user_id, created_at DESC);
