-- Bonus money kept apart from cash (issue 15): every player gets a `bonus` account beside cash and
-- hold. Bonus money is credited from the house's bonus account, turns into cash when its wagering is
-- complete (conversion) and goes back to the house when it expires or is forfeited (removal). A bet
-- spends cash first, then bonus money: `bonus_amount` is the part of a bet (and of the win or rollback
-- that follows it) that was bonus money.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner CHECK (
  CASE WHEN kind IN ('cash', 'hold') THEN user_id IS NOT NULL WHEN kind = 'bonus' THEN true ELSE user_id IS NULL END
);

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (
  kind IN ('deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_pay', 'bet', 'win', 'rollback', 'void', 'bonus', 'adjust',
           'bonus_credit', 'bonus_conversion', 'bonus_removal')
);
ALTER TABLE ledger_transactions ADD COLUMN bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0 AND bonus_amount <= abs(amount));

CREATE OR REPLACE FUNCTION ledger_open_player_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (user_id, kind) VALUES (NEW.id, 'cash'), (NEW.id, 'hold'), (NEW.id, 'bonus');
  RETURN NEW;
END
$$;

INSERT INTO ledger_accounts (user_id, kind) SELECT id, 'bonus' FROM users;
