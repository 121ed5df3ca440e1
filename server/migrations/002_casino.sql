-- Casino catalogue: games, lobby categories and which games each category lists.

CREATE TABLE casino_games (
  game_code        text PRIMARY KEY,
  name             text NOT NULL,
  provider_name    text NOT NULL,
  main_provider_id integer NOT NULL,
  system           text NOT NULL,
  product_id       integer NOT NULL,
  image            text,
  is_live          boolean NOT NULL DEFAULT false,
  sort             integer NOT NULL DEFAULT 0
);
CREATE INDEX casino_games_order ON casino_games (sort, name);

CREATE TABLE casino_categories (
  id        integer PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  -- lobby slugs (slot, live, games, bingo, tvbets) the category appears in
  slug_list text[] NOT NULL DEFAULT '{}',
  sort      integer NOT NULL DEFAULT 0
);

CREATE TABLE casino_category_games (
  category_id integer NOT NULL REFERENCES casino_categories (id) ON DELETE CASCADE,
  game_code   text NOT NULL REFERENCES casino_games (game_code) ON DELETE CASCADE,
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, game_code)
);
CREATE INDEX casino_category_games_game ON casino_category_games (game_code);
