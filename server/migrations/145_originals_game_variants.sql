-- Arena Originals' RTP variant in force per game, chosen by an admin in the back office (issue 16) among
-- the game's certified variants (@arena/provably-fair SLOT_VARIANTS). No row: the game's default variant,
-- the one every round played before variants existed. A round keeps the variant it was played with in its
-- params, so a switch never changes a round in flight or the verification of an old one.
CREATE TABLE originals_game_variants (
  game       text PRIMARY KEY,
  variant    text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
