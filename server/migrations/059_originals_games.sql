-- The studio's games beside Dice and Limbo: the slots (Sultan's Gold, Bosphorus Nights), Roulette,
-- Plinko and Blackjack. The game check is replaced whole, listing every game of originals_rounds.
ALTER TABLE originals_rounds DROP CONSTRAINT originals_rounds_game_check;
ALTER TABLE originals_rounds ADD CONSTRAINT originals_rounds_game_check CHECK (game IN ('dice', 'limbo', 'sultan', 'bosphorus', 'roulette', 'plinko', 'blackjack'));
