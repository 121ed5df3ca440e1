-- Four eyes that cannot be split or skipped (issue 27): every manual adjustment is kept, so that the
-- sum of an operator's or a player's adjustments over a rolling window decides whether the next one
-- waits for a second admin; and a new admin waits for a second admin too.

-- 'applied': moved at once by one admin (within the limit); the others wait, then are approved or rejected
ALTER TABLE adjustment_requests DROP CONSTRAINT adjustment_requests_status_check;
ALTER TABLE adjustment_requests ADD CONSTRAINT adjustment_requests_status_check
  CHECK (status IN ('applied', 'pending', 'approved', 'rejected'));
CREATE INDEX adjustment_requests_operator ON adjustment_requests (requested_by, created_at);
CREATE INDEX adjustment_requests_player ON adjustment_requests (user_id, created_at);

-- the adjustments applied at once before this: who adjusted a player never approves their withdrawals
INSERT INTO adjustment_requests (user_id, amount, reason, request_key, requested_by, created_at, status)
SELECT user_id, amount, coalesce(reference, description), key, operator_id, created_at, 'applied'
FROM ledger_transactions
WHERE kind = 'adjust' AND operator_id IS NOT NULL AND key LIKE 'adjust:%'
ON CONFLICT (request_key) DO NOTHING;

-- an admin asked for by one admin: the account exists only once another admin approves it
CREATE TABLE operator_requests (
  id            serial PRIMARY KEY,
  username      text NOT NULL,
  -- the first password's argon2id hash, as operators.password_hash (never the password itself)
  password_hash text NOT NULL,
  role          text NOT NULL CHECK (role = 'admin'),
  requested_by  integer NOT NULL REFERENCES operators (id),
  created_at    timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by    integer REFERENCES operators (id),
  decided_at    timestamptz,
  -- the account made on approval
  operator_id   integer REFERENCES operators (id)
);
CREATE INDEX operator_requests_pending ON operator_requests (created_at) WHERE status = 'pending';
