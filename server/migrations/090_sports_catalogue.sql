-- The sportsbook's catalogue (modules/sports/catalogue): sports, competitions, events, their markets and
-- the selections a bet backs, as the feed (modules/sports/feed) offers them; and the lease that lets one
-- server instance drive the feed. Prices and lines are integer hundredths (185 = 1.85, -25 = -0.25).

CREATE TABLE sports (
  -- SPORT_IDS of @arena/contracts
  id     text PRIMARY KEY,
  esport boolean NOT NULL,
  sort   smallint NOT NULL
);
INSERT INTO sports (id, esport, sort) VALUES
  ('football', false, 1), ('basketball', false, 2), ('tennis', false, 3), ('volleyball', false, 4),
  ('cs2', true, 5), ('dota2', true, 6), ('lol', true, 7), ('valorant', true, 8);

CREATE TABLE sports_competitions (
  id       serial PRIMARY KEY,
  sport_id text NOT NULL REFERENCES sports (id),
  -- the feed's id of the competition
  feed_ref text NOT NULL UNIQUE,
  -- an English key: translated when served ('Champions League' → 'Şampiyonlar Ligi')
  name     text NOT NULL,
  -- ISO 3166 alpha-2, or 'EU' / 'WORLD'
  country  text NOT NULL,
  sort     smallint NOT NULL
);

CREATE TABLE sports_events (
  id             serial PRIMARY KEY,
  sport_id       text NOT NULL REFERENCES sports (id),
  competition_id integer NOT NULL REFERENCES sports_competitions (id),
  -- the feed's id of the fixture
  feed_ref       text NOT NULL UNIQUE,
  home           text NOT NULL,
  away           text NOT NULL,
  starts_at      timestamptz NOT NULL,
  status         text NOT NULL DEFAULT 'prematch' CHECK (status IN ('prematch', 'live', 'ended', 'cancelled')),
  -- LiveScore of @arena/contracts; null before kick-off
  score          jsonb,
  ended_at       timestamptz
);
-- the list pages: events not yet ended, by start time (of a sport, of a competition)
CREATE INDEX sports_events_open ON sports_events (starts_at, id) WHERE status IN ('prematch', 'live');
CREATE INDEX sports_events_open_sport ON sports_events (sport_id, starts_at) WHERE status IN ('prematch', 'live');
CREATE INDEX sports_events_competition ON sports_events (competition_id, starts_at);

CREATE TABLE sports_markets (
  id                 serial PRIMARY KEY,
  event_id           integer NOT NULL REFERENCES sports_events (id),
  type               text NOT NULL,
  -- over-under / handicap: the line (the home side's for a handicap); map-winner: the map's number
  line               integer,
  -- the sport's main market (1X2 or match winner): the one the lists show
  main               boolean NOT NULL DEFAULT false,
  status             text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'settled', 'void')),
  -- bumped each time the results are written (a correction writes them again)
  settlement_version integer NOT NULL DEFAULT 0,
  sort               smallint NOT NULL
);
CREATE INDEX sports_markets_event ON sports_markets (event_id, sort);
CREATE INDEX sports_markets_main ON sports_markets (event_id) WHERE main;

CREATE TABLE sports_selections (
  id         serial PRIMARY KEY,
  market_id  integer NOT NULL REFERENCES sports_markets (id),
  event_id   integer NOT NULL REFERENCES sports_events (id),
  -- home, draw, away, over, under, yes, no, 1X, X2, 12, '2-1', other
  outcome    text NOT NULL,
  -- decimal odds in hundredths, the margin applied; fair_price without it
  price      integer NOT NULL CHECK (price >= 101),
  fair_price integer NOT NULL CHECK (fair_price >= 101),
  result     text CHECK (result IN ('won', 'lost', 'void', 'half-won', 'half-lost')),
  sort       smallint NOT NULL
);
CREATE INDEX sports_selections_market ON sports_selections (market_id, sort);

-- one instance drives the feed
CREATE TABLE sports_feed_lease (
  name       text PRIMARY KEY,
  holder     text NOT NULL,
  expires_at timestamptz NOT NULL
);
