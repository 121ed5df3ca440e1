-- A launch token expires when it has not been used for a while (Hub88's RS_ERROR_TOKEN_EXPIRED): the
-- last call that used it is kept here; NULL means never used since the launch (created_at counts).
ALTER TABLE casino_launch_sessions ADD COLUMN last_used_at timestamptz;
