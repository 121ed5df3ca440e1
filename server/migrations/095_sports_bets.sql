-- The sportsbook's bets (modules/sports/bets). A slip is what the player sent (placement is idempotent by
-- its slipId); it becomes one or more bets (singles, one accumulator, or a system bet's combinations),
-- each with its legs (the selections at the prices taken) and its history (every action and what moved).
-- The money itself moves only in the wallet's ledger, under keys derived from the bet's id.

CREATE TABLE sports_slips (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  slip_id     uuid NOT NULL,
  -- the slip's selections, stake and type: the same slipId with another content is refused
  fingerprint text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX sports_slips_player ON sports_slips (user_id, slip_id);

CREATE TABLE sports_bets (
  id                bigserial PRIMARY KEY,
  slip_id           bigint NOT NULL REFERENCES sports_slips (id),
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  type              text NOT NULL CHECK (type IN ('single', 'accumulator', 'system')),
  system_size       smallint,
  -- what is still staked (a partial cash out lowers it) and what was staked when placed
  stake             bigint NOT NULL CHECK (stake >= 0),
  placed_stake      bigint NOT NULL CHECK (placed_stake > 0),
  price             integer NOT NULL,
  potential_payout  bigint NOT NULL,
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed-out')),
  -- paid by cash outs (partial or full)
  cashed_out        bigint NOT NULL DEFAULT 0,
  -- paid by the settlement now in force (a re-settlement pays or takes back the difference)
  settled_payout    bigint,
  -- an all-void settlement returned the stake by a wallet rollback: later payments go as adjustments
  rolled_back       boolean NOT NULL DEFAULT false,
  auto_cash_out     bigint,
  -- money movements after the stake, numbering their wallet keys
  movements         integer NOT NULL DEFAULT 0,
  placed_at         timestamptz NOT NULL,
  settled_at        timestamptz
);
CREATE INDEX sports_bets_player ON sports_bets (user_id, id DESC);
CREATE INDEX sports_bets_slip ON sports_bets (slip_id);
CREATE INDEX sports_bets_open ON sports_bets (id) WHERE status = 'open';
CREATE INDEX sports_bets_settled ON sports_bets (settled_at) WHERE status IN ('won', 'lost', 'void');
CREATE INDEX sports_bets_auto ON sports_bets (id) WHERE status = 'open' AND auto_cash_out IS NOT NULL;

CREATE TABLE sports_bet_legs (
  bet_id             bigint NOT NULL REFERENCES sports_bets (id),
  position           smallint NOT NULL,
  selection_id       integer NOT NULL,
  market_id          integer NOT NULL,
  event_id           integer NOT NULL,
  price              integer NOT NULL,
  live               boolean NOT NULL,
  result             text CHECK (result IN ('won', 'lost', 'void', 'half-won', 'half-lost')),
  -- the market's settlementVersion this leg's result was taken at: a higher one is a correction
  settlement_version integer NOT NULL DEFAULT 0,
  -- the names when placed, in the placing request's language: shown if the catalogue forgets the selection
  sport_id           text NOT NULL,
  event_name         text NOT NULL,
  starts_at          timestamptz NOT NULL,
  market_name        text NOT NULL,
  selection_name     text NOT NULL,
  PRIMARY KEY (bet_id, position)
);
CREATE INDEX sports_bet_legs_market ON sports_bet_legs (market_id);

CREATE TABLE sports_bet_history (
  id      bigserial PRIMARY KEY,
  bet_id  bigint NOT NULL REFERENCES sports_bets (id),
  at      timestamptz NOT NULL,
  -- placed, settled, resettled, cash-out, partial-cash-out, auto-cash-out, auto-cash-out-set, void
  action  text NOT NULL,
  amount  bigint NOT NULL,
  status  text NOT NULL
);
CREATE INDEX sports_bet_history_bet ON sports_bet_history (bet_id, id);

-- What each player has staked on each market in all (config.marketMaxStake caps it): one row per pair,
-- raised in the placement's transaction, so concurrent slips of one player queue on its row.
CREATE TABLE sports_market_stakes (
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  market_id integer NOT NULL,
  staked    bigint NOT NULL,
  PRIMARY KEY (user_id, market_id)
);

-- A cash out call's Idempotency-Key: a retried call answers the first one's cash out instead of paying again.
CREATE TABLE sports_cash_outs (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  request_key text NOT NULL,
  fingerprint text NOT NULL,
  bet_id      bigint NOT NULL REFERENCES sports_bets (id),
  amount      bigint NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX sports_cash_outs_request ON sports_cash_outs (user_id, request_key);

-- The trading role: an operator who corrects sports results (and so re-settles bets).
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'payments', 'content', 'trading'));
