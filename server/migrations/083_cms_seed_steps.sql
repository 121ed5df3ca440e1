-- One-time content steps of the seed (e.g. replacing the first placeholder pages with their real
-- text): a step runs once per database, so later edits by operators are never overwritten.
CREATE TABLE cms_seed_steps (
  step       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
