-- The wallet's double-entry ledger. Money is integer minor units (kuruş). Every movement is one
-- ledger_transactions row (its idempotency key unique) and entries whose amounts sum to zero; each
-- account's balance is the sum of its entries. A player's accounts (cash, withdraw hold) can never go
-- below zero: the CHECK below refuses the update itself, whatever the code does.

CREATE TABLE ledger_accounts (
  id      bigserial PRIMARY KEY,
  -- the player's own accounts; NULL for the house
  user_id integer REFERENCES users (id) ON DELETE RESTRICT,
  -- player: cash, hold (withdrawals waiting for payout); house: bank (money in and out of the site),
  -- game (stakes and wins), bonus, adjust (operator corrections, opening balances)
  kind    text NOT NULL CHECK (kind IN ('cash', 'hold', 'bank', 'game', 'bonus', 'adjust')),
  -- the house has several rows per kind so that concurrent movements do not queue on one row
  shard   smallint NOT NULL DEFAULT 0,
  balance bigint NOT NULL DEFAULT 0,
  CHECK ((user_id IS NULL) = (kind NOT IN ('cash', 'hold'))),
  CONSTRAINT ledger_player_not_negative CHECK (user_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (kind, shard) WHERE user_id IS NULL;

CREATE TABLE ledger_transactions (
  id            bigserial PRIMARY KEY,
  -- the caller's idempotency key (a provider's is '<provider>:<its transaction id>')
  key           text NOT NULL UNIQUE,
  -- hash of the operation and its parameters: the same key with other parameters is refused
  fingerprint   text NOT NULL,
  -- void: the tombstone of a bet rolled back before it arrived (its key is the bet's)
  kind          text NOT NULL CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_pay', 'bet', 'win', 'rollback', 'void', 'bonus', 'adjust')),
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount        bigint NOT NULL,
  -- win and rollback: the bet's key
  bet_key       text,
  round_id      text,
  game_code     text,
  provider      text,
  -- payment request reference, bonus or adjustment reason
  reference     text,
  description   text NOT NULL DEFAULT '',
  operator_id   integer,
  -- bets only: a rollback returned the stake
  rolled_back   boolean NOT NULL DEFAULT false,
  -- the player's cash balance right after: the answer a replay of the key gets
  balance_after bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts (id),
  amount         bigint NOT NULL,
  balance_after  bigint NOT NULL,
  PRIMARY KEY (transaction_id, account_id)
);
-- a player's statement, newest first
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, transaction_id DESC);

-- every player has a cash and a hold account from registration on
CREATE FUNCTION ledger_open_player_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (user_id, kind) VALUES (NEW.id, 'cash'), (NEW.id, 'hold');
  RETURN NEW;
END
$$;
CREATE TRIGGER users_ledger_accounts AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION ledger_open_player_accounts();

-- the balances of existing players become opening entries against the house's adjust account
INSERT INTO ledger_accounts (user_id, kind) SELECT id, 'cash' FROM users;
INSERT INTO ledger_accounts (user_id, kind) SELECT id, 'hold' FROM users;
INSERT INTO ledger_accounts (kind, shard) VALUES ('adjust', 0);
INSERT INTO ledger_transactions (key, fingerprint, kind, user_id, amount, reference, description, balance_after)
SELECT 'opening:' || id, 'opening', 'adjust', id, balance, 'opening', 'Opening balance', balance FROM users WHERE balance > 0;
INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
SELECT t.id, a.id, t.amount, t.amount
FROM ledger_transactions t JOIN ledger_accounts a ON a.user_id = t.user_id AND a.kind = 'cash'
WHERE t.key LIKE 'opening:%';
INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
SELECT t.id, h.id, -t.amount, -SUM(t.amount) OVER (ORDER BY t.id)
FROM ledger_transactions t JOIN ledger_accounts h ON h.user_id IS NULL AND h.kind = 'adjust' AND h.shard = 0
WHERE t.key LIKE 'opening:%';
UPDATE ledger_accounts a SET balance = u.balance FROM users u WHERE a.user_id = u.id AND a.kind = 'cash';
UPDATE ledger_accounts SET balance = -(SELECT COALESCE(SUM(balance), 0) FROM users) WHERE user_id IS NULL AND kind = 'adjust' AND shard = 0;

ALTER TABLE users DROP COLUMN balance;
