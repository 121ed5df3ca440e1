-- Player notifications. title and note hold translation keys (or plain text)
-- and params their placeholders, filled when read: each player sees them in the language they ask in.

CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- NotificationType: 1 Deposit, 2 Withdraw, 3 Jackpot, 4 Bonus, 5 System
  type        smallint NOT NULL CHECK (type BETWEEN 1 AND 5),
  title       text NOT NULL,
  note        text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
-- the panel lists a player's newest first
CREATE INDEX notifications_customer ON notifications (customer_id, created_at DESC);
