-- Free spins are spins, not bonus money: a free-spins bonus holds the spins it has left, each spent on
-- a round of its campaign's slot at its campaign's stake; the round names the bonus that paid for it
-- (its winnings become that bonus's money, with its wagering).
ALTER TABLE player_bonuses ADD COLUMN spins_left integer NOT NULL DEFAULT 0 CHECK (spins_left >= 0);
ALTER TABLE originals_rounds ADD COLUMN free_spin_bonus_id integer REFERENCES player_bonuses (id) ON DELETE RESTRICT;
