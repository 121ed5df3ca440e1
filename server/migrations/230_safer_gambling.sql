-- Safer gambling (modules/safer-gambling; UKGC LCCP SR 3.4.3, MGA PPD): the review queue that
-- markers of harm and the licence's net-deposit threshold put a player into, and every interaction the
-- safer gambling team records on the player (a message the player reads, a call note, a restriction).
-- At most one review per player is open at a time; a closed one keeps its outcome for good.
CREATE TABLE harm_reviews (
  id              bigserial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  -- what detection found: [{ code, text, params }] (the evidence an operator reads)
  markers         jsonb NOT NULL,
  -- net deposits over the 30 days before the review was (last) found, minor units
  net_deposit_30d bigint NOT NULL,
  -- the licence pauses deposits in review (harm.pauseDepositsInReview), or a restriction did
  deposits_paused boolean NOT NULL,
  opened_at       timestamptz NOT NULL,
  -- detection ran again while the review was open and refreshed the markers
  updated_at      timestamptz NOT NULL,
  closed_at       timestamptz,
  closed_by       integer REFERENCES operators (id),
  outcome         text CHECK (outcome IN ('no_concern', 'monitor', 'restricted', 'account_closed')),
  close_note      text,
  CHECK ((closed_at IS NULL) = (outcome IS NULL) AND (closed_at IS NULL) = (closed_by IS NULL))
);
CREATE UNIQUE INDEX harm_reviews_one_open ON harm_reviews (user_id) WHERE closed_at IS NULL;
CREATE INDEX harm_reviews_player ON harm_reviews (user_id, id DESC);

CREATE TABLE harm_interactions (
  id          bigserial PRIMARY KEY,
  review_id   bigint NOT NULL REFERENCES harm_reviews (id),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  -- message: the player reads it in their account; call: the note of a phone call; restriction: what was
  -- restricted (deposits pause until the review closes)
  kind        text NOT NULL CHECK (kind IN ('message', 'call', 'restriction')),
  body        text NOT NULL,
  operator_id integer NOT NULL REFERENCES operators (id),
  created_at  timestamptz NOT NULL
);
CREATE INDEX harm_interactions_review ON harm_interactions (review_id, id);
CREATE INDEX harm_interactions_player_messages ON harm_interactions (user_id, id DESC) WHERE kind = 'message';
