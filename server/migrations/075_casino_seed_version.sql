-- The version (a hash) of the seed catalogue last written: the seed upserts the catalogue only when the
-- code's catalogue changed, so a start costs one read and an operator's later edits stay.
CREATE TABLE casino_seed_version (
  id         integer PRIMARY KEY CHECK (id = 1),
  version    text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
