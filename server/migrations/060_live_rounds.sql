-- Arena Originals' live games (modules/live-rounds): one round for everyone on a fixed cycle, its result
-- drawn from a hash chain published before its first round; the players' bets on each round; and the
-- lease that lets exactly one server instance drive a game.

-- h_N = seed, h_(i-1) = SHA-256(h_i); round k of the chain uses h_k. The seed never leaves the server:
-- every hash is recomputed from it; terminal_hash (h_0) and salt are published at creation.
CREATE TABLE live_chains (
  id            serial PRIMARY KEY,
  game          text NOT NULL,
  seed          text NOT NULL,
  terminal_hash text NOT NULL,
  salt          text NOT NULL,
  length        integer NOT NULL CHECK (length > 0),
  -- the index k the next round takes; the chain is spent when it passes length
  next_index    integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL
);
CREATE INDEX live_chains_game ON live_chains (game, id DESC);

CREATE TABLE live_rounds (
  id           bigserial PRIMARY KEY,
  game         text NOT NULL,
  chain_id     integer NOT NULL REFERENCES live_chains (id),
  chain_index  integer NOT NULL,
  -- h_k and the result it gives: kept from the players until the result is final
  hash         text NOT NULL,
  result       jsonb NOT NULL,
  -- betting → running → result; 'result' is written before the result is broadcast: from then on the
  -- round is final and is settled, never cancelled
  phase        text NOT NULL CHECK (phase IN ('betting', 'running', 'result')),
  -- SessionStatus: 1 Processing, 2 Completed, 3 Cancelled
  status       smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 3),
  opens_at     timestamptz NOT NULL,
  -- bets close and the round runs from here (server time)
  starts_at    timestamptz NOT NULL,
  -- the running phase ends and the result is known here
  result_at    timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (chain_id, chain_index)
);
-- one round in play per game
CREATE UNIQUE INDEX live_rounds_open ON live_rounds (game) WHERE status = 1;
CREATE INDEX live_rounds_game ON live_rounds (game, id DESC);

CREATE TABLE live_bets (
  id         bigserial PRIMARY KEY,
  round_id   bigint NOT NULL REFERENCES live_rounds (id),
  user_id    integer NOT NULL REFERENCES users (id),
  -- what other players see of the username (ab***z)
  player     text NOT NULL,
  -- minor units
  amount     bigint NOT NULL CHECK (amount > 0),
  -- the player's choices (Aviator: autoCashOut)
  params     jsonb NOT NULL,
  -- LiveBetStatus: 1 Open, 2 Won, 3 Lost, 4 Refunded
  status     smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  -- payout multiplier in hundredths, 0 unless won
  multiplier integer NOT NULL DEFAULT 0,
  win        bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX live_bets_round ON live_bets (round_id);
CREATE INDEX live_bets_player ON live_bets (user_id, id DESC);

-- the instance driving a game: taken when free or expired, renewed while it drives
CREATE TABLE live_leases (
  game       text PRIMARY KEY,
  holder     text NOT NULL,
  expires_at timestamptz NOT NULL
);
