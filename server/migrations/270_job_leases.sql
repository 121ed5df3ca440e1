-- Background jobs' leadership (modules/leadership): the payout worker and the sweeps run on the one
-- instance holding their row here, renewed every few seconds; another instance takes a row over when it
-- lapses. The live games (live_leases) and the sports feed (sports_feed_lease) keep their own rows.
CREATE TABLE job_leases (
  job        text PRIMARY KEY,
  holder     text NOT NULL,
  expires_at timestamptz NOT NULL
);
