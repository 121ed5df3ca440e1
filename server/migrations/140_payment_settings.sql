-- The payments desk's settings an operator edits in the back office (issue 16). A setting without a row
-- here takes the server's configured default (WITHDRAW_REVIEW_ABOVE for the review threshold).
CREATE TABLE payment_settings (
  key         text PRIMARY KEY CHECK (key IN ('withdraw_review_above')),
  value       bigint NOT NULL CHECK (value >= 0),
  updated_by  integer NOT NULL REFERENCES operators (id),
  updated_at  timestamptz NOT NULL
);

-- the queues filter by direction, status and date
CREATE INDEX IF NOT EXISTS payment_requests_queue ON payment_requests (direction, status, created_at DESC);
