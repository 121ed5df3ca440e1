-- Arena Originals' stake limits set in the back office (issue 16): they override the configured
-- defaults (ORIGINALS_<GAME>_MIN_BET / _MAX_BET) for their game. Minor units.
CREATE TABLE originals_game_limits (
  game       text PRIMARY KEY,
  min_bet    bigint NOT NULL CHECK (min_bet > 0),
  max_bet    bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (max_bet >= min_bet)
);
