-- The back office (issue 16): six roles, mandatory TOTP two-factor, operators an admin can disable,
-- the second-factor challenge between password and session, and players an operator has locked.

ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('admin', 'payments', 'content', 'risk', 'trading', 'support'));
-- base32 RFC 6238 secret, set when the operator confirms enrolment with a first code
ALTER TABLE operators ADD COLUMN totp_secret text;
-- the last 30-second step whose code was accepted: a code of that step or an older one is a replay
ALTER TABLE operators ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
ALTER TABLE operators ADD COLUMN disabled_at timestamptz;
ALTER TABLE operators ADD COLUMN created_by integer REFERENCES operators (id);

-- sessions opened before the second factor existed had none: every operator logs in again with it
UPDATE operator_sessions SET ended_at = now() WHERE ended_at IS NULL;

-- the step between a right password and a session: the operator holds the token, we keep its SHA-256
CREATE TABLE operator_challenges (
  id           serial PRIMARY KEY,
  operator_id  integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  -- the secret offered for enrolment (operators without one), confirmed by the first code
  totp_secret  text,
  attempts     smallint NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

-- the address the operator acted from (NULL for entries written before it was kept)
ALTER TABLE operator_audit ADD COLUMN ip text;
CREATE INDEX operator_audit_operator ON operator_audit (operator_id, created_at DESC);
CREATE INDEX operator_audit_action ON operator_audit (action, created_at DESC);

-- a locked player: sessions ended, every money movement, claim and launch refused
CREATE TABLE player_locks (
  user_id     integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reason      text NOT NULL,
  operator_id integer NOT NULL REFERENCES operators (id),
  locked_at   timestamptz NOT NULL
);

-- the staff's notes on a player (support calls, checks made), newest first on the profile
CREATE TABLE player_notes (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operator_id integer NOT NULL REFERENCES operators (id),
  text        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX player_notes_player ON player_notes (user_id, created_at DESC);

-- a manual adjustment above the approval threshold waits here for a second admin (four-eyes rule)
CREATE TABLE adjustment_requests (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- minor units, signed as the adjustment
  amount       bigint NOT NULL CHECK (amount <> 0),
  reason       text NOT NULL,
  -- the requesting admin's Idempotency-Key: a retried request is the same request
  request_key  text NOT NULL UNIQUE,
  requested_by integer NOT NULL REFERENCES operators (id),
  created_at   timestamptz NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by   integer REFERENCES operators (id),
  decided_at   timestamptz
);
CREATE INDEX adjustment_requests_pending ON adjustment_requests (created_at) WHERE status = 'pending';
