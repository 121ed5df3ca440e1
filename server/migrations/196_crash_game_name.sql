-- Our crash game's own name (issue 30): "Aviator" is Spribe's brand, so Arena Originals' crash game is
-- "Arena Jet" (its code 'aviator' stays: rounds, routes and the ledger are keyed by it). Once, on a site
-- seeded before: our catalogue row and the menu entries that open our game, each only while it still
-- carries the old seeded name, so an operator's own title stays; a supplier's real Aviator (another
-- game code and studio) keeps its name. A new site gets the name from the seed.
UPDATE casino_games SET name = 'Arena Jet' WHERE game_code = 'aviator' AND system = 'arena' AND name = 'Aviator';
UPDATE menu_items SET title = 'Arena Jet' WHERE url = 'game:aviator' AND title = 'Aviator';
