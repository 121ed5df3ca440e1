-- Arena Originals' video slots (Sultan's Gold, Bosphorus Nights): rounds of the games 'sultan' and 'bosphorus'.
ALTER TABLE originals_rounds DROP CONSTRAINT originals_rounds_game_check;
ALTER TABLE originals_rounds ADD CONSTRAINT originals_rounds_game_check CHECK (game IN ('dice', 'limbo', 'sultan', 'bosphorus'));
