-- Arena Originals (modules/originals): each player's provably fair seed pairs and every round played.
-- A round is written Processing before its bet moves money, so a round cut off by a crash is found and
-- completed at the next start (its outcome follows from the seeds; the wallet's keys stop a double move).

CREATE TABLE originals_seeds (
  id               serial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users (id),
  server_seed      text NOT NULL,
  -- SHA-256 hex of server_seed: what the player sees until the pair is rotated
  server_seed_hash text NOT NULL,
  client_seed      text NOT NULL,
  -- the nonce the next round takes
  next_nonce       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL,
  -- set when rotated: from then on server_seed is shown
  revealed_at      timestamptz
);
-- one pair in use per player
CREATE UNIQUE INDEX originals_seeds_active ON originals_seeds (user_id) WHERE revealed_at IS NULL;

CREATE TABLE originals_rounds (
  id           bigserial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id),
  game         text NOT NULL CHECK (game IN ('dice', 'limbo')),
  seed_id      integer NOT NULL REFERENCES originals_seeds (id),
  -- the client seed at the time of the round: the player may change it within one pair
  client_seed  text NOT NULL,
  nonce        integer NOT NULL,
  -- minor units
  amount       bigint NOT NULL CHECK (amount > 0),
  -- the player's choice (target, over)
  params       jsonb NOT NULL,
  outcome      jsonb,
  -- payout multiplier in hundredths, 0 on a loss
  multiplier   integer NOT NULL DEFAULT 0,
  win          bigint NOT NULL DEFAULT 0,
  -- SessionStatus: 1 Processing, 2 Completed, 3 Cancelled, 4 Expired
  status       smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  created_at   timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX originals_rounds_player ON originals_rounds (user_id, id DESC);
CREATE INDEX originals_rounds_processing ON originals_rounds (id) WHERE status = 1;
