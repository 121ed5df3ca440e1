-- A bingo purchase of several tickets is one wallet bet for their total (all or nothing): every ticket
-- stays its own row (its serial, its prizes), and the tickets after the first name the first one, whose
-- wallet key holds the purchase's stake. NULL: the bet holds its own stake.
ALTER TABLE live_bets ADD COLUMN purchase_id bigint REFERENCES live_bets (id);
CREATE INDEX live_bets_purchase ON live_bets (purchase_id) WHERE purchase_id IS NOT NULL;
-- a player's tickets in a round are counted at each purchase
CREATE INDEX live_bets_round_player ON live_bets (round_id, user_id);
