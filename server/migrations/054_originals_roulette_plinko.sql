-- Roulette and Plinko join the studio's games. The game check is replaced whole: a later game's
-- migration replaces it again with every game so far.
ALTER TABLE originals_rounds DROP CONSTRAINT originals_rounds_game_check;
ALTER TABLE originals_rounds ADD CONSTRAINT originals_rounds_game_check CHECK (game IN ('dice', 'limbo', 'roulette', 'plinko'));
