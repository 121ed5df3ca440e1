-- Payment methods, the players' deposit and withdraw requests, and the provider events seen. Money is
-- integer minor units (kuruş); the balance itself moves only through the wallet's ledger.

-- deposit_fields / withdraw_fields: the method's PaymentDetailField list for that direction (without
-- the Amount field, which every method has, built from min/max); null = the method does not offer it
CREATE TABLE payment_methods (
  id              integer PRIMARY KEY,
  name            text NOT NULL,
  logo            text NOT NULL,
  min_amount      bigint NOT NULL CHECK (min_amount > 0),
  max_amount      bigint NOT NULL CHECK (max_amount >= min_amount),
  deposit_fields  jsonb,
  withdraw_fields jsonb,
  sort            integer NOT NULL DEFAULT 0,
  enabled         boolean NOT NULL DEFAULT true
);

-- status (RequestStatus): 1 Confirmed, 2 Pending, 4 Rejected, 5 Cancelled, 6 Created
-- direction (TransactionType): 1 Deposit, 2 Withdraw
CREATE TABLE payment_requests (
  id              bigserial PRIMARY KEY,
  -- what the provider and the payment page know the request by: random, so it cannot be guessed
  reference       text NOT NULL UNIQUE,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method_id       integer NOT NULL REFERENCES payment_methods (id),
  direction       smallint NOT NULL CHECK (direction IN (1, 2)),
  amount          bigint NOT NULL CHECK (amount > 0),
  detail          jsonb NOT NULL,
  status          smallint NOT NULL CHECK (status IN (1, 2, 4, 5, 6)),
  -- the client's Idempotency-Key and a hash of what it sent with it: a retry answers the same, a
  -- reuse with another body is refused
  idempotency_key text NOT NULL,
  body_hash       text NOT NULL,
  provider        text NOT NULL,
  -- deposits: the provider's payment page
  redirect_url    text,
  -- the language the player asked in: the payment page and notifications speak it
  locale          text NOT NULL,
  -- withdrawals paid without review: when the payout worker takes it; null = waits for an operator
  payout_due_at   timestamptz,
  reason          text,
  decided_by      integer,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payment_requests_user ON payment_requests (user_id, created_at DESC);
CREATE INDEX payment_requests_payout_due ON payment_requests (payout_due_at) WHERE status = 2 AND payout_due_at IS NOT NULL;
CREATE INDEX payment_requests_pending_withdrawals ON payment_requests (created_at) WHERE direction = 2 AND status = 2;
-- deposits whose page was never acted on, until they expire (Cancelled)
CREATE INDEX payment_requests_open_deposits ON payment_requests (created_at) WHERE direction = 1 AND status = 6;

-- every provider event applied, by the provider's own id: a replayed or retried delivery is seen here
CREATE TABLE payment_events (
  provider    text NOT NULL,
  event_id    text NOT NULL,
  request_id  bigint NOT NULL REFERENCES payment_requests (id) ON DELETE CASCADE,
  status      text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
