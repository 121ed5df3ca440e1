-- Marketing: the players who said no to it, and each promotion's deliveries (one per player per send
-- key, so a retried send reaches nobody twice).
CREATE TABLE marketing_opt_outs (
  user_id      integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  opted_out_at timestamptz NOT NULL
);

CREATE TABLE marketing_deliveries (
  send_key     text NOT NULL,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delivered_at timestamptz NOT NULL,
  PRIMARY KEY (send_key, user_id)
);
