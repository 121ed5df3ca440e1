-- The push share of a selection, in millionths: the chance-weighted part of the stake it is expected to
-- return without its price (a void — a whole Asian line landing on the line, a map never played — and
-- half of a quarter line's half result). A cash out values an open leg from it and the fair price:
-- stake × (price × (1 − push) / fair price + push). 0 on the rows priced before it: the markets that
-- cannot push, and the others until the feed's next step prices them again.
ALTER TABLE sports_selections ADD COLUMN push integer NOT NULL DEFAULT 0 CHECK (push BETWEEN 0 AND 1000000);
