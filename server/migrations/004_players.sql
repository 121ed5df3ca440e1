-- Players, their login sessions, one-time codes (password reset, SMS), the dev outbox and trial
-- bonus grants. Money is integer minor units (kuruş).

CREATE TABLE users (
  id            serial PRIMARY KEY,
  -- shown to the player as their account number; derived so it never needs a second write
  usercode      text GENERATED ALWAYS AS ('A' || lpad(id::text, 7, '0')) STORED,
  username      text NOT NULL,
  email         text NOT NULL,
  phone         text NOT NULL,
  personal_no   text NOT NULL,
  name          text NOT NULL,
  surname       text NOT NULL,
  birth_date    date NOT NULL,
  country_id    integer NOT NULL REFERENCES countries (id),
  currency_id   integer NOT NULL,
  password_hash text NOT NULL,
  sms_verified  boolean NOT NULL DEFAULT false,
  -- single balance column until the wallet issue moves money into a ledger
  balance       bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  referrer_id   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- "Ali123" and "ali123" are one account; logins look the name up case-insensitively
CREATE UNIQUE INDEX users_username ON users (lower(username));
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE UNIQUE INDEX users_phone ON users (phone);
CREATE UNIQUE INDEX users_personal_no ON users (personal_no);

-- status: 1 Processing (active), 2 Completed (logged out), 3 Cancelled (revoked), 4 Expired
CREATE TABLE sessions (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the bearer token: a leaked table cannot be replayed as tokens
  token_hash   bytea NOT NULL UNIQUE,
  status       smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  ip           text NOT NULL,
  user_agent   text NOT NULL,
  fingerprint  text,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at     timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id, created_at DESC);

-- one-time codes; at most one live code per player and purpose (a new one replaces the old)
CREATE TABLE verification_codes (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('reset', 'sms')),
  -- the phone an SMS code was sent to: verifying it proves that number, not another
  target     text NOT NULL,
  code_hash  bytea NOT NULL,
  attempts   smallint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, purpose)
);

-- mail and SMS that no provider is configured for (development); shown at /dev/outbox
CREATE TABLE outbox (
  id         serial PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient  text NOT NULL,
  subject    text NOT NULL DEFAULT '',
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- a phone number earns the trial bonus once, whichever account it is on now or later; an account
-- once too (else changing to a fresh number would earn it again)
CREATE TABLE trial_bonus_grants (
  phone      text PRIMARY KEY,
  user_id    integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  amount     bigint NOT NULL CHECK (amount > 0),
  granted_at timestamptz NOT NULL DEFAULT now()
);
