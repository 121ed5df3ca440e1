-- A sports free bet is a token, not bonus money: the bonus holds its value (amount) and, once used, the
-- bet that used it; that bet names its bonus. A void bet gives the token back; a won one pays only its
-- winnings.
ALTER TABLE player_bonuses ADD COLUMN free_bet_id bigint;
ALTER TABLE sports_bets ADD COLUMN free_bet_bonus_id integer REFERENCES player_bonuses (id) ON DELETE RESTRICT;
