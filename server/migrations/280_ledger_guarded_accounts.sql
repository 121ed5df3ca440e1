-- A player's cash account is marked `guarded` once a wallet guard's rules may hold their bets: player
-- protection marks it when the player's player_protection row is created (a limit, an exclusion, a
-- closure, a reality check). The bet of an unmarked player is then the one movement statement, which
-- moves nothing for a marked account (modules/wallet/ledger.ts), and the guards are asked only then.
-- The mark is written on the row every movement locks, so a bet waiting on an exclusion being set
-- re-reads that row after the exclusion commits and sees the mark. Never cleared: the wallet remembers
-- the marks it has seen.
ALTER TABLE ledger_accounts ADD COLUMN guarded boolean NOT NULL DEFAULT false;

CREATE FUNCTION ledger_mark_guarded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET guarded = true WHERE user_id = NEW.user_id AND kind = 'cash' AND NOT guarded;
  RETURN NULL;
END $$;

CREATE TRIGGER player_protection_marks_guarded AFTER INSERT ON player_protection FOR EACH ROW EXECUTE FUNCTION ledger_mark_guarded();

UPDATE ledger_accounts a SET guarded = true FROM player_protection p WHERE a.user_id = p.user_id AND a.kind = 'cash';
