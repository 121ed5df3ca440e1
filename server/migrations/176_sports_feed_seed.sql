-- The simulated feed's secret seed (issue 27): its fixtures, play and results follow from it, so it is
-- drawn once per database from the CSPRNG by the first instance to start, and every instance reads the
-- same one (the one driving the feed, and the one that takes its lease over). Kept sealed under
-- ORIGINALS_CHAIN_KEY (server/src/security/sealed-value.ts); never served.
CREATE TABLE sports_feed_seed (
  name text PRIMARY KEY,
  seed text NOT NULL
);
