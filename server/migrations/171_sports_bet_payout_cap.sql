-- The most a bet can pay: the book's maximum payout when placed, cut in proportion by each partial cash
-- out (the rest of a bet pays no more than its share of the cap). Null on the bets placed before it: the
-- book's maximum payout.
ALTER TABLE sports_bets ADD COLUMN payout_cap bigint;
