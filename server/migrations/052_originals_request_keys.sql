-- A play call's Idempotency-Key: a retried request with the same key gets the round the first one
-- played instead of a second round; the fingerprint tells a retry from a different request.
ALTER TABLE originals_rounds ADD COLUMN request_key text;
ALTER TABLE originals_rounds ADD COLUMN request_fingerprint text;
CREATE UNIQUE INDEX originals_rounds_request_key ON originals_rounds (user_id, request_key) WHERE request_key IS NOT NULL;
