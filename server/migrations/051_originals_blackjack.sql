-- Arena Originals Blackjack (modules/originals/blackjack.ts): a round of several steps. While it waits for
-- the player, `state` holds the cards dealt so far, the hands, the cursor and whose turn it is (cards come
-- only from the seeds); touched_at is its last step, so a round left alone expires. The game itself is
-- admitted by 059_originals_games.sql.
ALTER TABLE originals_rounds ADD COLUMN state jsonb, ADD COLUMN touched_at timestamptz;
-- one open blackjack round per player (two deals at once: the second is refused)
CREATE UNIQUE INDEX originals_rounds_open_blackjack ON originals_rounds (user_id) WHERE status = 1 AND game = 'blackjack';
