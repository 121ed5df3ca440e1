-- The reads of transaction/gamehistory (a player's game movements grouped by round) and
-- transaction/topwinners (the biggest wins of the last days).
CREATE INDEX ledger_transactions_player_rounds ON ledger_transactions (user_id, created_at DESC) WHERE round_id IS NOT NULL;
CREATE INDEX ledger_transactions_wins ON ledger_transactions (created_at DESC) WHERE kind = 'win';
