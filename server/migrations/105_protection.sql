-- Player protection (issue 15; UKGC RTS 12–14, LCCP, MGA): the limits a player sets on themself, the
-- reality check, time-out, self-exclusion and closure. The wallet's guard (modules/protection) locks
-- the player's player_protection row before it sums the period's usage, so two concurrent deposits
-- cannot pass one limit together. Times come from the protection clock (shiftable outside production).

CREATE TABLE player_protection (
  user_id               integer PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
  -- the reality check's interval; NULL: off
  reality_check_minutes smallint CHECK (reality_check_minutes > 0),
  -- a time-out or self-exclusion: starts at once and cannot be shortened (no statement here does it)
  exclusion_kind        text CHECK (exclusion_kind IN ('time_out', 'self_exclusion')),
  exclusion_started_at  timestamptz,
  exclusion_until       timestamptz,
  closed_at             timestamptz,
  closure_reason        text,
  closure_note          text,
  CHECK ((exclusion_kind IS NULL) = (exclusion_until IS NULL) AND (exclusion_kind IS NULL) = (exclusion_started_at IS NULL)),
  CHECK ((closed_at IS NULL) = (closure_reason IS NULL))
);

CREATE TABLE player_limits (
  user_id              integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  kind                 text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period               text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- in force: minor units (deposit, loss) or minutes (session)
  amount               bigint NOT NULL CHECK (amount > 0),
  -- RTS 12: a raise (pending_amount) or a removal (pending_amount NULL) waits until pending_effective_at,
  -- then needs the player's confirmation
  pending_amount       bigint CHECK (pending_amount > 0),
  pending_effective_at timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_amount IS NULL OR pending_effective_at IS NOT NULL)
);

-- what the player asked for and when: what a compliance officer reads back
CREATE TABLE protection_events (
  id         bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  kind       text NOT NULL,
  detail     jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX protection_events_player ON protection_events (user_id, id DESC);

-- the guard and the statement sum a player's movements by kind over a time window
CREATE INDEX ledger_transactions_player_time ON ledger_transactions (user_id, created_at);
