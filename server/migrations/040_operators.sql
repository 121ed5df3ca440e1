-- The back office: operator accounts (never players), their own login sessions and the audit trail of
-- everything they do. Kept apart from users/sessions so no player token can ever resolve to an operator
-- and no operator token to a player.

CREATE TABLE operators (
  id            serial PRIMARY KEY,
  username      text NOT NULL,
  -- argon2id, the same hashing as players' passwords (modules/auth/passwords.ts)
  password_hash text NOT NULL,
  role          text NOT NULL CHECK (role IN ('admin', 'payments')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_username ON operators (lower(username));

-- as players' sessions: the operator holds the token, we keep only its SHA-256
CREATE TABLE operator_sessions (
  id           serial PRIMARY KEY,
  operator_id  integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  ip           text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at     timestamptz
);

-- who did what to which subject, and the subject before and after. `after` stays NULL while an action
-- is under way: a row left so says the outcome is unknown (the process died mid-action).
CREATE TABLE operator_audit (
  id          bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  action      text NOT NULL,
  subject     text NOT NULL,
  before      jsonb,
  after       jsonb,
  created_at  timestamptz NOT NULL
);
CREATE INDEX operator_audit_newest ON operator_audit (created_at DESC, id DESC);
