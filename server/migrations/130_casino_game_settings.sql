-- The back office's settings of a catalogue game (issue 16), kept apart from casino_games: the seed
-- rewrites its own columns when the code's catalogue changes, an operator's choices stay.
CREATE TABLE casino_game_settings (
  game_code  text PRIMARY KEY REFERENCES casino_games (game_code) ON DELETE CASCADE,
  -- false: the game is in no lobby, search or launch
  enabled    boolean NOT NULL DEFAULT true,
  -- NULL: the catalogue's own order / art
  sort       integer CHECK (sort >= 0),
  image      text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_game_settings_disabled ON casino_game_settings (game_code) WHERE NOT enabled;

-- A supplier's launch credentials entered in the back office (they take precedence over the
-- environment's). Never sent back to any client: the back office sees only whether one is set.
CREATE TABLE casino_provider_credentials (
  provider   text NOT NULL,
  field      text NOT NULL CHECK (field IN ('baseUrl', 'operatorId', 'key', 'secret')),
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, field)
);
