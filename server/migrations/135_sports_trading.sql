-- The trading desk's hand on the book (back office, issue 16): an operator's suspension of an event or a
-- market, which the feed never lifts (only the operator's resume does), and margins per sport and per
-- market type that replace SPORTS_MARGIN_BP where set.

ALTER TABLE sports_events ADD COLUMN suspended boolean NOT NULL DEFAULT false;
ALTER TABLE sports_markets ADD COLUMN suspended boolean NOT NULL DEFAULT false;
-- the feed's step reads the held markets of the events it watches
CREATE INDEX sports_markets_held ON sports_markets (event_id) WHERE suspended;
CREATE INDEX sports_events_held ON sports_events (id) WHERE suspended;

CREATE TABLE sports_margins (
  sport_id    text NOT NULL REFERENCES sports (id),
  -- a MarketType of @arena/contracts, or '*': every market of the sport without a margin of its own
  market_type text NOT NULL,
  -- basis points on the fair prices (600 = 6 %)
  margin_bp   integer NOT NULL CHECK (margin_bp >= 0 AND margin_bp <= 5000),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (sport_id, market_type)
);

-- the liability and the bet search read the open bets' legs by selection and by event
CREATE INDEX sports_bet_legs_selection ON sports_bet_legs (selection_id);
CREATE INDEX sports_bet_legs_event ON sports_bet_legs (event_id);
CREATE INDEX sports_bets_placed ON sports_bets (placed_at);
