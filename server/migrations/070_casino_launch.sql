-- Launch sessions: one row per game launch. The token goes to the supplier in the launch request and
-- comes back in its wallet calls (Hub88 /user/info, /transaction/*), which is how a wallet call finds
-- its player and game. Kept (not deleted) so a late win or rollback of an old round still resolves.
CREATE TABLE casino_launch_sessions (
  token      text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id),
  game_code  text NOT NULL REFERENCES casino_games (game_code),
  adapter    text NOT NULL,
  platform   text NOT NULL CHECK (platform IN ('desktop', 'mobile')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_launch_sessions_user ON casino_launch_sessions (user_id, created_at DESC);
