-- The unfinished rounds (modules/game-recall): the live bets not settled yet, across rounds. The ledger
-- gets no new index here: every one slows each money movement, and recall reads one player's rows
-- (ledger_transactions_player_rounds).
CREATE INDEX live_bets_open ON live_bets (round_id) WHERE status = 1;
