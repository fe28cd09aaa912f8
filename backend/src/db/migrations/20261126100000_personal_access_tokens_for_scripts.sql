-- Personal access tokens for scripts (modules/scripts) live beside the sessions: every route accepts them.
-- A script token has no idle timeout, may have no expiry (it works until revoked) and may be read-only.
ALTER TABLE personal_access_tokens
  ADD COLUMN kind text NOT NULL DEFAULT 'session' CHECK (kind IN ('session', 'script')),
  ADD COLUMN scope text NOT NULL DEFAULT 'FULL' CHECK (scope IN ('FULL', 'READ_ONLY')),
  ALTER COLUMN expires_at DROP NOT NULL,
  -- sessions always expire; only a script token may run until revoked, and only a script token is read-only
  ADD CONSTRAINT personal_access_tokens_session_shape
    CHECK (kind = 'script' OR (expires_at IS NOT NULL AND scope = 'FULL'));

-- a member's script tokens by name: unique, and listed newest first
CREATE UNIQUE INDEX personal_access_tokens_script_name_unique
  ON personal_access_tokens (user_id, name) WHERE kind = 'script';
