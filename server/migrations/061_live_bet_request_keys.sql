-- A live bet's Idempotency-Key: a retried bet call (the same key) answers the bet the first call placed
-- instead of staking again; the fingerprint tells a retry from a different request under the same key.
ALTER TABLE live_bets ADD COLUMN request_key text;
ALTER TABLE live_bets ADD COLUMN request_fingerprint text;
CREATE UNIQUE INDEX live_bets_request_key ON live_bets (user_id, request_key) WHERE request_key IS NOT NULL;
