-- The bonus campaign a promotion advertises (issue 15): its card and detail lead to claiming that
-- offer. A plain id, no foreign key: campaigns belong to the bonus module, and a promotion that
-- points at a campaign no longer offered just leads to the claim page's own answer.

ALTER TABLE promotions ADD COLUMN bonus_offer_id integer CHECK (bonus_offer_id > 0);
