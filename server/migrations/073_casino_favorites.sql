-- Players' favourite games (casino/togglefavorite, casino/favorites), and the catalogue's outside
-- Aviator gives way to Arena Originals' own: the search for 'Aviator' finds ours. Its launch sessions
-- go with it (a demo game with no real supplier behind it: nothing of it can still settle).

CREATE TABLE casino_favorites (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_code  text NOT NULL REFERENCES casino_games (game_code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);
-- a player's list, newest first
CREATE INDEX casino_favorites_newest ON casino_favorites (user_id, created_at DESC);

DELETE FROM casino_launch_sessions WHERE game_code = 'hub88_spribe_aviator';
DELETE FROM casino_games WHERE game_code = 'hub88_spribe_aviator';
-- the main menu's Aviator opens ours
UPDATE menu_items SET url = 'game:aviator' WHERE url = 'game:hub88_spribe_aviator';
